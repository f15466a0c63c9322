import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/**
 * Issue 18's "done when", in one chain as an admin would go: Globex's admin (German) starts a campaign,
 * builds an email and an SMS template from the wizard's Templates step (each Save comes back to the
 * same draft), chooses exactly those two, sends them to one department, and reads the campaign's report:
 * the department's people, none started yet, and the two templates. With JavaScript (GrapesJS on the
 * body step) and without (the HTML text area, every step a post).
 */

test.use({ account: 'admin@globex.test' })

const next = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true })
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })

async function fillBackstory(page: Page) {
	await page.getByLabel('Hintergrund', { exact: true }).fill('Sie haben nichts bestellt und erwarten keine Nachricht.')
	for (const kind of ['Anrufen & prüfen', 'Offizielle App prüfen', 'Phishing melden', 'Sieht echt aus']) {
		const answer = page.getByRole('group', { name: kind, exact: true })
		await answer.getByLabel(kind === 'Phishing melden' ? 'Richtig' : 'Falsch', { exact: true }).check()
		await answer.getByLabel(`${kind}: Erklärung`).fill(`Erklärung zu ${kind}.`)
	}
	await next(page).click()
}

/** From the campaign's Templates step: the type picker, then the type's first steps (given), backstory, callouts, save. */
async function buildTemplate(page: Page, type: 'E-Mail' | 'SMS', name: string, firstSteps: () => Promise<void>) {
	await page.getByRole('link', { name: 'Neu erstellen' }).click()
	await expect(page.getByRole('dialog', { name: 'Neue Vorlage erstellen' })).toBeVisible()
	await waitForHydration(page)
	await page.getByLabel(type, { exact: true }).check()
	await page.getByRole('button', { name: 'Weiter' }).click()
	await waitForHydration(page)
	await firstSteps()
	await expect(stepHeading(page, 'Hintergrund')).toBeVisible()
	await fillBackstory(page)
	await expect(stepHeading(page, 'Hinweise')).toBeVisible()
	await next(page).click()
	await expect(stepHeading(page, 'Vorschau & Speichern')).toBeVisible()
	await page.getByLabel('Name der Vorlage').fill(name)
	await page.getByRole('button', { name: 'Speichern', exact: true }).click()
	await expect(page.getByText('Vorlage erfolgreich erstellt.')).toBeVisible()
	// Back on the same campaign draft's Templates step, where the new template is listed.
	await expect(page).toHaveURL(/\/phishing-exercise\/create\?draft=[\w-]+&step=templates/)
	await waitForHydration(page)
}

async function choose(page: Page, name: string, selected: number) {
	const list = page.getByTestId('wizard-template-list')
	const search = list.getByRole('searchbox', { name: 'Vorlagen nach Namen suchen' })
	await search.fill(name)
	await search.press('Enter')
	await expect(list.getByTestId('template-card')).toHaveCount(1)
	await list.getByRole('button', { name: `${name} auswählen` }).click()
	await expect(page.getByTestId('selected-count')).toHaveText(`Ausgewählt: ${selected} von 10`)
}

test('an admin builds an email and an SMS template, launches a campaign with them to a department and reads its report', async ({
	page,
}) => {
	test.slow()
	const run = `${test.info().project.name}-${Date.now().toString(36)}`
	const emailName = `Kette E-Mail ${run}`
	const smsName = `Kette SMS ${run}`
	const campaignName = `Kette Finanzen ${run}`

	await page.goto('/phishing-exercise/active')
	await waitForHydration(page)
	await dismissUpdates(page)
	await page.getByRole('link', { name: 'Eigene erstellen' }).click()
	await expect(page).toHaveURL(/\/phishing-exercise\/create\?draft=([\w-]+)&step=templates$/)
	const draft = new URL(page.url()).searchParams.get('draft')
	await waitForHydration(page)

	await buildTemplate(page, 'E-Mail', emailName, async () => {
		await page.getByLabel('Betreff').fill('Ihre Gehaltsabrechnung liegt bereit')
		await page.getByLabel('Anzeigename').fill('Lohnbuchhaltung')
		await page.getByLabel('Benutzername').fill('payroll@globex-hr.test')
		await next(page).click()
		await expect(stepHeading(page, 'E-Mail-Text')).toBeVisible()
		if (withJavaScript()) {
			await expect(page.getByRole('region', { name: 'E-Mail-Editor' }).locator('.gjs-editor')).toBeVisible({ timeout: 20_000 })
			await expect(next(page)).toBeEnabled({ timeout: 20_000 })
		} else {
			await page
				.getByLabel('E-Mail-Text (HTML)')
				.fill('<p>Ihre Abrechnung für November: <a href="https://payroll.example/login">hier ansehen</a>.</p>')
		}
		await next(page).click()
	})
	expect(new URL(page.url()).searchParams.get('draft')).toBe(draft)

	await buildTemplate(page, 'SMS', smsName, async () => {
		await page.getByRole('radio', { name: 'Kontaktname' }).check()
		await page.getByRole('textbox', { name: 'Kontaktname' }).fill('Globex IT')
		await next(page).click()
		await expect(stepHeading(page, 'Nachricht')).toBeVisible()
		await page.getByLabel('SMS-Nachricht').fill('Ihr Passwort läuft heute ab. Jetzt verlängern: it-globex.example/pw')
		await next(page).click()
	})
	expect(new URL(page.url()).searchParams.get('draft')).toBe(draft)

	// Exactly the two new templates.
	await choose(page, emailName, 1)
	await choose(page, smsName, 2)
	await page.getByRole('link', { name: 'Weiter' }).click()

	// Settings: its name, one department (its size as the wizard counts it).
	await expect(page).toHaveURL(/step=settings/)
	await waitForHydration(page)
	const form = page.getByTestId('wizard-settings')
	await form.getByLabel('Kampagnenname').fill(campaignName)
	await form.getByRole('radio', { name: 'Abteilungen', exact: true }).check()
	const finance = form.getByLabel(/^Finance \(\d+\)$/)
	const size = Number(/\((\d+)\)$/.exec((await form.getByText(/^Finance \(\d+\)$/).textContent())!)![1])
	expect(size).toBeGreaterThan(0)
	await finance.check()
	await form.getByRole('button', { name: 'Weiter' }).click()

	await expect(page).toHaveURL(/step=launch/)
	const launch = page.getByTestId('wizard-launch')
	await expect(launch).toContainText(campaignName)
	await expect(launch).toContainText(`Abteilungen: ${size} Benutzer`)
	const launchTemplates = launch.getByTestId('launch-templates').getByRole('listitem')
	await expect(launchTemplates).toHaveCount(2)
	for (const name of [emailName, smsName]) await expect(launchTemplates.filter({ hasText: name })).toHaveCount(1)
	await launch.getByRole('button', { name: 'Starten' }).click()
	await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Übungskampagne erfolgreich erstellt!')

	// Its report from the card's menu.
	const card = page.getByTestId('campaign-card').filter({ has: page.getByRole('heading', { name: campaignName, exact: true }) })
	await card.getByLabel(`Aktionen für ${campaignName}`).click()
	await card.getByRole('link', { name: 'Bericht', exact: true }).click()
	await expect(page).toHaveURL(/\/phishing-exercise-report\/[\w-]+\/users$/)
	await waitForHydration(page)
	await expect(page.getByRole('heading', { level: 1, name: campaignName })).toBeVisible()
	await expect(page.getByTestId('report-count')).toHaveText(`Benutzer: ${size}`)
	await expect(page.getByTestId('stat-NOT_STARTED').locator('dd')).toHaveText(String(size))
	await expect(page.getByTestId('stat-COMPLETED').locator('dd')).toHaveText('0')
	const userRows = page.getByRole('table').locator('tbody tr')
	await expect(userRows).toHaveCount(Math.min(size, 10))
	for (const row of await userRows.all()) {
		await expect(row.locator('td').nth(1)).toHaveText('Finance')
		await expect(row).toContainText('Nicht begonnen')
	}

	const tabs = page.getByTestId('report-tabs')
	await tabs.getByRole('link', { name: 'Vorlagen', exact: true }).click()
	await expect(page).toHaveURL(/\/templates$/)
	await expect(page.getByTestId('report-count')).toHaveText('Vorlagen: 2')
	const templateRows = page.getByRole('table').locator('tbody tr')
	await expect(templateRows.getByRole('rowheader')).toHaveText([emailName, smsName].sort())

	await tabs.getByRole('link', { name: 'Abteilungen', exact: true }).click()
	await expect(page).toHaveURL(/\/departments$/)
	await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1)
	await page.getByRole('table').locator('tbody tr').getByRole('link', { name: 'Finance' }).click()
	await expect(page).toHaveURL(/\/users\?.*departments=/)
	await expect(page.getByTestId('report-count')).toHaveText(`Benutzer: ${size}`)
})
