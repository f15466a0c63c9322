import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'
import { GatewayError } from './errors.ts'

// Sharing a phishing simulation campaign with a partner's customers (spec 3 §2 share page, §3 "Share
// candidate company", "Shared (cloned) campaign row", "Clone request", §4 "Sharing", §7 "Sharing"), paths
// exactly as the spec writes them. Replies are wrapped in `data` as the spec shows; pageNumber from 0.

export const SHARING_BASE = '/phishing/api'

const PageInfoSchema = z.object({ number: z.number().int(), size: z.number().int(), totalCount: z.number().int() })
export type SharePageInfo = z.infer<typeof PageInfoSchema>

/** The with-clone table's sort columns (the reference gateway's; `name` is the customer's, the spec's default). */
export const SHARED_ORDER_BY = ['name', 'sentPercent', 'startDate', 'createdDate'] as const
export type SharedOrderBy = (typeof SHARED_ORDER_BY)[number]

/** Spec 3 §3 "Shared (cloned) campaign row". */
export const SharedCustomerSchema = z.object({
	/** The clone's id (the customer's campaign). */
	campaignId: z.string(),
	companyId: z.string(),
	companyName: z.string(),
	/** 0–100: the clone's emails sent so far of those due. */
	sentPercent: z.number(),
	/** When the clone was made ("Received"), ISO time. */
	createdDate: z.string(),
	/** The clone's first day (YYYY-MM-DD in its time zone). */
	startDate: z.string().nullable(),
	status: z.string(),
})
export type SharedCustomer = z.infer<typeof SharedCustomerSchema>

export const SharedCustomersSchema = z
	.object({
		data: z.object({ companies: z.array(SharedCustomerSchema), pageInfo: PageInfoSchema, parentCampaignName: z.string() }),
	})
	.transform((reply) => reply.data)

export type ShareListQuery = {
	/** From 0. */
	pageNumber?: number
	pageSize?: number
	order?: 'asc' | 'desc'
	orderBy?: SharedOrderBy
	searchText?: string
}

/** GET /phishing/api/v1/companies/related/include_cloned_campaign: the customers the campaign is shared with (live clones). */
export function listSharedCustomers(
	token: string,
	companyId: string,
	campaignId: string,
	query: ShareListQuery,
): Promise<z.output<typeof SharedCustomersSchema>> {
	return callGateway({
		method: 'GET',
		path: `${SHARING_BASE}/v1/companies/related/include_cloned_campaign`,
		token,
		query: { companyId, campaignId, ...query, searchText: query.searchText || undefined },
		schema: SharedCustomersSchema,
	})
}

/** Spec 3 §3 "Share candidate company". */
export const ShareCandidateSchema = z.object({
	companyId: z.string(),
	companyName: z.string(),
	isBoosted: z.boolean(),
	isWithRegisteredUsers: z.boolean(),
})
export type ShareCandidate = z.infer<typeof ShareCandidateSchema>

export const ShareCandidatesSchema = z
	.object({
		data: z.object({ companies: z.array(ShareCandidateSchema), totalAvailableCount: z.number().int(), pageInfo: PageInfoSchema }),
	})
	.transform((reply) => reply.data)

/** GET /phishing/api/v1/companies/related/exclude_cloned_campaign: the customers without a live clone, by name ascending. */
export function listShareCandidates(
	token: string,
	companyId: string,
	campaignId: string,
	query: { pageNumber?: number; pageSize?: number; searchText?: string },
): Promise<z.output<typeof ShareCandidatesSchema>> {
	return callGateway({
		method: 'GET',
		path: `${SHARING_BASE}/v1/companies/related/exclude_cloned_campaign`,
		token,
		query: { companyId, campaignId, order: 'asc', orderBy: 'name', ...query, searchText: query.searchText || undefined },
		schema: ShareCandidatesSchema,
	})
}

/** Spec 3 §3 "Clone request". startDate YYYY-MM-DD (the campaign's send hour of that day in `timezone`). */
export type CloneRequest = {
	companyIds: string[]
	name: string
	startDate: string
	timezone: string
	isAllSelected: boolean
}

export const CloneReplySchema = z.object({
	count: z.number().int(),
	campaigns: z.array(z.object({ companyId: z.string(), companyName: z.string(), campaignId: z.string() })),
})

/** POST /phishing/api/v3/campaign/{campaignId}/clone: the campaign cloned into each customer (all or none). */
export function cloneCampaign(
	token: string,
	companyId: string,
	campaignId: string,
	request: CloneRequest,
): Promise<z.output<typeof CloneReplySchema>> {
	return callGateway({
		method: 'POST',
		path: `${SHARING_BASE}/v3/campaign/${seg(campaignId)}/clone`,
		token,
		body: { campaignId, companyId, ...request },
		schema: CloneReplySchema,
	})
}

export const CompleteReplySchema = z.object({ count: z.number().int() })

/** PATCH /phishing/api/v3/company/{companyId}/campaigns/complete: archives those clones of the campaign (all with isAllSelected). */
export function completeSharedCampaigns(
	token: string,
	companyId: string,
	body: { campaignIds: string[]; isAllSelected: boolean; parentCampaignId: string },
): Promise<z.output<typeof CompleteReplySchema>> {
	return callGateway({
		method: 'PATCH',
		path: `${SHARING_BASE}/v3/company/${seg(companyId)}/campaigns/complete`,
		token,
		body,
		schema: CompleteReplySchema,
	})
}

/** A refused clone or complete's own messages (422 details: one per refused field or customer), else none. */
export function shareErrorMessages(error: unknown): Array<{ field: string; message: string }> {
	if (!(error instanceof GatewayError) || error.status !== 422) return []
	return error.details.filter((d) => d.code && d.description).map((d) => ({ field: d.code!, message: d.description }))
}
