import { describe, expect, test } from 'vitest'
import { recordEmbeddedGateway } from '#tests/mocks/embedded-gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import {
	RedirectAddressSchema,
	checkoutClientReferenceId,
	createCheckout,
	createCustomerPortal,
	getPricing,
	listInvoices,
} from './billing.server.ts'
import { GatewayError } from './errors.ts'

const { requests, useHandler } = recordEmbeddedGateway()

describe('billing contract', () => {
	test('the browser is only ever sent to an http(s) address', () => {
		expect(RedirectAddressSchema.parse(' https://checkout.example/c/1 ')).toBe('https://checkout.example/c/1')
		for (const bad of ['javascript:alert(1)', '/__gateway/checkout/1', 'data:text/html,hi', '']) {
			expect(RedirectAddressSchema.safeParse(bad).success).toBe(false)
		}
	})

	test('a checkout reply that is not an http(s) address is a 502, never a redirect target', async () => {
		useHandler(() => new Response('javascript:alert(1)', { headers: { 'Content-Type': 'text/plain' } }))
		expectConsoleError() // the console logs a reply it cannot read
		const error = await createCheckout('tok', 'cmp_acme', {
			email: 'a@acme.test',
			quantity: 25,
			clientReferenceId: 'chk_1',
		}).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(GatewayError)
		expect((error as GatewayError).status).toBe(502)
	})

	test('checkout and portal send the spec bodies and read the text reply', async () => {
		useHandler(
			(request) =>
				new Response(request.url.endsWith('/checkout') ? 'https://pay.example/cs_1' : 'https://pay.example/portal', {
					headers: { 'Content-Type': 'text/plain' },
				}),
		)
		expect(
			await createCheckout('tok', 'cmp/acme', {
				email: 'a@acme.test',
				quantity: 25,
				clientReferenceId: 'chk_1',
				couponCode: '',
			}),
		).toBe('https://pay.example/cs_1')
		expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/billing/cmp%2Facme/checkout')
		expect(await requests[0]!.json()).toEqual({
			email: 'a@acme.test',
			companyId: 'cmp/acme',
			quantity: 25,
			clientReferenceId: 'chk_1',
		})
		expect(await createCustomerPortal('tok', 'cmp_acme')).toBe('https://pay.example/portal')
		expect(requests[1]!.method).toBe('POST')
		expect(requests[1]!.headers.get('authorization')).toBe('Bearer tok')
	})

	test('pricing and invoices put their inputs in the query (invoiceStatus repeated)', async () => {
		useHandler((request) =>
			new URL(request.url).pathname.endsWith('/pricing')
				? Response.json({ pricing: { totalPrice: 75000, pricePerSeat: 3000 } })
				: Response.json({ data: [], pageInfo: { pageNumber: 1, pageSize: 10, totalItems: 0, totalPages: 1 } }),
		)
		expect(await getPricing('tok', 'cmp_acme', { usersNumber: 25 })).toEqual({ totalPrice: 75000, pricePerSeat: 3000 })
		expect(new URL(requests[0]!.url).search).toBe('?usersNumber=25&isDirectPurchase=true')
		await listInvoices('tok', 'cmp_acme', {
			pageNumber: 1,
			pageSize: 10,
			order: 'desc',
			orderBy: 'invoiceDate',
			invoiceStatus: ['OPEN', 'OVERDUE'],
			paymentMethod: 'INVOICE',
		})
		expect(new URL(requests[1]!.url).searchParams.getAll('invoiceStatus')).toEqual(['OPEN', 'OVERDUE'])
		expect(new URL(requests[1]!.url).searchParams.get('paymentMethod')).toBe('INVOICE')
	})

	test('the client reference is the referral id, else a generated checkout id', () => {
		expect(checkoutClientReferenceId('ref_42')).toBe('ref_42')
		expect(checkoutClientReferenceId(null)).toMatch(/^chk_[0-9a-f-]{36}$/)
		expect(checkoutClientReferenceId('  ')).not.toBe(checkoutClientReferenceId('  '))
	})
})
