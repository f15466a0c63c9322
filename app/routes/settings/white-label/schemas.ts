import * as z from 'zod/mini'
import { EMAIL_PATTERN } from '#app/lib/validation.ts'
import { DOMAIN_MAX, DOMAIN_TYPES, domainProblem } from '#server/shared/custom-domain.ts'
import { SMTP_TEXT_MAX } from './url.ts'

/**
 * The White Label forms (spec 1 §5 domain-like pattern; custom SMTP), shared by the browser (loaded
 * on first use) and the action (the authority). Messages are i18n keys of `whiteLabel`.
 */

const domainName = z.string({ error: 'whiteLabel:errors.required' }).check(
	z.trim(),
	z.toLowerCase(),
	z.minLength(1, 'whiteLabel:errors.required'),
	z.maxLength(DOMAIN_MAX, 'whiteLabel:errors.tooLong'),
	z.refine((v) => domainProblem(v) !== 'notDomainOnly', 'whiteLabel:errors.notDomainOnly'),
	z.refine((v) => domainProblem(v) !== 'ipAddress', 'whiteLabel:errors.ipAddress'),
	z.refine((v) => domainProblem(v) !== 'reserved', 'whiteLabel:errors.reserved'),
	z.refine((v) => domainProblem(v) !== 'pattern', 'whiteLabel:errors.pattern'),
)

export const AddDomainSchema = z.object({
	type: z.enum(DOMAIN_TYPES),
	customDomain: domainName,
})

const text = (max: number) =>
	z.string({ error: 'whiteLabel:errors.required' }).check(z.trim(), z.minLength(1, 'whiteLabel:errors.required'), z.maxLength(max, 'whiteLabel:errors.textTooLong'))

export const SmtpSchema = z.object({
	host: domainName,
	port: z.pipe(
		z.string({ error: 'whiteLabel:errors.required' }).check(z.trim(), z.minLength(1, 'whiteLabel:errors.required'), z.regex(/^\d{1,5}$/, 'whiteLabel:errors.port')),
		z.transform(Number),
	).check(z.refine((n) => n >= 1 && n <= 65535, 'whiteLabel:errors.port')),
	username: text(SMTP_TEXT_MAX),
	// Empty keeps the saved password (the gateway asks for one when none is saved).
	password: z.optional(z.string().check(z.maxLength(SMTP_TEXT_MAX, 'whiteLabel:errors.textTooLong'))),
	fromAddress: z.string({ error: 'whiteLabel:errors.required' }).check(
		z.trim(),
		z.minLength(1, 'whiteLabel:errors.required'),
		z.maxLength(254, 'whiteLabel:errors.textTooLong'),
		z.regex(EMAIL_PATTERN, 'whiteLabel:errors.email'),
	),
})
export type SmtpValues = z.output<typeof SmtpSchema>
