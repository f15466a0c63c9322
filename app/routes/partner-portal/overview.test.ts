import { expect, test } from 'vitest'
import { gatewayError } from '#tests/mocks/gateway.ts'
import { resellerOverview } from '#tests/mocks/partner-customers.ts'
import { usePartnerRoute, signedInAs, testOnlyResellersOpen } from '#tests/support/partner/customers-routes.ts'
import { loader } from './overview.tsx'

const route = usePartnerRoute({ loader })
const load = () => route.load('/partner-portal/reseller/overview')

testOnlyResellersOpen(load)

test("a reseller's overview is one read of its own figures, with the dates formatted", async () => {
	const calls = signedInAs('reseller', { overview: resellerOverview() })
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
	signedInAs('reseller', { replies: { overview: () => gatewayError(403, 'forbidden', 'Only resellers have an overview.') } })
	expect(await load()).toEqual({ overview: null, failure: { message: 'Only resellers have an overview.', raw: true } })
})
