import * as z from 'zod/mini'
import { textKey, type TranslationKey } from '#app/i18n/keys.ts'
import { EMAIL_PATTERN } from '#app/lib/validation.ts'

/**
 * The customers page's forms, shared by the browser (loaded on first use) and the action (the
 * authority). Messages are i18n keys of the `partnerCustomers` namespace.
 */

export const COMPANY_NAME_MAX = 255
export const EMAIL_MAX = 254
export const INVITE_MESSAGE_MAX = 2000
/** One invite names at most this many companies. */
export const INVITE_COMPANIES_MAX = 20
/** Spec 2 §5: "Deletion requires the confirmation phrase 'I confirm deletion'". */
export const REMOVE_CONFIRMATION_PHRASE = 'I confirm deletion'

const required = (message: TranslationKey) => z.string({ error: message }).check(z.trim(), z.minLength(1, message))

const InvitedCompanySchema = z.object({
	companyName: required('partnerCustomers:invite.companyNameRequired').check(
		z.maxLength(COMPANY_NAME_MAX, textKey('partnerCustomers:invite.companyNameTooLong')),
	),
	email: required('partnerCustomers:invite.emailRequired').check(
		z.maxLength(EMAIL_MAX, textKey('partnerCustomers:invite.emailInvalid')),
		z.regex(EMAIL_PATTERN, textKey('partnerCustomers:invite.emailInvalid')),
	),
})

/** Invite customer companies: one or more company name and email rows, and the message. */
export const InviteCustomersSchema = z.object({
	companies: z
		.array(InvitedCompanySchema, { error: textKey('partnerCustomers:invite.companyNameRequired') })
		.check(z.minLength(1, textKey('partnerCustomers:invite.companyNameRequired')), z.maxLength(INVITE_COMPANIES_MAX)),
	message: z.optional(z.string().check(z.trim(), z.maxLength(INVITE_MESSAGE_MAX, textKey('partnerCustomers:invite.messageTooLong')))),
})
export type InviteCustomersValues = z.output<typeof InviteCustomersSchema>

/** The default customer invite message. */
export const InviteMessageSchema = z.object({
	message: required('partnerCustomers:inviteMessage.required').check(
		z.maxLength(INVITE_MESSAGE_MAX, textKey('partnerCustomers:inviteMessage.tooLong')),
	),
})

/** The phrase as typed, spaces squeezed and case aside: "i confirm  deletion" counts. */
export function isConfirmationPhrase(value: string): boolean {
	return value.trim().replace(/\s+/g, ' ').toLowerCase() === REMOVE_CONFIRMATION_PHRASE.toLowerCase()
}

/** Remove customers: the confirmation phrase (spec 2 §5); the selection travels in the page's URL. */
export const RemoveCustomersSchema = z.object({
	confirmation: required('partnerCustomers:remove.phraseRequired').check(
		z.refine(isConfirmationPhrase, textKey('partnerCustomers:remove.phraseInvalid')),
	),
})

/** Native constraints drawn by the server (conform's keys: `companies[].companyName` for every row). */
export const INVITE_CONSTRAINT = {
	companies: { required: true },
	'companies[].companyName': { required: true, maxLength: COMPANY_NAME_MAX },
	'companies[].email': { required: true, maxLength: EMAIL_MAX },
	message: { maxLength: INVITE_MESSAGE_MAX },
}
export const INVITE_MESSAGE_CONSTRAINT = { message: { required: true, maxLength: INVITE_MESSAGE_MAX } }
export const REMOVE_CONSTRAINT = { confirmation: { required: true } }
