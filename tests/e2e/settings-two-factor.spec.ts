import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { latestEmail, registerCompany, signIn, sixDigitCode, withJavaScript } from './helpers.ts'

// A freshly registered company's admin (never a demo account: other specs sign in as those).
const PASSWORD = 'Fresh-Start-2026!'

async function openUserMenu(page: Page) {
	await waitForHydration(page)
	await page.getByTestId('user-menu').click()
	const menu = withJavaScript() ? page.getByRole('menu') : page.getByTestId('user-menu-list')
	await expect(menu).toBeVisible()
	return menu
}

test.describe('Two-Factor Authentication in Account Settings', () => {
	test('an admin turns it on with the emailed code; the next sign-in asks for a code', async ({ page, request, hydrated }) => {
		test.setTimeout(240_000)
		const { email } = await registerCompany(page, '2fa')

		// Account Settings in the user menu opens the general settings.
		const menu = await openUserMenu(page)
		await menu.getByRole(withJavaScript() ? 'menuitem' : 'link', { name: /^Account Settings\b/ }).click()
		await expect(page).toHaveURL(/\/settings\/general$/)
		const section = page.getByTestId('two-factor')
		await expect(section.getByRole('heading', { level: 2, name: 'Two-Factor Authentication' })).toBeVisible()
		await expect(section.getByTestId('two-factor-status')).toHaveText('Disabled')

		// Step 1: the password.
		await hydrated()
		await section.getByRole('link', { name: 'Enable Two-Factor Authentication' }).click()
		await expect(page).toHaveURL(/\/settings\/general\?twoFactor=password$/)
		await section.getByLabel('Password').fill('Not-The-Password-1!')
		await section.getByRole('button', { name: 'Send code' }).click()
		await expect(section.getByTestId('two-factor-error')).toHaveText('Invalid login credentials')
		await expect(section.getByLabel('Password')).toHaveValue('')
		await section.getByLabel('Password').fill(PASSWORD)
		await section.getByRole('button', { name: 'Send code' }).click()

		// Step 2: the code from the mailbox.
		await expect(page).toHaveURL(/\/settings\/general\?twoFactor=code$/)
		await expect(page.getByText('An email code was sent')).toBeVisible()
		await expect(section.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible()
		expect(page.url()).not.toMatch(/token/i)
		const code = sixDigitCode((await latestEmail(request, email)).text)
		const codeInput = section.getByLabel('Verification code')
		if (withJavaScript()) {
			await hydrated()
			// Submit waits for six digits.
			await codeInput.pressSequentially('12a', { delay: 60 })
			await expect(section.getByRole('button', { name: 'Enable', exact: true })).toBeDisabled()
		} else {
			await codeInput.fill('12a')
			await section.getByRole('button', { name: 'Enable', exact: true }).click()
			await expect(section.getByText('The code must be 6 digits.')).toBeVisible()
			await expect(codeInput).toHaveValue('12a')
		}
		// A wrong code shows the gateway's message in a banner.
		const wrong = code === '000000' ? '111111' : '000000'
		await codeInput.fill(wrong)
		await section.getByRole('button', { name: 'Enable', exact: true }).click()
		await expect(section.getByTestId('two-factor-error')).toHaveText('The code is invalid or has expired.')
		await expect(section.getByRole('button', { name: 'Resend code' })).toBeVisible()

		await section.getByLabel('Verification code').fill(code)
		await section.getByRole('button', { name: 'Enable', exact: true }).click()
		await expect(page).toHaveURL(/\/settings\/general$/)
		await expect(page.getByText('Two-Factor Authentication enabled')).toBeVisible()
		await expect(section.getByTestId('two-factor-status')).toHaveText('Enabled')
		await page.reload()
		await expect(section.getByTestId('two-factor-status')).toHaveText('Enabled')
		await expect(section.getByRole('link', { name: 'Disable Two-Factor Authentication' })).toBeVisible()

		// Log out and sign in again: the password alone is not enough any more.
		const again = await openUserMenu(page)
		await again.getByText('Logout', { exact: true }).click()
		await expect(page).toHaveURL(/\/login/)
		await signIn(page, email, PASSWORD)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-Factor Authentication')
		const loginCode = sixDigitCode((await latestEmail(request, email)).text)
		await page.getByLabel('Verification code').fill(loginCode)
		await page.getByRole('button', { name: 'Verify' }).click()
		await expect(page).toHaveURL(/\/home$/)
	})

	test('Cancel leaves 2FA as it was', async ({ page, hydrated }) => {
		test.setTimeout(150_000)
		await registerCompany(page, '2fa-cancel')
		await page.goto('/settings/general?twoFactor=password')
		const section = page.getByTestId('two-factor')
		await hydrated()
		await section.getByLabel('Password').fill(PASSWORD)
		await section.getByRole('button', { name: 'Send code' }).click()
		await expect(page).toHaveURL(/twoFactor=code$/)
		await hydrated()
		await section.getByRole('button', { name: 'Cancel' }).click()
		await expect(page).toHaveURL(/\/settings\/general$/)
		await expect(section.getByTestId('two-factor-status')).toHaveText('Disabled')
		// The flow is forgotten: the code step asks for the password again.
		await page.goto('/settings/general?twoFactor=code')
		await expect(section.getByLabel('Password')).toBeVisible()
		await expect(section.getByLabel('Verification code')).toHaveCount(0)
	})
})
