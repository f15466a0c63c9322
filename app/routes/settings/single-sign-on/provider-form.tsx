import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { Link, useLocation } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Section } from '#app/components/section.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { cn } from '#app/lib/utils.ts'
import { CopyField } from './copy-field.tsx'
import {
	fieldsFor,
	INTENT,
	MAX_LENGTH,
	PROTOCOL_PARAM,
	PROVIDER_PARAM,
	protocolOf,
	type SsoField,
	type SsoProtocol,
	type SsoProvider,
	withParams,
} from './sso-url.ts'
import type { SsoActionData, SsoPageSettings } from './sso.server.ts'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.SsoSettingsFormSchema))

function OktaProtocolPicker({ protocol }: { protocol: SsoProtocol }) {
	const { t } = useTranslation('settingsSso')
	const location = useLocation()
	return (
		<nav aria-label={t('protocol.label')} className="flex flex-wrap gap-2">
			{(['oidc', 'saml'] as const).map((id) => (
				<Link
					key={id}
					to={withParams(location.pathname, location.search, { [PROVIDER_PARAM]: 'okta', [PROTOCOL_PARAM]: id })}
					replace
					preventScrollReset
					aria-current={id === protocol ? 'true' : undefined}
					className={cn(
						'rounded-md border px-3 py-1.5 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
						id === protocol && 'border-primary bg-primary/5 font-medium',
					)}
				>
					{t(`protocol.${id}`)}
				</Link>
			))}
		</nav>
	)
}

type Props = {
	provider: SsoProvider
	protocol: SsoProtocol
	settings: SsoPageSettings
	oktaSamlAccessible: boolean
	reply?: SsoActionData
}

/** The saved values when the form is the saved provider's, else nothing (a new provider starts empty). */
function defaultsFor(provider: SsoProvider, protocol: SsoProtocol, settings: SsoPageSettings) {
	const same = settings.ssoType === provider && (settings.ssoProtocol ?? 'oidc') === protocolOf(provider, protocol)
	if (!same) return {}
	return {
		tenantId: settings.tenantId ?? '',
		clientId: settings.clientId ?? '',
		domain: settings.domain ?? '',
		certificate: settings.certificate ?? '',
		identityProviderEntityId: settings.identityProviderEntityId ?? '',
		ssoUrl: settings.ssoUrl ?? '',
	}
}

/**
 * One provider's settings (spec 1 §3): Entra ID's tenant, Okta's and OneLogin's client and domain
 * (or Okta's SAML variant), Google Workspace's domain, custom SAML's certificate, entity id and SSO
 * URL; then what to enter at the identity provider. The secret is never drawn back: a saved one
 * shows masked, and an empty field keeps it.
 */
export function ProviderForm({ provider, protocol, settings, oktaSamlAccessible, reply }: Props) {
	const { t } = useTranslation('settingsSso')
	const effective = protocolOf(provider, protocol)
	const fieldNames = fieldsFor(provider, protocol)
	const secretSaved = settings.ssoType === provider && effective === 'oidc' && settings.clientSecret !== null
	const [form, fields] = useForm({
		id: `sso-${provider}-${effective}`,
		lastResult: reply?.result,
		defaultValue: defaultsFor(provider, protocol, settings),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const submitting = useIsPending({ intent: INTENT.save })
	const err = (errors: string[] | undefined) => translateErrors(t, errors)
	const hint = (field: SsoField): string | undefined => {
		if (field === 'tenantId') return t('fields.tenantIdHint')
		if (field === 'certificate') return t('fields.certificateHint')
		if (field === 'ssoUrl') return t('fields.ssoUrlHint')
		if (field === 'clientSecret' && secretSaved) return t('fields.clientSecretSaved', { masked: settings.clientSecret ?? '' })
		if (field === 'domain')
			return t(
				provider === 'okta' ? 'fields.oktaDomainHint' : provider === 'oneLogin' ? 'fields.oneLoginDomainHint' : 'fields.gsuiteDomainHint',
			)
		return undefined
	}
	const sp =
		provider === 'okta'
			? settings.serviceProviders.okta
			: effective === 'saml'
				? settings.serviceProviders.saml
				: settings.serviceProviders.oidc
	return (
		<div className="grid gap-6">
			{provider === 'okta' && oktaSamlAccessible ? <OktaProtocolPicker protocol={protocol} /> : null}
			<FailureAlert t={t} failure={reply?.failure} />
			<IntentForm
				intent={INTENT.save}
				{...getFormProps(form)}
				className="grid gap-4"
				aria-label={t(`providers.${provider}`)}
				data-testid="sso-form"
			>
				<input type="hidden" name="ssoType" value={provider} />
				<input type="hidden" name="ssoProtocol" value={effective} />
				{secretSaved ? <input type="hidden" name="secretSaved" value="true" /> : null}
				{fieldNames.map((name) => {
					const field = fields[name]
					const label = t(`fields.${name}`)
					const required = !(name === 'clientSecret' && secretSaved)
					if (name === 'certificate') {
						return (
							<Field key={name} label={label} description={hint(name)} errors={err(field.errors)}>
								<Textarea
									{...getTextareaProps(field)}
									required
									maxLength={MAX_LENGTH[name]}
									rows={8}
									spellCheck={false}
									className="font-mono text-xs"
									placeholder="-----BEGIN CERTIFICATE-----"
								/>
							</Field>
						)
					}
					return (
						<Field key={name} label={label} description={hint(name)} errors={err(field.errors)}>
							<Input
								{...getInputProps(field, {
									type: name === 'clientSecret' ? 'password' : name === 'ssoUrl' ? 'url' : 'text',
								})}
								required={required}
								maxLength={MAX_LENGTH[name]}
								autoComplete={name === 'clientSecret' ? 'new-password' : 'off'}
								spellCheck={false}
								placeholder={
									name === 'clientSecret' && secretSaved ? (settings.clientSecret ?? undefined) : name === 'ssoUrl' ? 'https://' : undefined
								}
							/>
						</Field>
					)
				})}
				<ErrorList id={form.errorId} errors={err(form.errors)} />
				<div>
					<StatusButton type="submit" pending={submitting}>
						{t('save')}
					</StatusButton>
				</div>
			</IntentForm>
			<Section
				id="sso-service-provider"
				level={4}
				title={t('serviceProvider.title')}
				description={t('serviceProvider.description')}
				className="rounded-lg border bg-muted/30 p-4"
			>
				<CopyField id="sso-sp-entity-id" label={t('serviceProvider.entityId')} value={sp.serviceProviderEntityId} testId="sp-entity-id" />
				<CopyField
					id="sso-acs-url"
					label={effective === 'saml' ? t('serviceProvider.acsUrl') : t('serviceProvider.replyUrl')}
					value={sp.acsUrl}
					testId="sp-acs-url"
				/>
				<CopyField id="sso-settings-id" label={t('serviceProvider.settingsId')} value={sp.ssoSettingsId} testId="sso-settings-id" />
			</Section>
		</div>
	)
}
