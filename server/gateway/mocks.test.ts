import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { getNotifications, markSuspendedCampaignsShown } from '#app/gateway/notifications.server.ts'
import { confirmParentAccess } from '#app/gateway/partnership.server.ts'
import { contactUsBuy, submitSalesQuote } from '#app/gateway/sales.server.ts'
import { createSupportTicket } from '#app/gateway/support.server.ts'
import { createAnnualTrainingCampaign, getStartTrainingData } from '#app/gateway/training.server.ts'
import {
	contactSalesHandlers,
	gatewayError,
	notificationsHandlers,
	parentAccessHandlers,
	server,
	supportTicketHandlers,
	suspendedCampaign,
	trainingHandlers,
} from '#tests/mocks/gateway.ts'

// The msw doubles of tests/mocks/gateway.ts for the shell's calls: their replies pass the console's
// schemas and they record what the console sent, as route tests rely on.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('msw doubles of the shell calls', () => {
	test('support ticket and contact sales record the bodies and reply like the reference gateway', async () => {
		const support = supportTicketHandlers()
		const sales = contactSalesHandlers()
		server.use(...support.handlers, ...sales.handlers)
		expect(await createSupportTicket('t', 'cmp_acme', { email: 'a@acme.test', description: 'Help', category: 'other' })).toEqual({ ticketId: 'tkt_1' })
		expect(support.calls).toEqual([
			{ params: { companyId: 'cmp_acme' }, body: { email: 'a@acme.test', description: 'Help', category: 'other', source: 'ADMIN', trackingToken: null } },
		])
		await contactUsBuy('t', 'cmp_acme', { full_name: 'Ada', company_name: 'Acme', email: 'a@acme.test', users_number: 3, message: '' })
		const quote = { name: 'Ada', lastName: '', email: 'a@acme.test', users: 3, message: '', phone: '5551234567', companyName: 'Acme', country: null, pageUri: '/', trackingCookie: null, pageName: 'home' }
		expect(await submitSalesQuote('t', 'cmp_acme', quote)).toEqual({ quoteId: 'qte_1' })
		expect(sales.calls.contactUsBuy[0]!.body.users_number).toBe(3)
		expect(sales.calls.salesQuote[0]!.body).toEqual(quote)
	})

	test('the training double starts with nothing running and reports the training once created', async () => {
		const training = trainingHandlers()
		server.use(...training.handlers)
		expect((await getStartTrainingData('t', 'cmp_acme')).hasActiveTraining).toBe(false)
		expect(await createAnnualTrainingCampaign('t', 'cmp_acme', { startDate: '2026-11-22' })).toEqual({ campaignId: 'tcp_1', assignedUsers: 39 })
		expect(await getStartTrainingData('t', 'cmp_acme')).toMatchObject({ hasActiveTraining: true, hasUsersWithTraining: true })
		expect(training.calls.createAnnual[0]!.body).toMatchObject({ assignmentType: 'all', startDate: '2026-11-22' })

		const busy = trainingHandlers({ createAnnual: () => gatewayError(409, 'annual_training_active', 'An annual training campaign is already running for this company.') })
		server.use(...busy.handlers)
		await expect(createAnnualTrainingCampaign('t', 'cmp_acme', { startDate: '2026-11-22' })).rejects.toMatchObject({ status: 409 })
		expect((await getStartTrainingData('t', 'cmp_acme')).hasActiveTraining).toBe(false)
	})

	test('parent access and the suspended notices', async () => {
		const access = parentAccessHandlers()
		const notifications = notificationsHandlers({ suspendedCampaigns: [suspendedCampaign()] })
		server.use(...access.handlers, ...notifications.handlers)
		await confirmParentAccess('t', 'cmp_fabrikam')
		expect(access.calls[0]).toEqual({ params: { companyId: 'cmp_fabrikam' }, body: { companyId: 'cmp_fabrikam', status: 'access' } })
		expect((await getNotifications('t', 'cmp_initech', 'usr_initech_admin')).suspendedCampaigns).toHaveLength(1)
		await markSuspendedCampaignsShown('t', 'usr_initech_admin')
		expect(notifications.calls.suspendedShown[0]!.params).toEqual({ userId: 'usr_initech_admin' })
		expect((await getNotifications('t', 'cmp_initech', 'usr_initech_admin')).suspendedCampaigns).toEqual([])
	})
})
