import { Link, useSubmit } from 'react-router'
import {
	DropdownMenu,
	DropdownMenuContent,
	DropdownMenuItem,
	DropdownMenuLabel,
	DropdownMenuSeparator,
	DropdownMenuTrigger,
} from '#app/components/ui/dropdown-menu.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { EntryLabel, type Entry, triggerClassName } from './user-menu.tsx'

/**
 * The user menu's Radix dropdown, its own chunk (user-menu.tsx): mounted open, on the first click of the
 * trigger it replaces, and a plain Radix menu from then on.
 */
export function UserMenuDropdown({ trigger, email, entries }: { trigger: React.ReactNode; email: string; entries: Entry[] }) {
	const { t } = useTranslation('shell')
	const submit = useSubmit()
	return (
		<DropdownMenu modal={false} defaultOpen>
			<DropdownMenuTrigger className={triggerClassName} data-testid="user-menu">
				{trigger}
			</DropdownMenuTrigger>
			<DropdownMenuContent align="end" className="min-w-56">
				<DropdownMenuLabel className="truncate">{email}</DropdownMenuLabel>
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
