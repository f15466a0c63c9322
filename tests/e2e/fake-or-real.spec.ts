import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates } from './helpers.ts'

/**
 * Fake Or Real (spec 2 §2 /fake-or-real (Beta): preview, statistics, settings; §9 its default texts in the
 * supported languages) against the reference gateway's messages (migration 0026) and demo campaigns
 * (seed-gaming.ts): Globex's running and ended campaigns, none at Fabrikam. Each flow runs with JavaScript
 * and without. Only this file starts Fake Or Real campaigns, and only Fabrikam's.
 */

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}
const row = (page: Page, name: string) =>
	page
		.getByTestId('game-campaigns')
		.getByRole('row')
		.filter({ has: page.getByRole('rowheader', { name, exact: true }) })

test.describe('Fake Or Real at Globex (German)', () => {
	test.use({ account: 'admin@globex.test' })

	test('the preview: each message real or fake, and why; the statistics: the running and the ended campaign with their scores', async ({
		page,
	}) => {
		await open(page, '/fake-or-real')
		await expect(page).toHaveURL(/\/fake-or-real\/preview$/)
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Fake or Real')
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Beta')
		await expect(page.getByTestId('preview-intro')).toHaveText(
			'Die Lernenden beurteilen 10 Nachrichten als echt oder gefälscht und sehen nach jeder den Grund.',
		)
		await expect(page.locator('[data-round-id="for_bank_login"] [data-testid="round-answer"]')).toContainText('Gefälscht')
		await expect(page.locator('[data-round-id="for_team_lunch"] [data-testid="round-answer"]')).toContainText('Echt')
		await expect(page.locator('[data-round-id="for_bank_login"]')).toContainText('"banklng" swaps an i for an l')

		await page.getByRole('navigation', { name: 'Spielseiten' }).getByRole('link', { name: 'Statistiken' }).click()
		await expect(page).toHaveURL(/\/fake-or-real\/statistics$/)
		const running = row(page, 'Fake Or Real: Q4')
		await expect(running.locator('[data-field="status"]')).toHaveText('Läuft')
		await expect(running.locator('[data-field="averageScore"]')).toHaveText(/ \/ 10$/)
		await expect(row(page, 'Fake Or Real: Pilot').locator('[data-field="status"]')).toHaveText('Beendet')
		// Gaming's campaigns are not Fake Or Real's.
		await expect(row(page, 'Phishing Quiz: Spring')).toHaveCount(0)
	})

	test("the settings start with Fake Or Real's invitation in the admin's language", async ({ page }) => {
		await open(page, '/fake-or-real/settings')
		await expect(page.getByLabel('Betreff')).toHaveValue('Fake or Real: Erkennen Sie den Unterschied?')
		await expect(page.getByLabel('Nachricht')).toHaveValue(/^Manche Nachrichten sind echt, manche gefälscht\./)
		await expect(page.getByLabel('Name der Kampagne')).toHaveValue(/^Fake or Real /)
	})
})

test.describe('Fake Or Real at Fabrikam (no campaign yet)', () => {
	test.use({ account: 'admin@fabrikam.test' })

	test('from the empty state: a past start date is refused with what was typed kept; then the campaign starts for all users', async ({
		page,
	}) => {
		await open(page, '/fake-or-real/statistics')
		await expect(page.getByTestId('campaigns-empty')).toContainText('No campaign yet: start one on the Settings tab.')
		await open(page, '/fake-or-real/settings')
		await expect(page.getByLabel('Subject')).toHaveValue('Fake Or Real: can you tell?')
		await page.getByLabel('Campaign name').fill('Fake Or Real: Launch')
		await page.getByLabel('Start date').fill('2020-01-01')
		await page.getByRole('button', { name: 'Start campaign' }).click()
		await expect(page.getByText('The start date cannot be in the past.')).toBeVisible()
		await expect(page.getByLabel('Campaign name')).toHaveValue('Fake Or Real: Launch')

		await page.getByLabel('Start date').fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10))
		await page.getByRole('button', { name: 'Start campaign' }).click()
		await expect(page).toHaveURL(/\/fake-or-real\/statistics$/)
		await expect(page.getByTestId('snackbar')).toHaveText('The campaign is scheduled.')
		const launch = row(page, 'Fake Or Real: Launch')
		await expect(launch.locator('[data-field="status"]')).toHaveText('Scheduled')
		expect(Number(await launch.locator('[data-field="assignedUsers"]').textContent())).toBeGreaterThan(0)
	})
})
