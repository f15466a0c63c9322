import { z } from 'zod'
import { isStrongPassword } from '#app/lib/password-rules.ts'
import { EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN } from '#app/lib/validation.ts'

/** Industry and company-size choices of the registration form (id and label, spec 1 §3). */
export const INDUSTRIES = [
	{ id: 'technology', label: 'Technology' },
	{ id: 'finance', label: 'Finance and insurance' },
	{ id: 'healthcare', label: 'Healthcare' },
	{ id: 'education', label: 'Education' },
	{ id: 'government', label: 'Government' },
	{ id: 'manufacturing', label: 'Manufacturing' },
	{ id: 'retail', label: 'Retail' },
	{ id: 'professional-services', label: 'Professional services' },
	{ id: 'non-profit', label: 'Non-profit' },
	{ id: 'other', label: 'Other' },
] as const

export const COMPANY_SIZES = [
	{ id: '1-25', label: '1–25' },
	{ id: '26-100', label: '26–100' },
	{ id: '101-500', label: '101–500' },
	{ id: '501-1000', label: '501–1,000' },
	{ id: '1001+', label: 'More than 1,000' },
] as const

const required = (message: string) => z.string({ error: message }).trim().min(1, message)
const namePart = (message: string) => required(message).regex(NAME_PATTERN, 'auth:register.nameInvalid')

/** Registration (spec 1 §5): every rule and message; the server repeats it as the authority. */
export const RegisterSchema = z
	.object({
		email: required('auth:register.emailRequired').regex(EMAIL_PATTERN, 'auth:register.emailInvalid'),
		name: namePart('auth:register.nameRequired'),
		lastName: namePart('auth:register.lastNameRequired'),
		companyName: namePart('auth:register.companyNameRequired'),
		phone: z
			.string()
			.trim()
			.optional()
			.refine((v) => !v || PHONE_PATTERN.test(v), 'auth:register.phoneInvalid'),
		country: required('auth:register.countryRequired'),
		industry: z.enum(INDUSTRIES.map((i) => i.id) as [string, ...string[]], { error: 'auth:register.industryRequired' }),
		companySize: z.enum(COMPANY_SIZES.map((s) => s.id) as [string, ...string[]], {
			error: 'auth:register.companySizeRequired',
		}),
		password: z
			.string({ error: 'auth:register.passwordRequired' })
			.min(1, 'auth:register.passwordRequired')
			.refine(isStrongPassword, 'auth:register.passwordWeak'),
		confirmPassword: z.string({ error: 'auth:register.confirmRequired' }).min(1, 'auth:register.confirmRequired'),
	})
	.refine((v) => v.password === v.confirmPassword, {
		path: ['confirmPassword'],
		message: 'auth:register.confirmMismatch',
	})

/** The new-password form of /change-password: the same password rules and confirmation. */
export const NewPasswordSchema = z
	.object({
		password: z
			.string({ error: 'auth:register.passwordRequired' })
			.min(1, 'auth:register.passwordRequired')
			.refine(isStrongPassword, 'auth:register.passwordWeak'),
		confirmPassword: z.string({ error: 'auth:register.confirmRequired' }).min(1, 'auth:register.confirmRequired'),
	})
	.refine((v) => v.password === v.confirmPassword, {
		path: ['confirmPassword'],
		message: 'auth:register.confirmMismatch',
	})
