import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Section } from '#app/components/section.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import type { CustomSmtp, GraphStatus } from '#app/gateway/white-label.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { cn } from '#app/lib/utils.ts'
import { INTENT, MODAL, modalHref, SMTP_CONSTRAINT, WHITE_LABEL_PATH } from './url.ts'
import type { WhiteLabelReply } from './white-label.server.ts'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.SmtpSchema))

/**
 * How the company's emails leave (spec 1 §5): Office Graph API or custom SMTP, never both. The side
 * that is on locks the other, and the page says so.
 */
export function MailSection({
	graph,
	smtp,
	reply,
}: {
	graph: GraphStatus
	smtp: CustomSmtp
	reply?: Extract<WhiteLabelReply, { intent: 'saveSmtp' }>
}) {
	const { t } = useTranslation('whiteLabel')
	const connectingGraph = useIsPending({ intent: INTENT.connectGraph })
	const savingSmtp = useIsPending({ intent: INTENT.saveSmtp })
	return (
		<Section id="mail-title" level={3} title={t('mail.title')} description={t('mail.exclusive')} descriptionTestId="mail-exclusive">
			<section aria-labelledby="graph-title" className="grid gap-3 rounded-lg border p-4" data-testid="graph">
				<div className="flex flex-wrap items-center justify-between gap-2">
					<h4 id="graph-title" className="font-medium">
						{t('mail.graph.title')}
					</h4>
					<Badge variant={graph.isAvailable ? 'success' : 'neutral'} data-testid="graph-state">
						{graph.isAvailable ? t('mail.graph.connected') : t('mail.graph.notConnected')}
					</Badge>
				</div>
				{graph.isAvailable && graph.account ? <p className="text-sm">{t('mail.graph.connectedAs', { account: graph.account })}</p> : null}
				{graph.isAvailable ? (
					<div>
						<Link
							to={modalHref({ kind: MODAL.resetGraph })}
							preventScrollReset
							className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
						>
							{t('mail.graph.reset')}
						</Link>
					</div>
				) : smtp.isEnabled ? (
					<p className="text-sm text-muted-foreground">{t('mail.graph.blockedBySmtp')}</p>
				) : (
					<Form method="post" action={WHITE_LABEL_PATH} reloadDocument>
						<input type="hidden" name="intent" value={INTENT.connectGraph} />
						<StatusButton type="submit" size="sm" pending={connectingGraph}>
							{t('mail.graph.connect')}
						</StatusButton>
					</Form>
				)}
			</section>

			<SmtpForm smtp={smtp} locked={graph.isAvailable} reply={reply} submitting={savingSmtp} />
		</Section>
	)
}

function SmtpForm({
	smtp,
	locked,
	reply,
	submitting,
}: {
	smtp: CustomSmtp
	locked: boolean
	reply?: Extract<WhiteLabelReply, { intent: 'saveSmtp' }>
	submitting: boolean
}) {
	const { t } = useTranslation('whiteLabel')
	const [form, fields] = useForm({
		id: 'custom-smtp',
		lastResult: reply?.result,
		constraint: { ...SMTP_CONSTRAINT, password: { ...SMTP_CONSTRAINT.password, required: !smtp.hasPassword } },
		defaultValue: {
			host: smtp.host ?? '',
			port: smtp.port ? String(smtp.port) : '587',
			username: smtp.username ?? '',
			password: '',
			fromAddress: smtp.fromAddress ?? '',
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const err = (errors: string[] | undefined) => translateErrors(t, errors)
	return (
		<section aria-labelledby="smtp-title" className="grid gap-3 rounded-lg border p-4" data-testid="smtp">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h4 id="smtp-title" className="font-medium">
					{t('mail.smtp.title')}
				</h4>
				<Badge variant={smtp.isEnabled ? 'success' : 'neutral'} data-testid="smtp-state">
					{smtp.isEnabled ? t('mail.smtp.on') : t('mail.smtp.off')}
				</Badge>
			</div>
			{locked ? <p className="text-sm text-muted-foreground">{t('mail.smtp.blockedByGraph')}</p> : null}
			<FailureAlert t={t} failure={reply?.failure} />
			<IntentForm intent={INTENT.saveSmtp} action={WHITE_LABEL_PATH} {...getFormProps(form)} className="grid gap-3">
				<fieldset disabled={locked} className="grid gap-3 disabled:opacity-60">
					<legend className="sr-only">{t('mail.smtp.title')}</legend>
					<div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
						<Field label={t('mail.smtp.host')} errors={err(fields.host.errors)}>
							<Input {...getInputProps(fields.host, { type: 'text' })} autoComplete="off" spellCheck={false} dir="ltr" />
						</Field>
						<Field label={t('mail.smtp.port')} errors={err(fields.port.errors)}>
							<Input {...getInputProps(fields.port, { type: 'number' })} inputMode="numeric" />
						</Field>
					</div>
					<div className="grid gap-3 sm:grid-cols-2">
						<Field label={t('mail.smtp.username')} errors={err(fields.username.errors)}>
							<Input {...getInputProps(fields.username, { type: 'text' })} autoComplete="off" spellCheck={false} />
						</Field>
						<Field
							label={t('mail.smtp.password')}
							errors={err(fields.password.errors)}
							description={smtp.hasPassword ? t('mail.smtp.passwordKept') : undefined}
						>
							<Input {...getInputProps(fields.password, { type: 'password' })} autoComplete="new-password" />
						</Field>
					</div>
					<Field label={t('mail.smtp.fromAddress')} errors={err(fields.fromAddress.errors)}>
						<Input {...getInputProps(fields.fromAddress, { type: 'email' })} autoComplete="off" dir="ltr" />
					</Field>
					<ErrorList id={form.errorId} errors={err(form.errors)} />
					<div className="flex flex-wrap gap-2">
						<StatusButton type="submit" pending={submitting}>
							{t('mail.smtp.save')}
						</StatusButton>
						{smtp.isEnabled ? (
							<Link to={modalHref({ kind: MODAL.disableSmtp })} preventScrollReset className={cn(buttonVariants({ variant: 'outline' }))}>
								{t('mail.smtp.disable')}
							</Link>
						) : null}
					</div>
				</fieldset>
			</IntentForm>
		</section>
	)
}
