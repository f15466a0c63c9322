import { Form, Link, useSubmit } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { UserMenuItemId } from '#app/auth/visibility.ts'
import { buttonVariants } from '#app/components/ui/button.tsx'
import {
	DropdownMenu,
	DropdownMenuContent,
	DropdownMenuItem,
	DropdownMenuLabel,
	DropdownMenuSeparator,
	DropdownMenuTrigger,
} from '#app/components/ui/dropdown-menu.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import { EXTERNAL_LINKS } from './external-links.ts'

type Entry = { id: UserMenuItemId; href: string; external: boolean }

function entriesFor(items: UserMenuItemId[], userId: string): Entry[] {
	const href: Record<UserMenuItemId, string> = {
		myProfile: `/user_profile/${encodeURIComponent(userId)}`,
		accountSettings: '/settings',
		licensing: '/licensing',
		knowledgeBase: EXTERNAL_LINKS.knowledgeBase,
		learnerLogin: EXTERNAL_LINKS.learnerLogin,
		swagShop: EXTERNAL_LINKS.swagShop,
	}
	return items.map((id) => ({ id, href: href[id], external: /^https?:/.test(href[id]) }))
}

const triggerClassName = cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'gap-2 px-2')

/**
 * The user menu (spec 1 §2): a Radix dropdown with JavaScript; without it the same entries in a
 * native `<details>` disclosure, so every entry (Logout too) works either way.
 */
export function UserMenu({
	user,
	items,
}: {
	user: { id: string; name: string; lastName: string; email: string }
	items: UserMenuItemId[]
}) {
	const { t } = useTranslation('shell')
	const hydrated = useHydrated()
	const submit = useSubmit()
	const entries = entriesFor(items, user.id)
	const fullName = `${user.name} ${user.lastName}`.trim() || user.email
	const initials = (user.name.charAt(0) + user.lastName.charAt(0)).toUpperCase() || '?'
	const trigger = (
		<>
			<span className="sr-only">{t('userMenu.trigger')}</span>
			<span
				aria-hidden="true"
				className="inline-flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
			>
				{initials}
			</span>
			<span className="max-w-40 truncate max-md:hidden">{fullName}</span>
			<Icon name="chevron-down" className="size-4" />
		</>
	)

	if (!hydrated) {
		return (
			<details className="relative">
				<summary className={cn(triggerClassName, 'list-none [&::-webkit-details-marker]:hidden')} data-testid="user-menu">
					{trigger}
				</summary>
				<div
					data-testid="user-menu-list"
					className="absolute end-0 z-50 mt-1 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
				>
					<p className="truncate px-2 py-1.5 text-sm font-medium">{user.email}</p>
					<ul className="grid">
						{entries.map((entry) => (
							<li key={entry.id}>
								<a
									href={entry.href}
									className="flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent"
									{...(entry.external ? { target: '_blank', rel: 'noreferrer' } : {})}
								>
									<EntryLabel entry={entry} />
								</a>
							</li>
						))}
						<li>
							<Form method="post" action="/logout">
								<button type="submit" className="flex w-full items-center rounded-sm px-2 py-1.5 text-start text-sm hover:bg-accent">
									{t('userMenu.logout')}
								</button>
							</Form>
						</li>
					</ul>
				</div>
			</details>
		)
	}

	return (
		<DropdownMenu modal={false}>
			<DropdownMenuTrigger className={triggerClassName} data-testid="user-menu">
				{trigger}
			</DropdownMenuTrigger>
			<DropdownMenuContent align="end" className="min-w-56">
				<DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
				<DropdownMenuSeparator />
				{entries.map((entry) => (
					<DropdownMenuItem key={entry.id} asChild>
						{entry.external ? (
							<a href={entry.href} target="_blank" rel="noreferrer">
								<EntryLabel entry={entry} />
							</a>
						) : (
							<Link to={entry.href}>
								<EntryLabel entry={entry} />
							</Link>
						)}
					</DropdownMenuItem>
				))}
				<DropdownMenuSeparator />
				{/* The menu unmounts on select, so the sign-out is submitted from here, not from a form inside it. */}
				<DropdownMenuItem onSelect={() => submit(null, { method: 'post', action: '/logout' })}>{t('userMenu.logout')}</DropdownMenuItem>
			</DropdownMenuContent>
		</DropdownMenu>
	)
}

function EntryLabel({ entry }: { entry: Entry }) {
	const { t } = useTranslation('shell')
	return (
		<>
			{t(`userMenu.${entry.id}`)}
			{entry.external ? (
				<>
					<Icon name="external-link" className="ms-auto size-4" />
					<span className="sr-only">{t('userMenu.newTab')}</span>
				</>
			) : null}
		</>
	)
}
