import { expect, test } from './fixtures.ts'
import { latestEmail, signIn, sixDigitCode, withJavaScript } from './helpers.ts'

const MFA_ADMIN = 'mfa@globex.test'

// One account: success first, then the lockout that blocks it for 10 minutes.
test.describe.configure({ mode: 'serial' })

test.describe('email-code second factor', () => {
	test('the code form replaces the login form, and the emailed code signs in', async ({ page, request }) => {
		await signIn(page, MFA_ADMIN)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-Factor Authentication')
		await expect(page.getByLabel('Password')).toHaveCount(0)
		const email = await latestEmail(request, MFA_ADMIN)
		await page.getByLabel('Verification code').fill(sixDigitCode(email.text))
		await page.getByRole('button', { name: 'Verify' }).click()
		await expect(page).toHaveURL(/\/home$/)
		await expect(page.getByTestId('company-name')).toHaveText('Globex')
	})

	test('a code that is not 6 digits is refused with the spec message', async ({ page }) => {
		await signIn(page, MFA_ADMIN)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-Factor Authentication')
		// Typed key by key, as a person does: the browser-side rules load on the first keystroke.
		await page.getByLabel('Verification code').pressSequentially('12a', { delay: 80 })
		if (withJavaScript()) {
			await page.getByLabel('Verification code').blur()
			await expect(page.getByText('The code must be 6 digits.')).toBeVisible()
			await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled()
		} else {
			await page.getByRole('button', { name: 'Verify' }).click()
			await expect(page.getByText('The code must be 6 digits.')).toBeVisible()
		}
		await page.getByRole('button', { name: 'Back to login' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login')
	})

	test('wrong codes end in the 10-minute lock, and resend is no longer offered', async ({ page, request }) => {
		await signIn(page, MFA_ADMIN)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-Factor Authentication')
		const real = sixDigitCode((await latestEmail(request, MFA_ADMIN)).text)
		const wrong = real === '000000' ? '111111' : '000000'
		const lockMessage = page.getByText('The number of attempts has been exhausted. Please try again in 10 minutes.')
		const codeInput = page.getByLabel('Verification code')
		for (let attempt = 0; attempt < 8; attempt++) {
			await codeInput.fill(wrong)
			const answered = page.waitForResponse(
				(r) => r.request().method() === 'POST' && (r.request().postData() ?? '').includes('intent=verify-code'),
			)
			await page.getByRole('button', { name: 'Verify' }).click()
			await answered
			// The refused code is cleared from the field before the next try.
			await expect(codeInput).toHaveValue('')
			if (await lockMessage.isVisible()) break
		}
		await expect(lockMessage).toBeVisible()
		await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0)
		// Even the right code is refused while locked.
		await page.getByLabel('Verification code').fill(real)
		await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled()
	})
})
