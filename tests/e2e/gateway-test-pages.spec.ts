import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { DEMO_PASSWORD, STAFF_EMAIL, staffRequest } from './helpers.ts'

// Issue 13 item 1: on the production build the reference gateway's mailbox is there only because
// GATEWAY_TEST_PAGES turns it on (playwright.config.ts), and then only platform staff read it.

const OUTBOX = `/__gateway/api/outbox/latest?${new URLSearchParams({ to: 'sales@platform.test' })}`
const SIGN_IN_AS_STAFF = 'Sign in to the console as platform staff to read the mailbox.'

async function signedInRequest(email: string): Promise<APIRequestContext> {
	// Signed out to begin with, whatever the test's own account (a request context takes the test's storageState).
	const context = await playwrightRequest.newContext({
		baseURL: test.info().project.use.baseURL,
		storageState: { cookies: [], origins: [] },
	})
	const response = await context.post('/login', {
		form: { email, password: DEMO_PASSWORD, intent: 'login', redirectTo: '/home' },
		maxRedirects: 0,
	})
	expect(response.status(), `${email} signs in`).toBe(302)
	return context
}

test.describe('the mailbox on the production build', () => {
	test.skip(process.env.E2E_DEV === '1', 'the development build keeps the mailbox open for the demo')

	test('an anonymous visitor reads neither the mailbox nor the outbox, even with a forged Authorization header', async ({ page }) => {
		const anonymous = await playwrightRequest.newContext({
			baseURL: test.info().project.use.baseURL,
			storageState: { cookies: [], origins: [] },
		})
		try {
			expect((await anonymous.get('/__gateway/mailbox')).status()).toBe(401)
			expect((await anonymous.get(OUTBOX)).status()).toBe(401)
			expect((await anonymous.get(OUTBOX, { headers: { Authorization: 'Bearer forged' } })).status()).toBe(401)
			const send = await anonymous.post('/__gateway/mailbox/magic-link', {
				form: { email: 'admin@globex.test', redirectTo: 'none' },
				maxRedirects: 0,
			})
			expect(send.status()).toBe(401)
		} finally {
			await anonymous.dispose()
		}
		await page.goto('/__gateway/mailbox')
		await expect(page.getByText(SIGN_IN_AS_STAFF)).toBeVisible()
		await expect(page.getByRole('table')).toHaveCount(0)
		await page.getByRole('link', { name: 'Sign in to the console' }).click()
		await expect(page).toHaveURL(/\/login\?redirectTo=%2F__gateway%2Fmailbox$/)
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('a company admin (not platform staff) is refused the mailbox, the outbox and the sign-in-link form', async ({ page }) => {
			const admin = await signedInRequest('admin@acme.test')
			try {
				expect((await admin.get('/__gateway/mailbox')).status()).toBe(403)
				expect((await admin.get(OUTBOX)).status()).toBe(403)
				const send = await admin.post('/__gateway/mailbox/magic-link', {
					form: { email: STAFF_EMAIL, redirectTo: 'none' },
					maxRedirects: 0,
				})
				expect(send.status()).toBe(403)
			} finally {
				await admin.dispose()
			}
			await page.goto('/__gateway/mailbox')
			await expect(page.getByText('Only platform staff may read the mailbox.')).toBeVisible()
			await expect(page.getByRole('button', { name: 'Send a sign-in link' })).toHaveCount(0)
		})
	})

	test.describe(() => {
		test.use({ account: 'support@platform.test' })
		test('platform staff reads the mailbox and its outbox', async ({ page }) => {
			const staff = await staffRequest()
			expect((await staff.get('/__gateway/mailbox')).status()).toBe(200)
			const outbox = await staff.get(OUTBOX)
			// 200 with the newest email to that address, or 404 when it has none: either way not refused.
			expect([200, 404]).toContain(outbox.status())
			await page.goto('/__gateway/mailbox')
			await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible()
			await expect(page.getByRole('button', { name: 'Send a sign-in link' })).toBeVisible()
		})
	})
})
