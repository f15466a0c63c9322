import { useState } from 'react'
import { Form } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { UserMenuItemId } from '#app/auth/visibility.ts'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import { EXTERNAL_LINKS } from './external-links.ts'

export type Entry = { id: UserMenuItemId; href: string; external: boolean }

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

export const triggerClassName = cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'gap-2 px-2')

// The Radix dropdown (and the scroll lock and focus scope it brings, ~11 KB gzip) is a chunk of its own,
// fetched when the pointer or focus reaches the trigger and shown once it is here: no page pays for it on
// its first load.
const UserMenuDropdown = lazyPanel('user-menu-dropdown', () => import('./user-menu-dropdown.tsx').then((m) => m.UserMenuDropdown))

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
	const [dropdownShown, setDropdownShown] = useState(false)
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

	if (dropdownShown) return <UserMenuDropdown trigger={trigger} email={user.email} entries={entries} />
	const showDropdown = () => void UserMenuDropdown.preload().then(() => setDropdownShown(true))
	return (
		<button
			type="button"
			className={triggerClassName}
			data-testid="user-menu"
			aria-haspopup="menu"
			aria-expanded={false}
			onPointerEnter={() => void UserMenuDropdown.preload()}
			onFocus={() => void UserMenuDropdown.preload()}
			onClick={showDropdown}
			onKeyDown={(event) => {
				if (event.key === 'ArrowDown') {
					event.preventDefault()
					showDropdown()
				}
			}}
		>
			{trigger}
		</button>
	)
}

export function EntryLabel({ entry }: { entry: Entry }) {
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
