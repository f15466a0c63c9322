import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

// A fresh module graph with the production environment: the cookies read it on first use.
beforeAll(() => {
	vi.resetModules()
	vi.stubEnv('NODE_ENV', 'production')
	vi.stubEnv('SESSION_SECRET', 'a-production-secret-of-at-least-32-characters')
})
afterAll(() => {
	vi.unstubAllEnvs()
	vi.resetModules()
})

describe('cookies in production', () => {
	test('the session, auth_type and language cookies are Secure, httpOnly and SameSite=Lax', async () => {
		const { authTypeCookie, commitSession, sessionStorage } = await import('./session.server.ts')
		const { localeCookie } = await import('#app/i18n/i18next.server.ts')
		const session = await sessionStorage().getSession()
		session.set('idToken', 'token')
		for (const setCookie of [await commitSession(session), await authTypeCookie.serialize('sso'), await localeCookie.serialize('de')]) {
			expect(setCookie).toMatch(/; Secure/)
			expect(setCookie).toMatch(/; HttpOnly/)
			expect(setCookie).toMatch(/; SameSite=Lax/)
		}
	})
})
