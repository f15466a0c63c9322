import { useId } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { useBulkSelection } from '#app/components/data-table/bulk-actions.tsx'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { SearchBox } from '#app/components/data-table/search-box.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { FormDialogFooter } from '#app/components/form-dialog-footer.tsx'
import { showMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageLayout } from '#app/components/page-layout.tsx'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'

import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { assignedUsersAction, loadAssignedUsers, type AssignReply } from './assigned-users.server.ts'
import {
	BULK_FORM_ID,
	closeDialogHref,
	INTENT,
	MODAL_PARAM,
	NAMED_PATH,
	openDialogHref,
	PICKER_SEARCH_PARAM,
	SELECTION_PARAMS,
	USERS_MODAL,
} from './directory.ts'
import { UsersHeader } from './users-header.tsx'
import { UsersTable } from './users-table.tsx'
import type { Route } from './+types/assigned-users'

export function meta({ loaderData, matches }: Route.MetaArgs) {
	return loaderData ? [{ title: loaderData.item.name }] : pageTitle(matches, 'users:title')
}

/** Serves /users/departments/assigned-users/:departmentId and /users/groups/assigned-users/:groupId. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	return loadAssignedUsers(viewer, args.request, args.url, args.params, getLocale(args.context))
}

export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	return assignedUsersAction(viewer, args.request, args.url, args.params)
}

/** The users of one department or group (spec 1 §2): assign more from a picker, remove a selection. */
export default function AssignedUsers({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('users')
	const location = useLocation()
	const { kind, item, rows, total, selection, picker } = loaderData
	const bulk = useBulkSelection(BULK_FORM_ID, { values: selection.userIds, isAllSelected: selection.isAllUsersSelected })
	const removing = useIsPending({ intent: INTENT.unassign })
	return (
		<PageLayout>
			<Link to={NAMED_PATH[kind]} className="w-fit text-sm text-primary underline-offset-4 hover:underline">
				<span aria-hidden="true" className="inline-block rtl:-scale-x-100">
					←
				</span>{' '}
				{t(`assigned.${kind}.back`)}
			</Link>
			<UsersHeader
				title={
					<>
						<span className="block text-sm font-normal text-muted-foreground">{t(`assigned.kind.${kind}`)}</span>
						<span data-testid="assigned-title">{item.name}</span>
					</>
				}
			>
				<LoadFailures failures={loaderData.failures} namespace="users" />
				{actionData?.intent === INTENT.unassign ? (
					<Alert variant="destructive">
						<AlertDescription>{showMessage(t, actionData.failure)}</AlertDescription>
					</Alert>
				) : null}
			</UsersHeader>
			<Form id={BULK_FORM_ID} method="post" action={`${location.pathname}${location.search}`} preventScrollReset>
				<input type="hidden" name="intent" value={INTENT.unassign} />
			</Form>
			<UsersTable
				caption={t('assigned.caption', { name: item.name })}
				rows={rows}
				total={total}
				toolbar={
					<>
						<SearchBox label={t('assigned.search', { name: item.name })} placeholder={t('allUsers.search')} />
						<div className="ms-auto flex flex-wrap gap-2">
							<StatusButton
								type="submit"
								form={BULK_FORM_ID}
								variant="outline"
								pending={removing}
								disabled={bulk.disabled}
								data-testid="remove-users"
							>
								{t(`assigned.${kind}.remove`)}
							</StatusButton>
							<Button asChild>
								<Link to={openDialogHref(location, { [MODAL_PARAM]: USERS_MODAL.assign })} preventScrollReset>
									{t('assigned.assign')}
								</Link>
							</Button>
						</div>
					</>
				}
				selection={bulk.selection}
			/>
			{picker ? (
				<AssignDialog kind={kind} name={item.name} picker={picker} reply={actionData?.intent === INTENT.assign ? actionData : undefined} />
			) : null}
		</PageLayout>
	)
}

type Picker = NonNullable<Route.ComponentProps['loaderData']['picker']>

/**
 * The "Assign users" picker (`?modal=assign`): a GET search (`assignSearch`) over the users not yet
 * in the list, and a POST form of checkboxes.
 */
function AssignDialog({
	kind,
	name,
	picker,
	reply,
}: {
	kind: 'departments' | 'groups'
	name: string
	picker: Picker
	reply?: AssignReply
}) {
	const { t } = useTranslation('users')
	const location = useLocation()
	const searchId = useId()
	const listId = useId()
	const closeHref = closeDialogHref(location)
	const assigning = useIsPending({ intent: INTENT.assign })
	const failure = reply?.failure ?? picker.failure
	return (
		<UrlDialog
			closeHref={closeHref}
			data-testid="assign-dialog"
			title={t(`assigned.${kind}.assignTitle`, { name })}
			description={t(`assigned.${kind}.assignDescription`)}
		>
			<Form method="get" action={location.pathname} role="search" preventScrollReset replace className="flex gap-2">
				<HiddenParams search={location.search} exclude={[PICKER_SEARCH_PARAM]} />
				<label htmlFor={searchId} className="sr-only">
					{t('assigned.pickerSearch')}
				</label>
				<Input
					id={searchId}
					type="search"
					name={PICKER_SEARCH_PARAM}
					defaultValue={picker.search}
					placeholder={t('assigned.pickerSearch')}
					autoComplete="off"
				/>
				<Button type="submit" variant="outline">
					{t('widgets:search.submit')}
				</Button>
			</Form>
			<FailureAlert t={t} failure={failure} />
			<IntentForm intent={INTENT.assign} className="grid gap-4">
				<fieldset className="grid gap-2">
					<legend className="sr-only">{t('assigned.assign')}</legend>
					{picker.candidates.length === 0 ? (
						<p className="py-4 text-center text-sm text-muted-foreground" data-testid="picker-empty">
							{picker.search ? t('assigned.pickerNoResults') : t('assigned.pickerEmpty')}
						</p>
					) : (
						<ul className="grid max-h-72 gap-1 overflow-y-auto pe-2" data-testid="picker-list">
							{picker.candidates.map((user) => {
								const id = `${listId}-${user.id}`
								return (
									<li key={user.id} className="flex items-center gap-3 rounded-sm px-1 py-1 hover:bg-muted">
										<Checkbox id={id} name={SELECTION_PARAMS.userIds} value={user.id} />
										<label htmlFor={id} className="grid text-sm">
											<span className="font-medium">{user.name}</span>
											<span className="text-muted-foreground">{user.email}</span>
										</label>
									</li>
								)
							})}
						</ul>
					)}
					{picker.total > picker.candidates.length ? (
						<p className="text-sm text-muted-foreground">
							{t('assigned.pickerMore', { shown: picker.candidates.length, total: picker.total })}
						</p>
					) : null}
				</fieldset>
				<FormDialogFooter
					cancelLabel={t('common:cancel')}
					submitLabel={t('assigned.pickerSubmit')}
					pending={assigning}
					disabled={picker.candidates.length === 0}
				/>
			</IntentForm>
		</UrlDialog>
	)
}
