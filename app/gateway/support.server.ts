import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

/** The categories the Contact Support drawer offers (the spec names the field, not its values). */
export const SUPPORT_CATEGORIES = ['technical', 'billing', 'training', 'phishing', 'account', 'other'] as const
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]

/** Spec 1 §3 "Support ticket": source is always ADMIN from the console. */
export const SUPPORT_TICKET_SOURCE = 'ADMIN'

export const SupportTicketReplySchema = z.object({ ticketId: z.string() })
export type SupportTicketReply = z.infer<typeof SupportTicketReplySchema>

/** (ref) path: the spec says a support-ticket call exists without showing it. */
export function createSupportTicket(
	token: string,
	companyId: string,
	input: { email: string; description: string; category: SupportCategory; trackingToken?: string | null },
): Promise<SupportTicketReply> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/support/company/${seg(companyId)}/tickets`,
		token,
		body: {
			email: input.email,
			description: input.description,
			category: input.category,
			source: SUPPORT_TICKET_SOURCE,
			trackingToken: input.trackingToken ?? null,
		},
		schema: SupportTicketReplySchema,
	})
}
