import { describe, expect, test } from 'vitest'
import {
	AuthUserSchema,
	LoginValidationSchema,
	MagicLinkAuthSchema,
	MagicLinkVerificationSchema,
	SignInSchema,
} from '#app/gateway/user.server.ts'
import { DEMO_PASSWORD, SEED, countStatements, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t } = useTestGateway()

const U = SEED.users
const C = SEED.companies

function validate(email: string, password: string) {
	return t.call('POST', '/user/login/validate', { body: { email, password, isAdmin: true } })
}

function expectError(reply: { status: number; body: any }, status: number, code: string, message?: string) {
	expect(reply.status).toBe(status)
	expect(reply.body.code).toBe(code)
	expect(reply.body.details[0].code).toBe(code)
	if (message) {
		expect(reply.body.message).toBe(message)
		expect(reply.body.details[0].description).toBe(message)
	}
}

describe('password sign-in', () => {
	test('a correct password is validated and the one-time token opens a session', async () => {
		const validated = await validate('Admin@Acme.test', DEMO_PASSWORD)
		expect(validated.status).toBe(200)
		const { isMfaLogin, verificationToken } = LoginValidationSchema.parse(validated.body)
		expect(isMfaLogin).toBe(false)
		const signedIn = await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: verificationToken } })
		expect(signedIn.status).toBe(200)
		const { idToken, expiresAt } = SignInSchema.parse(signedIn.body)
		const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000
		expect(hours).toBeGreaterThan(7.9)
		expect(hours).toBeLessThanOrEqual(8)
		const [, payload] = idToken.split('.')
		const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
		expect(claims).toMatchObject({ sub: U.acmeAdmin.id, cid: C.acme, role: 'admin', lac: false })
		expect(typeof claims.sid).toBe('string')
	})

	test('a wrong password is an invalid credential', async () => {
		expectError(await validate(U.acmeAdmin.email, 'Wrong-Pass-1!'), 400, 'auth/invalid-credential', 'Invalid login credentials')
	})

	test('an unknown email is an invalid email', async () => {
		expectError(await validate('nobody@nowhere.test', DEMO_PASSWORD), 400, 'auth/invalid-email', 'Incorrect username or password')
	})

	test('a suspended user is refused with the suspension message', async () => {
		expectError(
			await validate(U.acmeSuspended.email, DEMO_PASSWORD),
			403,
			'auth/user-disabled',
			'Your account was suspended. Please, contact your manager',
		)
	})

	test('five failed attempts in ten minutes from one address (here none given) lock it out, even for the right password', async () => {
		const email = 'bruno.anders@acme.test'
		for (let i = 0; i < 5; i++) expectError(await validate(email, `Wrong-${i}`), 400, 'auth/invalid-credential')
		expectError(
			await validate(email, DEMO_PASSWORD),
			429,
			'auth/too-many-requests',
			'Too many unsuccessful login attempts. Please try again later.',
		)
		// Another account is not affected.
		expect((await validate('chloe.anders@acme.test', DEMO_PASSWORD)).status).toBe(200)
	})

	test('a successful sign-in clears earlier failures', async () => {
		const email = 'david.anders@acme.test'
		for (let i = 0; i < 4; i++) await validate(email, 'nope')
		expect((await validate(email, DEMO_PASSWORD)).status).toBe(200)
		for (let i = 0; i < 4; i++) expectError(await validate(email, 'nope'), 400, 'auth/invalid-credential')
		expect((await validate(email, DEMO_PASSWORD)).status).toBe(200)
	})

	test('a bad body is a 422 that names the fields', async () => {
		const reply = await t.call('POST', '/user/login/validate', { body: { email: '', password: 5 } })
		expect(reply.status).toBe(422)
		expect(reply.body.code).toBe('validation_error')
		expect(reply.body.message).toBe('Missing or invalid request parameters: email, password.')
		expect(reply.body.validationResults.map((r: { field: string }) => r.field)).toEqual(['email', 'password'])
	})

	test('a one-time sign-in token works once', async () => {
		const { verificationToken } = (await validate(U.initechAdmin.email, DEMO_PASSWORD)).body
		expect((await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: verificationToken } })).status).toBe(200)
		expectError(
			await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: verificationToken } }),
			401,
			'token_expired',
			'Verification token is expired, please try again',
		)
	})

	test('an idToken or a forged token is not a one-time token', async () => {
		const idToken = await t.signIn(U.initechAdmin.email)
		for (const token of [idToken, 'not-a-token', `${idToken.slice(0, -4)}AAAA`]) {
			expect((await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token } })).status).toBe(401)
		}
	})
})

describe('the signed-in user', () => {
	test('GET /user and GET /api/v1/user answer the console AuthUser shape', async () => {
		const token = await t.signIn(U.acmeAdmin.email)
		for (const path of ['/user', '/api/v1/user']) {
			const reply = await t.call('GET', path, { token })
			expect(reply.status).toBe(200)
			const user = AuthUserSchema.parse(reply.body)
			expect(user).toMatchObject({
				id: U.acmeAdmin.id,
				company_id: C.acme,
				email: U.acmeAdmin.email,
				role: 'admin',
				emailVerified: true,
				temporary_password: false,
				isAdminLoggedInAsCompany: false,
			})
			expect(user.privacyPolicyConfirmedAt).not.toBeNull()
		}
	})

	test('a learner signs in with role user (the console refuses it)', async () => {
		const token = await t.signIn(U.acmeLearner.email)
		const user = AuthUserSchema.parse((await t.call('GET', '/user', { token })).body)
		expect(user.role).toBe('user')
	})

	test('a missing, malformed or foreign token is 401 session_expired', async () => {
		expectError(await t.call('GET', '/user'), 401, 'session_expired')
		expectError(await t.call('GET', '/user', { token: 'garbage' }), 401, 'session_expired')
		const { verificationToken } = (await validate(U.acmeAdmin.email, DEMO_PASSWORD)).body
		expectError(await t.call('GET', '/user', { token: verificationToken }), 401, 'session_expired')
	})

	test('logout revokes the token', async () => {
		const token = await t.signIn(U.acmeAdmin.email)
		const other = await t.signIn(U.acmeAdmin.email)
		expect((await t.call('POST', '/api/v1/auth/logout', { token })).status).toBe(204)
		expectError(await t.call('GET', '/user', { token }), 401, 'session_expired')
		// Only that session ends.
		expect((await t.call('GET', '/user', { token: other })).status).toBe(200)
	})

	test('calls made together with one token read the session once; a call after a logout reads it again', async () => {
		const token = await t.signIn(U.acmeAdmin.email)
		const sessionReads = countStatements(t.database, 'select "sessions"."id"')
		try {
			const replies = await Promise.all([
				t.call('GET', '/user', { token }),
				t.call('GET', `/customers/api/v2/company/${C.acme}/view/admin`, { token }),
				t.call('GET', `/api/v1/notifications/${C.acme}/user/${U.acmeAdmin.id}`, { token }),
			])
			expect(replies.map((r) => r.status)).toEqual([200, 200, 200])
			expect(sessionReads.count).toBe(1)

			// The logout finds the read kept (nothing was written since); the call after it reads again.
			expect((await t.call('POST', '/api/v1/auth/logout', { token })).status).toBe(204)
			expect(sessionReads.count).toBe(1)
			expectError(await t.call('GET', '/user', { token }), 401, 'session_expired')
			expect(sessionReads.count).toBe(2)
		} finally {
			sessionReads.restore()
		}
	})

	test('on PGlite a session read is kept until the next write: later calls with no write between need no read', async () => {
		const token = await t.signIn(U.acmeAdmin.email)
		const sessionReads = countStatements(t.database, 'select "sessions"."id"')
		try {
			for (let i = 0; i < 3; i++) expect((await t.call('GET', '/user', { token })).status).toBe(200)
			expect(sessionReads.count).toBe(1)
			const renamed = await t.call('PATCH', `/customers/api/v1/company/${C.acme}/users/${U.acmeAdmin.id}`, {
				token,
				body: { name: 'Renamed', lastName: 'Admin', role: 'admin', departmentId: null, groupIds: [] },
			})
			expect(renamed.status).toBe(200)
			const me = AuthUserSchema.parse((await t.call('GET', '/user', { token })).body)
			expect(me.name).toBe('Renamed')
			expect(sessionReads.count).toBe(2)
		} finally {
			sessionReads.restore()
		}
	})

	test('a suspended user’s token is refused on the call after the suspension, though its session was read before', async () => {
		const [admin, learner] = [await t.signIn(U.acmeAdmin.email), await t.signIn(U.acmeLearner.email)]
		expect((await t.call('GET', '/user', { token: learner })).status).toBe(200)
		const suspended = await t.call('PATCH', `/customers/api/v1/company/${C.acme}/users/${U.acmeLearner.id}/status`, {
			token: admin,
			body: { status: 'DISABLED' },
		})
		expect(suspended.status).toBeLessThan(300)
		expectError(await t.call('GET', '/user', { token: learner }), 401, 'session_expired')
		await t.call('PATCH', `/customers/api/v1/company/${C.acme}/users/${U.acmeLearner.id}/status`, {
			token: admin,
			body: { status: 'ENABLED' },
		})
	})

	test('last login is recorded for oneself only', async () => {
		const token = await t.signIn(U.globexAdmin.email)
		expect((await t.call('PUT', `api/v1/user/${U.globexAdmin.id}/last_login`, { token })).status).toBe(204)
		const user = AuthUserSchema.parse((await t.call('GET', '/user', { token })).body)
		expect(user.lastLogin).not.toBeNull()
		expectError(await t.call('PUT', `api/v1/user/${U.acmeAdmin.id}/last_login`, { token }), 403, 'forbidden')
	})
})

describe('magic links', () => {
	test('a company magic link exchanges once for an auth token that signs in', async () => {
		const token = await t.signIn(U.acmeAdmin.email)
		const created = await t.call('GET', `/api/v1/auth/company/${C.acme}/magic_link`, {
			token,
			query: { platformType: 'admin' },
		})
		expect(created.status).toBe(200)
		const { verificationToken } = MagicLinkVerificationSchema.parse(created.body)
		const exchanged = await t.call('GET', `/api/v1/auth/auth_token/magic_link/${verificationToken}`)
		expect(exchanged.status).toBe(200)
		const { authToken } = MagicLinkAuthSchema.parse(exchanged.body)
		const signedIn = await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: authToken } })
		expect(signedIn.status).toBe(200)
		const user = AuthUserSchema.parse((await t.call('GET', '/user', { token: signedIn.body.idToken })).body)
		expect(user.id).toBe(U.acmeAdmin.id)

		expectError(await t.call('GET', `/api/v1/auth/auth_token/magic_link/${verificationToken}`), 401, 'magic_link_expired')
	})

	test('a magic link for another company is refused', async () => {
		const token = await t.signIn(U.acmeAdmin.email)
		expectError(await t.call('GET', `/api/v1/auth/company/${C.globex}/magic_link`, { token }), 403, 'company_not_accessible')
	})
})

describe('privacy policy and passwords', () => {
	test('the privacy policy is confirmed once; the second time is a 409 with its code', async () => {
		const token = await t.signIn(U.acmeTemp.email)
		const path = `customers/api/v1/company/${C.acme}/users/${U.acmeTemp.id}/privacy_policy/confirm`
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).privacyPolicyConfirmedAt).toBeNull()
		expect((await t.call('POST', path, { token })).status).toBe(204)
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).privacyPolicyConfirmedAt).not.toBeNull()
		expectError(await t.call('POST', path, { token }), 409, 'privacy_policy_already_confirmed')
	})

	test('nobody confirms the policy for someone else', async () => {
		const token = await t.signIn(U.acmeAdmin.email)
		const path = `customers/api/v1/company/${C.acme}/users/${U.acmeLearner.id}/privacy_policy/confirm`
		expectError(await t.call('POST', path, { token }), 403, 'forbidden')
	})

	test('changing the password asks for the current one, refuses the same one, clears the temporary password and ends the other sessions', async () => {
		const token = await t.signIn(U.acmeTemp.email)
		const other = await t.signIn(U.acmeTemp.email)
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).temporary_password).toBe(true)
		const change = (body: Record<string, string>) => t.call('PUT', '/api/v1/user/password', { token, body })
		const next = 'New-Pass-2027?'

		// No current password: refused, nothing changes.
		const missing = await change({ password: next })
		expect(missing.status).toBe(422)
		expect(missing.body.message).toBe('Missing or invalid request parameters: currentPassword.')
		// A wrong current password: refused, nothing changes.
		expectError(
			await change({ password: next, currentPassword: 'Not-The-Temp-1!' }),
			400,
			'current_password_invalid',
			'The current password is incorrect.',
		)
		// The temporary password itself as the new one: refused.
		expectError(
			await change({ password: DEMO_PASSWORD, currentPassword: DEMO_PASSWORD }),
			400,
			'password_unchanged',
			'The new password must be different from the current password.',
		)
		const weak = await change({ password: 'weakpass', currentPassword: DEMO_PASSWORD })
		expect(weak.status).toBe(422)
		expect(weak.body.message).toBe('Missing or invalid request parameters: password.')
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).temporary_password).toBe(true)
		expect((await t.call('GET', '/user', { token: other })).status).toBe(200)

		expect((await change({ password: next, currentPassword: DEMO_PASSWORD })).status).toBe(204)
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).temporary_password).toBe(false)
		expectError(await t.call('GET', '/user', { token: other }), 401, 'session_expired')
		expectError(await validate(U.acmeTemp.email, DEMO_PASSWORD), 400, 'auth/invalid-credential')
		expect((await validate(U.acmeTemp.email, next)).status).toBe(200)
	})

	test('guessing the current password through a signed-in session locks that address after five wrong ones', async () => {
		const token = await t.signIn(U.acmeAdmin.email)
		const change = (currentPassword: string, clientAddress: string) =>
			t.call('PUT', '/api/v1/user/password', {
				token,
				body: { password: 'Guessed-Pass-2027!', currentPassword, clientAddress },
			})
		for (let i = 0; i < 5; i++) expectError(await change(`Guess-${i}-Aa!`, '203.0.113.50'), 400, 'current_password_invalid')
		expectError(await change(DEMO_PASSWORD, '203.0.113.50'), 429, 'auth/too-many-requests')
		// Nothing changed, and the owner elsewhere still signs in with the password.
		expect(
			(
				await t.call('POST', '/user/login/validate', {
					body: { email: U.acmeAdmin.email, password: DEMO_PASSWORD, clientAddress: '198.51.100.1' },
				})
			).status,
		).toBe(200)
	})
})
