import { http, HttpResponse } from 'msw'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { getEnv } from '#app/env.server.ts'
import { GATEWAY, server } from '#tests/mocks/gateway.ts'
import { action } from './register.tsx'

const FORM = {
	email: 'taken@acme.test',
	name: 'Rita',
	lastName: 'Probe',
	companyName: 'Acme Corp',
	country: 'IL',
	industry: 'technology',
	companySize: '26-100',
	password: 'Fresh-Start-2026!',
	confirmPassword: 'Fresh-Start-2026!',
}

function post(address: string, fields: Record<string, string> = FORM) {
	const request = new Request('http://localhost:3000/register', {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { 'X-Console-Client-Address': address },
	})
	return action({
		request,
		url: new URL(request.url),
		params: {},
		context: new RouterContextProvider(),
	} as never) as Promise<{
		data: { failure: { message: string } | null; result: { error?: Record<string, string[] | null> } }
		init: { status: number }
	}>
}

/** The existence checks the gateway answers: every email and company "exists". */
function existenceChecks() {
	const asked: string[] = []
	server.use(
		http.get(`${GATEWAY}/customers/api/v1/user/exists`, ({ request }) => {
			asked.push(new URL(request.url).searchParams.get('email') ?? '')
			return HttpResponse.json({ exists: true })
		}),
		http.get(`${GATEWAY}/customers/api/v1/company/exists`, () => HttpResponse.json({ exists: true })),
	)
	return asked
}

describe('registration throttle', () => {
	test('one client address gets the existence answers only so many times a minute, then a clear refusal', async () => {
		const asked = existenceChecks()
		const limit = getEnv().SIGN_IN_LIMIT_PER_MINUTE
		for (let i = 0; i < limit; i++) {
			const reply = await post('203.0.113.7', { ...FORM, email: `probe${i}@acme.test` })
			expect(reply.init.status).toBe(400)
			expect(reply.data.result.error?.email).toEqual(['auth:register.emailExists'])
		}
		expect(asked).toHaveLength(limit)

		const refused = await post('203.0.113.7', { ...FORM, email: 'one-more@acme.test' })
		expect(refused.init.status).toBe(429)
		expect(refused.data.failure).toEqual({ message: 'auth:register.tooManyAttempts' })
		// Nothing about whether the address exists, and the gateway was not asked.
		expect(refused.data.result.error?.email ?? null).toBeNull()
		expect(asked).toHaveLength(limit)

		// Another client address is not affected.
		const other = await post('198.51.100.20')
		expect(other.data.result.error?.email).toEqual(['auth:register.emailExists'])
	})
})
