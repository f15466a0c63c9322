import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import { CONSOLE_URL, SEED, type TestGateway, createTestGateway } from '#tests/fixtures/gateway.ts'
import { withSessionToken } from './embedded-gateway.ts'

// fetchPage: the browser never holds a gateway token; the console's session cookie stands for it on
// /__gateway/ pages, and whatever Authorization header a browser sends is ignored.

let t: TestGateway
const tokens: Record<string, string> = {}
beforeAll(async () => {
	t = await createTestGateway({ testPages: ['mailbox', 'sign-in-links'], staffOnlyTestPages: true })
	tokens.staff = await t.signIn(SEED.users.support.email)
	tokens.admin = await t.signIn(SEED.users.acmeAdmin.email)
})
afterAll(() => t.close())

async function sessionCookie(idToken: string) {
	const session = await getSession(new Request(CONSOLE_URL))
	session.set('idToken', idToken)
	return (await commitSession(session)).split(';')[0]!
}

async function page(path: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
	return t.gateway.fetch(await withSessionToken(new Request(new URL(path, CONSOLE_URL), { ...init, headers })))
}

describe('the embedded gateway pages (fetchPage)', () => {
	test("platform staff signed in to the console reads the mailbox with the session's token", async () => {
		expect((await page('/__gateway/mailbox', { Cookie: await sessionCookie(tokens.staff!) })).status).toBe(200)
		expect(
			(
				await page('/__gateway/api/outbox/latest?to=sales@platform.test', {
					Cookie: await sessionCookie(tokens.staff!),
				})
			).status,
		).not.toBe(401)
	})

	test('a signed-in admin is refused, even sending a staff token of its own in Authorization', async () => {
		const cookie = await sessionCookie(tokens.admin!)
		expect((await page('/__gateway/mailbox', { Cookie: cookie, Authorization: `Bearer ${tokens.staff}` })).status).toBe(403)
	})

	test('without a console session a client-sent Authorization header does not open the mailbox', async () => {
		expect((await page('/__gateway/mailbox', { Authorization: `Bearer ${tokens.staff}` })).status).toBe(401)
		expect((await page('/__gateway/mailbox', { Cookie: '__session=forged' })).status).toBe(401)
	})

	test('a form post keeps its body on the way', async () => {
		const response = await page(
			'/__gateway/mailbox/magic-link',
			{
				Cookie: await sessionCookie(tokens.staff!),
				'Content-Type': 'application/x-www-form-urlencoded',
				Origin: CONSOLE_URL,
			},
			{ method: 'POST', body: new URLSearchParams({ email: SEED.users.acmeAdmin.email }) },
		)
		expect(response.status).toBe(303)
	})

	test('SCIM clients keep their own bearer token', async () => {
		const request = await withSessionToken(
			new Request(`${CONSOLE_URL}/__gateway/scim/v2/Users`, { headers: { Authorization: 'Bearer scim-token' } }),
		)
		expect(request.headers.get('Authorization')).toBe('Bearer scim-token')
	})
})
