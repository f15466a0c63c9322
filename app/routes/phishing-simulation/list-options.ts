import { defineTable, PAGE_SIZES } from '#app/lib/table-query.ts'
import { LIST_TABS, type ListTab, type SimulationStatus } from '#server/shared/phishing-simulation.ts'

// The phishing simulation list's paths, URL parameters, intents and row actions (spec 3 §2 "Phishing
// simulation", §3 list columns, §4 lifecycle), apart from the route module so tests and the create page
// share them.

export const SIMULATION_PATH = '/phishing-simulation'
export const CREATE_PATH = '/phishing-simulation-create'
export const SETTINGS_PATH = `${SIMULATION_PATH}/settings`
export const tabPath = (tab: ListTab) => `${SIMULATION_PATH}/${tab}`
export const reportPath = (campaignId: string) => `${SIMULATION_PATH}/reports/${encodeURIComponent(campaignId)}/overview`
export const sharePath = (campaignId: string) => `${SIMULATION_PATH}/share/${encodeURIComponent(campaignId)}`
export const continuePath = (campaignId: string) => `${CREATE_PATH}?${PARAMS.campaignId}=${encodeURIComponent(campaignId)}`

/** The tab a path segment names; null for anything else (the loader then redirects to the active tab). */
export function listTabOf(segment: string | undefined): ListTab | null {
	return (LIST_TABS as readonly string[]).includes(segment ?? '') ? (segment as ListTab) : null
}

/** Spec 3 §7: the lists are paged (pageNumber 0-based, pageSize 5/10/25/50/100, 10 by default); no sort. */
export const campaignsTable = defineTable({ sortColumns: ['createdAt'], defaultOrderBy: 'createdAt', defaultPageSize: PAGE_SIZES[1] })

export const PARAMS = { modal: 'modal', campaignId: 'campaignId' } as const
/** `?modal=archive|delete&campaignId=…`: the confirm dialogs are URL state (they open without JavaScript). */
export const LIST_MODAL = { archive: 'archive', delete: 'delete' } as const
export const LIST_INTENT = { archive: 'archive', delete: 'delete' } as const

export type RowAction = 'report' | 'share' | 'stop' | 'delete' | 'continue'

/**
 * What a row offers (spec 3 §4: stopping archives, only archived campaigns are deleted; the reference
 * gateway also deletes a draft, which has no report): Report for a launched campaign, Share for a
 * partner's running one, Stop while it runs, Delete once archived or a draft, Continue editing for a draft.
 */
export function rowActions(status: SimulationStatus, isPartner: boolean): RowAction[] {
	if (status === 'DRAFT') return ['continue', 'delete']
	if (status === 'ARCHIVED') return ['report', 'delete']
	return ['report', ...(isPartner ? (['share'] as const) : []), 'stop']
}

/** The columns a tab shows (spec 3 §3): a draft has no progress yet, only the archived have an archive date. */
export const TAB_COLUMNS = {
	active: ['total', 'status', 'completed', 'inProgress', 'overdue', 'notStarted', 'score', 'daysToComplete', 'startedAt'],
	drafts: ['total', 'daysToComplete', 'createdAt'],
	archived: ['total', 'status', 'completed', 'overdue', 'notStarted', 'score', 'daysToComplete', 'startedAt', 'archivedAt'],
} as const satisfies Record<ListTab, readonly string[]>
export type ListColumn = (typeof TAB_COLUMNS)[ListTab][number]
