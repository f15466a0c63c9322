import { expect } from 'vitest'
import type { TestGateway } from '#tests/fixtures/gateway.ts'

// Registering a new company through the reference gateway, as the console's registration page does.

export const REGISTER_PATH = 'customers/api/v1/company/register'

/** A registration form the gateway accepts (spec 1 §3 "Register payload"); overrides replace any field. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
	return {
		email: 'founder@newco.test',
		name: 'Nina',
		lastName: 'Founder',
		companyName: 'NewCo Labs',
		phone: '+1 555 123 4567',
		country: { id: 'US', label: 'United States' },
		industry: { id: 'software', label: 'Software' },
		companySize: { id: '11-50', label: '11-50' },
		password: 'Strong-Pass-1!',
		...overrides,
	}
}

/** Signs in with a registration's (or partner access's) one-time token: the session's token. */
export async function signInWithToken(t: TestGateway, customToken: string): Promise<string> {
	const signedIn = await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: customToken } })
	expect(signedIn.status, signedIn.text).toBe(200)
	return signedIn.body.idToken
}

/** Registers a company (the form's overrides) and signs its new admin in: the admin's token and the company's id. */
export async function registerCompany(t: TestGateway, overrides: Record<string, unknown> = {}) {
	const registered = await t.call('POST', REGISTER_PATH, { body: registrationForm(overrides) })
	expect(registered.status, registered.text).toBe(200)
	const token = await signInWithToken(t, registered.body.customToken)
	const companyId: string = (await t.call('GET', '/user', { token })).body.company_id
	return { token, companyId }
}
