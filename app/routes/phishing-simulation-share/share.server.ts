import { redirect } from 'react-router'
import { type Viewer } from '#app/auth/guards.server.ts'
import { canSeePartnerPortal } from '#app/auth/visibility.ts'
import { type UiMessage } from '#app/components/form-errors.ts'
import { isGatewayError } from '#app/gateway/errors.ts'
import { listShareCandidates, listSharedCustomers, shareErrorMessages } from '#app/gateway/phishing-simulation-sharing.server.ts'
import { getSimulationCampaign } from '#app/gateway/phishing-simulation.server.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { requireSimulationViewer } from '#app/routes/phishing-simulation/simulation-access.server.ts'
import { displayTimezone } from '#server/shared/phishing-simulation.ts'
import { DIALOG_PAGE_SIZE, LIST_PATH } from './share-options.ts'

// The share page's server side (spec 3 §2 share page, §6 "Sharing is for partners and resellers with
// customer companies"): who may see it, the campaign it shares, the dialog's candidates, and what a
// refused clone or archive tells the user.

type Args = Parameters<typeof requireSimulationViewer>[0]

/**
 * The admin of a partner company, not logged in as a customer (spec 3 §2: "The page returns to the
 * campaign list if the user has no company access or flag"): anyone else goes to the campaign list.
 */
export async function requireShareViewer(args: Args): Promise<Viewer> {
	const viewer = await requireSimulationViewer(args)
	if (!canSeePartnerPortal(viewer.company) || viewer.companyAccess) throw redirect(LIST_PATH)
	return viewer
}

/**
 * The campaign to share: the company's own and launched (a draft, another company's or a missing one
 * sends the user to the campaign list, as the spec's "no company access" does).
 */
export async function loadSharedCampaign(viewer: Viewer, campaignId: string) {
	try {
		const campaign = await getSimulationCampaign(viewer.token, viewer.company.id, campaignId)
		if (campaign.status === 'DRAFT') throw redirect(LIST_PATH)
		return campaign
	} catch (error) {
		if (isGatewayError(error) && [403, 404].includes(error.status)) throw redirect(LIST_PATH)
		throw error
	}
}

/** The rows of the shared customers' table, for the page. */
export async function loadSharedPage(viewer: Viewer, campaignId: string, query: Parameters<typeof listSharedCustomers>[3]) {
	try {
		return await listSharedCustomers(viewer.token, viewer.company.id, campaignId, query)
	} catch (error) {
		if (isGatewayError(error) && [403, 404].includes(error.status)) throw redirect(LIST_PATH)
		throw error
	}
}

/** One page of the dialog's candidates; a page past the last one is the last one. */
export async function loadCandidates(viewer: Viewer, campaignId: string, searchText: string, pageNumber: number) {
	const read = (page: number) =>
		listShareCandidates(viewer.token, viewer.company.id, campaignId, { searchText, pageNumber: page, pageSize: DIALOG_PAGE_SIZE })
	let page = await read(pageNumber)
	const last = Math.max(0, Math.ceil(page.pageInfo.totalCount / DIALOG_PAGE_SIZE) - 1)
	if (pageNumber > last) page = await read(last)
	return {
		customers: page.companies,
		totalAvailableCount: page.totalAvailableCount,
		totalCount: page.pageInfo.totalCount,
		pageNumber: page.pageInfo.number,
		pageCount: Math.max(1, Math.ceil(page.pageInfo.totalCount / DIALOG_PAGE_SIZE)),
	}
}

/** The most rows one read of the shared list gives. */
const PAGE_MAX = 100

/** Every shared customer's clone id that matches the search ("Select all N" with a search on), page by page. */
export async function allSharedCampaignIds(viewer: Viewer, campaignId: string, searchText: string): Promise<string[]> {
	const ids: string[] = []
	for (let pageNumber = 0; ; pageNumber++) {
		const page = await listSharedCustomers(viewer.token, viewer.company.id, campaignId, { searchText, pageNumber, pageSize: PAGE_MAX })
		ids.push(...page.companies.map((c) => c.campaignId))
		if (page.companies.length < PAGE_MAX || ids.length >= page.pageInfo.totalCount) return ids
	}
}

/**
 * Spec 3 §8: a clone or complete failure shows the server's message or 'Something went wrong!'. A 422
 * names each refused field or customer: those messages, joined.
 */
export async function shareFailure(error: unknown, request: Request): Promise<UiMessage> {
	const refused = shareErrorMessages(error)
	if (refused.length > 0) return { message: refused.map((r) => r.message).join(' '), raw: true }
	const failure = await writeFailure(error, request)
	return failure.raw ? failure : { message: 'phishingSimulationShare:errors.somethingWrong' }
}

/** Every IANA zone the runtime knows, as the console shows them (Europe/Kyiv for Europe/Kiev), sorted. */
export function timezoneOptions(): string[] {
	let zones: string[]
	try {
		zones = Intl.supportedValuesOf('timeZone')
	} catch {
		zones = ['UTC']
	}
	return [...new Set(['UTC', ...zones.map(displayTimezone)])].sort()
}
