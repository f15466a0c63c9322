import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, expectAccessible, withJavaScript } from './helpers.ts'

/**
 * The phishing simulation's settings pages (spec 3 §2 settings, §3 Settings and DED settings, §8 'Settings
 * successfully updated!'): the bare path goes to Report Button; each page saves with the toast and shows
 * what was saved; a bad email is refused with 'Wrong Email format', what was typed kept. Acme's settings
 * (no other spec changes them). Runs with JavaScript and without.
 */

const SETTINGS = '/phishing-simulation/settings'

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const toast = (page: Page) => page.getByText('Settings successfully updated!', { exact: true }).first()

test.describe('phishing simulation settings', () => {
	test.use({ account: 'admin@acme.test' })

	test('the report button, configuration and direct email delivery pages save', async ({ page }) => {
		await open(page, SETTINGS)
		await expect(page).toHaveURL(/\/phishing-simulation\/settings\/report-button$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Phishing Simulation Settings' })).toBeVisible()
		const tabs = page.getByRole('navigation', { name: 'Settings pages' })
		await expect(tabs.getByRole('link', { name: 'Report Button' })).toHaveAttribute('aria-current', 'page')
		// axe runs in the page: with JavaScript only.
		if (withJavaScript()) await expectAccessible(page)

		// Report button: Move to folder needs a folder id.
		await page.getByLabel('Microsoft action').selectOption('MOVE_TO_FOLDER')
		await page.getByLabel('Folder ID').fill('')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('Please add Folder ID')).toBeVisible()
		await page.getByLabel('Folder ID').fill('Reported-Phish')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(toast(page)).toBeVisible()
		await page.reload()
		await expect(page.getByLabel('Microsoft action')).toHaveValue('MOVE_TO_FOLDER')
		await expect(page.getByLabel('Folder ID')).toHaveValue('Reported-Phish')

		// Configuration: a bad email is refused with the spec's message and stays typed; a good one saves.
		await tabs.getByRole('link', { name: 'Configuration' }).click()
		await expect(page).toHaveURL(/\/settings\/configuration$/)
		await waitForHydration(page)
		await page.getByLabel('Add the X-Test-Phish header').check()
		await page.getByLabel('Forward reported emails to').fill('not-an-email')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('Wrong Email format')).toBeVisible()
		await expect(page.getByLabel('Forward reported emails to')).toHaveValue('not-an-email')
		await page.getByLabel('Forward reported emails to').fill('security@acme.test')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(toast(page)).toBeVisible()
		await expect(page.getByLabel('Forward reported emails to')).toHaveValue('security@acme.test')
		await expect(page.getByLabel('Add the X-Test-Phish header')).toBeChecked()
		// The report button page tells where reports go, and kept its own settings.
		await tabs.getByRole('link', { name: 'Report Button' }).click()
		await expect(page.getByTestId('forwarding')).toContainText('security@acme.test')
		await expect(page.getByLabel('Folder ID')).toHaveValue('Reported-Phish')

		// Direct email delivery: the switches and the test address.
		await tabs.getByRole('link', { name: 'Direct Email Delivery' }).click()
		await expect(page).toHaveURL(/\/settings\/direct-email-delivery$/)
		await waitForHydration(page)
		// axe runs in the page: with JavaScript only.
		if (withJavaScript()) await expectAccessible(page)
		await page.getByLabel('Test email', { exact: true }).fill('bad@')
		await page.getByRole('button', { name: 'Save' }).first().click()
		await expect(page.getByText('Wrong Email format')).toBeVisible()
		await page.getByLabel('Gmail direct email delivery').check()
		await page.getByLabel('Test email', { exact: true }).fill('it@acme.test')
		await page.getByRole('button', { name: 'Save' }).first().click()
		await expect(toast(page)).toBeVisible()
		await expect(page.getByLabel('Gmail direct email delivery')).toBeChecked()
		await expect(page.getByLabel('Microsoft direct email delivery')).not.toBeChecked()
		await expect(page.getByLabel('Test email', { exact: true })).toHaveValue('it@acme.test')
		await page.getByRole('button', { name: 'Send test email' }).click()
		await expect(page.getByText('A test email was sent to it@acme.test.')).toBeVisible()
	})

	test('authorising a domain goes through the consent page and lists the domain', async ({ page }) => {
		await open(page, `${SETTINGS}/direct-email-delivery`)
		await page.getByRole('textbox', { name: 'Domain' }).fill('mail.acme.test')
		await page.getByRole('button', { name: 'Authorise' }).click()
		await expect(page).toHaveURL(/\/__gateway\/ded\/consent\//)
		await page.getByRole('button', { name: 'Allow' }).click()
		await expect(page).toHaveURL(/\/phishing-simulation\/settings\/direct-email-delivery/)
		await expect(page.getByTestId('authorized-domains')).toContainText('mail.acme.test')
	})
})
