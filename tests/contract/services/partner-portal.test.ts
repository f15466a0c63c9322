import { describe, expect, test } from 'vitest'
import { INVOICE_STATUS, PAYMENT_METHOD } from '#app/gateway/billing.server.ts'
import { hasErrorCode, isGatewayError } from '#app/gateway/errors.ts'
import {
	ACCESS_STATUS,
	ALLOCATION_ORDER_BY,
	COMPANY_AFFILIATION,
	CUSTOMER_ORDER_BY,
	type CustomerQuery,
	LICENSING_STATUS,
	PARTNER_ERROR,
	PARTNER_PAGE_SIZE,
	type PartnerCompanyRow,
	TRANSACTION_ORDER_BY,
	calculateCustomerPrice,
	getDefaultInviteMessage,
	getLicencePool,
	getResellerOverview,
	listLicenceAllocations,
	listPartnerCompanies,
	listPartnerTransactions,
	listResellerCustomers,
	listSubResellerCustomers,
	listSubResellers,
	listTransactions,
	purchaseKindOf,
} from '#app/gateway/partner-portal.server.ts'
import {
	LICENCE_POOLS,
	PARTNER_CUSTOMERS,
	PARTNER_TRANSACTIONS,
	type PartnerCustomerSeed,
	overageOf,
	seatsOf,
} from '#server/gateway/db/seed-partner-portal.ts'
import {
	ACCESS_STATUSES,
	ALLOCATION_ORDER_BY as GATEWAY_ALLOCATION_ORDER_BY,
	COMPANY_AFFILIATIONS,
	CUSTOMER_ORDER_BY as GATEWAY_CUSTOMER_ORDER_BY,
	LICENSING_STATUSES,
	PARTNER_PAGE_SIZE as GATEWAY_PAGE_SIZE,
	TRANSACTION_ORDER_BY as GATEWAY_TRANSACTION_ORDER_BY,
} from '#server/gateway/services/partner-portal.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { SEED, type TestGateway } from '#tests/fixtures/gateway.ts'
import { customerQuery, errorOf } from '#tests/support/partner/contract.ts'

// The partner portal's reads (app/gateway/partner-portal.server.ts) against the reference gateway, through
// the console's own calls and reply schemas: the customers with every filter, sort and page, the overview,
// licences, allocations, transactions and prices, and who may read what. The writes are in
// partner-portal-writes.test.ts.

let t: TestGateway
const tokens: Record<string, string> = {}
const SIGN_INS = ['northwindPartner', 'tailspinAdmin', 'acmeAdmin', 'contosoAdmin', 'support', 'coalitionAdmin', 'litwareAdmin'] as const
useConsoleGateway(async (gateway) => {
	t = gateway
	for (const key of SIGN_INS) tokens[key] = await t.signIn(SEED.users[key].email)
})

const C = SEED.companies
/** Every customer of a list, all pages. */
async function allCustomers(list: (q: CustomerQuery) => Promise<{ data: PartnerCompanyRow[]; pageInfo: { totalPages: number } }>) {
	const rows: PartnerCompanyRow[] = []
	for (let pageNumber = 0; ; pageNumber++) {
		const page = await list(customerQuery({ pageNumber, pageSize: 100 }))
		rows.push(...page.data)
		if (pageNumber + 1 >= page.pageInfo.totalPages) return rows
	}
}
const northwind = (q: CustomerQuery) => listResellerCustomers(tokens.northwindPartner!, C.northwind, q)
const names = (rows: { name: string }[]) => rows.map((r) => r.name)
const sortedNames = (customers: readonly PartnerCustomerSeed[]) => names([...customers]).sort((a, b) => a.localeCompare(b))

/** The seed's facts, in the list's words. */
const ALL = PARTNER_CUSTOMERS
const DIRECT = ALL.filter((c) => c.parentId === C.northwind)
const TAILSPINS = ALL.filter((c) => c.parentId === C.tailspin)
const access = (c: PartnerCustomerSeed) => c.access

describe('the constants are the gateway’s and the console’s', () => {
	test('enumerations, orderings and the page size', () => {
		expect([...LICENSING_STATUS]).toEqual([...LICENSING_STATUSES])
		expect([...ACCESS_STATUS]).toEqual([...ACCESS_STATUSES])
		expect([...COMPANY_AFFILIATION]).toEqual([...COMPANY_AFFILIATIONS])
		expect([...CUSTOMER_ORDER_BY]).toEqual([...GATEWAY_CUSTOMER_ORDER_BY])
		expect([...ALLOCATION_ORDER_BY]).toEqual([...GATEWAY_ALLOCATION_ORDER_BY])
		expect([...TRANSACTION_ORDER_BY]).toEqual([...GATEWAY_TRANSACTION_ORDER_BY])
		expect(PARTNER_PAGE_SIZE).toBe(GATEWAY_PAGE_SIZE)
	})

	test('the seed has dozens of customers in every state (the tables have several pages)', () => {
		expect(DIRECT.length).toBeGreaterThanOrEqual(60)
		for (const status of LICENSING_STATUS) expect(DIRECT.filter((c) => c.licensing === status).length).toBeGreaterThanOrEqual(5)
		for (const state of ACCESS_STATUS) expect(DIRECT.filter((c) => c.access === state).length).toBeGreaterThanOrEqual(5)
		for (const status of ['ACTIVE', 'PAST_DUE', 'UNPAID'])
			expect(DIRECT.filter((c) => c.subscription === status).length).toBeGreaterThanOrEqual(3)
		expect(DIRECT.filter((c) => c.disabled).length).toBeGreaterThanOrEqual(3)
		expect(DIRECT.filter((c) => overageOf(c) > 0).length).toBeGreaterThanOrEqual(3)
		expect(new Set(DIRECT.map((c) => c.dealProbability))).toContain(0)
		expect(new Set(DIRECT.map((c) => c.dealProbability))).toContain(100)
		const statuses = new Set(PARTNER_TRANSACTIONS.map((tx) => tx.status))
		for (const status of INVOICE_STATUS) expect(statuses).toContain(status)
		for (const method of PAYMENT_METHOD) expect(new Set(PARTNER_TRANSACTIONS.map((tx) => tx.method))).toContain(method)
	})
})

describe('customers', () => {
	test('a reseller lists its customers and its sub-resellers’ (grandchildren access), 25 a page from page 0', async () => {
		const first = await northwind(customerQuery())
		expect(first.pageInfo).toEqual({ pageNumber: 0, pageSize: 25, totalItems: ALL.length, totalPages: Math.ceil(ALL.length / 25) })
		expect(first.data).toHaveLength(25)
		const last = await northwind(customerQuery({ pageNumber: first.pageInfo.totalPages - 1 }))
		expect(last.data).toHaveLength(ALL.length - 25 * (first.pageInfo.totalPages - 1))
		const every = await allCustomers(northwind)
		expect(names(every)).toEqual(sortedNames(ALL))
		// Past the end: no rows, the total still told.
		const past = await northwind(customerQuery({ pageNumber: 10 }))
		expect(past.data).toEqual([])
		expect(past.pageInfo.totalItems).toBe(ALL.length)
	})

	test('each row is what the seed says', async () => {
		const every = await allCustomers(northwind)
		for (const seed of ALL) {
			const row = every.find((r) => r.id === seed.id)!
			expect(row, seed.name).toMatchObject({
				name: seed.name,
				parentCompanyName: seed.parentId === C.northwind ? 'Northwind MSP' : 'Tailspin',
				status: seed.licensing,
				state: seed.disabled ? 'DISABLED' : 'ENABLED',
				isRegistered: seed.licensing !== 'UNREGISTERED',
				totalSeats: seatsOf(seed),
				overage: overageOf(seed),
				usersCount: seed.users,
				dealProbability: seed.dealProbability,
				loginAsCompanyStatus: seed.access,
				isBoosted: seed.licensing === 'BOOSTED',
			})
			expect(row.owner?.email).toBe(seed.email)
			expect(row.subscription?.status ?? null).toBe(seed.subscription)
			if (seed.subscription) expect(row.subscription?.paidSeats).toBe(seed.paidSeats)
			expect(row.disabledAt !== null).toBe(seed.disabled)
			expect(row.invitedAt !== null).toBe(seed.invitedDaysAgo !== null)
			expect(row.trial?.status).toBe(seed.licensing === 'TRIAL_ACTIVE' ? 'ACTIVE' : seed.trialExpired ? 'EXPIRED' : undefined)
			expect(purchaseKindOf(row)).toBe(seed.subscription ? 'upgrade' : 'first')
		}
		expect(every.find((r) => r.id === C.contoso)).toMatchObject({
			owner: { email: 'admin@contoso.test', fullName: 'Carl Contoso' },
			subscription: { status: 'ACTIVE', paidSeats: 50 },
			totalSeats: 60,
			type: null,
		})
		expect(every.find((r) => r.id === C.tailspin)?.type).toBe('SUBRESELLER')
		expect(every.find((r) => r.id === C.fabrikam)?.trial).toMatchObject({ status: 'ACTIVE' })
		const unregistered = every.find((r) => r.status === 'UNREGISTERED')!
		expect(unregistered.owner).toEqual({ email: expect.stringMatching(/^it@/), fullName: '' })
	})

	test('every filter narrows the list in SQL, with its total', async () => {
		const cases: [Partial<CustomerQuery>, readonly PartnerCustomerSeed[]][] = [
			[{ isRegistered: true }, ALL.filter((c) => c.licensing !== 'UNREGISTERED')],
			[{ isRegistered: false }, ALL.filter((c) => c.licensing === 'UNREGISTERED')],
			[{ hasOverages: true }, ALL.filter((c) => overageOf(c) > 0)],
			[{ hasOverages: false }, ALL.filter((c) => overageOf(c) === 0)],
			...LICENSING_STATUS.map((status): [Partial<CustomerQuery>, PartnerCustomerSeed[]] => [
				{ status },
				ALL.filter((c) => c.licensing === status),
			]),
			[{ state: 'DISABLED' }, ALL.filter((c) => c.disabled)],
			[{ state: 'ENABLED' }, ALL.filter((c) => !c.disabled)],
			[{ companyAffiliation: 'PARTNER' }, ALL.filter((c) => c.id === C.tailspin)],
			[{ companyAffiliation: 'DIRECT_CUSTOMER' }, DIRECT.filter((c) => c.id !== C.tailspin)],
			[{ companyAffiliation: 'PARTNERS_CUSTOMER' }, TAILSPINS],
			...ACCESS_STATUS.map((state): [Partial<CustomerQuery>, PartnerCustomerSeed[]] => [
				{ accountAccess: state },
				ALL.filter((c) => access(c) === state),
			]),
			[{ subResellers: C.tailspin }, TAILSPINS],
			[{ searchText: 'dental' }, ALL.filter((c) => c.name.endsWith('Dental'))],
			// The owner's email, and an invite's.
			[{ searchText: 'admin@contoso' }, ALL.filter((c) => c.id === C.contoso)],
			[{ searchText: 'it@' }, ALL.filter((c) => c.licensing === 'UNREGISTERED')],
			[
				{ searchText: 'dental', status: 'BOOSTED', state: 'ENABLED' },
				ALL.filter((c) => c.name.endsWith('Dental') && c.licensing === 'BOOSTED' && !c.disabled),
			],
			[{ searchText: 'no such customer' }, []],
		]
		for (const [filters, expected] of cases) {
			const page = await northwind(customerQuery({ ...filters, pageSize: 100 }))
			expect(names(page.data), JSON.stringify(filters)).toEqual(sortedNames(expected))
			expect(page.pageInfo.totalItems).toBe(expected.length)
		}
		// Paged with a filter: the second page continues the first.
		const boosted = ALL.filter((c) => c.licensing === 'BOOSTED')
		const [p0, p1] = await Promise.all(
			[0, 1].map((pageNumber) => northwind(customerQuery({ status: 'BOOSTED', pageSize: 10, pageNumber }))),
		)
		expect([...names(p0!.data), ...names(p1!.data)]).toEqual(sortedNames(boosted).slice(0, 20))
		expect(p1!.pageInfo).toMatchObject({ totalItems: boosted.length, totalPages: Math.ceil(boosted.length / 10) })
	})

	test('every column sorts both ways', async () => {
		const every = await allCustomers(northwind)
		const value = (row: PartnerCompanyRow, orderBy: (typeof CUSTOMER_ORDER_BY)[number]): number | string | null => {
			switch (orderBy) {
				case 'name':
					return row.name.toLowerCase()
				case 'createdAt':
					return row.createdAt
				case 'invitedAt':
					return row.invitedAt
				case 'status':
					return ['UNREGISTERED', 'FREE', 'TRIAL_ACTIVE', 'BOOSTED'].indexOf(row.status)
				case 'totalSeats':
					return row.totalSeats
				case 'overage':
					return row.overage
				case 'dealProbability':
					return row.dealProbability
				case 'expireDate':
					return row.subscription?.currentPeriodEnd ?? row.trial?.endDate ?? null
			}
		}
		for (const orderBy of CUSTOMER_ORDER_BY) {
			for (const order of ['asc', 'desc'] as const) {
				const page = await northwind(customerQuery({ orderBy, order, pageSize: 100 }))
				expect(page.data).toHaveLength(every.length)
				const values = page.data.map((row) => value(row, orderBy))
				const present = values.filter((v) => v !== null)
				// Rows without a value come last either way.
				expect(
					values.slice(present.length).every((v) => v === null),
					`${orderBy} ${order}`,
				).toBe(true)
				const sorted = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0))
				expect(present, `${orderBy} ${order}`).toEqual(order === 'asc' ? sorted : sorted.reverse())
			}
		}
	})

	test('a sub-reseller lists its own customers; the reseller’s sub_reseller list has no grandchildren', async () => {
		const tailspin = await listSubResellerCustomers(tokens.tailspinAdmin!, C.tailspin, customerQuery())
		expect(names(tailspin.data)).toEqual(sortedNames(TAILSPINS))
		const own = await allCustomers((q) => listSubResellerCustomers(tokens.northwindPartner!, C.northwind, q))
		expect(names(own)).toEqual(sortedNames(DIRECT))
	})

	test('My Customers (msp) lists a partner’s customers; a partner without any has none', async () => {
		const msp = await listPartnerCompanies(tokens.northwindPartner!, C.northwind, customerQuery({ pageSize: 5 }))
		expect(msp.pageInfo.totalItems).toBe(ALL.length)
		const coalition = await listPartnerCompanies(tokens.coalitionAdmin!, C.coalition, customerQuery())
		expect(coalition).toEqual({ data: [], pageInfo: { pageNumber: 0, pageSize: 25, totalItems: 0, totalPages: 1 } })
	})

	test('the sub-resellers of a reseller (the subResellers filter)', async () => {
		expect(await listSubResellers(tokens.northwindPartner!, C.northwind)).toEqual([{ id: C.tailspin, name: 'Tailspin' }])
		expect(await listSubResellers(tokens.litwareAdmin!, C.litware)).toEqual([])
	})

	test('bad query values are 422', async () => {
		const bads: Record<string, string>[] = [
			{ pageSize: '3' },
			{ pageNumber: '-1' },
			{ orderBy: 'email' },
			{ status: 'PAID' },
			{ hasOverages: 'yes' },
		]
		for (const bad of bads) {
			const reply = await t.call('GET', `/partnership/api/v1/company/${C.northwind}/resellers/customers`, {
				token: tokens.northwindPartner,
				query: bad,
			})
			expect(reply.status, JSON.stringify(bad)).toBe(422)
		}
	})
})

describe('overview, licences, allocations, transactions, prices', () => {
	test('the overview’s figures are the seed’s', async () => {
		const overview = await getResellerOverview(tokens.northwindPartner!, C.northwind)
		const count = (status: string) => ALL.filter((c) => c.licensing === status).length
		expect(overview).toMatchObject({
			byStatus: {
				FREE: count('FREE'),
				TRIAL_ACTIVE: count('TRIAL_ACTIVE'),
				BOOSTED: count('BOOSTED'),
				UNREGISTERED: count('UNREGISTERED'),
			},
			totalCustomers: ALL.length,
			trialsEndingSoonCount: count('TRIAL_ACTIVE'),
			customersWithOverages: ALL.filter((c) => overageOf(c) > 0).length,
			seatsSold: ALL.reduce((sum, c) => sum + (c.subscription ? c.paidSeats : 0), 0),
			seatsAllocated: DIRECT.reduce((sum, c) => sum + seatsOf({ paidSeats: 0, allocations: c.allocations }), 0),
			licencesAvailable: LICENCE_POOLS.cmp_northwind,
			pendingAccessRequests: ALL.filter((c) => c.access === 'REQUESTED').length,
		})
		expect(overview.trialsEndingSoon).toHaveLength(5)
		const ends = overview.trialsEndingSoon.map((trial) => trial.endDate)
		expect(ends).toEqual([...ends].sort())
		expect(overview.trialsEndingSoon[0]!.days).toBeGreaterThanOrEqual(1)
		expect(overview.recentTransactions).toHaveLength(5)
		const created = overview.recentTransactions.map((tx) => tx.createdAt)
		expect(created).toEqual([...created].sort().reverse())
	})

	test('the licence pools, and the default invite message', async () => {
		expect(await getLicencePool(tokens.northwindPartner!, C.northwind)).toBe(LICENCE_POOLS.cmp_northwind)
		expect(await getLicencePool(tokens.tailspinAdmin!, C.tailspin)).toBe(LICENCE_POOLS.cmp_tailspin)
		expect(await getLicencePool(tokens.litwareAdmin!, C.litware)).toBe(0)
		expect(await getDefaultInviteMessage(tokens.northwindPartner!, C.northwind)).toBe(
			'Northwind MSP invites you to the security awareness program.',
		)
		expect(await getDefaultInviteMessage(tokens.litwareAdmin!, C.litware)).toMatch(/invite you/)
	})

	test('the allocation log: paged, searched, sorted', async () => {
		const rows = DIRECT.flatMap((c) => c.allocations.map((licences) => ({ name: c.name, licences })))
		const base = { pageNumber: 0, pageSize: 25, order: 'desc', orderBy: 'date' } as const
		const first = await listLicenceAllocations(tokens.northwindPartner!, C.northwind, base)
		expect(first.pageInfo).toEqual({ pageNumber: 0, pageSize: 25, totalItems: rows.length, totalPages: Math.ceil(rows.length / 25) })
		expect(first.pageInfo.totalPages).toBeGreaterThanOrEqual(2)
		expect(first.data[0]).toMatchObject({ allocatedBy: 'Nora Partner' })
		const dates = first.data.map((a) => a.date)
		expect(dates).toEqual([...dates].sort().reverse())
		const contoso = await listLicenceAllocations(tokens.northwindPartner!, C.northwind, { ...base, searchText: 'contoso' })
		expect(contoso.data.map((a) => [a.companyName, a.licenses])).toEqual([['Contoso', 10]])
		const byLicences = await listLicenceAllocations(tokens.northwindPartner!, C.northwind, {
			...base,
			orderBy: 'licenses',
			order: 'asc',
			pageSize: 100,
		})
		expect(byLicences.data.map((a) => a.licenses)).toEqual(rows.map((r) => r.licences).sort((a, b) => a - b))
		const tailspin = await listLicenceAllocations(tokens.tailspinAdmin!, C.tailspin, base)
		expect(tailspin.data.map((a) => a.companyName)).toEqual(['Wingtip'])
	})

	test('transactions: a reseller’s include its sub-resellers’; filters, search and paging', async () => {
		const mine = PARTNER_TRANSACTIONS.filter((tx) => tx.buyerId === C.northwind || tx.buyerId === C.tailspin)
		const base = { pageNumber: 0, pageSize: 25, order: 'desc', orderBy: 'createdAt' } as const
		const first = await listTransactions(tokens.northwindPartner!, 'resellers', C.northwind, base)
		expect(first.pageInfo.totalItems).toBe(mine.length)
		expect(first.pageInfo.totalPages).toBeGreaterThanOrEqual(2)
		for (const status of INVOICE_STATUS) {
			const page = await listTransactions(tokens.northwindPartner!, 'resellers', C.northwind, {
				...base,
				invoiceStatus: [status],
				pageSize: 100,
			})
			expect(page.data.map((tx) => tx.id).sort(), status).toEqual(mine.filter((tx) => tx.status === status).map((tx) => tx.id))
			expect(page.data.every((tx) => tx.canSendInvoice === (status !== 'DRAFT' && status !== 'VOID'))).toBe(true)
		}
		const two = await listTransactions(tokens.northwindPartner!, 'resellers', C.northwind, {
			...base,
			invoiceStatus: ['PAID', 'VOID'],
			pageSize: 100,
		})
		expect(two.pageInfo.totalItems).toBe(mine.filter((tx) => tx.status === 'PAID' || tx.status === 'VOID').length)
		for (const method of PAYMENT_METHOD) {
			const page = await listTransactions(tokens.northwindPartner!, 'resellers', C.northwind, {
				...base,
				paymentMethod: method,
				pageSize: 100,
			})
			expect(page.pageInfo.totalItems, method).toBe(mine.filter((tx) => tx.method === method).length)
			expect(page.data.every((tx) => tx.method === method)).toBe(true)
		}
		const search = await listTransactions(tokens.northwindPartner!, 'resellers', C.northwind, { ...base, searchText: 'proseware' })
		expect(search.data.map((tx) => [tx.customerName, tx.buyerName])).toEqual(
			mine.filter((tx) => tx.customerId === 'cmp_proseware').map(() => ['Proseware', 'Tailspin']),
		)
		const byAmount = await listTransactions(tokens.northwindPartner!, 'resellers', C.northwind, {
			...base,
			orderBy: 'amountDue',
			order: 'asc',
			pageSize: 100,
		})
		const amounts = byAmount.data.map((tx) => tx.amountDue)
		expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
		const tailspin = await listTransactions(tokens.tailspinAdmin!, 'subresellers', C.tailspin, base)
		expect(tailspin.data.map((tx) => tx.id).sort()).toEqual(
			PARTNER_TRANSACTIONS.filter((tx) => tx.buyerId === C.tailspin).map((tx) => tx.id),
		)
		const partner = await listPartnerTransactions(tokens.northwindPartner!, C.northwind, base)
		expect(partner.pageInfo.totalItems).toBe(mine.length)
		// A reseller is not a sub-reseller.
		const wrong = await errorOf(listTransactions(tokens.northwindPartner!, 'subresellers', C.northwind, base))
		expect(isGatewayError(wrong) && wrong.status).toBe(403)
	})

	test('prices: a first purchase with a promotion code, an upgrade at the tier of the seats after it', async () => {
		const input = { channel: 'resellers', companyId: C.northwind, licensesNumber: 10 } as const
		const free = ALL.find((c) => c.licensing === 'FREE' && !c.disabled)!
		const first = await calculateCustomerPrice(tokens.northwindPartner!, {
			...input,
			kind: 'first',
			customerId: free.id,
			promotionCode: 'welcome10',
		})
		expect(first).toEqual({
			licensesNumber: 10,
			unitPrice: 3000,
			subtotal: 30000,
			discount: 3000,
			total: 27000,
			currency: 'USD',
			promotionCode: 'WELCOME10',
			promotionCodeValid: true,
		})
		const unknown = await calculateCustomerPrice(tokens.northwindPartner!, {
			...input,
			kind: 'first',
			customerId: free.id,
			promotionCode: 'NOPE',
		})
		expect(unknown).toMatchObject({ total: 30000, discount: 0, promotionCode: null, promotionCodeValid: false })
		// Contoso has 50 paid seats: 60 more reach the 100-seat tier.
		const upgrade = await calculateCustomerPrice(tokens.northwindPartner!, {
			...input,
			kind: 'upgrade',
			customerId: C.contoso,
			licensesNumber: 60,
		})
		expect(upgrade).toMatchObject({ licensesNumber: 60, unitPrice: 2400, subtotal: 144000, total: 144000, promotionCode: null })
		for (const [licensesNumber, message] of [
			['', 'Field is required'],
			['0', 'Number of Licenses/Users must be greater than or equal to 1.'],
			['1.5', 'Value must be an integer'],
		]) {
			const reply = await t.call(
				'GET',
				`/api/v1/billing/resellers/company/${C.northwind}/customers/${free.id}/subscriptions/calculate_price`,
				{
					token: tokens.northwindPartner,
					query: { licensesNumber: licensesNumber! },
				},
			)
			expect(reply.status).toBe(422)
			expect(reply.body.validationResults).toEqual([{ field: 'licensesNumber', message }])
		}
		const tailspin = await calculateCustomerPrice(tokens.tailspinAdmin!, {
			channel: 'subresellers',
			kind: 'upgrade',
			companyId: C.tailspin,
			customerId: 'cmp_proseware',
			licensesNumber: 5,
		})
		expect(tailspin.total).toBe(5 * 3000)
	})
})

describe('who may call', () => {
	const foreign = (token: string, method: string, path: string, body?: unknown) => t.call(method, path, { token, body })

	test('the path’s company must be the caller’s own partner company', async () => {
		const paths = (companyId: string) => [
			`/partnership/api/v1/company/${companyId}/resellers/customers`,
			`/partnership/api/v1/company/${companyId}/sub_reseller/customers`,
			`/api/v1/company/msp/${companyId}`,
			`/partnership/api/v1/company/${companyId}/resellers/sub_resellers/list`,
			`/partnership/api/v1/company/${companyId}/resellers/overview`,
			`/api/v1/billing/${companyId}/licenses`,
			`/api/v1/partner-portal/${companyId}/license_allocation/logs`,
			`/billing/api/v1/company/${companyId}/resellers/transactions`,
			`/api/v1/partner-portal/transactions/${companyId}`,
			`/api/v1/partner-portal/company/${companyId}/default_customer_invite_message`,
		]
		// Northwind on its sub-reseller's portal, Tailspin on Northwind's, a plain admin on its own company
		// and on a partner's, a partner's customer on its partner's.
		const refused: [string, string][] = [
			[tokens.northwindPartner!, C.tailspin],
			[tokens.tailspinAdmin!, C.northwind],
			[tokens.acmeAdmin!, C.acme],
			[tokens.acmeAdmin!, C.northwind],
			[tokens.contosoAdmin!, C.northwind],
		]
		for (const [token, companyId] of refused) {
			for (const path of paths(companyId)) {
				const reply = await foreign(token, 'GET', path)
				expect(reply.status, path).toBe(403)
				expect(reply.body.code).toBe('company_not_accessible')
			}
		}
		// Staff read any partner's portal.
		for (const path of paths(C.northwind)) expect((await foreign(tokens.support!, 'GET', path)).status, path).toBe(200)
	})

	test('customer ids outside the partner’s tree are refused', async () => {
		const N = C.northwind
		const outside: [string, string, string][] = [
			// A company that is nobody's customer, a sub-reseller's customer seen by Tailspin's parent is fine,
			// but Tailspin may not touch Northwind's direct customers.
			[tokens.northwindPartner!, N, C.acme],
			[tokens.northwindPartner!, N, C.litware],
			[tokens.tailspinAdmin!, C.tailspin, C.contoso],
			[tokens.tailspinAdmin!, C.tailspin, C.fabrikam],
		]
		for (const [token, partnerId, customerId] of outside) {
			const channel = partnerId === C.tailspin ? 'subresellers' : 'resellers'
			const calls: [string, string, unknown?][] = [
				['POST', `/api/v1/billing/${partnerId}/customers/${customerId}/licenses/allocate`, { licensesToAllocate: 1 }],
				['GET', `/api/v1/billing/${channel}/company/${partnerId}/customers/${customerId}/subscriptions/calculate_price?licensesNumber=1`],
				['POST', `/api/v1/billing/${channel}/company/${partnerId}/customers/${customerId}/subscriptions`, { licensesNumber: 1 }],
				['POST', `/api/v1/billing/${channel}/company/${partnerId}/customers/${customerId}/subscriptions/upgrade`, { licensesNumber: 1 }],
				['PATCH', `/api/v1/partner-portal/company/${partnerId}/customers/${customerId}/partnership/mark_subreseller`],
				['PATCH', `/api/v1/partner-portal/company/${partnerId}/customers/${customerId}/partnership/unmark_subreseller`],
				['POST', `/api/v1/partner-portal/${partnerId}/resend_partner_customer_invite`, { customerId }],
				['DELETE', `/api/v1/partner-portal/${partnerId}/customers/bulk`, { customersIds: [customerId] }],
				['POST', `/partnership/api/v1/company/${customerId}/access/request`],
			]
			for (const [method, path, body] of calls) {
				const reply = await foreign(token, method, path, body)
				expect(reply.status, `${method} ${path}`).toBe(403)
				expect(reply.body.code, `${method} ${path}`).toBe('company_not_accessible')
			}
		}
		// Nothing was removed or allocated.
		expect(await getLicencePool(tokens.northwindPartner!, N)).toBe(LICENCE_POOLS.cmp_northwind)
		expect((await northwind(customerQuery({ pageSize: 5 }))).pageInfo.totalItems).toBe(ALL.length)
	})

	test('a partner-access session (logged in as a customer) makes no partner call', async () => {
		const { customToken } = (await t.call('GET', `/user/custom_token/${C.tailspin}`, { token: tokens.northwindPartner })).body
		const lac = (await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: customToken } })).body.idToken
		const refused = await errorOf(listSubResellerCustomers(lac, C.tailspin, customerQuery()))
		expect(hasErrorCode(refused, 'company_not_accessible')).toBe(true)
		expect((await t.call('POST', `/partnership/api/v1/company/cmp_trey_research/access/request`, { token: lac })).status).toBe(403)
	})

	test('partner errors the console tells apart keep their codes', () => {
		expect(PARTNER_ERROR).toEqual({
			notEnoughLicences: 'not_enough_licenses',
			alreadyInvited: 'customer_already_invited',
			purchaseRefused: 'purchase_refused',
			invitesNotAllowed: 'partner_invite_not_allowed',
		})
	})
})
