// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import partnerBillingTexts from '#app/i18n/locales/en/partner-billing.ts'
import { currentUrl, renderAt, serverHtmlAt } from '#tests/fixtures/render.tsx'
import { transaction } from '#tests/mocks/partner-billing.ts'
import { TransactionsTable } from './transactions-table.tsx'
import { toTransactionRow, type TransactionsData } from './transactions.server.ts'

afterEach(() => cleanup())

const PAGE = '/partner-portal/reseller/transactions'
const data: TransactionsData = {
	rows: [
		toTransactionRow(transaction({ id: 'trx_open', customerName: 'Contoso' }), 'en'),
		toTransactionRow(
			transaction({ id: 'trx_draft', customerName: 'Fabrikam', status: 'DRAFT', canSendInvoice: false, orderNumber: null }),
			'en',
		),
	],
	total: 2,
	isFiltered: true,
	failure: null,
}

describe('the transactions table', () => {
	test('the spec’s columns, the status chip, and Send invoice only on the rows that can', () => {
		renderAt(`${PAGE}?invoiceStatus=OPEN&invoiceStatus=DRAFT`, () => <TransactionsTable data={data} />)
		const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
		// Spec 2 §3's columns in the order the English texts list them (the texts are the spec's words).
		expect(headers).toEqual(Object.values(partnerBillingTexts.transactions.columns))
		const contoso = screen.getByRole('row', { name: /Contoso/ })
		expect(within(contoso).getByText('Open')).toBeTruthy()
		expect(within(contoso).getByText('$675.00')).toBeTruthy()
		expect(within(contoso).getByRole('button', { name: 'Send the invoice of Contoso' })).toBeTruthy()
		expect(within(screen.getByRole('row', { name: /Fabrikam/ })).queryByRole('button')).toBeNull()
	})

	test('statuses are checkboxes (several at once) kept from the URL; applying drops the page and keeps the rest', async () => {
		renderAt(`${PAGE}?invoiceStatus=OPEN&pageNumber=2&tab=x`, () => <TransactionsTable data={data} />)
		const user = userEvent.setup()
		const filters = screen.getByTestId('transaction-filters')
		expect((within(filters).getByLabelText('Open') as HTMLInputElement).checked).toBe(true)
		await user.click(within(filters).getByLabelText('Overdue'))
		await user.selectOptions(within(filters).getByLabelText('Payment Method'), 'INVOICE')
		await user.click(within(filters).getByRole('button', { name: 'Apply' }))
		expect(currentUrl()).toBe(`${PAGE}?tab=x&invoiceStatus=OPEN&invoiceStatus=OVERDUE&paymentMethod=INVOICE`)
	})

	test('without JavaScript the filters are a GET form carrying the other parameters', () => {
		const html = serverHtmlAt(`${PAGE}?searchText=Con&invoiceStatus=PAID&pageNumber=1`, () => <TransactionsTable data={data} />)
		const start = html.indexOf('data-testid="transaction-filters"')
		const form = html.slice(html.lastIndexOf('<form', start), html.indexOf('</form>', start))
		expect(form).toContain(`action="${PAGE}" method="get"`)
		expect(form).toContain('type="hidden" name="searchText" value="Con"')
		expect(form).not.toContain('name="pageNumber"')
		expect(html).toMatch(/name="invoiceStatus" checked="" value="PAID"/)
	})
})
