import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn, uniqueEmail, latestEmail } from './helpers.ts'

const PASSWORD = 'Fresh-Start-2026!'

async function fillRegistration(page: Page, values: { email: string; company: string; password?: string; confirm?: string }) {
	await page.getByLabel('Work email').fill(values.email)
	await page.getByLabel('First name').fill('Dana')
	await page.getByLabel('Last name').fill('Levi')
	await page.getByLabel('Company name').fill(values.company)
	await page.getByLabel('Country').selectOption({ label: 'Israel' })
	await page.getByLabel('Industry').selectOption({ label: 'Technology' })
	await page.getByLabel('Company size').selectOption({ label: '26–100' })
	await page.getByLabel('Password', { exact: true }).fill(values.password ?? PASSWORD)
	await page.getByLabel('Confirm password').fill(values.confirm ?? values.password ?? PASSWORD)
}

test.describe('registration', () => {
	test('an entry link with register=true takes a visitor to the register page', async ({ page }) => {
		await page.goto('/home?register=true')
		await expect(page).toHaveURL(/\/register$/)
		await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible()
	})

	test('an empty form lists every required-field message of the spec', async ({ page }) => {
		await page.goto('/register')
		await page.getByRole('button', { name: 'Create account' }).click()
		for (const message of [
			'Please enter your Email.',
			'Please add your first name.',
			'Please add your last name.',
			'Please add your company name.',
			'Please select your country.',
			'Please select industry your company working on.',
			'Please select your company size.',
			'Please confirm your password.',
		]) {
			await expect(page.getByText(message)).toBeVisible()
		}
	})

	test('a weak password lists the unmet rules and keeps what was typed', async ({ page }) => {
		await page.goto('/register')
		const email = uniqueEmail('weak')
		await fillRegistration(page, { email, company: `Weak ${Date.now()}`, password: 'lowercase', confirm: 'other' })
		await page.getByRole('button', { name: 'Create account' }).click()
		await expect(page.getByText('Password is not equal.')).toBeVisible()
		await expect(page.locator('[data-rule="upper"]')).toHaveAttribute('data-met', 'false')
		await expect(page.locator('[data-rule="lower"]')).toHaveAttribute('data-met', 'true')
		await expect(page.getByLabel('Work email')).toHaveValue(email)
		await expect(page.getByLabel('First name')).toHaveValue('Dana')
		await expect(page.getByLabel('Country')).toHaveValue(/.+/)
	})

	test('the email from the URL is filled in, and a taken email is refused', async ({ page }) => {
		await page.goto('/register/admin%40acme.test')
		await expect(page.getByLabel('Work email')).toHaveValue('admin@acme.test')
		await fillRegistration(page, { email: 'admin@acme.test', company: `Taken ${Date.now()}` })
		await page.getByRole('button', { name: 'Create account' }).click()
		await expect(page.getByText('The email address is already in use by another account.')).toBeVisible()
	})

	test('a new company registers, confirms the privacy policy and is asked to verify its email', async ({ page, request }) => {
		const email = uniqueEmail('new-admin')
		await page.goto('/register')
		await fillRegistration(page, { email, company: `Registered ${Date.now()}` })
		await page.getByRole('button', { name: 'Create account' }).click()
		await expect(page).toHaveURL(/\/home$/)
		const policy = page.getByRole('dialog', { name: 'Privacy Policy' })
		await expect(policy).toBeVisible()
		await policy.getByRole('button', { name: 'Confirm' }).click()
		await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toHaveCount(0)

		// The verification email was sent on registration; resending sends another.
		await page.getByRole('link', { name: 'Resend Email Verification' }).click()
		await page.getByRole('dialog', { name: 'Verify your email' }).getByRole('button', { name: 'Resend Email Verification' }).click()
		await expect(page.getByText('Email with verification link has been sent')).toBeVisible()
		const mail = await latestEmail(request, email)
		const link = (mail.html ?? mail.text).match(/https?:\/\/[^\s"'<>]+\/verify_email\?token=[^\s"'<>]+/)?.[0]
		expect(link).toBeTruthy()
		await page.goto(link!.replace(/&amp;/g, '&'))
		await expect(page).toHaveURL(/\/home$/)
		await expect(page.getByText('Your email has been verified')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Resend Email Verification' })).toHaveCount(0)
	})

	test('repeated wrong passwords lock this address out of the account for a while', async ({ page }) => {
		// A registration and six sign-ins, the failed ones slowed down on purpose by the gateway.
		test.slow()
		const email = uniqueEmail('locked')
		await page.goto('/register')
		await fillRegistration(page, { email, company: `Locked ${Date.now()}` })
		await page.getByRole('button', { name: 'Create account' }).click()
		await expect(page).toHaveURL(/\/home$/)
		await page.context().clearCookies()
		for (let i = 0; i < 5; i++) {
			await signIn(page, email, 'Wrong-Pass-1!')
			await expect(page.getByText('Invalid login credentials')).toBeVisible()
		}
		await signIn(page, email, PASSWORD)
		await expect(page.getByText('Too many unsuccessful login attempts. Please try again later.')).toBeVisible()
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('signed-in admins are not shown the registration page', async ({ page }) => {
			await page.goto('/register')
			await expect(page).toHaveURL(/\/$|\/home$/)
		})
	})
})
