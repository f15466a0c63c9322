import { type Page } from '@playwright/test'
import { expect, storageStatePath, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, registerCompany, staffRequest } from './helpers.ts'

/**
 * Gaming, the phishing quiz (spec 2 §2 /gaming: preview, statistics, settings; §3 "Gaming campaign"; §9
 * scores out of 10) and the phishing exercise v2 switch (spec 3 §6), against the reference gateway's
 * content (migration 0026) and demo campaigns (seed-gaming.ts): Wingtip's running quiz, none at Fabrikam;
 * Globex's two ended quizzes stay behind its v2 flag (platform staff switch it on /__gateway/companies). Each flow runs with JavaScript and without. Only this file starts or ends
 * gaming campaigns, and only Fabrikam's.
 */

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}
const snackbar = (page: Page) => page.getByTestId('snackbar')

/** Platform staff switch a company's phishing exercise v2 flag on /__gateway/companies, its other flags kept. */
async function setPhishingExerciseV2(companyName: string, on: boolean) {
	const staff = await staffRequest()
	const list = await (await staff.get(`/__gateway/companies?${new URLSearchParams({ search: companyName })}`)).text()
	const id = /href="\/__gateway\/companies\/([^"?]+)"/.exec(list)?.[1]
	expect(id, companyName).toBeTruthy()
	const current = await (await staff.get(`/__gateway/companies/${id}`)).text()
	const form: Record<string, string> = {}
	for (const [, name] of current.matchAll(/name="(\w+)" value="on" checked/g)) form[name!] = 'on'
	if (on) form.isPhishingExerciseV2Enabled = 'on'
	else delete form.isPhishingExerciseV2Enabled
	const saved = await staff.post(`/__gateway/companies/${id}`, { form, maxRedirects: 0 })
	expect(saved.status()).toBe(303)
}
const row = (page: Page, name: string) =>
	page
		.getByTestId('game-campaigns')
		.getByRole('row')
		.filter({ has: page.getByRole('rowheader', { name, exact: true }) })

test.describe('gaming at Wingtip (the phishing exercise v2 flag off)', () => {
	test.use({ account: 'admin@wingtip.test' })

	test('the bare path opens the preview: the quiz questions with the right answer and why; the navigation offers gaming', async ({
		page,
	}) => {
		await open(page, '/gaming')
		await expect(page).toHaveURL(/\/gaming\/preview$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Gaming' })).toBeVisible()
		const tabs = page.getByRole('navigation', { name: 'Game pages' })
		await expect(tabs.getByRole('link')).toHaveText(['Preview', 'Statistics', 'Settings'])
		await expect(tabs.getByRole('link', { name: 'Preview' })).toHaveAttribute('aria-current', 'page')
		const rounds = page
			.getByTestId('game-rounds')
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { level: 3 }) })
		await expect(rounds).toHaveCount(6)
		const first = page.locator('[data-round-id="gmr_quiz_invoice"]')
		await expect(first.getByRole('heading', { name: 'Round 1' })).toBeVisible()
		await expect(first.getByText('Overdue invoice #44821')).toBeVisible()
		await expect(first.locator('[data-correct]')).toContainText('Pressure to act today and a request to enable macros')
		await expect(first.getByText(/Urgency plus "enable macros"/)).toBeVisible()
		await expect(page.locator('a[href="/gaming"]').first()).toBeVisible()
		await expect(page.locator('a[href="/phishing-exercise"]')).toHaveCount(0)
	})

	test('the statistics: the running campaign with start, assigned users, average and maximum score; it opens its results', async ({
		page,
	}) => {
		await open(page, '/gaming/statistics')
		const league = row(page, 'Security League')
		await expect(league.locator('[data-field="status"]')).toHaveText('In progress')
		const assigned = Number(await league.locator('[data-field="assignedUsers"]').textContent())
		expect(assigned).toBeGreaterThan(5)
		await expect(league.locator('[data-field="averageScore"]')).toHaveText(/^\d+(\.\d)? \/ 10$/)
		const best = (await league.locator('[data-field="maxScore"]').textContent())!
		expect(best).toMatch(/^\d+ \/ 10$/)
		await league.getByRole('link', { name: 'Results: Security League' }).click()
		await expect(page).toHaveURL(/campaign=gam_wingtip_league/)
		const results = page.getByTestId('game-results')
		await expect(results.getByRole('heading', { name: 'Results of Security League' })).toBeVisible()
		await expect(results.getByRole('row')).toHaveCount(assigned + 1)
		await expect(results.getByTestId('game-results-played')).toContainText(`of ${assigned} learners have played.`)
		// Best first.
		await expect(results.getByRole('row').nth(1).locator('[data-field="score"]')).toHaveText(best)
		await results.getByRole('link', { name: 'Close results' }).click()
		await expect(page.getByTestId('game-results')).toHaveCount(0)
	})

	test('its old phishing exercise URLs go to gaming', async ({ page }) => {
		for (const path of ['/phishing-exercise', '/phishing-exercise/active', '/phishing-exercise/archived']) {
			await page.goto(path)
			await expect(page, path).toHaveURL(/\/gaming\/preview$/)
		}
	})
})

test.describe('the phishing exercise v2 flag', () => {
	test('Globex has it: its gaming URLs lead to the phishing exercise, which the navigation offers instead', async ({
		browser,
	}, testInfo) => {
		const context = await browser.newContext({
			javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
			storageState: storageStatePath(testInfo.project.use.baseURL!, 'admin@globex.test'),
		})
		const page = await context.newPage()
		await page.goto('/gaming/statistics')
		await expect(page).toHaveURL(/\/phishing-exercise\/active$/)
		await page.goto('/gaming')
		await expect(page).toHaveURL(/\/phishing-exercise\/active$/)
		await expect(page.locator('a[href="/phishing-exercise"]').first()).toBeVisible()
		await expect(page.locator('a[href="/gaming"]')).toHaveCount(0)
		await context.close()
	})

	test('platform staff switch it on for a company, which moves from gaming to the phishing exercise, and off again', async ({ page }) => {
		test.slow() // registering a company takes a while on a busy machine
		const { companyName } = await registerCompany(page, 'v2-switch')
		await page.goto('/phishing-exercise')
		await expect(page).toHaveURL(/\/gaming\/preview$/)
		await expect(page.locator('a[href="/gaming"]').first()).toBeVisible()

		await setPhishingExerciseV2(companyName, true)
		// The console keeps a session's company for a few seconds (SHELL_CACHE_SECONDS).
		await expect(async () => {
			await page.goto('/gaming/statistics')
			await expect(page).toHaveURL(/\/phishing-exercise\/active$/, { timeout: 1000 })
		}).toPass({ timeout: 20_000 })
		await expect(page.getByText('You have no active campaigns!')).toBeVisible()
		await expect(page.locator('a[href="/phishing-exercise"]').first()).toBeVisible()
		await expect(page.locator('a[href="/gaming"]')).toHaveCount(0)

		await setPhishingExerciseV2(companyName, false)
		await expect(async () => {
			await page.goto('/phishing-exercise/active')
			await expect(page).toHaveURL(/\/gaming\/preview$/, { timeout: 1000 })
		}).toPass({ timeout: 20_000 })
		await expect(page.locator('a[href="/gaming"]').first()).toBeVisible()
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
