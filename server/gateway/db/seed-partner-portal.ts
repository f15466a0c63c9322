import { priceFor } from '../billing/pricing.ts'
import type * as s from './schema.ts'

// The partner portal's demo data (spec 2 §3, §7): Northwind MSP's customers in every licensing state,
// access state and subscription status, its licence pool, allocation log and transactions, and
// Tailspin's (Northwind's sub-reseller) own customers and transactions. Deterministic: every customer
// is derived from its index (no randomness), dates are days before or after the seeding time. The
// named customers of seed.ts (Contoso, Fabrikam, Tailspin, Wingtip) are described here too, so the
// counts below cover every customer of the two partners.

export type LicensingState = 'FREE' | 'TRIAL_ACTIVE' | 'BOOSTED' | 'UNREGISTERED'
export type AccessState = 'REQUESTED' | 'AVAILABLE' | 'NOT_AVAILABLE'
export type SubscriptionState = 'ACTIVE' | 'PAST_DUE' | 'UNPAID'

/** One customer of Northwind or Tailspin, as the partner portal reports it. */
export type PartnerCustomerSeed = {
	id: string
	name: string
	/** cmp_northwind or cmp_tailspin. */
	parentId: string
	/** The owner's (registered) or the invitee's (unregistered) email. */
	email: string
	licensing: LicensingState
	/** FREE customers whose Boost trial ended (the others never had one). */
	trialExpired: boolean
	disabled: boolean
	access: AccessState
	subscription: SubscriptionState | null
	/** Seats bought for the customer (its subscription's). */
	paidSeats: number
	/** Licences allocated to it from its partner's pool, one allocation-log row each (Boosted customers only). */
	allocations: number[]
	/** Its enabled users (owner included); 0 when unregistered. */
	users: number
	dealProbability: number
	createdDaysAgo: number
	/** Invited by the partner this many days ago (unregistered ones, and a quarter of the registered). */
	invitedDaysAgo: number | null
	/** Generated here (true) or one of seed.ts's named companies. */
	generated: boolean
}

/** The free plan's user cap (billing/pricing.ts NOT_BOOSTED_SEAT_CAP): the seats of a customer that holds none. */
const FREE_SEATS = 25

export function seatsOf(c: Pick<PartnerCustomerSeed, 'paidSeats' | 'allocations'>): number {
	return c.paidSeats + c.allocations.reduce((sum, n) => sum + n, 0)
}

/** Users beyond the seats (the free cap when the customer holds no licences), as services/partner-portal.ts computes it. */
export function overageOf(c: PartnerCustomerSeed): number {
	const seats = seatsOf(c)
	return Math.max(0, c.users - (seats > 0 ? seats : FREE_SEATS))
}

const ADJECTIVES = ['Amber', 'Birch', 'Cedar', 'Delta', 'Ember', 'Falcon', 'Granite', 'Harbor', 'Iris', 'Juniper', 'Keystone', 'Lumen']
const NOUNS = ['Logistics', 'Dental', 'Foods', 'Legal', 'Robotics']
/** Northwind's generated customers: 12 × 5 names, each pair once (12 and 5 are coprime). */
export const NORTHWIND_GENERATED = 60

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_')

function generatedCustomer(i: number): PartnerCustomerSeed {
	const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[i % NOUNS.length]}`
	const registered = i % 10 !== 9
	const licensing: LicensingState = !registered ? 'UNREGISTERED' : (['BOOSTED', 'TRIAL_ACTIVE', 'FREE'] as const)[i % 3]!
	const boosted = licensing === 'BOOSTED'
	const subscription: SubscriptionState | null = boosted ? (['ACTIVE', 'PAST_DUE', 'UNPAID'] as const)[Math.floor(i / 3) % 3]! : null
	const access: AccessState = !registered
		? 'NOT_AVAILABLE'
		: (['NOT_AVAILABLE', 'REQUESTED', 'AVAILABLE', 'NOT_AVAILABLE'] as const)[i % 4]!
	const users = !registered ? 0 : i % 6 === 0 ? 28 : i % 3 === 2 && i % 5 === 0 ? 32 : 2 + (i % 4)
	return {
		id: `cmp_${keyOf(name)}`,
		name,
		parentId: 'cmp_northwind',
		email: registered ? `admin@${slugOf(name)}.test` : `it@${slugOf(name)}.test`,
		licensing,
		trialExpired: licensing === 'FREE' && i % 2 === 0,
		disabled: registered && i % 11 === 4,
		access,
		subscription,
		paidSeats: subscription ? 10 + (i % 7) * 15 : 0,
		// Every Boosted customer got licences from the pool, the even ones twice.
		allocations: boosted ? (i % 2 === 0 ? [5 + (i % 4) * 5, 10] : [5 + (i % 4) * 5]) : [],
		users,
		// A permutation of 0…59 (7 and 60 are coprime) spread over 0–100.
		dealProbability: Math.round((((i * 7) % NORTHWIND_GENERATED) * 100) / (NORTHWIND_GENERATED - 1)),
		createdDaysAgo: registered ? 20 + i * 5 : 1 + (i % 8),
		invitedDaysAgo: !registered ? 1 + (i % 8) : i % 4 === 1 ? 22 + i * 5 : null,
		generated: true,
	}
}

/**
 * A hand-written customer: its id and owner's email follow from its name; registered and enabled,
 * no trial behind it, no seats and no invitation unless stated.
 */
function customer(
	c: Omit<PartnerCustomerSeed, 'id' | 'email' | 'allocations' | keyof typeof HAND_WRITTEN_DEFAULTS> & Partial<PartnerCustomerSeed>,
): PartnerCustomerSeed {
	return { id: `cmp_${keyOf(c.name)}`, email: `admin@${slugOf(c.name)}.test`, ...HAND_WRITTEN_DEFAULTS, allocations: [], ...c }
}
const HAND_WRITTEN_DEFAULTS = {
	trialExpired: false,
	disabled: false,
	subscription: null,
	paidSeats: 0,
	invitedDaysAgo: null,
} satisfies Partial<PartnerCustomerSeed>

/** The named customers of seed.ts, as the partner portal reports them (seed.ts's company rows agree). */
const NAMED: PartnerCustomerSeed[] = [
	customer({
		name: 'Contoso',
		parentId: 'cmp_northwind',
		licensing: 'BOOSTED',
		access: 'AVAILABLE',
		subscription: 'ACTIVE',
		paidSeats: 50,
		allocations: [10],
		users: 25,
		dealProbability: 90,
		createdDaysAgo: 400,
		generated: false,
	}),
	customer({
		name: 'Fabrikam',
		parentId: 'cmp_northwind',
		licensing: 'TRIAL_ACTIVE',
		access: 'REQUESTED',
		users: 8,
		dealProbability: 40,
		createdDaysAgo: 400,
		generated: false,
	}),
	customer({
		name: 'Tailspin',
		parentId: 'cmp_northwind',
		licensing: 'BOOSTED',
		access: 'AVAILABLE',
		users: 6,
		dealProbability: 70,
		createdDaysAgo: 400,
		generated: false,
	}),
	customer({
		name: 'Wingtip',
		parentId: 'cmp_tailspin',
		licensing: 'BOOSTED',
		access: 'AVAILABLE',
		allocations: [10],
		users: 10,
		dealProbability: 55,
		createdDaysAgo: 400,
		generated: false,
	}),
]

/** Tailspin's own customers besides Wingtip. */
const TAILSPIN_GENERATED: PartnerCustomerSeed[] = [
	customer({
		name: 'Proseware',
		parentId: 'cmp_tailspin',
		licensing: 'BOOSTED',
		access: 'AVAILABLE',
		subscription: 'ACTIVE',
		paidSeats: 20,
		users: 12,
		dealProbability: 80,
		createdDaysAgo: 120,
		invitedDaysAgo: 125,
		generated: true,
	}),
	customer({
		name: 'Trey Research',
		parentId: 'cmp_tailspin',
		licensing: 'FREE',
		access: 'REQUESTED',
		users: 4,
		dealProbability: 25,
		createdDaysAgo: 45,
		generated: true,
	}),
	customer({
		name: 'Lucerne Publishing',
		parentId: 'cmp_tailspin',
		email: 'it@lucerne-publishing.test',
		licensing: 'UNREGISTERED',
		access: 'NOT_AVAILABLE',
		users: 0,
		dealProbability: 10,
		createdDaysAgo: 3,
		invitedDaysAgo: 3,
		generated: true,
	}),
]

/** Every customer of Northwind (direct) and of Tailspin (Northwind's grandchildren). */
export const PARTNER_CUSTOMERS: readonly PartnerCustomerSeed[] = [
	...NAMED,
	...Array.from({ length: NORTHWIND_GENERATED }, (_, i) => generatedCustomer(i)),
	...TAILSPIN_GENERATED,
]

/** Licences left in each pool after the seeded allocations. */
export const LICENCE_POOLS = { cmp_northwind: 500, cmp_tailspin: 40 } as const

/** The seeded transactions' statuses and methods (cycled), so every one of each appears. */
const STATUSES = ['PAID', 'OPEN', 'OVERDUE', 'VOID', 'DRAFT', 'UNCOLLECTIBLE'] as const
const METHODS = ['INVOICE', 'CREDIT_CARD', 'DISTRIBUTOR_CREDIT'] as const
/** Distributor credit a partner has per purchase in the demo: the rest is due. */
const DEMO_CREDIT_CENTS = 50_000

export type TransactionSeed = {
	id: string
	buyerId: string
	customerId: string
	kind: 'first' | 'upgrade' | 'pool'
	licences: number
	/** Reported status: OVERDUE is stored OPEN with a due date past. */
	status: (typeof STATUSES)[number]
	method: (typeof METHODS)[number]
	promotionCode: string | null
	orderNumber: string | null
	createdDaysAgo: number
}

const NAMES: Record<string, string> = { cmp_northwind: 'Northwind MSP', cmp_tailspin: 'Tailspin' }
const ADMINS: Record<string, { id: string; name: string }> = {
	cmp_northwind: { id: 'usr_northwind_partner', name: 'Nora Partner' },
	cmp_tailspin: { id: 'usr_tailspin_admin', name: 'Tim Tailspin' },
}

function buildTransactions(): TransactionSeed[] {
	const list: Omit<TransactionSeed, 'id' | 'status' | 'method' | 'promotionCode' | 'orderNumber'>[] = []
	for (const c of PARTNER_CUSTOMERS) {
		if (!c.subscription) continue
		// Every third subscription grew by an upgrade of 10 after its first purchase.
		const upgraded = c.generated && c.paidSeats > 10 && list.length % 3 === 0
		const buyerId = c.parentId
		const firstDays = subscriptionStartDaysAgo(c)
		list.push({ buyerId, customerId: c.id, kind: 'first', licences: c.paidSeats - (upgraded ? 10 : 0), createdDaysAgo: firstDays })
		if (upgraded) list.push({ buyerId, customerId: c.id, kind: 'upgrade', licences: 10, createdDaysAgo: Math.max(1, firstDays - 20) })
	}
	// Licences bought into the pools: what is left in each and what was allocated from it.
	const allocatedBy = (partnerId: string) =>
		PARTNER_CUSTOMERS.filter((c) => c.parentId === partnerId).reduce(
			(sum, c) => sum + seatsOf({ paidSeats: 0, allocations: c.allocations }),
			0,
		)
	list.push(
		{ buyerId: 'cmp_northwind', customerId: 'cmp_northwind', kind: 'pool', licences: 300, createdDaysAgo: 300 },
		{ buyerId: 'cmp_northwind', customerId: 'cmp_northwind', kind: 'pool', licences: allocatedBy('cmp_northwind'), createdDaysAgo: 90 },
		{ buyerId: 'cmp_northwind', customerId: 'cmp_northwind', kind: 'pool', licences: LICENCE_POOLS.cmp_northwind - 300, createdDaysAgo: 4 },
		{
			buyerId: 'cmp_tailspin',
			customerId: 'cmp_tailspin',
			kind: 'pool',
			licences: LICENCE_POOLS.cmp_tailspin + allocatedBy('cmp_tailspin'),
			createdDaysAgo: 60,
		},
	)
	return list.map((t, j) => {
		const status = STATUSES[j % STATUSES.length]!
		return {
			...t,
			id: `ptx_${String(j + 1).padStart(3, '0')}`,
			status,
			// Not paid yet: due 30 days after the purchase, so an OPEN one is recent and an OVERDUE one older.
			createdDaysAgo: status === 'OPEN' ? 2 + (j % 20) : status === 'OVERDUE' ? 40 + j : t.createdDaysAgo,
			method: METHODS[Math.floor(j / STATUSES.length) % METHODS.length]!,
			promotionCode: t.kind === 'first' && j % 4 === 0 ? 'WELCOME10' : null,
			orderNumber: j % 2 === 0 ? `PO-2026-${1000 + j}` : null,
		}
	})
}

/** When a customer's subscription (and its first purchase) started: Contoso's record of seed.ts, 165 days ago. */
function subscriptionStartDaysAgo(c: PartnerCustomerSeed): number {
	return c.createdDaysAgo > 200 ? 165 : c.createdDaysAgo - 5
}

export const PARTNER_TRANSACTIONS: readonly TransactionSeed[] = buildTransactions()

type Rows = {
	companies: (typeof s.companies.$inferInsert)[]
	users: (typeof s.users.$inferInsert)[]
	subscriptions: (typeof s.subscriptions.$inferInsert)[]
	pools: (typeof s.partnerLicencePools.$inferInsert)[]
	allocations: (typeof s.licenceAllocations.$inferInsert)[]
	transactions: (typeof s.partnerTransactions.$inferInsert)[]
}

const FIRST = ['Alice', 'Bruno', 'Chloe', 'David', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas']
const LAST = ['Anders', 'Baker', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jensen']
const DAY = 24 * 60 * 60 * 1000
const DEFAULT_INVITE_MESSAGE = 'Northwind MSP invites you to the security awareness program.'

/**
 * The rows of the generated customers (companies, owners and users, subscriptions) and of both
 * partners' pools, allocations and transactions. The named companies' own rows stay in seed.ts.
 */
export function partnerPortalRows(now: Date, passwordHash: string): Rows {
	const ago = (days: number) => new Date(now.getTime() - days * DAY)
	const ahead = (days: number) => new Date(now.getTime() + days * DAY)
	const rows: Rows = { companies: [], users: [], subscriptions: [], pools: [], allocations: [], transactions: [] }

	PARTNER_CUSTOMERS.forEach((c, i) => {
		const key = c.id.replace(/^cmp_/, '')
		if (c.generated) {
			const registered = c.licensing !== 'UNREGISTERED'
			const ownerId = registered ? `usr_${key}_admin` : null
			const trialDays = 1 + (i % 13)
			rows.companies.push({
				id: c.id,
				name: c.name,
				slug: slugOf(c.name),
				apiKey: `demo-api-key-${c.id}`,
				lang: 'en',
				country: (['US', 'GB', 'DE', 'FR', 'NL'] as const)[i % 5],
				ownerId,
				parentCompanyId: c.parentId,
				subscriptionType: c.licensing === 'BOOSTED' ? 'PAID' : 'FREE',
				hasBoost: c.licensing === 'BOOSTED',
				trialStartedAt: c.licensing === 'TRIAL_ACTIVE' ? ahead(trialDays - 14) : c.trialExpired ? ago(60) : null,
				trialEndsAt: c.licensing === 'TRIAL_ACTIVE' ? ahead(trialDays) : c.trialExpired ? ago(46) : null,
				partnerStatus: c.access === 'AVAILABLE' ? 'access' : c.access === 'REQUESTED' ? 'pending' : null,
				loginAsCompany: c.access === 'AVAILABLE',
				isDisabled: c.disabled,
				disabledAt: c.disabled ? ago(3 + (i % 20)) : null,
				seats: seatsOf(c),
				dealProbability: c.dealProbability,
				invitedAt: c.invitedDaysAgo === null ? null : ago(c.invitedDaysAgo),
				inviteEmail: c.invitedDaysAgo === null ? null : c.email,
				inviteMessage: c.invitedDaysAgo === null ? null : DEFAULT_INVITE_MESSAGE,
				createdAt: ago(c.createdDaysAgo),
				updatedAt: ago(Math.min(c.createdDaysAgo, 10)),
			})
			if (ownerId) {
				for (let u = 0; u < c.users; u++) {
					const first = FIRST[(i + u) % FIRST.length]!
					const last = LAST[(i + 3 * u) % LAST.length]!
					rows.users.push({
						id: u === 0 ? ownerId : `usr_${key}_${String(u).padStart(4, '0')}`,
						companyId: c.id,
						email: u === 0 ? c.email : `${first}.${last}.${u}@${slugOf(c.name)}.test`.toLowerCase(),
						name: first,
						lastName: last,
						role: u === 0 ? 'admin' : 'user',
						passwordHash,
						emailVerified: true,
						onboardingCompleted: u === 0,
						privacyPolicyConfirmedAt: u === 0 ? ago(c.createdDaysAgo) : null,
						createdAt: new Date(ago(c.createdDaysAgo).getTime() + u * 60_000),
						updatedAt: ago(Math.min(c.createdDaysAgo, 10)),
					})
				}
			}
		}
		// Contoso's subscription is seed.ts's sbr_contoso_1.
		if (c.subscription && c.generated) {
			const start = ago(subscriptionStartDaysAgo(c))
			rows.subscriptions.push({
				id: `sbr_${key}_partner`,
				companyId: c.id,
				subscriptionId: `sub_demo_${key}`,
				periodStart: start,
				periodEnd: new Date(start.getTime() + 365 * DAY),
				reservedSeats: c.paidSeats,
				pricePerUserCents: priceFor(c.paidSeats).pricePerSeat,
				status: c.subscription,
				type: 'PAID',
				createdAt: start,
			})
		}
		c.allocations.forEach((licences, n) => {
			const admin = ADMINS[c.parentId]!
			rows.allocations.push({
				id: `lal_${key}_${n + 1}`,
				partnerId: c.parentId,
				customerId: c.id,
				companyName: c.name,
				licences,
				allocatedBy: admin.id,
				allocatedByName: admin.name,
				createdAt: ago(2 + (i % 40) * 3 + n * 40),
			})
		})
	})

	for (const [partnerId, licences] of Object.entries(LICENCE_POOLS)) rows.pools.push({ partnerId, licences, updatedAt: ago(2) })

	const nameOf = (id: string) => NAMES[id] ?? PARTNER_CUSTOMERS.find((c) => c.id === id)!.name
	for (const t of PARTNER_TRANSACTIONS) {
		const price = priceFor(t.licences, t.promotionCode)
		const subtotal = price.listPricePerSeat * t.licences
		const withdrawal = t.method === 'DISTRIBUTOR_CREDIT' ? Math.min(price.totalPrice, DEMO_CREDIT_CENTS) : 0
		const created = ago(t.createdDaysAgo)
		const admin = ADMINS[t.buyerId]!
		rows.transactions.push({
			id: t.id,
			buyerCompanyId: t.buyerId,
			buyerName: nameOf(t.buyerId),
			customerId: t.customerId,
			customerName: nameOf(t.customerId),
			kind: t.kind,
			licences: t.licences,
			subtotalCents: subtotal,
			discountCents: subtotal - price.totalPrice,
			withdrawalCents: withdrawal,
			amountDueCents: price.totalPrice - withdrawal,
			currency: 'USD',
			status: t.status === 'OVERDUE' ? 'OPEN' : t.status,
			paymentMethod: t.method,
			promotionCode: t.promotionCode,
			orderNumber: t.orderNumber,
			adminUserId: admin.id,
			adminName: admin.name,
			dueDate: t.status === 'DRAFT' ? null : ago(t.createdDaysAgo - 30),
			paidDate: t.status === 'PAID' ? ago(Math.max(0, t.createdDaysAgo - 3)) : null,
			createdAt: created,
		})
	}
	return rows
}
