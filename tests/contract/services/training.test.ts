import { describe, expect, test } from 'vitest'
import { CompanyViewSchema } from '#app/gateway/company.server.ts'
import { StartTrainingDataSchema, TrainingCampaignCreatedSchema } from '#app/gateway/training.server.ts'
import { dashboardInputs, dashboardState } from '#app/lib/dashboard-state.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'
import { registerCompany } from '#tests/support/registration.ts'

const { t, tokens } = useTestGateway({
	signIn: [
		'acmeAdmin',
		'globexAdmin',
		'initechAdmin',
		'fabrikamAdmin',
		'contosoAdmin',
		'wingtipAdmin',
		'coalitionAdmin',
		'acronisAdmin',
		'northwindPartner',
		'umbrellaAdmin',
	],
})

const U = SEED.users
const C = SEED.companies
const today = () => new Date().toISOString().slice(0, 10)
const annualBody = (overrides: Record<string, unknown> = {}) => ({
	name: 'Annual Training Campaign',
	totalChapters: 1,
	assignmentType: 'all',
	notificationsEnabled: true,
	startDate: today(),
	...overrides,
})
const startData = async (token: string, companyId: string) => {
	const reply = await t.call('GET', `/reports/api/v1/company/${companyId}/training/start_data`, { token })
	expect(reply.status).toBe(200)
	return StartTrainingDataSchema.parse(reply.body)
}
/** The Get-started state the console derives from the start data and the company (spec 2 §4). */
const stateOf = async (token: string, companyId: string) => {
	const company = CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${companyId}/view/admin`, { token })).body)
	return dashboardState(dashboardInputs(await startData(token, companyId), company))
}
const createAnnual = (token: string, companyId: string, body: unknown = annualBody()) =>
	t.call('POST', `/api/v1/training/company/${companyId}/campaigns/annual`, { token, body })

describe('start-training data', () => {
	test('Globex runs its annual training with learners assigned: the dashboard', async () => {
		expect(await startData(tokens.globexAdmin!, C.globex)).toEqual({
			hasActiveTraining: true,
			hasEndedTraining: false,
			// Globex's running phishing exercise (db/seed-phishing-exercise.ts).
			hasActivePhishingExerciseCampaign: true,
			hasActiveGamingCampaign: false,
			hasUsersWithTraining: true,
		})
		expect(await stateOf(tokens.globexAdmin!, C.globex)).toBe('DASHBOARD')
	})

	test("Initech's training is suspended by its expired trial, and still counts as active", async () => {
		expect(await startData(tokens.initechAdmin!, C.initech)).toMatchObject({
			hasActiveTraining: true,
			hasUsersWithTraining: true,
		})
		expect(await stateOf(tokens.initechAdmin!, C.initech)).toBe('DASHBOARD_SUSPENDED')
	})

	test('companies without any campaign start with the training', async () => {
		const none = {
			hasActiveTraining: false,
			hasEndedTraining: false,
			hasActivePhishingExerciseCampaign: false,
			hasActiveGamingCampaign: false,
			hasUsersWithTraining: false,
		}
		for (const [key, companyId] of [
			['acmeAdmin', C.acme],
			['fabrikamAdmin', C.fabrikam],
			['coalitionAdmin', C.coalition],
			['acronisAdmin', C.acronis],
		] as const) {
			expect(await startData(tokens[key]!, companyId)).toEqual(none)
			expect(await stateOf(tokens[key]!, companyId)).toBe('START_TRAINING')
		}
	})

	test('an active phishing exercise (Contoso) or gaming campaign (Wingtip) shows the dashboard', async () => {
		expect(await startData(tokens.contosoAdmin!, C.contoso)).toMatchObject({
			hasActivePhishingExerciseCampaign: true,
			hasActiveGamingCampaign: false,
			hasActiveTraining: false,
		})
		expect(await stateOf(tokens.contosoAdmin!, C.contoso)).toBe('DASHBOARD')
		expect(await startData(tokens.wingtipAdmin!, C.wingtip)).toMatchObject({
			hasActiveGamingCampaign: true,
			hasActivePhishingExerciseCampaign: false,
		})
		expect(await stateOf(tokens.wingtipAdmin!, C.wingtip)).toBe('DASHBOARD')
	})

	test("a partner reads its customer's data; another company's id is refused", async () => {
		expect((await startData(tokens.northwindPartner!, C.contoso)).hasActivePhishingExerciseCampaign).toBe(true)
		const foreign = await t.call('GET', `/reports/api/v1/company/${C.globex}/training/start_data`, {
			token: tokens.acmeAdmin,
		})
		expect(foreign.status).toBe(403)
		expect(foreign.body.code).toBe('company_not_accessible')
		const disabled = await t.call('GET', `/reports/api/v1/company/${C.umbrella}/training/start_data`, {
			token: tokens.umbrellaAdmin,
		})
		expect(disabled.body.code).toBe('company_disabled')
		expect((await t.call('GET', `/reports/api/v1/company/${C.acme}/training/start_data`)).status).toBe(401)
	})
})

describe('the annual training campaign ("Let\'s Go")', () => {
	test('assigns every enabled learner and admin, emails each of them, and moves Acme to the dashboard', async () => {
		const reply = await createAnnual(tokens.acmeAdmin!, C.acme)
		expect(reply.status).toBe(201)
		const created = TrainingCampaignCreatedSchema.parse(reply.body)
		// Acme: 40 users, one of them suspended.
		expect(created.assignedUsers).toBe(39)
		expect(created.campaignId).toMatch(/\S/)

		for (const email of [U.acmeLearner.email, U.acmeAdmin.email, 'alice.anders@acme.test']) {
			const mail = await t.latestEmail(email)
			expect(mail).toMatchObject({
				kind: 'training_assigned',
				subject: 'New training: Annual Security Awareness Training',
			})
			expect(mail!.text).toContain('Acme Corp assigned you "Annual Security Awareness Training" (Annual Training Campaign).')
			expect(mail!.text).toContain(`It starts on ${today()}`)
		}
		expect(await t.latestEmail(U.acmeSuspended.email)).toBeNull()

		expect(await startData(tokens.acmeAdmin!, C.acme)).toMatchObject({
			hasActiveTraining: true,
			hasEndedTraining: false,
			hasUsersWithTraining: true,
		})
		expect(await stateOf(tokens.acmeAdmin!, C.acme)).toBe('DASHBOARD')
	})

	test('a second annual campaign while one runs, or is suspended, is a conflict', async () => {
		const again = await createAnnual(tokens.acmeAdmin!, C.acme)
		expect(again.status).toBe(409)
		expect(again.body).toMatchObject({
			code: 'annual_training_active',
			message: 'An annual training campaign is already running for this company.',
		})
		expect((await createAnnual(tokens.globexAdmin!, C.globex)).body.code).toBe('annual_training_active')
		expect((await createAnnual(tokens.initechAdmin!, C.initech)).body.code).toBe('annual_training_active')
	})

	test('without notifications nobody is emailed', async () => {
		const reply = await createAnnual(tokens.acronisAdmin!, C.acronis, annualBody({ notificationsEnabled: false }))
		expect(reply.status).toBe(201)
		expect(reply.body.assignedUsers).toBe(8)
		expect(await t.latestEmail(U.acronisAdmin.email)).toBeNull()
	})

	test('a company with only its admin has active training but no learners yet: invite users', async () => {
		const { token, companyId } = await registerCompany(t, { email: 'solo@soloco.test', companyName: 'SoloCo' })
		expect(await stateOf(token, companyId)).toBe('START_TRAINING')
		expect((await createAnnual(token, companyId)).body.assignedUsers).toBe(1)
		expect(await startData(token, companyId)).toMatchObject({ hasActiveTraining: true, hasUsersWithTraining: false })
		expect(await stateOf(token, companyId)).toBe('INVITE_USERS')
	})

	test('a bad body is a 422 naming the fields', async () => {
		const reply = await createAnnual(
			tokens.fabrikamAdmin!,
			C.fabrikam,
			annualBody({ assignmentType: 'group', totalChapters: 0, startDate: '2026/01/01' }),
		)
		expect(reply.status).toBe(422)
		expect(reply.body.code).toBe('validation_error')
		expect(reply.body.validationResults.map((r: { field: string }) => r.field).sort()).toEqual([
			'assignmentType',
			'startDate',
			'totalChapters',
		])
		expect(reply.body.message).toMatch(/^Missing or invalid request parameters: /)
		const lastYear = await createAnnual(tokens.fabrikamAdmin!, C.fabrikam, annualBody({ startDate: '2020-01-01' }))
		expect(lastYear.status).toBe(422)
		expect(lastYear.body.validationResults).toEqual([{ field: 'startDate', message: 'The annual training starts today' }])
		// Nothing was created: Fabrikam still starts with the training.
		expect((await startData(tokens.fabrikamAdmin!, C.fabrikam)).hasActiveTraining).toBe(false)
	})

	test("another company's id is refused", async () => {
		const reply = await createAnnual(tokens.fabrikamAdmin!, C.coalition)
		expect(reply.status).toBe(403)
		expect(reply.body.code).toBe('company_not_accessible')
		expect((await startData(tokens.coalitionAdmin!, C.coalition)).hasActiveTraining).toBe(false)
	})
})
