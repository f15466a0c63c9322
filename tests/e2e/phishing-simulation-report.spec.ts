import { readFile } from 'node:fs/promises'
import { type Locator, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, expectAccessible, withJavaScript } from './helpers.ts'

/**
 * A simulation campaign's report and the phishing summary (spec 3 §2 /phishing-simulation/reports/{id}/{tab},
 * /reports/phishing-summary/{tab}) against the reference gateway's seed: Globex (German UI, boosted) ran
 * 'Quarterly Credential Check' in 4 rounds to its 300 learners and 'Finance Invoice Lure' once (archived),
 * and has a draft. Acme is not boosted. The filters are one GET form and the downloads plain links, so every
 * flow runs with JavaScript (choices apply at once) and without (Anwenden). Reads only.
 */

const QUARTERLY = '/phishing-simulation/reports/sim_globex_quarterly_credentials'
const DRAFT = '/phishing-simulation/reports/sim_globex_holiday_gift_card'
const SUMMARY = '/reports/phishing-summary'

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const filters = (page: Page) => page.getByTestId('report-filters')
const table = (page: Page) => page.locator('[data-slot="data-table"]')
const rows = (page: Page) => table(page).locator('tbody tr')
const count = async (page: Page) => Number((await page.getByTestId('report-count').textContent())!.replace(/\D/g, ''))
/** A count as German writes it ('1.200'). */
const number = (text: string | null) => Number((text ?? '').replace(/\./g, '').replace(/\D/g, ''))

/** Without JavaScript a choice applies with the form's button; with it, at once. */
async function applyWithoutJs(page: Page) {
	if (!withJavaScript()) await filters(page).getByRole('button', { name: 'Anwenden' }).click()
}

/** The funnel's numbers as its data table lists them (the SVG says the same in its description). */
async function funnel(page: Page) {
	const data = page.getByTestId('report-funnel').locator('table tbody tr')
	const values: Record<string, number> = {}
	for (const row of await data.all())
		values[(await row.locator('th').textContent())!] = number(await row.locator('td').first().textContent())
	return values
}

async function downloadFrom(page: Page, link: Locator) {
	const downloading = page.waitForEvent('download')
	await link.click()
	const download = await downloading
	const bytes = await readFile((await download.path())!)
	return { name: download.suggestedFilename(), rows: parse(bytes, { bom: true }) as string[][] }
}

test.describe('the simulation reports at Globex (German)', () => {
	test.use({ account: 'admin@globex.test' })

	test('overview: the header, the funnel the gateway reports (the rounds add up to it), KPIs and accessible charts', async ({ page }) => {
		// The bare campaign path is the overview.
		await open(page, QUARTERLY)
		await expect(page).toHaveURL(new RegExp(`${QUARTERLY}/overview$`))
		await expect(page.getByRole('heading', { level: 1, name: 'Quarterly Credential Check' })).toBeVisible()
		await expect(page.getByTestId('report-schedule')).toContainText('Läuft')
		await expect(page.getByTestId('report-schedule')).toContainText('Vierteljährlich')
		await expect(page.locator('#main').getByRole('link', { name: 'Phishing-Simulation' })).toHaveAttribute(
			'href',
			'/phishing-simulation/active',
		)
		await expect(page.getByRole('link', { name: 'Überblick', exact: true })).toHaveAttribute('aria-current', 'page')

		// Both charts are images named by their titles, with their numbers as a table.
		await expect(page.getByRole('img', { name: /Phishing-Trichter/ })).toBeVisible()
		await expect(page.getByRole('img', { name: /Ereignisse nach Runde/ })).toBeVisible()
		const shown = await funnel(page)
		expect(Object.keys(shown)).toEqual(['Gesendet', 'Geöffnet', 'Geklickt', 'Gephisht', 'Gemeldet'])
		expect(shown.Gesendet).toBe(1200)
		expect(shown.Geöffnet!).toBeLessThan(shown.Gesendet!)
		expect(shown.Gephisht!).toBeLessThan(shown.Geklickt!)
		// The bars are as long as their share of sent.
		const bars = page.locator('[data-slot="funnel-chart"] rect[data-value]')
		const widths = await bars.evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width'))))
		expect(widths[1]! / widths[0]!).toBeCloseTo(shown.Geöffnet! / shown.Gesendet!, 2)
		for (const kpi of ['recipients', 'reportRate', 'medianTimeToReport', 'averageTimeToReport', 'repeatClickers']) {
			await expect(page.getByTestId(`kpi-${kpi}`).locator('dd').first()).not.toHaveText('')
		}
		await expect(page.getByTestId('kpi-recipients').locator('dd').first()).toHaveText('300')
		await expect(page.getByTestId('kpi-medianTimeToReport').locator('dd').first()).toHaveText(/(Std\.|Min\.|Sek\.|Tg\.)/)
		// The chart data opens without JavaScript (a native disclosure).
		await page.getByTestId('report-funnel').getByText('Daten anzeigen').click()
		await expect(page.getByTestId('report-funnel').getByRole('table')).toBeVisible()
		// axe runs in the page: with JavaScript only.
		if (withJavaScript()) await expectAccessible(page)

		// The rounds tab, read separately from the gateway, adds up to the funnel.
		await page.getByRole('link', { name: 'Runden', exact: true }).click()
		await expect(page).toHaveURL(new RegExp(`${QUARTERLY}/rounds$`))
		await expect(page.getByTestId('report-count')).toHaveText('Runden: 4')
		const sums = [0, 0, 0, 0, 0]
		for (const row of await rows(page).all()) {
			const cells = await row.locator('td').allTextContents()
			// Beginn, Ende, Empfänger, then Gesendet … Gemeldet.
			for (let index = 0; index < 5; index += 1) sums[index]! += number(cells[3 + index]!)
		}
		expect(sums).toEqual([shown.Gesendet, shown.Geöffnet, shown.Geklickt, shown.Gephisht, shown.Gemeldet])
	})

	test('rounds and the period exclude each other: choosing rounds clears the dates, changing the period clears rounds', async ({
		page,
	}) => {
		await open(page, `${QUARTERLY}/overview`)
		const rounds = filters(page).getByTestId('round-filter')
		await rounds.locator('summary').click()
		await rounds.getByLabel(/^Runde 2 /).check()
		await applyWithoutJs(page)
		await expect(page).toHaveURL(/rounds=2/)
		// One round: each of the 300 learners got one email.
		expect((await funnel(page)).Gesendet).toBe(300)

		// The last 365 days: the rounds are cleared.
		await filters(page).getByLabel('Zeitraum', { exact: true }).selectOption('365')
		await applyWithoutJs(page)
		await expect(page).toHaveURL(/dateFrom=\d{4}-\d{2}-\d{2}&dateTo=\d{4}-\d{2}-\d{2}/)
		await expect(page).not.toHaveURL(/rounds=/)
		await expect(
			filters(page)
				.getByTestId('round-filter')
				.getByLabel(/^Runde 2 /),
		).not.toBeChecked()
		await expect(filters(page).getByLabel('Zeitraum', { exact: true })).toHaveValue('365')

		// A round again: the dates are cleared.
		const again = filters(page).getByTestId('round-filter')
		if (!(await again.locator('details').evaluate((details) => (details as HTMLDetailsElement).open)))
			await again.locator('summary').click()
		await again.getByLabel(/^Runde 1 /).check()
		await applyWithoutJs(page)
		await expect(page).toHaveURL(/rounds=1/)
		await expect(page).not.toHaveURL(/dateFrom|dateTo/)
		await expect(filters(page).getByLabel('Zeitraum', { exact: true })).toHaveValue('all')

		// A URL carrying both (typed, linked): the rounds win and the address says so.
		await open(page, `${QUARTERLY}/overview?rounds=3&dateFrom=2026-01-01&dateTo=2026-02-01`)
		await expect(page).toHaveURL(new RegExp(`${QUARTERLY}/overview\\?rounds=3$`))
	})

	test('recipients: a department filter changes the rows; paging and sort persist in the URL; the CSV has the filtered rows', async ({
		page,
	}) => {
		await open(page, `${QUARTERLY}/recipients`)
		const everyone = await count(page)
		expect(everyone).toBe(300)
		await expect(rows(page)).toHaveCount(10)
		await expect(table(page).getByRole('columnheader')).toHaveText([
			/Name/,
			/E-Mail/,
			/Abteilung/,
			/Gesendet/,
			/Geöffnet/,
			/Geklickt/,
			/Gephisht/,
			/Gemeldet/,
			/Melderate/,
			/Letztes Ereignis/,
		])

		// Paging, then sorting by clicks: both in the URL (the sort back on the first page), and a reload keeps them.
		await page.getByRole('link', { name: 'Zur nächsten Seite' }).click()
		await expect(page).toHaveURL(/pageNumber=1/)
		await table(page)
			.getByRole('link', { name: /^Geklickt/ })
			.click()
		await expect(page).toHaveURL(/orderBy=clicked/)
		await expect(page).not.toHaveURL(/pageNumber/)
		const order = new URL(page.url()).searchParams.get('order') ?? 'desc'
		const clicks = (await rows(page).locator('td:nth-child(6)').allTextContents()).map(number)
		expect(clicks).toEqual([...clicks].sort((a, b) => (order === 'asc' ? a - b : b - a)))
		await page.getByRole('link', { name: 'Zur nächsten Seite' }).click()
		await expect(page).toHaveURL(/pageNumber=1/)
		await page.reload()
		// With JavaScript the filter below applies on change, so it must not be ticked before hydration.
		await waitForHydration(page)
		await expect(page).toHaveURL(/orderBy=clicked/)
		await expect(page.locator('[data-slot="table-range"]')).toHaveText('11–20 von 300')

		// The Sales department: fewer recipients, all of Sales, back on the first page.
		const departments = filters(page).getByTestId('department-filter')
		await departments.locator('summary').click()
		await departments.getByLabel('Sales', { exact: true }).check()
		await applyWithoutJs(page)
		await expect(page).toHaveURL(/departments=dep_globex_sales/)
		await expect(page).not.toHaveURL(/pageNumber/)
		await expect(page).toHaveURL(/orderBy=clicked/)
		await expect(page.getByTestId('report-count')).not.toHaveText(`Empfänger: ${everyone}`)
		const sales = await count(page)
		expect(sales).toBeGreaterThan(0)
		expect(sales).toBeLessThan(everyone)
		expect(new Set(await rows(page).locator('td:nth-child(3)').allTextContents())).toEqual(new Set(['Sales']))

		// Download CSV: the header in German, one line per filtered recipient, no formula cells.
		const csv = await downloadFrom(page, page.getByTestId('report-download'))
		expect(csv.name).toMatch(/^phishing-simulation-recipients-\d{4}-\d{2}-\d{2}\.csv$/)
		expect(csv.rows[0]!.slice(0, 5)).toEqual(['Name', 'E-Mail', 'Abteilung', 'Letztes Ereignis', 'Wiederholter Klicker'])
		expect(csv.rows).toHaveLength(sales + 1)
		expect(new Set(csv.rows.slice(1).map((row) => row[2]))).toEqual(new Set(['Sales']))
		const cells = csv.rows.slice(1).flat()
		expect(cells.filter((cell) => /^[=+@\t\r]/.test(cell) || /^-[^\d]/.test(cell))).toEqual([])

		// A department row leads to its recipients.
		await open(page, `${QUARTERLY}/departments`)
		const row = rows(page).filter({ has: page.getByRole('rowheader', { name: 'Sales' }) })
		await row.getByRole('link').click()
		await expect(page).toHaveURL(new RegExp(`${QUARTERLY}/recipients\\?departments=dep_globex_sales$`))
		await expect(page.getByTestId('report-count')).toHaveText(`Empfänger: ${sales}`)
	})

	test('the summary lists Globex’s started campaigns; a search without rows disables the download', async ({ page }) => {
		await open(page, SUMMARY)
		await expect(page).toHaveURL(new RegExp(`${SUMMARY}/overview$`))
		await expect(page.getByRole('heading', { level: 1, name: 'Phishing-Übersicht' })).toBeVisible()
		await expect(page.getByRole('img', { name: /Ereignisse nach Monat/ })).toBeVisible()
		// Every started campaign: the quarterly rounds (1,200) and the Finance lure.
		expect((await funnel(page)).Gesendet).toBeGreaterThan(1200)

		await page.getByRole('link', { name: 'Kampagnen', exact: true }).click()
		await expect(page).toHaveURL(new RegExp(`${SUMMARY}/campaigns$`))
		await expect(page.getByTestId('report-count')).toHaveText('Kampagnen: 2')
		await expect(rows(page).getByRole('rowheader')).toHaveText(['Finance Invoice Lure', 'Quarterly Credential Check'])
		await expect(rows(page).filter({ hasText: 'Finance Invoice Lure' })).toContainText('Archiviert')
		await expect(rows(page).filter({ hasText: 'Quarterly Credential Check' })).toContainText('Läuft')
		// A campaign's row opens its report.
		await rows(page)
			.getByRole('link', { name: /Quarterly Credential Check/ })
			.click()
		await expect(page).toHaveURL(new RegExp(`${QUARTERLY}/overview$`))

		await open(page, `${SUMMARY}/recipients?searchText=no-such-recipient`)
		await expect(page.getByTestId('report-count')).toHaveText('Empfänger: 0')
		await expect(page.getByTestId('report-download')).toBeDisabled()
	})

	test('a draft has no report yet; another company’s campaign is not found', async ({ page }) => {
		await open(page, `${DRAFT}/overview`)
		await expect(page.getByRole('heading', { level: 1, name: 'Holiday Gift Card' })).toBeVisible()
		await expect(page.getByTestId('report-not-started')).toBeVisible()
		const response = await page.goto('/phishing-simulation/reports/sim_contoso_partner_baseline/overview')
		expect(response?.status()).toBe(404)
	})
})

/**
 * Watches the page from now on (page.evaluate runs with JavaScript off too) and tells when,
 * in ms since the navigation began, the upgrade dialog (not another popover) was first drawn: opacity and
 * visibility count, as the no-JavaScript panel is in the page from the start, transparent until its time.
 */
async function whenUpgradeDialogShows(page: Page) {
	const seen: { firstLookAt?: number; shownAtFirstLook?: boolean; shownAt?: number } = {}
	const deadline = Date.now() + 15_000
	while (seen.shownAt === undefined && Date.now() < deadline) {
		const now = await page
			.evaluate(() => ({
				at: performance.now(),
				shown: Boolean(
					document.querySelector('[data-testid="upgrade-dialog"]')?.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
				),
			}))
			.catch(() => null)
		if (now && seen.firstLookAt === undefined) Object.assign(seen, { firstLookAt: now.at, shownAtFirstLook: now.shown })
		if (now?.shown) seen.shownAt = now.at
		await page.waitForTimeout(25)
	}
	expect(seen.shownAt, 'the dialog showed within 15 s').toBeDefined()
	return seen as { firstLookAt: number; shownAtFirstLook: boolean; shownAt: number }
}

test.describe('the boost guard', () => {
	test.use({ account: 'admin@acme.test' })

	test('a company without Boost is sent to the simulation list, and the upgrade dialog opens after 1 second', async ({ page }) => {
		await page.goto(`${SUMMARY}/campaigns`)
		await expect(page).toHaveURL(/\/phishing-simulation\/active\?modal=upgrade&delay=1$/)
		expect((await whenUpgradeDialogShows(page)).shownAt).toBeGreaterThanOrEqual(1000)
		const dialog = page.getByRole('dialog', { name: 'Upgrade to Boost' })
		await expect(dialog).toBeVisible()
		// Keyboard users are in the dialog once it shows.
		await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="upgrade-dialog"]') !== null)).toBe(true)
		// Closing drops the wait with the dialog.
		await dialog
			.getByRole('link', { name: 'Close' })
			.or(dialog.getByRole('button', { name: 'Close' }))
			.first()
			.click()
		await expect(page).toHaveURL(/\/phishing-simulation\/active$/)
		await expect(dialog).toBeHidden()

		const response = await page.goto('/phishing-simulation/reports/sim_acme_security_check/recipients/download')
		expect(response?.url()).toMatch(/\/phishing-simulation\/active\?modal=upgrade&delay=1$/)
	})

	test('the dialog’s wait: the page is drawn without it, and it shows when the time is up', async ({ page }) => {
		// Five seconds, so the first look comes well before it even on a loaded machine.
		// Looked at from the load event on: before the stylesheet arrives nothing is transparent, nor drawn.
		await page.goto('/phishing-simulation/active?modal=upgrade&delay=5')
		const seen = await whenUpgradeDialogShows(page)
		expect(seen.firstLookAt).toBeLessThan(4000)
		expect(seen.shownAtFirstLook).toBe(false)
		expect(seen.shownAt).toBeGreaterThanOrEqual(5000)
		await expect(page.getByRole('dialog', { name: 'Upgrade to Boost' })).toBeVisible()
	})
})
