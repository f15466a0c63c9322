import { describe, expect, test } from 'vitest'
import { MfaLoginSchema, MfaSendCodeSchema, MfaToggleSchema, MfaVerifyPasswordSchema } from '#app/gateway/mfa.server.ts'
import { AuthUserSchema, LoginValidationSchema } from '#app/gateway/user.server.ts'
import { DEMO_PASSWORD, SEED, sixDigitCode, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t } = useTestGateway()

const U = SEED.users
const C = SEED.companies
const EXHAUSTED = 'The number of attempts has been exhausted. Please try again in 10 minutes.'

async function startMfaLogin(email: string) {
	const reply = await t.call('POST', '/user/login/validate', {
		body: { email, password: DEMO_PASSWORD, isAdmin: true },
	})
	expect(reply.status).toBe(200)
	const validated = LoginValidationSchema.parse(reply.body)
	expect(validated.isMfaLogin).toBe(true)
	return validated.verificationToken
}

function sendCode(email: string, verificationTokenId: string) {
	return t.call('POST', '/api/v1/user/security/mfa/send_code', { body: { email, verificationTokenId } })
}

function mfaLogin(code: string, verificationTokenId: string) {
	return t.call('POST', '/user/security/mfa/login', { body: { code, verificationTokenId } })
}

async function latestCode(email: string) {
	const message = await t.latestEmail(email)
	expect(message?.kind).toBe('mfa_code')
	return sixDigitCode(message!.text)
}

/** A code that is not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Turns MFA on for a user (through the toggle flow) so each test has its own counters. */
async function enableMfa(email: string) {
	const token = await t.signIn(email)
	const user = AuthUserSchema.parse((await t.call('GET', '/user', { token })).body)
	const verified = await t.call('POST', `/api/v1/user/company/${user.company_id}/security/mfa/verify_password`, {
		token,
		body: { password: DEMO_PASSWORD },
	})
	expect(verified.status).toBe(200)
	const { verificationToken } = MfaVerifyPasswordSchema.parse(verified.body)
	expect((await sendCode(email, verificationToken)).status).toBe(200)
	const toggled = await t.call('PATCH', `/api/v1/user/company/${user.company_id}/security/mfa`, {
		token,
		body: { isMfaEnabled: true, code: await latestCode(email), verificationTokenId: verificationToken },
	})
	expect(toggled.status).toBe(200)
	return MfaToggleSchema.parse(toggled.body).customFirebaseToken
}

describe('MFA sign-in', () => {
	test('the emailed 6-digit code completes the sign-in', async () => {
		const email = U.globexMfa.email
		const id = await startMfaLogin(email)
		const sent = await sendCode(email, id)
		expect(sent.status).toBe(200)
		expect(MfaSendCodeSchema.parse(sent.body).sendsLeft).toBe(2)
		const login = await mfaLogin(await latestCode(email), id)
		expect(login.status).toBe(200)
		const { customToken } = MfaLoginSchema.parse(login.body)
		const signedIn = await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: customToken } })
		expect(signedIn.status).toBe(200)
		const user = AuthUserSchema.parse((await t.call('GET', '/user', { token: signedIn.body.idToken })).body)
		expect(user).toMatchObject({ id: U.globexMfa.id, isMfaEnabled: true })
		// The step is used up.
		expect((await mfaLogin(await latestCode(email), id)).body.code).toBe('mfa_verification_expired')
	})

	test('a wrong code is 60202 with its message', async () => {
		const email = 'alice.anders@globex.test'
		await enableMfa(email)
		const id = await startMfaLogin(email)
		await sendCode(email, id)
		const reply = await mfaLogin(wrong(await latestCode(email)), id)
		expect(reply.status).toBe(400)
		expect(reply.body).toMatchObject({ code: '60202', message: 'The code is invalid or has expired.' })
		expect(reply.body.details[0].code).toBe('60202')
	})

	test('a code that is not six digits is a validation error', async () => {
		const reply = await mfaLogin('12ab', 'whatever')
		expect(reply.status).toBe(422)
		expect(reply.body.validationResults[0]).toMatchObject({ field: 'code', message: 'The code must be 6 digits.' })
	})

	test('five wrong codes lock the user for ten minutes with 60203, even for the right code', async () => {
		const email = 'bruno.anders@globex.test'
		await enableMfa(email)
		const id = await startMfaLogin(email)
		await sendCode(email, id)
		const code = await latestCode(email)
		for (let i = 0; i < 4; i++) expect((await mfaLogin(wrong(code), id)).body.code).toBe('60202')
		const fifth = await mfaLogin(wrong(code), id)
		expect(fifth.status).toBe(429)
		expect(fifth.body).toMatchObject({ code: '60203', message: EXHAUSTED })
		expect((await mfaLogin(code, id)).body.code).toBe('60203')
		expect((await sendCode(email, id)).body.code).toBe('60203')
	})

	test('a fourth code send is refused with 60203', async () => {
		const email = 'chloe.anders@globex.test'
		await enableMfa(email)
		const id = await startMfaLogin(email)
		const left = []
		for (let i = 0; i < 3; i++) {
			const sent = await sendCode(email, id)
			expect(sent.status).toBe(200)
			left.push(sent.body.sendsLeft)
		}
		expect(left).toEqual([2, 1, 0])
		const fourth = await sendCode(email, id)
		expect(fourth.body).toMatchObject({ code: '60203', message: EXHAUSTED })
	})

	test('the step id only sends codes to its own user', async () => {
		const id = await startMfaLogin(U.globexMfa.email)
		expect((await sendCode(U.globexAdmin.email, id)).body.code).toBe('mfa_verification_expired')
		expect((await sendCode(U.globexMfa.email, 'made-up')).body.code).toBe('mfa_verification_expired')
	})
})

describe('turning MFA on and off', () => {
	test('verify_password refuses a wrong password', async () => {
		const token = await t.signIn(U.globexAdmin.email)
		const reply = await t.call('POST', `/api/v1/user/company/${C.globex}/security/mfa/verify_password`, {
			token,
			body: { password: 'Wrong-Pass-1!' },
		})
		expect(reply.status).toBe(400)
		expect(reply.body.code).toBe('auth/invalid-credential')
	})

	test('an admin turns MFA on and off with an emailed code; the returned token signs in', async () => {
		const email = 'david.anders@globex.test'
		const customFirebaseToken = await enableMfa(email)
		const signedIn = await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: customFirebaseToken } })
		expect(signedIn.status).toBe(200)
		const token = signedIn.body.idToken
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).isMfaEnabled).toBe(true)

		const { verificationToken } = (
			await t.call('POST', `/api/v1/user/company/${C.globex}/security/mfa/verify_password`, {
				token,
				body: { password: DEMO_PASSWORD },
			})
		).body
		await sendCode(email, verificationToken)
		const off = await t.call('PATCH', `/api/v1/user/company/${C.globex}/security/mfa`, {
			token,
			body: { isMfaEnabled: false, code: await latestCode(email), verificationTokenId: verificationToken },
		})
		expect(off.status).toBe(200)
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).isMfaEnabled).toBe(false)
		const validated = await t.call('POST', '/user/login/validate', { body: { email, password: DEMO_PASSWORD } })
		expect(validated.body.isMfaLogin).toBe(false)
	})

	test('the toggle is scoped to the caller company', async () => {
		const token = await t.signIn(U.acmeAdmin.email)
		const reply = await t.call('POST', `/api/v1/user/company/${C.globex}/security/mfa/verify_password`, {
			token,
			body: { password: DEMO_PASSWORD },
		})
		expect(reply.status).toBe(403)
		expect(reply.body.code).toBe('company_not_accessible')
	})
})

describe('the settings flow', () => {
	test('a wrong password counts towards the lock; a locked user is refused before the password is checked', async () => {
		const email = 'elena.anders@globex.test'
		const token = await t.signIn(email)
		const verify = (password: string) =>
			t.call('POST', `/api/v1/user/company/${C.globex}/security/mfa/verify_password`, { token, body: { password } })
		for (let i = 0; i < 4; i++) expect((await verify('Wrong-Pass-1!')).body.code).toBe('auth/invalid-credential')
		const fifth = await verify('Wrong-Pass-1!')
		expect(fifth.status).toBe(429)
		expect(fifth.body).toMatchObject({ code: '60203', message: EXHAUSTED })
		expect((await verify(DEMO_PASSWORD)).body.code).toBe('60203')
	})

	test('the settings code email says what the code is for', async () => {
		const email = 'farid.anders@globex.test'
		const token = await t.signIn(email)
		const { verificationToken } = (
			await t.call('POST', `/api/v1/user/company/${C.globex}/security/mfa/verify_password`, {
				token,
				body: { password: DEMO_PASSWORD },
			})
		).body
		expect((await sendCode(email, verificationToken)).status).toBe(200)
		const message = await t.latestEmail(email)
		expect(message?.text).toContain('turn two-factor authentication on or off')
		expect(message?.subject).toMatch(/^Your verification code: \d{6}$/)
	})
})

describe('on a fresh database', () => {
	const { t: fresh } = useTestGateway()

	test('admin@acme.test turns 2FA on in the settings flow; the next sign-in asks for the emailed code', async () => {
		const email = U.acmeAdmin.email
		const token = await fresh.signIn(email)
		const verified = await fresh.call('POST', `/api/v1/user/company/${C.acme}/security/mfa/verify_password`, {
			token,
			body: { password: DEMO_PASSWORD },
		})
		expect(verified.status, verified.text).toBe(200)
		const { verificationToken } = MfaVerifyPasswordSchema.parse(verified.body)
		const sent = await fresh.call('POST', '/api/v1/user/security/mfa/send_code', {
			body: { email, verificationTokenId: verificationToken },
		})
		expect(MfaSendCodeSchema.parse(sent.body).sendsLeft).toBe(2)
		const settingsCode = sixDigitCode((await fresh.latestEmail(email))!.text)
		const toggled = await fresh.call('PATCH', `/api/v1/user/company/${C.acme}/security/mfa`, {
			token,
			body: { isMfaEnabled: true, code: settingsCode, verificationTokenId: verificationToken },
		})
		expect(toggled.status, toggled.text).toBe(200)
		MfaToggleSchema.parse(toggled.body)
		expect(AuthUserSchema.parse((await fresh.call('GET', '/user', { token })).body).isMfaEnabled).toBe(true)

		// Log out, sign in again: the password alone is not enough any more.
		expect((await fresh.call('POST', '/api/v1/auth/logout', { token })).status).toBeLessThan(300)
		const validated = LoginValidationSchema.parse(
			(await fresh.call('POST', '/user/login/validate', { body: { email, password: DEMO_PASSWORD, isAdmin: true } })).body,
		)
		expect(validated.isMfaLogin).toBe(true)
		const direct = await fresh.call('POST', '/api/v1/auth/sign_in_with_token', {
			body: { token: validated.verificationToken },
		})
		expect(direct.status).toBeGreaterThanOrEqual(400)
		await fresh.call('POST', '/api/v1/user/security/mfa/send_code', {
			body: { email, verificationTokenId: validated.verificationToken },
		})
		const loginCode = sixDigitCode((await fresh.latestEmail(email))!.text)
		const login = await fresh.call('POST', '/user/security/mfa/login', {
			body: { code: loginCode, verificationTokenId: validated.verificationToken },
		})
		expect(login.status, login.text).toBe(200)
		const signedIn = await fresh.call('POST', '/api/v1/auth/sign_in_with_token', {
			body: { token: MfaLoginSchema.parse(login.body).customToken },
		})
		expect(signedIn.status).toBe(200)
		const user = AuthUserSchema.parse((await fresh.call('GET', '/user', { token: signedIn.body.idToken })).body)
		expect(user).toMatchObject({ id: U.acmeAdmin.id, isMfaEnabled: true })
	})
})
