import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { GatewayError, isNotFound, isNotFoundOrForbidden } from '#app/gateway/errors.ts'
import {
	ACTIVE_TAB_STATUSES,
	EXERCISE_MESSAGES,
	type TemplateInput,
	archiveCampaign,
	countExerciseUsers,
	countUsersByDepartments,
	createCampaign,
	createTemplate,
	deleteCampaign,
	deleteTemplate,
	getCampaign,
	getReportList,
	getReportStatistics,
	getTemplate,
	getTemplateUsersReport,
	getUserTemplatesReport,
	listActiveCampaigns,
	listArchivedCampaigns,
	listAvailablePacks,
	listDepartmentsWithUsers,
	listExerciseUsers,
	listPackTemplates,
	listReportDepartments,
	listTemplates,
	openReportCsv,
	readFieldErrors,
	updateCampaign,
	updateTemplate,
} from '#app/gateway/phishing-exercise.server.ts'
import { users } from '#server/gateway/db/schema.ts'
import { EXERCISE_SEED } from '#server/gateway/db/seed-phishing-exercise.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { SEED, type TestGateway } from '#tests/fixtures/gateway.ts'

// The phishing exercise through the console's contract (app/gateway/phishing-exercise.server.ts, whose
// zod schemas parse every reply) against the reference gateway on PGlite, with the seeded demo data
// (db/seed-phishing-exercise.ts): packs, templates, campaigns in every state and Globex's results.

const C = SEED.companies
const X = EXERCISE_SEED
let t: TestGateway
let globex = ''
let acme = ''

useConsoleGateway(async (gateway) => {
	t = gateway
	globex = await t.signIn(SEED.users.globexAdmin.email)
	acme = await t.signIn(SEED.users.acmeAdmin.email)
})

/** A tiny PNG (the signature and an IHDR chunk are all the gateway reads). */
const PNG = new Uint8Array([
	0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
])

const emailTemplate = (overrides: Partial<TemplateInput> = {}): TemplateInput => ({
	name: 'Invoice Overdue',
	layoutType: 'EMAIL',
	subject: 'Your invoice is overdue',
	fromName: 'Accounts Team',
	fromEmail: 'accounts@billing-example.com',
	fromPhone: null,
	legend: 'You receive an invoice reminder from a supplier you do not know.',
	html: '<html><head><style>@import url(https://evil.example/x.css); p{color:#333}</style></head><body><p>Please pay the overdue invoice today.</p><a href="javascript:alert(1)">Pay now</a><img src="https://tracker.example/p.gif" onerror="alert(1)"><script>alert(1)</script><svg onload="alert(1)"></svg><meta http-equiv="refresh" content="0;url=https://evil.example"></body></html>',
	designData: { pages: [{ component: 'x' }] },
	answers: [
		{ name: 'CALL_AND_VERIFY', status: 'PARTIAL', description: 'Call the supplier first.' },
		{ name: 'CHECK_OFFICIAL_APP', status: 'PARTIAL', description: 'Check your accounts app.' },
		{ name: 'REPORT_PHISHING', status: 'CORRECT', description: 'Report it.' },
		{ name: 'LOOKS_LEGIT', status: 'WRONG', description: 'It is not.' },
	],
	callouts: [
		{ anchor: 'header', anchorText: '', description: 'Unknown sender domain.', orderNumber: 0, place: 'HEADER' },
		{ anchor: 'body-1', anchorText: 'overdue invoice today', description: 'Urgency.', orderNumber: 1, place: 'BODY' },
	],
	...overrides,
})

describe('packs and templates', () => {
	test('at least seven packs over the three difficulties, each with email and SMS templates', async () => {
		const packs = await listAvailablePacks(globex, C.globex)
		expect(packs.length).toBeGreaterThanOrEqual(7)
		expect(new Set(packs.map((p) => p.difficulty))).toEqual(new Set([1, 2, 3]))
		expect(packs.map((p) => p.name)).toContain('Banking & Payments')
		for (const pack of packs) {
			expect(pack.templatesTotalCount).toBe(pack.templates.length)
			expect(pack.templatesEmailCount + pack.templatesSmsCount).toBe(pack.templatesTotalCount)
			// Each platform pack and template has its picture (db/seed-thumbnails.ts).
			expect(pack.thumbnail).toMatch(/^data:image\/svg\+xml;/)
		}
		expect(packs.some((p) => p.templatesEmailCount > 0 && p.templatesSmsCount > 0)).toBe(true)
		const page = await listPackTemplates(globex, C.globex, X.packs.executive, { pageNumber: 0, pageSize: 2 })
		expect(page.templates).toHaveLength(2)
		expect(page.pageInfo.totalItems).toBe(page.pack.templatesTotalCount)
		const template = await getTemplate(globex, C.globex, page.templates[0]!.id)
		expect(template.answers.map((a) => a.name)).toEqual(['CALL_AND_VERIFY', 'CHECK_OFFICIAL_APP', 'REPORT_PHISHING', 'LOOKS_LEGIT'])
		expect(template.answers.some((a) => a.status === 'CORRECT')).toBe(true)
		expect(template.callouts[0]).toMatchObject({ place: 'HEADER', orderNumber: 0 })
		expect(template.type).toBe('PLATFORM')
		expect(template.thumbnailUrl).toMatch(/^data:image\/svg\+xml;/)
		expect(template.isEditable).toBe(false)
	})

	test('the template list: newest first by default, by name, a name search, pages; a company sees only its own custom ones', async () => {
		const first = await listTemplates(globex, C.globex, { pageNumber: 0, pageSize: 25, order: 'desc', orderBy: 'updatedAt' })
		const dates = first.templates.map((tpl) => tpl.updatedAt)
		expect(dates).toEqual([...dates].sort().reverse())
		const byName = await listTemplates(globex, C.globex, { pageNumber: 0, pageSize: 5, order: 'asc', orderBy: 'name' })
		const names = byName.templates.map((tpl) => tpl.name.toLowerCase())
		expect(names).toEqual([...names].sort())
		expect(byName.pageInfo.totalItems).toBe(first.pageInfo.totalItems)
		expect(byName.pageInfo.totalPages).toBe(Math.ceil(first.pageInfo.totalItems / 5))
		const badge = await listTemplates(globex, C.globex, {
			pageNumber: 0,
			pageSize: 25,
			order: 'desc',
			orderBy: 'updatedAt',
			name: 'badge ren',
		})
		expect(badge.templates.map((tpl) => tpl.id)).toEqual([X.globexTemplates.badge])
		expect(badge.templates[0]).toMatchObject({ type: 'CUSTOM', isEditable: true, isUsedInActiveCampaign: true, companyId: C.globex })
		const acmeSees = await listTemplates(acme, C.acme, {
			pageNumber: 0,
			pageSize: 25,
			order: 'desc',
			orderBy: 'updatedAt',
			name: 'badge ren',
		})
		expect(acmeSees.templates).toEqual([])
	})

	test("another company's template is not found; another company's path is refused", async () => {
		await expect(getTemplate(acme, C.acme, X.globexTemplates.badge)).rejects.toSatisfy(isNotFound)
		await expect(deleteTemplate(acme, C.acme, X.globexTemplates.badge)).rejects.toSatisfy(isNotFound)
		await expect(listTemplates(acme, C.globex, { pageNumber: 0, pageSize: 5, order: 'desc', orderBy: 'updatedAt' })).rejects.toSatisfy(
			isNotFoundOrForbidden,
		)
	})

	test('a created email template is stored sanitised, with its thumbnail; it can be changed and deleted', async () => {
		const created = await createTemplate(globex, C.globex, emailTemplate({ thumbnail: new Blob([PNG], { type: 'image/png' }) }))
		expect(created).toMatchObject({ type: 'CUSTOM', isEditable: true, companyId: C.globex, layoutType: 'EMAIL', difficulty: 1 })
		expect(created.html).not.toMatch(/<script|onerror|onload|javascript:|<svg|<meta|https?:|@import|<a[\s>]/i)
		expect(created.html).toContain('<span>Pay now</span>')
		expect(created.html).toContain('p{color:#333}')
		expect(created.designData).toEqual({ pages: [{ component: 'x' }] })
		expect(created.thumbnailUrl).toMatch(/\/__gateway\/exercise-thumbnails\/thm_/)
		const image = await t.gateway.fetch(new Request(new URL(new URL(created.thumbnailUrl!).pathname, 'http://gateway.internal')))
		expect(image.status).toBe(200)
		expect(image.headers.get('content-type')).toBe('image/png')

		const updated = await updateTemplate(globex, C.globex, created.id, {
			...emailTemplate({ name: 'Invoice Overdue (v2)' }),
			isDeleteThumbnail: true,
		})
		expect(updated.name).toBe('Invoice Overdue (v2)')
		expect(updated.thumbnailUrl).toBeNull()

		await deleteTemplate(globex, C.globex, created.id)
		await expect(getTemplate(globex, C.globex, created.id)).rejects.toSatisfy(isNotFound)
	})

	test("an SMS template keeps its text; spec 3 §5's rules are checked with the spec's messages", async () => {
		const sms = await createTemplate(
			globex,
			C.globex,
			emailTemplate({
				name: 'Parcel fee',
				layoutType: 'SMS',
				subject: '',
				fromName: null,
				fromEmail: null,
				fromPhone: '+44 7700 900999',
				html: 'Your parcel is held. Pay the fee at parcel-fee.example today.',
				designData: null,
				callouts: [{ anchor: 'body-1', anchorText: 'Pay the fee', description: 'A fee by SMS.', orderNumber: 1, place: 'BODY' }],
			}),
		)
		expect(sms).toMatchObject({
			layoutType: 'SMS',
			fromPhone: '+44 7700 900999',
			fromName: null,
			html: 'Your parcel is held. Pay the fee at parcel-fee.example today.',
		})

		const refusal = await createTemplate(
			globex,
			C.globex,
			emailTemplate({
				name: ' ',
				subject: '',
				fromName: ' Bad<Name',
				fromEmail: 'not-an-email',
				legend: '',
				answers: emailTemplate().answers.map((a) => ({ ...a, status: a.name === 'REPORT_PHISHING' ? 'WRONG' : a.status })),
				callouts: [
					{ anchor: 'body-1', anchorText: 'nowhere in the body', description: '', orderNumber: 1, place: 'BODY' },
					{ anchor: 'body-2', anchorText: 'NOWHERE in the body', description: 'x', orderNumber: 2, place: 'BODY' },
				],
			}),
		).catch((error: unknown) => error)
		expect(refusal).toBeInstanceOf(GatewayError)
		expect((refusal as GatewayError).status).toBe(422)
		expect(readFieldErrors(refusal)).toMatchObject({
			name: EXERCISE_MESSAGES.templateName,
			subject: EXERCISE_MESSAGES.subject,
			fromName: EXERCISE_MESSAGES.displayNameFormat,
			fromEmail: EXERCISE_MESSAGES.emailFormat,
			legend: EXERCISE_MESSAGES.legend,
			answers: EXERCISE_MESSAGES.correctAnswer,
			'callouts.1.anchorText': EXERCISE_MESSAGES.anchorNoMatch,
			'callouts.1.description': EXERCISE_MESSAGES.calloutText,
			'callouts.2.anchorText': EXERCISE_MESSAGES.anchorUnique,
		})
		const empty = await createTemplate(globex, C.globex, {
			...emailTemplate(),
			layoutType: 'SMS',
			fromPhone: '',
			html: ' ',
			callouts: [],
		}).catch((e: unknown) => e)
		expect(readFieldErrors(empty)).toMatchObject({ fromPhone: EXERCISE_MESSAGES.phoneNumber, html: EXERCISE_MESSAGES.smsEmpty })

		const gif = await createTemplate(
			globex,
			C.globex,
			emailTemplate({ thumbnail: new Blob([new TextEncoder().encode('GIF89a....')], { type: 'image/png' }) }),
		).catch((e: unknown) => e)
		expect(gif).toMatchObject({ status: 415, message: EXERCISE_MESSAGES.thumbnailType })
		const large = new Uint8Array(200 * 1024)
		large.set(PNG)
		const tooLarge = await createTemplate(globex, C.globex, emailTemplate({ thumbnail: new Blob([large], { type: 'image/png' }) })).catch(
			(e: unknown) => e,
		)
		expect(tooLarge).toMatchObject({ status: 413, message: EXERCISE_MESSAGES.thumbnailSize })
		await deleteTemplate(globex, C.globex, sms.id)
	})

	test('only custom templates change, and not while an active campaign uses them', async () => {
		const platform = await updateTemplate(globex, C.globex, 'tpl_bank_locked', emailTemplate()).catch((e: unknown) => e)
		expect(platform).toMatchObject({ status: 403 })
		await expect(deleteTemplate(globex, C.globex, 'tpl_bank_locked')).rejects.toMatchObject({ status: 403 })
		// The badge template is in Globex's draft campaign (on the Active tab).
		await expect(deleteTemplate(globex, C.globex, X.globexTemplates.badge)).rejects.toMatchObject({
			status: 409,
			message: EXERCISE_MESSAGES.templateInUse,
		})
		await expect(updateTemplate(globex, C.globex, X.globexTemplates.badge, emailTemplate())).rejects.toMatchObject({
			status: 409,
			message: EXERCISE_MESSAGES.templateInUse,
		})
		expect((await getTemplate(globex, C.globex, X.globexTemplates.badge)).name).toBe('Badge Renewal')
	})
})

describe('campaigns', () => {
	test('the Active tab has every state but archived; the Archived tab has one launched and one that was not', async () => {
		const active = await listActiveCampaigns(globex, C.globex, { pageNumber: 0, pageSize: 12 })
		const byId = new Map(active.campaigns.map((c) => [c.id, c]))
		expect(byId.get(X.campaigns.running)).toMatchObject({ status: 'ACTIVE', wasLaunched: true, usersType: 'USERS_ALL' })
		expect(byId.get(X.campaigns.scheduled)).toMatchObject({ status: 'POSTPONED', wasLaunched: false })
		expect(new Date(byId.get(X.campaigns.scheduled)!.startedAt!).getUTCHours()).toBe(9)
		expect(byId.get(X.campaigns.draft)).toMatchObject({ status: 'DRAFT', currentRound: null })
		expect(byId.get(X.campaigns.suspended)).toMatchObject({ status: 'SUSPENDED' })
		expect(byId.get(X.campaigns.outdated)).toMatchObject({ status: 'OUTDATED' })
		for (const campaign of active.campaigns) expect(ACTIVE_TAB_STATUSES).toContain(campaign.status)

		const running = byId.get(X.campaigns.running)!
		const a = running.assignments
		expect(a.completed + a.inProgress + a.notStarted + a.overdue).toBe(a.total)
		expect(a.total).toBe(await countExerciseUsers(globex, C.globex))
		expect(a.completed).toBeGreaterThan(0)
		expect(running.currentRound!.statistic.sent).toBe(a.total)
		expect(running.currentRound!.statistic.phishedReported).toBeGreaterThan(0)
		expect(running.pack).toMatchObject({ id: X.packs.banking, name: 'Banking & Payments' })
		expect(byId.get(X.campaigns.suspended)!.assignments.overdue).toBeGreaterThan(0)

		const archived = await listArchivedCampaigns(globex, C.globex, { pageNumber: 0, pageSize: 12 })
		const archivedById = new Map(archived.campaigns.map((c) => [c.id, c]))
		expect(archivedById.get(X.campaigns.archived)).toMatchObject({ status: 'ARCHIVED', wasLaunched: true })
		expect(archivedById.get(X.campaigns.notLaunched)).toMatchObject({ status: 'ARCHIVED', wasLaunched: false })

		expect((await listActiveCampaigns(acme, C.acme, { pageNumber: 0, pageSize: 12 })).campaigns).toEqual([])
		await expect(getCampaign(acme, C.acme, X.campaigns.running)).rejects.toSatisfy(isNotFound)
	})

	test('a campaign for a department: launched at once, its learners counted, emails sent; editing locks; archive and delete', async () => {
		const departments = await listDepartmentsWithUsers(globex, C.globex)
		const sales = departments.find((d) => d.name === 'Sales')!
		const finance = departments.find((d) => d.name === 'Finance')!
		const count = await countUsersByDepartments(globex, C.globex, [sales.id])
		expect(count).toBe(sales.usersCount)

		const missing = await createCampaign(globex, C.globex, {
			name: 'x',
			startedAt: null,
			daysToComplete: 14,
			notification: { isEnabled: false, subject: '', message: '' },
			usersType: 'USERS_FROM_DEPARTMENTS',
			selectedDepartmentsIds: [],
			selectedGroupsIds: [],
			selectedUsersIds: [],
			packId: null,
			templates: Array.from({ length: 11 }, (_, i) => ({ orderNumber: i + 1, templateId: `tpl_${i}` })),
		}).catch((e: unknown) => e)
		expect(readFieldErrors(missing)).toMatchObject({
			selectedDepartmentsIds: EXERCISE_MESSAGES.noSelectedUsers,
			templates: 'You can select 10 templates!',
		})

		const campaign = await createCampaign(globex, C.globex, {
			name: 'Sales Phishing Exercise',
			startedAt: null,
			daysToComplete: 14,
			notification: { isEnabled: true, subject: 'Your phishing exercise', message: 'Have a go.' },
			usersType: 'USERS_FROM_DEPARTMENTS',
			selectedDepartmentsIds: [sales.id],
			selectedGroupsIds: [],
			selectedUsersIds: [],
			packId: null,
			templates: [
				{ orderNumber: 1, templateId: X.globexTemplates.cafeteria },
				{ orderNumber: 2, templateId: 'tpl_bank_card_sms' },
			],
		})
		expect(campaign).toMatchObject({
			status: 'ACTIVE',
			wasLaunched: true,
			usersType: 'USERS_FROM_DEPARTMENTS',
			selectedDepartments: [{ id: sales.id, name: 'Sales' }],
		})
		expect(campaign.assignments).toMatchObject({ total: count, notStarted: count })
		expect(campaign.templates.map((tpl) => tpl.id)).toEqual([X.globexTemplates.cafeteria, 'tpl_bank_card_sms'])
		const someone = (await listExerciseUsers(globex, C.globex, { pageNumber: 0, pageSize: 100 })).users.find(
			(u) => u.departmentId === sales.id,
		)!
		expect(await t.latestEmail(someone.email)).toMatchObject({ subject: 'Your phishing exercise', kind: 'phishing_exercise_assigned' })

		const update = {
			daysToComplete: 14,
			notification: { isEnabled: false, subject: '', message: '' },
			selectedGroupsIds: [],
			selectedUsersIds: [],
		}
		await expect(
			updateCampaign(globex, C.globex, campaign.id, { ...update, usersType: 'USERS_ALL', selectedDepartmentsIds: [] }),
		).rejects.toMatchObject({ status: 409, code: 'campaign_locked' })
		await expect(
			updateCampaign(globex, C.globex, campaign.id, {
				...update,
				usersType: 'USERS_FROM_DEPARTMENTS',
				selectedDepartmentsIds: [finance.id],
			}),
		).rejects.toMatchObject({ status: 409, code: 'campaign_locked' })
		const grown = await updateCampaign(globex, C.globex, campaign.id, {
			...update,
			daysToComplete: 21,
			usersType: 'USERS_FROM_DEPARTMENTS',
			selectedDepartmentsIds: [sales.id, finance.id],
		})
		expect(grown.daysToComplete).toBe(21)
		expect(grown.name).toBe('Sales Phishing Exercise')
		expect(grown.assignments.total).toBe(count + finance.usersCount)

		await archiveCampaign(globex, C.globex, campaign.id)
		await expect(archiveCampaign(globex, C.globex, campaign.id)).rejects.toMatchObject({ status: 409 })
		await expect(
			updateCampaign(globex, C.globex, campaign.id, {
				...update,
				usersType: 'USERS_FROM_DEPARTMENTS',
				selectedDepartmentsIds: [sales.id, finance.id],
			}),
		).rejects.toMatchObject({
			status: 409,
		})
		expect((await listArchivedCampaigns(globex, C.globex, { pageNumber: 0, pageSize: 12 })).campaigns[0]!.id).toBe(campaign.id)
		await deleteCampaign(globex, C.globex, campaign.id)
		await expect(getCampaign(globex, C.globex, campaign.id)).rejects.toSatisfy(isNotFound)
	})

	test('a campaign starting on a later day waits (POSTPONED) and its report is unavailable', async () => {
		const later = new Date(Date.now() + 3 * 86_400_000)
		later.setUTCHours(9, 0, 0, 0)
		const campaign = await createCampaign(globex, C.globex, {
			name: 'Later',
			startedAt: later.toISOString(),
			daysToComplete: 7,
			notification: { isEnabled: false, subject: '', message: '' },
			usersType: 'USERS_ALL',
			selectedDepartmentsIds: [],
			selectedGroupsIds: [],
			selectedUsersIds: [],
			packId: X.packs.helpdesk,
			templates: [],
		})
		expect(campaign).toMatchObject({ status: 'POSTPONED', startedAt: later.toISOString(), pack: { id: X.packs.helpdesk } })
		await expect(getReportStatistics(globex, C.globex, campaign.id)).rejects.toMatchObject({
			status: 409,
			message: EXERCISE_MESSAGES.postponedReport,
		})
		await expect(
			getReportList(globex, C.globex, campaign.id, 'users', { pageNumber: 0, pageSize: 10, order: 'desc', orderBy: 'status' }),
		).rejects.toMatchObject({ message: EXERCISE_MESSAGES.postponedReport })
		await deleteCampaign(globex, C.globex, campaign.id)
	})
})

describe('reports', () => {
	const R = () => X.campaigns.running

	test('the stats bar adds up; the users tab sorts by status descending by default and filters', async () => {
		const stats = await getReportStatistics(globex, C.globex, R())
		const s = stats.statistic.statuses
		expect(s.COMPLETED + s.IN_PROGRESS + s.NOT_STARTED + s.OVERDUE).toBe(stats.statistic.total.learners)
		expect(stats.campaign.name).toBe(X.names.running)
		expect(stats.statistic.total.averageScore).toBeGreaterThan(0)

		const all = await getReportList(globex, C.globex, R(), 'users', { pageNumber: 0, pageSize: 100, order: 'desc', orderBy: 'status' })
		const rank = { COMPLETED: 0, IN_PROGRESS: 1, NOT_STARTED: 2, OVERDUE: 3 }
		const ranks = all.rows.map((r) => rank[r.status])
		expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
		expect(all.pageInfo.totalItems).toBe(stats.statistic.total.learners)

		const completed = await getReportList(globex, C.globex, R(), 'users', {
			pageNumber: 0,
			pageSize: 10,
			order: 'asc',
			orderBy: 'score',
			status: ['COMPLETED'],
		})
		expect(completed.pageInfo.totalItems).toBe(s.COMPLETED)
		expect(completed.rows.every((r) => r.status === 'COMPLETED' && r.daysToComplete === null && r.completedAt !== null)).toBe(true)
		const scores = completed.rows.map((r) => r.score)
		expect(scores).toEqual([...scores].sort((a, b) => a - b))

		const filters = await listReportDepartments(globex, C.globex, R())
		const hr = filters.find((d) => d.name === 'HR')!
		const hrOnly = await getReportList(globex, C.globex, R(), 'users', {
			pageNumber: 0,
			pageSize: 100,
			order: 'desc',
			orderBy: 'status',
			departments: [hr.id],
		})
		expect(hrOnly.rows.every((r) => r.departments.join(', ') === 'HR')).toBe(true)
		const hrStats = await getReportStatistics(globex, C.globex, R(), { departments: [hr.id] })
		expect(hrStats.statistic.total.learners).toBe(hrOnly.pageInfo.totalItems)

		const search = await getReportList(globex, C.globex, R(), 'users', {
			pageNumber: 0,
			pageSize: 10,
			order: 'asc',
			orderBy: 'fullName',
			searchText: 'elena anders',
		})
		expect(search.rows.map((r) => r.fullName)).toEqual(['Elena Anders'])
	})

	test('departments and groups by completion ascending; templates with their answers; the row dialogs', async () => {
		const departments = await getReportList(globex, C.globex, R(), 'departments', {
			pageNumber: 0,
			pageSize: 10,
			order: 'asc',
			orderBy: 'completionPercentage',
		})
		const completion = departments.rows.map((r) => r.completionPercentage)
		expect(completion).toEqual([...completion].sort((a, b) => a - b))
		for (const row of departments.rows) expect(row.completed + row.inProgress + row.notStarted + row.overdue).toBe(row.learners)
		const groups = await getReportList(globex, C.globex, R(), 'groups', {
			pageNumber: 0,
			pageSize: 10,
			order: 'asc',
			orderBy: 'completionPercentage',
		})
		expect(groups.rows.map((r) => r.name).sort()).toEqual(['Managers', 'New Hires', 'Remote'])

		const templates = await getReportList(globex, C.globex, R(), 'templates', {
			pageNumber: 0,
			pageSize: 10,
			order: 'desc',
			orderBy: 'wrong',
		})
		expect(templates.rows).toHaveLength(3)
		for (const row of templates.rows) expect(row.correct + row.partial + row.wrong).toBe(row.total)

		const template = templates.rows[0]!
		const users = await getTemplateUsersReport(globex, C.globex, R(), template.id, {
			pageNumber: 0,
			pageSize: 100,
			order: 'desc',
			orderBy: 'status',
		})
		expect(users.template.id).toBe(template.id)
		// By answer status descending: the correct answers first, the learners who have not answered last.
		expect(users.rows[0]!.answer?.status).toBe('CORRECT')
		const statusRank = { CORRECT: 3, PARTIAL: 2, WRONG: 1 }
		const ranks = users.rows.map((r) => (r.answer ? statusRank[r.answer.status] : 0))
		expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
		const wrong = await getTemplateUsersReport(globex, C.globex, R(), template.id, {
			pageNumber: 0,
			pageSize: 10,
			order: 'desc',
			orderBy: 'status',
			answerStatus: ['WRONG'],
		})
		expect(wrong.pageInfo.totalItems).toBe(template.wrong)
		const learner = users.rows.find((r) => r.answer !== null)!
		const mine = await getUserTemplatesReport(globex, C.globex, R(), learner.id, {
			pageNumber: 0,
			pageSize: 10,
			order: 'desc',
			orderBy: 'answerStatus',
		})
		expect(mine.user.id).toBe(learner.id)
		expect(mine.rows.find((r) => r.id === template.id)).toMatchObject({
			answer: learner.answer!.name,
			answerStatus: learner.answer!.status,
		})

		await expect(
			getUserTemplatesReport(acme, C.acme, R(), learner.id, { pageNumber: 0, pageSize: 10, order: 'desc', orderBy: 'answerStatus' }),
		).rejects.toSatisfy(isNotFound)
	})

	test('the CSV of a list has every filtered row, and a formula in a cell arrives as text', async () => {
		const [victim] = await t.database.db
			.update(users)
			.set({ name: '=HYPERLINK("https://evil.example")', lastName: 'Formula' })
			.where(eq(users.id, 'usr_globex_0005'))
			.returning({ id: users.id })
		expect(victim).toBeDefined()
		const reply = await openReportCsv(
			globex,
			C.globex,
			R(),
			{ list: 'users' },
			{ order: 'asc', orderBy: 'fullName', searchText: 'Formula' },
		)
		expect(reply.headers.get('content-type')).toContain('text/csv')
		const text = await reply.text()
		const lines = text
			.replace(/^\uFEFF/, '')
			.trim()
			.split('\r\n')
		expect(lines[0]).toBe('Full name,Email,Departments,Status,Days to complete,Completion %,Correct,Partial,Wrong,Score,Completed')
		expect(lines).toHaveLength(2)
		expect(lines[1]).toMatch(/^"'=HYPERLINK\(""https:\/\/evil\.example""\) Formula",/)

		const templates = await openReportCsv(globex, C.globex, R(), { list: 'templates' }, {})
		expect((await templates.text()).trim().split('\r\n')).toHaveLength(4)
		// Without Accept text/csv, the CSV comes as { data } (spec 3 §7).
		const json = await t.call('GET', `/phishing-exercise/api/v1/company/${C.globex}/campaign/${R()}/report/groups?isCsv=true`, {
			token: globex,
		})
		expect(json.status).toBe(200)
		expect(json.body.data).toMatch(/^\uFEFFGroup,Learners/)
	})
})
