import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { DEMO_PASSWORD, latestEmail, signIn, sixDigitCode } from './helpers.ts'

/**
 * Changes to the shared demo accounts. Every other spec signs in as them in parallel, so this
 * project runs on its own after both others have finished (playwright.config.ts), without
 * JavaScript, and puts back what it changed.
 */
const ACME_ADMIN = 'admin@acme.test'

async function confirmWithEmailCode(page: Page, request: APIRequestContext, action: 'Enable' | 'Disable') {
	const section = page.getByTestId('two-factor')
	await section.getByRole('link', { name: `${action} Two-Factor Authentication` }).click()
	await section.getByLabel('Password').fill(DEMO_PASSWORD)
	await section.getByRole('button', { name: 'Send code' }).click()
	await expect(page).toHaveURL(/twoFactor=code$/)
	const code = sixDigitCode((await latestEmail(request, ACME_ADMIN)).text)
	await section.getByLabel('Verification code').fill(code)
	await section.getByRole('button', { name: action, exact: true }).click()
	await expect(page).toHaveURL(/\/settings\/general$/)
}

test('enabling two-factor authentication for admin@acme.test makes the next sign-in ask for an email code', async ({ page, request }) => {
	test.setTimeout(120_000)
	await signIn(page, ACME_ADMIN)
	await page.goto('/settings/general')
	const status = page.getByTestId('two-factor').getByTestId('two-factor-status')
	await expect(status).toHaveText('Disabled')
	await confirmWithEmailCode(page, request, 'Enable')
	await expect(status).toHaveText('Enabled')

	await page.getByTestId('user-menu').click()
	await page.getByTestId('user-menu-list').getByText('Logout', { exact: true }).click()
	await expect(page).toHaveURL(/\/login/)
	await signIn(page, ACME_ADMIN)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-Factor Authentication')
	await page.getByLabel('Verification code').fill(sixDigitCode((await latestEmail(request, ACME_ADMIN)).text))
	await page.getByRole('button', { name: 'Verify' }).click()
	await expect(page).toHaveURL(/\/home$/)

	// Back as the README describes the demo account.
	await page.goto('/settings/general')
	await confirmWithEmailCode(page, request, 'Disable')
	await expect(status).toHaveText('Disabled')
})
