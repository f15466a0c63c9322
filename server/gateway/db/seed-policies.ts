import type * as s from './schema.ts'

// Globex's demo policies (spec 2 §2 /policies, §3 "Policy report columns", §5 "Policy statuses";
// services/policies.ts). Deterministic: fixed ids, statuses by the learner's position among the
// revision's assignees, dates relative to the seeding time. Every other company has none (the page's
// empty state 'No data').

const HOUR = 60 * 60 * 1000

/** The ids and counts the tests rely on. */
export const POLICY_SEED = {
	acceptableUse: {
		policyId: 'pol_globex_acceptable_use',
		name: 'Acceptable Use Policy',
		/** Revision 1 ended; revision 2 past its days (overdue learners); revision 3 current. */
		revisions: ['prv_globex_acceptable_use_1', 'prv_globex_acceptable_use_2', 'prv_globex_acceptable_use_3'],
	},
	remoteWork: { policyId: 'pol_globex_remote_work', name: 'Remote Work Policy', revisions: ['prv_globex_remote_work_1'] },
	dataProtection: {
		policyId: 'pol_globex_data_protection',
		name: 'Data Protection Policy',
		revisions: ['prv_globex_data_protection_1'],
	},
	password: { policyId: 'pol_globex_password', name: 'Password Policy', revisions: ['prv_globex_password_1'] },
	/** The number of Globex revisions (report rows). */
	revisionCount: 6,
} as const

/** A small valid PDF with one page that says `title` (the bytes the attachments page serves). */
export function demoPdf(title: string): Uint8Array<ArrayBuffer> {
	const text = title.replace(/[()\\]/g, '')
	const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
		`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	]
	let body = '%PDF-1.4\n'
	const offsets: number[] = []
	objects.forEach((object, i) => {
		offsets.push(body.length)
		body += `${i + 1} 0 obj\n${object}\nendobj\n`
	})
	const xref = body.length
	body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
	for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
	body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
	return new Uint8Array(new TextEncoder().encode(body))
}

type Learner = { id: string; companyId: string; role?: string | null; status?: string | null; departmentId?: string | null }

/**
 * The demo policies of Globex: `learners` are the seeded users (the enabled learners and admins of Globex
 * are assigned), `groupMembers` the ids of Globex's Remote group.
 */
export function demoPolicies(
	ids: { globex: string; globexAdmin: string },
	learners: readonly Learner[],
	remoteGroupMembers: ReadonlySet<string>,
	ago: (days: number) => Date,
) {
	const everyone = learners
		.filter((u) => u.companyId === ids.globex && (u.status ?? 'ENABLED') === 'ENABLED' && (u.role === 'user' || u.role === 'admin'))
		.map((u) => u)
		.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
	const attachments: (typeof s.campaignAttachments.$inferInsert)[] = []
	const policies: (typeof s.policies.$inferInsert)[] = []
	const revisions: (typeof s.policyRevisions.$inferInsert)[] = []
	const acknowledgements: (typeof s.policyAcknowledgements.$inferInsert)[] = []

	const policy = (id: string, name: string, createdDaysAgo: number) =>
		policies.push({ id, companyId: ids.globex, name, createdBy: ids.globexAdmin, createdAt: ago(createdDaysAgo) })

	/**
	 * One revision: created `daysAgo`, its assignees those `who` keeps; of them, those `acknowledges`
	 * keeps acknowledged a few hours to days after being assigned.
	 */
	const revision = (
		policyId: string,
		id: string,
		number: number,
		name: string,
		options: {
			daysAgo: number
			daysToComplete: number
			assignmentType: 'all' | 'departments' | 'groups'
			who: (u: Learner) => boolean
			acknowledges: (i: number) => boolean
			endedDaysAgo?: number
		},
	) => {
		const created = ago(options.daysAgo)
		const documentId = `att_policy_${id.replace(/^prv_/, '')}`
		const fileName = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-v${number}.pdf`
		const bytes = demoPdf(`${name}, revision ${number}`)
		attachments.push({
			id: documentId,
			companyId: ids.globex,
			fileName,
			size: bytes.byteLength,
			bytes,
			createdBy: ids.globexAdmin,
			createdAt: created,
		})
		revisions.push({
			id,
			policyId,
			companyId: ids.globex,
			revision: number,
			documentId,
			assignmentType: options.assignmentType,
			daysToComplete: options.daysToComplete,
			startDate: created.toISOString().slice(0, 10),
			notificationsEnabled: true,
			notificationSubject: `Please read: ${name}`,
			notificationMessage: '',
			createdBy: ids.globexAdmin,
			createdAt: created,
			endedAt: options.endedDaysAgo === undefined ? null : ago(options.endedDaysAgo),
		})
		everyone.filter(options.who).forEach((u, i) => {
			acknowledgements.push({
				revisionId: id,
				userId: u.id,
				assignedAt: created,
				// 2 to 71 hours after being assigned, by position.
				acknowledgedAt: options.acknowledges(i) ? new Date(created.getTime() + (2 + ((i * 13) % 70)) * HOUR) : null,
			})
		})
	}

	const all = () => true
	const A = POLICY_SEED.acceptableUse
	policy(A.policyId, A.name, 120)
	revision(A.policyId, A.revisions[0], 1, A.name, {
		daysAgo: 120,
		daysToComplete: 30,
		assignmentType: 'all',
		who: all,
		acknowledges: (i) => i % 10 !== 9,
		endedDaysAgo: 60,
	})
	revision(A.policyId, A.revisions[1], 2, A.name, {
		daysAgo: 60,
		daysToComplete: 30,
		assignmentType: 'all',
		who: all,
		acknowledges: (i) => i % 4 !== 3,
	})
	revision(A.policyId, A.revisions[2], 3, A.name, {
		daysAgo: 5,
		daysToComplete: 14,
		assignmentType: 'all',
		who: all,
		acknowledges: (i) => i % 3 === 0,
	})
	const R = POLICY_SEED.remoteWork
	policy(R.policyId, R.name, 40)
	revision(R.policyId, R.revisions[0], 1, R.name, {
		daysAgo: 40,
		daysToComplete: 30,
		assignmentType: 'groups',
		who: (u) => remoteGroupMembers.has(u.id),
		acknowledges: (i) => i % 2 === 0,
	})
	const D = POLICY_SEED.dataProtection
	policy(D.policyId, D.name, 10)
	revision(D.policyId, D.revisions[0], 1, D.name, {
		daysAgo: 10,
		daysToComplete: 14,
		assignmentType: 'departments',
		who: (u) => u.departmentId === 'dep_globex_engineering',
		acknowledges: (i) => i % 5 < 2,
	})
	const P = POLICY_SEED.password
	policy(P.policyId, P.name, 2)
	revision(P.policyId, P.revisions[0], 1, P.name, {
		daysAgo: 2,
		daysToComplete: 30,
		assignmentType: 'all',
		who: all,
		acknowledges: () => false,
	})
	return { attachments, policies, revisions, acknowledgements }
}
