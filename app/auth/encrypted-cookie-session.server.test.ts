import { describe, expect, test } from 'vitest'
import { createEncryptedCookieSessionStorage } from './encrypted-cookie-session.server.ts'
import { authTypeCookie, commitSession, companyAccessStorage, getSession, sessionStorage } from './session.server.ts'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfYWNtZV9hZG1pbiIsInNpZCI6InNlY3JldC1zaWQifQ.c2lnbmF0dXJl'
const OLD = 'an-old-secret-of-at-least-32-characters!!'
const NEW = 'a-new-secret-of-at-least-32-characters!!!'

function storage(secrets: string[], name = '__session') {
	return createEncryptedCookieSessionStorage<{ idToken: string; userId: string }>({
		cookie: { name, secrets, httpOnly: true, sameSite: 'lax', path: '/' },
	})
}

/** The cookie's value as a browser would send it back. */
function cookieOf(setCookie: string) {
	return setCookie.split(';')[0]!
}

/** Every reading of a value that base64 or base64url (or URL-encoding) could give. */
function readings(value: string): string[] {
	const out = new Set<string>([value])
	let changed = true
	while (changed) {
		changed = false
		for (const text of [...out]) {
			const candidates = [decodeURIComponentSafe(text)]
			for (const part of text.split(/[^A-Za-z0-9+/=_-]+/)) {
				if (part.length < 8) continue
				candidates.push(Buffer.from(part, 'base64').toString('latin1'), Buffer.from(part, 'base64url').toString('latin1'))
			}
			for (const candidate of candidates) {
				if (candidate && !out.has(candidate) && out.size < 200) {
					out.add(candidate)
					changed = true
				}
			}
		}
	}
	return [...out]
}

function decodeURIComponentSafe(text: string) {
	try {
		return decodeURIComponent(text)
	} catch {
		return text
	}
}

describe('encrypted session cookie', () => {
	test('the Set-Cookie value does not give away the gateway token or the user, whatever way it is decoded', async () => {
		const sessions = storage([NEW])
		const session = await sessions.getSession()
		session.set('idToken', TOKEN)
		session.set('userId', 'usr_acme_admin')
		const setCookie = await sessions.commitSession(session)
		const all = readings(cookieOf(setCookie).split('=').slice(1).join('='))
		expect(all.length).toBeGreaterThan(2)
		for (const text of all) {
			expect(text).not.toContain(TOKEN)
			expect(text).not.toContain('eyJzdWIi')
			expect(text).not.toContain('usr_acme_admin')
		}
		// And yet it is the session.
		const back = await sessions.getSession(cookieOf(setCookie))
		expect(back.get('idToken')).toBe(TOKEN)
	})

	test('the console session itself is encrypted, and so is the login-as-company cookie', async () => {
		const session = await sessionStorage().getSession()
		session.set('idToken', TOKEN)
		const setCookie = await commitSession(session)
		for (const text of readings(cookieOf(setCookie))) expect(text).not.toContain(TOKEN)
		expect((await getSession(new Request('http://x', { headers: { Cookie: cookieOf(setCookie) } }))).get('idToken')).toBe(TOKEN)

		const access = await companyAccessStorage().getSession()
		access.set('idToken', TOKEN)
		const accessCookie = await companyAccessStorage().commitSession(access)
		for (const text of readings(cookieOf(accessCookie))) expect(text).not.toContain(TOKEN)
	})

	test('a tampered cookie is no session', async () => {
		const sessions = storage([NEW])
		const session = await sessions.getSession()
		session.set('idToken', TOKEN)
		const cookie = cookieOf(await sessions.commitSession(session))
		const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)]
		const inner = JSON.parse(Buffer.from(decodeURIComponent(value), 'base64').toString()) as string
		const bytes = Buffer.from(inner.slice(3), 'base64url')
		for (const at of [0, 20, bytes.length - 1]) {
			const flipped = Buffer.from(bytes)
			flipped[at] = flipped[at]! ^ 1
			const forged = encodeURIComponent(Buffer.from(JSON.stringify(`v1.${flipped.toString('base64url')}`)).toString('base64'))
			expect((await sessions.getSession(`${name}=${forged}`)).data).toEqual({})
		}
		// A signed-only cookie of the old kind (plain base64 JSON) is no session either.
		const plain = encodeURIComponent(Buffer.from(JSON.stringify({ idToken: TOKEN })).toString('base64'))
		expect((await sessions.getSession(`${name}=${plain}`)).data).toEqual({})
	})

	test('a cookie sealed for one cookie name does not open as another', async () => {
		const session = await storage([NEW], '__company_access').getSession()
		session.set('idToken', TOKEN)
		const value = cookieOf(await storage([NEW], '__company_access').commitSession(session))
			.split('=')
			.slice(1)
			.join('=')
		expect((await storage([NEW]).getSession(`__session=${value}`)).data).toEqual({})
	})

	test('rotation: a cookie of the previous secret still opens, new cookies use the newest, a retired secret is refused', async () => {
		const before = storage([OLD])
		const session = await before.getSession()
		session.set('idToken', TOKEN)
		const oldCookie = cookieOf(await before.commitSession(session))

		const rotated = storage([NEW, OLD])
		const kept = await rotated.getSession(oldCookie)
		expect(kept.get('idToken')).toBe(TOKEN)
		const renewed = cookieOf(await rotated.commitSession(kept))
		expect((await storage([NEW]).getSession(renewed)).get('idToken')).toBe(TOKEN)

		expect((await storage([NEW]).getSession(oldCookie)).data).toEqual({})
	})

	test('the auth_type cookie is httpOnly and SameSite=Lax (Secure only in production)', async () => {
		const setCookie = await authTypeCookie.serialize('sso')
		expect(setCookie).toMatch(/HttpOnly/)
		expect(setCookie).toMatch(/SameSite=Lax/)
		expect(setCookie).not.toMatch(/Secure/)
	})
})
