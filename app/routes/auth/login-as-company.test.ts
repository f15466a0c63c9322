import { http, HttpResponse } from 'msw'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { companyAccessStorage } from '#app/auth/session.server.ts'
import { handleEntryTokens } from '#app/auth/sign-in.server.ts'
import { signedInCookie } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './login-as-company.tsx'

const partnerCookie = () =>
	signedInCookie('admin', { idToken: 'partner-token', userId: 'usr_northwind_partner', companyId: 'cmp_northwind' })

function partnerReplies() {
	server.use(
		http.get(`${GATEWAY}/user`, ({ request }) =>
			HttpResponse.json(
				request.headers.get('Authorization') === 'Bearer customer-token'
					? authUser({
							id: 'usr_external',
							company_id: 'cmp_contoso',
							name: 'External',
							isAdminLoggedInAsCompany: true,
						})
					: authUser({ id: 'usr_northwind_partner', company_id: 'cmp_northwind' }),
			),
		),
		http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, ({ params }) =>
			HttpResponse.json(companyView({ id: String(params.id), name: params.id === 'cmp_contoso' ? 'Contoso' : 'Northwind MSP' })),
		),
		http.post(`${GATEWAY}/api/v1/auth/sign_in_with_token`, () =>
			HttpResponse.json({ idToken: 'customer-token', expiresAt: new Date(Date.now() + 3600_000).toISOString() }),
		),
	)
}

const args = (url: string, cookie: string, init: RequestInit = {}) => ({
	request: new Request(`http://localhost:3000${url}`, {
		...init,
		headers: { Cookie: cookie, ...(init.headers ?? {}) },
	}),
	url: new URL(`http://localhost:3000${url}`),
	context: new RouterContextProvider(),
	params: {},
	unstable_pattern: '',
})

async function accessOf(response: Response) {
	const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__company_access='))!
	return companyAccessStorage().getSession(cookie.split(';')[0])
}

describe('login as company', () => {
	test('a company token in any entry URL is forwarded to the login-as-company page', async () => {
		const href = 'http://localhost:3000/home?companyToken=abc&companyId=cmp_contoso'
		const response = await handleEntryTokens({ request: new Request(href), url: new URL(href) })
		expect(response?.headers.get('Location')).toBe('/login_as_company?companyToken=abc&companyId=cmp_contoso')
	})

	test("a partner's company token opens the customer's console in its own browser-session cookie", async () => {
		partnerReplies()
		const response = (await loader(
			args('/login_as_company?companyToken=one-time&companyId=cmp_contoso', await partnerCookie()) as any,
		)) as Response
		expect(response.headers.get('Location')).toBe('/home')
		const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('__company_access='))!
		expect(setCookie).not.toMatch(/Max-Age|Expires/i)
		const access = await accessOf(response)
		expect(access.get('companyName')).toBe('Contoso')
		expect(access.get('idToken')).toBe('customer-token')
	})

	test('the partner confirms, the gateway issues the custom token for the chosen company', async () => {
		partnerReplies()
		let asked = ''
		server.use(
			http.get(`${GATEWAY}/user/custom_token/:id`, ({ params }) => {
				asked = String(params.id)
				return HttpResponse.json({ customToken: 'one-time', company_id: params.id })
			}),
		)
		const response = (await action(
			args('/login_as_company', await partnerCookie(), {
				method: 'POST',
				body: new URLSearchParams({ intent: 'enter', companyId: 'cmp_contoso' }),
			}) as any,
		)) as Response
		expect(asked).toBe('cmp_contoso')
		expect(response.headers.get('Location')).toBe('/home')
	})

	test("a company that is not the partner's customer is refused with the gateway's message", async () => {
		partnerReplies()
		server.use(
			http.get(`${GATEWAY}/customers/api/v2/company/cmp_globex/view/admin`, () =>
				gatewayError(403, 'company_not_accessible', 'You do not have access to this company.'),
			),
		)
		const result = (await loader(args('/login_as_company?companyId=cmp_globex', await partnerCookie()) as any)) as any
		expect(result.init.status).toBe(403)
		expect(result.data).toEqual({
			company: null,
			failure: { message: 'You do not have access to this company.', raw: true },
		})
	})
	test("'Back to customers' returns a reseller to its own customers page, and ends the customer's session", async () => {
		partnerReplies()
		const reseller = companyView({ id: 'cmp_northwind', name: 'Northwind MSP' })
		server.use(
			http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, ({ params }) =>
				HttpResponse.json(
					params.id === 'cmp_contoso'
						? companyView({ id: 'cmp_contoso', name: 'Contoso' })
						: { ...reseller, distribution: { ...reseller.distribution, isPartner: true, customerType: 'RESELLER' } },
				),
			),
			http.get(`${GATEWAY}/user/custom_token/:id`, ({ params }) => HttpResponse.json({ customToken: 'one-time', company_id: params.id })),
			http.post(`${GATEWAY}/api/v1/auth/logout`, () => new HttpResponse(null, { status: 204 })),
		)
		const partner = await partnerCookie()
		const entered = (await action(
			args('/login_as_company', partner, {
				method: 'POST',
				body: new URLSearchParams({ intent: 'enter', companyId: 'cmp_contoso' }),
			}) as any,
		)) as Response
		expect((await accessOf(entered)).get('returnTo')).toBe('/partner-portal/reseller/customers')
		const access = entered.headers
			.getSetCookie()
			.find((c) => c.startsWith('__company_access='))!
			.split(';')[0]!
		const exited = (await action(
			args('/login_as_company', `${partner}; ${access}`, { method: 'POST', body: new URLSearchParams({ intent: 'exit' }) }) as any,
		)) as Response
		expect(exited.headers.get('Location')).toBe('/partner-portal/reseller/customers')
		expect(exited.headers.getSetCookie().find((c) => c.startsWith('__company_access='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i)
	})
})
