import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, expectAccessible, withJavaScript } from './helpers.ts'

/**
 * Licensing and billing (spec 1 §2, §3, §6, §7, §9): the plan summary on /licensing, the plan
 * dialogs' links, the provider-managed notice, the coalition parent's redirect, and /billing's
 * invoices table (statuses, sort, paging) with Manage billing reaching the customer portal. Every
 * test runs with JavaScript and without.
 *
 * Globex's company language is German, so its pages show the German texts of this area (the
 * shell's own texts are English until translated); dates keep the spec's 'MMM dd, yyyy'.
 */

test.describe.configure({ timeout: 150_000 })

const GERMAN = {
	licensing: 'Lizenzierung',
	billing: 'Abrechnung',
	amount: 'Betrag',
	manageBilling: 'Abrechnung verwalten',
	overdue: 'Überfällig',
	paid: 'Bezahlt',
	rowsPerPage: 'Zeilen pro Seite',
	apply: 'Anwenden',
	nextPage: 'Zur nächsten Seite',
	range: (from: number, to: number, total: number) => `${from}–${to} von ${total}`,
}

const DATE = /^[A-Z][a-z]{2} \d{2}, \d{4}$/
/** Globex reads the console in German: its dates too ('05. März 2027', '25. Nov. 2026'). */
const GERMAN_DATE = /^\d{2}\. \p{Lu}\p{Ll}{2,3}\.? \d{4}$/u

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const main = (page: Page) => page.locator('main')
const table = (page: Page) => page.locator('[data-slot="data-table"] table')
const invoiceNumbers = (page: Page) => table(page).getByRole('rowheader')
const range = (page: Page) => page.locator('[data-slot="table-range"]')

function dollars(text: string) {
	return Number(text.replace(/[^0-9.]/g, ''))
}

test.describe('/licensing', () => {
	test.describe(() => {
		test.use({ account: 'admin@globex.test' })
		test('a Boost company sees its plan, seats, users, price per seat and renewal date', { tag: '@read-only' }, async ({ page }) => {
			await open(page, '/licensing')
			await expect(page.getByRole('heading', { level: 1, name: GERMAN.licensing })).toBeVisible()
			// The tab's title follows the locale too.
			await expect(page).toHaveTitle(GERMAN.licensing)
			await expect(page.getByTestId('licensing-plan')).toHaveText('Boost')
			await expect(page.getByTestId('licensing-seats')).toHaveText('250')
			await expect(page.getByTestId('licensing-users')).toContainText('300')
			await expect(page.getByTestId('licensing-price-per-seat')).toContainText('$18.00')
			await expect(page.getByTestId('licensing-renewal-date')).toHaveText(GERMAN_DATE)
			expect(Number(await page.getByTestId('licensing-days-left').textContent())).toBeGreaterThan(360)
			// Buy seats and downgrade open the shell's plan dialogs over this page.
			await expect(page.getByTestId('buy-seats')).toHaveAttribute('href', '/licensing?modal=upgrade')
			await expect(page.getByTestId('downgrade-plan')).toHaveAttribute('href', '/licensing?modal=downgrade')
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test(
			'a free company sees the Free plan and the upgrade link to the plan dialog, and no trial button',
			{ tag: '@read-only' },
			async ({ page }) => {
				await open(page, '/licensing')
				await expect(page.getByRole('heading', { level: 1, name: 'Licensing' })).toBeVisible()
				await expect(page.getByTestId('licensing-plan')).toHaveText('Free')
				await expect(page.getByTestId('licensing-seats')).toHaveText('25')
				const upgrade = main(page).getByRole('link', { name: 'Upgrade' })
				await expect(upgrade).toHaveAttribute('href', '/licensing?modal=upgrade')
				await expect(main(page).getByRole('link', { name: 'Downgrade' })).toHaveCount(0)
				await expect(main(page).getByRole('button', { name: /start trial/i })).toHaveCount(0)
				await expect(main(page).getByRole('link', { name: /start trial/i })).toHaveCount(0)
				await upgrade.click()
				await expect(page).toHaveURL(/\/licensing\?modal=upgrade$/)
			},
		)
	})

	test.describe(() => {
		test.use({ account: 'admin@fabrikam.test' })
		test(
			"a Northwind customer is told 'Licensing is managed by your provider', with Northwind's name",
			{ tag: '@read-only' },
			async ({ page }) => {
				await open(page, '/licensing')
				const notice = page.getByTestId('provider-managed')
				await expect(notice).toContainText('Licensing is managed by your provider')
				await expect(notice).toContainText('Your provider: Northwind MSP')
				await expect(notice.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/licensing?modal=support')
				// Its Boost trial is running: 'Trial Ends in' with the date.
				await expect(page.getByTestId('licensing-plan')).toHaveText('Boost Trial')
				await expect(page.getByTestId('licensing-trial-ends')).toHaveText(DATE)
				for (const name of ['Upgrade', 'Buy Seats', 'Downgrade']) await expect(main(page).getByRole('link', { name })).toHaveCount(0)
			},
		)
	})

	test.describe(() => {
		test.use({ account: 'admin@coalition.test' })
		test('the coalition parent company is sent to get-started from both pages', { tag: '@read-only' }, async ({ page }) => {
			await page.goto('/licensing')
			await expect(page).toHaveURL(/\/home$/)
			await page.goto('/billing')
			await expect(page).toHaveURL(/\/home$/)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@globex.test' })
		test('/licensing has no serious accessibility violation', async ({ page }) => {
			test.skip(!withJavaScript(), 'axe needs JavaScript in the page')
			await open(page, '/licensing')
			await expect(page.getByTestId('licensing-plan')).toBeVisible()
			await expectAccessible(page)
		})
	})
})

test.describe('/billing', () => {
	test.describe(() => {
		test.use({ account: 'admin@globex.test' })
		test('lists the invoices and payment history with their statuses', { tag: '@read-only' }, async ({ page }) => {
			await open(page, '/licensing')
			await page.getByRole('navigation', { name: 'Lizenzierung und Abrechnung' }).getByRole('link', { name: GERMAN.billing }).click()
			await expect(page).toHaveURL(/\/billing$/)
			await expect(page.getByRole('heading', { level: 1, name: GERMAN.billing })).toBeVisible()
			await expect(page).toHaveTitle(GERMAN.billing)
			// Newest first: the draft, the open one, the one past due, then the paid, voided and card-paid ones.
			await expect(invoiceNumbers(page)).toHaveText(['INV-000006', 'INV-000005', 'INV-000004', 'INV-000003', 'INV-000002', 'INV-000001'])
			const statuses = await table(page)
				.locator('[data-slot="status-chip"]')
				.evaluateAll((chips) => chips.map((c) => c.getAttribute('data-status')))
			expect(statuses).toEqual(['DRAFT', 'OPEN', 'OVERDUE', 'PAID', 'VOID', 'PAID'])
			await expect(table(page).getByText(GERMAN.overdue, { exact: true })).toHaveCount(1)
			await expect(table(page).getByText(GERMAN.paid, { exact: true })).toHaveCount(2)
			await expect(table(page).getByText('Kreditkarte mit Endziffern 4242')).toBeVisible()
			await expect(range(page)).toHaveText(GERMAN.range(1, 6, 6))
			// An unpaid invoice to pay by transfer: the bank details show.
			await expect(page.getByTestId('bank-iban')).not.toBeEmpty()
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@globex.test' })
		test('sorts by amount and pages through the invoices', async ({ page }) => {
			await open(page, '/billing')
			const amountHeader = table(page).getByRole('columnheader', { name: GERMAN.amount })
			await amountHeader.getByRole('link').click()
			await expect(page).toHaveURL(/orderBy=amount/)
			await expect(amountHeader).toHaveAttribute('aria-sort', 'descending')
			const descending = (await table(page).locator('tbody tr td:nth-of-type(2)').allTextContents()).map(dollars)
			expect(descending).toEqual([...descending].sort((a, b) => b - a))
			expect(descending[0]).toBe(3600)
			await amountHeader.getByRole('link').click()
			await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending')
			await expect(table(page).locator('tbody tr td:nth-of-type(2)').first()).toHaveText('$450.00')

			await page.getByLabel(GERMAN.rowsPerPage).selectOption('5')
			if (!withJavaScript()) await page.locator('[data-slot="table-pagination"]').getByRole('button', { name: GERMAN.apply }).click()
			await expect(page).toHaveURL(/pageSize=5/)
			await expect(invoiceNumbers(page)).toHaveCount(5)
			await expect(range(page)).toHaveText(GERMAN.range(1, 5, 6))
			await page.getByRole('link', { name: GERMAN.nextPage }).click()
			await expect(page).toHaveURL(/pageNumber=1/)
			await expect(invoiceNumbers(page)).toHaveCount(1)
			await expect(range(page)).toHaveText(GERMAN.range(6, 6, 6))
			await expect(table(page).locator('tbody tr td:nth-of-type(2)')).toHaveText(['$3,600.00'])
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@globex.test' })
		test('filters by status', async ({ page }) => {
			await open(page, '/billing')
			await page.getByTestId('invoice-filters').getByLabel('Status').selectOption('PAID')
			await page.getByTestId('invoice-filters').getByRole('button').click()
			await expect(page).toHaveURL(/invoiceStatus=PAID/)
			await expect(invoiceNumbers(page)).toHaveText(['INV-000003', 'INV-000001'])
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@globex.test' })
		test('Manage billing reaches the payment provider’s customer portal', async ({ page }) => {
			await open(page, '/billing')
			await page.getByRole('button', { name: GERMAN.manageBilling }).click()
			await expect(page).toHaveURL(/\/__gateway\/billing-portal\//)
			await expect(page.getByRole('heading', { level: 1, name: 'Billing for Globex' })).toBeVisible()
			await page.getByRole('link', { name: '← Return to the console' }).click()
			await expect(page).toHaveURL(/\/billing$/)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@globex.test' })
		test('/billing has no serious accessibility violation', async ({ page }) => {
			test.skip(!withJavaScript(), 'axe needs JavaScript in the page')
			await open(page, '/billing')
			await expect(invoiceNumbers(page).first()).toBeVisible()
			await expectAccessible(page)
		})
	})
})
