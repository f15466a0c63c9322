import { MODAL_PARAM } from '#app/lib/modals.ts'
import { TABLE_PARAMS } from '#app/lib/table-query.ts'

/**
 * The customers settings tab's URL state (spec 2 §2 "Add Customers picker dialog"): `?modal=customers`
 * opens the picker, with its `searchText` and `pageNumber`; the form's chosen customers are repeated
 * `customers` values. Without JavaScript the sharing form travels in the URL too (its own field
 * names), so opening, searching and paging the picker lose nothing typed, and so do the picker's
 * ticks (`picked`) until Add makes them the form's customers or Cancel drops them. Pure: the loader parses
 * these (customers-picker.server.ts), the page and the dialog write them.
 */

/** `?modal=` value of the picker. */
export const CUSTOMERS_MODAL = 'customers'

export const PICKER_PARAMS = {
	modal: MODAL_PARAM,
	searchText: TABLE_PARAMS.searchText,
	pageNumber: TABLE_PARAMS.pageNumber,
	customers: 'customers',
	/**
	 * The picker's ticks while it is open without JavaScript, apart from the form's customers so that
	 * Cancel leaves those as they were. Its form always sends one empty value: "the picker has ticks"
	 * (maybe none) rather than "start from the form's customers".
	 */
	picked: 'picked',
	/** The picker's Add without JavaScript: back to the form with the chosen customers. */
	add: 'add',
	/** A chosen customer's Remove without JavaScript: its id. */
	remove: 'remove',
	/**
	 * Without JavaScript, what was typed in the sharing form: the id of a server-side draft (its message may
	 * be 5,000 characters, too long for a URL). Add Customers and Remove post the form; the action keeps it.
	 */
	draft: 'draft',
} as const

/** The picker's own parameters: what closing it drops. */
export const PICKER_OWN_PARAMS = [PICKER_PARAMS.modal, PICKER_PARAMS.searchText, PICKER_PARAMS.pageNumber, PICKER_PARAMS.picked] as const

/** The sharing form's fields other than `customers`, as they travel in the URL (and post). */
export const SHARING_DRAFT_FIELDS = [
	'inheritSettings',
	'assignmentType',
	'notificationsEnabled',
	'subject',
	'message',
	'daysOption',
	'customDays',
	'weeklyReminder',
	'startDate',
] as const

/** Customers per picker page (spec 2 §9 page sizes). */
export const PICKER_PAGE_SIZE = 10

/** The most chosen customers the URL carries (without JavaScript): its length stays well within what servers accept. */
export const CHOSEN_IN_URL_MAX = 200

export type ChosenCustomer = { companyId: string; companyName: string }

/** `path` with `params` (name, value pairs, repeated names kept) as its query. */
export function withQuery(path: string, params: ReadonlyArray<readonly [string, string]>): string {
	const query = new URLSearchParams(params.map(([name, value]) => [name, value])).toString()
	return query ? `${path}?${query}` : path
}

/** The chosen customers' ids as `customers` parameters. */
export function chosenParams(ids: readonly string[]): Array<[string, string]> {
	return ids.map((id) => [PICKER_PARAMS.customers, id])
}

/** A picker page's query with JavaScript (the dialog's fetcher): the form's values are in the page, not the URL. */
export function pickerPageHref(path: string, searchText: string, pageNumber: number): string {
	const params: Array<[string, string]> = [[PICKER_PARAMS.modal, CUSTOMERS_MODAL]]
	if (searchText) params.push([PICKER_PARAMS.searchText, searchText])
	if (pageNumber > 0) params.push([PICKER_PARAMS.pageNumber, String(pageNumber)])
	return withQuery(path, params)
}

/** The current URL (`search`) with the picker open or closed, everything else kept. */
export function pickerToggleHref(path: string, search: string, open: boolean): string {
	const params = [...new URLSearchParams(search)].filter(([name]) => !(PICKER_OWN_PARAMS as readonly string[]).includes(name))
	if (open) params.push([PICKER_PARAMS.modal, CUSTOMERS_MODAL])
	return withQuery(path, params)
}

/** What was typed in the sharing form, as it travels in the URL: a checkbox is 'on' or ''. */
export type SharingDraft = Record<(typeof SHARING_DRAFT_FIELDS)[number], string>

/** The draft as URL parameters (empty ones left out: absent from a draft is empty). */
/** The query that carries what was typed: the draft's id when it is kept on the server, else its values. */
export function typedParams(draftId: string | null, draft: SharingDraft | null): Array<[string, string]> {
	return draftId ? [[PICKER_PARAMS.draft, draftId]] : draftParams(draft)
}

export function draftParams(draft: SharingDraft | null): Array<[string, string]> {
	if (!draft) return []
	return SHARING_DRAFT_FIELDS.filter((name) => draft[name] !== '').map((name) => [name, draft[name]])
}
