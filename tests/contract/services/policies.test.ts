import { describe, expect, test } from 'vitest'
import { CampaignAttachmentSchema } from '#app/gateway/courses.server.ts'
import {
	POLICY_REVISION_ENDED_CODE,
	PolicyListSchema,
	PolicyReportSchema,
	PolicyRevisionCreatedSchema,
	PolicyStatisticsSchema,
} from '#app/gateway/policies.server.ts'
import { POLICY_SEED, demoPdf } from '#server/gateway/db/seed-policies.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({ signIn: ['globexAdmin', 'acmeAdmin', 'acmeLearner'] })

const C = SEED.companies
const P = POLICY_SEED
const reportPath = (companyId: string) => `/reports/api/v1/company/${companyId}/policies/report`
const statisticsPath = (companyId: string) => `/reports/api/v1/company/${companyId}/policies/statistics`
const listPath = (companyId: string) => `/reports/api/v1/company/${companyId}/lists/policies`
const revisionsPath = (companyId: string) => `/api/v1/policies/company/${companyId}/revisions`

/** A query string with repeated keys (the fixture's `query` holds one value a key). */
const withQuery = (path: string, query: Record<string, string | string[]>) => {
	const params = new URLSearchParams()
	for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) params.append(key, item)
	return `${path}?${params}`
}
async function report(token: string, companyId: string, query: Record<string, string | string[]> = {}) {
	const reply = await t.call('GET', withQuery(reportPath(companyId), query), { token })
	expect(reply.status, reply.text).toBe(200)
	return PolicyReportSchema.parse(reply.body)
}
async function statistics(token: string, companyId: string, query: Record<string, string | string[]>) {
	const reply = await t.call('GET', withQuery(statisticsPath(companyId), query), { token })
	expect(reply.status, reply.text).toBe(200)
	return PolicyStatisticsSchema.parse(reply.body)
}
async function uploadPdf(token: string, companyId: string, name: string) {
	const reply = await t.call('POST', `/api/v1/course/company/${companyId}/attachments`, {
		token,
		query: { fileName: name },
		file: { bytes: demoPdf(name), type: 'application/pdf' },
	})
	expect(reply.status, reply.text).toBe(201)
	return CampaignAttachmentSchema.parse(reply.body).attachmentId
}
const newRevision = (attachmentId: string, extra: Record<string, unknown> = {}) => ({
	policyId: null,
	name: 'Clean Desk Policy',
	assignmentType: 'all',
	departmentIds: [],
	groupIds: [],
	daysToComplete: 14,
	startDate: new Date().toISOString().slice(0, 10),
	notificationsEnabled: true,
	notificationSubject: 'Please read the Clean Desk Policy',
	notificationMessage: 'Thanks!',
	attachmentId,
	...extra,
})

describe('the policies report', () => {
	test('Globex: one row per revision, newest first, with its counts adding up', async () => {
		const reply = await report(tokens.globexAdmin!, C.globex)
		expect(reply.itemsCount).toBe(P.revisionCount)
		expect(reply.rows.map((r) => r.id)[0]).toBe(P.password.revisions[0])
		for (const row of reply.rows) {
			expect(row.acknowledged + row.notOpened + row.overdue).toBe(row.assignments)
			expect(row.progress).toBe(row.assignments ? Math.round((row.acknowledged / row.assignments) * 100) : 0)
			expect(row.document.url).toMatch(/\/__gateway\/attachments\/att_policy_/)
		}
		const byId = new Map(reply.rows.map((r) => [r.id, r]))
		const [first, second, third] = P.acceptableUse.revisions.map((id) => byId.get(id)!)
		expect([first!.revision, second!.revision, third!.revision]).toEqual([1, 2, 3])
		expect(first!.endedAt).not.toBeNull()
		// Revision 2 is past its 30 days: who has not acknowledged is overdue; revision 3 has days left.
		expect(second!.overdue).toBeGreaterThan(0)
		expect(second!.notOpened).toBe(0)
		expect(third!.overdue).toBe(0)
		expect(third!.notOpened).toBeGreaterThan(0)
		const password = byId.get(P.password.revisions[0])!
		expect(password).toMatchObject({ acknowledged: 0, progress: 0, averageAcknowledge: null })
		expect(second!.averageAcknowledge).toBeGreaterThan(0)
	})

	test('sorting, paging (25, 50, 100), a search and revisionIds narrow the rows', async () => {
		const byName = await report(tokens.globexAdmin!, C.globex, { orderBy: 'name', order: 'asc' })
		expect(byName.rows[0]!.name).toBe(P.acceptableUse.name)
		expect(byName.rows.at(-1)!.name).toBe(P.remoteWork.name)
		const byProgress = await report(tokens.globexAdmin!, C.globex, { orderBy: 'progress', order: 'desc' })
		const progress = byProgress.rows.map((r) => r.progress)
		expect(progress).toEqual([...progress].sort((a, b) => b - a))
		const searched = await report(tokens.globexAdmin!, C.globex, { search: 'acceptable' })
		expect(searched.itemsCount).toBe(3)
		const filtered = await report(tokens.globexAdmin!, C.globex, { revisionIds: [P.remoteWork.revisions[0], P.password.revisions[0]] })
		expect(filtered.rows.map((r) => r.name).sort()).toEqual([P.password.name, P.remoteWork.name])
		const past = await report(tokens.globexAdmin!, C.globex, { pageNumber: '1' })
		expect(past).toEqual({ rows: [], itemsCount: P.revisionCount })
		expect((await t.call('GET', reportPath(C.globex), { token: tokens.globexAdmin!, query: { pageSize: '10' } })).status).toBe(422)
	})

	test('a company without policies has an empty report; a learner and another company are refused', async () => {
		expect(await report(tokens.acmeAdmin!, C.acme)).toEqual({ rows: [], itemsCount: 0 })
		expect((await t.call('GET', reportPath(C.globex), { token: tokens.acmeAdmin! })).status).toBe(403)
		expect((await t.call('GET', reportPath(C.acme), { token: tokens.acmeLearner! })).status).toBe(403)
	})
})

describe('a revision’s acknowledgement progress', () => {
	test('its learners with their statuses; a status filter and paging narrow them', async () => {
		const revisionId = P.acceptableUse.revisions[1]
		const all = await statistics(tokens.globexAdmin!, C.globex, { revisionId })
		expect(all.revision.id).toBe(revisionId)
		expect(all.itemsCount).toBe(all.revision.assignments)
		expect(all.users).toHaveLength(25)
		const overdue = await statistics(tokens.globexAdmin!, C.globex, { revisionId, statuses: ['overdue'], pageSize: '100' })
		expect(overdue.itemsCount).toBe(all.revision.overdue)
		expect(overdue.users.every((u) => u.status === 'overdue' && u.acknowledgedAt === null)).toBe(true)
		const acknowledged = await statistics(tokens.globexAdmin!, C.globex, { revisionId, statuses: ['acknowledged'] })
		expect(acknowledged.itemsCount).toBe(all.revision.acknowledged)
		expect(acknowledged.users.every((u) => u.timeToAcknowledge !== null && u.timeToAcknowledge > 0)).toBe(true)
		expect((await t.call('GET', statisticsPath(C.acme), { token: tokens.acmeAdmin!, query: { revisionId } })).status).toBe(404)
	})
})

describe('assigning a policy', () => {
	test('a new policy, then its next revision with a new PDF; the list has both; ending a revision once', async () => {
		const token = tokens.acmeAdmin!
		const first = await t.call('POST', revisionsPath(C.acme), {
			token,
			body: newRevision(await uploadPdf(token, C.acme, 'clean-desk.pdf')),
		})
		expect(first.status, first.text).toBe(201)
		const created = PolicyRevisionCreatedSchema.parse(first.body)
		expect(created.revision).toBe(1)
		expect(created.assignedUsers).toBeGreaterThan(0)
		const second = await t.call('POST', revisionsPath(C.acme), {
			token,
			body: newRevision(await uploadPdf(token, C.acme, 'clean-desk-2.pdf'), { policyId: created.policyId }),
		})
		expect(second.status, second.text).toBe(201)
		expect(PolicyRevisionCreatedSchema.parse(second.body)).toMatchObject({ policyId: created.policyId, revision: 2 })
		const list = PolicyListSchema.parse((await t.call('GET', listPath(C.acme), { token })).body).policies
		expect(list).toEqual([
			{
				id: created.policyId,
				name: 'Clean Desk Policy',
				revisions: [expect.objectContaining({ revision: 2 }), expect.objectContaining({ revision: 1 })],
			},
		])
		const rows = (await report(token, C.acme)).rows
		expect(rows.map((r) => r.revision)).toEqual([2, 1])
		expect(rows[0]).toMatchObject({ acknowledged: 0, notOpened: rows[0]!.assignments, overdue: 0, endedAt: null })
		const end = `${revisionsPath(C.acme)}/${created.revisionId}/end`
		expect((await t.call('PATCH', end, { token })).status).toBe(204)
		const again = await t.call('PATCH', end, { token })
		expect(again.status).toBe(409)
		expect(again.text).toContain(POLICY_REVISION_ENDED_CODE)
		expect((await t.call('PATCH', `${revisionsPath(C.acme)}/prv_nope/end`, { token })).status).toBe(404)
	})

	test('the PDF is required and must be the company’s; a department of another company is refused', async () => {
		const token = tokens.acmeAdmin!
		const none = await t.call('POST', revisionsPath(C.acme), { token, body: newRevision('') })
		expect(none.status).toBe(422)
		expect(none.text).toContain('File is required')
		const foreign = await t.call('POST', revisionsPath(C.acme), { token, body: newRevision('att_policy_globex_password_1') })
		expect(foreign.status).toBe(422)
		const pdf = await uploadPdf(token, C.acme, 'x.pdf')
		const department = await t.call('POST', revisionsPath(C.acme), {
			token,
			body: newRevision(pdf, { assignmentType: 'departments', departmentIds: ['dep_globex_engineering'] }),
		})
		expect(department.status).toBe(422)
		const other = await t.call('POST', revisionsPath(C.acme), { token, body: newRevision(pdf, { policyId: P.password.policyId }) })
		expect(other.status).toBe(404)
	})
})
