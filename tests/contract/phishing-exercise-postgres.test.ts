import { afterAll, describe, expect, test } from 'vitest'
import { isNotFound } from '#app/gateway/errors.ts'
import {
	EXERCISE_MESSAGES,
	createCampaign,
	createTemplate,
	deleteTemplate,
	getCampaign,
	getReportList,
	getReportStatistics,
	listAvailablePacks,
	listGroupsWithUsers,
	listTemplates,
	openReportCsv,
	updateCampaign,
} from '#app/gateway/phishing-exercise.server.ts'
import { registerEmbeddedGateway } from '#app/gateway/transport.server.ts'
import { EXERCISE_SEED } from '#server/gateway/db/seed-phishing-exercise.ts'
import { POSTGRES_URL, SEED, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The phishing exercise on a PostgreSQL server (TEST_DATABASE_URL), through the console's contract: the
// migration and seed, the "used by an active campaign" subquery, sorting, a launch to a group and its report.

describe.skipIf(!POSTGRES_URL)('phishing exercise on PostgreSQL', () => {
	const C = SEED.companies
	const X = EXERCISE_SEED
	let globex = ''
	let acme = ''
	const savedUrl = process.env.GATEWAY_URL

	usePostgresGateway('phishing_exercise', async (gateway) => {
		delete process.env.GATEWAY_URL
		registerEmbeddedGateway(gateway.gateway.fetch)
		globex = await gateway.signIn(SEED.users.globexAdmin.email)
		acme = await gateway.signIn(SEED.users.acmeAdmin.email)
	})
	afterAll(() => {
		registerEmbeddedGateway(null)
		if (savedUrl !== undefined) process.env.GATEWAY_URL = savedUrl
	})

	test('seeded packs and templates; names sort case-insensitively; a template in use is not deleted', async () => {
		const packs = await listAvailablePacks(globex, C.globex)
		expect(packs.length).toBeGreaterThanOrEqual(7)
		const page = await listTemplates(globex, C.globex, { pageNumber: 0, pageSize: 100, order: 'asc', orderBy: 'name' })
		const names = page.templates.map((t) => t.name.toLowerCase())
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
		expect(page.templates.find((t) => t.id === X.globexTemplates.badge)?.isUsedInActiveCampaign).toBe(true)
		await expect(deleteTemplate(globex, C.globex, X.globexTemplates.badge)).rejects.toMatchObject({
			status: 409,
			message: EXERCISE_MESSAGES.templateInUse,
		})
		await expect(deleteTemplate(acme, C.acme, X.globexTemplates.badge)).rejects.toSatisfy(isNotFound)
	})

	test('a new template is sanitised on store; a campaign with it for a group reports its learners', async () => {
		const template = await createTemplate(globex, C.globex, {
			name: 'Shared drive',
			layoutType: 'EMAIL',
			subject: 'A file was shared with you',
			fromName: 'Drive',
			fromEmail: 'drive@share-example.com',
			fromPhone: null,
			legend: 'A colleague you do not know shares a file.',
			html: '<p onclick="x()">Open the shared file</p><a href="https://evil.example">Open</a><img src="http://evil.example/a.png"><style>p{background:url(http://evil.example/b.png)}</style>',
			designData: null,
			answers: [
				{ name: 'CALL_AND_VERIFY', status: 'PARTIAL', description: 'a' },
				{ name: 'CHECK_OFFICIAL_APP', status: 'PARTIAL', description: 'b' },
				{ name: 'REPORT_PHISHING', status: 'CORRECT', description: 'c' },
				{ name: 'LOOKS_LEGIT', status: 'WRONG', description: 'd' },
			],
			callouts: [{ anchor: 'body-1', anchorText: 'shared file', description: 'Unexpected share.', orderNumber: 1, place: 'BODY' }],
		})
		expect(template.html).not.toMatch(/onclick|https?:|url\(|<a[\s>]/i)

		const remote = (await listGroupsWithUsers(globex, C.globex)).find((g) => g.name === 'Remote')!
		const campaign = await createCampaign(globex, C.globex, {
			name: 'Remote workers',
			startedAt: null,
			daysToComplete: 7,
			notification: { isEnabled: false, subject: '', message: '' },
			usersType: 'USERS_FROM_GROUPS',
			selectedDepartmentsIds: [],
			selectedGroupsIds: [remote.id],
			selectedUsersIds: [],
			packId: null,
			templates: [{ orderNumber: 1, templateId: template.id }],
		})
		expect(campaign.assignments.total).toBe(remote.usersCount)
		await expect(
			updateCampaign(globex, C.globex, campaign.id, {
				daysToComplete: 7,
				notification: { isEnabled: false, subject: '', message: '' },
				usersType: 'USERS_FROM_GROUPS',
				selectedDepartmentsIds: [],
				selectedGroupsIds: [],
				selectedUsersIds: [],
			}),
		).rejects.toMatchObject({ status: 409, code: 'campaign_locked' })
		expect((await getCampaign(globex, C.globex, campaign.id)).selectedGroups).toEqual([{ id: remote.id, name: 'Remote' }])
		await expect(deleteTemplate(globex, C.globex, template.id)).rejects.toMatchObject({ status: 409 })

		const stats = await getReportStatistics(globex, C.globex, campaign.id)
		expect(stats.statistic.statuses.NOT_STARTED).toBe(remote.usersCount)
		const rows = await getReportList(globex, C.globex, campaign.id, 'groups', {
			pageNumber: 0,
			pageSize: 10,
			order: 'asc',
			orderBy: 'completionPercentage',
			groups: [remote.id],
		})
		expect(rows.rows).toEqual([expect.objectContaining({ id: remote.id, learners: remote.usersCount, notStarted: remote.usersCount })])
		const csv = await (
			await openReportCsv(globex, C.globex, X.campaigns.archived, { list: 'users' }, { order: 'desc', orderBy: 'status' })
		).text()
		const archivedStats = await getReportStatistics(globex, C.globex, X.campaigns.archived)
		expect(csv.trim().split('\r\n')).toHaveLength(archivedStats.statistic.total.learners + 1)
	})
})
