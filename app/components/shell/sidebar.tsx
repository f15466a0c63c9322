import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useRouteLoaderData } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { activeNavPath, flattenNavigation, type NavGroup, type NavLink, type Navigation } from '#app/auth/visibility.ts'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { EXTERNAL_LINKS } from './external-links.ts'
import { hrefWith, OPEN, rememberNavCollapsed, SHELL_PARAM } from './url-state.ts'

export const SIDEBAR_ID = 'shell-sidebar'

const linkClassName = cn(
	'flex items-center rounded-md px-3 py-1.5 text-sm text-foreground hover:bg-accent hover:text-accent-foreground',
	'aria-[current=page]:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-primary',
)

/**
 * The left navigation (spec 1 §2). On large screens it is a column that folds to a narrow rail
 * (a native `<details>`, so folding works without JavaScript; with it the choice is kept in a
 * cookie). Below the large breakpoint the same element is a temporary drawer: opened by
 * `?nav=open` without JavaScript, by the top bar's button with it.
 */
export function Sidebar({
	navigation,
	company,
	collapsed: initiallyCollapsed,
	drawerOpen,
	onDrawerClose,
	onNavigate,
}: {
	navigation: Navigation
	company: { name: string; logo: string | null }
	collapsed: boolean
	drawerOpen: boolean
	/** Close button, backdrop, Escape. */
	onDrawerClose: () => void
	/** A link in the drawer was followed. */
	onNavigate: () => void
}) {
	const { t } = useTranslation('shell')
	const location = useLocation()
	const hydrated = useHydrated()
	const branding = useRouteLoaderData<typeof rootLoader>('root')?.branding ?? null
	const [collapsed, setCollapsed] = useState(initiallyCollapsed)
	const panelRef = useRef<HTMLDivElement>(null)
	const entries = flattenNavigation(navigation.groups, navigation.tail)
	const active = activeNavPath(
		location.pathname,
		entries.map((e) => e.path),
	)
	const closeHref = hrefWith(location, SHELL_PARAM.nav, null)
	// In the drawer the navigation is always unfolded.
	const unfolded = drawerOpen || !collapsed

	// The drawer takes focus when it opens; Escape closes it.
	const closeRef = useRef(onDrawerClose)
	closeRef.current = onDrawerClose
	useEffect(() => {
		if (!drawerOpen || !hydrated) return
		panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus()
		const onKey = (event: KeyboardEvent) => {
			if (event.key === 'Escape') closeRef.current()
		}
		document.addEventListener('keydown', onKey)
		const panel = panelRef.current
		return () => {
			document.removeEventListener('keydown', onKey)
			// Closed from inside (Escape, the close button): focus goes back to the button that opened it.
			const focus = document.activeElement
			if (!focus || focus === document.body || panel?.contains(focus)) {
				document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus()
			}
		}
	}, [drawerOpen, hydrated])

	return (
		<>
			{drawerOpen ? (
				hydrated ? (
					<div aria-hidden="true" className="fixed inset-0 z-40 bg-black/50 lg:hidden" onClick={onDrawerClose} />
				) : (
					// The backdrop of the no-JS drawer: a click closes it; keyboard users have the Close link.
					// eslint-disable-next-line jsx-a11y/anchor-has-content
					<a href={closeHref} tabIndex={-1} aria-hidden="true" className="fixed inset-0 z-40 bg-black/50 lg:hidden" />
				)
			) : null}
			<div
				id={SIDEBAR_ID}
				ref={panelRef}
				data-open={drawerOpen || undefined}
				data-collapsed={!unfolded || undefined}
				className={cn(
					'shrink-0 border-e bg-background',
					'max-lg:hidden max-lg:data-open:fixed max-lg:data-open:inset-y-0 max-lg:data-open:start-0 max-lg:data-open:z-50 max-lg:data-open:block max-lg:data-open:w-72 max-lg:data-open:overflow-y-auto max-lg:data-open:shadow-lg',
					'lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:overflow-y-auto lg:data-collapsed:w-14',
				)}
			>
				<details
					open={unfolded}
					onToggle={(event) => {
						const next = !event.currentTarget.open
						if (drawerOpen || next === collapsed) return
						setCollapsed(next)
						rememberNavCollapsed(next)
					}}
				>
					<summary
						className={cn(
							buttonVariants({ variant: 'ghost', size: 'icon' }),
							'm-2 list-none max-lg:hidden [&::-webkit-details-marker]:hidden',
						)}
						data-testid="nav-fold"
					>
						<Icon name="fold" className="size-5" />
						<span className="sr-only">{t('nav.fold')}</span>
					</summary>
					{drawerOpen ? (
						<div className="flex justify-end p-2 lg:hidden">
							{hydrated ? (
								<button type="button" onClick={onDrawerClose} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
									<Icon name="x" className="size-5" />
									<span className="sr-only">{t('nav.close')}</span>
								</button>
							) : (
								<a href={closeHref} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
									<Icon name="x" className="size-5" />
									<span className="sr-only">{t('nav.close')}</span>
								</a>
							)}
						</div>
					) : null}
					{branding ? (
						// On a partner's verified custom domain the shell carries the partner's brand (root loader).
						<div className="flex items-center gap-3 px-4 pb-2" data-testid="shell-brand">
							{branding.logo ? <img src={branding.logo} alt="" className="h-8 w-auto max-w-16" /> : null}
							<span className="font-semibold break-words">{branding.name}</span>
						</div>
					) : null}
					<div className={cn('flex items-center gap-3 px-4 pb-4', branding && 'text-sm text-muted-foreground')}>
						{company.logo && !branding ? <img src={company.logo} alt="" className="h-8 w-auto max-w-16" /> : null}
						<span className={cn('break-words', !branding && 'font-semibold')} data-testid="company-name">
							{company.name}
						</span>
					</div>
					<nav aria-label={t('nav.label')} className="flex-1 px-2">
						<ul className="grid gap-1">
							{navigation.groups.map((group) => (
								<NavGroupItem key={group.id} group={group} active={active} onNavigate={onNavigate} />
							))}
							{navigation.tail.map((link) => (
								<li key={link.id}>
									<NavEntry link={link} label={t(`nav.items.${link.id}`)} active={active} onNavigate={onNavigate} />
								</li>
							))}
						</ul>
						{navigation.showPartnershipButton ? (
							<Link
								to="/become-partner"
								onClick={onNavigate}
								className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'mx-3 mt-4 w-[calc(100%-1.5rem)]')}
							>
								{t('nav.partnership')}
							</Link>
						) : null}
					</nav>
					<nav aria-label={t('nav.legal')} className="px-5 py-4 text-xs text-muted-foreground">
						<ul className="flex flex-wrap gap-x-3 gap-y-1">
							<li>
								<a href={EXTERNAL_LINKS.userAgreement} target="_blank" rel="noreferrer" className="underline">
									{t('common:userAgreement')}
								</a>
							</li>
							<li>
								<a href={EXTERNAL_LINKS.privacyPolicy} target="_blank" rel="noreferrer" className="underline">
									{t('common:privacyPolicy')}
								</a>
							</li>
						</ul>
					</nav>
				</details>
			</div>
		</>
	)
}

function NavGroupItem({ group, active, onNavigate }: { group: NavGroup; active: string | null; onNavigate: () => void }) {
	const { t } = useTranslation('shell')
	const label = t(`nav.groups.${group.id}`)
	if (group.link) {
		return (
			<li>
				<NavEntry link={group.link} label={label} active={active} onNavigate={onNavigate} />
			</li>
		)
	}
	return (
		<li>
			{/* Every group starts unfolded; folding one is the user's choice for this page. */}
			<details open className="group/nav">
				<summary
					className={cn(
						'flex list-none items-center justify-between rounded-md px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase hover:bg-accent',
						'[&::-webkit-details-marker]:hidden',
					)}
				>
					{label}
					<Icon name="chevron-down" className="size-4 transition-transform group-open/nav:rotate-180" />
				</summary>
				<ul className="mt-1 grid gap-0.5 ps-2">
					{group.items.map((link) => (
						<li key={link.id}>
							<NavEntry link={link} label={t(`nav.items.${link.id}`)} active={active} onNavigate={onNavigate} />
						</li>
					))}
				</ul>
			</details>
		</li>
	)
}

function NavEntry({ link, label, active, onNavigate }: { link: NavLink; label: string; active: string | null; onNavigate: () => void }) {
	return (
		<Link
			to={link.path}
			aria-current={active === link.path ? 'page' : undefined}
			className={linkClassName}
			data-nav-id={link.id}
			onClick={onNavigate}
		>
			{label}
		</Link>
	)
}

/** The top bar's way into the drawer (small screens only): a link without JavaScript, a button with it. */
export function NavDrawerTrigger({ open, onOpen }: { open: boolean; onOpen: () => void }) {
	const { t } = useTranslation('shell')
	const hydrated = useHydrated()
	const location = useLocation()
	const className = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')
	if (!hydrated) {
		return (
			<a href={hrefWith(location, SHELL_PARAM.nav, OPEN)} className={className}>
				<Icon name="menu" className="size-5" />
				<span className="sr-only">{t('nav.open')}</span>
			</a>
		)
	}
	return (
		<button type="button" className={className} aria-expanded={open} aria-controls={SIDEBAR_ID} onClick={onOpen}>
			<Icon name="menu" className="size-5" />
			<span className="sr-only">{t('nav.open')}</span>
		</button>
	)
}
