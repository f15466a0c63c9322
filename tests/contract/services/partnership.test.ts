import { describe, expect, test } from 'vitest'
import { CompanyViewSchema } from '#app/gateway/company.server.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({
	signIn: ['fabrikamAdmin', 'contosoAdmin', 'acmeAdmin', 'northwindPartner', 'support'],
})

const C = SEED.companies
const path = (companyId: string) => `/partnership/api/v1/company/${companyId}/access_status`
const confirm = (token: string, companyId: string, body: unknown = { companyId, status: 'access' }) =>
	t.call('PATCH', path(companyId), { token, body })
const partnerStatus = async (token: string, companyId: string) =>
	CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${companyId}/view/admin`, { token })).body).distribution
		.partnerStatus

async function logInAs(partnerToken: string, companyId: string): Promise<string> {
	const { customToken } = (await t.call('GET', `/user/custom_token/${companyId}`, { token: partnerToken })).body
	return (await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: customToken } })).body.idToken
}

describe('confirming the parent company access', () => {
	test('neither the partner nor anyone logged in as the company may confirm it', async () => {
		const partner = await confirm(tokens.northwindPartner!, C.fabrikam)
		expect(partner.status).toBe(403)
		expect(partner.body.code).toBe('company_not_accessible')
		expect((await confirm(tokens.acmeAdmin!, C.fabrikam)).body.code).toBe('company_not_accessible')
		expect((await confirm(tokens.support!, C.fabrikam)).body.code).toBe('company_not_accessible')

		// Staff may log in as Fabrikam before it granted access; that session still cannot grant it.
		const lac = await logInAs(tokens.support!, C.fabrikam)
		const loggedInAs = await confirm(lac, C.fabrikam)
		expect(loggedInAs.status).toBe(403)
		expect(loggedInAs.body).toMatchObject({
			code: 'forbidden',
			message: 'Only the company itself can grant access to its parent company.',
		})
		expect(await partnerStatus(tokens.fabrikamAdmin!, C.fabrikam)).toBe('pending')
	})

	test('a bad body is a 422', async () => {
		const wrongStatus = await confirm(tokens.fabrikamAdmin!, C.fabrikam, { companyId: C.fabrikam, status: 'pending' })
		expect(wrongStatus.status).toBe(422)
		expect(wrongStatus.body.validationResults[0].field).toBe('status')
		const wrongCompany = await confirm(tokens.fabrikamAdmin!, C.fabrikam, { companyId: C.contoso, status: 'access' })
		expect(wrongCompany.status).toBe(422)
		expect(wrongCompany.body.validationResults).toEqual([{ field: 'companyId', message: 'The company id must be the one in the path' }])
	})

	test("the company's admin grants its pending parent access, once", async () => {
		// Before: the partner cannot log in as Fabrikam.
		expect((await t.call('GET', `/user/custom_token/${C.fabrikam}`, { token: tokens.northwindPartner })).body.code).toBe(
			'partner_access_not_granted',
		)
		expect((await confirm(tokens.fabrikamAdmin!, C.fabrikam)).status).toBe(204)
		expect(await partnerStatus(tokens.fabrikamAdmin!, C.fabrikam)).toBe('access')
		expect((await t.call('GET', `/user/custom_token/${C.fabrikam}`, { token: tokens.northwindPartner })).status).toBe(200)

		const again = await confirm(tokens.fabrikamAdmin!, C.fabrikam)
		expect(again.status).toBe(409)
		expect(again.body).toMatchObject({
			code: 'parent_access_not_pending',
			message: 'There is no pending access request of the parent company.',
		})
	})

	test('a company whose access is granted already, or that has no parent, has nothing to confirm', async () => {
		expect((await confirm(tokens.contosoAdmin!, C.contoso)).body.code).toBe('parent_access_not_pending')
		const noParent = await confirm(tokens.acmeAdmin!, C.acme)
		expect(noParent.status).toBe(409)
		expect(noParent.body).toMatchObject({ code: 'no_parent_company', message: 'This company has no parent company.' })
	})
})
