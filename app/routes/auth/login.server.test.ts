import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { getSession } from '#app/auth/session.server.ts'
import { authUser, companyView, GATEWAY, gatewayError, server, signInHandlers } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { loginAction } from './login.server.ts'

let address = 0
function loginRequest(fields: Record<string, string>, cookie?: string) {
	// A distinct client address per request keeps the per-address limiter out of the way.
	const headers: Record<string, string> = { 'X-Console-Client-Address': `10.0.0.${++address}` }
	if (cookie) headers.Cookie = cookie
	return new Request('http://localhost:3000/login', { method: 'POST', body: new URLSearchParams(fields), headers })
}

async function failureOf(response: unknown) {
	const { data, init } = response as { data: { failure: unknown }; init: { status: number } }
	return { status: init.status, failure: data.failure }
}

describe('login action', () => {
	test('a valid admin sign-in redirects to the requested path with a session cookie', async () => {
		const { handlers } = signInHandlers()
		server.use(...handlers)
		const response = (await loginAction(
			loginRequest({ email: 'admin@acme.test', password: 'Demo-Pass-2026!', redirectTo: '/home?x=1', intent: 'login' }),
		)) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/home?x=1')
		const cookies = response.headers.getSetCookie().join('\n')
		expect(cookies).toMatch(/__session=/)
		expect(cookies).toMatch(/auth_type=/)
		const session = await getSession(new Request('http://x', { headers: { Cookie: response.headers.getSetCookie()[0] } }))
		expect(session.get('companyId')).toBe('cmp_acme')
	})

	test('a redirect to another origin is replaced by the root', async () => {
		server.use(...signInHandlers().handlers)
		const response = (await loginAction(
			loginRequest({
				email: 'admin@acme.test',
				password: 'Demo-Pass-2026!',
				redirectTo: '//evil.test/x',
				intent: 'login',
			}),
		)) as Response
		expect(response.headers.get('Location')).toBe('/')
	})

	test.each(['/.//evil.example', '/../\\evil.example', '/%2e%2e//evil.example', '/\t/evil.example', 'javascript:alert(1)'])(
		'a sign-in with redirectTo=%j lands on our own origin',
		async (redirectTo) => {
			server.use(...signInHandlers().handlers)
			const response = (await loginAction(
				loginRequest({ email: 'admin@acme.test', password: 'Demo-Pass-2026!', redirectTo, intent: 'login' }),
			)) as Response
			expect(response.status).toBe(302)
			const location = response.headers.get('Location') ?? ''
			expect(location).toMatch(/^\/(?![/\\])/)
			expect(new URL(location, 'https://console.example').origin).toBe('https://console.example')
		},
	)

	test('a sign-in towards the gateway mailbox (staff) loads it as a document, not as a route of the app', async () => {
		server.use(...signInHandlers().handlers)
		const response = (await loginAction(
			loginRequest({
				email: 'admin@acme.test',
				password: 'Demo-Pass-2026!',
				redirectTo: '/__gateway/mailbox',
				intent: 'login',
			}),
		)) as Response
		expect(response.headers.get('Location')).toBe('/__gateway/mailbox')
		expect(response.headers.get('X-Remix-Reload-Document')).toBe('true')
	})

	test('the gateway is told the client address, so failures lock that address and not the account', async () => {
		let sent: unknown
		server.use(
			http.post(`${GATEWAY}/user/login/validate`, async ({ request }) => {
				sent = await request.json()
				return gatewayError(429, 'auth/too-many-requests', 'Too many unsuccessful login attempts. Please try again later.')
			}),
		)
		const request = new Request('http://localhost:3000/login', {
			method: 'POST',
			body: new URLSearchParams({ email: 'admin@acme.test', password: 'Guess-1234!', intent: 'login' }),
			headers: { 'X-Console-Client-Address': '203.0.113.9' },
		})
		const result = await failureOf(await loginAction(request))
		expect(sent).toMatchObject({ email: 'admin@acme.test', clientAddress: '203.0.113.9' })
		expect(result.failure).toEqual({
			field: 'password',
			message: 'Too many unsuccessful login attempts. Please try again later.',
			raw: true,
		})
	})

	test('invalid credentials show Invalid login credentials on the password field', async () => {
		server.use(http.post(`${GATEWAY}/user/login/validate`, () => gatewayError(401, 'auth/invalid-credential', 'Invalid login credentials')))
		const result = await failureOf(await loginAction(loginRequest({ email: 'admin@acme.test', password: 'Wrong-1!', intent: 'login' })))
		expect(result).toEqual({ status: 400, failure: { field: 'password', message: 'auth:login.invalidCredentials' } })
	})

	test('an unknown email shows Incorrect username or password on the email field', async () => {
		server.use(http.post(`${GATEWAY}/user/login/validate`, () => gatewayError(404, 'auth/invalid-email', 'x')))
		const result = await failureOf(await loginAction(loginRequest({ email: 'no@one.test', password: 'Whatever-1!', intent: 'login' })))
		expect(result.failure).toEqual({ field: 'email', message: 'auth:login.incorrectUsernameOrPassword' })
	})

	test('a suspended user is told the account was suspended', async () => {
		server.use(http.post(`${GATEWAY}/user/login/validate`, () => gatewayError(403, 'auth/user-disabled', 'x')))
		const result = await failureOf(await loginAction(loginRequest({ email: 'a@b.test', password: 'Whatever-1!', intent: 'login' })))
		expect(result.failure).toEqual({ field: null, message: 'auth:login.userDisabled' })
	})

	test('a learner gets the no-access message, no session, and the gateway session is revoked', async () => {
		const { handlers, calls } = signInHandlers(authUser({ role: 'user' }))
		server.use(...handlers)
		const response = await loginAction(loginRequest({ email: 'learner@acme.test', password: 'Demo-Pass-2026!', intent: 'login' }))
		expect((await failureOf(response)).failure).toEqual({ field: null, message: 'auth:login.noAdminAccess' })
		expect(calls).toContain('logout')
		expect(response).not.toBeInstanceOf(Response)
	})

	test('a disabled company goes to the disabled-company page without a session', async () => {
		const { handlers, calls } = signInHandlers()
		server.use(
			http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, () =>
				gatewayError(403, 'company_disabled', 'This company is disabled'),
			),
			...handlers,
		)
		await expect(
			loginAction(loginRequest({ email: 'admin@umbrella.test', password: 'Demo-Pass-2026!', intent: 'login' })),
		).rejects.toMatchObject({
			status: 302,
			headers: expect.any(Headers),
		})
		expect(calls).toContain('logout')
	})

	test('an unexpected gateway failure shows the generic message', async () => {
		server.use(http.post(`${GATEWAY}/user/login/validate`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
		expectConsoleError() // a 500 is unexpected and logged
		const result = await failureOf(
			await loginAction(loginRequest({ email: 'admin@acme.test', password: 'Demo-Pass-2026!', intent: 'login' })),
		)
		expect(result.failure).toEqual({ field: null, message: 'auth:login.unknown' })
	})

	test('empty fields are refused before any gateway call', async () => {
		const result = (await loginAction(loginRequest({ email: '', password: '', intent: 'login' }))) as any
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toEqual({
			email: ['auth:login.emailRequired'],
			password: ['auth:login.passwordRequired'],
		})
	})

	test("conform's validate post on blur answers with errors and never signs in", async () => {
		// No gateway handler is registered: any gateway call would fail the test (onUnhandledRequest: 'error').
		const result = (await loginAction(
			loginRequest({
				email: 'admin@acme.test',
				password: 'Demo-Pass-2026!',
				__intent__: JSON.stringify({ type: 'validate', payload: { name: 'email' } }),
			}),
		)) as any
		expect(result.init.status).toBe(400)
		expect(result.data.result.intent).toEqual({ type: 'validate', payload: { name: 'email' } })
	})

	test('an MFA account gets a code sent and the MFA step kept in the session', async () => {
		let sent = 0
		server.use(
			http.post(`${GATEWAY}/user/login/validate`, () => HttpResponse.json({ isMfaLogin: true, verificationToken: 'mfa-pending' })),
			http.post(`${GATEWAY}/api/v1/user/security/mfa/send_code`, () => {
				sent++
				return HttpResponse.json({ sendsLeft: 2 })
			}),
		)
		const response = (await loginAction(
			loginRequest({ email: 'mfa@globex.test', password: 'Demo-Pass-2026!', intent: 'login' }),
		)) as Response
		expect(response.headers.get('Location')).toBe('/login')
		expect(sent).toBe(1)
		const session = await getSession(new Request('http://x', { headers: { Cookie: response.headers.getSetCookie()[0] } }))
		expect(session.get('mfa')).toMatchObject({
			verificationToken: 'mfa-pending',
			email: 'mfa@globex.test',
			sendsLeft: 2,
		})
		expect(session.get('idToken')).toBeUndefined()
	})

	test('the exhausted-attempts code locks the MFA step and hides resend', async () => {
		server.use(
			http.post(`${GATEWAY}/user/login/validate`, () => HttpResponse.json({ isMfaLogin: true, verificationToken: 'mfa-pending' })),
			http.post(`${GATEWAY}/api/v1/user/security/mfa/send_code`, () => HttpResponse.json({ sendsLeft: 2 })),
			http.post(`${GATEWAY}/user/security/mfa/login`, () =>
				gatewayError(429, '60203', 'The number of attempts has been exhausted. Please try again in 10 minutes.'),
			),
		)
		const started = (await loginAction(
			loginRequest({ email: 'mfa@globex.test', password: 'Demo-Pass-2026!', intent: 'login' }),
		)) as Response
		const cookie = started.headers.getSetCookie()[0].split(';')[0]
		const result = (await loginAction(loginRequest({ code: '123456', intent: 'verify-code' }, cookie))) as any
		expect(result.data.failure).toEqual({ field: null, message: 'auth:mfa.exhausted', locked: true })
	})
})

describe('company view double', () => {
	test('matches the contract the console parses', async () => {
		const { CompanyViewSchema } = await import('#app/gateway/company.server.ts')
		expect(CompanyViewSchema.safeParse(companyView()).success).toBe(true)
	})
})
