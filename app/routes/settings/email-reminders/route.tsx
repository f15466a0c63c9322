import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { data, Form } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { getReminderSettings, type ReminderSettings, updateReminderSettings } from '#app/gateway/reminder-settings.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { formatDate } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { SettingsCard } from '../settings-card.tsx'
import { CATEGORIES, CATEGORIES_FIELD, FREQUENCIES, MESSAGE_MAX, SUBJECT_MAX, WEEKDAYS } from './options.ts'
import { ReminderSettingsFormSchema } from './schemas.ts'
import type { Route } from './+types/route'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'settings:tabs.email-reminders', 'settings:title')
export const handle = textsHandle('settings-email-reminders')

const PAGE = '/settings/email-reminders'

/** The company's automatic reminders (the company is the session's). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const read = await settle(args.request, () => getReminderSettings(viewer.token, viewer.company.id))
	const lng = getLocale(args.context)
	return {
		settings: read.ok ? read.value : null,
		failure: read.ok ? null : read.failure,
		nextLabel: read.ok && read.value.enabled ? formatDate(read.value.nextSendDate, lng) : null,
		lastLabel: read.ok ? formatDate(read.value.lastSentAt, lng) : null,
		constraint: getZodConstraint(ReminderSettingsFormSchema),
	}
}

type ActionReply = { result: ReturnType<ReturnType<typeof parseSubmission>['reply']>; failure?: UiMessage }

/** Save: 'Settings successfully updated!' (spec 2 §8), or the errors with every typed value. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const submission = parseSubmission(await args.request.formData(), ReminderSettingsFormSchema)
	if (submission.status !== 'success') return data<ActionReply>({ result: submission.reply() }, { status: 400 })
	try {
		await updateReminderSettings(viewer.token, viewer.company.id, submission.value)
	} catch (error) {
		return data<ActionReply>({ result: submission.reply(), failure: await writeFailure(error, args.request) }, { status: 400 })
	}
	return redirectWithToast(args.request, PAGE, { type: 'success', message: 'emailReminders:saved' })
}

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.ReminderSettingsFormSchema))

/** The form starts again from what the gateway holds after each save. */
function settingsKey(settings: ReminderSettings) {
	return JSON.stringify(settings)
}

export default function EmailReminders({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('settings-email-reminders')
	const { t } = useTranslation('emailReminders')
	const { settings } = loaderData
	return (
		<SettingsCard id="email-reminders" title={t('title')} description={t('description')}>
			<FailureAlert t={t} failure={loaderData.failure} />
			{settings ? (
				<>
					<p className="text-sm text-muted-foreground" data-testid="reminders-schedule">
						{settings.enabled && loaderData.nextLabel ? t('next', { date: loaderData.nextLabel }) : t('off')}
						{loaderData.lastLabel ? ` ${t('lastSent', { date: loaderData.lastLabel })}` : ''}
					</p>
					<ReminderSettingsForm key={settingsKey(settings)} settings={settings} constraint={loaderData.constraint} reply={actionData} />
				</>
			) : null}
		</SettingsCard>
	)
}

function ReminderSettingsForm({
	settings,
	constraint,
	reply,
}: {
	settings: ReminderSettings
	constraint: Route.ComponentProps['loaderData']['constraint']
	reply: ActionReply | undefined
}) {
	const { t } = useTranslation('emailReminders')
	const [form, fields] = useForm({
		id: 'email-reminders',
		lastResult: reply?.result,
		constraint,
		defaultValue: {
			enabled: settings.enabled ? 'on' : undefined,
			frequency: settings.frequency,
			weekday: String(settings.weekday),
			...Object.fromEntries(CATEGORIES.map((category) => [category, settings[category] ? 'on' : undefined])),
			subject: settings.subject,
			customMessage: settings.customMessage,
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const categoryErrors = translateErrors(t, form.allErrors[CATEGORIES_FIELD])
	const categoriesErrorId = `${form.id}-categories-error`
	const saving = useIsPending({ formAction: PAGE })
	return (
		<Form method="post" action={PAGE} preventScrollReset {...getFormProps(form)} className="grid gap-5">
			<FailureAlert t={t} failure={reply?.failure} />
			<Field orientation="horizontal" label={t('enabled')} description={t('enabledHint')}>
				<Checkbox {...getInputProps(fields.enabled, { type: 'checkbox' })} role="switch" />
			</Field>
			<div className="grid gap-4 sm:grid-cols-2">
				<Field label={t('frequency')} errors={translateErrors(t, fields.frequency.errors)}>
					<NativeSelect {...getSelectProps(fields.frequency)}>
						{FREQUENCIES.map((frequency) => (
							<option key={frequency} value={frequency}>
								{t(`frequencies.${frequency}`)}
							</option>
						))}
					</NativeSelect>
				</Field>
				<Field label={t('weekday')} errors={translateErrors(t, fields.weekday.errors)}>
					<NativeSelect {...getSelectProps(fields.weekday)}>
						{WEEKDAYS.map((day) => (
							<option key={day} value={day}>
								{t(`weekdays.${day}`)}
							</option>
						))}
					</NativeSelect>
				</Field>
			</div>
			<fieldset
				className="grid gap-2"
				aria-invalid={categoryErrors?.length ? true : undefined}
				aria-describedby={categoryErrors?.length ? categoriesErrorId : undefined}
			>
				<legend className="mb-2 text-sm font-medium">{t('categories')}</legend>
				{/* conform shows a field's error once a submit has validated that name: the group's rule needs one. */}
				<input type="hidden" name={CATEGORIES_FIELD} value="" />
				{CATEGORIES.map((category) => (
					<Field key={category} orientation="horizontal" label={t(`categoryNames.${category}`)}>
						<Checkbox {...getInputProps(fields[category], { type: 'checkbox' })} />
					</Field>
				))}
				<ErrorList id={categoriesErrorId} errors={categoryErrors} />
			</fieldset>
			<Field label={t('subject')} errors={translateErrors(t, fields.subject.errors)}>
				<Input {...getInputProps(fields.subject, { type: 'text' })} maxLength={SUBJECT_MAX} />
			</Field>
			<Field label={t('message')} errors={translateErrors(t, fields.customMessage.errors)}>
				<Textarea {...getTextareaProps(fields.customMessage)} rows={5} maxLength={MESSAGE_MAX} />
			</Field>
			<div>
				<StatusButton type="submit" pending={saving}>
					{t('save')}
				</StatusButton>
			</div>
		</Form>
	)
}
