import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Link, useLocation } from 'react-router'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { FormDialogFooter } from '#app/components/form-dialog-footer.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageLayout } from '#app/components/page-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'

import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import type { NamedListItem, NamedListKind } from '#app/gateway/users.server.ts'
import type { Texts } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { TranslateValues } from '#app/i18n/translator.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import {
	assignedUsersPath,
	closeDialogHref,
	CREATE_MODAL,
	ID_PARAM,
	INTENT,
	MODAL_PARAM,
	NAMED_MODAL,
	namedTable,
	openDialogHref,
	type NamedColumn,
} from './directory.ts'
import { NAME_MAX, type NAMED_ITEM_CONSTRAINT } from './schemas.ts'
import { UsersHeader } from './users-header.tsx'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.NamedItemSchema))

export type NamedRow = NamedListItem & { createdLabel: string | null }

export type NamedListData = {
	kind: NamedListKind
	rows: NamedRow[]
	total: number
	failures: Array<UiMessage | null>
	dialog: { type: 'create' } | { type: 'rename' | 'delete'; item: { id: string; name: string } } | null
	constraint: typeof NAMED_ITEM_CONSTRAINT
}

export type NamedReply = { intent: string; result?: SubmissionResult<string[]>; failure?: UiMessage | null }

/**
 * The Departments and Groups pages (spec 1 §2, §3): the list with its users count (a link to the
 * assigned-users page) and created date; create and rename in a dialog, delete through the global
 * confirmation dialog. Every dialog is URL state (`?modal=createDepartment`, `?modal=rename&id=…`,
 * `?modal=delete&id=…`), so the page works without JavaScript.
 */
export function NamedListPage({ data, reply }: { data: NamedListData; reply?: NamedReply }) {
	const { t } = useTranslation('users')
	const location = useLocation()
	const { kind, dialog } = data
	const texts = (key: keyof Texts<'users'>['named'][NamedListKind], values?: TranslateValues) => t(`named.${kind}.${key}`, values)
	const columns: DataTableColumn<NamedRow, NamedColumn>[] = [
		{ id: 'name', header: t('columns.name'), sortBy: 'name', isRowHeader: true, cell: (row) => row.name },
		{
			id: 'usersCount',
			header: t('columns.users'),
			sortBy: 'usersCount',
			cell: (row) => (
				<Link
					to={assignedUsersPath(kind, row.id)}
					aria-label={t('named.usersIn', { count: row.usersCount, name: row.name })}
					className="text-primary underline-offset-4 hover:underline"
					data-testid="users-count"
				>
					{row.usersCount}
				</Link>
			),
		},
		{
			id: 'createdAt',
			header: t('columns.createdAt'),
			sortBy: 'createdAt',
			cell: (row) => row.createdLabel ?? t('none'),
		},
		{
			id: 'actions',
			header: <span className="sr-only">{t('columns.actions')}</span>,
			align: 'end',
			cell: (row) => (
				<span className="inline-flex gap-1">
					<Button asChild variant="ghost" size="sm">
						<Link
							to={openDialogHref(location, { [MODAL_PARAM]: NAMED_MODAL.rename, [ID_PARAM]: row.id })}
							preventScrollReset
							aria-label={t('named.renameItem', { name: row.name })}
						>
							{t('named.rename')}
						</Link>
					</Button>
					<Button asChild variant="ghost" size="sm" className="text-destructive hover:text-destructive">
						<Link
							to={openDialogHref(location, { [MODAL_PARAM]: NAMED_MODAL.delete, [ID_PARAM]: row.id })}
							preventScrollReset
							aria-label={t('named.deleteItem', { name: row.name })}
						>
							{t('named.delete')}
						</Link>
					</Button>
				</span>
			),
		},
	]
	const closeHref = closeDialogHref(location)
	return (
		<PageLayout>
			<UsersHeader>
				<LoadFailures failures={data.failures} namespace="users" />
			</UsersHeader>
			<ListingTable
				table={namedTable}
				caption={texts('caption')}
				search={texts('search')}
				toolbar={
					<Button asChild className="ms-auto">
						<Link to={openDialogHref(location, { [MODAL_PARAM]: CREATE_MODAL[kind] })} preventScrollReset>
							{texts('create')}
						</Link>
					</Button>
				}
				columns={columns}
				rows={data.rows}
				total={data.total}
			/>
			{dialog?.type === 'create' ? (
				<NameDialog
					key="create"
					intent={INTENT.create}
					title={texts('createTitle')}
					closeHref={closeHref}
					constraint={data.constraint}
					reply={reply?.intent === INTENT.create ? reply : undefined}
				/>
			) : null}
			{dialog?.type === 'rename' ? (
				<NameDialog
					key={`rename-${dialog.item.id}`}
					intent={INTENT.rename}
					title={texts('renameTitle')}
					item={dialog.item}
					closeHref={closeHref}
					constraint={data.constraint}
					reply={reply?.intent === INTENT.rename ? reply : undefined}
				/>
			) : null}
			<ConfirmDialog
				open={dialog?.type === 'delete'}
				data-testid="delete-dialog"
				title={texts('deleteTitle')}
				description={dialog?.type === 'delete' ? texts('deleteDescription', { name: dialog.item.name }) : ''}
				closeHref={closeHref}
				form={{
					action: `${location.pathname}${location.search}`,
					fields: { intent: INTENT.delete, id: dialog?.type === 'delete' ? dialog.item.id : '' },
				}}
				confirmLabel={t('named.delete')}
				destructive
			/>
		</PageLayout>
	)
}

function NameDialog({
	intent,
	title,
	item,
	closeHref,
	constraint,
	reply,
}: {
	intent: string
	title: string
	item?: { id: string; name: string }
	closeHref: string
	constraint: typeof NAMED_ITEM_CONSTRAINT
	reply?: NamedReply
}) {
	const { t } = useTranslation('users')
	const [form, fields] = useLazyForm({
		id: `named-${intent}`,
		lastResult: reply?.result,
		defaultValue: { name: item?.name ?? '' },
		constraint,
		loadValidation,
	})
	const err = (errors: string[] | undefined) => translateErrors(t, errors, { max: NAME_MAX })
	const submitting = useIsPending({ intent })
	return (
		<UrlDialog closeHref={closeHref} data-testid="name-dialog" title={title}>
			<FailureAlert t={t} failure={reply?.failure} />
			<IntentForm intent={intent} {...getFormProps(form)} className="grid gap-4">
				{item ? <input type="hidden" name="id" value={item.id} /> : null}
				<Field label={t('named.name')} errors={err(fields.name.errors)}>
					<Input {...getInputProps(fields.name, { type: 'text' })} autoComplete="off" />
				</Field>
				<ErrorList id={form.errorId} errors={err(form.errors)} />
				<FormDialogFooter cancelLabel={t('common:cancel')} submitLabel={t('named.save')} pending={submitting} />
			</IntentForm>
		</UrlDialog>
	)
}
