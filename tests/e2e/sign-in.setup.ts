import { expect, SIGNED_IN_ACCOUNTS, storageStatePath, test } from './fixtures.ts'
import { DEMO_PASSWORD } from './helpers.ts'

/**
 * The 'setup-js' and 'setup-no-js' projects (playwright.config.ts): each demo account signs in once per
 * console server, posting the sign-in form as a browser would, and the signed-in cookies are saved for
 * the `account` fixture (fixtures.ts).
 */
for (const account of SIGNED_IN_ACCOUNTS) {
	test(`${account} signs in`, async ({ playwright, baseURL }) => {
		const request = await playwright.request.newContext({ baseURL })
		try {
			const response = await request.post('/login', {
				form: { email: account, password: DEMO_PASSWORD, intent: 'login', redirectTo: '/home' },
				maxRedirects: 0,
			})
			expect(response.status(), `${account} signs in`).toBe(302)
			expect(response.headers()['location']).toMatch(/\/home$/)
			await request.storageState({ path: storageStatePath(baseURL!, account) })
		} finally {
			await request.dispose()
		}
	})
}
