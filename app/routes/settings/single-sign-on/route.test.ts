import { HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import { parseSubmission } from '#app/lib/forms.ts'
import { flashToast, outcome, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, gatewayError, server } from '#tests/mocks/gateway.ts'
import { MALFORMED_CERTIFICATE, ssoHandlers, ssoSettings, TEST_IDP_CERTIFICATE } from '#tests/mocks/settings-sso.ts'
import { action, loader } from './route.tsx'
import { SsoSettingsFormSchema } from './schemas.ts'

let cookie = ''
beforeAll(async () => {
	cookie = await signedInCookie('admin')
})

const PATH = '/settings/single-sign-on'
const boosted = companyView({ subscription: { ...companyView().subscription, hasBoost: true, type: 'PAID' } })
const onTrial = companyView({
	subscription: {
		...companyView().subscription,
		trial: { status: 'active', modal: false, endsAt: '2026-12-01T00:00:00.000Z' },
	},
})

const load = (path = PATH) => outcome(() => loader(routeArgs(path, { cookie }) as any)) as Promise<any>
const post = (form: Record<string, string>, path = PATH) => outcome(() => action(routeArgs(path, { cookie, form }) as any)) as Promise<any>

const SAML_FORM = {
	intent: 'save',
	ssoType: 'customSaml',
	ssoProtocol: 'saml',
	certificate: TEST_IDP_CERTIFICATE,
	identityProviderEntityId: 'https://idp.example.test/entity',
	ssoUrl: 'https://idp.example.test/sso',
}

describe('Single Sign-On: the loader', () => {
	test('a company without Boost gets the upgrade panel and no gateway read', async () => {
		viewerReplies()
		const sso = ssoHandlers()
		server.use(...sso.handlers)
		const data = await load()
		expect(data).toMatchObject({ boost: false, settings: null })
		expect(sso.calls.get).toEqual([])
	})

	test('with Boost (or a running trial) it reads the settings of the session’s company; the saved provider is the one shown', async () => {
		for (const company of [boosted, onTrial]) {
			viewerReplies(authUser(), company)
			const sso = ssoHandlers({
				settings: ssoSettings({
					ssoType: 'okta',
					ssoProtocol: 'oidc',
					clientId: 'abc',
					clientSecret: '••••••••9876',
					domain: 'acme.okta.com',
				}),
			})
			server.use(...sso.handlers)
			const data = await load(`${PATH}?companyId=cmp_globex`)
			expect(sso.calls.get[0]!.params.id).toBe('cmp_acme')
			expect(data).toMatchObject({
				boost: true,
				provider: 'okta',
				protocol: 'oidc',
				settings: { clientSecret: '••••••••9876' },
			})
		}
	})

	test('a secret the gateway would send in clear never reaches the page', async () => {
		viewerReplies(authUser(), boosted)
		server.use(
			...ssoHandlers({
				settings: ssoSettings({
					ssoType: 'oneLogin',
					ssoProtocol: 'oidc',
					clientId: 'c',
					clientSecret: 'in-clear-secret',
					scimBearerToken: 'scim_in_clear',
				}),
			}).handlers,
		)
		const data = await load()
		expect(JSON.stringify(data)).not.toContain('in-clear-secret')
		expect(JSON.stringify(data)).not.toContain('scim_in_clear')
		expect(data.settings).toMatchObject({ clientSecret: '••••••••', scimBearerToken: '••••••••' })
	})

	test('?provider= picks the form; Okta’s SAML variant only with isOktaSamlAccessible; the remove dialog only with a provider', async () => {
		viewerReplies(authUser(), boosted)
		server.use(...ssoHandlers().handlers)
		expect(await load(`${PATH}?provider=customSaml&modal=removeSso`)).toMatchObject({
			provider: 'customSaml',
			protocol: 'saml',
			removeOpen: false,
		})
		expect(await load(`${PATH}?provider=okta&protocol=saml`)).toMatchObject({ provider: 'okta', protocol: 'oidc' })
		expect(await load(`${PATH}?provider=nope`)).toMatchObject({ provider: null })

		viewerReplies(authUser(), companyView({ ...boosted, features: { ...boosted.features, isOktaSamlAccessible: true } }))
		server.use(...ssoHandlers({ settings: ssoSettings({ ssoType: 'gsuite', ssoProtocol: 'oidc', domain: 'acme.com' }) }).handlers)
		expect(await load(`${PATH}?provider=okta&protocol=saml&modal=removeSso`)).toMatchObject({
			provider: 'okta',
			protocol: 'saml',
			removeOpen: true,
		})
	})

	test('a failed read shows the gateway’s message instead of the form', async () => {
		viewerReplies(authUser(), boosted)
		server.use(...ssoHandlers({ get: () => gatewayError(503, 'unavailable', 'SSO is resting') }).handlers)
		expect(await load()).toMatchObject({ settings: null, failure: { message: 'SSO is resting', raw: true } })
	})
})

describe('Single Sign-On: the form’s rules (browser and server)', () => {
	const check = (fields: Record<string, string>) => {
		const submission = parseSubmission(new URLSearchParams(fields), SsoSettingsFormSchema)
		return submission.status === 'success' ? {} : submission.error
	}
	test('each provider requires its own fields with the spec’s message', () => {
		expect(check({ ssoType: 'azure' })).toEqual({ tenantId: ['settingsSso:errors.required'] })
		expect(check({ ssoType: 'okta', ssoProtocol: 'oidc' })).toEqual({
			clientId: ['settingsSso:errors.required'],
			clientSecret: ['settingsSso:errors.required'],
			domain: ['settingsSso:errors.required'],
		})
		expect(check({ ssoType: 'oneLogin', clientId: 'a', domain: 'acme.onelogin.com', secretSaved: 'true' })).toEqual({})
		expect(check({ ssoType: 'gsuite', domain: 'acme.com' })).toEqual({})
		expect(check({ ssoType: 'customSaml', ssoProtocol: 'saml' })).toEqual({
			certificate: ['settingsSso:errors.required'],
			identityProviderEntityId: ['settingsSso:errors.required'],
			ssoUrl: ['settingsSso:errors.required'],
		})
	})
	test('a malformed certificate, an http SSO URL, a bad domain or tenant each get a clear message', () => {
		expect(check({ ...SAML_FORM, certificate: 'hello', ssoUrl: 'http://idp.example.test' })).toEqual({
			certificate: ['settingsSso:errors.certificate'],
			ssoUrl: ['settingsSso:errors.ssoUrl'],
		})
		expect(check({ ssoType: 'gsuite', domain: 'https://acme.com/' })).toEqual({ domain: ['settingsSso:errors.domain'] })
		expect(check({ ssoType: 'azure', tenantId: 'not a tenant' })).toEqual({ tenantId: ['settingsSso:errors.tenantId'] })
		expect(check({ ssoType: 'azure', tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47' })).toEqual({})
	})
})

describe('Single Sign-On: the action', () => {
	test('Save posts the provider’s fields to its call for the session’s company, then toasts the spec’s message', async () => {
		viewerReplies(authUser(), boosted)
		const sso = ssoHandlers()
		server.use(...sso.handlers)
		const response = (await post({ ...SAML_FORM, companyId: 'cmp_globex' })) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(PATH)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'settingsSso:toasts.added' })
		expect(sso.calls.save).toHaveLength(1)
		expect(sso.calls.save[0]).toMatchObject({
			params: { id: 'cmp_acme', provider: 'custom_saml' },
			body: {
				certificate: TEST_IDP_CERTIFICATE,
				identityProviderEntityId: 'https://idp.example.test/entity',
				ssoUrl: 'https://idp.example.test/sso',
				companyId: 'cmp_acme',
			},
		})
	})

	test('each provider goes to its own path; an empty secret with one saved is sent as null (keep it)', async () => {
		viewerReplies(authUser(), boosted)
		const sso = ssoHandlers()
		server.use(...sso.handlers)
		await post({
			intent: 'save',
			ssoType: 'azure',
			ssoProtocol: 'oidc',
			tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
		})
		await post({
			intent: 'save',
			ssoType: 'oneLogin',
			ssoProtocol: 'oidc',
			clientId: 'c',
			clientSecret: '',
			secretSaved: 'true',
			domain: 'Acme.onelogin.com',
		})
		await post({ intent: 'save', ssoType: 'gsuite', ssoProtocol: 'oidc', domain: 'acme.com' })
		await post({
			intent: 'save',
			ssoType: 'okta',
			ssoProtocol: 'oidc',
			clientId: 'c',
			clientSecret: 's3cret',
			domain: 'acme.okta.com',
		})
		expect(sso.calls.save.map((c) => [c.params.provider, c.body])).toEqual([
			['tenant_id', { tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47', companyId: 'cmp_acme' }],
			['onelogin', { clientId: 'c', clientSecret: null, domain: 'acme.onelogin.com', companyId: 'cmp_acme' }],
			['gsuite', { domain: 'acme.com', companyId: 'cmp_acme' }],
			['okta', { ssoProtocol: 'oidc', clientId: 'c', clientSecret: 's3cret', domain: 'acme.okta.com', companyId: 'cmp_acme' }],
		])
	})

	test('a certificate that is not X.509 is refused before the gateway, keeping every typed value', async () => {
		viewerReplies(authUser(), boosted)
		const sso = ssoHandlers()
		server.use(...sso.handlers)
		const result = await post({ ...SAML_FORM, certificate: MALFORMED_CERTIFICATE })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toEqual({ certificate: ['settingsSso:errors.certificate'] })
		expect(result.data.result.initialValue).toMatchObject({
			certificate: MALFORMED_CERTIFICATE,
			identityProviderEntityId: 'https://idp.example.test/entity',
			ssoUrl: 'https://idp.example.test/sso',
		})
		expect(sso.calls.save).toEqual([])
	})

	test('a gateway refusal shows its message above the form, values kept', async () => {
		viewerReplies(authUser(), boosted)
		server.use(...ssoHandlers({ save: () => gatewayError(403, 'sso_boost_required', 'Single sign-on is a Boost feature.') }).handlers)
		const result = await post(SAML_FORM)
		expect(result.data.failure).toEqual({ message: 'Single sign-on is a Boost feature.', raw: true })
		expect(result.data.result.initialValue.ssoUrl).toBe('https://idp.example.test/sso')
	})

	test('Remove deletes the integration and toasts; Enforce SSO on and off toast enabled and disabled', async () => {
		viewerReplies(authUser(), boosted)
		const sso = ssoHandlers()
		server.use(...sso.handlers)
		const removed = (await post({ intent: 'remove' }, `${PATH}?modal=removeSso`)) as Response
		expect(sso.calls.remove[0]!.params.id).toBe('cmp_acme')
		expect(await flashToast(removed)).toEqual({ type: 'success', message: 'settingsSso:toasts.removed' })
		const on = (await post({ intent: 'enforcement', ssoEnforcement: 'on' })) as Response
		const off = (await post({ intent: 'enforcement' })) as Response
		expect(sso.calls.enforcement.map((c) => c.body)).toEqual([
			{ ssoEnforcementStatus: true, companyId: 'cmp_acme' },
			{ ssoEnforcementStatus: false, companyId: 'cmp_acme' },
		])
		expect(await flashToast(on)).toEqual({ type: 'success', message: 'settingsSso:toasts.enforceEnabled' })
		expect(await flashToast(off)).toEqual({ type: 'success', message: 'settingsSso:toasts.enforceDisabled' })
	})

	test('a failed enforcement change is an error toast with the gateway’s words', async () => {
		viewerReplies(authUser(), boosted)
		server.use(...ssoHandlers({ enforcement: () => gatewayError(409, 'sso_not_configured', 'Add an SSO integration first.') }).handlers)
		const response = (await post({ intent: 'enforcement', ssoEnforcement: 'on' })) as Response
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'Add an SSO integration first.', raw: true })
	})

	test('a SCIM token comes back in the reply only (no redirect, not in a URL); with JavaScript the toast is flashed too', async () => {
		viewerReplies(authUser(), boosted)
		const sso = ssoHandlers()
		server.use(...sso.handlers)
		const plain = await post({ intent: 'scimToken' })
		expect(plain.data).toEqual({ intent: 'scimToken', scimToken: 'scim_new-token' })
		expect(plain.init.headers.get('Cache-Control')).toBe('no-store')
		expect(plain.init.headers.get('Set-Cookie')).toBeNull()
		const enhanced = await post({ intent: 'scimToken', enhanced: 'true' })
		const toast = await flashToast(new Response(null, { headers: enhanced.init.headers }))
		expect(toast).toEqual({ type: 'success', message: 'settingsSso:toasts.tokenGenerated' })
		expect(sso.calls.scimToken.map((c) => c.params.id)).toEqual(['cmp_acme', 'cmp_acme'])
	})

	test('a SCIM token failure is an error toast', async () => {
		viewerReplies(authUser(), boosted)
		server.use(...ssoHandlers({ scimToken: () => HttpResponse.json({ message: 'Nope' }, { status: 403 }) }).handlers)
		const response = (await post({ intent: 'scimToken' })) as Response
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'Nope', raw: true })
	})
})
