import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { flashToast } from '#tests/fixtures/route.ts'
import { gatewayError } from '#tests/mocks/gateway.ts'
import { customerRow, partnerCustomersHandlers } from '#tests/mocks/partner-customers.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { usePartnerRoute, redirectedTo, signedInAs } from '#tests/support/partner/customers-routes.ts'
import { action, loader } from './customers.tsx'

const RESELLER = '/partner-portal/reseller/customers'
const SUBRESELLER = '/partner-portal/subreseller/customers'
const PARTNER = '/partner-portal/companies'

const { load, post } = usePartnerRoute({ loader, action })

/** The invite dialog's form: a row of fields per [company name, email], then `fields`. */
function inviteForm(companies: Array<[string, string]>, fields: Record<string, string> = {}) {
	const rows = companies.flatMap(([companyName, email], i) => [
		[`companies[${i}].companyName`, companyName],
		[`companies[${i}].email`, email],
	])
	return { intent: 'invite', ...Object.fromEntries(rows), ...fields }
}
const INVITE = `${RESELLER}?modal=inviteCustomers`

describe('who may open the customers pages', () => {
	test.each([
		['a company that is no partner', 'customer', RESELLER],
		['a sub-reseller', 'subreseller', RESELLER],
		['a reseller', 'reseller', SUBRESELLER],
		['a reseller', 'reseller', PARTNER],
		['a partner that is neither', 'neither', RESELLER],
	] as const)('%s is sent to get-started from %s, and nothing is read or written', async (_who, kind, path) => {
		const calls = signedInAs(kind)
		expect(redirectedTo(await load(path))).toBe('/home')
		expect(redirectedTo(await post(path, { intent: 'requestAccess', customerId: 'cmp_contoso' }))).toBe('/home')
		expect(calls).toEqual([])
	})
})

describe('the customers table', () => {
	test("every reseller-list filter, the paging, sort and search in the URL reach the reseller's list call", async () => {
		const calls = signedInAs('reseller', { total: 60 })
		const result = await load(
			`${RESELLER}?pageNumber=1&pageSize=50&orderBy=dealProbability&order=asc&searchText=%20con%20&isRegistered=true&hasOverages=false` +
				'&status=TRIAL_ACTIVE&state=DISABLED&companyAffiliation=DIRECT_CUSTOMER&accountAccess=REQUESTED&subResellers=cmp_tailspin',
		)
		expect(calls.map((c) => c.call).sort()).toEqual([
			'GET /partnership/api/v1/company/cmp_northwind/resellers/customers?pageNumber=1&pageSize=50&order=asc&orderBy=dealProbability&searchText=con' +
				'&isRegistered=true&hasOverages=false&status=TRIAL_ACTIVE&state=DISABLED&companyAffiliation=DIRECT_CUSTOMER&accountAccess=REQUESTED&subResellers=cmp_tailspin',
			'GET /partnership/api/v1/company/cmp_northwind/resellers/sub_resellers/list',
		])
		expect(result).toMatchObject({
			page: 'reseller',
			total: 60,
			isFiltered: true,
			subResellers: [{ id: 'cmp_tailspin', name: 'Tailspin' }],
		})
	})

	test('unknown filter values are left out and the defaults are 25 a page, newest first', async () => {
		const calls = signedInAs('reseller')
		const result = await load(`${RESELLER}?status=GOLD&isRegistered=maybe&pageSize=7&orderBy=secret&accountAccess=`)
		expect(calls.map((c) => c.call)).toContain(
			'GET /partnership/api/v1/company/cmp_northwind/resellers/customers?pageNumber=0&pageSize=25&order=desc&orderBy=createdAt',
		)
		expect(result.isFiltered).toBe(false)
	})

	test("a sub-reseller's page reads its own customers (no sub-reseller filter), a neither-partner's My Customers", async () => {
		let calls = signedInAs('subreseller')
		await load(`${SUBRESELLER}?subResellers=cmp_x&status=FREE`)
		expect(calls.map((c) => c.call)).toEqual([
			'GET /partnership/api/v1/company/cmp_tailspin/sub_reseller/customers?pageNumber=0&pageSize=25&order=desc&orderBy=createdAt&status=FREE',
		])

		calls = signedInAs('neither')
		const result = await load(`${PARTNER}?searchText=fab`)
		expect(calls.map((c) => c.call)).toEqual([
			'GET /api/v1/company/msp/cmp_oem?pageNumber=0&pageSize=25&order=desc&orderBy=createdAt&searchText=fab',
		])
		expect(result.page).toBe('partner')
	})

	test('rows carry the columns of spec 2 §3 with their dates formatted, and what the partner may do with each', async () => {
		signedInAs('reseller')
		partnerCustomersHandlers({
			rows: [
				customerRow(),
				customerRow({
					id: 'cmp_fabrikam',
					name: 'Fabrikam',
					status: 'TRIAL_ACTIVE',
					state: 'DISABLED',
					disabledAt: '2026-04-02T10:00:00.000Z',
					loginAsCompanyStatus: 'REQUESTED',
					subscription: null,
					trial: { status: 'ACTIVE', days: 5, endDate: '2026-04-10T12:00:00.000Z' },
					overage: 3,
				}),
				customerRow({ id: 'cmp_tailspin', name: 'Tailspin', type: 'SUBRESELLER' }),
				customerRow({ id: 'cmp_wingtip', name: 'Wingtip', parentCompanyName: 'Tailspin' }),
				customerRow({ id: 'cmp_new', name: 'Newco', isRegistered: false, status: 'UNREGISTERED', owner: null, createdAt: '2026-05-01' }),
			],
		})
		const { rows } = await load(RESELLER)
		expect(rows[0]).toMatchObject({
			name: 'Contoso',
			parentCompanyName: 'Northwind MSP',
			dealProbability: 80,
			totalSeats: 50,
			paidSeats: 50,
			access: 'AVAILABLE',
			email: 'admin@contoso.test',
			invitedLabel: 'Feb 01, 2026',
			createdLabel: 'Feb 03, 2026',
			expireLabel: 'Mar 01, 2027',
			canMarkSubReseller: true,
			canUnmarkSubReseller: false,
		})
		expect(rows[1]).toMatchObject({
			state: 'DISABLED',
			disabledLabel: 'Apr 02, 2026',
			expireLabel: 'Apr 10, 2026',
			trialStatus: 'ACTIVE',
			overage: 3,
		})
		expect(rows[2]).toMatchObject({ canMarkSubReseller: false, canUnmarkSubReseller: true })
		// A sub-reseller's customer is not the reseller's to mark.
		expect(rows[3]).toMatchObject({ canMarkSubReseller: false, canUnmarkSubReseller: false })
		expect(rows[4]).toMatchObject({ isRegistered: false, email: null, paidSeats: 50, canMarkSubReseller: false })
	})

	test('a list that cannot be read leaves an empty table and says why', async () => {
		signedInAs('reseller', { replies: { listReseller: () => gatewayError(403, 'forbidden', 'You may not list these customers.') } })
		const result = await load(RESELLER)
		expect(result.rows).toEqual([])
		expect(result.failures).toContainEqual({ message: 'You may not list these customers.', raw: true })
	})

	test('a page past the last one goes to the last page', async () => {
		signedInAs('reseller', { total: 30 })
		expect(redirectedTo(await load(`${RESELLER}?pageNumber=4&status=FREE`))).toBe(`${RESELLER}?pageNumber=1&status=FREE`)
	})
})

describe('the dialogs the URL opens', () => {
	test('Invite customers starts from the default invite message; Edit invite message shows it', async () => {
		const calls = signedInAs('reseller', { inviteMessage: 'Welcome aboard.' })
		expect((await load(`${RESELLER}?modal=inviteCustomers`)).dialog).toMatchObject({ type: 'invite', message: 'Welcome aboard.' })
		expect(calls.map((c) => c.call)).toContain('GET /api/v1/partner-portal/company/cmp_northwind/default_customer_invite_message')
		expect((await load(`${RESELLER}?modal=inviteMessage`)).dialog).toMatchObject({ type: 'inviteMessage', message: 'Welcome aboard.' })
	})

	test('Remove names the selected customers and the phrase to type; nothing selected opens nothing', async () => {
		signedInAs('reseller', { rows: [customerRow(), customerRow({ id: 'cmp_fabrikam', name: 'Fabrikam' })], total: 40 })
		expect((await load(`${RESELLER}?modal=removeCustomers&customersIds=cmp_fabrikam`)).dialog).toMatchObject({
			type: 'remove',
			count: 1,
			names: ['Fabrikam'],
			phrase: 'I confirm deletion',
		})
		expect((await load(`${RESELLER}?modal=removeCustomers&isAllSelected=true`)).dialog).toMatchObject({ count: 40 })
		expect((await load(`${RESELLER}?modal=removeCustomers`)).dialog).toBeNull()
	})

	test("mark as sub-reseller opens for the reseller's own customer on the page, not for another", async () => {
		signedInAs('reseller', { rows: [customerRow(), customerRow({ id: 'cmp_tailspin', name: 'Tailspin', type: 'SUBRESELLER' })] })
		expect((await load(`${RESELLER}?modal=markSubReseller&customerId=cmp_contoso`)).dialog).toEqual({
			type: 'markSubReseller',
			customer: { id: 'cmp_contoso', name: 'Contoso' },
		})
		expect((await load(`${RESELLER}?modal=unmarkSubReseller&customerId=cmp_tailspin`)).dialog).toMatchObject({ type: 'unmarkSubReseller' })
		expect((await load(`${RESELLER}?modal=markSubReseller&customerId=cmp_tailspin`)).dialog).toBeNull()
		expect((await load(`${RESELLER}?modal=markSubReseller&customerId=cmp_elsewhere`)).dialog).toBeNull()
	})
})

describe('the actions', () => {
	test("invite: the companies and the message go to the partner's own invite call, whatever company the form names", async () => {
		const calls = signedInAs('reseller')
		const form = inviteForm(
			[
				[' Alpine Ski House ', 'it@alpine.test'],
				['Litware', 'admin@litware.test'],
			],
			{ companyId: 'cmp_globex', message: 'Join us.' },
		)
		const response = (await post(`${RESELLER}?status=FREE&modal=inviteCustomers`, form)) as Response
		expect(calls).toEqual([
			{
				call: 'POST /partnership/api/v1/company/cmp_northwind/invite',
				body: {
					companies: [
						{ companyName: 'Alpine Ski House', email: 'it@alpine.test' },
						{ companyName: 'Litware', email: 'admin@litware.test' },
					],
					message: 'Join us.',
				},
			},
		])
		expect(response.headers.get('Location')).toBe(`${RESELLER}?status=FREE`)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerCustomers:invite.sent' })
	})

	test('invite: an empty name or a bad email is refused on its field and nothing is sent', async () => {
		const calls = signedInAs('reseller')
		const result = await post(INVITE, inviteForm([['', 'not-an-email']]))
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toMatchObject({
			'companies[0].companyName': ['partnerCustomers:invite.companyNameRequired'],
			'companies[0].email': ['partnerCustomers:invite.emailInvalid'],
		})
		expect(calls).toEqual([])
	})

	test('invite: "Add another company" without JavaScript comes back with one more row and sends nothing', async () => {
		const calls = signedInAs('reseller')
		const addCompany = { type: 'insert', payload: { name: 'companies', defaultValue: { companyName: '', email: '' } } }
		const result = await post(INVITE, inviteForm([['Alpine', 'it@alpine.test']], { __intent__: JSON.stringify(addCompany) }))
		expect(result.data.result.initialValue.companies).toHaveLength(2)
		expect(result.data.result.initialValue.companies[0]).toEqual({ companyName: 'Alpine', email: 'it@alpine.test' })
		expect(calls).toEqual([])
	})

	test('invite: an email already invited keeps what was typed and says so', async () => {
		signedInAs('reseller', { replies: { invite: () => gatewayError(409, 'customer_already_invited', 'Already invited') } })
		const result = await post(INVITE, inviteForm([['Contoso Two', 'admin@contoso.test']], { message: 'Hello' }))
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'partnerCustomers:invite.alreadyInvited' })
		expect(result.data.result.initialValue).toMatchObject({
			companies: [{ companyName: 'Contoso Two', email: 'admin@contoso.test' }],
			message: 'Hello',
		})
	})

	test('invite: a gateway that fails keeps what was typed and shows "Something went wrong"', async () => {
		const logged = expectConsoleError()
		signedInAs('reseller', { replies: { invite: () => HttpResponse.json({ message: 'boom' }, { status: 500 }) } })
		const result = await post(INVITE, inviteForm([['Alpine', 'it@alpine.test']]))
		expect(result.data.failure).toEqual({ message: 'common:tryAgain' })
		expect(result.data.result.initialValue.companies[0]).toEqual({ companyName: 'Alpine', email: 'it@alpine.test' })
		expect(logged.length).toBeGreaterThan(0)
	})

	test('resend invite: the customer named goes to the resend call of the partner; a failure comes back as an error toast', async () => {
		const calls = signedInAs('reseller')
		const response = (await post(`${RESELLER}?isRegistered=false`, {
			intent: 'resendInvite',
			customerId: 'cmp_new',
			companyId: 'cmp_globex',
		})) as Response
		expect(calls).toEqual([
			{ call: 'POST /api/v1/partner-portal/cmp_northwind/resend_partner_customer_invite', body: { customerId: 'cmp_new' } },
		])
		expect(response.headers.get('Location')).toBe(`${RESELLER}?isRegistered=false`)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerCustomers:resend.sent' })

		partnerCustomersHandlers({ replies: { resendInvite: () => gatewayError(403, 'company_not_accessible', 'Not your customer.') } })
		const failed = (await post(RESELLER, { intent: 'resendInvite', customerId: 'cmp_globex' })) as Response
		expect(await flashToast(failed)).toEqual({ type: 'error', message: 'Not your customer.', raw: true })
	})

	test('edit invite message: saved for the partner with "Invite Message updated successfully"; a failure keeps the text', async () => {
		const calls = signedInAs('reseller')
		const response = (await post(`${RESELLER}?modal=inviteMessage`, { intent: 'inviteMessage', message: ' New words. ' })) as Response
		expect(calls).toEqual([
			{ call: 'PUT /api/v1/partner-portal/company/cmp_northwind/default_customer_invite_message', body: { message: 'New words.' } },
		])
		expect(response.headers.get('Location')).toBe(RESELLER)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerCustomers:inviteMessage.updated' })

		partnerCustomersHandlers({ replies: { setInviteMessage: () => gatewayError(422, 'validation_error', 'Message is too long.') } })
		const failed = await post(`${RESELLER}?modal=inviteMessage`, { intent: 'inviteMessage', message: 'Kept words' })
		expect(failed.init.status).toBe(400)
		expect(failed.data).toMatchObject({
			failure: { message: 'Message is too long.', raw: true },
			result: { initialValue: { message: 'Kept words' } },
		})

		const empty = await post(`${RESELLER}?modal=inviteMessage`, { intent: 'inviteMessage', message: '  ' })
		expect(empty.data.result.error.message).toEqual(['partnerCustomers:inviteMessage.required'])
	})

	test('remove: the selected customers go with the confirmation phrase, and the page comes back without the selection', async () => {
		const calls = signedInAs('reseller')
		const response = (await post(`${RESELLER}?status=FREE&modal=removeCustomers&customersIds=cmp_a&customersIds=cmp_b`, {
			intent: 'remove',
			confirmation: 'I confirm deletion',
			customersIds: 'cmp_smuggled',
		})) as Response
		expect(calls).toEqual([
			{ call: 'DELETE /api/v1/partner-portal/cmp_northwind/customers/bulk', body: { customersIds: ['cmp_a', 'cmp_b'] } },
		])
		expect(response.headers.get('Location')).toBe(`${RESELLER}?status=FREE`)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerCustomers:remove.removed' })
	})

	test.each([
		['', 'partnerCustomers:remove.phraseRequired'],
		['REMOVE', 'partnerCustomers:remove.phraseInvalid'],
	])('remove: the phrase %j is refused with %s and nothing is removed', async (confirmation, key) => {
		const calls = signedInAs('reseller')
		const result = await post(`${RESELLER}?modal=removeCustomers&customersIds=cmp_a`, { intent: 'remove', confirmation })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error.confirmation).toEqual([key])
		expect(calls).toEqual([])
	})

	test('remove: "Select all" removes every customer the filters name, read page by page', async () => {
		const calls = signedInAs('reseller', { rows: [customerRow({ id: 'cmp_a' }), customerRow({ id: 'cmp_b' })] })
		await post(`${RESELLER}?status=FREE&modal=removeCustomers&isAllSelected=true`, {
			intent: 'remove',
			confirmation: 'i confirm  deletion',
		})
		expect(calls).toEqual([
			{
				call: 'GET /partnership/api/v1/company/cmp_northwind/resellers/customers?pageNumber=0&pageSize=100&order=desc&orderBy=createdAt&status=FREE',
				body: undefined,
			},
			{ call: 'DELETE /api/v1/partner-portal/cmp_northwind/customers/bulk', body: { customersIds: ['cmp_a', 'cmp_b'] } },
		])
	})

	test('remove: a failure keeps the phrase typed and says why', async () => {
		signedInAs('reseller', { replies: { removeCustomers: () => gatewayError(403, 'company_not_accessible', 'Not your customer.') } })
		const result = await post(`${RESELLER}?modal=removeCustomers&customersIds=cmp_globex`, {
			intent: 'remove',
			confirmation: 'I confirm deletion',
		})
		expect(result.data).toMatchObject({
			failure: { message: 'Not your customer.', raw: true },
			result: { initialValue: { confirmation: 'I confirm deletion' } },
		})
	})

	test('mark and unmark sub-reseller: the PATCH of the partner for the customer named; only on the reseller page', async () => {
		const calls = signedInAs('reseller')
		const marked = (await post(`${RESELLER}?modal=markSubReseller&customerId=cmp_contoso`, {
			intent: 'markSubReseller',
			customerId: 'cmp_contoso',
		})) as Response
		const unmarked = (await post(RESELLER, { intent: 'unmarkSubReseller', customerId: 'cmp_tailspin' })) as Response
		expect(calls.map((c) => c.call)).toEqual([
			'PATCH /api/v1/partner-portal/company/cmp_northwind/customers/cmp_contoso/partnership/mark_subreseller',
			'PATCH /api/v1/partner-portal/company/cmp_northwind/customers/cmp_tailspin/partnership/unmark_subreseller',
		])
		expect(marked.headers.get('Location')).toBe(RESELLER)
		expect(await flashToast(marked)).toEqual({ type: 'success', message: 'partnerCustomers:subReseller.marked' })
		expect(await flashToast(unmarked)).toEqual({ type: 'success', message: 'partnerCustomers:subReseller.unmarked' })

		signedInAs('subreseller')
		expect(((await post(SUBRESELLER, { intent: 'markSubReseller', customerId: 'cmp_wingtip' })) as Response).status).toBe(400)
	})

	test('request access: asked of the customer in the partner\'s name, with "Request sent"', async () => {
		const calls = signedInAs('reseller')
		const response = (await post(`${RESELLER}?accountAccess=NOT_AVAILABLE`, {
			intent: 'requestAccess',
			customerId: 'cmp_fabrikam',
		})) as Response
		expect(calls.map((c) => c.call)).toEqual(['POST /partnership/api/v1/company/cmp_fabrikam/access/request'])
		expect(response.headers.get('Location')).toBe(`${RESELLER}?accountAccess=NOT_AVAILABLE`)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'partnerCustomers:requestAccess.sent' })

		partnerCustomersHandlers({
			replies: { requestAccess: () => gatewayError(409, 'access_already_requested', 'Access was already requested.') },
		})
		const failed = (await post(RESELLER, { intent: 'requestAccess', customerId: 'cmp_fabrikam' })) as Response
		expect(await flashToast(failed)).toEqual({ type: 'error', message: 'Access was already requested.', raw: true })
	})

	test('an unknown intent or a missing customer is a bad request', async () => {
		signedInAs('reseller')
		expect(((await post(RESELLER, { intent: 'deleteEverything' })) as Response).status).toBe(400)
		expect(((await post(RESELLER, { intent: 'requestAccess' })) as Response).status).toBe(400)
	})
})
