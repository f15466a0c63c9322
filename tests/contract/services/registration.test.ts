import { describe, expect, test } from 'vitest'
import { CompanyViewSchema } from '#app/gateway/company.server.ts'
import { CountriesSchema, RegisterReplySchema } from '#app/gateway/registration.server.ts'
import { AuthUserSchema } from '#app/gateway/user.server.ts'
import { SEED, linkParam, useTestGateway } from '#tests/fixtures/gateway.ts'
import { REGISTER_PATH, registerCompany, registrationForm, signInWithToken } from '#tests/support/registration.ts'

const { t } = useTestGateway()
const register = (overrides: Record<string, unknown>) => t.call('POST', REGISTER_PATH, { body: registrationForm(overrides) })

describe('registration', () => {
	test('registering creates the company and its admin, signs in, and sends a verification email', async () => {
		const reply = await t.call('POST', REGISTER_PATH, { body: registrationForm() })
		expect(reply.status).toBe(200)
		const { customToken } = RegisterReplySchema.parse(reply.body)
		const token = await signInWithToken(t, customToken)
		const user = AuthUserSchema.parse((await t.call('GET', '/user', { token })).body)
		expect(user).toMatchObject({
			email: 'founder@newco.test',
			name: 'Nina',
			role: 'admin',
			emailVerified: false,
			privacyPolicyConfirmedAt: null,
		})
		const company = CompanyViewSchema.parse(
			(await t.call('GET', `/customers/api/v2/company/${user.company_id}/view/admin`, { token })).body,
		)
		expect(company).toMatchObject({
			name: 'NewCo Labs',
			slug: 'newco-labs',
			country: 'US',
			ownerId: user.id,
			subscription: { type: 'FREE', hasBoost: false, trial: { status: 'available' } },
			users: { total: 1, enabled: 1, disabled: 0 },
		})

		const email = await t.latestEmail('founder@newco.test')
		expect(email).toMatchObject({ kind: 'verification', subject: 'Verify your email address' })
		expect(email!.text).toContain('http://console.test/verify_email?token=')
		const verificationToken = linkParam(email!.text, 'token')
		expect((await t.call('POST', '/api/v1/user/verify_email', { body: { token: verificationToken } })).status).toBe(204)
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).emailVerified).toBe(true)
		// The link works once.
		const again = await t.call('POST', '/api/v1/user/verify_email', { body: { token: verificationToken } })
		expect(again.status).toBe(400)
		expect(again.body.code).toBe('verification_token_expired')
		// A verified address needs no new email.
		expect((await t.call('POST', '/api/v1/user/verification_email', { token, body: { user_id: user.id } })).status).toBe(409)
	})

	test('the verification email can be resent while the address is unverified', async () => {
		const { token } = await registerCompany(t, { email: 'second@newco2.test', companyName: 'NewCo Two' })
		const user = AuthUserSchema.parse((await t.call('GET', '/user', { token })).body)
		const first = await t.latestEmail('second@newco2.test')
		expect((await t.call('POST', '/api/v1/user/verification_email', { token, body: { user_id: user.id } })).status).toBe(204)
		const second = await t.latestEmail('second@newco2.test')
		expect(second!.id).toBeGreaterThan(first!.id)
		// Nobody sends it for a user of another company.
		const acme = await t.signIn(SEED.users.acmeAdmin.email)
		expect((await t.call('POST', '/api/v1/user/verification_email', { token: acme, body: { user_id: user.id } })).status).toBe(403)
	})

	test('a used email or company name is refused with its code', async () => {
		const email = await register({ email: 'ADMIN@acme.test', companyName: 'Unique Name' })
		expect(email.status).toBe(409)
		expect(email.body.code).toBe('auth/email-already-exists')
		const name = await register({ email: 'someone@else.test', companyName: 'acme corp' })
		expect(name.status).toBe(409)
		expect(name.body.code).toBe('company_name_already_exists')
	})

	test('bad fields are a 422 that names them', async () => {
		const reply = await register({ email: 'not-an-email', password: 'weak', companyName: 'Bad/Name' })
		expect(reply.status).toBe(422)
		expect(reply.body.message).toBe('Missing or invalid request parameters: email, companyName, password.')
	})

	test('a partner id in the registration makes the company its pending customer', async () => {
		const { token, companyId } = await registerCompany(t, {
			email: 'owner@referred.test',
			companyName: 'Referred Inc',
			partner: SEED.companies.northwind,
			source: 'partner-link',
		})
		const company = CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${companyId}/view/admin`, { token })).body)
		expect(company.distribution).toMatchObject({ parentCompanyId: SEED.companies.northwind, partnerStatus: 'pending' })
	})

	test('email and company-name checks answer booleans', async () => {
		const exists = (path: string, query: Record<string, string>) => t.call('GET', path, { query }).then((r) => r.body.exists)
		expect(await exists('customers/api/v1/user/exists', { email: 'admin@acme.test' })).toBe(true)
		expect(await exists('customers/api/v1/user/exists', { email: 'ghost@acme.test' })).toBe(false)
		expect(await exists('customers/api/v1/company/exists', { name: 'GLOBEX' })).toBe(true)
		expect(await exists('customers/api/v1/company/exists', { name: 'Hooli' })).toBe(false)
	})

	test('countries are id and label pairs', async () => {
		const countries = CountriesSchema.parse((await t.call('GET', 'collections/api/v1/countries')).body)
		expect(countries.length).toBeGreaterThan(200)
		expect(countries).toContainEqual({ id: 'DE', label: 'Germany' })
	})
})
