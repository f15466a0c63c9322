import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { PageLayout } from '#app/components/page-layout.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { metaTranslator, useTranslation } from '#app/i18n/react.tsx'
import { ProfileHeader } from './profile-header.tsx'
import { profilePath } from './profile-url.ts'
import { loadProfile, profileAction } from './profile.server.ts'
import { StatusDialog } from './status-dialog.tsx'
import { TasksTab } from './tasks-tab.tsx'
import type { Route } from './+types/profile'

export function meta({ loaderData, matches }: Route.MetaArgs) {
	const t = metaTranslator(matches)
	return [{ title: loaderData ? `${t('profile:title')}: ${loaderData.user.fullName}` : t('profile:title') }]
}

export async function loader(args: Route.LoaderArgs) {
	return loadProfile(args)
}

/** Every form of the page posts here, told apart by `intent` (profile.server.ts). */
export async function action(args: Route.ActionArgs) {
	return profileAction(args)
}

// The forms are chunks of their own, fetched when the URL shows them: most visits read the tasks.
const EditTab = lazyPanel('EditTab', () => import('./edit-tab.tsx').then((m) => m.EditTab))
const PasswordTab = lazyPanel('PasswordTab', () => import('./password-tab.tsx').then((m) => m.PasswordTab))
const DeleteUserDialog = lazyPanel('DeleteUserDialog', () => import('./delete-dialog.tsx').then((m) => m.DeleteUserDialog))

/**
 * The user profile (spec 1 §2 /user_profile/{userId}/{tab}): who the user is, what can be done to
 * them (each a POST form; confirmations are `?modal=…` dialogs), and the tabs as links.
 */
export default function UserProfile({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('profile')
	const { user, tab, tabs, modal } = loaderData
	return (
		<PageLayout>
			<ProfileHeader data={loaderData} />
			<TabNav aria-label={t('tabs.label')}>
				{tabs.map((id) => (
					<TabNavLink key={id} to={profilePath(user.id, id)} active={id === tab} preventScrollReset data-testid={`tab-${id}`}>
						{t(`tabs.${id}`)}
					</TabNavLink>
				))}
			</TabNav>
			<section aria-label={t(`tabs.${tab}`)}>
				{(tab === 'outstanding_tasks' || tab === 'completed_tasks') && loaderData.tasks ? (
					<TasksTab kind={tab} user={user} tasks={loaderData.tasks} />
				) : null}
				{tab === 'edit' && loaderData.edit ? (
					<EditTab
						key={editKey(user)}
						user={user}
						options={loaderData.edit}
						reply={actionData?.intent === 'edit' ? actionData : undefined}
					/>
				) : null}
				{tab === 'password' && loaderData.password ? (
					<PasswordTab constraint={loaderData.password.constraint} reply={actionData?.intent === 'password' ? actionData : undefined} />
				) : null}
			</section>
			<StatusDialog open={modal === 'enable' || modal === 'disable'} kind={modal === 'enable' ? 'enable' : 'disable'} user={user} />
			{modal === 'delete' ? (
				<DeleteUserDialog
					user={user}
					constraint={loaderData.deleteConstraint}
					reply={actionData?.intent === 'delete' ? actionData : undefined}
				/>
			) : null}
		</PageLayout>
	)
}

// After a save the form starts again from what the gateway now holds.
function editKey(user: { name: string; lastName: string; role: string; department: { id: string } | null; groups: { id: string }[] }) {
	return [user.name, user.lastName, user.role, user.department?.id ?? '', ...user.groups.map((g) => g.id)].join('|')
}
