import { describe, expect, test } from 'vitest'
import { translateErrors } from '#app/components/form-errors.ts'
import en from '#app/i18n/locales/en/plan.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { SeatPurchaseSchema } from './schemas.ts'
import { SEAT_MESSAGE_VALUES, seatCountProblem } from './seats.ts'

const t = createTranslator('en', { plan: en } as any)

function messageFor(seats: string) {
	const submission = parseSubmission(new URLSearchParams({ seats }), SeatPurchaseSchema)
	if (submission.status === 'success') return null
	return translateErrors(t, submission.error!.seats!, SEAT_MESSAGE_VALUES)![0]
}

describe('SeatPurchaseSchema (the upgrade dialog’s seat count, browser and server)', () => {
	test('bad input gets the spec’s messages', () => {
		expect(messageFor('0')).toBe('Number of Licenses/Users must be greater than or equal to 25.')
		expect(messageFor('24')).toBe('Number of Licenses/Users must be greater than or equal to 25.')
		expect(messageFor('25.5')).toBe('Value must be an integer')
		expect(messageFor('letters')).toBe('Value must be a number')
		expect(messageFor('')).toBe('Field is required')
		expect(messageFor('5001')).toBe('Value must be less than or equal to 5000.')
	})

	test('a good count passes, trimmed', () => {
		const submission = parseSubmission(new URLSearchParams({ seats: ' 150 ' }), SeatPurchaseSchema)
		expect(submission.status).toBe('success')
		expect(submission.status === 'success' && submission.value.seats).toBe('150')
	})

	test('a missing field is required', () => {
		const submission = parseSubmission(new URLSearchParams(), SeatPurchaseSchema)
		expect(submission.status !== 'success' && submission.error?.seats).toEqual(['plan:seats.required'])
	})

	test('says the same as the zod-free rule the dialog draws Buy Now with', () => {
		for (const seats of ['', ' ', 'x', '1e3', '+30', '-5', '0', '24', '25', '25.5', '25.0', '150', '5000', '5001', '99999']) {
			const submission = parseSubmission(new URLSearchParams({ seats }), SeatPurchaseSchema)
			const fromSchema = submission.status === 'success' ? null : submission.error!.seats![0]
			expect(fromSchema, JSON.stringify(seats)).toBe(seatCountProblem(seats))
		}
	})
})
