import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { data, Form } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { type CalendarSettings, getCalendarSettings, updateCalendarSettings } from '#app/gateway/calendar.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { CalendarSettingsFormSchema } from './calendar-schema.ts'
import { calendarTabPath, MESSAGE_MAX, SUBJECT_MAX } from './calendar-url.ts'
import type { Route } from './+types/settings'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'calendar:tabs.settings', 'calendar:title')

const PAGE = calendarTabPath('settings')

/** The calendar's notification settings (spec 2 §3 "Calendar settings"). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const read = await settle(args.request, () => getCalendarSettings(viewer.token, viewer.company.id))
	return {
		settings: read.ok ? read.value : null,
		failure: read.ok ? null : read.failure,
		constraint: getZodConstraint(CalendarSettingsFormSchema),
	}
}

type ActionReply = { result: SubmissionResult<string[]>; failure?: UiMessage }

/** Save: 'Settings successfully updated!' (spec 2 §8), or the errors (the gateway's own message) with every typed value. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const submission = parseSubmission(await args.request.formData(), CalendarSettingsFormSchema)
	if (submission.status !== 'success') return data<ActionReply>({ result: submission.reply() }, { status: 400 })
	try {
		await updateCalendarSettings(viewer.token, viewer.company.id, submission.value)
	} catch (error) {
		return data<ActionReply>({ result: submission.reply(), failure: await writeFailure(error, args.request) }, { status: 400 })
	}
	return redirectWithToast(args.request, PAGE, { type: 'success', message: 'calendar:savedToast' })
}

const loadValidation = lazyValidator(() => import('./calendar-schema.ts').then((m) => m.CalendarSettingsFormSchema))

export default function CalendarSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('calendar')
	const { settings } = loaderData
	return (
		<section aria-labelledby="calendar-settings-title" className="grid max-w-2xl gap-4">
			<div className="grid gap-1">
				<h2 id="calendar-settings-title" className="text-xl font-semibold">
					{t('settings.title')}
				</h2>
				<p className="text-sm text-muted-foreground">{t('settings.description')}</p>
			</div>
			<LoadFailures failures={[loaderData.failure]} namespace="calendar" />
			{settings ? (
				<SettingsForm key={JSON.stringify(settings)} settings={settings} constraint={loaderData.constraint} reply={actionData} />
			) : null}
		</section>
	)
}

function SettingsForm({
	settings,
	constraint,
	reply,
}: {
	settings: CalendarSettings
	constraint: Route.ComponentProps['loaderData']['constraint']
	reply: ActionReply | undefined
}) {
	const { t } = useTranslation('calendar')
	const [form, fields] = useForm({
		id: 'calendar-settings',
		lastResult: reply?.result,
		constraint,
		defaultValue: {
			calendarNotificationsEnabled: settings.calendarNotificationsEnabled ? 'on' : undefined,
			calendarSubject: settings.calendarSubject,
			calendarMessage: settings.calendarMessage,
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const saving = useIsPending({ formAction: PAGE })
	return (
		<Form method="post" action={PAGE} preventScrollReset {...getFormProps(form)} className="grid gap-5">
			<FailureAlert t={t} failure={reply?.failure} />
			<Field orientation="horizontal" label={t('settings.notifications')}>
				<Checkbox {...getInputProps(fields.calendarNotificationsEnabled, { type: 'checkbox' })} role="switch" />
			</Field>
			<Field label={t('settings.subject')} errors={translateErrors(t, fields.calendarSubject.errors, { max: SUBJECT_MAX })}>
				<Input {...getInputProps(fields.calendarSubject, { type: 'text' })} maxLength={SUBJECT_MAX} />
			</Field>
			<Field label={t('settings.message')} errors={translateErrors(t, fields.calendarMessage.errors, { max: MESSAGE_MAX })}>
				<Textarea {...getTextareaProps(fields.calendarMessage)} rows={5} maxLength={MESSAGE_MAX} />
			</Field>
			<ErrorList id={form.errorId} errors={translateErrors(t, form.errors)} />
			<div>
				<StatusButton type="submit" pending={saving}>
					{t('settings.save')}
				</StatusButton>
			</div>
		</Form>
	)
}
