import { randomUUID } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { GatewayError } from '#app/gateway/errors.ts'
import {
	cloneCampaign,
	completeSharedCampaigns,
	listShareCandidates,
	listSharedCustomers,
	shareErrorMessages,
} from '#app/gateway/phishing-simulation-sharing.server.ts'
import { registerEmbeddedGateway } from '#app/gateway/transport.server.ts'
import { companies, exerciseTemplates, simulationCampaignTemplates, simulationCampaigns } from '#server/gateway/db/schema.ts'
import { SIMULATION_SEED } from '#server/gateway/db/seed-phishing-simulation.ts'
import { localDay, zonedTime } from '#server/gateway/lib/zoned-time.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// Sharing a simulation campaign with customers through the console's contract
// (app/gateway/phishing-simulation-sharing.server.ts) against the reference gateway on PGlite, with the
// seeded partner Northwind and its customers (Contoso boosted with users, Fabrikam on a trial). The
// partner's campaign is written straight to the database here: the sharing calls only need one to exist.

const C = SEED.companies
let t: TestGateway
let northwind = ''
let acme = ''
let contoso = ''
let template = ''

useConsoleGateway(async (gateway) => {
	t = gateway
	northwind = await t.signIn(SEED.users.northwindPartner.email)
	acme = await t.signIn(SEED.users.acmeAdmin.email)
	contoso = await t.signIn(SEED.users.contosoAdmin.email)
	const [row] = await t.database.db
		.select({ id: exerciseTemplates.id })
		.from(exerciseTemplates)
		.where(and(eq(exerciseTemplates.layoutType, 'EMAIL'), isNull(exerciseTemplates.companyId)))
		.limit(1)
	template = row!.id
})

/** A launched campaign of the company, with one template. */
async function insertCampaign(companyId: string, overrides: Partial<typeof simulationCampaigns.$inferInsert> = {}) {
	const id = `sim_test_${randomUUID()}`
	await t.database.db.insert(simulationCampaigns).values({
		id,
		companyId,
		name: 'Partner Baseline Phish',
		status: 'QUEUED',
		frequency: 'monthly',
		daysPerRound: 3,
		sendHour: 10,
		timezone: 'UTC',
		startDate: '2030-01-01',
		nextRoundAt: new Date('2030-01-01T10:00:00Z'),
		launchedAt: new Date(),
		...overrides,
	})
	await t.database.db.insert(simulationCampaignTemplates).values({ campaignId: id, templateId: template, orderNumber: 0 })
	return id
}

const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10)

async function refusal(promise: Promise<unknown>): Promise<GatewayError> {
	const error = await promise.then(
		() => null,
		(e: unknown) => e,
	)
	expect(error).toBeInstanceOf(GatewayError)
	return error as GatewayError
}

describe('the share candidates and the shared customers', () => {
	test('the candidates are the partner’s customers by name, each with boost and registered users, and the available count', async () => {
		const campaign = await insertCampaign(C.northwind)
		const page = await listShareCandidates(northwind, C.northwind, campaign, { pageNumber: 0, pageSize: 100 })
		const names = page.companies.map((c) => c.companyName)
		expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
		const contosoRow = page.companies.find((c) => c.companyId === C.contoso)
		expect(contosoRow).toMatchObject({ companyName: 'Contoso', isBoosted: true, isWithRegisteredUsers: true })
		expect(page.companies.find((c) => c.companyId === C.fabrikam)).toMatchObject({ isBoosted: false })
		// Wingtip is Tailspin's customer, not Northwind's own.
		expect(page.companies.some((c) => c.companyId === C.wingtip)).toBe(false)
		expect(page.totalAvailableCount).toBe(page.companies.filter((c) => c.isBoosted && c.isWithRegisteredUsers).length)
		expect(page.pageInfo).toEqual({ number: 0, size: 100, totalCount: page.companies.length })
		const searched = await listShareCandidates(northwind, C.northwind, campaign, { searchText: 'conto', pageNumber: 0, pageSize: 5 })
		expect(searched.companies.map((c) => c.companyId)).toEqual([C.contoso])
		expect(searched.pageInfo.totalCount).toBe(1)
		const shared = await listSharedCustomers(northwind, C.northwind, campaign, {})
		expect(shared).toEqual({
			companies: [],
			pageInfo: { number: 0, size: 25, totalCount: 0 },
			parentCampaignName: 'Partner Baseline Phish',
		})
	})

	test('a company that is not a partner, another company’s campaign and a customer’s admin are refused', async () => {
		const campaign = await insertCampaign(C.northwind)
		const acmeCampaign = await insertCampaign(C.acme)
		expect((await refusal(listShareCandidates(acme, C.acme, acmeCampaign, {}))).status).toBe(403)
		expect((await refusal(listSharedCustomers(northwind, C.northwind, acmeCampaign, {}))).status).toBe(404)
		expect((await refusal(listSharedCustomers(acme, C.northwind, campaign, {}))).status).toBe(403)
		// A customer's admin cannot act for its partner.
		expect((await refusal(listSharedCustomers(contoso, C.northwind, campaign, {}))).status).toBe(403)
		const clone = await refusal(
			cloneCampaign(acme, C.acme, acmeCampaign, {
				companyIds: [C.contoso],
				name: 'x',
				startDate: tomorrow(),
				timezone: 'UTC',
				isAllSelected: false,
			}),
		)
		expect(clone.status).toBe(403)
	})
})

describe('cloning', () => {
	test('a clone copies the campaign into the customer, queued from the start day at the send hour in the zone', async () => {
		const campaign = await insertCampaign(C.northwind)
		const day = tomorrow()
		const reply = await cloneCampaign(northwind, C.northwind, campaign, {
			companyIds: [C.contoso],
			name: 'Partner Baseline Phish',
			startDate: day,
			timezone: 'Europe/Kyiv',
			isAllSelected: false,
		})
		expect(reply.count).toBe(1)
		const [clone] = await t.database.db.select().from(simulationCampaigns).where(eq(simulationCampaigns.id, reply.campaigns[0]!.campaignId))
		expect(clone).toMatchObject({
			companyId: C.contoso,
			parentCampaignId: campaign,
			status: 'QUEUED',
			frequency: 'monthly',
			daysPerRound: 3,
			sendHour: 10,
			usersType: 'USERS_ALL',
			startDate: day,
		})
		expect(['Europe/Kyiv', 'Europe/Kiev']).toContain(clone!.timezone)
		expect(clone!.nextRoundAt!.toISOString()).toBe(zonedTime(day, 10, clone!.timezone).toISOString())
		const templates = await t.database.db
			.select()
			.from(simulationCampaignTemplates)
			.where(eq(simulationCampaignTemplates.campaignId, clone!.id))
		expect(templates.map((row) => row.templateId)).toEqual([template])

		const shared = await listSharedCustomers(northwind, C.northwind, campaign, {})
		expect(shared.companies).toEqual([
			expect.objectContaining({ campaignId: clone!.id, companyId: C.contoso, companyName: 'Contoso', sentPercent: 0, startDate: day }),
		])
		const candidates = await listShareCandidates(northwind, C.northwind, campaign, { pageSize: 100 })
		expect(candidates.companies.some((c) => c.companyId === C.contoso)).toBe(false)
		// Cloning into a customer that already has it is refused, naming it.
		const again = await refusal(
			cloneCampaign(northwind, C.northwind, campaign, {
				companyIds: [C.contoso],
				name: 'x',
				startDate: day,
				timezone: 'UTC',
				isAllSelected: false,
			}),
		)
		expect(again.status).toBe(422)
		expect(shareErrorMessages(again)[0]!.message).toContain('Contoso')
	})

	test('today with the send hour gone by starts now', async () => {
		const campaign = await insertCampaign(C.northwind, { sendHour: 0 })
		const today = localDay(new Date(), 'UTC')
		const before = Date.now()
		const reply = await cloneCampaign(northwind, C.northwind, campaign, {
			companyIds: [C.contoso],
			name: 'Now',
			startDate: today,
			timezone: 'UTC',
			isAllSelected: false,
		})
		const [clone] = await t.database.db.select().from(simulationCampaigns).where(eq(simulationCampaigns.id, reply.campaigns[0]!.campaignId))
		// Due now: the sending round (called after the clone) has begun its first round already, or it waits for the next one.
		const begun = clone!.startedAt ?? clone!.nextRoundAt!
		expect(begun.getTime()).toBeGreaterThanOrEqual(before - 1000)
		expect(begun.getTime()).toBeLessThanOrEqual(Date.now())
	})

	test('a customer that cannot receive it refuses the whole batch: no customer gets a clone', async () => {
		const campaign = await insertCampaign(C.northwind)
		const error = await refusal(
			cloneCampaign(northwind, C.northwind, campaign, {
				companyIds: [C.contoso, C.fabrikam],
				name: 'x',
				startDate: tomorrow(),
				timezone: 'UTC',
				isAllSelected: false,
			}),
		)
		expect(error.status).toBe(422)
		expect(shareErrorMessages(error)).toEqual([{ field: 'companyIds', message: 'Fabrikam: Not available to share: not boosted' }])
		const clones = await t.database.db.select().from(simulationCampaigns).where(eq(simulationCampaigns.parentCampaignId, campaign))
		expect(clones).toEqual([])
		// Another partner's customer (Wingtip is Tailspin's) is refused by its id.
		const foreign = await refusal(
			cloneCampaign(northwind, C.northwind, campaign, {
				companyIds: [C.wingtip],
				name: 'x',
				startDate: tomorrow(),
				timezone: 'UTC',
				isAllSelected: false,
			}),
		)
		expect(shareErrorMessages(foreign)[0]!.message).toContain(C.wingtip)
	})

	test('the schedule messages: missing date, invalid date, a day in the past, a bad time zone', async () => {
		const campaign = await insertCampaign(C.northwind)
		const base = { companyIds: [C.contoso], name: 'x', isAllSelected: false }
		const messages = async (startDate: string, timezone: string) =>
			shareErrorMessages(await refusal(cloneCampaign(northwind, C.northwind, campaign, { ...base, startDate, timezone })))
		expect(await messages('', 'UTC')).toEqual([{ field: 'startDate', message: 'Please select date and time' }])
		expect(await messages('2030-02-31', 'UTC')).toEqual([{ field: 'startDate', message: 'The date must be valid' }])
		expect(await messages('2020-01-01', 'UTC')).toEqual([{ field: 'startDate', message: 'The date must be in the future' }])
		expect(await messages(tomorrow(), 'Mars/Olympus')).toEqual([{ field: 'timezone', message: 'Please select timezone' }])
	})

	test('a draft or archived campaign cannot be shared', async () => {
		const draft = await insertCampaign(C.northwind, { status: 'DRAFT', launchedAt: null })
		const body = { companyIds: [C.contoso], name: 'x', startDate: tomorrow(), timezone: 'UTC', isAllSelected: false }
		expect((await refusal(cloneCampaign(northwind, C.northwind, draft, body))).status).toBe(404)
		expect((await refusal(listSharedCustomers(northwind, C.northwind, draft, {}))).status).toBe(404)
		const archived = await insertCampaign(C.northwind, { status: 'ARCHIVED', archivedAt: new Date() })
		expect((await refusal(cloneCampaign(northwind, C.northwind, archived, body))).status).toBe(409)
		// An archived campaign's customers can still be read.
		expect((await listSharedCustomers(northwind, C.northwind, archived, {})).companies).toEqual([])
	})

	test('isAllSelected clones into every available customer and ignores companyIds', async () => {
		const campaign = await insertCampaign(C.northwind)
		const candidates = await listShareCandidates(northwind, C.northwind, campaign, { pageSize: 100 })
		const reply = await cloneCampaign(northwind, C.northwind, campaign, {
			companyIds: [C.fabrikam],
			name: 'All',
			startDate: tomorrow(),
			timezone: 'UTC',
			isAllSelected: true,
		})
		expect(reply.count).toBe(candidates.totalAvailableCount)
		expect(reply.campaigns.some((c) => c.companyId === C.fabrikam)).toBe(false)
		const after = await listShareCandidates(northwind, C.northwind, campaign, { pageSize: 100 })
		expect(after.totalAvailableCount).toBe(0)
		const shared = await listSharedCustomers(northwind, C.northwind, campaign, { pageSize: 5, pageNumber: 0 })
		expect(shared.pageInfo.totalCount).toBe(reply.count)
		expect(shared.companies).toHaveLength(Math.min(5, reply.count))
	})
})

describe('completing customers', () => {
	test('the named clones are archived and counted; they leave the shared list; all of them with isAllSelected', async () => {
		const campaign = await insertCampaign(C.northwind)
		const reply = await cloneCampaign(northwind, C.northwind, campaign, {
			companyIds: [],
			name: 'All',
			startDate: tomorrow(),
			timezone: 'UTC',
			isAllSelected: true,
		})
		expect(reply.count).toBeGreaterThan(2)
		const [first, second] = reply.campaigns
		const done = await completeSharedCampaigns(northwind, C.northwind, {
			campaignIds: [first!.campaignId, second!.campaignId],
			isAllSelected: false,
			parentCampaignId: campaign,
		})
		expect(done.count).toBe(2)
		const [archived] = await t.database.db.select().from(simulationCampaigns).where(eq(simulationCampaigns.id, first!.campaignId))
		expect(archived).toMatchObject({ status: 'ARCHIVED', nextRoundAt: null })
		expect(archived!.archivedAt).not.toBeNull()
		const shared = await listSharedCustomers(northwind, C.northwind, campaign, { pageSize: 100 })
		expect(shared.pageInfo.totalCount).toBe(reply.count - 2)
		// An archived customer may be offered the campaign again.
		const candidates = await listShareCandidates(northwind, C.northwind, campaign, { pageSize: 100 })
		expect(candidates.companies.some((c) => c.companyId === first!.companyId)).toBe(true)
		// Completing it again counts nothing.
		expect(
			(
				await completeSharedCampaigns(northwind, C.northwind, {
					campaignIds: [first!.campaignId],
					isAllSelected: false,
					parentCampaignId: campaign,
				})
			).count,
		).toBe(0)
		const rest = await completeSharedCampaigns(northwind, C.northwind, { campaignIds: [], isAllSelected: true, parentCampaignId: campaign })
		expect(rest.count).toBe(reply.count - 2)
		expect((await listSharedCustomers(northwind, C.northwind, campaign, {})).pageInfo.totalCount).toBe(0)
	})

	test('a campaign that is not a clone of the parent, and a non-partner, are refused', async () => {
		const campaign = await insertCampaign(C.northwind)
		const other = await insertCampaign(C.contoso)
		const error = await refusal(
			completeSharedCampaigns(northwind, C.northwind, { campaignIds: [other], isAllSelected: false, parentCampaignId: campaign }),
		)
		expect(error.status).toBe(422)
		const [row] = await t.database.db.select().from(simulationCampaigns).where(eq(simulationCampaigns.id, other))
		expect(row!.status).toBe('QUEUED')
		const acmeCampaign = await insertCampaign(C.acme)
		expect(
			(await refusal(completeSharedCampaigns(acme, C.acme, { campaignIds: [], isAllSelected: true, parentCampaignId: acmeCampaign })))
				.status,
		).toBe(403)
	})
})

test('the seeded partner is a partner and Contoso is its boosted customer with users', async () => {
	const [row] = await t.database.db.select().from(companies).where(eq(companies.id, C.contoso))
	expect(row).toMatchObject({ parentCompanyId: C.northwind, hasBoost: true })
	expect(row!.usersCount).toBeGreaterThan(0)
})

// On a PostgreSQL server (TEST_DATABASE_URL), where two requests really run at once on two connections:
// the parent campaign's row lock lets one batch clone into a customer and refuses the other.
describe.skipIf(!POSTGRES_URL)('sharing on PostgreSQL', () => {
	let pgGateway: TestGateway
	let partnerToken = ''
	usePostgresGateway('simulation_sharing', async (gateway) => {
		pgGateway = gateway
		registerEmbeddedGateway(gateway.gateway.fetch)
		partnerToken = await gateway.signIn(SEED.users.northwindPartner.email)
	})
	afterAll(() => registerEmbeddedGateway(null))

	test('batches at once give a customer one live clone', async () => {
		const campaign = SIMULATION_SEED.campaigns.northwindBaseline
		const body = { companyIds: [C.contoso], name: 'Twice', startDate: tomorrow(), timezone: 'UTC', isAllSelected: false }
		// Contoso already has the seeded clone: archive it first, so both batches may try.
		const shared = await listSharedCustomers(partnerToken, C.northwind, campaign, { pageSize: 100 })
		await completeSharedCampaigns(partnerToken, C.northwind, {
			campaignIds: shared.companies.filter((c) => c.companyId === C.contoso).map((c) => c.campaignId),
			isAllSelected: false,
			parentCampaignId: campaign,
		})
		const results = await Promise.allSettled(Array.from({ length: 6 }, () => cloneCampaign(partnerToken, C.northwind, campaign, body)))
		expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
		const live = await pgGateway.database.db
			.select({ id: simulationCampaigns.id })
			.from(simulationCampaigns)
			.where(
				and(
					eq(simulationCampaigns.parentCampaignId, campaign),
					eq(simulationCampaigns.companyId, C.contoso),
					ne(simulationCampaigns.status, 'ARCHIVED'),
				),
			)
		expect(live).toHaveLength(1)
	})
})
