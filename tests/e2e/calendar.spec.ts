import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, registerCompany } from './helpers.ts'

/**
 * The monthly video calendar (spec 2 §2–§8) against the reference gateway's demo data (db/seed-calendar.ts):
 * Globex (German texts, its monthly-video flag on) has the calendar enabled, a video on the first of each
 * month from ten months back to two ahead and its learners' progress; a company registered here has none
 * of it. Each flow runs with JavaScript and without; Globex's writes are undone by the test that made them.
 */

const snackbar = (page: Page) => page.getByTestId('snackbar')
const monthCard = (page: Page, month: string) => page.locator(`[data-testid="calendar-month"][data-month="${month}"]`)

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

/** YYYY-MM of the month `offset` months from now (UTC), and its first day. */
function monthAt(offset: number) {
	const now = new Date()
	const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
	return { month: date.toISOString().slice(0, 7), first: date.toISOString().slice(0, 10), year: date.getUTCFullYear() }
}
const label = (month: string, locale: string) =>
	new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T00:00:00Z`))

test.describe('the monthly video calendar', () => {
	test.describe('as Globex', () => {
		test.use({ account: 'admin@globex.test' })

		test('the preview: the year with its videos; a month gets a video through the dialog, a taken month is refused, then it is deleted', async ({
			page,
		}) => {
			await open(page, '/calendar')
			await expect(page).toHaveURL(/\/calendar\/preview$/)
			await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible()
			await expect(page.getByTestId('calendar-tabs').getByRole('link')).toHaveText(['Vorschau', 'Verlauf', 'Einstellungen'])
			await expect(page.getByTestId('calendar-status')).toHaveAttribute('data-enabled', 'true')
			const now = monthAt(0)
			await expect(page.getByTestId('calendar-months').getByTestId('calendar-month')).toHaveCount(12)
			await expect(monthCard(page, now.month).getByTestId('month-video')).toHaveText('Deepfake Voice of the CEO')

			// Four months ahead: free; its year may be the next one.
			const target = monthAt(4)
			const taken = monthAt(1)
			await open(page, `/calendar/preview?year=${target.year}`)
			await expect(page.getByTestId('calendar-year')).toHaveText(String(target.year))
			const targetLabel = label(target.month, 'de')
			await monthCard(page, target.month)
				.getByRole('link', { name: `Ein Monatsvideo für ${targetLabel} hinzufügen` })
				.click()
			const dialog = page.getByTestId('add-monthly-video-dialog')
			await expect(dialog).toBeVisible()
			await expect(dialog.getByLabel('Datum')).toHaveValue(target.first)
			// No video: the form says so and stays.
			await dialog.getByRole('button', { name: 'Hinzufügen' }).click()
			await expect(dialog.getByText('Bitte wählen Sie ein Video')).toBeVisible()
			// A month that already has its video: the gateway's message, and what was chosen stays.
			await dialog.getByLabel('Video', { exact: true }).selectOption({ label: 'The USB Stick in the Car Park' })
			await dialog.getByLabel('Datum').fill(taken.first)
			await dialog.getByRole('button', { name: 'Hinzufügen' }).click()
			await expect(dialog.getByText('This month already has a monthly video. Delete it before adding another one.')).toBeVisible()
			await expect(dialog.getByLabel('Video', { exact: true })).toHaveValue('vid_usb_drop')
			await expect(dialog.getByLabel('Datum')).toHaveValue(taken.first)

			await dialog.getByLabel('Datum').fill(target.first)
			await dialog.getByRole('button', { name: 'Hinzufügen' }).click()
			await expect(snackbar(page)).toHaveText('Erfolgreich aktualisiert!')
			await expect(dialog).toHaveCount(0)
			await expect(monthCard(page, target.month).getByTestId('month-video')).toHaveText('The USB Stick in the Car Park')

			// Delete, confirmed: the month is free again.
			await waitForHydration(page)
			await monthCard(page, target.month)
				.getByRole('link', { name: `Das Monatsvideo von ${targetLabel} löschen` })
				.click()
			const confirm = page.getByTestId('delete-event-dialog')
			await expect(confirm).toContainText('The USB Stick in the Car Park')
			await confirm.getByRole('button', { name: 'Löschen' }).click()
			await expect(snackbar(page)).toHaveText('Erfolgreich aktualisiert!')
			await expect(monthCard(page, target.month)).toContainText('Kein Video geplant')
			await expect(monthCard(page, target.month).getByTestId('month-video')).toHaveCount(0)
		})

		test('the history: each month that has started with its figures; a month opens its progress by department and by user, filtered in the URL', async ({
			page,
		}) => {
			await open(page, '/calendar/preview')
			await page.getByTestId('calendar-tabs').getByRole('link', { name: 'Verlauf' }).click()
			await expect(page).toHaveURL(/\/calendar\/history$/)
			const rows = page.getByTestId('history-row')
			const thisYear = monthAt(0).year
			// This year's months up to this one, newest first (the seed starts ten months back).
			const started = Array.from({ length: 11 }, (_, i) => monthAt(-i)).filter((m) => m.year === thisYear)
			await expect(rows).toHaveCount(started.length)
			await expect(rows.first()).toContainText(label(started[0]!.month, 'de'))
			await expect(rows.first()).toContainText('Deepfake Voice of the CEO')

			const last = monthAt(-1)
			await open(page, `/calendar/history?year=${last.year}`)
			await page.getByRole('link', { name: `Fortschritt im ${label(last.month, 'de')}` }).click()
			await expect(page).toHaveURL(/\/calendar\/history\/cal_globex_m1$/)
			await expect(page.getByTestId('month-summary')).toContainText(/\d+ von \d+ Lernenden haben das Video abgeschlossen/)
			await expect(page.getByTestId('departments-progress').getByTestId('department-row').first()).toContainText('Engineering')
			const users = page.getByRole('table', { name: 'Fortschritt nach Benutzer' }).locator('tbody tr')
			await expect(users).toHaveCount(10)

			await waitForHydration(page)
			await page.getByLabel('Abteilung', { exact: true }).selectOption({ label: 'Sales' })
			await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Abgeschlossen' })
			await page.getByRole('form', { name: 'Filter' }).getByRole('button', { name: 'Anwenden' }).click()
			await expect(page).toHaveURL(/status=completed/)
			await expect(page).toHaveURL(/department=dep_globex_sales/)
			await expect(page.getByTestId('departments-progress').getByTestId('department-row')).toHaveCount(1)
			await expect(page.getByTestId('departments-progress').getByTestId('department-row')).toContainText('Sales')
			const statuses = page.getByTestId('user-status')
			await expect(statuses.first()).toHaveText('Abgeschlossen')
			expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Abgeschlossen']))
			// The filter is the URL: a reload keeps it.
			await page.reload()
			await expect(page.getByLabel('Status', { exact: true })).toHaveValue('completed')
		})

		test('the settings: saved with the spec’s toast; without a subject while notifications are on, refused with what was typed', async ({
			page,
		}) => {
			await open(page, '/calendar/settings')
			const subject = page.getByLabel('Betreff', { exact: true })
			const message = page.getByLabel('Nachricht', { exact: true })
			await expect(subject).toHaveValue('Your Globex security video of the month')
			await expect(page.getByRole('switch', { name: 'Benachrichtigungen senden' })).toBeChecked()

			await subject.fill('')
			await message.fill('Kept while the subject is missing')
			await page.getByRole('button', { name: 'Speichern' }).click()
			await expect(page.getByText('Bitte geben Sie einen Betreff ein.')).toBeVisible()
			await expect(message).toHaveValue('Kept while the subject is missing')

			await subject.fill('This month: one short video')
			await page.getByRole('button', { name: 'Speichern' }).click()
			await expect(snackbar(page)).toHaveText('Einstellungen erfolgreich aktualisiert!')
			await open(page, '/calendar/settings')
			await expect(page.getByLabel('Betreff', { exact: true })).toHaveValue('This month: one short video')
			await expect(page.getByLabel('Nachricht', { exact: true })).toHaveValue('Kept while the subject is missing')

			// Back as seeded.
			await page.getByLabel('Betreff', { exact: true }).fill('Your Globex security video of the month')
			await page
				.getByLabel('Nachricht', { exact: true })
				.fill('Hi! This month’s security video is ready in your learner dashboard. It takes about two minutes.')
			await page.getByRole('button', { name: 'Speichern' }).click()
			await expect(snackbar(page)).toHaveText('Einstellungen erfolgreich aktualisiert!')
		})
	})

	test.describe('as a new company', () => {
		test('disabled and empty: no months, no history, Add Monthly Video locked; enabled and disabled with the spec’s toasts', async ({
			page,
		}) => {
			test.slow()
			await registerCompany(page, 'calendar')
			await open(page, '/calendar/preview')
			const status = page.getByTestId('calendar-status')
			await expect(status).toHaveAttribute('data-enabled', 'false')
			await expect(status).toContainText('Monthly video is disabled')
			await expect(page.getByTestId('calendar-month').getByTestId('month-video')).toHaveCount(0)
			await expect(page.getByTestId('monthly-video-locked')).toHaveText('Adding monthly videos is not available for your company yet.')
			const next = monthAt(1)
			if (next.year === monthAt(0).year) {
				await expect(
					monthCard(page, next.month).getByRole('button', { name: `Add a monthly video for ${label(next.month, 'en')}` }),
				).toBeDisabled()
			}

			await page.getByRole('button', { name: 'Enable Monthly Video' }).click()
			await expect(snackbar(page)).toHaveText('Monthly video successfully enabled!')
			await expect(status).toHaveAttribute('data-enabled', 'true')
			await waitForHydration(page)
			await page.getByRole('button', { name: 'Disable Monthly Video' }).click()
			await expect(snackbar(page)).toHaveText('Monthly video successfully disabled!')
			await expect(status).toHaveAttribute('data-enabled', 'false')

			await page.getByTestId('calendar-tabs').getByRole('link', { name: 'History' }).click()
			await expect(page.getByTestId('history-empty')).toHaveText('No monthly video has gone out yet.')
			await page.getByTestId('calendar-tabs').getByRole('link', { name: 'Settings' }).click()
			await expect(page.getByLabel('Subject')).toHaveValue('Your monthly security awareness video')
		})
	})
})
