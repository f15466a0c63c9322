import { expect, test } from './fixtures.ts'
import { DEMO_PASSWORD } from './helpers.ts'

test.describe('single sign-on', () => {
	test('an admin of a company with SSO signs in through the identity provider', async ({ page, context }) => {
		await page.goto('/login/sso')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Single Sign-On')
		await page.getByLabel('Email').fill('admin@globex.test')
		await page.getByRole('button', { name: 'Continue' }).click()
		await expect(page).toHaveURL(/\/__gateway\/idp\//)
		await page.getByLabel('Password').fill(DEMO_PASSWORD)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page).toHaveURL(/\/home$/)
		await expect(page.getByTestId('company-name')).toHaveText('Globex')
		// The SSO token never stays in the address bar, and the next sign-out returns to SSO login.
		expect(page.url()).not.toContain('ssoToken')
		const authType = (await context.cookies()).find((c) => c.name === 'auth_type')
		expect(authType?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 14 * 24 * 3600)
		await page.getByRole('button', { name: /^(Logout|Abmelden)$/ }).click()
		await expect(page).toHaveURL(/\/login\/sso$/)
	})

	test('an email without SSO goes to the failure page with its message', async ({ page }) => {
		await page.goto('/login/sso')
		await page.getByLabel('Email').fill('admin@acme.test')
		await page.getByRole('button', { name: 'Continue' }).click()
		await expect(page).toHaveURL(/\/sso_fail\?error=email_is_not_connected$/)
		await expect(page.getByText('This email is not connected to SSO. Please, contact your manager')).toBeVisible()
		await page.getByRole('link', { name: 'Sign in without SSO' }).click()
		await expect(page).toHaveURL(/\/login$/)
	})

	test('an expired or used SSO token shows the expired-token failure', async ({ page }) => {
		await page.goto('/login/sso?ssoToken=not-a-real-token')
		await expect(page).toHaveURL(/\/sso_fail/)
		await expect(page.getByText('Verification token is expired, please try again')).toBeVisible()
		await page.getByRole('link', { name: 'Reload' }).click()
		await expect(page).toHaveURL(/\/login\/sso$/)
	})

	for (const [code, text] of [
		['no_subscription', 'Invalid SSO link'],
		['email_in_use', 'This email already in use'],
		['something_else', 'Something Went Wrong'],
	]) {
		test(`the failure page explains ${code}`, async ({ page }) => {
			await page.goto(`/sso_fail?error=${code}`)
			await expect(page.getByText(text, { exact: true })).toBeVisible()
		})
	}

	test('the console-integration failure page gives the troubleshooting text of its code', async ({ page }) => {
		await page.goto('/sso_fail/acronis?error=disabled_target_company')
		await expect(page.getByText('Switch the tenant to production')).toBeVisible()
		await page.goto('/sso_fail/acronis?error=empty_session_state')
		await expect(page.getByText('another browser')).toBeVisible()
	})

	test('the identity provider refuses a user of another company with email_in_use', async ({ page }) => {
		await page.goto('/login/sso')
		await page.getByLabel('Email').fill('admin@globex.test')
		await page.getByRole('button', { name: 'Continue' }).click()
		// Wait for the identity provider's form: filling before it arrives would type into ours.
		await expect(page).toHaveURL(/\/__gateway\/idp\//)
		await page.getByLabel('Email').fill('admin@acme.test')
		await page.getByLabel('Password').fill(DEMO_PASSWORD)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page).toHaveURL(/\/sso_fail\?error=email_in_use$/)
		await expect(page.getByText('This email already in use')).toBeVisible()
	})
})
