import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Link } from 'react-router'
import { RecipientFields } from '#app/components/assignment-form/recipient-fields.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { CampaignDeliveryFields } from './campaign-fields.tsx'
import { INTENT, NAME_MAX, wizardHref } from './campaign-options.ts'
import { useRecipientTexts } from './recipient-texts.ts'
import { chosenOf, EnterSubmitsForm, useUserSearch } from './user-search.tsx'
import type { UsersSearch } from './campaigns.server.ts'

const loadValidation = lazyValidator(() => import('./campaign-schema.ts').then((m) => m.campaignSettingsSchema()))

type Choice = { id: string; name: string }

export type SettingsStepData = {
	allCount: number | null
	/** The users' list: the first page of all users, and the saved choice by name. */
	users: UsersSearch
	departments: Choice[]
	groups: Choice[]
	/** The draft's saved values, null for the defaults. */
	saved: Record<string, string | string[]> | null
	today: string
	todayLabel: string
	constraint: Record<string, unknown>
}

export type SettingsReply = { result?: SubmissionResult<string[]>; failure?: UiMessage | null; usersSearch?: UsersSearch }

/**
 * The wizard's Settings step (spec 3 §4 "Step 1", §5 "Campaign"): the name (a dated default), who
 * receives it (all users, users, departments or groups, with their counts), days to complete, the
 * notification (on by default) and the start date. A refusal keeps what was typed beside its message.
 */
export function SettingsStep({ draftId, data, reply }: { draftId: string; data: SettingsStepData; reply?: SettingsReply }) {
	const { t } = useTranslation('phishingExercise')
	const [form, fields] = useForm({
		id: 'campaign-settings',
		lastResult: reply?.result,
		constraint: data.constraint as never,
		defaultValue: data.saved ?? {
			name: t('wizard.settings.defaultName', { date: data.todayLabel }),
			assignmentType: 'all',
			daysOption: '30',
			notificationsEnabled: 'on',
			notificationSubject: t('wizard.settings.defaultSubject'),
			notificationMessage: t('wizard.settings.defaultMessage'),
			startDate: data.today,
		},
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	const saving = useIsPending({ intent: INTENT.settings })
	const userSearch = useUserSearch({ found: reply?.usersSearch ?? data.users, chosenIds: chosenOf(fields.userIds.value) })
	const recipientTexts = useRecipientTexts(data.allCount)
	return (
		<IntentForm intent={INTENT.settings} {...getFormProps(form)} className="grid max-w-2xl gap-5" data-testid="wizard-settings">
			<EnterSubmitsForm />
			<FailureAlert t={t} failure={reply?.failure} />
			<Field label={t('wizard.settings.name')} errors={errors(fields.name.errors)}>
				<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={NAME_MAX} />
			</Field>
			<RecipientFields
				form={form}
				fields={{
					assignmentType: fields.assignmentType,
					departmentIds: fields.departmentIds,
					groupIds: fields.groupIds,
					userIds: fields.userIds,
				}}
				departments={data.departments}
				groups={data.groups}
				users={userSearch.users}
				usersSearch={userSearch.field}
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
			<Field
				label={t('wizard.settings.startDate')}
				description={t('wizard.settings.startDateHint')}
				errors={errors(fields.startDate.errors)}
			>
				<Input {...getInputProps(fields.startDate, { type: 'date' })} min={data.today} className="w-48" />
			</Field>
			<ErrorList id={form.errorId} errors={errors(form.errors)} />
			<div className="flex flex-wrap justify-between gap-3">
				<Button asChild variant="outline">
					<Link to={wizardHref(draftId, 'templates')}>{t('wizard.previous')}</Link>
				</Button>
				<StatusButton type="submit" pending={saving}>
					{t('wizard.next')}
				</StatusButton>
			</div>
		</IntentForm>
	)
}
