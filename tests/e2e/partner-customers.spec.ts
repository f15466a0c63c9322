import { type Locator, type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, expectAccessible, uniqueEmail, withJavaScript } from './helpers.ts'

/**
 * The partner portal's customer pages (spec 2 §2, §3, §4) against the seeded reference gateway:
 * Northwind MSP (a reseller, partner@northwind.test) with 60-odd customers in every licensing, access
 * and subscription state, and Tailspin (its sub-reseller, admin@tailspin.test). Counts are read from
 * the pages themselves: other tests invite and remove customers meanwhile. Every form flow runs with
 * JavaScript and without.
 */

test.describe.configure({ timeout: 150_000 })

const CUSTOMERS = '/partner-portal/reseller/customers'

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const table = (page: Page) => page.locator('[data-slot="data-table"] table')
const names = (page: Page) => table(page).getByTestId('customer-name')
const range = (page: Page) => page.locator('[data-slot="table-range"]')
const snackbar = (page: Page) => page.getByTestId('snackbar')
const filters = (page: Page) => page.getByTestId('customer-filters')
const rowOf = (page: Page, name: string) =>
	table(page)
		.getByRole('row')
		.filter({ has: page.getByTestId('customer-name').getByText(name, { exact: true }) })

/** "26–50 of 63" → 63. */
async function totalRows(page: Page): Promise<number> {
	const text = (await range(page).textContent()) ?? ''
	const match = /of\s+([\d,]+)/.exec(text)
	if (!match) throw new Error(`no total in "${text}"`)
	return Number(match[1]!.replace(/,/g, ''))
}

/** A figure link's number ("12 Trial" → 12). */
async function figure(link: Locator): Promise<number> {
	return Number(((await link.textContent()) ?? '').replace(/[^\d]/g, ''))
}

async function search(page: Page, text: string) {
	const box = page.getByRole('searchbox', { name: 'Search customers' })
	await box.fill(text)
	await box.press('Enter')
	await expect(page).toHaveURL(new RegExp(`searchText=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`))
}

/** Every cell the locator finds (at least one) reads `text`, waiting for the table to be redrawn. */
async function expectEvery(cells: Locator, text: string) {
	await expect(cells.first()).toBeVisible()
	await expect(cells.filter({ hasNotText: new RegExp(`^${text}$`) })).toHaveCount(0)
}

/** A filter: with JavaScript the change applies at once; without, Apply filters submits the form. */
async function filterBy(page: Page, label: string, option: string) {
	await filters(page).getByLabel(label, { exact: true }).selectOption({ label: option })
	if (!withJavaScript()) await filters(page).getByRole('button', { name: 'Apply filters' }).click()
}

test.describe('Reseller overview', () => {
	test.use({ account: 'partner@northwind.test' })

	test('each figure links to the customers table filtered to it @read-only', async ({ page }) => {
		await open(page, '/partner-portal/reseller/overview')
		await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
		await expect(page).toHaveTitle(/Overview/)

		const trials = page.getByTestId('status-TRIAL_ACTIVE')
		const trialCount = await figure(trials)
		expect(trialCount).toBeGreaterThan(0)
		await trials.click()
		await expect(page).toHaveURL(/\/partner-portal\/reseller\/customers\?status=TRIAL_ACTIVE$/)
		await expect(filters(page).getByLabel('Licensing status')).toHaveValue('TRIAL_ACTIVE')
		// Other specs run meanwhile on the same seed (a purchase can end a trial), so the total is checked loosely.
		expect(await totalRows(page)).toBeGreaterThan(0)
		await expect(table(page).getByTestId('licensing-status').first()).toHaveText('Trial')

		await open(page, '/partner-portal/reseller/overview')
		// Other specs allocate licences meanwhile (an overage can end), so only the filter is checked here.
		await page.getByTestId('overages-figure').click()
		await expect(page).toHaveURL(/\?hasOverages=true$/)
		await expect(filters(page).getByLabel('Overages')).toHaveValue('true')

		await open(page, '/partner-portal/reseller/overview')
		await page.getByTestId('pending-access-figure').click()
		await expect(page).toHaveURL(/\?accountAccess=REQUESTED$/)
		// Every row's request is pending (which ones: other specs answer Fabrikam's meanwhile, tests/e2e/home.spec.ts).
		await expect(table(page).getByTestId('access-status').first()).toHaveText('Request pending')
		for (const chip of await table(page).getByTestId('access-status').all()) await expect(chip).toHaveText('Request pending')

		await open(page, '/partner-portal/reseller/overview')
		await expect(page.getByTestId('recent-transactions').getByRole('link', { name: 'All transactions' })).toHaveAttribute(
			'href',
			'/partner-portal/reseller/transactions',
		)
		await expectAccessible(page)
	})

	test('the opportunity forecast lists the likeliest deals first, then by seats @read-only', async ({ page }) => {
		await open(page, '/opportunity-forecast')
		await expect(page.getByRole('heading', { level: 1, name: 'Opportunity Forecast' })).toBeVisible()
		const percents = (await table(page).getByTestId('deal-probability').allTextContents()).map((t) => Number(t.replace(/\D/g, '')))
		expect(percents.length).toBe(25)
		expect([...percents].sort((a, b) => b - a)).toEqual(percents)
		await table(page).getByRole('columnheader', { name: 'Seats' }).getByRole('link').click()
		await expect(page).toHaveURL(/orderBy=totalSeats/)
		await expect(table(page).getByRole('columnheader', { name: 'Seats' })).toHaveAttribute('aria-sort', 'descending')
		await expectAccessible(page)
	})
})

test.describe('Customers table', () => {
	test.use({ account: 'partner@northwind.test' })

	test('pages through the customers 25 at a time and sorts by deal probability', async ({ page }) => {
		await open(page, CUSTOMERS)
		await expect(page.getByRole('heading', { level: 1, name: 'My Customers' })).toBeVisible()
		await expect(names(page)).toHaveCount(25)
		const total = await totalRows(page)
		expect(total).toBeGreaterThanOrEqual(60)
		await expect(range(page)).toHaveText(`1–25 of ${total}`)
		// axe runs in the page: with JavaScript only.
		if (withJavaScript()) await expectAccessible(page)
		await page.getByRole('link', { name: 'Go to next page' }).click()
		await expect(page).toHaveURL(/pageNumber=1/)
		await expect(range(page)).toHaveText(/^26–50 of \d+$/)

		await table(page).getByRole('columnheader', { name: 'Deal probability' }).getByRole('link').click()
		await expect(page).toHaveURL(/orderBy=dealProbability/)
		await expect(page).not.toHaveURL(/pageNumber/)
		await expect(table(page).getByRole('columnheader', { name: 'Deal probability' })).toHaveAttribute('aria-sort', 'descending')
		const column = await table(page)
			.locator('tbody tr')
			.evaluateAll((rows) =>
				rows.map((row) => {
					const header = [...row.closest('table')!.querySelectorAll('thead th')].findIndex((th) =>
						th.textContent?.includes('Deal probability'),
					)
					return Number(row.children[header]?.textContent?.replace(/\D/g, ''))
				}),
			)
		expect([...column].sort((a, b) => b - a)).toEqual(column)
	})

	test('filters by licensing status and access, clears them, and searches', async ({ page }) => {
		await open(page, CUSTOMERS)
		await filterBy(page, 'Licensing status', 'Boost')
		await expect(page).toHaveURL(/status=BOOSTED/)
		// The URL changes before the new rows are drawn (the router renders in a transition): wait on the rows.
		await expectEvery(table(page).getByTestId('licensing-status'), 'Boost')

		await filterBy(page, 'Access', 'Available')
		await expect(page).toHaveURL(/accountAccess=AVAILABLE/)
		await expect(page).toHaveURL(/status=BOOSTED/)
		await expect(rowOf(page, 'Contoso')).toHaveCount(1)
		await expectEvery(table(page).getByTestId('access-status'), 'Available')
		await expect(filters(page).getByText('(2 active)')).toBeVisible()

		await filters(page).getByRole('link', { name: 'Clear filters' }).click()
		await expect(page).not.toHaveURL(/status=|accountAccess=/)
		await expect(names(page)).toHaveCount(25)

		await search(page, 'Contoso')
		await expect(names(page)).toHaveText(['Contoso'])
		await search(page, 'nobody-by-this-name')
		await expect(table(page).getByText('No data was found, try another search')).toBeVisible()
	})

	test('invites two new customer companies, resends an invite, then removes them with the confirmation phrase', async ({
		page,
		hydrated,
	}) => {
		const stamp = `${withJavaScript() ? 'js' : 'nojs'} ${Date.now()}`
		const first = { name: `E2E Alpine ${stamp}`, email: uniqueEmail('alpine') }
		const second = { name: `E2E Bravo ${stamp}`, email: uniqueEmail('bravo') }
		await open(page, CUSTOMERS)
		await page.getByRole('link', { name: 'Invite customers' }).click()
		const dialog = page.getByTestId('invite-dialog')
		await expect(dialog.getByRole('heading', { name: 'Invite customers' })).toBeVisible()
		await hydrated()
		await expect(dialog.getByLabel('Message')).not.toHaveValue('')
		if (withJavaScript()) await expectAccessible(page, ['[data-testid="invite-dialog"]'])
		await dialog.getByLabel('Company name').fill(first.name)
		await dialog.getByLabel('Email').fill(first.email)
		await dialog.getByRole('button', { name: 'Add another company' }).click()
		await expect(dialog.getByLabel('Company name')).toHaveCount(2)
		await expect(dialog.getByLabel('Company name').first()).toHaveValue(first.name)
		await dialog.getByLabel('Company name').nth(1).fill(second.name)
		await dialog.getByLabel('Email').nth(1).fill(second.email)
		await dialog.getByRole('button', { name: 'Send invite' }).click()
		await expect(snackbar(page)).toHaveText('Invite sent')
		await expect(page.getByTestId('invite-dialog')).toHaveCount(0)

		await search(page, stamp)
		await expect(names(page)).toHaveCount(2)
		for (const invited of [first, second]) {
			const row = rowOf(page, invited.name)
			await expect(row.getByTestId('licensing-status')).toHaveText('Unregistered')
			await expect(row).toContainText('Invited')
			await expect(row).toContainText(invited.email)
		}

		await page.getByRole('button', { name: `Resend invite to ${first.name}` }).click()
		await expect(snackbar(page)).toHaveText('Invite sent')

		await hydrated()
		await page.getByRole('checkbox', { name: `Select ${first.name}` }).check()
		await page.getByRole('checkbox', { name: `Select ${second.name}` }).check()
		await page.getByTestId('remove-customers').click()
		const remove = page.getByTestId('remove-dialog')
		await expect(remove.getByRole('heading', { name: 'Remove customers' })).toBeVisible()
		await expect(remove).toContainText('Remove 2 customers from your customers?')
		await expect(remove).toContainText('Type I confirm deletion to confirm.')
		await hydrated()
		await remove.getByLabel('Confirmation phrase').fill('REMOVE')
		await remove.getByRole('button', { name: 'Remove' }).click()
		await expect(remove.getByText('Invalid confirmation phrase')).toBeVisible()
		await remove.getByLabel('Confirmation phrase').fill('I confirm deletion')
		await remove.getByRole('button', { name: 'Remove' }).click()
		await expect(snackbar(page)).toHaveText('Customer(s) removed successfully')
		await expect(page.getByTestId('remove-dialog')).toHaveCount(0)
		await expect(page).toHaveURL(new RegExp(`searchText=`))
		await expect(table(page).getByText('No data was found, try another search')).toBeVisible()
	})

	test('edits the default customer invite message', async ({ page, hydrated }) => {
		const message = `Northwind MSP invites you to the security awareness program (${withJavaScript() ? 'js' : 'nojs'} ${Date.now()}).`
		await open(page, CUSTOMERS)
		await page.getByRole('link', { name: 'Edit invite message' }).click()
		const dialog = page.getByTestId('invite-message-dialog')
		await expect(dialog.getByRole('heading', { name: 'Edit invite message' })).toBeVisible()
		await hydrated()
		await dialog.getByLabel('Invite message').fill(message)
		await dialog.getByRole('button', { name: 'Save' }).click()
		await expect(snackbar(page)).toHaveText('Invite Message updated successfully')
		await page.getByRole('link', { name: 'Invite customers' }).click()
		await expect(page.getByTestId('invite-dialog').getByLabel('Message')).toHaveValue(message)
	})

	test('requests login-as-company access to a customer, which then shows as pending', async ({ page }) => {
		await open(page, `${CUSTOMERS}?accountAccess=NOT_AVAILABLE&isRegistered=true&orderBy=name&order=asc`)
		const name = ((await names(page).first().textContent()) ?? '').trim()
		expect(name).not.toBe('')
		await page.getByRole('button', { name: `Request access to ${name}` }).click()
		await expect(snackbar(page)).toHaveText('Request sent')
		await expect(rowOf(page, name)).toHaveCount(0)
		await open(page, `${CUSTOMERS}?searchText=${encodeURIComponent(name)}`)
		await expect(rowOf(page, name).getByTestId('access-status')).toHaveText('Request pending')
		await expect(page.getByRole('button', { name: `Request access to ${name}` })).toHaveCount(0)
	})

	// Iris Legal: a registered direct customer no other spec uses (each project has its own gateway data).
	test('marks a customer as sub-reseller (the Sub-reseller filter then offers it), then unmarks it', async ({ page, hydrated }) => {
		const name = 'Iris Legal'
		await open(page, `${CUSTOMERS}?searchText=${encodeURIComponent(name)}`)
		await page.getByRole('link', { name: `Mark as sub-reseller: ${name}` }).click()
		const dialog = page.getByTestId('sub-reseller-dialog')
		await expect(dialog.getByRole('heading', { name: 'Mark as sub-reseller' })).toBeVisible()
		await expect(dialog).toContainText(`${name} becomes your sub-reseller`)
		await hydrated()
		await dialog.getByRole('button', { name: 'Mark', exact: true }).click()
		await expect(snackbar(page)).toHaveText('The customer is now a sub-reseller.')
		await expect(page.getByTestId('sub-reseller-dialog')).toHaveCount(0)
		await expect(page.getByRole('link', { name: `Unmark sub-reseller: ${name}` })).toBeVisible()
		await expect(page.getByRole('link', { name: `Mark as sub-reseller: ${name}` })).toHaveCount(0)
		// A sub-reseller of Northwind's now: the Sub-reseller filter offers it.
		await expect(filters(page).getByLabel('Sub-reseller', { exact: true }).getByRole('option', { name })).toHaveCount(1)

		await page.getByRole('link', { name: `Unmark sub-reseller: ${name}` }).click()
		await expect(dialog.getByRole('heading', { name: 'Unmark sub-reseller' })).toBeVisible()
		await expect(dialog).toContainText(`${name} goes back to being your direct customer.`)
		await hydrated()
		await dialog.getByRole('button', { name: 'Unmark', exact: true }).click()
		await expect(snackbar(page)).toHaveText('The customer is a direct customer again.')
		await expect(page.getByRole('link', { name: `Mark as sub-reseller: ${name}` })).toBeVisible()
		await expect(filters(page).getByLabel('Sub-reseller', { exact: true }).getByRole('option', { name })).toHaveCount(0)
	})

	test("logs in as Contoso and comes back to the reseller's customers", async ({ page }) => {
		await open(page, `${CUSTOMERS}?searchText=Contoso`)
		await page.getByRole('button', { name: 'Log in as Contoso' }).click()
		await expect(page).toHaveURL(/\/home$/)
		const banner = page.getByTestId('company-access-banner')
		await expect(banner).toContainText('Logged in as Company: Contoso')
		await banner.getByRole('button', { name: 'Back to customers' }).click()
		await expect(page).toHaveURL(/\/partner-portal\/reseller\/customers$/)
		await expect(page.getByTestId('company-access-banner')).toHaveCount(0)
		await expect(page.getByRole('heading', { level: 1, name: 'My Customers' })).toBeVisible()
	})
})

test.describe('A sub-reseller', () => {
	test.use({ account: 'admin@tailspin.test' })

	test('Tailspin sees only its own customers, and not the reseller pages @read-only', async ({ page }) => {
		await open(page, '/partner-portal/subreseller/customers')
		await expect(page.getByRole('heading', { level: 1, name: 'My Customers' })).toBeVisible()
		const shown = await names(page).allTextContents()
		expect(shown).toContain('Wingtip')
		expect(shown).not.toContain('Contoso')
		expect(shown).not.toContain('Fabrikam')
		// Only a reseller filters by sub-reseller.
		await expect(filters(page).getByLabel('Sub-reseller')).toHaveCount(0)
		await search(page, 'Contoso')
		await expect(table(page).getByText('No data was found, try another search')).toBeVisible()

		await page.goto(CUSTOMERS)
		await expect(page).toHaveURL(/\/home$/)
		await page.goto('/partner-portal/reseller/overview')
		await expect(page).toHaveURL(/\/home$/)
	})
})
