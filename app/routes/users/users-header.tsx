import { Link, useLocation } from 'react-router'
import { PageHeader } from '#app/components/page-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { MODAL_PARAM, openDialogHref } from './directory.ts'
import type * as React from 'react'

/** The Add New Users drawer's first tab (the add-users helper's `?modal=emails`). */
export const ADD_USERS_MODAL = 'emails'
const ALL_USERS_PATH = '/users/all_users'

/**
 * The Users area's header (spec 1 §2): the title, the "Add New Users" button (a link that opens the
 * drawer on the all-users page, so it works without JavaScript) and the tabs as links.
 */
export function UsersHeader({ title, children }: { title?: React.ReactNode; children?: React.ReactNode }) {
	const { t } = useTranslation('users')
	const location = useLocation()
	const addUsersHref =
		location.pathname === ALL_USERS_PATH
			? openDialogHref(location, { [MODAL_PARAM]: ADD_USERS_MODAL })
			: `${ALL_USERS_PATH}?${MODAL_PARAM}=${ADD_USERS_MODAL}`
	return (
		<PageHeader
			title={title ?? t('title')}
			actions={
				<Button asChild>
					<Link to={addUsersHref} preventScrollReset data-testid="add-new-users">
						{t('addNewUsers')}
					</Link>
				</Button>
			}
		>
			<TabNav aria-label={t('tabs.label')}>
				<TabNavLink to={ALL_USERS_PATH} end>
					{t('tabs.allUsers')}
				</TabNavLink>
				<TabNavLink to="/users/departments">{t('tabs.departments')}</TabNavLink>
				<TabNavLink to="/users/groups">{t('tabs.groups')}</TabNavLink>
			</TabNav>
			{children}
		</PageHeader>
	)
}
