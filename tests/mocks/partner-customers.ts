import { http, HttpResponse } from 'msw'
import type { CompanyView } from '#app/gateway/company.server.ts'
import type { PartnerCompanyRow, ResellerOverview, SubReseller, Transaction } from '#app/gateway/partner-portal.server.ts'
import { companyView, GATEWAY, server } from './gateway.ts'

/**
 * The partner portal's customer calls (app/gateway/partner-portal.server.ts) as msw handlers for the
 * customers, overview and opportunity-forecast route tests: the three customer lists, the sub-resellers,
 * the overview, the default invite message and every customer action. Each answers as the contract
 * says (204 for the writes); pass `replies` to make one fail. Record the calls with `recordGateway()`
 * (tests/fixtures/route.ts).
 */

/** The partner kinds of spec 2 §2: a reseller (Northwind in the seed), a sub-reseller (Tailspin), one that is neither. */
export type PartnerKind = 'reseller' | 'subreseller' | 'neither'

const PARTNERS: Record<PartnerKind, { id: string; name: string; customerType: CompanyView['distribution']['customerType'] }> = {
	reseller: { id: 'cmp_northwind', name: 'Northwind MSP', customerType: 'RESELLER' },
	subreseller: { id: 'cmp_tailspin', name: 'Tailspin', customerType: 'SUBRESELLER' },
	neither: { id: 'cmp_oem', name: 'OEM Partner', customerType: 'OEM' },
}

/** The company view of a partner of that kind (partner invites allowed unless `overrides` say otherwise). */
export function partnerCompany(kind: PartnerKind, overrides: Partial<CompanyView> = {}): CompanyView {
	const base = companyView()
	const partner = PARTNERS[kind]
	return companyView({
		id: partner.id,
		name: partner.name,
		distribution: { ...base.distribution, isPartner: true, customerType: partner.customerType },
		features: { ...base.features, isPartnerInviteAllowed: true, isChildLoginAllowed: true },
		...overrides,
	})
}

/** A customer row (Contoso of the seed by default: registered, Boost, access available). */
export function customerRow(overrides: Partial<PartnerCompanyRow> = {}): PartnerCompanyRow {
	return {
		id: 'cmp_contoso',
		name: 'Contoso',
		parentCompanyName: 'Northwind MSP',
		type: null,
		status: 'BOOSTED',
		state: 'ENABLED',
		disabledAt: null,
		isRegistered: true,
		invitedAt: '2026-02-01T10:00:00.000Z',
		createdAt: '2026-02-03T10:00:00.000Z',
		totalSeats: 50,
		overage: 0,
		usersCount: 42,
		dealProbability: 80,
		loginAsCompanyStatus: 'AVAILABLE',
		owner: { email: 'admin@contoso.test', fullName: 'Carl Contoso' },
		subscription: {
			status: 'ACTIVE',
			currentPeriodStart: '2026-03-01T00:00:00.000Z',
			currentPeriodEnd: '2027-03-01T00:00:00.000Z',
			paidSeats: 50,
		},
		trial: null,
		isBoosted: true,
		...overrides,
	}
}

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
	return {
		id: 'txn_1',
		customerId: 'cmp_contoso',
		customerName: 'Contoso',
		buyerName: 'Northwind MSP',
		licenses: 25,
		subtotal: 75000,
		discount: 0,
		withdrawal: 0,
		amountDue: 75000,
		currency: 'usd',
		status: 'PAID',
		method: 'INVOICE',
		createdAt: '2026-03-01T10:00:00.000Z',
		dueDate: '2026-03-31T00:00:00.000Z',
		paidDate: '2026-03-05T00:00:00.000Z',
		adminName: 'Nora Partner',
		orderNumber: null,
		canSendInvoice: true,
		...overrides,
	}
}

export function resellerOverview(overrides: Partial<ResellerOverview> = {}): ResellerOverview {
	return {
		byStatus: { FREE: 20, TRIAL_ACTIVE: 12, BOOSTED: 25, UNREGISTERED: 8 },
		totalCustomers: 65,
		trialsEndingSoon: [{ id: 'cmp_fabrikam', name: 'Fabrikam', endDate: '2026-03-20T00:00:00.000Z', days: 5 }],
		trialsEndingSoonCount: 3,
		customersWithOverages: 4,
		seatsSold: 1200,
		seatsAllocated: 300,
		licencesAvailable: 75,
		pendingAccessRequests: 6,
		recentTransactions: [transaction()],
		...overrides,
	}
}

type Reply = () => Response | Promise<Response>
const noContent = () => new HttpResponse(null, { status: 204 })

export type PartnerCall =
	| 'listReseller'
	| 'listSubReseller'
	| 'listPartner'
	| 'subResellers'
	| 'overview'
	| 'getInviteMessage'
	| 'setInviteMessage'
	| 'invite'
	| 'resendInvite'
	| 'removeCustomers'
	| 'markSubReseller'
	| 'unmarkSubReseller'
	| 'requestAccess'

/** Registers the handlers; a list answers `rows` as one page of `total` (default: the rows' count). */
export function partnerCustomersHandlers(
	options: {
		rows?: PartnerCompanyRow[]
		total?: number
		subResellers?: SubReseller[]
		overview?: ResellerOverview
		inviteMessage?: string
		replies?: Partial<Record<PartnerCall, Reply>>
	} = {},
) {
	const rows = options.rows ?? [customerRow()]
	const total = options.total ?? rows.length
	const list: Reply = () =>
		HttpResponse.json({
			data: rows,
			pageInfo: { pageNumber: 0, pageSize: 25, totalItems: total, totalPages: Math.max(1, Math.ceil(total / 25)) },
		})
	const reply = (call: PartnerCall, fallback: Reply) => () => (options.replies?.[call] ?? fallback)()
	server.use(
		http.get(`${GATEWAY}/partnership/api/v1/company/:id/resellers/customers`, reply('listReseller', list)),
		http.get(`${GATEWAY}/partnership/api/v1/company/:id/sub_reseller/customers`, reply('listSubReseller', list)),
		http.get(`${GATEWAY}/api/v1/company/msp/:id`, reply('listPartner', list)),
		http.get(
			`${GATEWAY}/partnership/api/v1/company/:id/resellers/sub_resellers/list`,
			reply('subResellers', () => HttpResponse.json({ data: options.subResellers ?? [{ id: 'cmp_tailspin', name: 'Tailspin' }] })),
		),
		http.get(
			`${GATEWAY}/partnership/api/v1/company/:id/resellers/overview`,
			reply('overview', () => HttpResponse.json(options.overview ?? resellerOverview())),
		),
		http.get(
			`${GATEWAY}/api/v1/partner-portal/company/:id/default_customer_invite_message`,
			reply('getInviteMessage', () =>
				HttpResponse.json({ message: options.inviteMessage ?? 'Northwind MSP invites you to the security awareness program.' }),
			),
		),
		http.put(`${GATEWAY}/api/v1/partner-portal/company/:id/default_customer_invite_message`, reply('setInviteMessage', noContent)),
		http.post(`${GATEWAY}/partnership/api/v1/company/:id/invite`, reply('invite', noContent)),
		http.post(`${GATEWAY}/api/v1/partner-portal/:id/resend_partner_customer_invite`, reply('resendInvite', noContent)),
		http.delete(`${GATEWAY}/api/v1/partner-portal/:id/customers/bulk`, reply('removeCustomers', noContent)),
		http.patch(
			`${GATEWAY}/api/v1/partner-portal/company/:id/customers/:customerId/partnership/mark_subreseller`,
			reply('markSubReseller', noContent),
		),
		http.patch(
			`${GATEWAY}/api/v1/partner-portal/company/:id/customers/:customerId/partnership/unmark_subreseller`,
			reply('unmarkSubReseller', noContent),
		),
		http.post(`${GATEWAY}/partnership/api/v1/company/:customerId/access/request`, reply('requestAccess', noContent)),
	)
}
