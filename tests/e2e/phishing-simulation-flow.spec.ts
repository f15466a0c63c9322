import { type Browser, type Page } from '@playwright/test'
import { expect, storageStatePath, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/**
 * Issue 19's "done when", in one chain as an admin and a learner would go: Globex's admin (German) creates a
 * simulation campaign for one learner (Alice Anders: Engineering, in the groups Managers, Remote and New
 * Hires), the email arrives in the gateway's mailbox (read as platform staff: on the production build the
 * mailbox is theirs), the learner opens it, clicks its link, submits the landing page and reports it, and every
 * tab of the campaign's report shows each of the five events; then the admin stops (archives) and deletes
 * it. A partner (Northwind) creates a campaign, shares it with Contoso and archives that customer. With
 * JavaScript and without.
 */

const LEARNER = { email: 'alice.anders@globex.test', name: 'Alice Anders' }

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const rowOf = (page: Page, name: string | RegExp) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
const tableRows = (page: Page) => page.locator('[data-slot="data-table"] tbody tr')

/** A German count ('1.200') as a number. */
const number = (text: string | null) => Number((text ?? '').replace(/\./g, '').replace(/\D/g, ''))

/**
 * The five events of a report row (Gesendet … Gemeldet) by their column headers: a tab shows each event as a
 * count or, on the templates, departments and groups tabs, as a rate of sent (read back as a count).
 */
async function eventCells(page: Page, row: ReturnType<typeof rowOf>) {
	const headers = (await page.locator('[data-slot="data-table"] thead th').allTextContents()).map((h) => h.trim())
	const cells = await row.locator('th, td').allTextContents()
	const column = (...labels: string[]) => headers.findIndex((h) => labels.includes(h))
	const sent = number(cells[column('Gesendet')]!)
	const events: Array<[count: string, rate: string]> = [
		['Geöffnet', 'Öffnungsrate'],
		['Geklickt', 'Klickrate'],
		['Gephisht', 'Phishing-Rate'],
		['Gemeldet', 'Melderate'],
	]
	return [
		sent,
		...events.map(([count, rate]) => {
			if (column(count) >= 0) return number(cells[column(count)]!)
			expect(column(rate), `column ${count} or ${rate}`).toBeGreaterThanOrEqual(0)
			const percent = Number(cells[column(rate)]!.replace(/[^\d,]/g, '').replace(',', '.'))
			return (percent / 100) * sent
		}),
	]
}

/** The funnel's numbers as its data table lists them. */
async function funnel(page: Page) {
	const values: Record<string, number> = {}
	for (const row of await page.getByTestId('report-funnel').locator('table tbody tr').all())
		values[(await row.locator('th').textContent())!] = number(await row.locator('td').first().textContent())
	return values
}

/** A page signed in as platform staff, to read the gateway's mailbox. */
async function staffPage(browser: Browser, baseURL: string) {
	const context = await browser.newContext({
		baseURL,
		javaScriptEnabled: withJavaScript(),
		storageState: storageStatePath(baseURL, 'support@platform.test'),
	})
	return { page: await context.newPage(), close: () => context.close() }
}

test.describe('a phishing simulation from launch to report, at Globex (German)', () => {
	test.use({ account: 'admin@globex.test' })

	test('an admin sends a campaign to a learner, who opens, clicks, submits and reports it; every report tab shows it; archive and delete', async ({
		page,
		browser,
		baseURL,
	}) => {
		test.slow()
		const name = `Kette Simulation ${test.info().project.name}-${Date.now().toString(36)}`

		// Create: one template, the generic landing page, one learner, start now.
		await open(page, '/phishing-simulation-create')
		const form = page.getByTestId('simulation-create-form')
		await page.getByLabel('Kampagnenname').fill(name)
		const card = form.getByTestId('template-card').first()
		const subject = (await card.locator('dd').first().textContent())!.trim()
		await card.getByRole('checkbox').check()
		await form.getByTestId('login-pages').getByRole('radio').first().check()
		const recipients = form.getByTestId('recipients')
		await recipients.getByLabel('Ausgewählte Benutzer').check()
		await recipients.getByLabel('Benutzer suchen').fill(LEARNER.email)
		await recipients.getByRole('button', { name: 'Suchen' }).click()
		await waitForHydration(page)
		await expect(page.getByLabel('Kampagnenname')).toHaveValue(name)
		await recipients.getByRole('checkbox', { name: new RegExp(LEARNER.name) }).check()
		await form.getByLabel('Jetzt starten').check()
		await form.getByRole('button', { name: 'Starten' }).click()
		await expect(page).toHaveURL(/\/phishing-simulation\/active$/)
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Kampagne gestartet!')
		const reportLink = rowOf(page, name).getByRole('link', { name: `Bericht zu ${name}` })
		const reportHref = (await reportLink.getAttribute('href'))!
		expect(reportHref).toMatch(/^\/phishing-simulation\/reports\/[\w-]+\/overview$/)

		// The learner's side, in the mailbox: the email, its open pixel, the link, the landing page, the report button.
		const staff = await staffPage(browser, baseURL!)
		try {
			const mailbox = staff.page
			await mailbox.goto(`/__gateway/mailbox?${new URLSearchParams({ to: LEARNER.email })}`)
			await mailbox.getByRole('link', { name: subject }).first().click()
			await expect(mailbox.getByRole('heading', { name: subject })).toBeVisible()
			const email = mailbox.frameLocator('iframe[title^="Email"]')
			const pixel = email.locator('img[src$="/open.gif"]')
			await expect.poll(() => pixel.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
			const opening = mailbox.context().waitForEvent('page')
			await email.locator('a[href*="/__gateway/phish/"]').first().click()
			const landing = await opening
			await landing.waitForLoadState()
			expect(new URL(landing.url()).pathname).toMatch(/^\/__gateway\/phish\/[A-Za-z0-9_-]+$/)
			for (const field of await landing.locator('form input:not([type=hidden]):not([type=checkbox])').all())
				await field.fill((await field.getAttribute('type')) === 'email' ? LEARNER.email : 'not-my-password')
			await landing.locator('form button[type=submit], form button:not([type])').first().click()
			await expect(landing.getByRole('heading', { name: /^This was a phishing simulation run by Globex/ })).toBeVisible()
			await landing.close()
			await mailbox.getByRole('button', { name: 'Report phishing' }).click()
			await expect(mailbox.getByRole('status').filter({ hasText: 'Reported' })).toBeVisible()
		} finally {
			await staff.close()
		}

		// Every report tab shows the five events.
		const report = reportHref.replace(/\/overview$/, '')
		await open(page, `${report}/overview`)
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
		expect(await funnel(page)).toEqual({ Gesendet: 1, Geöffnet: 1, Geklickt: 1, Gephisht: 1, Gemeldet: 1 })
		await expect(page.getByTestId('kpi-recipients').locator('dd').first()).toHaveText('1')

		await open(page, `${report}/recipients`)
		await expect(tableRows(page)).toHaveCount(1)
		expect(await eventCells(page, rowOf(page, new RegExp(LEARNER.name)))).toEqual([1, 1, 1, 1, 1])

		await open(page, `${report}/templates`)
		await expect(tableRows(page)).toHaveCount(1)
		expect(await eventCells(page, tableRows(page).first() as ReturnType<typeof rowOf>)).toEqual([1, 1, 1, 1, 1])

		await open(page, `${report}/departments`)
		expect(await eventCells(page, rowOf(page, 'Engineering'))).toEqual([1, 1, 1, 1, 1])

		await open(page, `${report}/groups`)
		for (const group of ['Managers', 'Remote', 'New Hires']) expect(await eventCells(page, rowOf(page, group))).toEqual([1, 1, 1, 1, 1])

		await open(page, `${report}/rounds`)
		await expect(tableRows(page)).toHaveCount(1)
		expect(await eventCells(page, tableRows(page).first() as ReturnType<typeof rowOf>)).toEqual([1, 1, 1, 1, 1])

		// Stop (archive), then delete from the Archived tab.
		await open(page, '/phishing-simulation/active')
		await rowOf(page, name)
			.getByRole('link', { name: `${name} stoppen` })
			.click()
		const archive = page.getByTestId('archive-simulation-dialog')
		await expect(archive.getByText(`„${name}“ archivieren?`)).toBeVisible()
		await archive.getByRole('button', { name: 'Archivieren' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Kampagne archiviert!')
		await open(page, '/phishing-simulation/archived')
		await rowOf(page, name)
			.getByRole('link', { name: `${name} löschen` })
			.click()
		await page.getByRole('button', { name: 'Löschen', exact: true }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Kampagne gelöscht!')
		await expect(rowOf(page, name)).toHaveCount(0)
	})
})

test.describe('a partner shares a campaign of its own with Contoso', () => {
	test.use({ account: 'partner@northwind.test' })

	test('Northwind creates a campaign, adds Contoso, and archives that customer', async ({ page }) => {
		test.slow()
		const name = `Partner chain ${test.info().project.name}-${Date.now().toString(36)}`
		await open(page, '/phishing-simulation-create')
		const form = page.getByTestId('simulation-create-form')
		await page.getByLabel('Campaign Name').fill(name)
		await form.getByTestId('template-card').first().getByRole('checkbox').check()
		await form.getByTestId('login-pages').getByRole('radio').first().check()
		await form.getByLabel(/^All users/).check()
		await form.getByLabel('Start now').check()
		await form.getByRole('button', { name: 'Launch' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing campaign launched!')

		await waitForHydration(page)
		await rowOf(page, name)
			.getByRole('link', { name: `Share ${name}` })
			.click()
		await expect(page.getByRole('heading', { level: 1, name: `${name} / Share To My Customers` })).toBeVisible()
		await waitForHydration(page)
		await page.getByRole('link', { name: 'Add Customers' }).first().click()
		const dialog = page.getByRole('dialog', { name: 'Add Customers' })
		await expect(dialog).toBeVisible()
		await waitForHydration(page)
		// The list is paged by name: search (a pause with JavaScript, Enter without).
		const search = dialog.getByRole('searchbox', { name: 'Search customers' })
		await search.fill('Contoso')
		if (!withJavaScript()) await search.press('Enter')
		await expect(dialog.getByTestId('add-customers-list').getByRole('listitem')).toHaveCount(1)
		await waitForHydration(page)
		await dialog.getByRole('checkbox', { name: 'Contoso' }).check()
		const day = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10)
		await dialog.getByLabel('Start date').fill(day)
		await dialog.getByLabel('Timezone').selectOption('Europe/Berlin')
		await dialog.getByRole('button', { name: 'Add', exact: true }).click()
		await expect(page.getByText('Customer was successfully added!', { exact: true }).first()).toBeVisible()
		await expect(rowOf(page, 'Contoso')).toBeVisible()
		await expect(page.getByTestId('share-count')).toHaveText('Customers: 1')

		await waitForHydration(page)
		await page.getByRole('checkbox', { name: 'Select Contoso' }).check()
		await page.getByRole('button', { name: 'Archive' }).click()
		await expect(page.getByText('1 customer was removed from the campaign!', { exact: true }).first()).toBeVisible()
		await expect(rowOf(page, 'Contoso')).toHaveCount(0)
	})
})
