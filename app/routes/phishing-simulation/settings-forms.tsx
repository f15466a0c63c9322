import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { type parseSubmission } from '#app/lib/forms.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { REPORT_ACTIONS, type ReportAction } from '#server/shared/phishing-simulation.ts'
import { SETTINGS_INTENT, settingsPagePath } from './settings-schemas.ts'
import type * as React from 'react'

// The settings pages' forms (settings.tsx is the route). Each starts from what the gateway holds (the
// route keys it by the saved values) and, after a refused save, shows what was typed with the messages.

export type SettingsReply = { intent: string; result: ReturnType<ReturnType<typeof parseSubmission>['reply']>; failure?: UiMessage }

type Settings = { xTestPhish: boolean; email: string; gwReportAction: ReportAction; msReportAction: ReportAction; folderId: string }
type Ded = { isGmailDedEnabled: boolean; isMicrosoftDedEnabled: boolean; testEmail: string; authorizedDomains: string[] }

const schemas = () => import('./settings-schemas.ts')
const validateReportButton = lazyValidator(() => schemas().then((m) => m.ReportButtonSchema))
const validateConfiguration = lazyValidator(() => schemas().then((m) => m.ConfigurationSchema))
const validateDed = lazyValidator(() => schemas().then((m) => m.DedSchema))
const validateDedAuth = lazyValidator(() => schemas().then((m) => m.DedAuthSchema))

function Card({ id, title, description, children }: { id: string; title: string; description: string; children: React.ReactNode }) {
	return (
		<section aria-labelledby={`${id}-title`} className="grid max-w-2xl gap-4 rounded-lg border p-6">
			<div className="grid gap-1">
				<h2 id={`${id}-title`} className="text-lg font-semibold">
					{title}
				</h2>
				<p className="text-sm text-muted-foreground">{description}</p>
			</div>
			{children}
		</section>
	)
}

function useSettingsForm(
	id: string,
	reply: SettingsReply | undefined,
	defaultValue: Record<string, string | undefined>,
	load: typeof validateDed,
) {
	return useForm({
		id,
		lastResult: reply?.result,
		defaultValue,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(load),
	})
}

const PATH = (page: Parameters<typeof settingsPagePath>[0]) => settingsPagePath(page)

/** Report button (spec 3 §3 gwReportAction, msReportAction, folderId), with how to install the add-in. */
export function ReportButtonForm({ settings, reply }: { settings: Settings; reply: SettingsReply | undefined }) {
	const { t } = useTranslation('phishingSimulationSettings')
	const [form, fields] = useSettingsForm(
		'simulation-report-button',
		reply,
		{ gwReportAction: settings.gwReportAction, msReportAction: settings.msReportAction, folderId: settings.folderId },
		validateReportButton,
	)
	const action = PATH('report-button')
	const saving = useIsPending({ intent: SETTINGS_INTENT.reportButton })
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	return (
		<>
			<Card id="report-button" title={t('reportButton.title')} description={t('reportButton.description')}>
				<Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="grid gap-5">
					<input type="hidden" name="intent" value={SETTINGS_INTENT.reportButton} />
					<FailureAlert t={t} failure={reply?.failure} />
					<div className="grid gap-4 sm:grid-cols-2">
						{(['gwReportAction', 'msReportAction'] as const).map((name) => (
							<Field key={name} label={t(`reportButton.${name}`)} errors={errors(fields[name].errors)}>
								<NativeSelect {...getSelectProps(fields[name])}>
									{REPORT_ACTIONS.map((value) => (
										<option key={value} value={value}>
											{t(`actions.${value}`)}
										</option>
									))}
								</NativeSelect>
							</Field>
						))}
					</div>
					<Field label={t('reportButton.folderId')} description={t('reportButton.folderIdHint')} errors={errors(fields.folderId.errors)}>
						<Input {...getInputProps(fields.folderId, { type: 'text' })} maxLength={255} />
					</Field>
					<p className="text-sm text-muted-foreground" data-testid="forwarding">
						{settings.email ? t('reportButton.forwarding', { email: settings.email }) : t('reportButton.noForwarding')}{' '}
						<Link to={PATH('configuration')} className="text-primary underline underline-offset-4">
							{t('reportButton.changeForwarding')}
						</Link>
					</p>
					<ErrorList id={form.errorId} errors={errors(form.errors)} />
					<div>
						<StatusButton type="submit" pending={saving}>
							{t('save')}
						</StatusButton>
					</div>
				</Form>
			</Card>
			<section aria-labelledby="install-title" className="grid max-w-2xl gap-2 text-sm">
				<h2 id="install-title" className="text-base font-semibold">
					{t('reportButton.installTitle')}
				</h2>
				<ol className="grid list-decimal gap-2 ps-5">
					<li>{t('reportButton.installGoogle')}</li>
					<li>{t('reportButton.installMicrosoft')}</li>
				</ol>
				<p className="text-muted-foreground">{t('reportButton.installNote')}</p>
			</section>
		</>
	)
}

/** Configuration (spec 3 §3 xTestPhish, email). */
export function ConfigurationForm({ settings, reply }: { settings: Settings; reply: SettingsReply | undefined }) {
	const { t } = useTranslation('phishingSimulationSettings')
	const [form, fields] = useSettingsForm(
		'simulation-configuration',
		reply,
		{ xTestPhish: settings.xTestPhish ? 'on' : undefined, email: settings.email },
		validateConfiguration,
	)
	const saving = useIsPending({ intent: SETTINGS_INTENT.configuration })
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	return (
		<Card id="configuration" title={t('configuration.title')} description={t('configuration.description')}>
			<Form method="post" action={PATH('configuration')} preventScrollReset {...getFormProps(form)} className="grid gap-5">
				<input type="hidden" name="intent" value={SETTINGS_INTENT.configuration} />
				<FailureAlert t={t} failure={reply?.failure} />
				<Field orientation="horizontal" label={t('configuration.xTestPhish')} description={t('configuration.xTestPhishHint')}>
					<Checkbox {...getInputProps(fields.xTestPhish, { type: 'checkbox' })} role="switch" />
				</Field>
				<Field label={t('configuration.email')} description={t('configuration.emailHint')} errors={errors(fields.email.errors)}>
					<Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" maxLength={254} />
				</Field>
				<ErrorList id={form.errorId} errors={errors(form.errors)} />
				<div>
					<StatusButton type="submit" pending={saving}>
						{t('save')}
					</StatusButton>
				</div>
			</Form>
		</Card>
	)
}

/** Direct email delivery (spec 3 §3 isGmailDedEnabled, isMicrosoftDedEnabled, testEmail) and Send test email. */
export function DedForm({ ded, reply }: { ded: Ded; reply: SettingsReply | undefined }) {
	const { t } = useTranslation('phishingSimulationSettings')
	const [form, fields] = useSettingsForm(
		'simulation-ded',
		reply,
		{
			isGmailDedEnabled: ded.isGmailDedEnabled ? 'on' : undefined,
			isMicrosoftDedEnabled: ded.isMicrosoftDedEnabled ? 'on' : undefined,
			testEmail: ded.testEmail,
		},
		validateDed,
	)
	const saving = useIsPending({ intent: SETTINGS_INTENT.ded })
	const sending = useIsPending({ intent: SETTINGS_INTENT.testEmail })
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	return (
		<Card id="ded" title={t('ded.title')} description={t('ded.description')}>
			<Form method="post" action={PATH('direct-email-delivery')} preventScrollReset {...getFormProps(form)} className="grid gap-5">
				<FailureAlert t={t} failure={reply?.failure} />
				<Field orientation="horizontal" label={t('ded.gmail')}>
					<Checkbox {...getInputProps(fields.isGmailDedEnabled, { type: 'checkbox' })} role="switch" />
				</Field>
				<Field orientation="horizontal" label={t('ded.microsoft')}>
					<Checkbox {...getInputProps(fields.isMicrosoftDedEnabled, { type: 'checkbox' })} role="switch" />
				</Field>
				<Field label={t('ded.testEmail')} description={t('ded.testEmailHint')} errors={errors(fields.testEmail.errors)}>
					<Input {...getInputProps(fields.testEmail, { type: 'email' })} maxLength={254} />
				</Field>
				<ErrorList id={form.errorId} errors={errors(form.errors)} />
				<div className="flex flex-wrap gap-2">
					{/* The first submit button: Enter in a field saves. */}
					<StatusButton type="submit" name="intent" value={SETTINGS_INTENT.ded} pending={saving}>
						{t('save')}
					</StatusButton>
					<StatusButton type="submit" name="intent" value={SETTINGS_INTENT.testEmail} variant="outline" pending={sending}>
						{t('ded.sendTest')}
					</StatusButton>
				</div>
			</Form>
		</Card>
	)
}

/** Authorise a domain for direct delivery (spec 3 §7 ded/auth/initiate): the action sends the admin to the consent page. */
export function DedAuthForm({ authorizedDomains, reply }: { authorizedDomains: string[]; reply: SettingsReply | undefined }) {
	const { t } = useTranslation('phishingSimulationSettings')
	const [form, fields] = useSettingsForm('simulation-ded-auth', reply, { domain: '' }, validateDedAuth)
	const pending = useIsPending({ intent: SETTINGS_INTENT.dedAuth })
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	return (
		<Card id="ded-auth" title={t('ded.authTitle')} description={t('ded.authDescription')}>
			<Form method="post" action={PATH('direct-email-delivery')} {...getFormProps(form)} className="grid gap-4">
				<input type="hidden" name="intent" value={SETTINGS_INTENT.dedAuth} />
				<FailureAlert t={t} failure={reply?.failure} />
				<div className="flex flex-wrap items-start gap-2">
					<Field label={t('ded.domain')} errors={errors(fields.domain.errors)} className="min-w-64 flex-1">
						<Input {...getInputProps(fields.domain, { type: 'text' })} placeholder="example.com" autoComplete="off" maxLength={253} />
					</Field>
					<StatusButton type="submit" pending={pending} className="mt-7">
						{t('ded.authorize')}
					</StatusButton>
				</div>
			</Form>
			<div className="grid gap-2">
				<h3 className="text-sm font-medium">{t('ded.authorizedTitle')}</h3>
				{authorizedDomains.length === 0 ? (
					<p className="text-sm text-muted-foreground">{t('ded.noAuthorized')}</p>
				) : (
					<ul className="grid gap-1 text-sm" data-testid="authorized-domains">
						{authorizedDomains.map((domain) => (
							<li key={domain}>{domain}</li>
						))}
					</ul>
				)}
			</div>
		</Card>
	)
}
