import { describe, expect, test } from 'vitest'
import { CompanyViewSchema, SubscriptionRecordsSchema } from '#app/gateway/company.server.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import {
	type CustomerQuery,
	PARTNER_ERROR,
	type PartnerCompanyRow,
	allocateLicences,
	buyCustomerLicences,
	buyPartnerLicences,
	getDefaultInviteMessage,
	getLicencePool,
	inviteCustomers,
	listLicenceAllocations,
	listResellerCustomers,
	listSubResellers,
	listTransactions,
	removeCustomers,
	requestCustomerAccess,
	resendCustomerInvite,
	sendInvoice,
	setDefaultInviteMessage,
	setSubReseller,
} from '#app/gateway/partner-portal.server.ts'
import { inviteUsers } from '#app/gateway/users.server.ts'
import { buildInvitePayload } from '#app/routes/users/add-users/payload.ts'
import { LICENCE_POOLS, PARTNER_CUSTOMERS, PARTNER_TRANSACTIONS } from '#server/gateway/db/seed-partner-portal.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { CONSOLE_URL, DEMO_PASSWORD, SEED, type TestGateway } from '#tests/fixtures/gateway.ts'
import { customerQuery, errorOf } from '#tests/support/partner/contract.ts'

// The partner portal's writes against the reference gateway, through the console's calls: each in one
// transaction (a refused one changes nothing), the emails in the outbox, the states that follow.

let t: TestGateway
const tokens: Record<string, string> = {}
const SIGN_INS = ['northwindPartner', 'tailspinAdmin', 'litwareAdmin', 'support'] as const
useConsoleGateway(async (gateway) => {
	t = gateway
	for (const key of SIGN_INS) tokens[key] = await t.signIn(SEED.users[key].email)
})

const C = SEED.companies
const N = C.northwind
const DAY = 24 * 60 * 60 * 1000
// Pages of 100: a customer looked for by name is on the first page.
const query = (extra: Partial<CustomerQuery> = {}) => customerQuery({ pageSize: 100, ...extra })
const partner = () => tokens.northwindPartner!
async function customer(id: string): Promise<PartnerCompanyRow | undefined> {
	for (let pageNumber = 0; ; pageNumber++) {
		const page = await listResellerCustomers(partner(), N, query({ pageNumber }))
		const row = page.data.find((r) => r.id === id)
		if (row || pageNumber + 1 >= page.pageInfo.totalPages) return row
	}
}
type Seeded = (typeof PARTNER_CUSTOMERS)[number]
/** Northwind's generated, enabled customers that match, in seed order. */
const seededAll = (predicate: (c: Seeded) => boolean) =>
	PARTNER_CUSTOMERS.filter((c) => c.parentId === N && c.generated && !c.disabled && predicate(c))
const unregistered = seededAll((c) => c.licensing === 'UNREGISTERED')
// One customer per test that changes it.
const PICK = {
	removed: seededAll((c) => c.licensing === 'FREE' && c.access === 'AVAILABLE')[0]!,
	marked: seededAll((c) => c.licensing === 'FREE' && c.access === 'REQUESTED')[0]!,
	asked: seededAll((c) => c.licensing === 'BOOSTED' && c.access === 'NOT_AVAILABLE')[0]!,
	allocated: seededAll((c) => c.licensing === 'TRIAL_ACTIVE')[0]!,
	refused: seededAll((c) => c.licensing === 'TRIAL_ACTIVE')[1]!,
	bought: seededAll((c) => c.licensing === 'FREE' && c.access === 'NOT_AVAILABLE')[0]!,
}
test('each test changes its own customer', () => {
	expect(new Set(Object.values(PICK).map((c) => c.id)).size).toBe(Object.keys(PICK).length)
})
const staffView = async (companyId: string) =>
	CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${companyId}/view/admin`, { token: tokens.support })).body)

describe('invites', () => {
	test('invited companies are customers not registered yet; each email carries its registration link', async () => {
		await inviteCustomers(partner(), N, [
			{ companyName: 'Quartz Labs', email: 'Owner@Quartz.test' },
			{ companyName: 'Onyx Works', email: 'it@onyx.test' },
		])
		const rows = (await listResellerCustomers(partner(), N, query({ searchText: 'quartz labs' }))).data
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			name: 'Quartz Labs',
			status: 'UNREGISTERED',
			isRegistered: false,
			owner: { email: 'owner@quartz.test', fullName: '' },
			parentCompanyName: 'Northwind MSP',
			loginAsCompanyStatus: 'NOT_AVAILABLE',
		})
		expect(Date.now() - Date.parse(rows[0]!.invitedAt!)).toBeLessThan(60_000)
		const email = await t.latestEmail('owner@quartz.test')
		expect(email).toMatchObject({
			kind: 'partner_customer_invite',
			subject: 'Northwind MSP invites Quartz Labs to security awareness training',
		})
		// No message typed: the partner's default.
		expect(email!.text).toContain('Northwind MSP invites you to the security awareness program.')
		expect(email!.text).toContain(`${CONSOLE_URL}/register/owner%40quartz.test/${N}/partner`)
	})

	test('registering through the link makes the invited company the partner’s registered customer', async () => {
		const invited = (await listResellerCustomers(partner(), N, query({ searchText: 'onyx works' }))).data[0]!
		const link = new URL(/https?:\/\/\S+/.exec((await t.latestEmail('it@onyx.test'))!.text)![0])
		const [, , email, partnerId, source] = link.pathname.split('/')
		const registered = await t.call('POST', '/customers/api/v1/company/register', {
			body: {
				email: decodeURIComponent(email!),
				name: 'Olga',
				lastName: 'Onyx',
				companyName: 'Onyx Works',
				country: 'US',
				industry: 'Technology',
				companySize: '1-50',
				password: DEMO_PASSWORD,
				partner: partnerId,
				source,
			},
		})
		expect(registered.status).toBe(200)
		const row = await customer(invited.id)
		expect(row).toMatchObject({
			name: 'Onyx Works',
			status: 'FREE',
			isRegistered: true,
			owner: { email: 'it@onyx.test', fullName: 'Olga Onyx' },
			invitedAt: invited.invitedAt,
			loginAsCompanyStatus: 'REQUESTED',
			usersCount: 1,
		})
		expect((await staffView(invited.id)).distribution.parentCompanyId).toBe(N)
	})

	test('an email with an account or a pending invite is refused, and the whole invite with it', async () => {
		const before = (await listResellerCustomers(partner(), N, query({ pageSize: 5 }))).pageInfo.totalItems
		for (const taken of ['admin@contoso.test', 'OWNER@quartz.test', unregistered[1]!.email]) {
			const error = await errorOf(
				inviteCustomers(partner(), N, [
					{ companyName: 'Fresh Co', email: 'fresh@fresh.test' },
					{ companyName: 'Taken Co', email: taken },
				]),
			)
			expect(hasErrorCode(error, PARTNER_ERROR.alreadyInvited), taken).toBe(true)
		}
		expect((await listResellerCustomers(partner(), N, query({ pageSize: 5 }))).pageInfo.totalItems).toBe(before)
		expect(await t.latestEmail('fresh@fresh.test')).toBeNull()
		const twice = await t.call('POST', `/partnership/api/v1/company/${N}/invite`, {
			token: partner(),
			body: {
				companies: [
					{ companyName: 'A', email: 'a@twice.test' },
					{ companyName: 'B', email: 'A@twice.test' },
				],
			},
		})
		expect(twice.status).toBe(422)
		expect(twice.body.validationResults).toEqual([{ field: 'companies.1.email', message: 'This email is listed more than once.' }])
		const empty = await t.call('POST', `/partnership/api/v1/company/${N}/invite`, {
			token: partner(),
			body: { companies: [{ companyName: ' ', email: 'nope' }] },
		})
		expect(empty.body.validationResults).toEqual([
			{ field: 'companies.0.companyName', message: 'Field is required' },
			{ field: 'companies.0.email', message: 'This is not a valid email' },
		])
	})

	test('a partner whose invites are off is refused', async () => {
		const error = await errorOf(inviteCustomers(tokens.litwareAdmin!, C.litware, [{ companyName: 'X', email: 'x@litware-customer.test' }]))
		expect(hasErrorCode(error, PARTNER_ERROR.invitesNotAllowed)).toBe(true)
	})

	test('a typed message, the default message, and resending an invite', async () => {
		await setDefaultInviteMessage(partner(), N, '  Join Northwind’s programme.  ')
		expect(await getDefaultInviteMessage(partner(), N)).toBe('Join Northwind’s programme.')
		await inviteCustomers(partner(), N, [{ companyName: 'Slate Inc', email: 'it@slate.test' }], 'A typed message.')
		expect((await t.latestEmail('it@slate.test'))!.text).toContain('A typed message.')
		const slate = (await listResellerCustomers(partner(), N, query({ searchText: 'slate inc' }))).data[0]!
		const outboxBefore = (await t.latestEmail('it@slate.test'))!.id
		await resendCustomerInvite(partner(), N, slate.id)
		const again = (await t.latestEmail('it@slate.test'))!
		expect(again.id).toBeGreaterThan(outboxBefore)
		expect(again.text).toContain('A typed message.')
		// A registered customer has no invite to resend.
		const resent = await t.call('POST', `/api/v1/partner-portal/${N}/resend_partner_customer_invite`, {
			token: partner(),
			body: { customerId: C.contoso },
		})
		expect(resent.status).toBe(409)
		expect(resent.body.code).toBe('customer_already_registered')
		const blank = await t.call('PUT', `/api/v1/partner-portal/company/${N}/default_customer_invite_message`, {
			token: partner(),
			body: { message: ' ' },
		})
		expect(blank.body.validationResults).toEqual([{ field: 'message', message: 'Please fill out this field.' }])
	})
})

describe('customers', () => {
	test('removing customers detaches the registered ones and withdraws invites, all or nothing', async () => {
		const registered = PICK.removed
		const pending = unregistered[0]!
		const refused = await t.call('DELETE', `/api/v1/partner-portal/${N}/customers/bulk`, {
			token: partner(),
			body: { customersIds: [registered.id, pending.id, C.acme] },
		})
		expect(refused.status).toBe(403)
		expect(await customer(registered.id)).toBeDefined()
		expect(await customer(pending.id)).toBeDefined()

		await removeCustomers(partner(), N, [registered.id, pending.id])
		expect(await customer(registered.id)).toBeUndefined()
		expect(await customer(pending.id)).toBeUndefined()
		expect((await staffView(registered.id)).distribution).toMatchObject({
			parentCompanyId: null,
			partnerStatus: null,
			loginAsCompany: false,
		})
		expect((await t.call('GET', `/customers/api/v2/company/${pending.id}/view/admin`, { token: tokens.support })).status).toBe(403)
		// The withdrawn invite's email may be invited again.
		await inviteCustomers(partner(), N, [{ companyName: pending.name, email: pending.email }])
	})

	test('marking a direct customer as sub-reseller, and back; not while it has customers', async () => {
		const free = PICK.marked
		await setSubReseller(partner(), N, free.id, true)
		expect(await customer(free.id)).toMatchObject({ type: 'SUBRESELLER' })
		expect((await listSubResellers(partner(), N)).map((s) => s.id)).toContain(free.id)
		const filtered = await listResellerCustomers(partner(), N, query({ companyAffiliation: 'PARTNER' }))
		expect(filtered.data.map((r) => r.id).sort()).toEqual([C.tailspin, free.id].sort())
		await setSubReseller(partner(), N, free.id, false)
		expect(await customer(free.id)).toMatchObject({ type: null })

		const busy = await t.call('PATCH', `/api/v1/partner-portal/company/${N}/customers/${C.tailspin}/partnership/unmark_subreseller`, {
			token: partner(),
		})
		expect(busy.status).toBe(409)
		expect(busy.body.code).toBe('subreseller_has_customers')
		// A grandchild is its sub-reseller's business.
		const grandchild = await t.call('PATCH', `/api/v1/partner-portal/company/${N}/customers/${C.wingtip}/partnership/mark_subreseller`, {
			token: partner(),
		})
		expect(grandchild.status).toBe(403)
		const notYet = await t.call(
			'PATCH',
			`/api/v1/partner-portal/company/${N}/customers/${unregistered[1]!.id}/partnership/mark_subreseller`,
			{
				token: partner(),
			},
		)
		expect(notYet.body.code).toBe('customer_not_registered')
	})

	test('an access request: NOT_AVAILABLE → REQUESTED, the customer’s admins emailed; the customer grants it', async () => {
		const target = PICK.asked
		await requestCustomerAccess(partner(), target.id)
		expect((await customer(target.id))?.loginAsCompanyStatus).toBe('REQUESTED')
		const email = await t.latestEmail(target.email)
		expect(email).toMatchObject({ kind: 'partner_access_request', subject: `Northwind MSP requests access to ${target.name}` })
		expect(email!.text).toContain(`${CONSOLE_URL}/access-for-reseller`)
		// The customer's admin confirms (partnership.ts): AVAILABLE, and login as company works.
		const admin = await t.signIn(target.email)
		expect(
			(
				await t.call('PATCH', `/partnership/api/v1/company/${target.id}/access_status`, {
					token: admin,
					body: { companyId: target.id, status: 'access' },
				})
			).status,
		).toBe(204)
		expect((await customer(target.id))?.loginAsCompanyStatus).toBe('AVAILABLE')
		expect((await t.call('GET', `/user/custom_token/${target.id}`, { token: partner() })).status).toBe(200)
		const again = await t.call('POST', `/partnership/api/v1/company/${target.id}/access/request`, { token: partner() })
		expect(again.body.code).toBe('access_already_granted')
		// Tailspin asks its own customer.
		await requestCustomerAccess(tokens.tailspinAdmin!, 'cmp_trey_research')
		expect((await t.latestEmail('admin@trey-research.test'))?.subject).toBe('Tailspin requests access to Trey Research')
	})
})

describe('what the customers table reads follows writes elsewhere', () => {
	test('a customer’s users: invited, disabled (users_count kept by triggers)', async () => {
		const contoso = await t.signIn(SEED.users.contosoAdmin.email)
		const before = (await customer(C.contoso))!.usersCount
		// Through the console's own invite call, with the payload the add-users flow builds (no emails sent).
		const invites = ['a', 'b', 'c'].map((x) => ({ email: `${x}@contoso-new.test`, role: 'user' as const, department: null, groups: [] }))
		const payload = buildInvitePayload({ companyId: C.contoso, invites, notification: false, subject: '', message: '', sso: false })
		expect(await inviteUsers(contoso, C.contoso, payload)).toEqual({ invited: 3 })
		expect((await customer(C.contoso))!.usersCount).toBe(before + 3)
		const users = await t.call('GET', `/customers/api/v1/company/${C.contoso}/users`, {
			token: contoso,
			query: { searchText: 'contoso-new' },
		})
		const disabled = await t.call('PATCH', `/customers/api/v1/company/${C.contoso}/users/${users.body.data[0].id}/status`, {
			token: contoso,
			body: { status: 'DISABLED' },
		})
		expect(disabled.status).toBe(204)
		expect((await customer(C.contoso))!.usersCount).toBe(before + 2)
	})
})

describe('licences and purchases', () => {
	test('allocating from the pool: the pool shrinks, the customer’s seats grow, the log has it', async () => {
		const target = PICK.allocated
		await allocateLicences(partner(), N, target.id, 20)
		expect(await getLicencePool(partner(), N)).toBe(LICENCE_POOLS.cmp_northwind - 20)
		expect(await customer(target.id)).toMatchObject({ totalSeats: 20, status: 'BOOSTED', isBoosted: true })
		const log = await listLicenceAllocations(partner(), N, { pageNumber: 0, pageSize: 5, order: 'desc', orderBy: 'date' })
		expect(log.data[0]).toMatchObject({ companyName: target.name, licenses: 20, allocatedBy: 'Nora Partner' })

		const short = await errorOf(allocateLicences(partner(), N, target.id, 10_000))
		expect(hasErrorCode(short, PARTNER_ERROR.notEnoughLicences)).toBe(true)
		expect(await getLicencePool(partner(), N)).toBe(LICENCE_POOLS.cmp_northwind - 20)
		expect((await customer(target.id))?.totalSeats).toBe(20)
		for (const [licensesToAllocate, message] of [
			[undefined, 'Field is required'],
			[0, 'Number of Licenses/Users must be greater than or equal to 1.'],
		] as const) {
			const reply = await t.call('POST', `/api/v1/billing/${N}/customers/${target.id}/licenses/allocate`, {
				token: partner(),
				body: { licensesToAllocate },
			})
			expect(reply.status).toBe(422)
			expect(reply.body.validationResults).toEqual([{ field: 'licensesToAllocate', message }])
		}
		const none = await t.call('POST', `/api/v1/billing/${N}/customers/${unregistered[1]!.id}/licenses/allocate`, {
			token: partner(),
			body: { licensesToAllocate: 1 },
		})
		expect(none.body.code).toBe('customer_not_registered')
	})

	test('a first purchase for a customer: an invoiced transaction due in 30 days, its subscription and seats', async () => {
		const free = PICK.bought
		await buyCustomerLicences(partner(), {
			channel: 'resellers',
			kind: 'first',
			companyId: N,
			customerId: free.id,
			licensesNumber: 120,
			orderNumber: 'PO-TEST-1',
			promotionCode: 'boost20',
		})
		const row = await customer(free.id)
		expect(row).toMatchObject({ status: 'BOOSTED', totalSeats: 120, subscription: { status: 'ACTIVE', paidSeats: 120 } })
		const [transaction] = (
			await listTransactions(partner(), 'resellers', N, {
				pageNumber: 0,
				pageSize: 5,
				order: 'desc',
				orderBy: 'createdAt',
				searchText: 'PO-TEST-1',
			})
		).data
		expect(transaction).toMatchObject({
			customerId: free.id,
			customerName: free.name,
			buyerName: 'Northwind MSP',
			licenses: 120,
			subtotal: 120 * 2400,
			discount: 120 * 480,
			withdrawal: 0,
			amountDue: 120 * 1920,
			status: 'OPEN',
			method: 'INVOICE',
			adminName: 'Nora Partner',
			orderNumber: 'PO-TEST-1',
			canSendInvoice: true,
		})
		expect(Date.parse(transaction!.dueDate!) - Date.parse(transaction!.createdAt)).toBe(30 * DAY)
		const records = SubscriptionRecordsSchema.parse(
			(await t.call('GET', `api/v1/company/${free.id}/subscriptions`, { token: partner() })).body,
		)
		expect(records.at(-1)).toMatchObject({ status: 'ACTIVE', type: 'PAID', reservedSeats: 120, pricePerUserCents: 1920 })

		// Now it is an upgrade: a second first purchase is refused; the upgrade adds to the subscription.
		const first = await errorOf(
			buyCustomerLicences(partner(), { channel: 'resellers', kind: 'first', companyId: N, customerId: free.id, licensesNumber: 5 }),
		)
		expect(hasErrorCode(first, PARTNER_ERROR.purchaseRefused)).toBe(true)
		await buyCustomerLicences(partner(), { channel: 'resellers', kind: 'upgrade', companyId: N, customerId: free.id, licensesNumber: 30 })
		expect(await customer(free.id)).toMatchObject({ totalSeats: 150, subscription: { paidSeats: 150 } })
		// Its subscription ends last of all: the expire date (subscription_ends_at, kept by a trigger) sorts it first.
		const latest = await listResellerCustomers(partner(), N, query({ orderBy: 'expireDate', order: 'desc', pageSize: 5 }))
		expect(latest.data[0]?.id).toBe(free.id)
	})

	test('purchase refusals: no subscription to upgrade, an unknown code, a bad count, the wrong channel', async () => {
		const trial = PICK.refused
		const buy = (body: unknown, path = `/api/v1/billing/resellers/company/${N}/customers/${trial.id}/subscriptions`) =>
			t.call('POST', path, { token: partner(), body })
		const upgrade = await buy({ licensesNumber: 5 }, `/api/v1/billing/resellers/company/${N}/customers/${trial.id}/subscriptions/upgrade`)
		expect(upgrade).toMatchObject({
			status: 422,
			body: { code: 'purchase_refused', message: 'The customer has no subscription to upgrade.' },
		})
		const code = await buy({ licensesNumber: 5, promotionCode: 'NOPE' })
		expect(code).toMatchObject({ status: 422, body: { code: 'purchase_refused', message: 'This coupon code is not valid.' } })
		const count = await buy({ licensesNumber: 0 })
		expect(count.body.validationResults).toEqual([
			{ field: 'licensesNumber', message: 'Number of Licenses/Users must be greater than or equal to 1.' },
		])
		expect((await buy({})).body.validationResults).toEqual([{ field: 'licensesNumber', message: 'Field is required' }])
		const channel = await buy({ licensesNumber: 5 }, `/api/v1/billing/subresellers/company/${N}/customers/${trial.id}/subscriptions`)
		expect(channel.status).toBe(403)
		expect(await customer(trial.id)).toMatchObject({ subscription: null, totalSeats: 0 })
	})

	test('a sub-reseller buys for its customer; the reseller sees it among its transactions', async () => {
		await buyCustomerLicences(tokens.tailspinAdmin!, {
			channel: 'subresellers',
			kind: 'upgrade',
			companyId: C.tailspin,
			customerId: 'cmp_proseware',
			licensesNumber: 5,
			orderNumber: 'PO-TAILSPIN',
		})
		const mine = await listTransactions(tokens.tailspinAdmin!, 'subresellers', C.tailspin, {
			pageNumber: 0,
			pageSize: 25,
			order: 'desc',
			orderBy: 'createdAt',
			searchText: 'PO-TAILSPIN',
		})
		expect(mine.data.map((tx) => [tx.buyerName, tx.customerName, tx.licenses])).toEqual([['Tailspin', 'Proseware', 5]])
		const reseller = await listTransactions(partner(), 'resellers', N, {
			pageNumber: 0,
			pageSize: 25,
			order: 'desc',
			orderBy: 'createdAt',
			searchText: 'PO-TAILSPIN',
		})
		expect(reseller.data).toHaveLength(1)
		const wrong = await t.call('POST', `/api/v1/billing/resellers/company/${C.tailspin}/customers/cmp_proseware/subscriptions/upgrade`, {
			token: tokens.tailspinAdmin,
			body: { licensesNumber: 1 },
		})
		expect(wrong.status).toBe(403)
	})

	test('a partner buys into its pool by invoice or distributor credit; cards are refused', async () => {
		const before = await getLicencePool(partner(), N)
		const input = { companyId: N, companyName: 'Northwind MSP', name: 'Nora Partner', email: 'partner@northwind.test' }
		expect(await buyPartnerLicences(partner(), { ...input, seats: 100, method: 'INVOICE' })).toBe(before + 100)
		expect(await buyPartnerLicences(partner(), { ...input, seats: 10, method: 'DISTRIBUTOR_CREDIT', coupon: 'welcome10' })).toBe(
			before + 110,
		)
		const latest = await listTransactions(partner(), 'resellers', N, { pageNumber: 0, pageSize: 5, order: 'desc', orderBy: 'createdAt' })
		const pool = latest.data.filter((tx) => tx.customerId === N)
		const credit = pool.find((tx) => tx.licenses === 10)!
		const invoice = pool.find((tx) => tx.licenses === 100)!
		expect(credit).toMatchObject({
			customerName: 'Northwind MSP',
			method: 'DISTRIBUTOR_CREDIT',
			status: 'PAID',
			withdrawal: 27000,
			amountDue: 0,
			discount: 3000,
		})
		expect(invoice).toMatchObject({ method: 'INVOICE', status: 'OPEN', amountDue: 240000 })
		const card = await errorOf(buyPartnerLicences(partner(), { ...input, seats: 10, method: 'CREDIT_CARD', stripeToken: 'tok_visa' }))
		expect(hasErrorCode(card, PARTNER_ERROR.purchaseRefused)).toBe(true)
		// Tailspin may not pay by invoice.
		const tailspin = await errorOf(
			buyPartnerLicences(tokens.tailspinAdmin!, {
				companyId: C.tailspin,
				companyName: 'Tailspin',
				name: 'Tim',
				email: 'admin@tailspin.test',
				seats: 5,
				method: 'INVOICE',
			}),
		)
		expect(hasErrorCode(tailspin, PARTNER_ERROR.purchaseRefused)).toBe(true)
		expect(await getLicencePool(tokens.tailspinAdmin!, C.tailspin)).toBe(LICENCE_POOLS.cmp_tailspin)
		expect(await getLicencePool(partner(), N)).toBe(before + 110)
		const foreign = await t.call('POST', `/api/v1/billing/${N}/subscription`, {
			token: partner(),
			body: { ...input, companyId: C.tailspin, seats: 5, method: 'DISTRIBUTOR_CREDIT' },
		})
		expect(foreign.body.validationResults).toEqual([{ field: 'companyId', message: 'The company of the path.' }])
	})

	test('sending an invoice emails the customer’s owner; drafts, voids and other partners’ are refused', async () => {
		const paid = PARTNER_TRANSACTIONS.find((tx) => tx.status === 'PAID' && tx.customerId === C.contoso)!
		await sendInvoice(partner(), N, paid.id)
		const email = await t.latestEmail('admin@contoso.test')
		expect(email).toMatchObject({ kind: 'partner_invoice', subject: `Invoice from Northwind MSP: ${paid.licences} licenses for Contoso` })
		const draft = PARTNER_TRANSACTIONS.find((tx) => tx.status === 'DRAFT' && tx.buyerId === N)!
		const refused = await t.call('POST', `/api/v1/partner-portal/${N}/transactions/${draft.id}/send_invoice`, { token: partner() })
		expect(refused.body.code).toBe('invoice_not_sendable')
		const other = await t.call('POST', `/api/v1/partner-portal/${C.tailspin}/transactions/${paid.id}/send_invoice`, {
			token: tokens.tailspinAdmin,
		})
		expect(other.status).toBe(404)
	})
})
