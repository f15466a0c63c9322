import { Link } from 'react-router'
import { ROLES } from '#app/auth/roles.ts'
import type { BulkSelectionConfig } from '#app/components/data-table/bulk-actions.tsx'
import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import type { UserRow } from '#app/gateway/users.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { isOneOf } from '#app/lib/one-of.ts'
import { SELECTION_PARAMS, usersTable, type UsersColumn } from './directory.ts'
import type * as React from 'react'

/** A users-table row as the loaders hand it over: the last login already formatted ('MMM dd, yyyy'). */
export type DirectoryUser = Pick<
	UserRow,
	'id' | 'email' | 'name' | 'lastName' | 'role' | 'isOwner' | 'status' | 'department' | 'groups'
> & {
	lastLoginLabel: string | null
}

export function fullName(user: Pick<UserRow, 'name' | 'lastName' | 'email'>) {
	return `${user.name} ${user.lastName}`.trim() || user.email
}

/**
 * The directory's users table (all users, and the users of one department or group): name (to the
 * profile), email, role (the account owner marked), department, groups, status, last login.
 */
export function UsersTable({
	rows,
	total,
	caption,
	toolbar,
	isFiltered,
	selection,
	paginationLabel,
}: {
	rows: readonly DirectoryUser[]
	total: number
	caption: string
	toolbar?: React.ReactNode
	isFiltered?: boolean
	selection?: BulkSelectionConfig
	paginationLabel?: string
}) {
	const { t } = useTranslation('users')
	const columns: DataTableColumn<DirectoryUser, UsersColumn>[] = [
		{
			id: 'name',
			header: t('columns.name'),
			sortBy: 'name',
			isRowHeader: true,
			cell: (user) => (
				<Link to={`/user_profile/${encodeURIComponent(user.id)}`} className="text-primary underline-offset-4 hover:underline">
					{fullName(user)}
				</Link>
			),
		},
		{ id: 'email', header: t('columns.email'), sortBy: 'email', cell: (user) => user.email },
		{
			id: 'role',
			header: t('columns.role'),
			sortBy: 'role',
			cell: (user) => (
				<span className="inline-flex flex-wrap items-center gap-1.5">
					{isOneOf(ROLES, user.role) ? t(`roles.${user.role}`) : user.role}
					{user.isOwner ? (
						<Badge variant="info" data-testid="account-owner">
							{t('roles.owner')}
						</Badge>
					) : null}
				</span>
			),
		},
		{
			id: 'department',
			header: t('columns.department'),
			sortBy: 'department',
			cell: (user) => user.department?.name ?? <NoValue />,
		},
		{
			id: 'groups',
			header: t('columns.groups'),
			cell: (user) => (user.groups.length ? user.groups.map((g) => g.name).join(', ') : <NoValue />),
			className: 'whitespace-normal',
		},
		{
			id: 'status',
			header: t('columns.status'),
			sortBy: 'status',
			cell: (user) => <StatusChip status={user.status}>{t(`status.${user.status}`)}</StatusChip>,
		},
		{
			id: 'lastLogin',
			header: t('columns.lastLogin'),
			sortBy: 'lastLogin',
			cell: (user) => user.lastLoginLabel ?? t('never'),
		},
	]
	return (
		<ListingTable<DirectoryUser, UsersColumn>
			table={usersTable}
			caption={caption}
			toolbar={toolbar}
			columns={columns}
			rows={rows}
			total={total}
			isFiltered={isFiltered}
			selection={
				selection && {
					...selection,
					name: SELECTION_PARAMS.userIds,
					allSelectedName: SELECTION_PARAMS.isAllSelected,
					value: (user) => user.id,
					label: (user) => t('selectUser', { name: fullName(user) }),
				}
			}
			paginationLabel={paginationLabel}
		/>
	)
}

function NoValue() {
	const { t } = useTranslation('users')
	return <span className="text-muted-foreground">{t('none')}</span>
}
