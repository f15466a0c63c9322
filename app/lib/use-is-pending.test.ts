import { describe, expect, test } from 'vitest'
import { isPending, type Submission } from './use-is-pending.ts'

function submission(state: Submission['state'], fields: Record<string, string> = {}, formAction = '/users'): Submission {
	const formData = new FormData()
	for (const [name, value] of Object.entries(fields)) formData.set(name, value)
	return { state, formData, formAction }
}

describe('isPending', () => {
	test('a form being submitted is pending; idle, or a page loaded by a link, is not', () => {
		expect(isPending(submission('submitting'))).toBe(true)
		expect(isPending(submission('idle'))).toBe(false)
		expect(isPending({ state: 'loading' }, { state: 'non-idle' })).toBe(false)
	})

	test('by default only until the action answers; non-idle also while its redirect loads', () => {
		expect(isPending(submission('loading', { intent: 'save' }), { intent: 'save' })).toBe(false)
		expect(isPending(submission('loading', { intent: 'save' }), { intent: 'save', state: 'non-idle' })).toBe(true)
	})

	test('tells the forms of one page apart by intent, further fields and action', () => {
		const verifyCustom = submission('submitting', { intent: 'verifyDomain', type: 'custom' }, '/settings/white-label')
		expect(isPending(verifyCustom, { intent: 'verifyDomain' })).toBe(true)
		expect(isPending(verifyCustom, { intent: 'addDomain' })).toBe(false)
		expect(isPending(verifyCustom, { intent: 'verifyDomain', fields: { type: 'custom' } })).toBe(true)
		expect(isPending(verifyCustom, { intent: 'verifyDomain', fields: { type: 'phishing' } })).toBe(false)
		expect(isPending(verifyCustom, { formAction: '/settings/white-label' })).toBe(true)
		expect(isPending(verifyCustom, { formAction: '/settings/general' })).toBe(false)
	})

	test('a conform "validate" post is not a submit, so Submit stays enabled under the click', () => {
		expect(isPending(submission('submitting', { __intent__: 'validate', intent: 'save' }), { intent: 'save' })).toBe(false)
	})
})
