import { http, HttpResponse } from 'msw'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { companyAccessCookie, signedInCookie } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { requireGuest, requireViewer } from './guards.server.ts'
import { authTypeCookie, getSession } from './session.server.ts'

function args(cookie?: string, path = '/home', requestPath = path) {
	return {
		request: new Request(`http://localhost:3000${requestPath}`, { headers: cookie ? { Cookie: cookie } : {} }),
		url: new URL(`http://localhost:3000${path}`),
		context: new RouterContextProvider(),
	}
}

async function rejection(promise: Promise<unknown>) {
	try {
		await promise
	} catch (error) {
		return error as Response
	}
	throw new Error('expected the guard to refuse')
}

function replies(user = authUser(), company = companyView(), seen: string[] = []) {
	server.use(
		http.get(`${GATEWAY}/user`, ({ request }) => {
			seen.push(request.headers.get('Authorization') ?? '')
			return HttpResponse.json(user)
		}),
		http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, () => HttpResponse.json(company)),
	)
	return seen
}

describe('requireViewer', () => {
	test('a guest is sent to sign in with the way back', async () => {
		const response = await rejection(requireViewer(args(undefined, '/home?tab=a')))
		expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Fhome%3Ftab%3Da')
	})

	test("a guest's client-side navigation comes back to the page, not to its data URL", async () => {
		const response = await rejection(requireViewer(args(undefined, '/home?tab=a', '/home.data?tab=a')))
		expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Fhome%3Ftab%3Da')
	})

	test('a guest who last used SSO is sent to the SSO sign-in', async () => {
		const cookie = (await authTypeCookie.serialize('sso')).split(';')[0]
		const response = await rejection(requireViewer(args(cookie)))
		expect(response.headers.get('Location')).toMatch(/^\/login\/sso\?redirectTo=/)
	})

	test('an admin passes, with user and company from the gateway', async () => {
		replies()
		const viewer = await requireViewer(args(await signedInCookie()))
		expect(viewer.user.email).toBe('admin@acme.test')
		expect(viewer.company.name).toBe('Acme Corp')
		expect(viewer.companyAccess).toBeNull()
	})

	test('the session-ending code clears the session and goes to sign in', async () => {
		server.use(
			http.get(`${GATEWAY}/user`, () => gatewayError(401, 'session_expired', 'Session expired')),
			http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, () => gatewayError(401, 'session_expired', 'Session expired')),
		)
		const response = await rejection(requireViewer(args(await signedInCookie())))
		expect(response.headers.get('Location')).toBe('/login')
		const next = await getSession(new Request('http://x', { headers: { Cookie: response.headers.getSetCookie()[0] } }))
		expect(next.get('idToken')).toBeUndefined()
		expect(next.get('toast')).toEqual({ type: 'info', message: 'auth:login.sessionExpired' })
	})

	test('a disabled company clears the session and shows the disabled-company page', async () => {
		server.use(
			http.get(`${GATEWAY}/user`, () => HttpResponse.json(authUser())),
			http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, () =>
				gatewayError(403, 'company_disabled', 'This company is disabled'),
			),
		)
		const response = await rejection(requireViewer(args(await signedInCookie())))
		expect(response.headers.get('Location')).toBe('/disabled-company')
		expect(response.headers.getSetCookie().join()).toMatch(/__session=;/)
	})

	test('a role without admin-panel access is signed out with the no-permission message', async () => {
		replies(authUser({ role: 'user' }))
		const response = await rejection(requireViewer(args(await signedInCookie())))
		expect(response.headers.get('Location')).toBe('/login')
		const next = await getSession(new Request('http://x', { headers: { Cookie: response.headers.getSetCookie()[0] } }))
		expect(next.get('toast')?.message).toBe('auth:login.noPermission')
	})

	// Not the sign-in page: it sends a signed-in user straight back, a redirect loop (issue 20).
	test('a signed-in role outside the route roles is refused with 403 and stays signed in', async () => {
		replies(authUser({ role: 'support' }))
		const response = await rejection(requireViewer(args(await signedInCookie()), { roles: ['admin'] }))
		expect(response.status).toBe(403)
		expect(response.headers.get('Location')).toBeNull()
		expect(response.headers.getSetCookie()).toEqual([])
	})

	test('a temporary password forces the change-password page', async () => {
		replies(authUser({ temporary_password: true }))
		const response = await rejection(requireViewer(args(await signedInCookie())))
		expect(response.headers.get('Location')).toBe('/change-password')
		replies(authUser({ temporary_password: true }))
		const viewer = await requireViewer(args(await signedInCookie()), { allowTemporaryPassword: true })
		expect(viewer.user.temporary_password).toBe(true)
	})

	test('while a partner is logged in as a customer, the customer token is used', async () => {
		const accessCookie = await companyAccessCookie('cmp_contoso', 'Contoso')
		const seen = replies(authUser({ company_id: 'cmp_contoso' }), companyView({ id: 'cmp_contoso', name: 'Contoso' }))
		const viewer = await requireViewer(args(`${await signedInCookie()}; ${accessCookie}`))
		expect(seen).toEqual(['Bearer customer-token'])
		expect(viewer.companyAccess).toEqual({ companyId: 'cmp_contoso', companyName: 'Contoso' })
	})

	test('a forged session cookie is ignored', async () => {
		const cookie = await signedInCookie()
		const [name, value] = cookie.split('=')
		const forged = `${name}=${value.slice(0, -3)}abc`
		const response = await rejection(requireViewer(args(forged)))
		expect(response.headers.get('Location')).toMatch(/^\/login\?/)
	})
})

describe('requireGuest', () => {
	test.each(['/.//evil.example', '/../\\evil.example', '//evil.example'])(
		'a signed-in admin opening /login/sso?redirectTo=%j stays on our origin',
		async (redirectTo) => {
			const path = `/login/sso?${new URLSearchParams({ redirectTo })}`
			const response = await rejection(requireGuest(args(await signedInCookie(), path)))
			expect(response.status).toBe(302)
			expect(response.headers.get('Location')).toBe('/')
		},
	)

	test('a signed-in admin opening /login?redirectTo=/users goes there', async () => {
		const response = await rejection(requireGuest(args(await signedInCookie(), '/login?redirectTo=%2Fusers')))
		expect(response.headers.get('Location')).toBe('/users')
	})
})
