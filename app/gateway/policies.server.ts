import { z } from 'zod'
import { type AssignmentType } from '#app/lib/assignment-types.ts'
import { callGateway, seg } from './client.server.ts'

// Policies (spec 2 §2 /policies, §3 "Policy report columns" and "Filter parameters", §5 "Policy
// statuses", §7 Reports under /reports/api/v1/company/{id}: policies/report, policies/statistics,
// lists/policies). A policy's revision is a PDF uploaded first with uploadCampaignAttachment
// (app/gateway/courses.server.ts) and assigned with the assignment form's settings (spec 1 §5).

/** Spec 2 §5. */
export const POLICY_STATUSES = ['acknowledged', 'notOpened', 'overdue'] as const
export type PolicyStatus = (typeof POLICY_STATUSES)[number]

/** The code of the gateway's refusal to end a revision that has already ended (the reference gateway's). */
export const POLICY_REVISION_ENDED_CODE = 'policy_revision_ended'

export const PolicyReportRowSchema = z.object({
	/** The revision's id: a row is one revision of a policy. */
	id: z.string(),
	policyId: z.string(),
	name: z.string(),
	revision: z.number().int(),
	assignments: z.number().int(),
	/** Acknowledged of assignments, percent (rounded). */
	progress: z.number(),
	acknowledged: z.number().int(),
	notOpened: z.number().int(),
	overdue: z.number().int(),
	/** Seconds from assignment to acknowledgement on average; null while nobody acknowledged. */
	averageAcknowledge: z.number().nullable(),
	createdAt: z.string(),
	endedAt: z.string().nullable(),
	// The reference gateway's additions: the revision's settings and its PDF.
	startDate: z.string(),
	daysToComplete: z.number().int(),
	assignmentType: z.string(),
	document: z.object({ name: z.string(), url: z.string() }),
})
export type PolicyReportRow = z.infer<typeof PolicyReportRowSchema>

export const PolicyReportSchema = z.object({ rows: z.array(PolicyReportRowSchema), itemsCount: z.number().int() })
export type PolicyReport = z.infer<typeof PolicyReportSchema>

export type PolicyReportQuery = {
	/** From 0. */
	pageNumber: number
	pageSize: number
	order: 'asc' | 'desc'
	orderBy: string
	search?: string
	revisionIds?: string[]
}

/** GET /reports/api/v1/company/{id}/policies/report: one row per policy revision (spec 2 §3's columns). */
export function getPolicyReport(token: string, companyId: string, query: PolicyReportQuery): Promise<PolicyReport> {
	return callGateway({
		method: 'GET',
		path: `/reports/api/v1/company/${seg(companyId)}/policies/report`,
		token,
		query: {
			pageNumber: String(query.pageNumber),
			pageSize: String(query.pageSize),
			order: query.order,
			orderBy: query.orderBy,
			search: query.search || undefined,
			revisionIds: query.revisionIds?.length ? query.revisionIds : undefined,
		},
		schema: PolicyReportSchema,
	})
}

export const PolicyLearnerSchema = z.object({
	userId: z.string(),
	name: z.string(),
	email: z.string(),
	status: z.enum(POLICY_STATUSES),
	assignedAt: z.string(),
	acknowledgedAt: z.string().nullable(),
	/** Seconds from assignment to acknowledgement, or null. */
	timeToAcknowledge: z.number().nullable(),
})
export type PolicyLearner = z.infer<typeof PolicyLearnerSchema>

export const PolicyStatisticsSchema = z.object({
	revision: PolicyReportRowSchema,
	users: z.array(PolicyLearnerSchema),
	itemsCount: z.number().int(),
})
export type PolicyStatistics = z.infer<typeof PolicyStatisticsSchema>

export type PolicyStatisticsQuery = {
	revisionId: string
	pageNumber: number
	pageSize: number
	order: 'asc' | 'desc'
	orderBy: string
	search?: string
	statuses?: PolicyStatus[]
}

/** GET /reports/api/v1/company/{id}/policies/statistics: one revision's summary and its learners' acknowledgement progress. */
export function getPolicyStatistics(token: string, companyId: string, query: PolicyStatisticsQuery): Promise<PolicyStatistics> {
	return callGateway({
		method: 'GET',
		path: `/reports/api/v1/company/${seg(companyId)}/policies/statistics`,
		token,
		query: {
			revisionId: query.revisionId,
			pageNumber: String(query.pageNumber),
			pageSize: String(query.pageSize),
			order: query.order,
			orderBy: query.orderBy,
			search: query.search || undefined,
			statuses: query.statuses?.length ? query.statuses : undefined,
		},
		schema: PolicyStatisticsSchema,
	})
}

export const PolicyListSchema = z.object({
	policies: z.array(
		z.object({
			id: z.string(),
			name: z.string(),
			revisions: z.array(z.object({ id: z.string(), revision: z.number().int(), endedAt: z.string().nullable() })),
		}),
	),
})
export type PolicyList = z.infer<typeof PolicyListSchema>['policies']

/** GET /reports/api/v1/company/{id}/lists/policies: the company's policies by name, each with its revisions (newest first). */
export function listPolicies(token: string, companyId: string): Promise<PolicyList> {
	return callGateway({
		method: 'GET',
		path: `/reports/api/v1/company/${seg(companyId)}/lists/policies`,
		token,
		schema: PolicyListSchema,
	}).then((reply) => reply.policies)
}

export type NewPolicyRevision = {
	/** The policy whose next revision this is, or null for a new policy. */
	policyId: string | null
	name: string
	assignmentType: AssignmentType
	departmentIds: string[]
	groupIds: string[]
	daysToComplete: number
	/** yyyy-MM-dd. */
	startDate: string
	notificationsEnabled: boolean
	notificationSubject: string
	notificationMessage: string
	/** The revision's PDF, uploaded with uploadCampaignAttachment. */
	attachmentId: string
}

export const PolicyRevisionCreatedSchema = z.object({
	policyId: z.string(),
	revisionId: z.string(),
	revision: z.number().int(),
	assignedUsers: z.number().int(),
})

/**
 * (ref) path: POST /api/v1/policies/company/{companyId}/revisions: a new policy's first revision, or an
 * existing one's next, assigned to the chosen learners.
 */
export function createPolicyRevision(
	token: string,
	companyId: string,
	body: NewPolicyRevision,
): Promise<z.infer<typeof PolicyRevisionCreatedSchema>> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/policies/company/${seg(companyId)}/revisions`,
		token,
		body,
		schema: PolicyRevisionCreatedSchema,
	})
}

/** (ref) path: PATCH /api/v1/policies/company/{companyId}/revisions/{revisionId}/end: the revision ends; 409 when it already has. */
export function endPolicyRevision(token: string, companyId: string, revisionId: string): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `/api/v1/policies/company/${seg(companyId)}/revisions/${seg(revisionId)}/end`,
		token,
		responseType: 'none',
	})
}
