import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/**
 * Sharing a course with customers (spec 2 §2 "Course sharing screens", §4, §8): Northwind MSP, a partner,
 * shares its published custom training with one of its boosted customers, starts it, ends it and removes
 * it, from the customers settings and customers status tabs; Fabrikam (a Boost trial, not boosted) cannot
 * be picked. The customer is Amber Logistics, which no other spec touches (each project has its own
 * demo data); Contoso's share of the same training stays as it is. Runs with JavaScript and without.
 */

const COURSE = 'crs_custom_northwind_msp_onboarding'
const CUSTOMER = 'Amber Logistics'
const STATUS = `/courses/${COURSE}/customers-status`
const SETTINGS = `/courses/${COURSE}/customers-settings`

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first()
const customerRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: CUSTOMER }) })
const actions = (page: Page) => page.getByRole('form', { name: 'Actions on the selected customers' })

/** Ticks the customer's row and submits one of the table's actions. */
async function act(page: Page, action: 'Remove' | 'End Training' | 'Start Training') {
	await waitForHydration(page)
	await page.getByRole('checkbox', { name: `Select ${CUSTOMER}` }).check()
	await actions(page).getByRole('button', { name: action }).click()
}

test.describe('sharing a course with customers', () => {
	test.use({ account: 'partner@northwind.test' })

	test('a partner shares its training with a boosted customer, starts, ends and removes it', async ({ page }) => {
		const today = new Date()
		const todayLabel = today.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' })

		// The course page has the partner's customers tabs.
		await open(page, `/courses/${COURSE}/preview`)
		const tabs = page.getByRole('navigation', { name: 'Course pages' })
		await expect(tabs.getByRole('link', { name: 'Customers Status' })).toBeVisible()
		await tabs.getByRole('link', { name: 'Customers Settings' }).click()
		await expect(page).toHaveURL(new RegExp(`${SETTINGS}$`))
		await waitForHydration(page)

		// Fabrikam has no Boost: it is listed, not selectable, with the spec's words.
		const picker = page.getByTestId('customer-picker')
		const fabrikam = picker.locator('[data-customer-id="cmp_fabrikam"]')
		await expect(fabrikam).toContainText('Not available, non boost customer')
		await expect(fabrikam.getByRole('checkbox')).toBeDisabled()

		// Nothing picked: the spec's message, and what was typed stays.
		await page.getByLabel('Notification message').fill('From Northwind, your provider.')
		await page.getByRole('button', { name: 'Share' }).click()
		await expect(page.getByText('Please add customers')).toBeVisible()
		await expect(page.getByLabel('Notification message')).toHaveValue('From Northwind, your provider.')

		// Copy: the customer is granted access only.
		await page.getByLabel('Copy', { exact: true }).check()
		await picker.getByRole('checkbox', { name: CUSTOMER }).check()
		await page.getByRole('button', { name: 'Share' }).click()
		await expect(page).toHaveURL(new RegExp(`${STATUS}$`))
		await expect(toast(page, 'Customers have been granted access to the course!')).toBeVisible()
		await expect(customerRow(page)).toContainText('Not started')
		await expect(customerRow(page)).toContainText('0%')

		// Start Training: the start date is today's.
		await act(page, 'Start Training')
		await expect(toast(page, 'Deliveries have been started successfully!')).toBeVisible()
		await expect(customerRow(page).locator('[data-field="startDate"]')).toHaveText(todayLabel)

		if (withJavaScript()) {
			// Started: End shows, Start hides for this customer.
			await page.getByRole('checkbox', { name: `Select ${CUSTOMER}` }).check()
			await expect(actions(page).getByRole('button', { name: 'Start Training' })).toHaveCount(0)
			await expect(actions(page).getByRole('button', { name: 'End Training' })).toBeVisible()
			await page.getByRole('checkbox', { name: `Select ${CUSTOMER}` }).uncheck()
		}

		// End Training: no start date any more.
		await act(page, 'End Training')
		await expect(toast(page, 'Training was ended for companies successfully!')).toBeVisible()
		await expect(customerRow(page).locator('[data-field="startDate"]')).toHaveText('Not started')

		// Remove: the customer loses the training; Contoso keeps it.
		await act(page, 'Remove')
		await expect(toast(page, 'Training was removed for companies successfully!')).toBeVisible()
		await expect(customerRow(page)).toHaveCount(0)
		await expect(page.getByRole('rowheader', { name: 'Contoso' })).toBeVisible()
	})

	test("a catalogue course is the provider's: removing customers is disabled; none added yet is the empty state", async ({ page }) => {
		await open(page, '/courses/crs_iso27001/customers-status')
		await expect(page.getByText('No customers added to this training!')).toBeVisible()
		await expect(actions(page).getByRole('button', { name: 'Remove' })).toBeDisabled()
		await expect(actions(page)).toContainText('This training belongs to your provider: customers cannot be removed from it.')
	})
})

test.describe('a company that is no partner', () => {
	test.use({ account: 'admin@acme.test' })

	test('has no customers tabs on a course page', async ({ page }) => {
		await open(page, '/courses/crs_gdpr/preview')
		await expect(page.getByRole('navigation', { name: 'Course pages' }).getByRole('link', { name: 'Customers Status' })).toHaveCount(0)
	})
})
