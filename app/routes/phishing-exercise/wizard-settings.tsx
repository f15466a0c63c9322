import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Link } from 'react-router'
import { DaysToCompleteFields } from '#app/components/assignment-form/days-to-complete-fields.tsx'
import { RecipientFields } from '#app/components/assignment-form/recipient-fields.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { INTENT, MESSAGE_MAX, NAME_MAX, SUBJECT_MAX, wizardHref } from './campaign-options.ts'
import { useRecipientTexts } from './recipient-texts.ts'

const loadValidation = lazyValidator(() => import('./campaign-schema.ts').then((m) => m.campaignSettingsSchema()))

type Choice = { id: string; name: string }

export type SettingsStepData = {
	allCount: number | null
	users: Choice[]
	departments: Choice[]
	groups: Choice[]
	/** The draft's saved values, null for the defaults. */
	saved: Record<string, string | string[]> | null
	today: string
	todayLabel: string
	constraint: Record<string, unknown>
}

export type SettingsReply = { result?: SubmissionResult<string[]>; failure?: UiMessage | null }

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
	return (
		<IntentForm intent={INTENT.settings} {...getFormProps(form)} className="grid max-w-2xl gap-5" data-testid="wizard-settings">
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
				users={data.users}
				texts={useRecipientTexts(data.allCount)}
				errors={errors}
			/>
			<DaysToCompleteFields legend={t('wizard.settings.daysToComplete')} daysOption={fields.daysOption} customDays={fields.customDays} />
			<Field orientation="horizontal" label={t('wizard.settings.notifications')}>
				<Checkbox {...getInputProps(fields.notificationsEnabled, { type: 'checkbox' })} />
			</Field>
			<Field label={t('wizard.settings.subject')} errors={errors(fields.notificationSubject.errors)}>
				<Input {...getInputProps(fields.notificationSubject, { type: 'text' })} maxLength={SUBJECT_MAX} />
			</Field>
			<Field label={t('wizard.settings.message')} errors={errors(fields.notificationMessage.errors)}>
				<Textarea {...getTextareaProps(fields.notificationMessage)} rows={4} maxLength={MESSAGE_MAX} />
			</Field>
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
