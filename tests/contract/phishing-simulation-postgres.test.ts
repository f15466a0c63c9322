import { afterAll, describe, expect, test } from 'vitest'
import { isNotFound } from '#app/gateway/errors.ts'
import { listDepartmentsWithUsers } from '#app/gateway/phishing-exercise.server.ts'
import {
	completeSimulationCampaign,
	createSimulationCampaign,
	deleteSimulationCampaign,
	getDedSettings,
	getSimulationCampaign,
	getSimulationSettings,
	initiateDedAuth,
	listSimulationCalendar,
	listSimulationCampaigns,
	listSimulationTemplates,
	updateDedSettings,
	updateSimulationSettings,
} from '#app/gateway/phishing-simulation.server.ts'
import { registerEmbeddedGateway } from '#app/gateway/transport.server.ts'
import { SIMULATION_SEED } from '#server/gateway/db/seed-phishing-simulation.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The phishing simulation's campaigns and settings on a PostgreSQL server (TEST_DATABASE_URL), through the
// console's contract: the migration and seed, the list rows' round figures (a filtered count against a
// timestamptz parameter), a launch for a department begun at once, the calendar, the settings' upsert and
// the DED consent.

describe.skipIf(!POSTGRES_URL)('phishing simulation campaigns and settings on PostgreSQL', () => {
	const C = SEED.companies
	let t: TestGateway
	let globex = ''
	const savedUrl = process.env.GATEWAY_URL

	usePostgresGateway('phishing_simulation', async (gateway) => {
		t = gateway
		delete process.env.GATEWAY_URL
		registerEmbeddedGateway(gateway.gateway.fetch)
		globex = await gateway.signIn(SEED.users.globexAdmin.email)
	})
	afterAll(() => {
		registerEmbeddedGateway(null)
		if (savedUrl !== undefined) process.env.GATEWAY_URL = savedUrl
	})

	test('seeded rows read their round figures; a department launch begins at once; archive and delete', async () => {
		const active = await listSimulationCampaigns(globex, C.globex, 'active', { pageNumber: 0, pageSize: 100 })
		const quarterly = active.campaigns.find((c) => c.id === SIMULATION_SEED.campaigns.globexQuarterly)!
		expect(quarterly.total).toBeGreaterThan(0)
		expect(quarterly.completed + quarterly.inProgress + quarterly.overdue).toBe(quarterly.total)
		expect(quarterly.score).not.toBeNull()

		const templates = (await listSimulationTemplates(globex, C.globex, { pageNumber: 0, pageSize: 3, category: 'corporate' })).templates
		const [department] = await listDepartmentsWithUsers(globex, C.globex)
		const { id, status } = await createSimulationCampaign(
			globex,
			C.globex,
			{
				name: 'Department check',
				templateIds: templates.map((tpl) => tpl.id),
				loginPageId: 'lp_google',
				usersType: 'USERS_FROM_DEPARTMENTS',
				selectedDepartmentsIds: [department!.id],
				selectedGroupsIds: [],
				selectedUsersIds: [],
				frequency: 'monthly',
				daysPerRound: 2,
				sendHour: 10,
				timezone: 'America/New_York',
				startNow: true,
				startDate: null,
			},
			{ launch: true },
		)
		expect(status).toBe('IN_PROGRESS')
		const read = await getSimulationCampaign(globex, C.globex, id)
		expect(read).toMatchObject({ currentRound: 1, total: department!.usersCount, notStarted: 0, overdue: 0 })
		expect(read.completed + read.inProgress).toBe(department!.usersCount)
		expect(Date.parse(read.nextRoundAt!)).toBeGreaterThan(Date.now())

		const from = new Date().toISOString().slice(0, 10)
		const to = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10)
		const { campaigns } = await listSimulationCalendar(globex, C.globex, { dateFrom: from, dateTo: to })
		expect(campaigns.find((c) => c.id === id)?.rounds.map((r) => r.roundNumber)).toEqual([1, 2, 3])

		await completeSimulationCampaign(globex, C.globex, id)
		await deleteSimulationCampaign(globex, C.globex, id)
		await expect(getSimulationCampaign(globex, C.globex, id)).rejects.toSatisfy(isNotFound)
	})

	test('settings are stored once per company and read back; a DED consent authorises its domain', async () => {
		const saved = await updateSimulationSettings(globex, C.globex, {
			xTestPhish: true,
			email: 'soc@globex.test',
			gwReportAction: 'MOVE_TO_FOLDER',
			msReportAction: 'KEEP_IN_INBOX',
			folderId: 'Phishing',
		})
		expect(await getSimulationSettings(globex, C.globex)).toEqual(saved)
		await updateDedSettings(globex, C.globex, { isGmailDedEnabled: true, isMicrosoftDedEnabled: false, testEmail: '' })
		expect(await getSimulationSettings(globex, C.globex)).toEqual(saved)

		const { authorizationUrl } = await initiateDedAuth(globex, C.globex, SEED.users.globexAdmin.id, { domain: 'globex.test' })
		const allowed = await t.postForm(`${new URL(authorizationUrl).pathname}/allow`, {})
		expect(allowed.status).toBe(303)
		expect(await getDedSettings(globex, C.globex)).toEqual({
			isGmailDedEnabled: true,
			isMicrosoftDedEnabled: false,
			testEmail: '',
			authorizedDomains: ['globex.test'],
		})
	})
})
