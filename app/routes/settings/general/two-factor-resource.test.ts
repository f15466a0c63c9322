import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { requireViewer } from '#app/auth/guards.server.ts'
import { getSession } from '#app/auth/session.server.ts'
import { flashToast, outcome, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, gatewayError } from '#tests/mocks/gateway.ts'
import { twoFactorHandlers as mfaGateway } from '#tests/mocks/settings-two-factor.ts'
import { action } from './two-factor-resource.tsx'
import { loadTwoFactor, REPLACED_TOKEN_GRACE_MS } from './two-factor.server.ts'

const EXHAUSTED = 'The number of attempts has been exhausted. Please try again in 10 minutes.'

/** A browser's cookies: each response's Set-Cookie replaces the cookie of that name. */
class Jar {
	cookies = new Map<string, string>()
	constructor(initial: string) {
		this.take(initial)
	}
	take(pair: string) {
		const [name, ...rest] = pair.split('=')
		const value = rest.join('=')
		if (value === '') this.cookies.delete(name!)
		else this.cookies.set(name!, value)
	}
	absorb(response: Response) {
		for (const header of response.headers.getSetCookie()) {
			const pair = header.split(';')[0]!
			const expired = /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header)
			if (expired) this.cookies.delete(pair.split('=')[0]!)
			else this.take(pair)
		}
	}
	header() {
		return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
	}
}

let jar: Jar
beforeAll(async () => {
	process.env.SESSION_SECRET ??= 'route-test-secret-0123456789abcdef0123456789'
})

async function freshJar() {
	jar = new Jar(await signedInCookie('admin'))
}

/** Posts a form to /resources/two-factor as the signed-in admin; the browser keeps the cookies. */
async function post(form: Record<string, string>) {
	const result = await outcome(() => action(routeArgs('/resources/two-factor', { cookie: jar.header(), form }) as any))
	if (result instanceof Response) jar.absorb(result)
	return result as any
}

/** What the section shows on /settings/general with `search`. */
async function section(search = '') {
	const args = routeArgs(`/settings/general${search}`, { cookie: jar.header() }) as any
	return loadTwoFactor(await requireViewer(args), args.request)
}

// The replaced token's revocation waits on a timer (REPLACED_TOKEN_GRACE_MS): faked, so none fires
// into a later test, and time otherwise runs on.
beforeEach(() => {
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
})
afterEach(() => {
	vi.clearAllTimers()
	vi.useRealTimers()
})

describe('turning Two-Factor Authentication on', () => {
	test('password, then the emailed code: enabled with its toast, the session renewed, the token never in the URL', async () => {
		await freshJar()
		viewerReplies(authUser({ isMfaEnabled: false }))
		const calls = mfaGateway()

		expect((await section()).step).toBe('overview')
		expect((await section('?twoFactor=password')).step).toBe('password')

		const sent = await post({ intent: 'verify-password', password: 'Demo-Pass-1!' })
		expect(sent.status).toBe(302)
		expect(sent.headers.get('Location')).toBe('/settings/general?twoFactor=code')
		expect(await flashToast(sent)).toEqual({ type: 'success', message: 'twoFactor:codeSent' })
		expect(calls.slice(0, 2)).toEqual([
			{ call: 'verify_password cmp_acme', body: { password: 'Demo-Pass-1!' }, auth: 'Bearer own-token' },
			{ call: 'send_code', body: { email: 'admin@acme.test', verificationTokenId: 'step-secret-123' } },
		])

		const codeStep = await section('?twoFactor=code')
		expect(codeStep).toMatchObject({
			step: 'code',
			enable: true,
			canResend: true,
			email: 'admin@acme.test',
			failure: null,
		})
		expect(JSON.stringify(codeStep)).not.toContain('step-secret-123')

		const done = await post({ intent: 'verify-code', code: ' 123456 ' })
		expect(done.headers.get('Location')).toBe('/settings/general')
		expect(await flashToast(done)).toEqual({ type: 'success', message: 'twoFactor:enabledToast' })
		expect(calls.slice(2)).toEqual([
			{
				call: 'toggle cmp_acme',
				body: { isMfaEnabled: true, code: '123456', verificationTokenId: 'step-secret-123' },
				auth: 'Bearer own-token',
			},
			{ call: 'sign_in_with_token', body: { token: 'one-time-after-toggle' } },
		])
		// The replaced token is revoked a little later: requests already on their way with it still pass.
		await vi.advanceTimersByTimeAsync(REPLACED_TOKEN_GRACE_MS)
		await vi.waitFor(() => expect(calls.at(-1)).toEqual({ call: 'logout', body: undefined, auth: 'Bearer own-token' }))
		const session = await getSession(new Request('http://localhost', { headers: { Cookie: jar.header() } }))
		expect(session.get('idToken')).toBe('renewed-token')
		expect(jar.cookies.has('__two_factor')).toBe(false)
	})

	test('an admin with 2FA on turns it off the same way', async () => {
		await freshJar()
		viewerReplies(authUser({ isMfaEnabled: true }))
		const calls = mfaGateway()
		expect((await section('?twoFactor=password')).enable).toBe(false)
		await post({ intent: 'verify-password', password: 'Demo-Pass-1!' })
		const done = await post({ intent: 'verify-code', code: '654321' })
		expect(await flashToast(done)).toEqual({ type: 'success', message: 'twoFactor:disabledToast' })
		expect(calls.find((c) => c.call.startsWith('toggle'))!.body.isMfaEnabled).toBe(false)
	})
})

describe('refusals', () => {
	test('a wrong password stays on the password step with the gateway message; the password is not kept', async () => {
		await freshJar()
		viewerReplies()
		const calls = mfaGateway({
			verify: () => gatewayError(400, 'auth/invalid-credential', 'Invalid login credentials'),
		})
		const back = await post({ intent: 'verify-password', password: 'wrong-one' })
		expect(back.headers.get('Location')).toBe('/settings/general?twoFactor=password')
		const view = await section('?twoFactor=password')
		expect(view.failure).toEqual({ message: 'Invalid login credentials', raw: true })
		expect(JSON.stringify(view.result)).not.toContain('wrong-one')
		expect(calls.map((c) => c.call)).toEqual(['verify_password cmp_acme'])
	})

	test('an empty password is refused by the server without a gateway call', async () => {
		await freshJar()
		viewerReplies()
		const calls = mfaGateway()
		await post({ intent: 'verify-password', password: '' })
		const view = await section('?twoFactor=password')
		expect(view.result?.error).toEqual({ password: ['auth:login.passwordRequired'] })
		expect(calls).toEqual([])
	})

	test('a code that is not six digits: "The code must be 6 digits." with the typed value kept, no gateway call', async () => {
		await freshJar()
		viewerReplies()
		const calls = mfaGateway()
		await post({ intent: 'verify-password', password: 'Demo-Pass-1!' })
		const back = await post({ intent: 'verify-code', code: '12ab' })
		expect(back.headers.get('Location')).toBe('/settings/general?twoFactor=code')
		const view = await section('?twoFactor=code')
		expect(view.result?.error).toEqual({ code: ['auth:mfa.codeInvalid'] })
		expect(view.result?.initialValue).toMatchObject({ code: '12ab' })
		expect(calls.some((c) => c.call.startsWith('toggle'))).toBe(false)
	})

	test("conform's validate posts get the errors only", async () => {
		await freshJar()
		viewerReplies()
		mfaGateway()
		const reply = await post({ code: '1', __intent__: JSON.stringify({ type: 'validate', payload: { name: 'code' } }) })
		expect(reply.init?.status).toBe(400)
		expect(reply.data.result.error).toEqual({ code: ['auth:mfa.codeInvalid'] })
	})

	test('a wrong code (60202) shows the gateway message in a banner; resend is offered while sends are left', async () => {
		await freshJar()
		viewerReplies()
		mfaGateway({ toggle: () => gatewayError(400, '60202', 'The code is invalid or has expired.') })
		await post({ intent: 'verify-password', password: 'Demo-Pass-1!' })
		await post({ intent: 'verify-code', code: '000000' })
		const view = await section('?twoFactor=code')
		expect(view).toMatchObject({
			step: 'code',
			locked: false,
			canResend: true,
			failure: { message: 'The code is invalid or has expired.', raw: true },
		})

		// Two resends use up the sends: Resend is no longer offered.
		const resent = await post({ intent: 'resend-code' })
		expect(await flashToast(resent)).toEqual({ type: 'success', message: 'twoFactor:codeSent' })
		expect((await section('?twoFactor=code')).failure).toBeNull()
		await post({ intent: 'resend-code' })
		expect((await section('?twoFactor=code')).canResend).toBe(false)
	})

	test('60203 locks the flow for 10 minutes with the spec message, whatever step the URL asks for', async () => {
		await freshJar()
		viewerReplies()
		const calls = mfaGateway({ toggle: () => gatewayError(429, '60203', EXHAUSTED) })
		await post({ intent: 'verify-password', password: 'Demo-Pass-1!' })
		const locked = await post({ intent: 'verify-code', code: '000000' })
		expect(locked.headers.get('Location')).toBe('/settings/general')
		for (const search of ['', '?twoFactor=password', '?twoFactor=code']) {
			expect(await section(search)).toMatchObject({
				step: 'overview',
				locked: true,
				canResend: false,
				failure: { message: 'twoFactor:exhausted' },
			})
		}
		// Posting during the lock reaches nobody.
		const before = calls.length
		await post({ intent: 'verify-password', password: 'Demo-Pass-1!' })
		expect(calls.length).toBe(before)
		// Ten minutes later the flow can start again.
		vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60 * 1000 + 1000)
		expect(await section('?twoFactor=password')).toMatchObject({ step: 'password', locked: false, failure: null })
	})

	test('a code step without a verified password goes back to the password step', async () => {
		await freshJar()
		viewerReplies()
		const calls = mfaGateway()
		expect((await section('?twoFactor=code')).step).toBe('password')
		const back = await post({ intent: 'verify-code', code: '123456' })
		expect(back.headers.get('Location')).toBe('/settings/general?twoFactor=password')
		expect(calls).toEqual([])
	})

	test('Cancel forgets the flow', async () => {
		await freshJar()
		viewerReplies()
		mfaGateway()
		await post({ intent: 'verify-password', password: 'Demo-Pass-1!' })
		expect(jar.cookies.has('__two_factor')).toBe(true)
		const cancelled = await post({ intent: 'cancel' })
		expect(cancelled.headers.get('Location')).toBe('/settings/general')
		expect(jar.cookies.has('__two_factor')).toBe(false)
		expect((await section('?twoFactor=code')).step).toBe('password')
	})
})
