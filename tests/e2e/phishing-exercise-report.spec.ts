import { readFile } from 'node:fs/promises'
import { type Locator, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/**
 * A phishing exercise campaign's report (spec 3 §2 /phishing-exercise-report/{campaignId}/{tab}, §7
 * "Exercise reports", §8, §9) against the reference gateway's seed: Globex (German) runs 'Q4 Phishing
 * Awareness' to all its learners with results, has 'Holiday Season Readiness' scheduled for a later day,
 * and reads the console in German. The filters are one GET form, the dialogs URL state and the downloads
 * plain links, so every flow runs with JavaScript and without. Reads only.
 */

const RUNNING = '/phishing-exercise-report/pex_globex_q4_awareness'
const SCHEDULED = '/phishing-exercise-report/pex_globex_holiday_readiness'

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const table = (page: Page) => page.locator('[data-slot="data-table"]')
const rows = (page: Page) => table(page).locator('tbody tr')
const count = async (page: Page) => Number((await page.getByTestId('report-count').textContent())!.replace(/\D/g, ''))

async function downloadFrom(page: Page, link: Locator) {
	const downloading = page.waitForEvent('download')
	await link.click()
	const download = await downloading
	const bytes = await readFile((await download.path())!)
	return { name: download.suggestedFilename(), rows: parse(bytes, { bom: true }) as string[][] }
}

async function applyFilters(page: Page) {
	await page.getByTestId('report-filters').getByRole('button', { name: 'Anwenden' }).click()
}

test.describe('the phishing exercise report at Globex (German)', () => {
	test.use({ account: 'admin@globex.test' })

	test('users tab: the stats bar; filters by status and department in the URL, and a copied URL shows the same', async ({
		page,
		browser,
	}, testInfo) => {
		// The bare campaign path is the users tab.
		await open(page, RUNNING)
		await expect(page).toHaveURL(new RegExp(`${RUNNING}/users$`))
		await expect(page.getByRole('heading', { level: 1, name: 'Q4 Phishing Awareness' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Benutzer', exact: true })).toHaveAttribute('aria-current', 'page')
		const stats = page.getByTestId('report-stats')
		for (const label of ['Abgeschlossen', 'Nicht begonnen', 'In Bearbeitung', 'Überfällig', 'Durchschnittliche Punktzahl']) {
			await expect(stats.getByText(label, { exact: true })).toBeVisible()
		}
		// The average score is out of 10 (the gateway's 0–100 divided by 10).
		const average = Number((await page.getByTestId('stat-averageScore').locator('dd').textContent())!.replace(',', '.'))
		expect(average).toBeGreaterThan(0)
		expect(average).toBeLessThanOrEqual(10)
		const completed = Number(await page.getByTestId('stat-COMPLETED').locator('dd').textContent())
		const everyone = await count(page)
		expect(everyone).toBeGreaterThan(10)
		await expect(page.getByTestId('report-count')).toHaveText(`Benutzer: ${everyone}`)
		// Ten rows a page; users by status, descending (spec 3 §9).
		await expect(rows(page)).toHaveCount(10)
		await expect(table(page).getByRole('columnheader')).toHaveText([
			/Vollständiger Name/,
			/E-Mail/,
			/Abteilungen/,
			/Status/,
			/Verbleibende Tage/,
			/Fortschritt/,
			/Richtig/,
			/Teilweise/,
			/Falsch/,
			/Punktzahl/,
			/Abschlussdatum/,
		])

		// Status: completed only. Their days to complete are '-', their scores out of 10.
		await page.getByTestId('report-filters').getByLabel('Abgeschlossen').check()
		await applyFilters(page)
		await expect(page).toHaveURL(/status=COMPLETED/)
		await expect(page.getByTestId('report-count')).toHaveText(`Benutzer: ${completed}`)
		await expect(rows(page).locator('[data-slot="status-chip"]').first()).toHaveText('Abgeschlossen')
		expect(new Set(await rows(page).locator('[data-slot="status-chip"]').allTextContents())).toEqual(new Set(['Abgeschlossen']))
		expect(new Set(await rows(page).locator('td:nth-child(5)').allTextContents())).toEqual(new Set(['-']))
		for (const score of await rows(page).locator('td:nth-child(10)').allTextContents()) {
			expect(Number(score.replace(',', '.'))).toBeLessThanOrEqual(10)
		}

		// And the Sales department: both filters in the URL.
		const departments = page.getByTestId('department-filter')
		await departments.locator('summary').click()
		await departments.getByLabel('Sales').check()
		await applyFilters(page)
		await expect(page).toHaveURL(/departments=dep_globex_sales/)
		await expect(page).toHaveURL(/status=COMPLETED/)
		const filtered = await count(page)
		expect(filtered).toBeGreaterThan(0)
		expect(filtered).toBeLessThan(completed)
		expect(new Set(await rows(page).locator('td:nth-child(3)').allTextContents())).toEqual(new Set(['Sales']))

		// The same URL in a fresh page shows the same view, its filters checked.
		const link = page.url()
		const other = await browser.newContext({
			javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
			storageState: await page.context().storageState(),
		})
		const second = await other.newPage()
		await second.goto(link)
		await expect(second.getByTestId('report-count')).toHaveText(`Benutzer: ${filtered}`)
		await expect(second.getByTestId('report-filters').getByLabel('Abgeschlossen')).toBeChecked()
		await expect(second.getByTestId('department-filter').getByLabel('Sales', { exact: true })).toBeChecked()
		await other.close()

		// Clear filters: everyone again.
		await page.getByRole('link', { name: 'Filter zurücksetzen' }).click()
		await expect(page).toHaveURL(new RegExp(`${RUNNING}/users$`))
		await expect(page.getByTestId('report-count')).toHaveText(`Benutzer: ${everyone}`)
	})

	test('users tab: paging and sorting in the URL; a user’s row opens their templates, searchable, with their CSV', async ({ page }) => {
		await open(page, `${RUNNING}/users`)
		const everyone = await count(page)
		await page.getByRole('link', { name: 'Zur nächsten Seite' }).click()
		await expect(page).toHaveURL(/pageNumber=1/)
		await expect(page.locator('[data-slot="table-range"]')).toHaveText(`11–${Math.min(20, everyone)} von ${everyone}`)
		await table(page)
			.getByRole('link', { name: /Punktzahl/ })
			.click()
		await expect(page).toHaveURL(/orderBy=score/)
		await expect(page).not.toHaveURL(/pageNumber/)
		const order = new URL(page.url()).searchParams.get('order') ?? 'desc'
		const scores = (await rows(page).locator('td:nth-child(10)').allTextContents()).map((s) => Number(s.replace(',', '.')))
		expect(scores).toEqual([...scores].sort((a, b) => (order === 'asc' ? a - b : b - a)))

		// A user's row opens their templates: thumbnail, layout, answer and its status; searchable; its own CSV.
		const first = rows(page).first().getByRole('rowheader')
		const name = (await first.textContent())!.trim()
		await first.getByRole('link').click()
		await expect(page).toHaveURL(/modal=user&user=/)
		const dialog = page.getByRole('dialog', { name })
		await expect(dialog).toBeVisible()
		await expect(dialog.getByRole('columnheader')).toHaveText(['Name', 'Layouttyp', 'Antwort', 'Antwortstatus'])
		await expect(dialog.locator('tbody tr')).toHaveCount(3)
		const search = dialog.getByRole('searchbox', { name: 'Vorlagen suchen' })
		await search.fill('Statement')
		if (!withJavaScript()) await search.press('Enter')
		await expect(page).toHaveURL(/dialogSearchText=Statement/)
		await expect(page.getByRole('dialog', { name }).locator('tbody tr')).toHaveCount(1)
		const csv = await downloadFrom(page, page.getByRole('dialog', { name }).getByTestId('dialog-download'))
		expect(csv.name).toMatch(/^phishing-exercise-userTemplates-\d{4}-\d{2}-\d{2}\.csv$/)
		expect(csv.rows[0]).toEqual(['Name', 'Layouttyp', 'Antwort', 'Antwortstatus'])
		expect(csv.rows).toHaveLength(2)
		expect(csv.rows[1]![0]).toBe('Monthly Statement Ready')
	})

	test('templates tab and a template’s users; a department’s row opens the users tab filtered by it; Export CSV of a tab', async ({
		page,
	}) => {
		await open(page, `${RUNNING}/templates`)
		await expect(page.getByTestId('report-count')).toHaveText('Vorlagen: 3')
		await expect(table(page).getByRole('columnheader')).toHaveText([/Name/, /Layouttyp/, /Richtig/, /Teilweise/, /Falsch/, /Gesamt/])
		const row = rows(page).filter({ hasText: 'Monthly Statement Ready' })
		const total = Number(await row.locator('td').nth(4).textContent())
		await row.getByRole('link', { name: /Monthly Statement Ready/ }).click()
		await expect(page).toHaveURL(/modal=template&template=/)
		const dialog = page.getByRole('dialog', { name: 'Monthly Statement Ready' })
		await expect(dialog.getByRole('columnheader')).toHaveText(['Vollständiger Name', 'E-Mail', 'Antwort', 'Status'])
		await expect(dialog.locator('tbody tr')).toHaveCount(10)
		const users = await downloadFrom(page, dialog.getByTestId('dialog-download'))
		expect(users.rows[0]).toEqual(['Vollständiger Name', 'E-Mail', 'Antwort', 'Status'])
		expect(users.rows.length - 1).toBeGreaterThanOrEqual(total)

		// Departments: a row goes to the users tab filtered by that department.
		await open(page, `${RUNNING}/departments`)
		await expect(table(page).getByRole('columnheader')).toHaveText([
			/Name/,
			/Lernende/,
			/Fortschritt/,
			/Abgeschlossen/,
			/In Bearbeitung/,
			/Nicht begonnen/,
			/Überfällig/,
		])
		const sales = rows(page).filter({ has: page.getByRole('rowheader', { name: 'Sales' }) })
		const learners = Number(await sales.locator('td').first().textContent())
		await sales.getByRole('link').click()
		await expect(page).toHaveURL(new RegExp(`${RUNNING}/users\\?departments=dep_globex_sales$`))
		await expect(page.getByTestId('report-count')).toHaveText(`Benutzer: ${learners}`)
		await expect(page.getByTestId('department-filter').getByLabel('Sales', { exact: true })).toBeChecked()

		// Export CSV of the filtered users tab: the header in German, one line per user.
		const csv = await downloadFrom(page, page.getByTestId('report-download'))
		expect(csv.name).toMatch(/^phishing-exercise-users-\d{4}-\d{2}-\d{2}\.csv$/)
		expect(csv.rows[0]).toEqual([
			'Vollständiger Name',
			'E-Mail',
			'Abteilungen',
			'Status',
			'Verbleibende Tage',
			'Fortschritt',
			'Richtig',
			'Teilweise',
			'Falsch',
			'Punktzahl',
			'Abschlussdatum',
		])
		expect(csv.rows).toHaveLength(learners + 1)
		const cells = csv.rows.slice(1).flat()
		expect(cells.filter((cell) => /^[=+@\t\r]/.test(cell) || /^-[^\d]/.test(cell))).toEqual([])
	})

	test('a postponed campaign has no report; a search without rows disables the download; another company’s campaign is not found', async ({
		page,
	}) => {
		await open(page, `${SCHEDULED}/users`)
		await expect(page.getByRole('heading', { level: 1, name: 'Holiday Season Readiness' })).toBeVisible()
		await expect(page.getByTestId('report-postponed')).toHaveText(
			'Der Bericht ist für eine verschobene Phishing-Übungskampagne nicht verfügbar.',
		)
		await expect(page.getByTestId('report-download')).toHaveCount(0)

		await open(page, `${RUNNING}/users?searchText=no-such-learner`)
		await expect(page.getByTestId('report-count')).toHaveText('Benutzer: 0')
		await expect(table(page)).toContainText('Keine Daten gefunden, versuchen Sie eine andere Suche')
		await expect(page.getByTestId('report-download')).toBeDisabled()
		await expect(page.getByTestId('report-download')).not.toHaveAttribute('href')

		const response = await page.goto('/phishing-exercise-report/pex_contoso_q3/users')
		expect(response?.status()).toBe(404)
	})
})
