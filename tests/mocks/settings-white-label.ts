import { http, HttpResponse } from 'msw'
import type { CustomDomainEntry, CustomSmtp, GraphStatus } from '#app/gateway/white-label.server.ts'
import * as domainRules from '#server/shared/custom-domain.ts'
import { GATEWAY, gatewayError } from './gateway.ts'

/** The company's custom domains by type. */
type Domains = Partial<Record<domainRules.DomainType, { customDomain: string; isVerified: boolean }>>
/** Spec 1 §5: custom SMTP and Graph API refuse each other. */
const mailDeliveryConflict = () => gatewayError(409, domainRules.MAIL_DELIVERY_CONFLICT_CODE, domainRules.MAIL_DELIVERY_CONFLICT_MESSAGE)

/**
 * The white-label calls (spec 1 §7) on one in-memory company, like the reference gateway: domains
 * held by `takenDomains` are the spec's conflict, a domain verifies once its record is in
 * `published`, Graph API and custom SMTP refuse each other. `calls` records "METHOD /path" and bodies.
 */
export function whiteLabelHandlers(
	options: {
		domains?: Domains
		takenDomains?: string[]
		graph?: GraphStatus
		smtp?: Partial<CustomSmtp>
		branding?: {
			companyId: string
			name: string
			logo: string | null
			isVerified: boolean
			host: string
			members: string[]
		}
	} = {},
) {
	const state = {
		domains: { ...options.domains } as Domains,
		published: new Set<string>(),
		graph: options.graph ?? { isAvailable: false, account: null, connectedAt: null },
		smtp: {
			isEnabled: false,
			host: null,
			port: null,
			username: null,
			fromAddress: null,
			hasPassword: false,
			...options.smtp,
		} as CustomSmtp,
	}
	const calls: Array<{ call: string; body: any }> = []
	const token = (type: domainRules.DomainType) => `token-${type}`
	const list = () => ({
		customDomains: domainRules.DOMAIN_TYPES.map((type): CustomDomainEntry => {
			const d = state.domains[type]
			return d
				? {
						type,
						customDomain: d.customDomain,
						isVerified: d.isVerified,
						record: domainRules.verificationRecord(d.customDomain, token(type)),
					}
				: { type, customDomain: null, isVerified: false, record: null }
		}),
	})
	const base = `${GATEWAY}/white-label/api/v1/company/:companyId`
	const record = async (request: Request, path: string) => {
		const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text()
		const body = text ? JSON.parse(text) : undefined
		calls.push({ call: `${request.method} ${path}`, body })
		return body
	}
	const validation = (field: string, message: string) =>
		HttpResponse.json(
			{
				code: 'validation_error',
				message: `Missing or invalid request parameters: ${field}.`,
				details: [{ code: 'validation_error', description: message }],
				validationResults: [{ field, message }],
			},
			{ status: 422 },
		)

	const handlers = [
		http.get(`${GATEWAY}/white-label/api/v1/by-domain/:domain`, ({ params }) => {
			const b = options.branding
			if (!b || String(params.domain) !== b.host) return gatewayError(404, 'not_found', 'No company uses this domain.')
			return HttpResponse.json({ companyId: b.companyId, name: b.name, logo: b.logo, isVerified: b.isVerified })
		}),
		http.get(`${GATEWAY}/white-label/api/v1/by-domain/:domain/property`, ({ params, request }) => {
			const b = options.branding
			// The test token names its company: "token-of-<companyId>".
			const companyId = (request.headers.get('authorization') ?? '').replace('Bearer token-of-', '')
			if (!b || String(params.domain) !== b.host || !b.members.includes(companyId))
				return gatewayError(404, 'not_found', 'No company uses this domain.')
			return HttpResponse.json({ companyId: b.companyId, name: b.name, logo: b.logo, isVerified: b.isVerified })
		}),
		http.get(`${base}/custom_domains`, async ({ request, params }) => {
			await record(request, `/company/${params.companyId}/custom_domains`)
			return HttpResponse.json(list())
		}),
		http.post(`${base}/custom_domains`, async ({ request, params }) => {
			const body = await record(request, `/company/${params.companyId}/custom_domains`)
			const domain = String(body.customDomain).trim().toLowerCase()
			if (domainRules.domainProblem(domain)) return validation('customDomain', 'Enter a domain such as training.example.com.')
			if (options.takenDomains?.includes(domain))
				return gatewayError(409, domainRules.DOMAIN_CONFLICT_CODE, domainRules.DOMAIN_CONFLICT_MESSAGE)
			state.domains[body.type as domainRules.DomainType] = { customDomain: domain, isVerified: false }
			return HttpResponse.json(list())
		}),
		http.post(`${base}/custom_domains/verify`, async ({ request, params }) => {
			const body = await record(request, `/company/${params.companyId}/custom_domains/verify`)
			const d = state.domains[body.type as domainRules.DomainType]
			if (!d) return gatewayError(404, 'not_found', 'No custom domain of this type is set.')
			const r = domainRules.verificationRecord(d.customDomain, token(body.type))
			if (!state.published.has(`${r.name}=${r.value}`))
				return gatewayError(409, domainRules.DOMAIN_NOT_VERIFIED_CODE, `The TXT record ${r.name} was not found.`)
			d.isVerified = true
			return HttpResponse.json(list())
		}),
		http.post(`${base}/custom_domains/reset`, async ({ request, params }) => {
			const body = await record(request, `/company/${params.companyId}/custom_domains/reset`)
			delete state.domains[body.type as domainRules.DomainType]
			return HttpResponse.json(list())
		}),
		http.get(`${base}/graph_api/is_available`, async ({ request, params }) => {
			await record(request, `/company/${params.companyId}/graph_api/is_available`)
			return HttpResponse.json(state.graph)
		}),
		http.get(`${base}/graph_api/auth_url`, async ({ request, params }) => {
			const redirectDomain = new URL(request.url).searchParams.get('redirectDomain')
			await record(request, `/company/${params.companyId}/graph_api/auth_url?redirectDomain=${redirectDomain}`)
			if (state.smtp.isEnabled) return mailDeliveryConflict()
			return HttpResponse.json({ authUrl: 'http://localhost:3000/__gateway/graph/consent/consent_1' })
		}),
		http.delete(`${base}/graph_api/auth_reset`, async ({ request, params }) => {
			await record(request, `/company/${params.companyId}/graph_api/auth_reset`)
			state.graph = { isAvailable: false, account: null, connectedAt: null }
			return new HttpResponse(null, { status: 204 })
		}),
		http.get(`${base}/custom_smtp`, async ({ request, params }) => {
			await record(request, `/company/${params.companyId}/custom_smtp`)
			return HttpResponse.json(state.smtp)
		}),
		http.put(`${base}/custom_smtp`, async ({ request, params }) => {
			const body = await record(request, `/company/${params.companyId}/custom_smtp`)
			if (state.graph.isAvailable) return mailDeliveryConflict()
			if (!body.password && !state.smtp.hasPassword) return validation('password', 'Field is required')
			state.smtp = {
				isEnabled: true,
				host: body.host,
				port: body.port,
				username: body.username,
				fromAddress: body.fromAddress,
				hasPassword: true,
			}
			return HttpResponse.json(state.smtp)
		}),
		http.delete(`${base}/custom_smtp`, async ({ request, params }) => {
			await record(request, `/company/${params.companyId}/custom_smtp`)
			state.smtp = { isEnabled: false, host: null, port: null, username: null, fromAddress: null, hasPassword: false }
			return new HttpResponse(null, { status: 204 })
		}),
	]

	/** What the tester does on the DNS zone page: publish a domain's record. */
	function publish(type: domainRules.DomainType) {
		const d = state.domains[type]
		if (!d) throw new Error(`no ${type} domain`)
		const r = domainRules.verificationRecord(d.customDomain, token(type))
		state.published.add(`${r.name}=${r.value}`)
	}

	return { handlers, calls, state, publish }
}
