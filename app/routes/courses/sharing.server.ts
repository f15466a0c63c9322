import { data } from 'react-router'
import { requireViewer, type Viewer } from '#app/auth/guards.server.ts'
import { canSeePartnerPortal } from '#app/auth/visibility.ts'
import { listCustomersWithCourse } from '#app/gateway/course-sharing.server.ts'

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
