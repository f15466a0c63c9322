import { beforeAll, expect, test } from 'vitest'
import { outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, gatewayError } from '#tests/mocks/gateway.ts'
import { partnerCompany, partnerCustomersHandlers, resellerOverview, type PartnerKind } from '#tests/mocks/partner-customers.ts'
import { loader } from './overview.tsx'

let cookie = ''
beforeAll(async () => {
	cookie = await signedInCookie('admin', { idToken: 'partner-token', userId: 'usr_northwind_partner', companyId: 'cmp_northwind' })
})

function signedInAs(kind: PartnerKind | 'customer') {
	const company = kind === 'customer' ? companyView() : partnerCompany(kind)
	viewerReplies(authUser({ id: 'usr_northwind_partner', company_id: company.id }), company)
}

const load = () => outcome(() => loader(routeArgs('/partner-portal/reseller/overview', { cookie }) as any)) as Promise<any>

test.each(['customer', 'subreseller', 'neither'] as const)('a %s is sent to get-started and nothing is read', async (kind) => {
	signedInAs(kind)
	partnerCustomersHandlers()
	const calls = recordGateway()
	expect(((await load()) as Response).headers.get('Location')).toBe('/home')
	expect(calls).toEqual([])
})

test("a reseller's overview is one read of its own figures, with the dates formatted", async () => {
	signedInAs('reseller')
	partnerCustomersHandlers({ overview: resellerOverview() })
	const calls = recordGateway()
	const { overview, failure } = await load()
	expect(calls.map((c) => c.call)).toEqual(['GET /partnership/api/v1/company/cmp_northwind/resellers/overview'])
	expect(failure).toBeNull()
	expect(overview).toMatchObject({
		byStatus: { FREE: 20, TRIAL_ACTIVE: 12, BOOSTED: 25, UNREGISTERED: 8 },
		customersWithOverages: 4,
		pendingAccessRequests: 6,
		trialsEndingSoon: [{ name: 'Fabrikam', days: 5, endLabel: 'Mar 20, 2026' }],
		recentTransactions: [{ customerName: 'Contoso', licenses: 25, amountDue: 75000, status: 'PAID', dateLabel: 'Mar 01, 2026' }],
	})
})

test('an overview that cannot be read says why, without the figures', async () => {
	signedInAs('reseller')
	partnerCustomersHandlers({ replies: { overview: () => gatewayError(403, 'forbidden', 'Only resellers have an overview.') } })
	expect(await load()).toEqual({ overview: null, failure: { message: 'Only resellers have an overview.', raw: true } })
})
