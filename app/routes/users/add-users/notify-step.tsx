import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { NOTIFICATION_LISTS } from './schemas.ts'
import { EnhancedField, FailureAlert, type StepReply, useErrorText } from './shared.tsx'
import { actionHref, drawerHref, INTENT } from './url.ts'
import type { LoadedDrawer } from './drawer.server.ts'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.NotifyStepSchema))

type NotifyData = Extract<LoadedDrawer, { view: 'notify' }>

/**
 * Step 1 of both flows: notification and assignments (spec 1 §4). The notification checkbox
 * follows the default rule, "Add users and begin training" appears when the annual training can
 * start with the invite, the subject and message come from the role's invite template (which
 * can be saved, its changes cancelled, or reset to default), and admins with an SSO provider get
 * the SSO toggle. The final button is 'Add users' (emails) or 'Add user' (CSV).
 */
export function NotifyStep({ data }: { data: NotifyData }) {
	const { t } = useTranslation('addUsers')
	const fetcher = useFetcher<StepReply>()
	const reply = fetcher.data ?? data.reply ?? undefined
	const errorText = useErrorText()
	const { values } = data
	const [form, fields] = useForm({
		id: 'add-users-notify',
		lastResult: reply?.result,
		defaultValue: {
			notification: values.notification ? 'on' : '',
			notificationList: values.notificationList,
			subject: values.subject,
			message: values.message,
			sso: values.sso ? 'on' : '',
		},
		constraint: data.constraint,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const [sso, setSso] = useState(values.sso)
	const submitting = useIsPending({ fetcher })
	const inviting = useIsPending({ fetcher, intent: INTENT.invite })
	const backHref = drawerHref(data.back, { modal: data.flow, draft: data.draftId })
	const roleName = t(`emails.roles.${data.role}`)
	return (
		<fetcher.Form method="post" action={actionHref(data.back, data.draftId)} {...getFormProps(form)} className="grid gap-5">
			{/* Enter in a field adds the users: the first submit button is the form's default. */}
			<button type="submit" name="intent" value={INTENT.invite} tabIndex={-1} aria-hidden="true" className="sr-only" />
			<EnhancedField />
			<p className="text-sm font-medium" data-testid="add-users-count">
				{t('notify.recipients', { count: data.count })}
			</p>
			<FailureAlert failure={reply?.failure} />

			<div className="grid gap-2">
				<div className="flex items-center gap-3">
					{data.notification.locked ? (
						<>
							<Checkbox id={fields.notification.id} defaultChecked disabled aria-describedby={`${fields.notification.id}-locked`} />
							<input type="hidden" name={fields.notification.name} value="on" />
						</>
					) : (
						<Checkbox {...getInputProps(fields.notification, { type: 'checkbox' })} />
					)}
					<Label htmlFor={fields.notification.id} className="font-normal">
						{t('notify.notification')}
					</Label>
				</div>
				{data.notification.locked ? (
					<p id={`${fields.notification.id}-locked`} className="text-sm text-muted-foreground">
						{t('notify.adminNotification')}
					</p>
				) : null}
				{data.notification.noAssignmentsInfo ? (
					<Alert variant="info" data-testid="no-assignments-info">
						<AlertDescription>{t('notify.noAssignmentsInfo')}</AlertDescription>
					</Alert>
				) : null}
			</div>

			{data.autoStart ? (
				<fieldset className="grid gap-2">
					<legend className="mb-2 text-sm font-medium">{t('notify.notificationList')}</legend>
					{NOTIFICATION_LISTS.map((option) => {
						const id = `${fields.notificationList.id}-${option}`
						return (
							<div key={option} className="grid grid-cols-[auto_1fr] items-start gap-x-2">
								<input
									type="radio"
									id={id}
									name={fields.notificationList.name}
									value={option}
									defaultChecked={fields.notificationList.initialValue === option}
									aria-describedby={option === 'beginTraining' ? `${id}-description` : undefined}
									className="mt-0.5 size-4 accent-primary"
								/>
								<Label htmlFor={id} className="font-normal">
									{t(`notify.${option}`)}
								</Label>
								{option === 'beginTraining' ? (
									<p id={`${id}-description`} className="col-start-2 text-sm text-muted-foreground">
										{t('notify.beginTrainingDescription')}
									</p>
								) : null}
							</div>
						)
					})}
				</fieldset>
			) : null}

			<fieldset className="grid gap-3 rounded-md border p-4">
				<legend className="px-1 text-sm font-medium">{t('notify.templateFor', { role: roleName })}</legend>
				{data.templateFailure ? <FailureAlert failure={data.templateFailure} /> : null}
				<Field label={t('notify.subject')} errors={errorText(fields.subject.errors)}>
					<Input {...getInputProps(fields.subject, { type: 'text' })} />
				</Field>
				<Field label={t('notify.message')} errors={errorText(fields.message.errors)}>
					<Textarea {...getTextareaProps(fields.message)} rows={7} />
				</Field>
				<div className="flex flex-wrap gap-2">
					<Button type="submit" name="intent" value={INTENT.saveTemplate} variant="outline" size="sm" disabled={submitting}>
						{t('notify.saveTemplate')}
					</Button>
					<Button
						type="submit"
						name="intent"
						value={INTENT.cancelTemplate}
						variant="outline"
						size="sm"
						formNoValidate
						disabled={submitting}
					>
						{t('notify.cancelChanges')}
					</Button>
					<Button type="submit" name="intent" value={INTENT.resetTemplate} variant="ghost" size="sm" formNoValidate disabled={submitting}>
						{t('notify.resetTemplate')}
					</Button>
				</div>
			</fieldset>

			{data.ssoToggle ? (
				<div className="grid gap-1">
					<div className="flex items-center gap-3">
						<Checkbox
							{...getInputProps(fields.sso, { type: 'checkbox' })}
							role="switch"
							aria-describedby={`${fields.sso.id}-state`}
							onChange={(event) => setSso(event.currentTarget.checked)}
						/>
						<Label htmlFor={fields.sso.id} className="font-normal">
							{t('notify.sso')}
						</Label>
					</div>
					<p id={`${fields.sso.id}-state`} className="text-sm text-muted-foreground" aria-live="polite" data-testid="sso-state">
						{sso ? t('notify.ssoOn') : t('notify.ssoOff')}
					</p>
				</div>
			) : null}

			<ErrorList id={form.errorId} errors={errorText(form.errors)} />
			<DialogFooter>
				<Link to={backHref} replace preventScrollReset className={buttonVariants({ variant: 'outline' })}>
					{t('back')}
				</Link>
				<StatusButton
					type="submit"
					name="intent"
					value={INTENT.invite}
					pending={inviting}
					disabled={submitting}
					data-testid="add-users-submit"
				>
					{data.flow === 'csv' ? t('notify.addUser') : t('notify.addUsers')}
				</StatusButton>
			</DialogFooter>
		</fetcher.Form>
	)
}
