import { getCollectionProps, getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useLocation } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { FormDialogFooter } from '#app/components/form-dialog-footer.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { closeDialogHref, INTENT, SELECTION_PARAM_NAMES } from './directory.ts'
import {
	REMINDER_CATEGORIES,
	REMINDER_MESSAGE_MAX,
	REMINDER_SUBJECT_MAX,
	type REMINDER_CONSTRAINT,
	type ReminderCategory,
} from './schemas.ts'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.ReminderSchema))

export type ReminderDialogData = {
	/** How many users the selection names (the whole filtered set with 'Select all'). */
	selectedCount: number
	/** remindersAvailability's answer; null when nothing is selected or the check failed. */
	availability: { hasOutstandingTasks: boolean; usersWithTasks: number } | null
	failure: UiMessage | null
	constraint: typeof REMINDER_CONSTRAINT
}

export type ReminderReply = { result?: SubmissionResult<string[]>; failure?: UiMessage | null }

/**
 * The outstanding-task reminder dialog (spec 1 §2, §4, §5), opened by `?modal=reminder` with the
 * selection in the URL. It posts to the page's own URL, so the action reads the same selection,
 * search and filters the dialog was opened with.
 */
export function ReminderDialog({ data, reply }: { data: ReminderDialogData; reply?: ReminderReply }) {
	const { t } = useTranslation('users')
	const location = useLocation()
	const closeHref = closeDialogHref(location, SELECTION_PARAM_NAMES)
	const noSelection = data.selectedCount === 0
	const nothingToRemind = data.availability !== null && !data.availability.hasOutstandingTasks
	const [form, fields] = useForm({
		id: 'send-reminder',
		lastResult: reply?.result,
		defaultValue: { categories: [], subject: '', customMessage: '' },
		constraint: data.constraint,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const err = (errors: string[] | undefined) =>
		translateErrors(t, errors, (e) => ({
			max: e.endsWith('subjectTooLong') ? REMINDER_SUBJECT_MAX : REMINDER_MESSAGE_MAX,
		}))
	const submitting = useIsPending({ intent: INTENT.reminder })
	const categories = getCollectionProps(fields.categories, { type: 'checkbox', options: [...REMINDER_CATEGORIES] })
	const categoryErrors = err(fields.categories.errors)
	return (
		<UrlDialog closeHref={closeHref} data-testid="reminder-dialog">
			<DialogHeader>
				<DialogTitle>{t('reminder.title')}</DialogTitle>
				<DialogDescription>
					{noSelection ? t('reminder.noSelection') : t('reminder.description', { count: data.selectedCount })}
					{data.availability?.hasOutstandingTasks ? ` ${t('reminder.withTasks', { count: data.availability.usersWithTasks })}` : null}
				</DialogDescription>
			</DialogHeader>
			{nothingToRemind ? (
				<Alert variant="info" data-testid="reminder-unavailable">
					<AlertDescription>{t('reminder.noOutstandingTasks')}</AlertDescription>
				</Alert>
			) : null}
			<FailureAlert t={t} failure={reply?.failure ?? data.failure} />
			<IntentForm intent={INTENT.reminder} {...getFormProps(form)} className="grid gap-4">
				<fieldset
					className="grid gap-2"
					aria-invalid={categoryErrors?.length ? true : undefined}
					aria-describedby={categoryErrors?.length ? fields.categories.errorId : undefined}
				>
					<legend className="mb-2 text-sm font-medium">{t('reminder.categories')}</legend>
					{categories.map(({ key: _key, type: _type, ...props }) => (
						<div key={props.value} className="flex items-center gap-3">
							<Checkbox {...props} />
							<Label htmlFor={props.id} className="font-normal">
								{t(`reminder.${props.value as ReminderCategory}`)}
							</Label>
						</div>
					))}
					<ErrorList id={fields.categories.errorId} errors={categoryErrors} />
				</fieldset>
				<Field label={t('reminder.subject')} errors={err(fields.subject.errors)}>
					<Input {...getInputProps(fields.subject, { type: 'text' })} />
				</Field>
				<Field label={t('reminder.customMessage')} errors={err(fields.customMessage.errors)}>
					<Textarea {...getTextareaProps(fields.customMessage)} rows={4} />
				</Field>
				<ErrorList id={form.errorId} errors={err(form.errors)} />
				<FormDialogFooter
					cancelLabel={t('common:cancel')}
					submitLabel={t('reminder.submit')}
					pending={submitting}
					disabled={noSelection || nothingToRemind}
				/>
			</IntentForm>
		</UrlDialog>
	)
}
