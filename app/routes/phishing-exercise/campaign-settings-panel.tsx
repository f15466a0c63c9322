import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { RecipientFields } from '#app/components/assignment-form/recipient-fields.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { FormDialogFooter } from '#app/components/form-dialog-footer.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { CampaignDeliveryFields } from './campaign-fields.tsx'
import { INTENT } from './campaign-options.ts'
import { editValuesOf, isUnchangedEdit } from './edit-rules.ts'
import { useRecipientTexts } from './recipient-texts.ts'
import { chosenOf, EnterSubmitsForm, useUserSearch } from './user-search.tsx'
import type { CampaignEditData, UsersSearch } from './campaigns.server.ts'

const loadValidation = lazyValidator(() => import('./campaign-schema.ts').then((m) => m.campaignEditSchema()))

export type CampaignSettingsReply = { result?: SubmissionResult<string[]>; failure?: UiMessage | null; usersSearch?: UsersSearch }

const NO_USERS: UsersSearch = { text: '', users: [], total: 0, chosen: [] }

/**
 * The Campaign Settings dialog (spec 3 §2, §4 "Editing an active campaign"), `?modal=settings&campaign={id}`:
 * the name and the assignment type are locked, recipients chosen before cannot be removed (only added),
 * and Save stays disabled while nothing changed or something is wrong (the action refuses those too).
 */
export function CampaignSettingsPanel({
	data,
	constraint,
	closeHref,
	reply,
}: {
	data: CampaignEditData
	constraint: Record<string, unknown>
	closeHref: string
	reply?: CampaignSettingsReply
}) {
	const { t } = useTranslation('phishingExercise')
	const hydrated = useHydrated()
	const [form, fields] = useForm({
		id: `campaign-settings-${data.id}`,
		lastResult: reply?.result,
		defaultValue: data.defaultValue,
		constraint: constraint as never,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	const saving = useIsPending({ intent: INTENT.update })
	const type = data.locks.assignmentType
	const recipientTexts = useRecipientTexts(null)
	const unchanged = isUnchangedEdit(data.locks, editValuesOf(type, form.value))
	const userSearch = useUserSearch({
		found: reply?.usersSearch ?? data.usersSearch ?? NO_USERS,
		chosenIds: chosenOf(fields.userIds.value),
		fields: { campaignId: data.id },
	})
	return (
		<UrlDialog
			closeHref={closeHref}
			data-testid="campaign-settings-dialog"
			title={t('edit.title')}
			description={t('edit.description')}
			className="sm:max-w-2xl"
		>
			<FailureAlert t={t} failure={reply?.failure} />
			<IntentForm intent={INTENT.update} {...getFormProps(form)} className="grid max-h-[70vh] gap-5 overflow-y-auto pe-1">
				<EnterSubmitsForm />
				<input type="hidden" name="campaignId" value={data.id} />
				<Field label={t('wizard.settings.name')} description={t('edit.locked')}>
					<Input value={data.name} disabled readOnly />
				</Field>
				{/* The type is locked: its radio posts it while the others are disabled. */}
				<RecipientFields
					form={form}
					fields={{
						assignmentType: fields.assignmentType,
						departmentIds: fields.departmentIds,
						groupIds: fields.groupIds,
						userIds: fields.userIds,
					}}
					departments={type === 'departments' ? data.choices : type === 'groups' ? [] : null}
					groups={type === 'groups' ? data.choices : type === 'departments' ? [] : null}
					users={type === 'users' ? userSearch.users : undefined}
					usersSearch={type === 'users' ? userSearch.field : undefined}
					locked={{ type, ids: data.locks.ids }}
					texts={userSearch.emptyText !== undefined ? { ...recipientTexts, noUsers: userSearch.emptyText } : recipientTexts}
					errors={errors}
				/>
				<CampaignDeliveryFields
					fields={{
						daysOption: fields.daysOption,
						customDays: fields.customDays,
						notificationsEnabled: fields.notificationsEnabled,
						notificationSubject: fields.notificationSubject,
						notificationMessage: fields.notificationMessage,
					}}
					errors={errors}
				/>
				<ErrorList id={form.errorId} errors={errors(form.errors)} />
				<FormDialogFooter
					cancelLabel={t('common:cancel')}
					submitLabel={t('edit.submit')}
					pending={saving}
					disabled={hydrated && (unchanged || !form.valid)}
				/>
			</IntentForm>
		</UrlDialog>
	)
}
