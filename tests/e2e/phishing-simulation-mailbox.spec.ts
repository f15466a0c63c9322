import { expect, test } from './fixtures.ts'

// A phishing simulation email as its recipient meets it (server/gateway/services/phishing-simulation-tracking.ts,
// pages/mailbox.ts): in the reference gateway's mailbox (read by platform staff on the production build), its
// link opens the campaign's landing page in a new tab, submitting it shows the teaching page, and the report
// button marks it reported. The email is the demo history's (db/seed-phishing-simulation.ts: Acme's 'Acme
// Security Check', whose email to learner@acme.test nobody has touched yet); each project's server has fresh data.
// Runs with JavaScript and without: every page here is server-drawn.

const ACME_SUBJECT = 'Action required: your password expires today'

test.describe('a phishing simulation email in the mailbox', () => {
	test.skip(process.env.E2E_DEV === '1', 'the development server keeps its data between runs: the email may be reported already')
	test.use({ account: 'support@platform.test' })

	test('its link opens the landing page, submitting it teaches, and reporting it shows "Reported"', async ({ page, context }) => {
		await page.goto(`/__gateway/mailbox?${new URLSearchParams({ to: 'learner@acme.test' })}`)
		await page.getByRole('link', { name: ACME_SUBJECT }).first().click()
		await expect(page.getByRole('heading', { name: ACME_SUBJECT })).toBeVisible()
		const messageUrl = page.url()
		expect(new URL(messageUrl).pathname).toMatch(/^\/__gateway\/mailbox\/\d+$/)

		// The email's HTML, sandboxed; its button is the tracked link and opens a tab of its own.
		const email = page.frameLocator('iframe[title^="Email"]')
		await expect(email.getByRole('heading', { name: 'Your password expires today' })).toBeVisible()
		// Its open pixel loads inside the sandboxed frame, the page's policy allowing it (the email counts as opened).
		const pixel = email.locator('img[src$="/open.gif"]')
		await expect(pixel).toHaveAttribute('src', /^\/__gateway\/phish\/[A-Za-z0-9_-]{32}\/open\.gif$/)
		await expect.poll(() => pixel.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
		const opened = context.waitForEvent('page')
		await email.getByRole('link', { name: 'Keep current password' }).click()
		const landing = await opened
		await landing.waitForLoadState()
		expect(new URL(landing.url()).pathname).toMatch(/^\/__gateway\/phish\/[A-Za-z0-9_-]{32}$/)
		await expect(landing.getByRole('heading', { name: 'Sign in' })).toBeVisible()
		await landing.getByLabel('Email address').fill('learner@acme.test')
		await landing.getByLabel('Password').fill('not-my-real-password')
		await landing.getByRole('button', { name: 'Sign in' }).click()
		await expect(landing.getByRole('heading', { name: 'This was a phishing simulation run by Acme Corp' })).toBeVisible()
		await expect(landing.getByText('Nothing you typed on the previous page was stored')).toBeVisible()
		await landing.close()

		// Back in the mailbox: the report button, then "Reported" in its place.
		await page.getByRole('button', { name: 'Report phishing' }).click()
		await expect(page).toHaveURL(messageUrl)
		await expect(page.getByRole('status').filter({ hasText: 'Reported' })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Report phishing' })).toHaveCount(0)
	})

	test('a login page preview shows the imitation with its form disabled @read-only', async ({ page }) => {
		await page.goto('/__gateway/phish-preview/lp_parcel')
		await expect(page.getByRole('heading', { name: 'Confirm your delivery' })).toBeVisible()
		await expect(page.getByText('Preview: this form is disabled and records nothing.')).toBeVisible()
		await expect(page.getByLabel('Card number')).toBeDisabled()
		await expect(page.getByRole('button', { name: 'Pay 1.99 EUR and reschedule' })).toBeDisabled()
	})
})
