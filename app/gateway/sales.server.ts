import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

/**
 * Contact Sales (spec 1 §4): a first call records the request; on success a
 * second call forwards it to the marketing form.
 */
export function contactUsBuy(
	token: string,
	companyId: string,
	input: { full_name: string; company_name: string; email: string; users_number: number; message: string },
): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/user/${seg(companyId)}/contact_us_buy`,
		token,
		body: input,
		responseType: 'none',
	})
}

/** Spec 1 §3 "Sales quote". */
export type SalesQuote = {
	name: string
	lastName: string
	email: string
	users: number
	message: string
	phone: string
	companyName: string
	country: string | null
	pageUri: string
	trackingCookie: string | null
	pageName: string
}

export const SalesQuoteReplySchema = z.object({ quoteId: z.string() })

/** (ref) path: the spec says a sales-quote call exists without showing it. */
export function submitSalesQuote(token: string, companyId: string, quote: SalesQuote): Promise<z.infer<typeof SalesQuoteReplySchema>> {
	return callGateway({
		method: 'POST',
		path: `/marketing/api/v1/company/${seg(companyId)}/sales_quote`,
		token,
		body: quote,
		schema: SalesQuoteReplySchema,
	})
}
