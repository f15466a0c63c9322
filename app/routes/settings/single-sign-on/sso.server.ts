import { X509Certificate } from 'node:crypto'
import { data } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import type { CompanyView } from '#app/gateway/company.server.ts'
import { GatewayError } from '#app/gateway/errors.ts'
import {
	generateScimToken,
	getSsoSettings,
	removeSsoSettings,
	saveSsoSettings,
	setSsoEnforcement,
	type SsoInput,
	type SsoSettings,
} from '#app/gateway/sso.server.ts'
import { textKey } from '#app/i18n/keys.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { ENHANCED_FIELD } from '#app/lib/modals.ts'
import { combineHeaders, createToastHeaders, redirectWithToast } from '#app/lib/toast.server.ts'
import { SsoSettingsFormSchema, type SsoSettingsFormValues } from './schemas.ts'
import {
	INTENT,
	isSsoProvider,
	MAX_LENGTH,
	MODAL_PARAM,
	PROTOCOL_PARAM,
	PROVIDER_PARAM,
	protocolOf,
	REMOVE_MODAL,
	SSO_SETTINGS_PATH,
	type SsoProtocol,
	type SsoProvider,
} from './sso-url.ts'

type Args = Parameters<typeof requireViewer>[0]

/** Single sign-on is a Boost feature (spec 1 §2 downgrade dialog); a running trial has Boost's features. */
export function hasBoostFeatures(company: Pick<CompanyView, 'subscription'>): boolean {
	return company.subscription.hasBoost || company.subscription.trial.status === 'active'
}

/** The settings as the page shows them: nothing secret in clear (the gateway masks the client secret). */
export type SsoPageSettings = Pick<
	SsoSettings,
	| 'ssoType'
	| 'ssoProtocol'
	| 'tenantId'
	| 'clientId'
	| 'clientSecret'
	| 'domain'
	| 'certificate'
	| 'identityProviderEntityId'
	| 'serviceProviderEntityId'
	| 'ssoUrl'
	| 'ssoSettingsId'
	| 'ssoEnforcement'
	| 'scimBearerToken'
	| 'scimBearerTokenCreatedAt'
	| 'pregeneratedOktaSettingsId'
	| 'pregeneratedSamlSettingsId'
	| 'serviceProviders'
> & { scimBaseUrl: string | null }

/** A secret for the page: the gateway's masked form as it is; anything else (a value in clear) fully masked. */
function masked(value: string | null): string | null {
	if (!value) return null
	return value.includes('•') ? value : '••••••••'
}

function toPageSettings(settings: SsoSettings): SsoPageSettings {
	return {
		ssoType: settings.ssoType,
		ssoProtocol: settings.ssoProtocol,
		tenantId: settings.tenantId,
		clientId: settings.clientId,
		clientSecret: masked(settings.clientSecret),
		domain: settings.domain,
		certificate: settings.certificate,
		identityProviderEntityId: settings.identityProviderEntityId,
		serviceProviderEntityId: settings.serviceProviderEntityId,
		ssoUrl: settings.ssoUrl,
		ssoSettingsId: settings.ssoSettingsId,
		ssoEnforcement: settings.ssoEnforcement,
		scimBearerToken: masked(settings.scimBearerToken),
		scimBearerTokenCreatedAt: settings.scimBearerTokenCreatedAt,
		pregeneratedOktaSettingsId: settings.pregeneratedOktaSettingsId,
		pregeneratedSamlSettingsId: settings.pregeneratedSamlSettingsId,
		serviceProviders: settings.serviceProviders,
		scimBaseUrl: settings.scimBaseUrl ?? null,
	}
}

// ─── Loader ──────────────────────────────────────────────────────────────────

export async function loadSsoPage(args: Args) {
	const viewer = await requireViewer(args)
	const { url, request } = args
	const oktaSamlAccessible = viewer.company.features.isOktaSamlAccessible
	if (!hasBoostFeatures(viewer.company)) {
		return {
			boost: false as const,
			settings: null,
			failure: null,
			provider: null,
			protocol: 'oidc' as const,
			oktaSamlAccessible,
			removeOpen: false,
		}
	}
	const read = await settle(request, () => getSsoSettings(viewer.token, viewer.company.id))
	if (!read.ok) {
		return {
			boost: true as const,
			settings: null,
			failure: read.failure,
			provider: null,
			protocol: 'oidc' as const,
			oktaSamlAccessible,
			removeOpen: false,
		}
	}
	const settings = toPageSettings(read.value)
	const requested = url.searchParams.get(PROVIDER_PARAM)
	const provider: SsoProvider | null = isSsoProvider(requested) ? requested : settings.ssoType
	const requestedProtocol = url.searchParams.get(PROTOCOL_PARAM)
	const savedProtocol = settings.ssoType === 'okta' ? settings.ssoProtocol : null
	const protocol: SsoProtocol =
		provider === 'okta' && oktaSamlAccessible && (requestedProtocol ?? savedProtocol) === 'saml'
			? 'saml'
			: provider === 'customSaml'
				? 'saml'
				: 'oidc'
	return {
		boost: true as const,
		settings,
		failure: null,
		provider,
		protocol,
		oktaSamlAccessible,
		removeOpen: url.searchParams.get(MODAL_PARAM) === REMOVE_MODAL && settings.ssoType !== null,
	}
}

// ─── Action ──────────────────────────────────────────────────────────────────

export type SsoActionData = {
	intent: string
	result?: ReturnType<ReturnType<typeof parseSubmission>['reply']>
	failure?: UiMessage | null
	/** The new SCIM token, shown this once (never in a URL, never stored by the console). */
	scimToken?: string
}

/** The full check the browser cannot do: node:crypto parses the certificate. */
export function isParsableCertificate(pem: string): boolean {
	try {
		new X509Certificate(pem.replace(/\r\n?/g, '\n').trim())
		return true
	} catch {
		return false
	}
}

export function toSsoInput(values: SsoSettingsFormValues): SsoInput {
	const secret = values.clientSecret || null
	switch (values.ssoType) {
		case 'azure':
			return { ssoType: 'azure', tenantId: values.tenantId }
		case 'gsuite':
			return { ssoType: 'gsuite', domain: values.domain.toLowerCase() }
		case 'oneLogin':
			return {
				ssoType: 'oneLogin',
				clientId: values.clientId,
				clientSecret: secret,
				domain: values.domain.toLowerCase(),
			}
		case 'customSaml':
			return {
				ssoType: 'customSaml',
				certificate: values.certificate,
				identityProviderEntityId: values.identityProviderEntityId,
				ssoUrl: values.ssoUrl,
			}
		case 'okta':
			return values.ssoProtocol === 'saml'
				? {
						ssoType: 'okta',
						ssoProtocol: 'saml',
						certificate: values.certificate,
						identityProviderEntityId: values.identityProviderEntityId,
						ssoUrl: values.ssoUrl,
					}
				: {
						ssoType: 'okta',
						ssoProtocol: 'oidc',
						clientId: values.clientId,
						clientSecret: secret,
						domain: values.domain.toLowerCase(),
					}
	}
}

const FORM_FIELDS = Object.keys(MAX_LENGTH)

function reply(body: SsoActionData, status = 400) {
	return data<SsoActionData>(body, { status })
}

export async function ssoAction(args: Args) {
	const viewer = await requireViewer(args)
	const { request } = args
	const formData = await request.formData()
	const intent = String(formData.get('intent') ?? '')
	const { token } = viewer
	const companyId = viewer.company.id
	const toastError = (failure: UiMessage) => redirectWithToast(request, SSO_SETTINGS_PATH, { type: 'error', ...failure })

	// conform's "validate" posts carry no intent: they are the settings form's.
	if (intent === INTENT.save || intent === '') {
		const submission = parseSubmission(formData, SsoSettingsFormSchema)
		if (submission.status !== 'success' || intent === '') return reply({ intent: INTENT.save, result: submission.reply() })
		const values = submission.value
		const saml = protocolOf(values.ssoType, values.ssoProtocol ?? 'oidc') === 'saml'
		if (saml && !isParsableCertificate(values.certificate)) {
			return reply({
				intent,
				result: submission.reply({ fieldErrors: { certificate: [textKey('settingsSso:errors.certificate')] } }),
			})
		}
		if (!hasBoostFeatures(viewer.company))
			return reply({ intent, result: submission.reply(), failure: { message: 'settingsSso:upgrade.required' } })
		try {
			await saveSsoSettings(token, companyId, toSsoInput(values))
		} catch (error) {
			// The gateway's own field checks: show them on the fields it names.
			if (error instanceof GatewayError && error.status === 422 && error.validationFields?.some((f) => FORM_FIELDS.includes(f))) {
				const fieldErrors = Object.fromEntries(
					error.validationFields
						.filter((f) => FORM_FIELDS.includes(f))
						.map((f) => [f, [textKey(f === 'certificate' ? 'settingsSso:errors.certificate' : 'settingsSso:errors.invalid')]]),
				)
				return reply({ intent, result: submission.reply({ fieldErrors }) })
			}
			return reply({ intent, result: submission.reply(), failure: await writeFailure(error, request) })
		}
		return redirectWithToast(request, SSO_SETTINGS_PATH, { type: 'success', message: 'settingsSso:toasts.added' })
	}

	switch (intent) {
		case INTENT.remove: {
			try {
				await removeSsoSettings(token, companyId)
			} catch (error) {
				return toastError(await writeFailure(error, request))
			}
			return redirectWithToast(request, SSO_SETTINGS_PATH, { type: 'success', message: 'settingsSso:toasts.removed' })
		}

		case INTENT.enforcement: {
			const enforce = formData.get('ssoEnforcement') === 'on'
			try {
				await setSsoEnforcement(token, companyId, enforce)
			} catch (error) {
				return toastError(await writeFailure(error, request))
			}
			return redirectWithToast(request, SSO_SETTINGS_PATH, {
				type: 'success',
				message: enforce ? 'settingsSso:toasts.enforceEnabled' : 'settingsSso:toasts.enforceDisabled',
			})
		}

		case INTENT.scimToken: {
			let scimToken: string
			try {
				scimToken = await generateScimToken(token, companyId)
			} catch (error) {
				return toastError(await writeFailure(error, request))
			}
			// The token travels in this reply only. With JavaScript the snackbar comes with the
			// revalidated page; without, the page drawn from this reply says it beside the token.
			const headers = combineHeaders(
				{ 'Cache-Control': 'no-store' },
				formData.get(ENHANCED_FIELD) === 'true'
					? await createToastHeaders(request, { type: 'success', message: 'settingsSso:toasts.tokenGenerated' })
					: null,
			)
			return data<SsoActionData>({ intent, scimToken }, { headers })
		}

		default:
			throw new Response('Unknown intent', { status: 400 })
	}
}
