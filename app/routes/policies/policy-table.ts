import { defineTable, parseTableQuery, type PageSize, type TableDefinition, type TableQuery } from '#app/lib/table-query.ts'

// The policies pages' URL state (spec 2 §2 /policies, §3 "Policy report columns", §9 policy page sizes),
// apart from the pages so the browser loads nothing more than these constants and helpers.

export const POLICIES_PATH = '/policies'
export const ASSIGN_PATH = '/policies/assign'
export const revisionPath = (revisionId: string) => `/policies/revisions/${encodeURIComponent(revisionId)}`
/** The assignment form for a policy's next revision (or a new policy without one). */
export const assignHref = (policyId?: string) =>
	policyId ? `${ASSIGN_PATH}?${POLICY_PARAMS.policyId}=${encodeURIComponent(policyId)}` : ASSIGN_PATH

export const POLICY_PARAMS = {
	/** Spec 2 §3 "Filter parameters": repeatable. */
	revisionIds: 'revisionIds',
	/** A learners' status filter (spec 2 §5), repeatable. */
	statuses: 'statuses',
	/** `?end=<revisionId>` opens the confirmation that ends that revision. */
	end: 'end',
	/** The policy whose next revision the assignment form makes. */
	policyId: 'policyId',
} as const

export const INTENT = { end: 'endRevision' } as const

/** Spec 2 §9: policy page sizes 25, 50, 100; default 25. */
export const POLICY_PAGE_SIZES = [25, 50, 100] as const satisfies readonly PageSize[]

/** Spec 2 §3 "Policy report columns", each sortable; newest first by default. */
export const REPORT_COLUMNS = [
	'name',
	'revision',
	'assignments',
	'progress',
	'acknowledged',
	'notOpened',
	'overdue',
	'averageAcknowledge',
	'createdAt',
	'endedAt',
] as const
export type ReportColumn = (typeof REPORT_COLUMNS)[number]
export const reportTable = defineTable({ sortColumns: REPORT_COLUMNS, defaultOrderBy: 'createdAt' })

/** A revision's learners, by name (A to Z) by default. */
export const LEARNER_COLUMNS = ['name', 'email', 'status', 'acknowledgedAt'] as const
export type LearnerColumn = (typeof LEARNER_COLUMNS)[number]
export const learnersTable = defineTable({ sortColumns: LEARNER_COLUMNS, defaultOrderBy: 'name', defaultOrder: 'asc' })

export const POLICY_STATUSES = ['acknowledged', 'notOpened', 'overdue'] as const
export type PolicyStatusName = (typeof POLICY_STATUSES)[number]

/** The table's state from the URL, with a page size other than 25, 50 or 100 read as 25. */
export function parsePolicyQuery<Column extends string>(table: TableDefinition<Column>, search: string | URL): TableQuery<Column> {
	const query = parseTableQuery(table, search)
	return (POLICY_PAGE_SIZES as readonly number[]).includes(query.pageSize) ? query : { ...query, pageSize: 25 }
}

/** The repeated values of a parameter, each once, empty ones left out. */
export function listParam(search: URLSearchParams, name: string): string[] {
	return [...new Set(search.getAll(name).filter((value) => value !== ''))]
}

/** The learners' statuses a URL asks for (unknown ones left out). */
export function statusesParam(search: URLSearchParams): PolicyStatusName[] {
	return listParam(search, POLICY_PARAMS.statuses).filter((s): s is PolicyStatusName => (POLICY_STATUSES as readonly string[]).includes(s))
}

/** A time to acknowledge (seconds) in the largest whole unit that fits: minutes, hours or days (one decimal). */
export function durationParts(seconds: number | null): { unit: 'minutes' | 'hours' | 'days'; value: number } | null {
	if (seconds === null) return null
	const hours = seconds / 3600
	if (hours < 1) return { unit: 'minutes', value: Math.max(1, Math.round(seconds / 60)) }
	if (hours < 24) return { unit: 'hours', value: Math.round(hours * 10) / 10 }
	return { unit: 'days', value: Math.round((hours / 24) * 10) / 10 }
}
