import { http } from 'msw'
import { describe, expect, test } from 'vitest'
import { outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action } from './change-password.tsx'

const TEMPORARY = 'Temp-Pass-2026!'

async function post(form: Record<string, string>) {
	viewerReplies(authUser({ temporary_password: true }))
	const cookie = await signedInCookie()
	return outcome(() =>
		action(routeArgs('/change-password', { cookie, form, headers: { 'X-Console-Client-Address': '203.0.113.5' } }) as never),
	)
}

describe('/change-password (temporary password)', () => {
	test('the temporary password itself is refused as the new one, before the gateway is asked', async () => {
		const calls = recordGateway()
		const reply = (await post({ currentPassword: TEMPORARY, password: TEMPORARY, confirmPassword: TEMPORARY })) as any
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error.password).toEqual(['auth:changePassword.sameAsCurrent'])
		expect(calls.filter((c) => c.call.includes('/user/password'))).toEqual([])
	})

	test('the current (temporary) password is required', async () => {
		const reply = (await post({ password: 'New-Pass-2027?', confirmPassword: 'New-Pass-2027?' })) as any
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error.currentPassword).toEqual(['auth:changePassword.currentRequired'])
	})

	test('the gateway gets the current password and the client address; the user goes home', async () => {
		const bodies: unknown[] = []
		server.use(
			http.put(`${GATEWAY}/api/v1/user/password`, async ({ request }) => {
				bodies.push(await request.json())
				return new Response(null, { status: 204 })
			}),
		)
		const response = (await post({
			currentPassword: TEMPORARY,
			password: 'New-Pass-2027?',
			confirmPassword: 'New-Pass-2027?',
		})) as Response
		expect(bodies).toEqual([{ password: 'New-Pass-2027?', currentPassword: TEMPORARY, clientAddress: '203.0.113.5' }])
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/')
	})

	test('a wrong current password shows on its field; an unchanged one (told by the gateway) on the new one', async () => {
		server.use(
			http.put(`${GATEWAY}/api/v1/user/password`, () =>
				gatewayError(400, 'current_password_invalid', 'The current password is incorrect.'),
			),
		)
		const wrong = (await post({
			currentPassword: 'Guess-2026!',
			password: 'New-Pass-2027?',
			confirmPassword: 'New-Pass-2027?',
		})) as any
		expect(wrong.init.status).toBe(400)
		expect(wrong.data.result.error.currentPassword).toEqual(['auth:changePassword.currentWrong'])

		server.use(
			http.put(`${GATEWAY}/api/v1/user/password`, () =>
				gatewayError(400, 'password_unchanged', 'The new password must be different from the current password.'),
			),
		)
		const same = (await post({
			currentPassword: 'Temp-Pass-2026',
			password: 'New-Pass-2027?',
			confirmPassword: 'New-Pass-2027?',
		})) as any
		expect(same.data.result.error.password).toEqual(['auth:changePassword.sameAsCurrent'])
	})
})
