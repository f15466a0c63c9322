import { data, redirect } from 'react-router'
import { requireViewer, type Viewer } from '#app/auth/guards.server.ts'
import { canSeePartnerPortal } from '#app/auth/visibility.ts'
import { listCustomersWithCourse, listCustomersWithoutCourse, type CustomerWithoutCourse } from '#app/gateway/course-sharing.server.ts'
import { draftOwner, draftStore } from '#app/lib/draft-store.server.ts'
import { lastPageNumber, pageCount } from '#app/lib/table-query.ts'
import {
	chosenParams,
	CUSTOMERS_MODAL,
	PICKER_PARAMS,
	SHARING_DRAFT_FIELDS,
	type SharingDraft,
	withQuery,
	PICKER_PAGE_SIZE,
	type ChosenCustomer,
} from './customers-picker-url.ts'
import { readStoredDraft } from './customers-picker.server.ts'

/**
 * The customers tabs' guard (spec 2 §2 "Course sharing screens"): a signed-in admin of a partner
 * company (reseller, MSP). Anyone else, a partner logged in as a customer included, gets the 404
 * page: the tabs do not exist for them (the course page does not list them either).
 */
export async function requireSharingViewer(args: Parameters<typeof requireViewer>[0]): Promise<Viewer> {
	const viewer = await requireViewer(args)
	if (!canSeePartnerPortal(viewer.company)) throw data(null, { status: 404 })
	return viewer
}

/** The most rows one page of the gateway's list gives (spec 2 §9 page sizes). */
const PAGE_MAX = 100

/** Every customer with the course that matches the search ("Select all" across pages), page by page. */
export async function allCustomerIdsWithCourse(token: string, companyId: string, courseId: string, searchText: string): Promise<string[]> {
	const ids: string[] = []
	for (let pageNumber = 0; ; pageNumber++) {
		const page = await listCustomersWithCourse(token, companyId, courseId, { searchText, pageNumber, pageSize: PAGE_MAX })
		ids.push(...page.companies.map((c) => c.companyId))
		if (page.companies.length < PAGE_MAX || ids.length >= page.itemsCount) return ids
	}
}

/** The picker's page of customers without the course (spec 2 §3 "Customer-without-course row"). */
export type PickerPage = {
	customers: CustomerWithoutCourse[]
	itemsCount: number
	boostedCount: number
	searchText: string
	/** From 0; a page past the last one is the last one. */
	pageNumber: number
	pageCount: number
}

/** One page of the Add Customers picker: the customers that do not have the course yet, by name. */
export async function loadPickerPage(
	token: string,
	companyId: string,
	courseId: string,
	query: { searchText: string; pageNumber: number },
): Promise<PickerPage> {
	const read = (pageNumber: number) =>
		listCustomersWithoutCourse(token, companyId, courseId, {
			actionType: 'share',
			pageNumber,
			pageSize: PICKER_PAGE_SIZE,
			searchText: query.searchText || undefined,
		})
	let pageNumber = query.pageNumber
	let page = await read(pageNumber)
	const last = lastPageNumber(page.itemsCount, PICKER_PAGE_SIZE)
	if (pageNumber > last) {
		pageNumber = last
		page = await read(pageNumber)
	}
	return {
		customers: page.companies,
		itemsCount: page.itemsCount,
		boostedCount: page.boostedCompaniesCount,
		searchText: query.searchText,
		pageNumber,
		pageCount: pageCount(page.itemsCount, PICKER_PAGE_SIZE),
	}
}

/** The pages of the without-course list read at most to name the chosen customers (10 000 customers). */
const RESOLVE_PAGES_MAX = 100

/**
 * The chosen customers of the URL with their names, in the URL's order: only those that may still be
 * chosen (boosted, without the course: spec 2 §5), the others dropped. Stops at the page that names the last one.
 */
export async function resolveChosenCustomers(
	token: string,
	companyId: string,
	courseId: string,
	ids: readonly string[],
): Promise<ChosenCustomer[]> {
	if (ids.length === 0) return []
	const wanted = new Set(ids)
	const names = new Map<string, string>()
	for (let pageNumber = 0; pageNumber < RESOLVE_PAGES_MAX && names.size < wanted.size; pageNumber++) {
		const page = await listCustomersWithoutCourse(token, companyId, courseId, { actionType: 'share', pageNumber, pageSize: PAGE_MAX })
		for (const c of page.companies) if (c.isBoosted && wanted.has(c.companyId)) names.set(c.companyId, c.companyName)
		if (page.companies.length < PAGE_MAX || (pageNumber + 1) * PAGE_MAX >= page.itemsCount) break
	}
	return ids.filter((id) => names.has(id)).map((id) => ({ companyId: id, companyName: names.get(id)! }))
}

/** The picker with nothing to show (its list could not be read). */
export function emptyPickerPage(query: { searchText: string }): PickerPage {
	return { customers: [], itemsCount: 0, boostedCount: 0, searchText: query.searchText, pageNumber: 0, pageCount: 1 }
}

/** The sharing form's draft the tab's URL names (`draft`), or null when there is none, it expired or it is someone else's. */
export async function loadSharingDraft(viewer: Viewer, params: URLSearchParams): Promise<{ id: string; draft: SharingDraft } | null> {
	const id = params.get(PICKER_PARAMS.draft)
	// The store answers null for an id it never made (or another user's, or an expired one).
	if (!id) return null
	const values = await draftStore.load<Record<string, string>>(draftOwner(viewer), id)
	return values ? { id, draft: readStoredDraft(values) } : null
}

/**
 * Without JavaScript, Add Customers and a chosen customer's Remove post the sharing form (what was typed
 * can be longer than a URL takes): what was typed is kept as a draft and the tab opens again with its
 * id, the picker open (Add Customers) or the customer gone (Remove). Null for any other post (Share).
 */
export async function pickerStepRedirect(viewer: Viewer, formData: FormData, path: string): Promise<Response | null> {
	const opening = formData.get(PICKER_PARAMS.modal) === CUSTOMERS_MODAL
	const removed = formData.get(PICKER_PARAMS.remove)
	if (!opening && typeof removed !== 'string') return null
	const typed = Object.fromEntries(SHARING_DRAFT_FIELDS.map((name) => [name, String(formData.get(name) ?? '')]))
	const id = await draftStore.save(draftOwner(viewer), readStoredDraft(typed))
	const customers = formData
		.getAll(PICKER_PARAMS.customers)
		.map(String)
		.filter((customer) => customer !== removed)
	const query: Array<[string, string]> = [[PICKER_PARAMS.draft, id], ...chosenParams(customers)]
	if (opening) query.push([PICKER_PARAMS.modal, CUSTOMERS_MODAL])
	return redirect(withQuery(path, query), 303)
}
