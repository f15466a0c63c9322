import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/**
 * The phishing simulation's campaign list and create page (spec 3 §2 /phishing-simulation with its Active,
 * Drafts and Archived tabs, /phishing/campaign, /phishing-simulation-create; §4 lifecycle: stopping archives,
 * only archived campaigns (and drafts) are deleted; §5 the schedule messages; §8 the toasts and confirm
 * dialogs) against the reference gateway's demo data: Globex (German) has a campaign in every state
 * (seed-phishing-simulation.ts). The create flow writes as Acme (English), on a campaign of its own. Each
 * runs with JavaScript and without.
 */

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const rowOf = (page: Page, name: string | RegExp) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })

test.describe('the campaign list at Globex (German)', () => {
	test.use({ account: 'admin@globex.test' })

	test('the bare path and the legacy address go to Active; each tab lists its campaigns with their actions', async ({ page }) => {
		await open(page, '/phishing/campaign')
		await expect(page).toHaveURL(/\/phishing-simulation\/active$/)
		await open(page, '/phishing-simulation')
		await expect(page).toHaveURL(/\/phishing-simulation\/active$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Phishing-Simulation' })).toBeVisible()
		await expect(page.getByTestId('load-failure')).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Kampagne erstellen' }).first()).toHaveAttribute('href', '/phishing-simulation-create')
		await expect(page.locator('#main').getByRole('link', { name: 'Einstellungen', exact: true })).toHaveAttribute(
			'href',
			'/phishing-simulation/settings',
		)

		// Active: running and queued, with Report and Stop (no Share: Globex is no partner).
		const running = rowOf(page, 'Quarterly Credential Check')
		await expect(running.getByText('Läuft', { exact: true })).toBeVisible()
		await expect(running.getByRole('link', { name: 'Bericht zu Quarterly Credential Check' })).toHaveAttribute(
			'href',
			'/phishing-simulation/reports/sim_globex_quarterly_credentials/overview',
		)
		await expect(running.getByRole('link', { name: 'Quarterly Credential Check stoppen' })).toBeVisible()
		await expect(running.getByRole('link', { name: 'Quarterly Credential Check teilen' })).toHaveCount(0)
		await expect(rowOf(page, 'New Year Password Reset').getByText('In Warteschlange', { exact: true })).toBeVisible()
		await expect(page.getByRole('columnheader', { name: 'Archiviert am' })).toHaveCount(0)

		// Drafts: Continue editing and Delete, no report.
		await page.getByRole('link', { name: 'Entwürfe', exact: true }).click()
		await expect(page).toHaveURL(/\/phishing-simulation\/drafts$/)
		const draft = rowOf(page, 'Holiday Gift Card')
		await expect(draft.getByRole('link', { name: 'Holiday Gift Card weiter bearbeiten' })).toHaveAttribute(
			'href',
			'/phishing-simulation-create?campaignId=sim_globex_holiday_gift_card',
		)
		await expect(draft.getByRole('link', { name: 'Holiday Gift Card löschen' })).toBeVisible()
		await expect(draft.getByRole('link', { name: /^Bericht/ })).toHaveCount(0)

		// Archived: the archive date's column, Report and Delete.
		await page.getByRole('link', { name: 'Archiviert', exact: true }).click()
		await expect(page).toHaveURL(/\/phishing-simulation\/archived$/)
		await expect(page.getByRole('columnheader', { name: 'Archiviert am' })).toBeVisible()
		const archived = rowOf(page, 'Finance Invoice Lure')
		await expect(archived.getByRole('link', { name: 'Bericht zu Finance Invoice Lure' })).toBeVisible()
		await expect(archived.getByRole('link', { name: 'Finance Invoice Lure löschen' })).toBeVisible()
		await expect(archived.getByRole('link', { name: 'Finance Invoice Lure stoppen' })).toHaveCount(0)
	})

	test('Continue editing opens the draft with its values; a campaign that is no draft goes back to the list', async ({ page }) => {
		await open(page, '/phishing-simulation-create?campaignId=sim_globex_holiday_gift_card')
		await expect(page.getByRole('heading', { level: 1, name: 'Kampagnenentwurf bearbeiten' })).toBeVisible()
		await expect(page.getByLabel('Kampagnenname')).toHaveValue('Holiday Gift Card')
		await open(page, '/phishing-simulation-create?campaignId=sim_globex_quarterly_credentials')
		await expect(page).toHaveURL(/\/phishing-simulation\/active$/)
	})
})

test.describe('a partner and its customer', () => {
	test.describe('Northwind (the partner)', () => {
		test.use({ account: 'partner@northwind.test' })
		test('a running campaign offers Share to the customers', async ({ page }) => {
			await open(page, '/phishing-simulation/active')
			await expect(rowOf(page, 'Partner Baseline Phish').getByRole('link', { name: 'Share Partner Baseline Phish' })).toHaveAttribute(
				'href',
				'/phishing-simulation/share/sim_northwind_partner_baseline',
			)
		})
	})
	test.describe('Contoso (its customer)', () => {
		test.use({ account: 'admin@contoso.test' })
		test("a clone names the partner's campaign, and offers no Share", async ({ page }) => {
			await open(page, '/phishing-simulation/active')
			const row = rowOf(page, /^Partner Baseline Phish/)
			await expect(row.getByText('Shared by your partner: Partner Baseline Phish')).toBeVisible()
			await expect(row.getByRole('link', { name: /^Share / })).toHaveCount(0)
		})
	})
})

test.describe('creating, launching, stopping and deleting a campaign at Acme', () => {
	test.use({ account: 'admin@acme.test' })

	test('save a draft, continue it, launch it, stop it and delete it', async ({ page }) => {
		const name = `E2E Simulation ${withJavaScript() ? 'js' : 'no-js'}`
		await open(page, '/phishing-simulation/drafts')
		await page.getByRole('link', { name: 'Create Campaign' }).first().click()
		await expect(page).toHaveURL(/\/phishing-simulation-create$/)
		await waitForHydration(page)
		const form = page.getByTestId('simulation-create-form')
		await expect(page.getByLabel('Campaign Name')).toHaveValue(/^Phishing Simulation /)

		// A template's Preview: the URL's dialog with the email in a sandboxed frame.
		const firstCard = form.getByTestId('template-card').first()
		const templateId = await firstCard.getByRole('checkbox').getAttribute('value')
		await firstCard.getByRole('link', { name: /^Preview of / }).click()
		await expect(page).toHaveURL(new RegExp(`preview=${templateId}$`))
		const preview = page.getByTestId('template-preview-dialog')
		await expect(preview.locator('iframe[sandbox=""]')).toBeVisible()
		await preview
			.getByRole('link', { name: 'Close' })
			.or(preview.getByRole('button', { name: 'Close' }))
			.first()
			.click()
		await waitForHydration(page)
		await expect(preview).toHaveCount(0)
		await expect(page).not.toHaveURL(/preview=/)

		// Save draft needs a name.
		await page.getByLabel('Campaign Name').fill('')
		await form.getByRole('button', { name: 'Save draft' }).click()
		await expect(form.getByText('Campaign Name is required')).toBeVisible()
		await page.getByLabel('Campaign Name').fill(name)

		// A difficulty filter keeps the name typed; a template chosen under it stays chosen.
		await form.getByRole('group', { name: 'Difficulty' }).getByRole('button', { name: 'Easy' }).click()
		await expect(form.getByRole('group', { name: 'Difficulty' }).getByRole('button', { name: 'Easy' })).toHaveAttribute(
			'aria-pressed',
			'true',
		)
		await expect(page.getByLabel('Campaign Name')).toHaveValue(name)
		const cards = form.getByTestId('template-card')
		await expect(cards.first()).toBeVisible()
		await expect(cards.first()).toContainText('Easy')
		await cards.first().getByRole('checkbox').check()
		await form.getByRole('group', { name: 'Difficulty' }).getByRole('button', { name: 'All' }).click()
		await expect(form.getByRole('group', { name: 'Difficulty' }).getByRole('button', { name: 'All' })).toHaveAttribute(
			'aria-pressed',
			'true',
		)
		await expect(form.getByTestId('templates-chosen')).toContainText('1 of 10 templates chosen')

		// The landing pages: the platform's four, each with a preview in a new tab.
		await expect(form.getByTestId('login-pages').getByRole('radio')).toHaveCount(4)
		await expect(form.getByTestId('login-pages').getByRole('link').first()).toHaveAttribute('target', '_blank')

		await form.getByRole('button', { name: 'Save draft' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Draft saved.')
		await expect(page).toHaveURL(/\/phishing-simulation-create\?campaignId=/)

		// Under Drafts; Continue editing keeps the name and the template.
		await open(page, '/phishing-simulation/drafts')
		await rowOf(page, name)
			.getByRole('link', { name: `Continue editing ${name}` })
			.click()
		await waitForHydration(page)
		await expect(page.getByRole('heading', { level: 1, name: 'Edit Draft Campaign' })).toBeVisible()
		await expect(page.getByLabel('Campaign Name')).toHaveValue(name)
		await expect(form.getByTestId('templates-chosen')).toContainText('1 of 10 templates chosen')

		// Launch on a date without one: the spec's message at the date.
		await form.getByLabel('On a date').check()
		await form.getByRole('button', { name: 'Launch' }).click()
		await expect(form.getByText('Please select date and time')).toBeVisible()
		await expect(page.getByLabel('Campaign Name')).toHaveValue(name)

		// Departments without one: the spec's message; the date's stays.
		await form.getByLabel('Departments', { exact: true }).check()
		await form.getByRole('button', { name: 'Launch' }).click()
		await expect(form.getByText('Please select departments')).toBeVisible()
		await expect(form.getByText('Please select date and time')).toBeVisible()
		await form.getByLabel(/^All users/).check()

		// Launch at once: the Active tab has it.
		await form.getByLabel('Start now').check()
		await form.getByRole('button', { name: 'Launch' }).click()
		await expect(page).toHaveURL(/\/phishing-simulation\/active$/)
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing campaign launched!')
		const row = rowOf(page, name)
		await expect(row.getByText(/^(Queued|In progress)$/)).toBeVisible()

		// Stop: the confirm dialog, then it is under Archived.
		await waitForHydration(page)
		await row.getByRole('link', { name: `Stop ${name}` }).click()
		const archive = page.getByTestId('archive-simulation-dialog')
		await expect(archive.getByText(`Archive "${name}"?`)).toBeVisible()
		await expect(archive.getByText('The campaign will be archived and you will not be able to resume it!')).toBeVisible()
		await archive.getByRole('button', { name: 'Archive' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing campaign archived!')
		await expect(rowOf(page, name)).toHaveCount(0)
		await open(page, '/phishing-simulation/archived')
		await waitForHydration(page)
		await rowOf(page, name)
			.getByRole('link', { name: `Delete ${name}` })
			.click()
		const remove = page.getByTestId('delete-simulation-dialog')
		await expect(remove.getByText(`Delete "${name}"?`)).toBeVisible()
		await expect(remove.getByText('The campaign will be deleted completely and you will not be able to access the reports!')).toBeVisible()
		await remove.getByRole('button', { name: 'Delete' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing campaign deleted!')
		await expect(rowOf(page, name)).toHaveCount(0)
	})
})
