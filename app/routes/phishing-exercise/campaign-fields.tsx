import { getInputProps, getTextareaProps } from '@conform-to/react'
import { DaysToCompleteFields } from '#app/components/assignment-form/days-to-complete-fields.tsx'
import { type FormField } from '#app/components/form-errors.ts'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { MESSAGE_MAX, SUBJECT_MAX } from './campaign-options.ts'

/**
 * What the wizard's Settings step and the Campaign Settings dialog both ask after the recipients (spec 3
 * §4 "Step 1", "Editing an active campaign"): days to complete and the notification (on, subject, message).
 */
export function CampaignDeliveryFields({
	fields,
	errors,
}: {
	fields: {
		daysOption: FormField
		customDays: FormField
		notificationsEnabled: FormField
		notificationSubject: FormField
		notificationMessage: FormField
	}
	errors: (list: string[] | undefined) => string[] | undefined
}) {
	const { t } = useTranslation('phishingExercise')
	return (
		<>
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
		</>
	)
}
