import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import type { CustomDomainEntry } from '#app/gateway/white-label.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { cn } from '#app/lib/utils.ts'
import { ADD_DOMAIN_CONSTRAINT, INTENT, MODAL, modalHref, WHITE_LABEL_PATH } from './url.ts'
import type { WhiteLabelReply } from './white-label.server.ts'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.AddDomainSchema))

/**
 * One custom domain (admin, employee or web): the add form while none is set; else the domain,
 * its state, the DNS record to publish while pending, Verify and Reset (a `?modal=` confirmation).
 */
export function DomainCard({
	entry,
	testDnsZone,
	reply,
}: {
	entry: CustomDomainEntry
	testDnsZone: string | null
	reply?: Extract<WhiteLabelReply, { intent: 'addDomain' }>
}) {
	const { t } = useTranslation('whiteLabel')
	const verifying = useIsPending({ intent: INTENT.verifyDomain, fields: { type: entry.type } })
	const adding = useIsPending({ intent: INTENT.addDomain, fields: { type: entry.type } })
	const headingId = `domain-${entry.type}-title`
	return (
		<section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4" data-testid={`domain-${entry.type}`}>
			<div className="flex flex-wrap items-center justify-between gap-2">
				<div className="grid gap-0.5">
					<h4 id={headingId} className="font-medium">
						{t(`domains.types.${entry.type}`)}
					</h4>
					<p className="text-sm text-muted-foreground">{t(`domains.hints.${entry.type}`)}</p>
				</div>
				{entry.customDomain ? (
					<Badge variant={entry.isVerified ? 'success' : 'warning'} data-testid="domain-state">
						{entry.isVerified ? t('domains.verified') : t('domains.pending')}
					</Badge>
				) : null}
			</div>
			{entry.customDomain ? (
				<>
					<p className="font-mono text-sm break-all" data-testid="domain-name">
						{entry.customDomain}
					</p>
					{!entry.isVerified && entry.record ? <DnsInstructions record={entry.record} testDnsZone={testDnsZone} /> : null}
					<div className="flex flex-wrap gap-2">
						{!entry.isVerified ? (
							<IntentForm intent={INTENT.verifyDomain} action={WHITE_LABEL_PATH}>
								<input type="hidden" name="type" value={entry.type} />
								<StatusButton type="submit" size="sm" pending={verifying}>
									{t('domains.verify')}
								</StatusButton>
							</IntentForm>
						) : null}
						<Link
							to={modalHref({ kind: MODAL.resetDomain, type: entry.type })}
							preventScrollReset
							className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
							aria-label={`${t('domains.reset')}: ${t(`domains.types.${entry.type}`)}`}
						>
							{t('domains.reset')}
						</Link>
					</div>
				</>
			) : (
				<AddDomainForm type={entry.type} reply={reply} submitting={adding} />
			)}
		</section>
	)
}

function AddDomainForm({
	type,
	reply,
	submitting,
}: {
	type: CustomDomainEntry['type']
	reply?: Extract<WhiteLabelReply, { intent: 'addDomain' }>
	submitting: boolean
}) {
	const { t } = useTranslation('whiteLabel')
	const [form, fields] = useForm({
		id: `add-domain-${type}`,
		lastResult: reply?.result,
		constraint: ADD_DOMAIN_CONSTRAINT,
		defaultValue: { type, customDomain: '' },
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	return (
		<Form method="post" action={WHITE_LABEL_PATH} preventScrollReset {...getFormProps(form)} className="grid gap-3">
			<FailureAlert t={t} failure={reply?.failure} />
			<input type="hidden" name="intent" value={INTENT.addDomain} />
			<input type="hidden" name={fields.type.name} value={type} />
			<div className="flex flex-wrap items-start gap-2">
				<Field className="min-w-0 flex-1 basis-64" label={t('domains.domainLabel')} errors={translateErrors(t, fields.customDomain.errors)}>
					<Input
						{...getInputProps(fields.customDomain, { type: 'text' })}
						placeholder={t('domains.placeholder')}
						autoComplete="off"
						spellCheck={false}
						inputMode="url"
						dir="ltr"
					/>
				</Field>
				<StatusButton type="submit" className="mt-6" pending={submitting}>
					{t('domains.add')}
				</StatusButton>
			</div>
			<ErrorList id={form.errorId} errors={translateErrors(t, form.errors)} />
		</Form>
	)
}

function DnsInstructions({ record, testDnsZone }: { record: NonNullable<CustomDomainEntry['record']>; testDnsZone: string | null }) {
	const { t } = useTranslation('whiteLabel')
	return (
		<div className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm" data-testid="dns-record">
			<p>{t('domains.instructions')}</p>
			<dl className="grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
				<dt className="font-medium">{t('domains.recordType')}</dt>
				<dd className="font-mono">{record.type}</dd>
				<dt className="font-medium">{t('domains.recordName')}</dt>
				<dd className="font-mono break-all" data-field="name">
					{record.name}
				</dd>
				<dt className="font-medium">{t('domains.recordValue')}</dt>
				<dd className="font-mono break-all" data-field="value">
					{record.value}
				</dd>
			</dl>
			{testDnsZone ? (
				<p>
					<a href={testDnsZone} target="_blank" rel="noreferrer" className="text-primary underline">
						{t('domains.testZone')}
					</a>
				</p>
			) : null}
		</div>
	)
}
