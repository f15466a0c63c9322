import { randomUUID } from 'node:crypto'
import { type SQL, and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm'
import { z } from 'zod'
import { SHARE_DEFAULT_PAGE_SIZE, SIMULATION_LIMITS, SIMULATION_MESSAGES as M } from '../../shared/phishing-simulation.ts'
import { companies, simulationCampaignTemplates, simulationCampaigns } from '../db/schema.ts'
import { type Actor, type CompanyRow, type Deps, adminCompanyScope } from '../lib/context.ts'
import { errors, readBody } from '../lib/http.ts'
import { isCalendarDay, localDay, storedTimezone, zonedTime } from '../lib/zoned-time.ts'
import { escapeLike, intParam, readQuery, searchText } from './directory-shared.ts'
import { exerciseValidationError } from './phishing-exercise-shared.ts'
import { advanceSimulationCampaigns } from './phishing-simulation-sending.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// Sharing a simulation campaign with a partner's customers (spec 3 §2 share page, §3 share rows and the
// clone request, §4 "Sharing", §5 "Simulation share", §7 "Sharing"; the console's contract is
// app/gateway/phishing-simulation-sharing.server.ts). A partner (its admins, not a partner-access session)
// clones one of its own launched campaigns into its customers (the companies whose parent it is, as
// course-sharing.ts): each clone is a campaign of the customer (parent_campaign_id the partner's) for all
// its users, queued from the chosen start date. A clone that is not archived is "live"; completing it
// archives it ("removed from the campaign"). Every batch is one transaction: all customers or none.
//
//   GET   /phishing/api/v1/companies/related/include_cloned_campaign   the customers with a live clone
//   GET   /phishing/api/v1/companies/related/exclude_cloned_campaign   the customers without one
//   POST  /phishing/api/v3/campaign/{campaignId}/clone                  clone into customers
//   PATCH /phishing/api/v3/company/{companyId}/campaigns/complete       archive clones of a campaign

/** The most customers one clone or complete names. */
const MAX_BATCH = 500

/** The with-clone table's sort columns; `name` (the customer's) is the spec's default (§9: ascending). */
export const SHARED_ORDER_BY = ['name', 'companyName', 'sentPercent', 'startDate', 'createdDate', 'status'] as const

export const sharingErrors = {
	forbidden: () => errors.forbidden('Only admins can manage the phishing simulation.'),
	notPartner: () => errors.forbidden('Only partners share campaigns with customers.'),
	campaignNotFound: () => errors.notFound('Campaign not found'),
	notShareable: () => errors.conflict('campaign_not_shareable', 'Only a launched campaign that is not archived can be shared.'),
}

// ─── Who may call ────────────────────────────────────────────────────────────

/** The partner (the company named by the call, in the caller's scope) and its campaign; 403 for a non-partner, 404 for another company's campaign. */
async function partnerScope(
	c: Context,
	deps: Deps,
	companyId: string,
	campaignId: string,
): Promise<{ actor: Actor; partner: CompanyRow; campaign: typeof simulationCampaigns.$inferSelect }> {
	const { actor, company } = await adminCompanyScope(c, deps, companyId, sharingErrors.forbidden)
	if (!company.isPartner || actor.lac) throw sharingErrors.notPartner()
	const [campaign] = await deps.db
		.select()
		.from(simulationCampaigns)
		.where(and(eq(simulationCampaigns.id, campaignId), eq(simulationCampaigns.companyId, company.id)))
		.limit(1)
	// A draft has nothing to share (spec 3 §2: the page goes back to the list): it reads as missing.
	if (!campaign || campaign.status === 'DRAFT') throw sharingErrors.campaignNotFound()
	return { actor, partner: company, campaign }
}

const ownCustomer = (partner: CompanyRow) => and(eq(companies.parentCompanyId, partner.id), eq(companies.isDisabled, false))
/** Spec 3 §4: only customers that are boosted and have registered users can be selected (registered: an owner and enabled users). */
const registeredUsers = sql<boolean>`(${companies.ownerId} IS NOT NULL AND ${companies.usersCount} > 0)`
const available = and(eq(companies.hasBoost, true), registeredUsers)

/** A live (not archived) clone of the campaign in the customer company of the row. */
const liveCloneOf = (q: Queryable, campaignId: string) =>
	q
		.select({ one: simulationCampaigns.id })
		.from(simulationCampaigns)
		.where(
			and(
				eq(simulationCampaigns.parentCampaignId, campaignId),
				eq(simulationCampaigns.companyId, companies.id),
				ne(simulationCampaigns.status, 'ARCHIVED'),
			),
		)

const contains = (text: string) => `%${escapeLike(text.toLowerCase())}%`
const nameMatches = (text: string): SQL | undefined => (text ? sql`lower(${companies.name}) LIKE ${contains(text)}` : undefined)

// ─── Query strings and bodies ────────────────────────────────────────────────

const listFields = {
	companyId: z.string({ error: 'companyId is required' }).trim().min(1, 'companyId is required').max(200),
	campaignId: z.string({ error: 'campaignId is required' }).trim().min(1, 'campaignId is required').max(200),
	pageNumber: intParam(0, 1_000_000, 0),
	pageSize: intParam(1, 100, SHARE_DEFAULT_PAGE_SIZE),
	order: z.enum(['asc', 'desc']).optional().default('asc'),
	searchText,
}
const IncludeQuery = z.object({ ...listFields, orderBy: z.enum(SHARED_ORDER_BY).optional().default('name') })
/** Spec 3 §7: the without-clone list is by name, ascending (the only order it offers). */
const ExcludeQuery = z.object({ ...listFields, orderBy: z.enum(['name', 'companyName']).optional().default('name') })

const ids = z.array(z.string().trim().min(1).max(200)).max(MAX_BATCH, `At most ${MAX_BATCH} customers at once.`).optional().default([])

const CloneBody = z.object({
	campaignId: z.string().max(200).optional(),
	companyIds: ids,
	name: z.string().trim().max(SIMULATION_LIMITS.name, `At most ${SIMULATION_LIMITS.name} characters.`).optional().default(''),
	startDate: z.string().max(40).nullable().optional(),
	timezone: z.string().max(100).nullable().optional(),
	companyId: z.string({ error: 'companyId is required' }).trim().min(1, 'companyId is required').max(200),
	isAllSelected: z.boolean().optional().default(false),
})

const CompleteBody = z.object({
	campaignIds: ids,
	isAllSelected: z.boolean().optional().default(false),
	parentCampaignId: z.string({ error: 'parentCampaignId is required' }).trim().min(1, 'parentCampaignId is required').max(200),
})

/**
 * Spec 3 §5 schedule messages for the clone's start: the day in the chosen zone at the campaign's send
 * hour; today with the hour gone by starts now. A day before today (in the zone) is in the past.
 */
function cloneStart(body: z.output<typeof CloneBody>, sendHour: number, now: Date) {
	const issues: Array<{ field: string; message: string }> = []
	const zone = storedTimezone(body.timezone)
	if (!zone) issues.push({ field: 'timezone', message: M.timezoneRequired })
	const day = body.startDate?.trim() ?? ''
	if (!day) issues.push({ field: 'startDate', message: M.dateRequired })
	else if (!isCalendarDay(day)) issues.push({ field: 'startDate', message: M.dateInvalid })
	else if (zone && day < localDay(now, zone)) issues.push({ field: 'startDate', message: M.dateInPast })
	if (issues.length > 0 || !zone) throw exerciseValidationError(issues)
	const at = zonedTime(day, sendHour, zone)
	return { zone, day, nextRoundAt: at.getTime() < now.getTime() ? now : at }
}

// ─── The lists ───────────────────────────────────────────────────────────────

const pageInfo = (number: number, size: number, totalCount: number) => ({ number, size, totalCount })

/** Spec 3 §3 "Shared (cloned) campaign row": the partner's customers with a live clone of the campaign. */
async function withClonePage(
	q: Queryable,
	partner: CompanyRow,
	campaign: { id: string; name: string },
	query: z.output<typeof IncludeQuery>,
) {
	const sentPercent = sql<number>`(CASE WHEN ${simulationCampaigns.deliveriesCount} > 0 THEN round(100.0 * ${simulationCampaigns.sentCount} / ${simulationCampaigns.deliveriesCount}) ELSE 0 END)::int`
	const where = and(
		eq(simulationCampaigns.parentCampaignId, campaign.id),
		ne(simulationCampaigns.status, 'ARCHIVED'),
		ownCustomer(partner),
		nameMatches(query.searchText),
	)
	const dir = sql.raw(query.order === 'desc' ? 'DESC' : 'ASC')
	const key = {
		name: sql`lower(${companies.name})`,
		companyName: sql`lower(${companies.name})`,
		sentPercent,
		startDate: sql`${simulationCampaigns.startDate}`,
		createdDate: sql`${simulationCampaigns.createdAt}`,
		status: sql`${simulationCampaigns.status}`,
	}[query.orderBy]
	const rows = await q
		.select({
			campaignId: simulationCampaigns.id,
			companyId: companies.id,
			companyName: companies.name,
			sentPercent,
			createdAt: simulationCampaigns.createdAt,
			startDate: simulationCampaigns.startDate,
			status: simulationCampaigns.status,
			total: sql<number>`count(*) OVER ()`.mapWith(Number),
		})
		.from(simulationCampaigns)
		.innerJoin(companies, eq(companies.id, simulationCampaigns.companyId))
		.where(where)
		.orderBy(sql`${key} ${dir} NULLS LAST`, sql`${simulationCampaigns.id} ${dir}`)
		.limit(query.pageSize)
		.offset(query.pageNumber * query.pageSize)
	let totalCount = rows[0]?.total ?? 0
	if (rows.length === 0 && query.pageNumber > 0) {
		const [counted] = await q
			.select({ n: sql<number>`count(*)`.mapWith(Number) })
			.from(simulationCampaigns)
			.innerJoin(companies, eq(companies.id, simulationCampaigns.companyId))
			.where(where)
		totalCount = counted?.n ?? 0
	}
	return {
		companies: rows.map((r) => ({
			campaignId: r.campaignId,
			companyId: r.companyId,
			companyName: r.companyName,
			sentPercent: Number(r.sentPercent),
			createdDate: r.createdAt.toISOString(),
			startDate: r.startDate,
			status: r.status,
		})),
		pageInfo: pageInfo(query.pageNumber, query.pageSize, totalCount),
		parentCampaignName: campaign.name,
	}
}

/** Spec 3 §3 "Share candidate company": the partner's customers without a live clone, by name; totalAvailableCount over all of them. */
async function withoutClonePage(q: Queryable, partner: CompanyRow, campaignId: string, query: z.output<typeof ExcludeQuery>) {
	const candidates = and(ownCustomer(partner), notExists(liveCloneOf(q, campaignId)))
	const where = and(candidates, nameMatches(query.searchText))
	const dir = query.order === 'desc' ? sql`DESC` : sql`ASC`
	const [rows, [counts]] = await Promise.all([
		q
			.select({
				companyId: companies.id,
				companyName: companies.name,
				isBoosted: companies.hasBoost,
				isWithRegisteredUsers: registeredUsers,
			})
			.from(companies)
			.where(where)
			.orderBy(sql`lower(${companies.name}) ${dir}`, sql`${companies.id} ${dir}`)
			.limit(query.pageSize)
			.offset(query.pageNumber * query.pageSize),
		q
			.select({
				totalCount: sql<number>`count(*) filter (where ${nameMatches(query.searchText) ?? sql`true`})`.mapWith(Number),
				totalAvailableCount: sql<number>`count(*) filter (where ${available})`.mapWith(Number),
			})
			.from(companies)
			.where(candidates),
	])
	return {
		companies: rows.map((r) => ({ ...r, isWithRegisteredUsers: Boolean(r.isWithRegisteredUsers) })),
		totalAvailableCount: counts?.totalAvailableCount ?? 0,
		pageInfo: pageInfo(query.pageNumber, query.pageSize, counts?.totalCount ?? 0),
	}
}

/** Why a customer cannot receive the campaign (spec 3 §5 notes), or null when it can. */
function unavailableNote(customer: CompanyRow): string | null {
	const users = customer.ownerId !== null && customer.usersCount > 0
	if (!customer.hasBoost && !users) return M.notAvailableBoth
	if (!customer.hasBoost) return `Not available to share: ${M.notAvailableBoost}`
	if (!users) return `Not available to share: ${M.notAvailableUsers}`
	return null
}

/**
 * The customers a clone goes to: every available one without a live clone (isAllSelected), or the named
 * ones, each of which must be the partner's own enabled customer, available and without a live clone (a
 * 422 names each refused one; a company that is not the partner's is named by its id only).
 */
async function cloneTargets(
	q: Queryable,
	partner: CompanyRow,
	campaignId: string,
	body: z.output<typeof CloneBody>,
): Promise<CompanyRow[]> {
	if (body.isAllSelected) {
		const all = await q
			.select()
			.from(companies)
			.where(and(ownCustomer(partner), available, notExists(liveCloneOf(q, campaignId))))
			.orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
		if (all.length === 0) throw exerciseValidationError([{ field: 'companyIds', message: 'No customer is available to share with.' }])
		return all
	}
	const wanted = [...new Set(body.companyIds)]
	if (wanted.length === 0) throw exerciseValidationError([{ field: 'companyIds', message: 'Please select customers' }])
	const found = await q
		.select()
		.from(companies)
		.where(and(inArray(companies.id, wanted), ownCustomer(partner)))
		.orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
	const issues: Array<{ field: string; message: string }> = []
	const foundIds = new Set(found.map((customer) => customer.id))
	for (const id of wanted) if (!foundIds.has(id)) issues.push({ field: 'companyIds', message: `${id}: not your customer.` })
	for (const customer of found) {
		const note = unavailableNote(customer)
		if (note) issues.push({ field: 'companyIds', message: `${customer.name}: ${note}` })
	}
	if (found.length > 0) {
		const live = await q
			.select({ companyId: simulationCampaigns.companyId })
			.from(simulationCampaigns)
			.where(
				and(
					eq(simulationCampaigns.parentCampaignId, campaignId),
					inArray(simulationCampaigns.companyId, [...foundIds]),
					ne(simulationCampaigns.status, 'ARCHIVED'),
				),
			)
		const shared = new Set(live.map((row) => row.companyId))
		for (const customer of found)
			if (shared.has(customer.id))
				issues.push({ field: 'companyIds', message: `${customer.name}: the campaign is already shared with this customer.` })
	}
	if (issues.length > 0) throw exerciseValidationError(issues)
	return found
}

export function registerSimulationSharingRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	app.get('/phishing/api/v1/companies/related/include_cloned_campaign', async (c) => {
		const query = readQuery(c, IncludeQuery)
		const { partner, campaign } = await partnerScope(c, deps, query.companyId, query.campaignId)
		return c.json({ data: await withClonePage(db, partner, campaign, query) })
	})

	app.get('/phishing/api/v1/companies/related/exclude_cloned_campaign', async (c) => {
		const query = readQuery(c, ExcludeQuery)
		const { partner, campaign } = await partnerScope(c, deps, query.companyId, query.campaignId)
		return c.json({ data: await withoutClonePage(db, partner, campaign.id, query) })
	})

	// Clones the campaign into each chosen customer, all in one transaction, then sends what is due
	// (a clone starting now goes out at once).
	app.post('/phishing/api/v3/campaign/:campaignId/clone', async (c) => {
		const body = await readBody(c, CloneBody)
		const { actor, partner, campaign } = await partnerScope(c, deps, body.companyId, c.req.param('campaignId'))
		if (!['QUEUED', 'IN_PROGRESS', 'SUSPENDED'].includes(campaign.status)) throw sharingErrors.notShareable()
		const now = deps.now()
		const start = cloneStart(body, campaign.sendHour, now)
		const created = await db.transaction(async (tx) => {
			// Clones of one campaign one at a time: two batches at once cannot both give a customer a live clone.
			await tx.select({ id: simulationCampaigns.id }).from(simulationCampaigns).where(eq(simulationCampaigns.id, campaign.id)).for('update')
			const customers = await cloneTargets(tx, partner, campaign.id, body)
			const templates = await tx
				.select({ templateId: simulationCampaignTemplates.templateId, orderNumber: simulationCampaignTemplates.orderNumber })
				.from(simulationCampaignTemplates)
				.where(eq(simulationCampaignTemplates.campaignId, campaign.id))
			const clones = customers.map((customer) => ({ customer, id: `sim_${randomUUID()}` }))
			await tx.insert(simulationCampaigns).values(
				clones.map(({ customer, id }) => ({
					id,
					companyId: customer.id,
					parentCampaignId: campaign.id,
					name: body.name || campaign.name,
					status: 'QUEUED',
					frequency: campaign.frequency,
					daysPerRound: campaign.daysPerRound,
					sendHour: campaign.sendHour,
					timezone: start.zone,
					startDate: start.day,
					loginPageId: campaign.loginPageId,
					usersType: 'USERS_ALL',
					selectedDepartmentIds: [],
					selectedGroupIds: [],
					selectedUserIds: [],
					createdBy: actor.userId,
					createdAt: now,
					updatedAt: now,
					launchedAt: now,
					nextRoundAt: start.nextRoundAt,
				})),
			)
			if (templates.length > 0)
				await tx
					.insert(simulationCampaignTemplates)
					.values(
						clones.flatMap(({ id }) => templates.map((t) => ({ campaignId: id, templateId: t.templateId, orderNumber: t.orderNumber }))),
					)
			return clones.map(({ customer, id }) => ({ companyId: customer.id, companyName: customer.name, campaignId: id }))
		})
		await advanceSimulationCampaigns(deps)
		return c.json({ count: created.length, campaigns: created }, 201)
	})

	// Archives the named live clones of the partner's campaign (or all of them): "removed from the campaign".
	app.patch('/phishing/api/v3/company/:companyId/campaigns/complete', async (c) => {
		const body = await readBody(c, CompleteBody)
		const { partner, campaign } = await partnerScope(c, deps, c.req.param('companyId'), body.parentCampaignId)
		const wanted = [...new Set(body.campaignIds)]
		if (!body.isAllSelected && wanted.length === 0)
			throw exerciseValidationError([{ field: 'campaignIds', message: 'Please select customers' }])
		const now = deps.now()
		const count = await db.transaction(async (tx) => {
			const clones = await tx
				.select({ id: simulationCampaigns.id, status: simulationCampaigns.status })
				.from(simulationCampaigns)
				.innerJoin(companies, eq(companies.id, simulationCampaigns.companyId))
				.where(
					and(
						eq(simulationCampaigns.parentCampaignId, campaign.id),
						eq(companies.parentCompanyId, partner.id),
						body.isAllSelected ? undefined : inArray(simulationCampaigns.id, wanted),
					),
				)
			if (!body.isAllSelected && clones.length !== wanted.length)
				throw exerciseValidationError([{ field: 'campaignIds', message: 'A selected customer does not share this campaign.' }])
			const live = clones.filter((clone) => clone.status !== 'ARCHIVED').map((clone) => clone.id)
			if (live.length === 0) return 0
			const archived = await tx
				.update(simulationCampaigns)
				.set({ status: 'ARCHIVED', archivedAt: now, nextRoundAt: null, updatedAt: now })
				.where(and(inArray(simulationCampaigns.id, live), ne(simulationCampaigns.status, 'ARCHIVED')))
				.returning({ id: simulationCampaigns.id })
			return archived.length
		})
		return c.json({ count })
	})
}
