import { expect, test } from './fixtures.ts'
import { DEMO_PASSWORD, STAFF_EMAIL, expectSignedInHome, signIn } from './helpers.ts'
import type { Page } from '@playwright/test'

/**
 * Platform staff asks the reference platform to email a sign-in link (its mailbox page, staff only
 * on the production build), then the link is followed in a browser without that staff session.
 */
async function followMagicLink(page: Page, email: string, redirectTo = '') {
	await signIn(page, STAFF_EMAIL)
	await page.goto('/__gateway/mailbox')
	await page.getByLabel('Email').fill(email)
	if (redirectTo) await page.getByLabel('After sign-in').selectOption(redirectTo)
	await page.getByRole('button', { name: 'Send a sign-in link' }).click()
	await page.goto(`/__gateway/mailbox?to=${encodeURIComponent(email)}`)
	await page
		.getByRole('link', { name: /sign-in link/i })
		.first()
		.click()
	const link = page.locator('a[href*="magicLinkVerificationToken="]').first()
	const href = await link.getAttribute('href')
	await page.context().clearCookies()
	await page.goto(href!)
	return href!
}

test.describe('magic link and company access', () => {
	test('a magic link signs the admin in once, and the token leaves the address bar', async ({ page, context }) => {
		const href = await followMagicLink(page, 'admin@globex.test')
		await expectSignedInHome(page, 'Globex')
		expect(page.url()).not.toContain('magicLinkVerificationToken')
		// Single use: the same link in a fresh browser session fails and lands on sign-in with a message.
		await context.clearCookies()
		await page.goto(href)
		await expect(page).toHaveURL(/\/login$/)
		await expect(page.getByTestId('snackbar')).toBeVisible()
	})

	test('a magic link with redirectTo=users opens the all-users page', async ({ page }) => {
		await followMagicLink(page, 'admin@acme.test', 'users')
		await expect(page).toHaveURL(/\/users\/all_users$/)
	})

	test('a magic link for a learner does not open the console', async ({ page }) => {
		await followMagicLink(page, 'learner@acme.test')
		await expect(page).toHaveURL(/\/login$/)
		await expect(page.getByText("This account doesn't have access to the admin console.")).toBeVisible()
	})

	test('a partner logs in as a customer company and comes back', async ({ page }) => {
		await signIn(page, 'partner@northwind.test')
		await page.goto('/login_as_company?companyId=cmp_contoso')
		await page.getByRole('button', { name: 'Log in as Contoso' }).click()
		await expect(page).toHaveURL(/\/home$/)
		await expect(page.getByTestId('company-name')).toHaveText('Contoso')
		await expect(page.getByTestId('company-access-banner')).toContainText('Logged in as Company: Contoso')
		await page.getByRole('button', { name: 'Back to customers' }).click()
		// Back to the customers page of a reseller (spec 2 §2).
		await expect(page).toHaveURL(/\/partner-portal\/reseller\/customers$/)
		await page.goto('/home')
		await expect(page.getByTestId('company-name')).toHaveText('Northwind MSP')
	})

	test('an admin cannot log in as a company that is not their customer', async ({ page }) => {
		await signIn(page, 'admin@acme.test')
		await page.goto('/login_as_company?companyId=cmp_globex')
		await expect(page.getByRole('button', { name: /Log in as/ })).toHaveCount(0)
		await expect(page.getByRole('alert')).toBeVisible()
	})
})

test.describe('temporary password', () => {
	test('an admin with a temporary password must change it before anything else', async ({ page }) => {
		// Five password submissions, each hashed by the gateway: more than the default 30 s on a busy machine.
		test.slow()
		await signIn(page, 'temp@acme.test')
		await expect(page).toHaveURL(/\/change-password$/)
		await page.goto('/home')
		await expect(page).toHaveURL(/\/change-password$/)
		// No navigation, toolbar or footer chrome of the console here; only a way to sign out.
		await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0)
		await expect(page.getByTestId('company-name')).toHaveCount(0)

		await page.getByLabel('Current password').fill(DEMO_PASSWORD)
		await page.getByLabel('New password', { exact: true }).fill('weak')
		await page.getByLabel('Confirm new password').fill('weak2')
		await page.getByRole('button', { name: 'Save password' }).click()
		await expect(page.getByText('Password is not equal.')).toBeVisible()
		await expect(page.locator('[data-rule="length"]')).toHaveAttribute('data-met', 'false')
		await expect(page.locator('[data-rule="lower"]')).toHaveAttribute('data-met', 'true')

		// The temporary password itself is not a new password.
		await page.getByLabel('Current password').fill(DEMO_PASSWORD)
		await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD)
		await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD)
		await page.getByRole('button', { name: 'Save password' }).click()
		await expect(page.getByText('The new password must be different from the current password.')).toBeVisible()
		await expect(page).toHaveURL(/\/change-password$/)

		// Nor is a new password set without the current one.
		const next = 'New-Pass-2027?'
		await page.getByLabel('Current password').fill('Not-The-Temp-1!')
		await page.getByLabel('New password', { exact: true }).fill(next)
		await page.getByLabel('Confirm new password').fill(next)
		await page.getByRole('button', { name: 'Save password' }).click()
		await expect(page.getByText('The current password is incorrect.')).toBeVisible()
		await expect(page).toHaveURL(/\/change-password$/)

		await page.getByLabel('Current password').fill(DEMO_PASSWORD)
		await page.getByLabel('New password', { exact: true }).fill(next)
		await page.getByLabel('Confirm new password').fill(next)
		await page.getByRole('button', { name: 'Save password' }).click()
		await expect(page).toHaveURL(/\/home$/)
		await expect(page.getByText('Your password has been changed')).toBeVisible()
		// This admin has not confirmed the privacy policy yet: the dialog comes first.
		await page.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('button', { name: 'Confirm' }).click()
		await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toHaveCount(0)

		await page.getByRole('button', { name: 'Logout' }).click()
		await signIn(page, 'temp@acme.test', DEMO_PASSWORD)
		await expect(page.getByText('Invalid login credentials')).toBeVisible()
		await signIn(page, 'temp@acme.test', next)
		await expect(page).toHaveURL(/\/home$/)
	})
})
