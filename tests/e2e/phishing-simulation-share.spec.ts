import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, expectAccessible, withJavaScript } from './helpers.ts'

/**
 * Sharing a phishing simulation campaign with customers (spec 3 §2 share page, §4 Sharing, §5, §8): Northwind
 * MSP, a partner, opens its seeded 'Partner Baseline Phish' (already shared with Contoso), adds Amber
 * Logistics in the Add Customers dialog (searched; Fabrikam, not boosted, greyed with its note; a start date
 * in the past refused), then archives it again. Amber Logistics is this spec's own customer (Contoso's clone
 * stays for the other specs). Runs with JavaScript and without.
 */

const CAMPAIGN = 'sim_northwind_partner_baseline'
const SHARE = `/phishing-simulation/share/${CAMPAIGN}`
const CUSTOMER = 'Amber Logistics'

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first()
const customerRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })

/** Searches the dialog: typing with JavaScript (the search waits for a pause), Enter without. */
async function search(page: Page, text: string) {
	const dialog = page.getByRole('dialog', { name: 'Add Customers' })
	const box = dialog.getByRole('searchbox', { name: 'Search customers' })
	await box.fill(text)
	if (!withJavaScript()) await box.press('Enter')
}

test.describe('sharing a simulation campaign with customers', () => {
	test.use({ account: 'partner@northwind.test' })

	test('a partner adds a customer to its campaign and removes it again', async ({ page }) => {
		await open(page, SHARE)
		await expect(page.getByRole('heading', { level: 1, name: 'Partner Baseline Phish / Share To My Customers' })).toBeVisible()
		await expect(customerRow(page, 'Contoso')).toBeVisible()
		await expect(page.getByTestId('share-count')).toHaveText(/^Customers: \d+$/)
		const before = Number((await page.getByTestId('share-count').innerText()).replace(/\D/g, ''))
		// axe runs in the page: with JavaScript only.
		if (withJavaScript()) await expectAccessible(page)

		// Add Customers: the dialog lists the customers without the campaign; Fabrikam is greyed with its note.
		await page.getByRole('link', { name: 'Add Customers' }).first().click()
		const dialog = page.getByRole('dialog', { name: 'Add Customers' })
		await expect(dialog).toBeVisible()
		await expect(page).toHaveURL(/modal=add-customers/)
		await search(page, 'Fabrikam')
		const fabrikam = dialog.locator('li', { hasText: 'Fabrikam' })
		await expect(fabrikam.getByText('Not available to share: not boosted')).toBeVisible()
		await expect(fabrikam.getByRole('checkbox')).toBeDisabled()
		// axe runs in the page: with JavaScript only.
		if (withJavaScript()) await expectAccessible(page)
		await expect(dialog.locator('li', { hasText: 'Contoso' })).toHaveCount(0)

		await search(page, CUSTOMER)
		await expect(dialog.getByTestId('add-customers-list').getByRole('listitem')).toHaveCount(1)
		await waitForHydration(page)
		await dialog.getByRole('checkbox', { name: CUSTOMER }).check()
		// A day in the past is refused with the spec's message, the customer still ticked.
		await dialog.getByLabel('Start date').fill('2020-01-01')
		await dialog.getByRole('button', { name: 'Add', exact: true }).click()
		await expect(dialog.getByText('The date must be in the future')).toBeVisible()
		await expect(dialog.getByRole('checkbox', { name: CUSTOMER })).toBeChecked()

		const tomorrow = new Date(Date.now() + 36 * 3600_000)
		const day = tomorrow.toISOString().slice(0, 10)
		await dialog.getByLabel('Start date').fill(day)
		await dialog.getByLabel('Timezone').selectOption('Europe/Kyiv')
		await dialog.getByRole('button', { name: 'Add', exact: true }).click()
		await expect(toast(page, 'Customer was successfully added!')).toBeVisible()
		await expect(dialog).toBeHidden()
		const row = customerRow(page, CUSTOMER)
		await expect(row).toBeVisible()
		const label = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
			month: 'short',
			day: '2-digit',
			year: 'numeric',
			timeZone: 'UTC',
		})
		await expect(row.locator('[data-field="startDate"]')).toHaveText(label)
		await expect(row.locator('[data-field="progress"]')).toHaveText('0%')
		await expect(page.getByTestId('share-count')).toHaveText(`Customers: ${before + 1}`)

		// Archive: tick the customer, the count becomes the selection, Archive removes it.
		await waitForHydration(page)
		await page.getByRole('checkbox', { name: `Select ${CUSTOMER}` }).check()
		if (withJavaScript()) await expect(page.getByTestId('share-count')).toHaveText('Selected: 1')
		await page.getByRole('button', { name: 'Archive' }).click()
		await expect(toast(page, '1 customer was removed from the campaign!')).toBeVisible()
		await expect(customerRow(page, CUSTOMER)).toHaveCount(0)
		await expect(customerRow(page, 'Contoso')).toBeVisible()
		await expect(page.getByTestId('share-count')).toHaveText(`Customers: ${before}`)
	})
})

test.describe('a company that is not a partner', () => {
	test.use({ account: 'admin@acme.test' })

	test('goes back to the campaign list from a share page', async ({ page }) => {
		await page.goto(SHARE)
		await expect(page).toHaveURL(/\/phishing-simulation\/active$/)
	})
})
