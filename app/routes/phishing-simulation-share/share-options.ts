import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { checkboxField, checkboxList, trimmedText } from '#app/lib/form-fields.ts'
import { defineTable, TABLE_PARAMS } from '#app/lib/table-query.ts'
import { SHARE_DEFAULT_PAGE_SIZE } from '#server/shared/phishing-simulation.ts'

// The share page's URL state, intents and the Add Customers form (spec 3 §2 share page, §5 "Simulation
// share", §9 share page default 25, ascending by customer name). Pure: the loader, the action, the page
// and the dialog share it.

export const LIST_PATH = '/phishing-simulation/active'
export const sharePath = (campaignId: string) => `/phishing-simulation/share/${encodeURIComponent(campaignId)}`

/** The shared customers' table: the gateway's sort columns, by customer name ascending, 25 a page. */
export const SHARE_SORT_COLUMNS = ['name', 'sentPercent', 'startDate', 'createdDate'] as const
export const shareTable = defineTable({
	sortColumns: SHARE_SORT_COLUMNS,
	defaultOrderBy: 'name',
	defaultOrder: 'asc',
	defaultPageSize: SHARE_DEFAULT_PAGE_SIZE as 25,
})

/** `?modal=add-customers` opens the dialog; its search and page have names of their own (the table keeps its own). */
export const ADD_MODAL = 'add-customers'
export const DIALOG_PARAMS = {
	modal: 'modal',
	search: 'customerSearch',
	page: 'customerPage',
	startDate: 'startDate',
	timezone: 'timezone',
	companyIds: 'companyIds',
	isAllSelected: 'isAllSelected',
} as const
/** The dialog's own parameters: what closing it (or adding) drops from the URL. */
export const DIALOG_OWN_PARAMS: readonly string[] = Object.values(DIALOG_PARAMS)
/** Customers per dialog page. */
export const DIALOG_PAGE_SIZE = 10

export const SHARE_INTENT = { add: 'add', archive: 'archive' } as const
export const ARCHIVE_FORM = 'share-archive'
/** The archive form's checkboxes: the clones' campaign ids. */
export const ARCHIVE_IDS = 'campaignIds'
export const ARCHIVE_ALL = 'isAllSelected'

/** `search` without the dialog's parameters, with `extra` added: the page behind the dialog. */
export function withoutDialog(path: string, search: string, extra: Array<[string, string]> = []): string {
	const params = [...new URLSearchParams(search)].filter(([name]) => !DIALOG_OWN_PARAMS.includes(name))
	const query = new URLSearchParams([...params, ...extra]).toString()
	return query ? `${path}?${query}` : path
}

/** The table's own parameters of the URL (they travel through the dialog's GET submits). */
export function tableParams(search: string): Array<[string, string]> {
	const names: readonly string[] = Object.values(TABLE_PARAMS)
	return [...new URLSearchParams(search)].filter(([name]) => names.includes(name))
}

/** A calendar day YYYY-MM-DD that exists. */
export function isCalendarDay(value: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
	const date = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * The Add Customers form (spec 3 §5 schedule messages; 'Please select customers' is this console's
 * wording, the spec gives none). `earliest` is today (YYYY-MM-DD); the gateway judges it in the chosen
 * zone, so a day that is already tomorrow there passes too.
 */
export function addCustomersSchema(earliest: string) {
	return z
		.object({
			startDate: trimmedText,
			timezone: trimmedText,
			companyIds: checkboxList,
			isAllSelected: checkboxField,
		})
		.check(
			z.superRefine((value, ctx) => {
				const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: value })
				if (!value.startDate) issue('startDate', textKey('phishingSimulationShare:errors.dateRequired'))
				else if (!isCalendarDay(value.startDate)) issue('startDate', textKey('phishingSimulationShare:errors.dateInvalid'))
				else if (value.startDate < earliest) issue('startDate', textKey('phishingSimulationShare:errors.dateInPast'))
				if (!value.timezone) issue('timezone', textKey('phishingSimulationShare:errors.timezoneRequired'))
				if (!value.isAllSelected && value.companyIds.length === 0)
					issue('companyIds', textKey('phishingSimulationShare:errors.customersRequired'))
			}),
		)
}

/** Why a customer cannot be chosen (spec 3 §5 notes), as the key of its note; null when it can. */
export function unavailableNote(customer: { isBoosted: boolean; isWithRegisteredUsers: boolean }) {
	if (!customer.isBoosted && !customer.isWithRegisteredUsers) return 'notAvailable.both' as const
	if (!customer.isBoosted) return 'notAvailable.boost' as const
	if (!customer.isWithRegisteredUsers) return 'notAvailable.users' as const
	return null
}
