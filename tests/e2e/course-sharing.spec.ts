import { type Locator, type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/**
 * Sharing a course with customers (spec 2 §2 "Course sharing screens", §4, §8): Northwind MSP, a partner,
 * shares its published custom training with one of its boosted customers, starts it, ends it and removes
 * it, from the customers settings and customers status tabs. The customers are picked in the Add Customers
 * dialog (searched, paged), where Fabrikam (a Boost trial, not boosted) cannot be ticked, and what was
 * typed in the form before opening it stays. The customer is Amber Logistics, which no other spec touches (each project has its own
 * demo data); Contoso's share of the same training stays as it is. Runs with JavaScript and without.
 */

const COURSE = 'crs_custom_northwind_msp_onboarding'
const CUSTOMER = 'Amber Logistics'
/** Ticked on the picker's first page, then removed before sharing. */
const OTHER_CUSTOMER = 'Amber Dental'
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

/** Searches the picker: by typing with JavaScript (the search waits for a pause), by Enter without. */
async function search(picker: Locator, text: string) {
	const box = picker.getByRole('searchbox', { name: 'Search customers' })
	await box.fill(text)
	if (!withJavaScript()) await box.press('Enter')
}

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

		// Nothing picked: the spec's message, and what was typed stays. The message is long and not Latin: some
		// 30 KB as a URL, so without JavaScript it has to travel in posts, never in the address.
		const MESSAGE = `From Northwind, your provider. ${'אבטחת מידע '.repeat(300)}`.trim()
		await page.getByLabel('Notification message').fill(MESSAGE)
		await page.getByRole('button', { name: 'Share' }).click()
		await expect(page.getByText('Please add customers')).toBeVisible()
		await expect(page.getByLabel('Notification message')).toHaveValue(MESSAGE)

		// The Add Customers picker: typed before it opens, still there once customers are added.
		await page.getByLabel('Notification subject').fill('Your onboarding starts today')
		await page.getByRole('button', { name: 'Add Customers' }).click()
		const picker = page.getByRole('dialog', { name: 'Add Customers' })
		await expect(picker).toBeVisible()
		if (withJavaScript()) {
			// A real dialog: Escape closes it, the form untouched.
			await expect(picker.getByRole('searchbox', { name: 'Search customers' })).toBeFocused()
			await page.keyboard.press('Escape')
			await expect(picker).toBeHidden()
			await page.getByRole('button', { name: 'Add Customers' }).click()
			await expect(picker).toBeVisible()
		}

		// Ticks stay across pages and searches.
		const firstTick = picker.getByRole('checkbox', { name: OTHER_CUSTOMER })
		await firstTick.check()
		await picker.getByRole('button', { name: 'Next page' }).click()
		await expect(picker.getByText('Page 2 of')).toBeVisible()
		await picker.getByRole('button', { name: 'Previous page' }).click()
		await expect(firstTick).toBeChecked()

		// Fabrikam has no Boost: it is listed, not selectable, with the spec's words.
		await search(picker, 'Fabrikam')
		const fabrikam = picker.locator('[data-customer-id="cmp_fabrikam"]')
		await expect(fabrikam).toContainText('Not available, non boost customer')
		await expect(fabrikam.getByRole('checkbox')).toBeDisabled()
		await search(picker, 'No such customer')
		await expect(picker.getByText('No data was found, try another search')).toBeVisible()
		await search(picker, CUSTOMER)
		await picker.getByRole('checkbox', { name: CUSTOMER }).check()
		if (withJavaScript()) await expect(picker.getByTestId('picker-selected')).toHaveText('2 selected')
		await picker.getByRole('button', { name: 'Add', exact: true }).click()
		await expect(picker).toBeHidden()
		const chosen = page.getByTestId('chosen-customers').locator('[data-customer-id]')
		await expect(chosen).toHaveText([OTHER_CUSTOMER, CUSTOMER])
		await expect(page.getByLabel('Notification subject')).toHaveValue('Your onboarding starts today')
		await expect(page.getByLabel('Notification message')).toHaveValue(MESSAGE)

		// A chosen customer goes again with its Remove; what was typed stays.
		await page.getByRole('button', { name: `Remove ${OTHER_CUSTOMER}` }).click()
		await expect(chosen).toHaveText([CUSTOMER])
		await expect(page.getByLabel('Notification subject')).toHaveValue('Your onboarding starts today')

		// Copy: the customer is granted access only.
		await page.getByLabel('Copy', { exact: true }).check()
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
