import { serializeIntent } from '@conform-to/dom'
import { getZodConstraint } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { LoginSchema } from '#app/routes/auth/login-schema.ts'
import { RegisterSchema } from '#app/routes/auth/register-schema.ts'
import { parseSubmission, parseSubmissionAsync } from './forms.ts'

function form(fields: Record<string, string>) {
	const data = new FormData()
	for (const [k, v] of Object.entries(fields)) data.append(k, v)
	return data
}

describe('form parsing with zod/mini', () => {
	test('a valid form gives trimmed values', () => {
		const submission = parseSubmission(form({ email: ' admin@acme.test ', password: 'Demo-Pass-2026!' }), LoginSchema)
		expect(submission.status).toBe('success')
		expect(submission.status === 'success' && submission.value.email).toBe('admin@acme.test')
	})
	test('errors are keyed by field, in the spec wording keys', () => {
		const submission = parseSubmission(form({ email: '', password: '' }), LoginSchema)
		expect(submission.status).toBe('error')
		expect(submission.reply().error).toEqual({
			email: ['auth:login.emailRequired'],
			password: ['auth:login.passwordRequired'],
		})
	})
	test('a cross-field rule lands on its field; unmet password rules are named', () => {
		const submission = parseSubmission(
			form({
				email: 'a@b.co',
				name: 'A',
				lastName: 'B',
				companyName: 'C',
				country: 'US',
				industry: 'other',
				companySize: '1-25',
				password: 'weak',
				confirmPassword: 'other',
			}),
			RegisterSchema,
		)
		expect(submission.reply().error).toEqual({
			password: ['auth:register.passwordWeak'],
			confirmPassword: ['auth:register.confirmMismatch'],
		})
	})
	test('native constraints are derived from the same schema', () => {
		expect(getZodConstraint(LoginSchema)).toMatchObject({ email: { required: true }, password: { required: true } })
	})

	describe('a server validation of one field (before the browser validation has loaded)', () => {
		const validate = (name: string) => serializeIntent({ type: 'validate', payload: { name } })

		test('answers for that field only: the others keep what the browser shows (null)', () => {
			// The user left the email field while the password was still empty.
			const submission = parseSubmission(form({ email: 'not-an-email', password: '', __intent__: validate('email') }), LoginSchema)
			const reply = submission.reply()
			expect(reply.error).toEqual({ email: ['auth:login.emailInvalid'], password: null })
			expect(reply.intent).toMatchObject({ type: 'validate', payload: { name: 'email' } })
		})

		test('a valid field clears its own message and leaves the others', async () => {
			const submission = await parseSubmissionAsync(
				form({ email: 'admin@acme.test', password: '', __intent__: validate('email') }),
				LoginSchema,
			)
			expect(submission.reply().error).toEqual({ password: null })
		})

		test('a submit, and a validation of the whole form, still answer for every field', () => {
			expect(parseSubmission(form({ email: '', password: '' }), LoginSchema).reply().error).toEqual({
				email: ['auth:login.emailRequired'],
				password: ['auth:login.passwordRequired'],
			})
			const whole = parseSubmission(
				form({ email: '', password: '', __intent__: serializeIntent({ type: 'validate', payload: {} }) }),
				LoginSchema,
			)
			expect(whole.reply().error).toEqual({
				email: ['auth:login.emailRequired'],
				password: ['auth:login.passwordRequired'],
			})
		})
	})
})
