import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { EMAIL_PATTERN } from '#app/lib/validation.ts'
import { DOMAIN_MAX, DOMAIN_TYPES, domainProblem } from '#server/shared/custom-domain.ts'
import { SMTP_TEXT_MAX } from './url.ts'

/**
 * The White Label forms (spec 1 §5 domain-like pattern; custom SMTP), shared by the browser (loaded
 * on first use) and the action (the authority). Messages are i18n keys of `whiteLabel`.
 */

const domainName = z.string({ error: textKey('whiteLabel:errors.required') }).check(
	z.trim(),
	z.toLowerCase(),
	z.minLength(1, textKey('whiteLabel:errors.required')),
	z.maxLength(DOMAIN_MAX, textKey('whiteLabel:errors.tooLong')),
	z.refine((v) => domainProblem(v) !== 'notDomainOnly', textKey('whiteLabel:errors.notDomainOnly')),
	z.refine((v) => domainProblem(v) !== 'ipAddress', textKey('whiteLabel:errors.ipAddress')),
	z.refine((v) => domainProblem(v) !== 'reserved', textKey('whiteLabel:errors.reserved')),
	z.refine((v) => domainProblem(v) !== 'pattern', textKey('whiteLabel:errors.pattern')),
)

export const AddDomainSchema = z.object({
	type: z.enum(DOMAIN_TYPES),
	customDomain: domainName,
})

const text = (max: number) =>
	z
		.string({ error: textKey('whiteLabel:errors.required') })
		.check(z.trim(), z.minLength(1, textKey('whiteLabel:errors.required')), z.maxLength(max, textKey('whiteLabel:errors.textTooLong')))

export const SmtpSchema = z.object({
	host: domainName,
	port: z
		.pipe(
			z
				.string({ error: textKey('whiteLabel:errors.required') })
				.check(z.trim(), z.minLength(1, textKey('whiteLabel:errors.required')), z.regex(/^\d{1,5}$/, textKey('whiteLabel:errors.port'))),
			z.transform(Number),
		)
		.check(z.refine((n) => n >= 1 && n <= 65535, textKey('whiteLabel:errors.port'))),
	username: text(SMTP_TEXT_MAX),
	// Empty keeps the saved password (the gateway asks for one when none is saved).
	password: z.optional(z.string().check(z.maxLength(SMTP_TEXT_MAX, textKey('whiteLabel:errors.textTooLong')))),
	fromAddress: z
		.string({ error: textKey('whiteLabel:errors.required') })
		.check(
			z.trim(),
			z.minLength(1, textKey('whiteLabel:errors.required')),
			z.maxLength(254, textKey('whiteLabel:errors.textTooLong')),
			z.regex(EMAIL_PATTERN, textKey('whiteLabel:errors.email')),
		),
})
export type SmtpValues = z.output<typeof SmtpSchema>
