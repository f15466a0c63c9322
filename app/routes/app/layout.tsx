import { useCallback, useState } from 'react'
import { data, Form, Link, Outlet, useLocation, useNavigate } from 'react-router'
import { isSignedIn, requireViewer } from '#app/auth/guards.server.ts'
import { ErrorMessage, ErrorPage, errorStatusOf } from '#app/components/error-page.tsx'
import { LanguageMenu } from '#app/components/language-menu.tsx'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { Banners } from '#app/components/shell/banners.tsx'
import { SHELL_MODAL } from '#app/components/shell/help/modals.ts'
import { ShellOverlays } from '#app/components/shell/help/overlays.tsx'
import { NotificationBell } from '#app/components/shell/notifications.tsx'
import { PlanOverlays } from '#app/components/shell/plan/plan-overlays.tsx'
import { NavDrawerTrigger, Sidebar } from '#app/components/shell/sidebar.tsx'
import { hrefWith, SHELL_PARAM } from '#app/components/shell/url-state.ts'
import { UserMenu } from '#app/components/shell/user-menu.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { FALLBACK_LANGUAGE, isLanguageCode } from '#app/i18n/config.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { loadResources } from '#app/i18n/resources.ts'
import { MODAL } from '#app/lib/modals.ts'
import { cn } from '#app/lib/utils.ts'
import { loadShell } from './layout.server.ts'
import type { Route } from './+types/layout'

const PolicyDialog = lazyPanel('PolicyDialog', () => import('#app/components/shell/account-dialogs.tsx').then((m) => m.PolicyDialog))
const VerifyEmailDialog = lazyPanel('VerifyEmailDialog', () =>
	import('#app/components/shell/account-dialogs.tsx').then((m) => m.VerifyEmailDialog),
)

/**
 * The signed-in frame (spec 1 §2): left navigation, top bar (Contact Sales, language, notifications,
 * user menu, Logout), banners, and the dialogs every page shares. What each viewer sees is decided
 * on the server by the rules in app/auth/visibility.ts.
 */
export async function loader(args: Route.LoaderArgs) {
	// The catch-all below this layout: a guest sees the plain 404 page, not the sign-in page.
	if (args.params['*'] !== undefined && !(await isSignedIn(args.request))) throw data(null, { status: 404 })
	const viewer = await requireViewer(args)
	return loadShell(viewer, args.request, args.url, getLocale(args.context))
}

/** Arriving from a sign-in page in the browser: the console's texts load alongside the shell's data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	const lang = document.documentElement.lang
	const [shell] = await Promise.all([serverLoader(), loadResources(isLanguageCode(lang) ? lang : FALLBACK_LANGUAGE, ['console'])])
	return shell
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
	return (
		<ConsoleFrame shellData={loaderData}>
			<Outlet />
		</ConsoleFrame>
	)
}

/** The frame around every signed-in page, and around its error page when the page itself fails or refuses. */
function ConsoleFrame({ shellData, children }: { shellData: Route.ComponentProps['loaderData']; children: React.ReactNode }) {
	const { t } = useTranslation()
	const { user, company, shell, overlays, plan } = shellData
	const location = useLocation()
	const navigate = useNavigate()
	const verifyEmailOpen = new URLSearchParams(location.search).get('modal') === MODAL.verifyEmail
	const [drawerOpen, setDrawerOpen] = useState(shell.navOpen)
	const closeDrawer = useCallback(() => {
		setDrawerOpen(false)
		if (new URLSearchParams(location.search).has(SHELL_PARAM.nav)) {
			void navigate(hrefWith(location, SHELL_PARAM.nav, null), { replace: true, preventScrollReset: true })
		}
	}, [location, navigate])
	return (
		<div className="flex min-h-screen">
			<a
				href="#main"
				className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
			>
				{t('skipToContent')}
			</a>
			<Sidebar
				navigation={shell.navigation}
				company={company}
				collapsed={shell.navCollapsed}
				drawerOpen={drawerOpen}
				onDrawerClose={closeDrawer}
				onNavigate={() => setDrawerOpen(false)}
			/>
			<div className="flex min-w-0 flex-1 flex-col">
				<header className="flex items-center gap-2 border-b px-4 py-2 lg:px-6">
					<NavDrawerTrigger open={drawerOpen} onOpen={() => setDrawerOpen(true)} />
					{/* One row at every width: on a phone Contact Sales is its icon and Logout stays in the user menu. */}
					<div className="ms-auto flex min-w-0 items-center justify-end gap-2">
						{shell.contactSales ? (
							<Link
								to={hrefWith(location, 'modal', SHELL_MODAL.contactSales)}
								preventScrollReset
								className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'px-2 sm:px-3')}
							>
								<Icon name="chat" className="sm:hidden" />
								<span className="sr-only sm:not-sr-only">{t('shell:topBar.contactSales')}</span>
							</Link>
						) : null}
						<LanguageMenu />
						{shell.notifications ? <NotificationBell data={shell.notifications} /> : null}
						<UserMenu user={user} items={shell.userMenu} />
						<Form method="post" action="/logout" className="hidden sm:block">
							<Button type="submit" variant="ghost" size="sm">
								{t('logout')}
							</Button>
						</Form>
					</div>
				</header>
				<Banners banners={shell.banners} showLicensing={shell.userMenu.includes('licensing')} />
				<main id="main" className="flex-1 px-4 py-8 lg:px-6">
					{children}
				</main>
			</div>
			{user.mustConfirmPolicy ? <PolicyDialog /> : verifyEmailOpen ? <VerifyEmailDialog email={user.email} /> : null}
			<ShellOverlays data={overlays} />
			{/* The privacy policy comes first; the plan dialogs (the expired trial's too) wait for it. */}
			{user.mustConfirmPolicy ? null : <PlanOverlays data={plan} />}
		</div>
	)
}

/**
 * A page that refuses (403), is not found (404) or fails: its error page inside the console's frame
 * when the frame's own data loaded, so the navigation stays; without it, the message alone.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
	const status = errorStatusOf(error)
	if (!loaderData) return <ErrorPage status={status} />
	return (
		<ConsoleFrame shellData={loaderData}>
			<ErrorMessage status={status} />
		</ConsoleFrame>
	)
}
