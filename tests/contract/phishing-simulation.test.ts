import { describe, expect, test } from 'vitest'
import { GatewayError, isNotFound } from '#app/gateway/errors.ts'
import { countExerciseUsers, listDepartmentsWithUsers, listGroupsWithUsers } from '#app/gateway/phishing-exercise.server.ts'
import {
	SIMULATION_MESSAGES as M,
	type SimulationCampaignInput,
	completeSimulationCampaign,
	createSimulationCampaign,
	deleteSimulationCampaign,
	getDedSettings,
	getSimulationCampaign,
	getSimulationSettings,
	initiateDedAuth,
	listLoginPages,
	listSimulationCalendar,
	listSimulationCampaigns,
	listSimulationTemplates,
	readFieldErrors,
	sendDedTestEmail,
	updateDedSettings,
	updateSimulationCampaign,
	updateSimulationSettings,
} from '#app/gateway/phishing-simulation.server.ts'
import { EXERCISE_SEED } from '#server/gateway/db/seed-phishing-exercise.ts'
import { SIMULATION_SEED } from '#server/gateway/db/seed-phishing-simulation.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { CONSOLE_URL, SEED, type TestGateway } from '#tests/fixtures/gateway.ts'

// The phishing simulation's campaigns, template choice, landing pages, settings and direct email
// delivery through the console's contract (app/gateway/phishing-simulation.server.ts, whose zod schemas
// parse every reply) against the reference gateway on PGlite with the seeded demo data. Campaigns are
// made here, so the assertions look for them by id (a seed may hold others).

const C = SEED.companies
const U = SEED.users
/** A day far enough ahead to be in the future, and its 9 AM in Kyiv (EET, UTC+2, in March). */
const FUTURE_DAY = '2031-03-05'
const FUTURE_NINE_KYIV = '2031-03-05T07:00:00.000Z'

let t: TestGateway
let globex = ''
let acme = ''
let learner = ''
let emailTemplates: string[] = []

useConsoleGateway(async (gateway) => {
	t = gateway
	;[globex, acme, learner] = await Promise.all([t.signIn(U.globexAdmin.email), t.signIn(U.acmeAdmin.email), t.signIn(U.acmeLearner.email)])
	const page = await listSimulationTemplates(globex, C.globex, { pageNumber: 0, pageSize: 100 })
	// The platform's: any company may send them.
	emailTemplates = page.templates.filter((tpl) => tpl.type === 'PLATFORM').map((tpl) => tpl.id)
})

const input = (overrides: Partial<SimulationCampaignInput> = {}): SimulationCampaignInput => ({
	name: 'Quarterly phishing simulation',
	templateIds: emailTemplates.slice(0, 2),
	loginPageId: 'lp_microsoft',
	usersType: 'USERS_ALL',
	selectedDepartmentsIds: [],
	selectedGroupsIds: [],
	selectedUsersIds: [],
	frequency: 'once',
	daysPerRound: 1,
	sendHour: 9,
	timezone: 'Europe/Kyiv',
	startNow: false,
	startDate: FUTURE_DAY,
	...overrides,
})

/** The 422's messages by field. */
async function refusal(promise: Promise<unknown>): Promise<Record<string, string>> {
	const error = await promise.then(
		() => null,
		(e: unknown) => e,
	)
	expect(error).toBeInstanceOf(GatewayError)
	expect((error as GatewayError).status).toBe(422)
	return readFieldErrors(error)
}

async function tabIds(token: string, companyId: string, tab: 'active' | 'drafts' | 'archived') {
	const page = await listSimulationCampaigns(token, companyId, tab, { pageNumber: 0, pageSize: 100 })
	return page.campaigns.map((c) => c.id)
}

describe('phishing simulation campaigns', () => {
	test('the landing pages are the platform four, each with a preview address; another company is refused', async () => {
		const { loginPages } = await listLoginPages(globex, C.globex)
		expect(loginPages.map((p) => p.id).sort()).toEqual(['lp_generic', 'lp_google', 'lp_microsoft', 'lp_parcel'])
		const microsoft = loginPages.find((p) => p.id === 'lp_microsoft')!
		expect(microsoft).toMatchObject({ name: 'Microsoft 365 sign-in', kind: 'microsoft' })
		expect(microsoft.previewUrl).toBe(`${CONSOLE_URL}/__gateway/phish-preview/lp_microsoft`)
		await expect(listLoginPages(acme, C.globex)).rejects.toMatchObject({ status: 403 })
	})

	test('the template choice is email templates only: the platform and the company its own, filtered and paged', async () => {
		const all = await listSimulationTemplates(globex, C.globex, { pageNumber: 0, pageSize: 100 })
		expect(all.templates.length).toBeGreaterThan(2)
		expect(all.pageInfo).toEqual({ number: 0, size: 100, totalCount: all.templates.length })
		const ids = all.templates.map((tpl) => tpl.id)
		expect(ids).toContain(EXERCISE_SEED.globexTemplates.badge)
		// An SMS template is not sent by email.
		expect(ids).not.toContain(EXERCISE_SEED.globexTemplates.parking)
		const names = all.templates.map((tpl) => tpl.name.toLowerCase())
		expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
		// Another company sees the platform's, not Globex's own.
		const acmeIds = (await listSimulationTemplates(acme, C.acme, { pageNumber: 0, pageSize: 100 })).templates.map((tpl) => tpl.id)
		expect(acmeIds).not.toContain(EXERCISE_SEED.globexTemplates.badge)
		expect(acmeIds.length).toBe(all.templates.filter((tpl) => tpl.type === 'PLATFORM').length)

		const hard = await listSimulationTemplates(globex, C.globex, { difficulty: 3, pageNumber: 0, pageSize: 100 })
		expect(hard.templates.every((tpl) => tpl.difficulty === 3)).toBe(true)
		const custom = await listSimulationTemplates(globex, C.globex, { category: 'custom', pageNumber: 0, pageSize: 100 })
		expect(custom.templates.every((tpl) => tpl.category === 'custom')).toBe(true)
		const first = all.templates[0]!
		const searched = await listSimulationTemplates(globex, C.globex, { searchText: first.name.slice(1, 6), pageNumber: 0, pageSize: 100 })
		expect(searched.templates.map((tpl) => tpl.id)).toContain(first.id)
		const paged = await listSimulationTemplates(globex, C.globex, { pageNumber: 1, pageSize: 2 })
		expect(paged.templates.map((tpl) => tpl.id)).toEqual(ids.slice(2, 4))
		expect(paged.pageInfo).toEqual({ number: 1, size: 2, totalCount: all.templates.length })
	})

	test('a draft needs only its name; it keeps what is valid, drops the rest, and lists under Drafts only', async () => {
		expect(await refusal(createSimulationCampaign(globex, C.globex, input({ name: '   ' }), { launch: false }))).toEqual({
			name: M.nameRequired,
		})
		const draft = await createSimulationCampaign(
			globex,
			C.globex,
			input({
				name: '  Draft of spring  ',
				loginPageId: 'lp_nowhere',
				startDate: 'soon',
				timezone: '',
				frequency: 'monthly',
				daysPerRound: 3,
				sendHour: 14,
			}),
			{ launch: false },
		)
		expect(draft.status).toBe('DRAFT')
		const read = await getSimulationCampaign(globex, C.globex, draft.id)
		expect(read).toMatchObject({
			name: 'Draft of spring',
			status: 'DRAFT',
			loginPageId: null,
			startDate: null,
			frequency: 'monthly',
			daysPerRound: 3,
			daysToComplete: 3,
			sendHour: 14,
			startNow: false,
			currentRound: 0,
			nextRoundAt: null,
			startedAt: null,
			score: null,
			rounds: [],
			counts: { sent: 0, opened: 0, clicked: 0, phished: 0, reported: 0 },
		})
		expect(read.templates.map((tpl) => tpl.templateId)).toEqual(emailTemplates.slice(0, 2))
		expect(read.templates.map((tpl) => tpl.orderNumber)).toEqual([1, 2])
		// A draft counts who it would send to now, none of them started.
		const learners = await countExerciseUsers(globex, C.globex)
		expect(read).toMatchObject({ total: learners, notStarted: learners, completed: 0, inProgress: 0, overdue: 0 })

		expect(await tabIds(globex, C.globex, 'drafts')).toContain(draft.id)
		expect(await tabIds(globex, C.globex, 'active')).not.toContain(draft.id)
		expect(await tabIds(globex, C.globex, 'archived')).not.toContain(draft.id)
		// Another company's campaign reads as missing; its lists do not show it.
		await expect(getSimulationCampaign(acme, C.acme, draft.id)).rejects.toSatisfy(isNotFound)
		expect(await tabIds(acme, C.acme, 'drafts')).not.toContain(draft.id)
	})

	test('a launch checks everything, with the schedule messages of spec 3 §5', async () => {
		const acmeBefore = [...(await tabIds(acme, C.acme, 'active')), ...(await tabIds(acme, C.acme, 'drafts'))]
		const empty = await refusal(
			createSimulationCampaign(
				globex,
				C.globex,
				input({ templateIds: [], loginPageId: null, timezone: '', startDate: null, usersType: 'USERS_FROM_DEPARTMENTS' }),
				{ launch: true },
			),
		)
		expect(empty).toEqual({
			templateIds: M.templatesRequired,
			loginPageId: M.loginPageRequired,
			selectedDepartmentsIds: M.departmentsRequired,
			timezone: M.timezoneRequired,
			startDate: M.dateRequired,
		})
		expect(await refusal(createSimulationCampaign(globex, C.globex, input({ startDate: '2031-02-30' }), { launch: true }))).toEqual({
			startDate: M.dateInvalid,
		})
		expect(await refusal(createSimulationCampaign(globex, C.globex, input({ startDate: '2020-01-06' }), { launch: true }))).toEqual({
			startDate: M.dateInPast,
		})
		expect(await refusal(createSimulationCampaign(globex, C.globex, input({ timezone: 'Mars/Olympus' }), { launch: true }))).toEqual({
			timezone: M.timezoneRequired,
		})
		expect(await refusal(createSimulationCampaign(globex, C.globex, input({ usersType: 'USERS_FROM_GROUPS' }), { launch: true }))).toEqual({
			selectedGroupsIds: M.groupsRequired,
		})
		expect(await refusal(createSimulationCampaign(globex, C.globex, input({ usersType: 'USERS_SELECTED' }), { launch: true }))).toEqual({
			selectedUsersIds: M.usersRequired,
		})
		// Choices outside spec 3 §9's lists.
		expect(
			await refusal(
				createSimulationCampaign(globex, C.globex, input({ frequency: 'weekly' as 'once', daysPerRound: 7, sendHour: 24 }), {
					launch: true,
				}),
			),
		).toEqual({ frequency: M.frequencyRequired, daysPerRound: M.daysPerRoundRequired, sendHour: M.sendHourRequired })
		const eleven = Array.from(
			{ length: 11 },
			(_, i) => emailTemplates[i % emailTemplates.length]! + (i >= emailTemplates.length ? `_${i}` : ''),
		)
		expect((await refusal(createSimulationCampaign(globex, C.globex, input({ templateIds: eleven }), { launch: false }))).templateIds).toBe(
			M.tooManyTemplates,
		)

		// Ids that are not the company's are refused on their field.
		const [department] = await listDepartmentsWithUsers(globex, C.globex)
		const [group] = await listGroupsWithUsers(globex, C.globex)
		const foreign = await refusal(
			createSimulationCampaign(
				acme,
				C.acme,
				input({
					usersType: 'USERS_FROM_DEPARTMENTS',
					selectedDepartmentsIds: [department!.id],
					templateIds: [EXERCISE_SEED.globexTemplates.badge],
				}),
				{ launch: true },
			),
		)
		expect(Object.keys(foreign).sort()).toEqual(['selectedDepartmentsIds', 'templateIds'])
		expect(
			Object.keys(
				await refusal(
					createSimulationCampaign(acme, C.acme, input({ usersType: 'USERS_FROM_GROUPS', selectedGroupsIds: [group!.id] }), {
						launch: true,
					}),
				),
			),
		).toEqual(['selectedGroupsIds'])
		expect(
			Object.keys(
				await refusal(
					createSimulationCampaign(acme, C.acme, input({ usersType: 'USERS_SELECTED', selectedUsersIds: [U.globexAdmin.id] }), {
						launch: true,
					}),
				),
			),
		).toEqual(['selectedUsersIds'])
		expect(
			Object.keys(await refusal(createSimulationCampaign(globex, C.globex, input({ loginPageId: 'lp_nowhere' }), { launch: true }))),
		).toEqual(['loginPageId'])
		// Nothing was saved by a refused launch.
		expect([...(await tabIds(acme, C.acme, 'active')), ...(await tabIds(acme, C.acme, 'drafts'))]).toEqual(acmeBefore)
	})

	test('a scheduled launch is QUEUED for its day at the send hour in its zone; archive, then delete', async () => {
		const [department] = await listDepartmentsWithUsers(globex, C.globex)
		const launched = await createSimulationCampaign(
			globex,
			C.globex,
			input({ name: 'Department drill', usersType: 'USERS_FROM_DEPARTMENTS', selectedDepartmentsIds: [department!.id] }),
			{ launch: true },
		)
		expect(launched.status).toBe('QUEUED')
		const read = await getSimulationCampaign(globex, C.globex, launched.id)
		expect(read).toMatchObject({
			status: 'QUEUED',
			timezone: 'Europe/Kyiv',
			startDate: FUTURE_DAY,
			nextRoundAt: FUTURE_NINE_KYIV,
			currentRound: 0,
			usersType: 'USERS_FROM_DEPARTMENTS',
			selectedDepartmentsIds: [department!.id],
			total: department!.usersCount,
			notStarted: department!.usersCount,
			completed: 0,
			score: null,
			archivedAt: null,
		})
		expect(await tabIds(globex, C.globex, 'active')).toContain(launched.id)
		expect(await tabIds(globex, C.globex, 'drafts')).not.toContain(launched.id)

		// Not a draft: no longer changed; not archived: not deleted.
		await expect(updateSimulationCampaign(globex, C.globex, launched.id, input(), { launch: false })).rejects.toMatchObject({
			status: 409,
			code: 'campaign_state',
		})
		await expect(deleteSimulationCampaign(globex, C.globex, launched.id)).rejects.toMatchObject({ status: 409 })
		// Another company cannot stop it.
		await expect(completeSimulationCampaign(acme, C.acme, launched.id)).rejects.toSatisfy(isNotFound)

		await completeSimulationCampaign(globex, C.globex, launched.id)
		const archived = await getSimulationCampaign(globex, C.globex, launched.id)
		expect(archived.status).toBe('ARCHIVED')
		expect(archived.nextRoundAt).toBeNull()
		expect(Date.now() - Date.parse(archived.archivedAt!)).toBeLessThan(60_000)
		expect(await tabIds(globex, C.globex, 'archived')).toContain(launched.id)
		expect(await tabIds(globex, C.globex, 'active')).not.toContain(launched.id)
		await expect(completeSimulationCampaign(globex, C.globex, launched.id)).rejects.toMatchObject({ status: 409 })

		await deleteSimulationCampaign(globex, C.globex, launched.id)
		await expect(getSimulationCampaign(globex, C.globex, launched.id)).rejects.toSatisfy(isNotFound)
		expect(await tabIds(globex, C.globex, 'archived')).not.toContain(launched.id)
	})

	test('a draft is continued and launched; a draft cannot be archived but can be deleted', async () => {
		const draft = await createSimulationCampaign(globex, C.globex, input({ name: 'To be continued', startDate: null }), { launch: false })
		await expect(completeSimulationCampaign(globex, C.globex, draft.id)).rejects.toMatchObject({ status: 409 })
		const saved = await updateSimulationCampaign(globex, C.globex, draft.id, input({ name: 'Continued', frequency: 'quarterly' }), {
			launch: false,
		})
		expect(saved).toEqual({ id: draft.id, status: 'DRAFT' })
		expect((await getSimulationCampaign(globex, C.globex, draft.id)).name).toBe('Continued')
		// A launch of the draft checks the rules, then queues the same campaign.
		expect(await refusal(updateSimulationCampaign(globex, C.globex, draft.id, input({ startDate: null }), { launch: true }))).toEqual({
			startDate: M.dateRequired,
		})
		const queued = await updateSimulationCampaign(globex, C.globex, draft.id, input({ frequency: 'quarterly' }), { launch: true })
		expect(queued).toEqual({ id: draft.id, status: 'QUEUED' })
		expect(await tabIds(globex, C.globex, 'active')).toContain(draft.id)
		expect(await tabIds(globex, C.globex, 'drafts')).not.toContain(draft.id)

		const other = await createSimulationCampaign(globex, C.globex, input({ name: 'Thrown away' }), { launch: false })
		await deleteSimulationCampaign(globex, C.globex, other.id)
		await expect(getSimulationCampaign(globex, C.globex, other.id)).rejects.toSatisfy(isNotFound)
	})

	test('a launch with startNow is due at once: the sender is asked to begin it', async () => {
		const before = Date.now()
		const launched = await createSimulationCampaign(globex, C.globex, input({ name: 'Right now', startNow: true, startDate: null }), {
			launch: true,
		})
		const read = await getSimulationCampaign(globex, C.globex, launched.id)
		expect(read.startNow).toBe(true)
		// Its start day is today in its zone.
		expect(read.startDate).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date()))
		if (read.status === 'QUEUED') {
			// Not begun (yet): due now.
			expect(Date.parse(read.nextRoundAt!)).toBeLessThanOrEqual(Date.now())
			expect(Date.parse(read.nextRoundAt!)).toBeGreaterThanOrEqual(before - 1000)
		} else {
			// The sender (phishing-simulation-sending.ts) began the first round during the launch.
			expect(read.status).toBe('IN_PROGRESS')
			expect(read.currentRound).toBe(1)
			expect(Date.parse(read.startedAt!)).toBeLessThanOrEqual(Date.now())
		}
		await completeSimulationCampaign(globex, C.globex, launched.id)
	})

	test('the tabs page with number, size and totalCount', async () => {
		const before = (await listSimulationCampaigns(acme, C.acme, 'drafts', { pageNumber: 0, pageSize: 1 })).pageInfo.totalCount
		for (const name of ['Paged A', 'Paged B', 'Paged C'])
			await createSimulationCampaign(acme, C.acme, input({ name, templateIds: [] }), { launch: false })
		const first = await listSimulationCampaigns(acme, C.acme, 'drafts', { pageNumber: 0, pageSize: 2 })
		const second = await listSimulationCampaigns(acme, C.acme, 'drafts', { pageNumber: 1, pageSize: 2 })
		expect(first.pageInfo).toEqual({ number: 0, size: 2, totalCount: before + 3 })
		expect(first.campaigns).toHaveLength(2)
		expect(second.pageInfo.number).toBe(1)
		// Last changed first.
		expect([...first.campaigns, ...second.campaigns].slice(0, 3).map((c) => c.name)).toEqual(['Paged C', 'Paged B', 'Paged A'])
	})

	test('the seeded campaigns: rounds and score of a running one, a partner campaign shared to a customer', async () => {
		const quarterly = (await listSimulationCampaigns(globex, C.globex, 'active', { pageNumber: 0, pageSize: 100 })).campaigns.find(
			(c) => c.id === SIMULATION_SEED.campaigns.globexQuarterly,
		)!
		expect(quarterly).toMatchObject({ status: 'IN_PROGRESS', frequency: 'quarterly', parentCampaignName: null, sharedCount: 0 })
		expect(quarterly.currentRound).toBeGreaterThan(1)
		const detail = await getSimulationCampaign(globex, C.globex, quarterly.id)
		expect(detail.rounds.map((r) => r.roundNumber)).toEqual(Array.from({ length: quarterly.currentRound }, (_, i) => i + 1))
		const last = detail.rounds.at(-1)!
		expect(quarterly.total).toBe(last.recipientsCount)
		expect(quarterly.completed).toBe(last.sentCount)
		expect(quarterly.completed + quarterly.inProgress + quarterly.overdue).toBe(quarterly.total)
		expect(quarterly.score).toBe(Math.round((100 * (detail.counts.sent - detail.counts.phished)) / detail.counts.sent))
		expect(detail.counts.sent).toBe(detail.rounds.reduce((sum, r) => sum + r.sentCount, 0))

		const [northwind, contoso] = await Promise.all([t.signIn(U.northwindPartner.email), t.signIn(U.contosoAdmin.email)])
		const parent = await getSimulationCampaign(northwind, C.northwind, SIMULATION_SEED.campaigns.northwindBaseline)
		expect(parent.sharedCount).toBe(1)
		const clone = await getSimulationCampaign(contoso, C.contoso, SIMULATION_SEED.campaigns.contosoClone)
		expect(clone.parentCampaignName).toBe(SIMULATION_SEED.names.northwindBaseline)
		// The draft and the queued one sit in their tabs.
		expect(await tabIds(globex, C.globex, 'drafts')).toContain(SIMULATION_SEED.campaigns.globexDraft)
		expect(await tabIds(globex, C.globex, 'active')).toContain(SIMULATION_SEED.campaigns.globexQueued)
		expect(await tabIds(globex, C.globex, 'archived')).toContain(SIMULATION_SEED.campaigns.globexFinance)
	})

	test('the calendar lists the rounds that start in the range, planned ones included', async () => {
		const monthly = await createSimulationCampaign(globex, C.globex, input({ name: 'Monthly calendar', frequency: 'monthly' }), {
			launch: true,
		})
		const { campaigns } = await listSimulationCalendar(globex, C.globex, { dateFrom: '2031-03-01', dateTo: '2031-05-31' })
		const entry = campaigns.find((c) => c.id === monthly.id)
		expect(entry?.rounds).toEqual([
			{ roundNumber: 1, startsAt: FUTURE_NINE_KYIV },
			// Summer time in Kyiv from the end of March: 9 AM is 06:00 UTC.
			{ roundNumber: 2, startsAt: '2031-04-05T06:00:00.000Z' },
			{ roundNumber: 3, startsAt: '2031-05-05T06:00:00.000Z' },
		])
		const before = await listSimulationCalendar(globex, C.globex, { dateFrom: '2031-01-01', dateTo: '2031-02-28' })
		expect(before.campaigns.map((c) => c.id)).not.toContain(monthly.id)
		await expect(listSimulationCalendar(globex, C.globex, { dateFrom: '2031-01-01', dateTo: '2033-01-01' })).rejects.toMatchObject({
			status: 422,
		})
		await completeSimulationCampaign(globex, C.globex, monthly.id)
	})

	test('a learner and another company are refused', async () => {
		await expect(listSimulationCampaigns(learner, C.acme, 'active', { pageNumber: 0, pageSize: 10 })).rejects.toMatchObject({ status: 403 })
		await expect(createSimulationCampaign(learner, C.acme, input(), { launch: false })).rejects.toMatchObject({ status: 403 })
		await expect(getSimulationSettings(learner, C.acme)).rejects.toMatchObject({ status: 403 })
		await expect(listSimulationCampaigns(acme, C.globex, 'active', { pageNumber: 0, pageSize: 10 })).rejects.toMatchObject({ status: 403 })
	})
})

describe('phishing simulation settings and direct email delivery', () => {
	test('the report button settings round-trip, with the email and folder rules', async () => {
		expect(await getSimulationSettings(globex, C.globex)).toEqual({
			xTestPhish: false,
			email: '',
			gwReportAction: 'MOVE_TO_TRASH',
			msReportAction: 'MOVE_TO_TRASH',
			folderId: '',
		})
		const base = {
			xTestPhish: true,
			email: 'not-an-email',
			gwReportAction: 'KEEP_IN_INBOX',
			msReportAction: 'MOVE_TO_TRASH',
			folderId: '',
		} as const
		expect(await refusal(updateSimulationSettings(globex, C.globex, base))).toEqual({ email: M.emailFormat })
		expect(
			await refusal(updateSimulationSettings(globex, C.globex, { ...base, email: 'soc@globex.test', msReportAction: 'MOVE_TO_FOLDER' })),
		).toEqual({ folderId: M.folderIdRequired })
		const saved = await updateSimulationSettings(globex, C.globex, {
			...base,
			email: 'SOC@globex.test',
			msReportAction: 'MOVE_TO_FOLDER',
			folderId: 'Reported phishing',
		})
		expect(saved).toEqual({
			xTestPhish: true,
			email: 'soc@globex.test',
			gwReportAction: 'KEEP_IN_INBOX',
			msReportAction: 'MOVE_TO_FOLDER',
			folderId: 'Reported phishing',
		})
		expect(await getSimulationSettings(globex, C.globex)).toEqual(saved)
		// Clearing the forwarding address is allowed; another company's settings are its own.
		expect((await updateSimulationSettings(globex, C.globex, { ...saved, email: '' })).email).toBe('')
		expect((await getSimulationSettings(acme, C.acme)).xTestPhish).toBe(false)
	})

	test('the DED settings round-trip; the test email needs an address and goes to the outbox', async () => {
		expect(await getDedSettings(acme, C.acme)).toEqual({
			isGmailDedEnabled: false,
			isMicrosoftDedEnabled: false,
			testEmail: '',
			authorizedDomains: [],
		})
		expect(await refusal(sendDedTestEmail(acme, C.acme))).toEqual({ testEmail: M.testEmailRequired })
		expect(
			await refusal(updateDedSettings(acme, C.acme, { isGmailDedEnabled: true, isMicrosoftDedEnabled: false, testEmail: 'nope@' })),
		).toEqual({ testEmail: M.emailFormat })
		const saved = await updateDedSettings(acme, C.acme, { isGmailDedEnabled: true, isMicrosoftDedEnabled: true, testEmail: 'it@acme.test' })
		expect(saved).toMatchObject({ isGmailDedEnabled: true, isMicrosoftDedEnabled: true, testEmail: 'it@acme.test' })
		expect(await getDedSettings(acme, C.acme)).toEqual(saved)
		// The report button settings were not touched by the DED ones.
		expect((await getSimulationSettings(acme, C.acme)).gwReportAction).toBe('MOVE_TO_TRASH')

		await sendDedTestEmail(acme, C.acme)
		const email = await t.latestEmail('it@acme.test')
		expect(email?.kind).toBe('phishing_simulation_ded_test')
		expect(email?.text).toContain('direct email delivery works')
	})

	test('a DED authorisation is the caller own; the test provider consent authorises the domain once', async () => {
		await expect(initiateDedAuth(globex, C.globex, U.globexAuditor.id, { domain: 'globex.test' })).rejects.toMatchObject({ status: 403 })
		expect(await refusal(initiateDedAuth(globex, C.globex, U.globexAdmin.id, { domain: 'not a domain' }))).toEqual({
			domain: M.domainInvalid,
		})
		const { authorizationUrl } = await initiateDedAuth(globex, C.globex, U.globexAdmin.id, { domain: 'Mail.Globex.test' })
		expect(authorizationUrl).toMatch(new RegExp(`^${CONSOLE_URL}/__gateway/ded/consent/[\\w-]{20,}$`))
		const path = new URL(authorizationUrl).pathname

		const consent = await t.gateway.fetch(new Request(authorizationUrl))
		expect(consent.status).toBe(200)
		const text = await consent.text()
		expect(text).toContain('Allow direct email delivery for mail.globex.test?')
		expect(text).toContain(`action="${path}/allow"`)

		// A cross-site post is refused and changes nothing.
		const cross = await t.postForm(`${path}/allow`, {}, { Origin: 'https://evil.test', 'Sec-Fetch-Site': 'cross-site' })
		expect(cross.status).toBe(403)
		expect((await getDedSettings(globex, C.globex)).authorizedDomains).toEqual([])

		const allowed = await t.postForm(`${path}/allow`, {})
		expect(allowed.status).toBe(303)
		expect(allowed.headers.get('location')).toBe(`${CONSOLE_URL}/phishing-simulation/settings/direct-email-delivery?ded=authorized`)
		expect((await getDedSettings(globex, C.globex)).authorizedDomains).toEqual(['mail.globex.test'])
		// Single use.
		expect((await t.postForm(`${path}/allow`, {})).status).toBe(404)
		expect((await t.gateway.fetch(new Request(authorizationUrl))).status).toBe(404)

		// Deny ends a request without authorising.
		const second = await initiateDedAuth(globex, C.globex, U.globexAdmin.id, { domain: 'other.globex.test' })
		const denied = await t.postForm(`${new URL(second.authorizationUrl).pathname}/deny`, {})
		expect(denied.headers.get('location')).toBe(`${CONSOLE_URL}/phishing-simulation/settings/direct-email-delivery?ded=denied`)
		expect((await getDedSettings(globex, C.globex)).authorizedDomains).toEqual(['mail.globex.test'])
	})
})

describe('direct email delivery without the test provider', () => {
	let contoso = ''
	useConsoleGateway(
		async (gateway) => {
			contoso = await gateway.signIn(U.contosoAdmin.email)
		},
		{ testPages: ['mailbox'] },
	)

	test('initiating answers 503 ded_not_configured', async () => {
		await expect(initiateDedAuth(contoso, C.contoso, U.contosoAdmin.id, { domain: 'contoso.test' })).rejects.toMatchObject({
			status: 503,
			code: 'ded_not_configured',
			message: M.dedNotConfigured,
		})
	})
})

describe('a campaign list row once its round has begun', () => {
	const DAY = 86_400_000
	let clock = new Date()
	let admin: () => Promise<string>
	useConsoleGateway(
		(gateway) => {
			admin = () => gateway.signIn(U.globexAdmin.email)
		},
		{ now: () => clock },
	)

	test('sent emails complete, unsent ones are in progress within the window and overdue after it; archiving stops the clock', async () => {
		clock = new Date(Date.now() - 10 * DAY)
		let token = await admin()
		const remote = (await listGroupsWithUsers(token, C.globex)).find((g) => g.name === 'Remote')!
		expect(remote.usersCount).toBeGreaterThan(1)
		const launch = (name: string) =>
			createSimulationCampaign(
				token,
				C.globex,
				input({ name, usersType: 'USERS_FROM_GROUPS', selectedGroupsIds: [remote.id], startNow: true, startDate: null }),
				{ launch: true },
			)
		const row = async (id: string, tab: 'active' | 'archived' = 'active') =>
			(await listSimulationCampaigns(token, C.globex, tab, { pageNumber: 0, pageSize: 100 })).campaigns.find((c) => c.id === id)!

		const { id } = await launch('Remote round')
		const begun = await row(id)
		// The launch asked the sender to begin the round: its first email went at once, the rest spread over the day.
		expect(begun).toMatchObject({ status: 'IN_PROGRESS', currentRound: 1, total: remote.usersCount, notStarted: 0, overdue: 0, score: 100 })
		expect(begun.completed).toBeGreaterThanOrEqual(1)
		expect(begun.completed).toBeLessThan(remote.usersCount)
		expect(begun.inProgress).toBe(remote.usersCount - begun.completed)
		expect(Date.parse(begun.startedAt!)).toBe(clock.getTime())
		const detail = await getSimulationCampaign(token, C.globex, id)
		expect(detail.rounds).toHaveLength(1)
		expect(detail.rounds[0]).toMatchObject({ roundNumber: 1, recipientsCount: remote.usersCount, sentCount: begun.completed })
		expect(detail.counts.sent).toBe(begun.completed)

		// Three days on, nothing more sent (no background round here): the rest is overdue.
		clock = new Date(clock.getTime() + 3 * DAY)
		token = await admin()
		expect(await row(id)).toMatchObject({ completed: begun.completed, inProgress: 0, overdue: remote.usersCount - begun.completed })

		// A campaign archived inside its window keeps its figures as they were then.
		const stopped = await launch('Stopped early')
		const early = await row(stopped.id)
		await completeSimulationCampaign(token, C.globex, stopped.id)
		clock = new Date()
		token = await admin()
		expect(await row(stopped.id, 'archived')).toMatchObject({
			status: 'ARCHIVED',
			completed: early.completed,
			inProgress: early.inProgress,
			overdue: 0,
			nextRoundAt: null,
		})
	})
})
