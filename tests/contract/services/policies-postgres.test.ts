import { describe, expect, test } from 'vitest'
import { CampaignAttachmentSchema } from '#app/gateway/courses.server.ts'
import { PolicyReportSchema, PolicyRevisionCreatedSchema } from '#app/gateway/policies.server.ts'
import { POLICY_SEED, demoPdf } from '#server/gateway/db/seed-policies.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// Policies on a PostgreSQL server (TEST_DATABASE_URL): the report's aggregates (count filters, the
// average interval) and new revisions of one policy at once, numbered one after the other under the
// lock on the policy row.

describe.skipIf(!POSTGRES_URL)('policies on PostgreSQL', () => {
	let t: TestGateway
	let token: string
	const C = SEED.companies

	usePostgresGateway('policies', async (gateway) => {
		t = gateway
		token = await t.signIn(SEED.users.globexAdmin.email)
	})

	test('the report of the seeded revisions adds up', async () => {
		const reply = await t.call('GET', `/reports/api/v1/company/${C.globex}/policies/report`, { token })
		expect(reply.status, reply.text).toBe(200)
		const report = PolicyReportSchema.parse(reply.body)
		expect(report.itemsCount).toBe(POLICY_SEED.revisionCount)
		for (const row of report.rows) expect(row.acknowledged + row.notOpened + row.overdue).toBe(row.assignments)
	})

	test('four new revisions of one policy at once are revisions 2 to 5', async () => {
		const upload = async (i: number) => {
			const reply = await t.call('POST', `/api/v1/course/company/${C.globex}/attachments`, {
				token,
				query: { fileName: `remote-${i}.pdf` },
				file: { bytes: demoPdf(`Remote ${i}`), type: 'application/pdf' },
			})
			return CampaignAttachmentSchema.parse(reply.body).attachmentId
		}
		const ids = await Promise.all([1, 2, 3, 4].map(upload))
		const replies = await Promise.all(
			ids.map((attachmentId) =>
				t.call('POST', `/api/v1/policies/company/${C.globex}/revisions`, {
					token,
					body: {
						policyId: POLICY_SEED.remoteWork.policyId,
						name: POLICY_SEED.remoteWork.name,
						assignmentType: 'groups',
						departmentIds: [],
						groupIds: ['grp_globex_remote'],
						daysToComplete: 30,
						startDate: new Date().toISOString().slice(0, 10),
						notificationsEnabled: false,
						attachmentId,
					},
				}),
			),
		)
		expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201])
		expect(replies.map((r) => PolicyRevisionCreatedSchema.parse(r.body).revision).sort()).toEqual([2, 3, 4, 5])
	})
})
