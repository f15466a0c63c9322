// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { currentUrl, renderAt, serverHtmlAt } from '#tests/fixtures/render.tsx'
import { TEST_BANK_DETAILS } from '#tests/mocks/gateway.ts'
import Billing from './billing.tsx'
import Licensing from './licensing.tsx'
import type { BillingData, InvoiceRow } from './billing.server.ts'
import type { LicensingData } from './licensing.server.ts'

afterEach(cleanup)

function licensingData(overrides: Partial<LicensingData> = {}): LicensingData {
	return {
		summary: {
			state: 'BOOSTED',
			trialExpired: false,
			seats: 250,
			users: { total: 300, enabled: 298 },
			daysLeft: 365,
			pricePerSeatLabel: '$18.00',
			renewalDateLabel: 'Nov 23, 2027',
			trialEndsLabel: null,
		},
		actions: { kind: 'direct', canUpgrade: false, canBuySeats: true, canDowngrade: true, contactSales: true },
		failure: null,
		...overrides,
	}
}

function renderLicensing(data: LicensingData, url = '/licensing') {
	return renderAt(url, () => <Licensing {...({ loaderData: data } as any)} />)
}

const fact = (testId: string) => screen.getByTestId(testId).textContent

describe('the licensing page', () => {
	test('a Boost company reads its plan, seats, users, days left, price per seat and renewal date', () => {
		renderLicensing(licensingData())
		expect(screen.getByRole('heading', { level: 1, name: 'Licensing' })).toBeTruthy()
		expect(fact('licensing-plan')).toBe('Boost')
		expect(fact('licensing-seats')).toBe('250')
		expect(fact('licensing-users')).toBe('300298 enabled')
		expect(fact('licensing-days-left')).toBe('365')
		expect(fact('licensing-price-per-seat')).toBe('$18.00 / Per Year')
		expect(fact('licensing-renewal-date')).toBe('Nov 23, 2027')
		expect(screen.queryByTestId('licensing-trial-ends')).toBeNull()
		const tabs = within(screen.getByRole('navigation', { name: 'Licensing and billing' }))
		expect(tabs.getByRole('link', { name: 'Licensing' }).getAttribute('aria-current')).toBe('page')
		expect(tabs.getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe('/billing')
	})

	test('Buy Seats and Downgrade open the plan dialogs over this page, keeping its query; no trial button', () => {
		renderLicensing(licensingData(), '/licensing?ref=menu')
		expect(screen.getByRole('link', { name: 'Buy Seats' }).getAttribute('href')).toBe('/licensing?ref=menu&modal=upgrade')
		expect(screen.getByRole('link', { name: 'Downgrade' }).getAttribute('href')).toBe('/licensing?ref=menu&modal=downgrade')
		expect(screen.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe(
			'/licensing?ref=menu&modal=contactSales&pageName=Licensing',
		)
		expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull()
		expect(screen.queryByText(/start trial/i)).toBeNull()
	})

	test("the free plan offers Upgrade; a trial reads 'Trial Ends in' with its date", () => {
		renderLicensing(
			licensingData({
				summary: {
					...licensingData().summary,
					state: 'TRIAL_ACTIVE',
					daysLeft: 5,
					pricePerSeatLabel: null,
					renewalDateLabel: null,
					trialEndsLabel: 'Jun 06, 2026',
					seats: 25,
				},
				actions: { kind: 'direct', canUpgrade: true, canBuySeats: false, canDowngrade: false, contactSales: true },
			}),
		)
		expect(fact('licensing-plan')).toBe('Boost Trial')
		expect(screen.getByText('Trial Ends in')).toBeTruthy()
		expect(fact('licensing-trial-ends')).toBe('Jun 06, 2026')
		expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/licensing?modal=upgrade')
		expect(screen.queryByRole('link', { name: 'Downgrade' })).toBeNull()
		expect(screen.queryByTestId('licensing-price-per-seat')).toBeNull()
	})

	test("a provider-managed company sees 'Licensing is managed by your provider', the provider's name and a way to reach it", () => {
		renderLicensing(licensingData({ actions: { kind: 'providerManaged', providerName: 'Northwind MSP' } }))
		const notice = within(screen.getByTestId('provider-managed'))
		expect(notice.getByText('Licensing is managed by your provider')).toBeTruthy()
		expect(notice.getByText('Your provider: Northwind MSP')).toBeTruthy()
		expect(notice.getByText('To change your plan or seats, please contact Northwind MSP.')).toBeTruthy()
		expect(notice.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/licensing?modal=support')
		for (const name of ['Upgrade', 'Buy Seats', 'Downgrade', 'Contact Sales']) expect(screen.queryByRole('link', { name })).toBeNull()
	})

	test('an expired trial reads Free, marked as ended, and an unknown seat count says so', () => {
		renderLicensing(licensingData({ summary: { ...licensingData().summary, state: 'FREE', trialExpired: true, seats: null } }))
		expect(fact('licensing-plan')).toBe('Free(Boost Trial Ended)')
		expect(fact('licensing-seats')).toBe('Unknown')
	})
})

const rows: InvoiceRow[] = [
	{
		id: 'i1',
		number: 'INV-000006',
		purchasedSeats: 50,
		status: 'DRAFT',
		paymentMethod: 'INVOICE',
		last4: null,
		amountLabel: '$900.00',
		invoiceDateLabel: 'May 30, 2026',
		dueDateLabel: null,
		paidDateLabel: null,
	},
	{
		id: 'i2',
		number: 'INV-000004',
		purchasedSeats: 25,
		status: 'OVERDUE',
		paymentMethod: 'INVOICE',
		last4: null,
		amountLabel: '$450.00',
		invoiceDateLabel: 'Apr 17, 2026',
		dueDateLabel: 'May 17, 2026',
		paidDateLabel: null,
	},
	{
		id: 'i3',
		number: 'INV-000001',
		purchasedSeats: 200,
		status: 'PAID',
		paymentMethod: 'CREDIT_CARD',
		last4: '4242',
		amountLabel: '$3,600.00',
		invoiceDateLabel: 'Nov 23, 2025',
		dueDateLabel: 'Nov 23, 2025',
		paidDateLabel: 'Nov 23, 2025',
	},
]

function billingData(overrides: Partial<BillingData> = {}): BillingData {
	return {
		rows,
		total: 3,
		isFiltered: false,
		canManageBilling: true,
		providerName: null,
		bank: TEST_BANK_DETAILS,
		failures: [],
		...overrides,
	}
}

function renderBilling(data: BillingData, actionData?: unknown, url = '/billing') {
	return renderAt(url, () => <Billing {...({ loaderData: data, actionData } as any)} />)
}

describe('the billing page', () => {
	test('lists the invoices with their status chips and payment methods, sortable by date, amount, status and due and paid dates', () => {
		renderBilling(billingData())
		expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy()
		const table = within(screen.getByRole('table'))
		expect(table.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['INV-000006', 'INV-000004', 'INV-000001'])
		const chips = [...document.querySelectorAll('[data-slot="status-chip"]')].map((c) => [c.getAttribute('data-status'), c.textContent])
		expect(chips).toEqual([
			['DRAFT', 'Draft'],
			['OVERDUE', 'Overdue'],
			['PAID', 'Paid'],
		])
		expect(table.getByText('Credit Card ending in 4242')).toBeTruthy()
		expect(table.getAllByRole('cell').filter((c) => c.textContent === 'Invoice')).toHaveLength(2)
		expect(table.getAllByText('Not paid')).toHaveLength(2)
		const sortable = [...document.querySelectorAll('[data-slot="sort-link"]')].map((a) => a.getAttribute('href'))
		expect(sortable).toEqual([
			'/billing?order=asc',
			'/billing?orderBy=amount',
			'/billing?orderBy=status',
			'/billing?orderBy=dueDate',
			'/billing?orderBy=paidDate',
		])
	})

	test('Manage billing is a plain POST form with its intent, so it works without JavaScript', () => {
		const html = serverHtmlAt('/billing', () => <Billing {...({ loaderData: billingData() } as any)} />)
		const doc = new DOMParser().parseFromString(html, 'text/html')
		const form = doc.querySelector('[data-testid="manage-billing"]')!
		expect(form.getAttribute('method')).toBe('post')
		const button = form.querySelector('button[type="submit"]')!
		expect([button.getAttribute('name'), button.getAttribute('value'), button.textContent]).toEqual(['intent', 'portal', 'Manage billing'])
	})

	test('a failed Manage billing says why', () => {
		renderBilling(billingData(), { failure: { message: 'This company has no billing account yet.', raw: true } })
		expect(screen.getByTestId('manage-billing-failure').textContent).toBe('This company has no billing account yet.')
	})

	test('the bank details show where they apply', () => {
		renderBilling(billingData())
		const bank = within(screen.getByTestId('bank-details'))
		expect(bank.getByRole('heading', { name: 'Bank Transfer Details' })).toBeTruthy()
		expect(screen.getByTestId('bank-iban').textContent).toBe(TEST_BANK_DETAILS.iban)
		expect(screen.getByTestId('bank-reference').textContent).toBe(TEST_BANK_DETAILS.reference)
		cleanup()
		renderBilling(billingData({ bank: null }))
		expect(screen.queryByTestId('bank-details')).toBeNull()
	})

	test('a provider-managed company sees who bills it instead of the portal', () => {
		renderBilling(billingData({ canManageBilling: false, providerName: 'Northwind MSP', bank: null }))
		const notice = within(screen.getByTestId('provider-managed'))
		expect(notice.getByText('Licensing is managed by your provider')).toBeTruthy()
		expect(notice.getByText('Your invoices and payments are handled by Northwind MSP.')).toBeTruthy()
		expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull()
	})

	test('the filters are a GET form that keeps the sort and starts again at the first page', () => {
		renderBilling(billingData({ isFiltered: true }), undefined, '/billing?orderBy=amount&pageNumber=1&invoiceStatus=OVERDUE')
		const filters = screen.getByTestId('invoice-filters')
		expect(filters.getAttribute('method')).toBe('get')
		const hidden = [...filters.querySelectorAll('input[type="hidden"]')].map((i) => `${i.getAttribute('name')}=${i.getAttribute('value')}`)
		expect(hidden).toEqual(['orderBy=amount'])
		expect((screen.getByLabelText('Status', { selector: 'select' }) as HTMLSelectElement).value).toBe('OVERDUE')
		expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/billing?orderBy=amount')
	})

	test('with JavaScript, applying the filters leaves the ones set to All out of the address', async () => {
		renderBilling(billingData(), undefined, '/billing?orderBy=amount&pageNumber=1&paymentMethod=INVOICE')
		fireEvent.change(screen.getByLabelText('Status', { selector: 'select' }), { target: { value: 'PAID' } })
		fireEvent.change(screen.getByLabelText('Payment Method', { selector: 'select' }), { target: { value: '' } })
		fireEvent.submit(screen.getByTestId('invoice-filters'))
		await waitFor(() => expect(currentUrl()).toBe('/billing?orderBy=amount&invoiceStatus=PAID'))
	})

	test('an empty filtered list says to try another search', () => {
		renderBilling(billingData({ rows: [], total: 0, isFiltered: true }), undefined, '/billing?invoiceStatus=VOID')
		expect(screen.getByText('No data was found, try another search')).toBeTruthy()
	})
})
