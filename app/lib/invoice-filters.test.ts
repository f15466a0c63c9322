import { describe, expect, test } from 'vitest'
import { hasInvoiceFilters, parseInvoiceFilters } from './invoice-filters.ts'

describe('invoice filters', () => {
	test('keep known statuses (repeated, each once) and payment methods, and drop the rest', () => {
		const params = new URLSearchParams('invoiceStatus=PAID&invoiceStatus=BOGUS&invoiceStatus=OVERDUE&invoiceStatus=PAID&paymentMethod=CASH')
		expect(parseInvoiceFilters(params)).toEqual({ invoiceStatus: ['PAID', 'OVERDUE'], paymentMethod: null })
		expect(parseInvoiceFilters(new URLSearchParams('invoiceStatus=&paymentMethod=INVOICE'))).toEqual({
			invoiceStatus: [],
			paymentMethod: 'INVOICE',
		})
	})

	test('a table is filtered while a status or a payment method is chosen', () => {
		expect(hasInvoiceFilters(parseInvoiceFilters(new URLSearchParams('searchText=INV')))).toBe(false)
		expect(hasInvoiceFilters(parseInvoiceFilters(new URLSearchParams('invoiceStatus=OPEN')))).toBe(true)
		expect(hasInvoiceFilters(parseInvoiceFilters(new URLSearchParams('paymentMethod=INVOICE')))).toBe(true)
	})
})
