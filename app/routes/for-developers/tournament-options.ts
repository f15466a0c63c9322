import { formatDate } from '#app/lib/dates.ts'

// The tournament setup form's names, limits and URL state (spec 2 §2 "/for-developers"), apart from its
// schema: the pages and Get started's dialog draw them on first load, the schema (zod) loads on first use.

export const FOR_DEVELOPERS_PATH = {
	root: '/for-developers',
	preview: '/for-developers/preview',
	statistics: '/for-developers/statistics',
	settings: '/for-developers/settings',
} as const

/** The forms of the settings tab, told apart by `intent`. */
export const TOURNAMENT_INTENT = { create: 'create', update: 'update', cancel: 'cancel' } as const

/** `?modal=` on the settings tab: the setup dialog (new), the same for one tournament (edit), the cancel confirmation. */
export const TOURNAMENT_MODAL = { setup: 'setup', edit: 'edit', cancel: 'cancel' } as const
/** The tournament a dialog or the statistics tab's report is about. */
export const TOURNAMENT_PARAM = 'tournament'
/** The statistics tab's users report shows its pages 1 to `pages` (appended). */
export const REPORT_PAGES_PARAM = 'pages'

/** Who takes part: the assignment form's kinds (all users, departments, groups). */
export {
	ASSIGNMENT_TYPES as TOURNAMENT_ASSIGNMENT_TYPES,
	type AssignmentType as TournamentAssignmentType,
} from '#app/lib/assignment-types.ts'
export const TOURNAMENT_NAME_MAX = 120
/** The longest a tournament may run (the gateway's limit too). */
export const MAX_TOURNAMENT_DAYS = 90
/** Spec 2 §3: solved counts 0 to 6; §9: the score is out of 6. */
export const CHALLENGES_PER_TOURNAMENT = 6
/** The field the departments-or-groups rule reports on (the recipient fields show its error). */
export { TARGETS_FIELD } from '#app/components/assignment-form/assignment-options.ts'

/** The settings tab with a dialog open (or none). */
export function settingsHref(modal?: { kind: keyof typeof TOURNAMENT_MODAL; tournamentId?: string }): string {
	if (!modal) return FOR_DEVELOPERS_PATH.settings
	const params = new URLSearchParams({ modal: TOURNAMENT_MODAL[modal.kind] })
	if (modal.tournamentId) params.set(TOURNAMENT_PARAM, modal.tournamentId)
	return `${FOR_DEVELOPERS_PATH.settings}?${params}`
}

/** The statistics tab with one tournament's report, its users report showing `pages` pages. */
export function reportHref(tournamentId: string, pages = 1): string {
	const params = new URLSearchParams({ [TOURNAMENT_PARAM]: tournamentId })
	if (pages > 1) params.set(REPORT_PAGES_PARAM, String(pages))
	return `${FOR_DEVELOPERS_PATH.statistics}?${params}#tournament-report`
}

/** `yyyy-MM-ddTHH:mm` (a datetime-local value, read as UTC) from an ISO time; '' for none. */
export function toDateTimeLocal(iso: string | null | undefined): string {
	if (!iso) return ''
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16)
}

/** The ISO time of a datetime-local value read as UTC, or null when it is not one. */
export function fromDateTimeLocal(value: string): Date | null {
	if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null
	const date = new Date(`${value.length === 16 ? `${value}:00` : value}Z`)
	// Reject days that roll over (2026-02-30).
	return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value.slice(0, 10) ? null : date
}

/** The default setup: starting tomorrow at 09:00 UTC, for a week. */
export function defaultTournamentDates(now: Date): { startDate: string; endDate: string } {
	const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 9))
	const end = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000)
	return { startDate: toDateTimeLocal(start.toISOString()), endDate: toDateTimeLocal(end.toISOString()) }
}

/** A score out of 6 as the report shows it: at most two decimals. */
export function formatScore(score: number): string {
	return `${Math.round(score * 100) / 100} / ${CHALLENGES_PER_TOURNAMENT}`
}

/** A time as 'Nov 25, 2026 09:00 UTC' (the form's dates are UTC too); null for none. */
export function formatUtcDateTime(iso: string | null, lng: string): string | null {
	const date = iso ? new Date(iso) : null
	if (!date || Number.isNaN(date.getTime())) return null
	// formatDate writes the runtime's local day: hand it the UTC wall time.
	const day = formatDate(new Date(date.getTime() + date.getTimezoneOffset() * 60_000), lng)
	return `${day} ${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')} UTC`
}
