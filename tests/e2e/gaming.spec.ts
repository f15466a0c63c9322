import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates } from './helpers.ts'

/**
 * Gaming, the phishing quiz (spec 2 §2 /gaming: preview, statistics, settings; §3 "Gaming campaign"; §9
 * scores out of 10) and the phishing exercise v2 switch (spec 3 §6), against the reference gateway's
 * content (migration 0026) and demo campaigns (seed-gaming.ts): Globex's two ended quizzes, Wingtip's
 * running one, none at Fabrikam. Each flow runs with JavaScript and without. Only this file starts or ends
 * gaming campaigns, and only Fabrikam's.
 */

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}
const snackbar = (page: Page) => page.getByTestId('snackbar')
const row = (page: Page, name: string) =>
	page
		.getByTestId('game-campaigns')
		.getByRole('row')
		.filter({ has: page.getByRole('rowheader', { name, exact: true }) })

test.describe('gaming at Globex (German, the phishing exercise v2 flag on)', () => {
	test.use({ account: 'admin@globex.test' })

	test('the bare path opens the preview: the quiz questions with the right answer and why; the navigation offers gaming', async ({
		page,
	}) => {
		await open(page, '/gaming')
		await expect(page).toHaveURL(/\/gaming\/preview$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Gaming' })).toBeVisible()
		const tabs = page.getByRole('navigation', { name: 'Spielseiten' })
		await expect(tabs.getByRole('link')).toHaveText(['Vorschau', 'Statistiken', 'Einstellungen'])
		await expect(tabs.getByRole('link', { name: 'Vorschau' })).toHaveAttribute('aria-current', 'page')
		const rounds = page
			.getByTestId('game-rounds')
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { level: 3 }) })
		await expect(rounds).toHaveCount(6)
		const first = page.locator('[data-round-id="gmr_quiz_invoice"]')
		await expect(first.getByRole('heading', { name: 'Runde 1' })).toBeVisible()
		await expect(first.getByText('Overdue invoice #44821')).toBeVisible()
		await expect(first.locator('[data-correct]')).toContainText('Pressure to act today and a request to enable macros')
		await expect(first.getByText(/Urgency plus "enable macros"/)).toBeVisible()
		// Globex has the v2 flag, but the phishing exercise is not built: the navigation keeps gaming.
		await expect(page.locator('a[href="/gaming"]').first()).toBeVisible()
		await expect(page.locator('a[href="/phishing-exercise"]')).toHaveCount(0)
	})

	test('the statistics: the ended campaigns with start, assigned users, average and maximum score; a campaign opens its results', async ({
		page,
	}) => {
		await open(page, '/gaming/statistics')
		const spring = row(page, 'Phishing Quiz: Spring')
		await expect(spring.locator('[data-field="status"]')).toHaveText('Beendet')
		const assigned = Number(await spring.locator('[data-field="assignedUsers"]').textContent())
		expect(assigned).toBeGreaterThan(250)
		await expect(spring.locator('[data-field="averageScore"]')).toHaveText(/^\d+(,\d)? \/ 10$/)
		await expect(spring.locator('[data-field="maxScore"]')).toHaveText('10 / 10')
		// Ended campaigns cannot be ended again.
		await expect(spring.getByRole('link', { name: /^Beenden/ })).toHaveCount(0)
		await spring.getByRole('link', { name: 'Ergebnisse: Phishing Quiz: Spring' }).click()
		await expect(page).toHaveURL(/campaign=gam_globex_spring/)
		const results = page.getByTestId('game-results')
		await expect(results.getByRole('heading', { name: 'Ergebnisse von Phishing Quiz: Spring' })).toBeVisible()
		await expect(results.getByRole('row')).toHaveCount(assigned + 1)
		await expect(results.getByTestId('game-results-played')).toContainText(`von ${assigned} Lernenden haben gespielt.`)
		// Best first.
		await expect(results.getByRole('row').nth(1).locator('[data-field="score"]')).toHaveText('10 / 10')
		await results.getByRole('link', { name: 'Ergebnisse schließen' }).click()
		await expect(page.getByTestId('game-results')).toHaveCount(0)
	})

	test('the phishing exercise pages answer the 404 page for a v2 company until they are built', async ({ page }) => {
		const reply = await page.goto('/phishing-exercise/active')
		expect(reply?.status()).toBe(404)
		await expect(page).toHaveURL(/\/phishing-exercise\/active$/)
	})
})

test.describe('the phishing exercise v2 switch at Wingtip (flag off)', () => {
	test.use({ account: 'admin@wingtip.test' })

	test('its old phishing exercise URLs go to gaming, where its running campaign is', async ({ page }) => {
		for (const path of ['/phishing-exercise', '/phishing-exercise/active', '/phishing-exercise/archived']) {
			await page.goto(path)
			await expect(page, path).toHaveURL(/\/gaming\/preview$/)
		}
		await open(page, '/gaming/statistics')
		const league = row(page, 'Security League')
		await expect(league.locator('[data-field="status"]')).toHaveText('In progress')
		await expect(league.locator('[data-field="averageScore"]')).toHaveText(/ \/ 10$/)
	})
})

test.describe('gaming at Fabrikam (no campaign yet)', () => {
	test.use({ account: 'admin@fabrikam.test' })

	test('from the empty state: a refused start keeps what was typed; the campaign starts, its learners are listed, and it ends', async ({
		page,
	}) => {
		await open(page, '/gaming/statistics')
		await expect(page.getByTestId('campaigns-empty')).toContainText('No data')
		await page.getByRole('link', { name: 'Start a campaign' }).click()
		await expect(page).toHaveURL(/\/gaming\/settings$/)
		await waitForHydration(page)

		const name = page.getByLabel('Campaign name')
		await expect(name).toHaveValue(/^Phishing Quiz /)
		await expect(page.getByLabel('Subject')).toHaveValue('Play the phishing quiz')
		await expect(page.getByLabel('Message')).toHaveValue(/Can you spot a phishing message\?/)
		await name.fill('Quiz for Sales')
		await page.getByLabel('Message').fill('Ten minutes, six questions.')
		await page.getByRole('radio', { name: 'Departments' }).check()
		await page.getByRole('button', { name: 'Start campaign' }).click()
		await expect(page.getByText('At least one value must be selected')).toBeVisible()
		await expect(name).toHaveValue('Quiz for Sales')
		await expect(page.getByLabel('Message')).toHaveValue('Ten minutes, six questions.')

		await page.getByRole('checkbox', { name: 'Sales' }).check()
		await page.getByRole('button', { name: 'Start campaign' }).click()
		await expect(page).toHaveURL(/\/gaming\/statistics$/)
		await expect(snackbar(page)).toHaveText('The campaign has started.')
		const started = row(page, 'Quiz for Sales')
		await expect(started.locator('[data-field="status"]')).toHaveText('In progress')
		await expect(started.locator('[data-field="averageScore"]')).toHaveText('—')
		const assigned = Number(await started.locator('[data-field="assignedUsers"]').textContent())
		expect(assigned).toBeGreaterThan(0)

		await waitForHydration(page)
		await started.getByRole('link', { name: 'Results: Quiz for Sales' }).click()
		const results = page.getByTestId('game-results')
		await expect(results.getByTestId('game-results-played')).toHaveText(`0 of ${assigned} learners have played.`)
		await expect(results.getByRole('row')).toHaveCount(assigned + 1)

		await waitForHydration(page)
		await started.getByRole('link', { name: 'End: Quiz for Sales' }).click()
		const dialog = page.getByRole('dialog', { name: 'End this campaign?' })
		await expect(dialog).toContainText('"Quiz for Sales" ends for its learners now.')
		await dialog.getByRole('button', { name: 'End campaign' }).click()
		await expect(snackbar(page)).toHaveText('The campaign has ended.')
		await expect(row(page, 'Quiz for Sales').locator('[data-field="status"]')).toHaveText('Ended')
		await expect(row(page, 'Quiz for Sales').getByRole('link', { name: 'End: Quiz for Sales' })).toHaveCount(0)
	})
})
