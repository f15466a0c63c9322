import { describe, expect, test } from 'vitest'
import { commitSession, sessionStorage } from './session.server.ts'
import { handleEntryTokens } from './sign-in.server.ts'

const entry = (href: string, cookie?: string) =>
	handleEntryTokens({
		request: new Request(href, cookie ? { headers: { Cookie: cookie } } : {}),
		url: new URL(href),
	})

async function signedInCookie() {
	const session = await sessionStorage().getSession()
	session.set('idToken', 'token')
	return (await commitSession(session)).split(';')[0]!
}

describe('register=true entry', () => {
	test('a visitor without a session is moved to the register page', async () => {
		const response = await entry('http://localhost/home?register=true')
		expect(response?.status).toBe(302)
		expect(response?.headers.get('Location')).toBe('/register')
	})

	test('a signed-in user stays on the page, without the parameter', async () => {
		const response = await entry('http://localhost/home?register=true&tab=x', await signedInCookie())
		expect(response?.headers.get('Location')).toBe('/home?tab=x')
	})

	test('other entry URLs pass through', async () => {
		expect(await entry('http://localhost/home?register=false')).toBeNull()
		expect(await entry('http://localhost/register?register=true')).toBeNull()
		expect(await entry('http://localhost/home')).toBeNull()
	})
})
