import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, registerCompany, withJavaScript } from './helpers.ts'

/**
 * Developer training (spec 2 §2 "/for-developers", §3 "Tournament", §4, §8) against the reference
 * gateway's seed: Globex has an ended tournament with results (Spring), one in progress (Autumn) and one
 * scheduled (Winter); a new company has none. Dialogs are URL state with POST forms, the report's
 * "Show more" a link without JavaScript and a fetcher with it: each flow runs with JavaScript and without.
 * The tournaments this file sets up are named after the project and canceled before the test ends.
 */

const SPRING = 'Spring Secure Code Cup'
const AUTUMN = 'Autumn Secure Code Cup'
const IN_PROGRESS = 'The Dev Tournament is in progress and cannot be canceled.'
const CANCELED = 'The Dev Tournament has been successfully canceled.'
const SET_UP = 'The Dev Tournament has been successfully set up.'

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const snackbar = (page: Page) => page.getByTestId('snackbar')
const row = (page: Page, name: string) => page.getByTestId('tournament-row').filter({ has: page.getByRole('cell', { name, exact: true }) })
/** A datetime-local value `days` from now at 10:00 UTC. */
function dayAt(days: number, hour = 10) {
	const now = new Date()
	return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour)).toISOString().slice(0, 16)
}

test.describe('developer training', () => {
	test.describe('as Globex', () => {
		test.use({ account: 'admin@globex.test' })
		// Globex's language is German: its admin picks English, as a user may (the user's choice comes first).
		test.beforeEach(async ({ page }) => {
			await page.request.post('/resources/language', { form: { lng: 'en', redirectTo: '/home' } })
		})

		test('the navigation leads to the preview: the developer courses with their course pages, and the six challenges', async ({ page }) => {
			await open(page, '/home')
			await page.getByRole('link', { name: 'For Developers' }).first().click()
			await expect(page).toHaveURL(/\/for-developers\/preview$/)
			await expect(page.getByRole('heading', { level: 1, name: 'Developer Training' })).toBeVisible()
			const tabs = page.getByRole('navigation', { name: 'Developer Training' })
			await expect(tabs.getByRole('link')).toHaveText(['Preview', 'Statistics', 'Settings'])
			await expect(tabs.getByRole('link', { name: 'Preview' })).toHaveAttribute('aria-current', 'page')
			const courses = page.getByTestId('developer-course')
			await expect(courses.getByRole('heading')).toHaveText([
				'Secure Coding: OWASP Top 10',
				'API Security for Developers',
				'Secure Code Review Workshop',
			])
			await expect(page.getByRole('link', { name: 'Preview Secure Code Review Workshop' })).toHaveAttribute(
				'href',
				'/courses/crs_secure_code_review/preview',
			)
			await expect(page.getByRole('link', { name: 'Assign API Security for Developers' })).toHaveAttribute(
				'href',
				'/courses/crs_secure_coding_apis/settings',
			)
			await expect(page.getByTestId('tournament-challenges').getByRole('listitem')).toHaveCount(6)
			await page.getByRole('link', { name: 'Preview Secure Coding: OWASP Top 10' }).click()
			await expect(page).toHaveURL(/\/courses\/crs_secure_coding_owasp\/preview$/)
		})

		test('statistics: the dashboard, the tournaments, and a report whose participants come a page at a time', async ({ page }) => {
			await open(page, '/for-developers/statistics')
			await expect(page.getByTestId('average-score')).toHaveText(/^[1-5](\.\d)? \/ 6$/)
			await expect(page.getByTestId('assigned-users')).toHaveText(/^[1-9]\d*$/)
			await expect(page.getByTestId('total-tournaments')).toHaveText(/^([3-9]|\d\d+)$/)
			await expect(row(page, SPRING).getByTestId('tournament-status')).toHaveText('Ended')
			await expect(row(page, AUTUMN).getByTestId('tournament-status')).toHaveText('In progress')
			await expect(row(page, 'Winter Secure Code Cup').getByTestId('tournament-status')).toHaveText('Scheduled')
			// One that ended opens its report; one to come, its setup.
			await expect(
				row(page, 'Winter Secure Code Cup').getByRole('link', { name: 'Open the setup of Winter Secure Code Cup' }),
			).toBeVisible()

			await row(page, SPRING)
				.getByRole('link', { name: `View the report of ${SPRING}` })
				.click()
			await expect(page).toHaveURL(/tournament=trn_globex_spring_cup/)
			const report = page.getByTestId('tournament-report')
			await expect(report.getByRole('heading', { name: `Report: ${SPRING}` })).toBeVisible()
			const distribution = report.getByTestId('solved-distribution').locator('tbody tr')
			await expect(distribution).toHaveCount(7)
			await expect(distribution.locator('td:first-child')).toHaveText(['0 / 6', '1 / 6', '2 / 6', '3 / 6', '4 / 6', '5 / 6', '6 / 6'])
			const counts = (await distribution.locator('td:nth-child(2)').allTextContents()).map(Number)
			const total = counts.reduce((a, b) => a + b, 0)
			expect(total).toBeGreaterThan(30)
			await expect(report.getByTestId('total-users')).toHaveText(`Total users: ${total}`)

			const users = report.getByTestId('tournament-user')
			await expect(users).toHaveCount(10)
			await expect(report.getByTestId('users-shown')).toHaveText(`Showing 10 of ${total}`)
			// Best first: the first participant solved all six.
			await expect(users.first().locator('td').nth(2)).toHaveText('6 / 6')
			const firstEmail = await users.first().locator('td').nth(1).textContent()

			await waitForHydration(page)
			await report.getByRole('link', { name: 'Show more' }).click()
			await expect(users).toHaveCount(20)
			await expect(report.getByTestId('users-shown')).toHaveText(`Showing 20 of ${total}`)
			// Without JavaScript the link asks the server for pages 1 and 2; with it, page 2 is fetched and appended.
			if (!withJavaScript()) await expect(page).toHaveURL(/pages=2/)
			await report.getByRole('link', { name: 'Show more' }).click()
			await expect(users).toHaveCount(30)
			// Appended: the first rows are still the same ones, and nobody twice.
			await expect(users.first().locator('td').nth(1)).toHaveText(firstEmail!)
			const emails = await users.locator('td:nth-child(2)').allTextContents()
			expect(new Set(emails).size).toBe(30)

			if (!withJavaScript()) {
				// The address keeps the pages: opened again, the same 30 rows.
				await open(page, page.url())
				await expect(page.getByTestId('tournament-user')).toHaveCount(30)
			}
		})

		test('a tournament is set up (what was typed kept on a failed submit), edited, and canceled', async ({ page }) => {
			// Four forms and their round trips.
			test.slow()
			const name = `E2E Cup ${test.info().project.name}`
			await open(page, '/for-developers/settings')
			await expect(row(page, AUTUMN).getByTestId('tournament-status')).toHaveText('In progress')
			await page.getByRole('link', { name: 'New Tournament' }).click()
			const dialog = page.getByRole('dialog', { name: 'Set Up a Secure Code Tournament' })
			await expect(dialog).toBeVisible()
			await expect(page).toHaveURL(/modal=setup/)
			await expect(dialog.getByLabel('Tournament name')).toHaveValue('Secure Code Tournament')

			// A name left empty, an end before the start and departments without one chosen: the messages, and the input kept.
			await dialog.getByRole('radio', { name: 'Departments' }).check()
			await dialog.getByLabel('Tournament name').fill('')
			await dialog.getByLabel('Starts (UTC)').fill(dayAt(3))
			await dialog.getByLabel('Ends (UTC)').fill(dayAt(2))
			// Leaving the field: with JavaScript its message shows at once (and moves what is below it).
			await dialog.getByLabel('Ends (UTC)').blur()
			if (withJavaScript()) await expect(dialog.getByText('The end must be after the start.')).toBeVisible()
			await dialog.getByRole('button', { name: 'Set Up Tournament' }).click()
			await expect(dialog.getByText('Field is required')).toBeVisible()
			await expect(dialog.getByText('The end must be after the start.')).toBeVisible()
			await expect(dialog.getByText('Select at least one')).toBeVisible()
			await expect(dialog.getByLabel('Starts (UTC)')).toHaveValue(dayAt(3))
			await expect(dialog.getByLabel('Ends (UTC)')).toHaveValue(dayAt(2))
			await expect(dialog.getByRole('radio', { name: 'Departments' })).toBeChecked()

			await dialog.getByLabel('Tournament name').fill(name)
			await dialog.getByLabel('Ends (UTC)').fill(dayAt(9))
			await dialog.getByLabel('Ends (UTC)').blur()
			await expect(dialog.getByText('The end must be after the start.')).toHaveCount(withJavaScript() ? 0 : 1)
			await dialog.getByRole('checkbox', { name: 'Engineering' }).check()
			await expect(dialog.getByText('Select at least one')).toHaveCount(withJavaScript() ? 0 : 1)
			await dialog.getByRole('button', { name: 'Set Up Tournament' }).click()
			await expect(snackbar(page)).toHaveText(SET_UP)
			await expect(page).toHaveURL(/\/for-developers\/settings$/)
			await expect(page.getByRole('dialog')).toHaveCount(0)
			await expect(row(page, name).getByTestId('tournament-status')).toHaveText('Scheduled')
			const participants = Number(await row(page, name).locator('td').nth(4).textContent())
			expect(participants).toBeGreaterThan(0)

			// Edit: all users now, renamed; the form opens with what was saved.
			await waitForHydration(page)
			await row(page, name)
				.getByRole('link', { name: `Edit ${name}` })
				.click()
			const edit = page.getByRole('dialog', { name: 'Edit the Secure Code Tournament' })
			await expect(edit.getByLabel('Tournament name')).toHaveValue(name)
			await expect(edit.getByLabel('Starts (UTC)')).toHaveValue(dayAt(3))
			await expect(edit.getByRole('checkbox', { name: 'Engineering' })).toBeChecked()
			await edit.getByRole('radio', { name: 'All users' }).check()
			await edit.getByLabel('Tournament name').fill(`${name} II`)
			await edit.getByRole('button', { name: 'Save Changes' }).click()
			await expect(snackbar(page)).toHaveText('Successfully updated!')
			await expect(row(page, `${name} II`)).toBeVisible()
			expect(Number(await row(page, `${name} II`).locator('td').nth(4).textContent())).toBeGreaterThan(participants)

			// Cancel: asked first; Keep It changes nothing, Cancel Tournament cancels it.
			await waitForHydration(page)
			await row(page, `${name} II`)
				.getByRole('link', { name: `Cancel ${name} II` })
				.click()
			const confirm = page.getByRole('dialog', { name: 'Cancel the Dev Tournament?' })
			await expect(confirm).toContainText(`${name} II will not take place.`)
			await confirm.getByRole('link', { name: 'Keep It' }).click()
			await expect(page.getByRole('dialog')).toHaveCount(0)
			await expect(row(page, `${name} II`)).toBeVisible()
			await waitForHydration(page)
			await row(page, `${name} II`)
				.getByRole('link', { name: `Cancel ${name} II` })
				.click()
			await page.getByRole('dialog', { name: 'Cancel the Dev Tournament?' }).getByRole('button', { name: 'Cancel Tournament' }).click()
			await expect(snackbar(page)).toHaveText(CANCELED)
			await expect(row(page, `${name} II`)).toHaveCount(0)
		})

		test('the tournament in progress cannot be canceled: the spec message, and it runs on', async ({ page }) => {
			await open(page, '/for-developers/settings')
			await row(page, AUTUMN)
				.getByRole('link', { name: `Cancel ${AUTUMN}` })
				.click()
			await page.getByRole('dialog', { name: 'Cancel the Dev Tournament?' }).getByRole('button', { name: 'Cancel Tournament' }).click()
			await expect(snackbar(page)).toHaveText(IN_PROGRESS)
			await expect(row(page, AUTUMN).getByTestId('tournament-status')).toHaveText('In progress')
			// An in-progress tournament is not edited either.
			await expect(row(page, AUTUMN).getByRole('link', { name: `Edit ${AUTUMN}` })).toHaveCount(0)
		})

		test('Get started with ?modal=secureCodeTournament opens the setup dialog, which sets one up', async ({ page }) => {
			const name = `Home Cup ${test.info().project.name}`
			await page.goto('/home?modal=secureCodeTournament')
			const dialog = page.getByRole('dialog', { name: 'Set Up a Secure Code Tournament' })
			if (withJavaScript()) {
				// Not at once: 1.5 s after the page, then the parameter is gone.
				expect(await dialog.count()).toBe(0)
				await expect(dialog).toBeVisible()
				await expect(page).toHaveURL(/\/home$/)
				// The company's departments, from developer training's settings.
				await expect(dialog.getByRole('checkbox', { name: 'Engineering', includeHidden: true })).toHaveCount(1)
			} else {
				await expect(dialog).toBeVisible()
			}
			await dialog.getByLabel('Tournament name').fill(name)
			await dialog.getByLabel('Starts (UTC)').fill(dayAt(4))
			await dialog.getByLabel('Ends (UTC)').fill(dayAt(6))
			await dialog.getByRole('button', { name: 'Set Up Tournament' }).click()
			await expect(snackbar(page)).toHaveText(SET_UP)
			await expect(page).toHaveURL(/\/for-developers\/settings$/)
			await expect(row(page, name).getByTestId('tournament-status')).toHaveText('Scheduled')

			await waitForHydration(page)
			await row(page, name)
				.getByRole('link', { name: `Cancel ${name}` })
				.click()
			await page.getByRole('dialog', { name: 'Cancel the Dev Tournament?' }).getByRole('button', { name: 'Cancel Tournament' }).click()
			await expect(snackbar(page)).toHaveText(CANCELED)
		})
	})

	test('a new company sees the empty states', async ({ page }) => {
		test.slow()
		await registerCompany(page, 'devtraining')
		await open(page, '/for-developers/statistics')
		await expect(page.getByTestId('average-score')).toHaveText('0 / 6')
		await expect(page.getByTestId('assigned-users')).toHaveText('0')
		await expect(page.getByTestId('total-tournaments')).toHaveText('0')
		await expect(page.getByTestId('tournaments-empty')).toContainText('No data')
		await page.getByTestId('tournaments-empty').getByRole('link', { name: 'Set Up a Tournament' }).click()
		await expect(page.getByRole('dialog', { name: 'Set Up a Secure Code Tournament' })).toBeVisible()
		await open(page, '/for-developers/settings')
		await expect(page.getByTestId('upcoming-empty')).toHaveText('No upcoming tournaments.')
	})
})
