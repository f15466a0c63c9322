// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { currentUrl, renderAt, serverHtmlAt } from '#tests/fixtures/render.tsx'
import { customerRow } from '#tests/mocks/partner-customers.ts'
import { CustomersDialogs } from './customers-dialogs.tsx'
import { INVITE_CONSTRAINT, REMOVE_CONSTRAINT } from './customers-schemas.ts'
import { toCustomerView } from './customers.server.ts'
import Customers from './customers.tsx'
import type { CustomersData } from './customers-types.ts'

afterEach(cleanup)

const ROWS = [
	customerRow(),
	customerRow({ id: 'cmp_fabrikam', name: 'Fabrikam', loginAsCompanyStatus: 'REQUESTED', status: 'TRIAL_ACTIVE' }),
	customerRow({ id: 'cmp_litware', name: 'Litware', loginAsCompanyStatus: 'NOT_AVAILABLE', status: 'FREE', subscription: null }),
	customerRow({ id: 'cmp_new', name: 'Newco', isRegistered: false, status: 'UNREGISTERED', loginAsCompanyStatus: 'NOT_AVAILABLE' }),
].map((row) => toCustomerView(row, 'reseller', 'Northwind MSP', 'en'))

function data(overrides: Partial<CustomersData> = {}): CustomersData {
	return {
		page: 'reseller',
		rows: ROWS,
		total: 60,
		isFiltered: false,
		subResellers: [{ id: 'cmp_tailspin', name: 'Tailspin' }],
		canInvite: true,
		selection: { isAllSelected: false, customersIds: [] },
		failures: [],
		dialog: null,
		licenceDialog: null,
		...overrides,
	}
}

const page = (loaderData: CustomersData) => () => <Customers {...({ loaderData, actionData: undefined } as any)} />
/** A dialog as the page draws it (the page loads its module lazily). */
const dialogOf = (dialog: CustomersData['dialog']) => () => <CustomersDialogs dialog={dialog} closeHref={PATH} />
const PATH = '/partner-portal/reseller/customers'

function dom(html: string) {
	const root = document.createElement('div')
	root.innerHTML = html
	return root
}

describe('without JavaScript (the server HTML)', () => {
	test('one h1, every column of spec 2 §3, and every filter as a labelled select of one GET form', () => {
		const root = dom(serverHtmlAt(PATH, page(data())))
		expect([...root.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['My Customers'])
		const headers = [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim())
		for (const column of [
			'Company name',
			'Parent company',
			'Deal probability',
			'Seats',
			'Registration status',
			'Invited at',
			'Licensing status',
			'Standing',
			'Status',
			'Expire date',
			'Licences',
			'Overage',
			'Access',
			'Email',
			'Created',
		])
			expect(headers).toContain(column)
		const filters = root.querySelector('form[aria-label="Filters"]')!
		expect(filters.getAttribute('method')).toBe('get')
		const labels = [...filters.querySelectorAll('label')].map((l) => l.textContent)
		expect(labels).toEqual(['Licensing status', 'Registration', 'Overages', 'Standing', 'Customer type', 'Access', 'Sub-reseller'])
		for (const label of filters.querySelectorAll('label'))
			expect(filters.querySelector(`#${CSS.escape(label.htmlFor)}`)?.tagName).toBe('SELECT')
		expect(filters.querySelector('button[type="submit"]')?.textContent).toBe('Apply filters')
	})

	test('each row offers what its state allows: log in, request access, resend the invite, the licence dialogs', () => {
		const root = dom(serverHtmlAt(`${PATH}?status=FREE`, page(data())))
		const row = (name: string) => [...root.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent?.includes(name))!
		const logIn = row('Contoso').querySelector('form[action="/login_as_company"]')!
		expect(logIn.getAttribute('method')).toBe('post')
		expect((logIn.querySelector('input[name="companyId"]') as HTMLInputElement).value).toBe('cmp_contoso')
		expect(logIn.querySelector('button')?.getAttribute('value')).toBe('enter')
		expect(row('Fabrikam').textContent).toContain('Request pending')
		expect(row('Fabrikam').querySelector('form')).toBeNull()
		expect(row('Litware').querySelector('button[aria-label="Request access to Litware"]')).not.toBeNull()
		expect(row('Newco').querySelector('button[aria-label="Resend invite to Newco"]')).not.toBeNull()
		expect(row('Newco').querySelector('a[aria-label^="Allocate"]')).toBeNull()
		expect(row('Contoso').querySelector('a[aria-label="Allocate licences to Contoso"]')?.getAttribute('href')).toBe(
			`${PATH}?status=FREE&modal=allocateLicences&customerId=cmp_contoso`,
		)
		expect(row('Contoso').querySelector('a[aria-label="Buy licences for Contoso"]')?.getAttribute('href')).toBe(
			`${PATH}?status=FREE&modal=buyLicences&customerId=cmp_contoso`,
		)
	})

	test('rows are ticked into the bulk GET form, whose Remove button opens the remove dialog', () => {
		const root = dom(serverHtmlAt(PATH, page(data())))
		const bulk = root.querySelector('form#customers-bulk-actions')!
		expect(bulk.getAttribute('method')).toBe('get')
		const ticks = [...root.querySelectorAll('input[name="customersIds"]')] as HTMLInputElement[]
		expect(ticks.map((t) => [t.value, t.getAttribute('form')])).toContainEqual(['cmp_contoso', 'customers-bulk-actions'])
		const remove = root.querySelector('[data-testid="remove-customers"]')!
		expect([remove.getAttribute('form'), remove.getAttribute('name'), remove.getAttribute('value')]).toEqual([
			'customers-bulk-actions',
			'modal',
			'removeCustomers',
		])
		expect(remove.hasAttribute('disabled')).toBe(false)
	})

	test('the remove dialog says what to type', () => {
		const dialog = {
			type: 'remove' as const,
			count: 2,
			names: ['Contoso', 'Fabrikam'],
			phrase: 'I confirm deletion',
			constraint: REMOVE_CONSTRAINT,
		}
		const root = dom(serverHtmlAt(`${PATH}?modal=removeCustomers&customersIds=cmp_contoso&customersIds=cmp_fabrikam`, dialogOf(dialog)))
		const panel = root.querySelector('[data-testid="remove-dialog"]')!
		expect(panel.textContent).toContain('Remove 2 customers from your customers?')
		expect(panel.textContent).toContain('Type I confirm deletion to confirm.')
		expect([...panel.querySelectorAll('[data-testid="remove-names"] li')].map((li) => li.textContent)).toEqual(['Contoso', 'Fabrikam'])
		const form = panel.querySelector('form')!
		expect(form.getAttribute('action')).toBe(`${PATH}?modal=removeCustomers&customersIds=cmp_contoso&customersIds=cmp_fabrikam`)
		expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe('remove')
		expect(form.querySelector('label')?.textContent).toBe('Confirmation phrase')
	})

	test('the invite dialog starts with one company row and the default message; "Add another company" is a submit button', () => {
		const dialog = { type: 'invite' as const, message: 'Welcome aboard.', constraint: INVITE_CONSTRAINT }
		const root = dom(serverHtmlAt(`${PATH}?modal=inviteCustomers`, dialogOf(dialog)))
		const panel = root.querySelector('[data-testid="invite-dialog"]')!
		expect(panel.querySelectorAll('input[name="companies[0].companyName"]')).toHaveLength(1)
		expect(panel.querySelector('input[name="companies[0].email"]')?.getAttribute('type')).toBe('email')
		expect(panel.querySelector('textarea[name="message"]')?.textContent).toBe('Welcome aboard.')
		const add = [...panel.querySelectorAll('button')].find((b) => b.textContent === 'Add another company')!
		// A submit button (the default type) posting conform's list intent, so it works without JavaScript too.
		expect(add.getAttribute('type') ?? 'submit').toBe('submit')
		expect(add.getAttribute('name')).toBe('__intent__')
	})

	test('an empty table says No data, or with filters No data was found, try another search', () => {
		expect(dom(serverHtmlAt(PATH, page(data({ rows: [], total: 0 })))).querySelector('[data-slot="table-empty"]')?.textContent).toBe(
			'No data',
		)
		expect(
			dom(serverHtmlAt(`${PATH}?status=FREE`, page(data({ rows: [], total: 0, isFiltered: true })))).querySelector(
				'[data-slot="table-empty"]',
			)?.textContent,
		).toBe('No data was found, try another search')
	})

	test('a partner without partner invites has no Invite button; only the reseller filters by sub-reseller', () => {
		const root = dom(serverHtmlAt('/partner-portal/subreseller/customers', page(data({ page: 'subreseller', canInvite: false }))))
		expect([...root.querySelectorAll('a')].some((a) => a.textContent === 'Invite customers')).toBe(false)
		expect([...root.querySelectorAll('label')].some((l) => l.textContent === 'Sub-reseller')).toBe(false)
	})
})

describe('with JavaScript', () => {
	test('a filter applies as soon as it changes, back to the first page, without empty parameters', async () => {
		renderAt(`${PATH}?pageNumber=2&searchText=co&modal=inviteCustomers`, page(data()))
		const select = screen.getByLabelText('Licensing status') as HTMLSelectElement
		await act(async () => {
			select.value = 'TRIAL_ACTIVE'
			fireEvent.change(select)
		})
		expect(currentUrl()).toBe(`${PATH}?searchText=co&status=TRIAL_ACTIVE`)
		expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(`${PATH}?searchText=co`)
	})

	test('Remove selected waits for a ticked row', async () => {
		renderAt(PATH, page(data()))
		const remove = screen.getByTestId('remove-customers')
		expect(remove.hasAttribute('disabled')).toBe(true)
		await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select Fabrikam' })))
		expect(remove.hasAttribute('disabled')).toBe(false)
		expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(4)
	})
})
