import { type Locator, type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/**
 * The phishing exercise home and campaign wizard (spec 3 §2 /phishing-exercise, /active, /archived,
 * /create; §4 "Campaign wizard", "Editing an active campaign"; §5 "Campaign"; §8 the toasts and confirm
 * dialogs) against the reference gateway's demo data: Globex (German) has packs, three custom templates
 * and a campaign in every state (seed-phishing-exercise.ts); Acme has none. Each flow runs with
 * JavaScript and without; only the wizard flow writes, on a campaign of its own.
 */

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const card = (page: Page, name: string) =>
	page.getByTestId('campaign-card').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** Opens a card's menu (a disclosure, with or without JavaScript) and follows one of its links. */
async function cardAction(page: Page, campaign: Locator, name: string, action: string) {
	await campaign.getByLabel(`Aktionen für ${name}`).click()
	await campaign.getByRole('link', { name: action, exact: true }).click()
}

test.describe('the phishing exercise at Globex (German)', () => {
	test.use({ account: 'admin@globex.test' })

	test('the home goes to the Active tab and shows every state of a campaign; packs fold behind Show More; the archived tab', async ({
		page,
	}) => {
		await open(page, '/phishing-exercise')
		await expect(page).toHaveURL(/\/phishing-exercise\/active$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Phishing-Übung' })).toBeVisible()
		await expect(page.getByTestId('load-failure')).toHaveCount(0)
		await expect(page.getByRole('heading', { name: 'Starten Sie Ihre Kampagne: Wählen Sie Ihr Vorlagenpaket' })).toBeVisible()

		// Eight packs: five until Show More (a link to ?packs=all), all eight after, five again after Show Less.
		const packs = page.getByTestId('pack-card')
		await expect(packs).toHaveCount(5)
		await page.getByRole('link', { name: 'Mehr anzeigen' }).click()
		await expect(page).toHaveURL(/packs=all/)
		await expect(packs).toHaveCount(8)
		for (const label of ['LEICHT', 'MITTEL', 'SCHWER']) await expect(page.getByTestId('pack-cards').getByText(label).first()).toBeVisible()
		await expect(packs.first()).toContainText(/\d+ E-Mails?·\d+ SMS/)
		await page.getByRole('link', { name: 'Weniger anzeigen' }).click()
		await expect(packs).toHaveCount(5)

		// Running: the round's statistics and the assignment chips.
		const running = card(page, 'Q4 Phishing Awareness')
		for (const stat of ['Gesendet', 'Phishing gemeldet', 'Phishing nicht gemeldet', 'Geöffnet gemeldet'])
			await expect(running.getByTestId('campaign-stats').getByText(stat, { exact: true })).toBeVisible()
		await expect(running.getByTestId('campaign-stats')).toContainText(/\d+\/\d+/)
		for (const chip of ['Abgeschlossen', 'In Bearbeitung', 'Nicht begonnen', 'Überfällig'])
			await expect(running.getByText(new RegExp(`^${chip}: \\d+$`))).toBeVisible()
		// Starting later: the countdown with JavaScript, the day without.
		const scheduled = card(page, 'Holiday Season Readiness')
		await expect(scheduled.getByText(withJavaScript() ? /^Beginnt in \d+ (Tagen|Stunden)$/ : /^Beginnt am /)).toBeVisible()
		await expect(scheduled.getByTestId('campaign-stats')).toHaveCount(0)
		// Outdated and suspended.
		const outdated = card(page, 'Legacy Phishing Exercise 2024')
		await expect(outdated.getByText('Zustellung abgeschlossen!')).toBeVisible()
		await expect(
			outdated.getByText('Leider ist die Version dieser Phishing-Kampagne veraltet und wird nicht mehr unterstützt.'),
		).toBeVisible()
		await expect(card(page, 'Mobile Messaging Check').getByRole('link', { name: 'UPGRADE' })).toHaveAttribute('href', '/licensing')
		// An active campaign's menu: Report, Settings, Archive.
		await running.getByLabel('Aktionen für Q4 Phishing Awareness').click()
		await expect(running.getByRole('link')).toHaveText(['Bericht', 'Einstellungen', 'Archivieren'])
		await expect(running.getByRole('link', { name: 'Bericht' })).toHaveAttribute(
			'href',
			/^\/phishing-exercise-report\/pex_globex_q4_awareness\/users$/,
		)

		// Archived: Report and Delete Campaign; the one archived before its start was not launched.
		await page.getByRole('link', { name: 'Archiviert', exact: true }).click()
		await expect(page).toHaveURL(/\/phishing-exercise\/archived$/)
		await expect(card(page, 'Summer Refresher').getByText('Die Kampagne wurde nicht gestartet')).toBeVisible()
		const spring = card(page, 'Spring Phishing Exercise')
		await spring.getByLabel('Aktionen für Spring Phishing Exercise').click()
		await expect(spring.getByRole('link')).toHaveText(['Bericht', 'Kampagne löschen'])

		// The draft goes back into the wizard with its three custom templates chosen.
		await page.getByRole('link', { name: 'Aktiv', exact: true }).click()
		await card(page, 'Executive Impersonation Drill').getByRole('link', { name: 'Weiter bearbeiten' }).click()
		await expect(page).toHaveURL(/\/phishing-exercise\/create\?draft=[\w-]+&step=templates$/)
		await expect(page.getByTestId('wizard-pack').and(page.locator('[data-chosen]'))).toContainText('Eigenes Paket')
		await expect(page.getByTestId('selected-count')).toHaveText('Ausgewählt: 3 von 10')
		// Its saved settings come with it: the name, the Managers group, on to the launch step's summary.
		const draftUrl = page.url()
		await page.getByRole('link', { name: 'Weiter' }).click()
		await expect(page).toHaveURL(new RegExp(`${new URL(draftUrl).searchParams.get('draft')}&step=settings$`))
		await waitForHydration(page)
		const draftForm = page.getByTestId('wizard-settings')
		await expect(draftForm.getByLabel('Kampagnenname')).toHaveValue('Executive Impersonation Drill')
		await expect(draftForm.getByRole('radio', { name: 'Gruppen', exact: true })).toBeChecked()
		await expect(draftForm.getByLabel(/^Managers \(\d+\)$/)).toBeChecked()
		await page
			.getByTestId('wizard-stepper')
			.getByRole('link', { name: /Start$/ })
			.click()
		await expect(page).toHaveURL(/step=launch$/)
		const draftLaunch = page.getByTestId('wizard-launch')
		await expect(draftLaunch).toContainText('Executive Impersonation Drill')
		await expect(draftLaunch.getByTestId('launch-templates').getByRole('listitem')).toHaveCount(3)
		await expect(draftLaunch.getByTestId('launch-templates')).toContainText('Badge Renewal')
		await expect(draftLaunch).toContainText(/Gruppen: \d+ Benutzer/)

		// The suspended campaign's UPGRADE leads to licensing.
		await open(page, '/phishing-exercise/active')
		await card(page, 'Mobile Messaging Check').getByRole('link', { name: 'UPGRADE' }).click()
		await expect(page).toHaveURL(/\/licensing$/)
	})

	test('a campaign from custom templates to a department: the wizard, its refusals, Campaign Settings, archive and delete', async ({
		page,
	}) => {
		// A whole campaign's life: over 20 s alone, past the default 30 s on a busy machine.
		test.slow()
		const name = `Vertriebsübung ${test.info().project.name}`
		await open(page, '/phishing-exercise/active')
		await page.getByRole('link', { name: 'Eigene erstellen' }).click()
		await expect(page).toHaveURL(/\/phishing-exercise\/create\?draft=[\w-]+&step=templates$/)
		await waitForHydration(page)
		await expect(page.getByRole('navigation', { name: 'Kampagnenschritte' }).locator('[aria-current="step"]')).toHaveText('1Vorlagen')

		await expect(page.getByTestId('load-failure')).toHaveCount(0)
		// Nothing chosen: Next is disabled and says why.
		await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled()
		await expect(page.getByText('Bitte wählen Sie 10 Vorlagen aus')).toBeVisible()
		// The list searches by name (the company's own template is NEW), then shows every template again.
		const list = page.getByTestId('wizard-template-list')
		const search = list.getByRole('searchbox', { name: 'Vorlagen nach Namen suchen' })
		await search.fill('Badge')
		await search.press('Enter')
		await expect(list.getByTestId('template-card')).toHaveCount(1)
		await expect(list.getByTestId('template-card')).toContainText('Badge RenewalNEU')
		await search.fill('')
		await search.press('Enter')
		await expect(list.getByTestId('template-card')).toHaveCount(25)
		// Ten templates, one by one (each choice is kept on the server); the eleventh is refused.
		for (let i = 0; i < 10; i++) {
			await list
				.getByRole('button', { name: /auswählen$/ })
				.first()
				.click()
			await expect(page.getByTestId('selected-count')).toHaveText(`Ausgewählt: ${i + 1} von 10`)
		}
		await list
			.getByRole('link', { name: /auswählen$/ })
			.first()
			.click()
		const limit = page.getByRole('dialog', { name: 'Sie können 10 Vorlagen auswählen!' })
		await expect(limit).toContainText(
			'Wenn Sie eine weitere Vorlage auswählen möchten, heben Sie bitte die Auswahl einer zuvor gewählten auf.',
		)
		await limit
			.getByRole('link', { name: 'Verstanden' })
			.or(limit.getByRole('button', { name: 'Verstanden' }))
			.click()
		await expect(limit).toHaveCount(0)
		await expect(page.getByTestId('selected-count')).toHaveText('Ausgewählt: 10 von 10')
		// Nine of them are enough.
		await list
			.getByRole('button', { name: /^Auswahl von .* aufheben$/ })
			.first()
			.click()
		await expect(page.getByTestId('selected-count')).toHaveText('Ausgewählt: 9 von 10')
		await page.getByRole('link', { name: 'Weiter' }).click()

		// Settings: a dated default name, all users by default; a bad value shows its message and keeps what was typed.
		await expect(page).toHaveURL(/step=settings/)
		await waitForHydration(page)
		const form = page.getByTestId('wizard-settings')
		await expect(page.getByTestId('load-failure')).toHaveCount(0)
		await expect(form.getByLabel('Kampagnenname')).toHaveValue(/^Phishing-Übungskampagne /)
		await expect(form.getByRole('radio', { name: /^Alle Benutzer \(\d+\)$/ })).toBeChecked()
		await expect(form.getByLabel('Benachrichtigung senden')).toBeChecked()
		await form.getByLabel('Betreff').fill('Bitte die Übung machen')
		await form.getByLabel('Kampagnenname').fill('   ')
		await form.getByRole('radio', { name: 'Abteilungen', exact: true }).check()
		await form.getByRole('button', { name: 'Weiter' }).click()
		await expect(form.getByText('Kampagnenname ist erforderlich')).toBeVisible()
		await expect(
			form.getByText('Keine Benutzer ausgewählt. Wählen Sie die Benutzer aus, denen Sie die Phishing-Übung zuweisen möchten.'),
		).toBeVisible()
		await expect(form.getByLabel('Betreff')).toHaveValue('Bitte die Übung machen')
		await expect(form.getByRole('radio', { name: 'Abteilungen', exact: true })).toBeChecked()
		await form.getByLabel('Kampagnenname').fill(name)
		await form.getByLabel(/^Sales \(\d+\)$/).check()
		await form.getByRole('button', { name: 'Weiter' }).click()

		// Launch: the summary, then the card on the Active tab.
		await expect(page).toHaveURL(/step=launch/)
		const launch = page.getByTestId('wizard-launch')
		await expect(launch.getByRole('heading', { name: 'Bereit?' })).toBeVisible()
		await expect(launch).toContainText(name)
		await expect(launch).toContainText('Vorlagen9')
		// The chosen templates by name, in their order.
		await expect(launch.getByTestId('launch-templates').getByRole('listitem')).toHaveCount(9)
		await expect(launch).toContainText(/Abteilungen: \d+ Benutzer/)
		await expect(launch).toContainText('Bitte die Übung machen')
		await launch.getByRole('button', { name: 'Starten' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Übungskampagne erfolgreich erstellt!')
		await expect(page).toHaveURL(/\/phishing-exercise\/active$/)
		const created = card(page, name)
		await expect(created).toBeVisible()

		// Campaign Settings: name and type locked, Sales stays; adding Marketing saves.
		await cardAction(page, created, name, 'Einstellungen')
		await expect(page).toHaveURL(/modal=settings&campaign=/)
		const dialog = page.getByRole('dialog', { name: 'Kampagneneinstellungen' })
		await expect(dialog.getByLabel('Kampagnenname')).toBeDisabled()
		await expect(dialog.getByRole('radio', { name: 'Alle Benutzer' })).toBeDisabled()
		await expect(dialog.getByLabel(/^Sales \(\d+\)$/)).toBeDisabled()
		await expect(dialog.getByLabel(/^Sales \(\d+\)$/)).toBeChecked()
		if (withJavaScript()) {
			await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled()
		} else {
			// Without JavaScript the server refuses an unchanged save.
			await dialog.getByRole('button', { name: 'Speichern' }).click()
			await expect(page.getByRole('dialog', { name: 'Kampagneneinstellungen' }).getByText('Es wurde noch nichts geändert.')).toBeVisible()
		}
		await page
			.getByRole('dialog', { name: 'Kampagneneinstellungen' })
			.getByLabel(/^Marketing \(\d+\)$/)
			.check()
		await page.getByRole('dialog', { name: 'Kampagneneinstellungen' }).getByRole('button', { name: 'Speichern' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Übungskampagne erfolgreich aktualisiert!')
		await expect(page).not.toHaveURL(/modal=/)

		// Archive, then delete from the Archived tab.
		await cardAction(page, card(page, name), name, 'Archivieren')
		const archive = page.getByRole('dialog', { name: `„${name}“ archivieren?` })
		await expect(archive).toContainText('Die Kampagne wird archiviert und Sie können sie nicht fortsetzen!')
		await archive.getByRole('button', { name: 'Archivieren' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Übungskampagne archiviert!')
		await expect(card(page, name)).toHaveCount(0)
		await page.getByRole('link', { name: 'Archiviert', exact: true }).click()
		await waitForHydration(page)
		await cardAction(page, card(page, name), name, 'Kampagne löschen')
		const remove = page.getByRole('dialog', { name: `„${name}“ löschen?` })
		await expect(remove).toContainText('Die Kampagne wird vollständig gelöscht und Sie können nicht mehr auf die Berichte zugreifen!')
		await remove.getByRole('button', { name: 'Löschen' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Übungskampagne gelöscht!')
		await expect(card(page, name)).toHaveCount(0)
	})
})

test.describe('the users of a campaign at Globex (German, 300 people)', () => {
	test.use({ account: 'admin@globex.test' })

	test('a user beyond the first 100 is found by a search, chosen beside one from the list and launched; Campaign Settings shows them and adds another by a search; leaving the launch step warns', async ({
		page,
	}) => {
		test.slow()
		const name = `Benutzerübung ${test.info().project.name}`
		await open(page, '/phishing-exercise/active')
		await page.getByRole('link', { name: 'Eigene erstellen' }).click()
		await waitForHydration(page)
		const list = page.getByTestId('wizard-template-list')
		await list
			.getByRole('button', { name: /auswählen$/ })
			.first()
			.click()
		await expect(page.getByTestId('selected-count')).toHaveText('Ausgewählt: 1 von 10')
		await page.getByRole('link', { name: 'Weiter' }).click()
		await expect(page).toHaveURL(/step=settings/)
		await waitForHydration(page)

		const form = page.getByTestId('wizard-settings')
		await form.getByLabel('Kampagnenname').fill(name)
		await form.getByRole('radio', { name: 'Benutzer', exact: true }).check()
		// The list is cut at 100 and says so; Tess Novak sorts beyond it.
		const users = form.getByRole('group', { name: /^Benutzer/ })
		await expect(users.getByTestId('users-search-note')).toHaveText(
			/^Die ersten 100 von \d{3} Benutzern sind aufgeführt: Suchen Sie die anderen nach Name oder E-Mail\.$/,
		)
		await expect(users.getByRole('checkbox')).toHaveCount(100)
		await expect(users.getByLabel(/^Tess Novak/)).toHaveCount(0)
		// One from the first page, then the search.
		const first = users.getByRole('checkbox').first()
		const firstName = (await users.getByRole('listitem').first().textContent())!.trim()
		await first.check()
		await users.getByLabel('Benutzer suchen').fill('Tess Novak')
		if (withJavaScript()) {
			// The list follows the typing.
			await expect(users.getByLabel(/^Tess Novak \(/)).toBeVisible()
		} else {
			await users.getByRole('button', { name: 'Suchen' }).click()
			await expect(page.getByTestId('wizard-settings').getByLabel('Benutzer suchen')).toHaveValue('Tess Novak')
		}
		const found = page.getByTestId('wizard-settings').getByRole('group', { name: /^Benutzer/ })
		await expect(found.getByTestId('users-search-note')).toHaveText('Benutzer, die zu „Tess Novak“ passen: 1')
		// What was typed and chosen stays: the name, the type, the first user listed and ticked above the match.
		await expect(page.getByTestId('wizard-settings').getByLabel('Kampagnenname')).toHaveValue(name)
		await expect(page.getByTestId('wizard-settings').getByRole('radio', { name: 'Benutzer', exact: true })).toBeChecked()
		await expect(found.getByRole('checkbox')).toHaveCount(2)
		await expect(found.getByLabel(firstName, { exact: true })).toBeChecked()
		await found.getByLabel(/^Tess Novak \(tess\.novak@globex\.test\)$/).check()
		// A search without a match says so.
		if (withJavaScript()) {
			await found.getByLabel('Benutzer suchen').fill('zzzz')
			await expect(found.getByText('Keine Benutzer passen zu „zzzz“.')).toBeVisible()
			await expect(found.getByRole('checkbox')).toHaveCount(2)
			await expect(found.getByLabel(/^Tess Novak/)).toBeChecked()
		}
		// Enter in a field goes on to the launch (with or without JavaScript), not to the search.
		await page.getByTestId('wizard-settings').getByLabel('Kampagnenname').press('Enter')

		await expect(page).toHaveURL(/step=launch/)
		const launch = page.getByTestId('wizard-launch')
		await expect(launch).toContainText('Benutzer: 2 Benutzer')
		await expect(launch.getByTestId('launch-templates').getByRole('listitem')).toHaveCount(1)
		if (withJavaScript()) {
			// Leaving before the launch asks first (beforeunload); Chromium asks only after the page was used.
			await waitForHydration(page)
			const dialogs: string[] = []
			page.on('dialog', (dialog) => {
				dialogs.push(dialog.type())
				void dialog.accept()
			})
			await launch.getByRole('heading', { name: 'Bereit?' }).click()
			await page.reload()
			expect(dialogs).toEqual(['beforeunload'])
			await waitForHydration(page)
			await page.getByTestId('wizard-launch').getByRole('button', { name: 'Starten' }).click()
			await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Übungskampagne erfolgreich erstellt!')
			await page.getByRole('heading', { level: 1 }).click()
			await page.reload()
			expect(dialogs).toEqual(['beforeunload'])
		} else {
			await launch.getByRole('button', { name: 'Starten' }).click()
			await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Übungskampagne erfolgreich erstellt!')
		}

		// Campaign Settings: both users named, ticked and locked.
		await open(page, '/phishing-exercise/active')
		const created = card(page, name)
		await cardAction(page, created, name, 'Einstellungen')
		const dialog = page.getByRole('dialog', { name: 'Kampagneneinstellungen' })
		await expect(dialog.getByLabel(/^Tess Novak \(tess\.novak@globex\.test\)$/)).toBeChecked()
		await expect(dialog.getByLabel(/^Tess Novak/)).toBeDisabled()
		await expect(dialog.getByLabel(firstName, { exact: true })).toBeChecked()
		// The dialog searches too: Quinn Anders (beyond the first 100) is added and saved.
		await expect(dialog.getByLabel(/^Quinn Anders/)).toHaveCount(0)
		await dialog.getByLabel('Benutzer suchen').fill('Quinn Anders')
		if (!withJavaScript()) await dialog.getByRole('button', { name: 'Suchen' }).click()
		const searched = page.getByRole('dialog', { name: 'Kampagneneinstellungen' })
		await expect(searched.getByTestId('users-search-note')).toHaveText('Benutzer, die zu „Quinn Anders“ passen: 1')
		await expect(searched.getByLabel(/^Tess Novak/)).toBeChecked()
		await searched.getByLabel(/^Quinn Anders \(quinn\.anders@globex\.test\)$/).check()
		await searched.getByRole('button', { name: 'Speichern' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Übungskampagne erfolgreich aktualisiert!')
		await cardAction(page, card(page, name), name, 'Einstellungen')
		await expect(page.getByRole('dialog', { name: 'Kampagneneinstellungen' }).getByLabel(/^Quinn Anders/)).toBeDisabled()
		await expect(page.getByRole('dialog', { name: 'Kampagneneinstellungen' }).getByLabel(/^Quinn Anders/)).toBeChecked()

		// Clean up: archive, then delete.
		await open(page, '/phishing-exercise/active')
		await cardAction(page, card(page, name), name, 'Archivieren')
		await page
			.getByRole('dialog', { name: `„${name}“ archivieren?` })
			.getByRole('button', { name: 'Archivieren' })
			.click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Übungskampagne archiviert!')
		await page.getByRole('link', { name: 'Archiviert', exact: true }).click()
		await waitForHydration(page)
		await cardAction(page, card(page, name), name, 'Kampagne löschen')
		await page
			.getByRole('dialog', { name: `„${name}“ löschen?` })
			.getByRole('button', { name: 'Löschen' })
			.click()
		await expect(page.getByTestId('snackbar')).toHaveText('Phishing-Übungskampagne gelöscht!')
	})
})

test.describe('the phishing exercise at Acme, without campaigns', () => {
	test.use({ account: 'admin@acme.test' })

	test('the home stays at its base URL with the packs and the empty states of both tabs', async ({ page }) => {
		await open(page, '/phishing-exercise')
		await expect(page).toHaveURL(/\/phishing-exercise$/)
		await expect(page.getByTestId('pack-card').first()).toBeVisible()
		await expect(page.getByText('You have no active campaigns!')).toBeVisible()
		await page.getByRole('link', { name: 'Archived', exact: true }).click()
		await expect(page).toHaveURL(/\/phishing-exercise\/archived$/)
		await expect(page.getByText('You have no archived campaigns!')).toBeVisible()
		// A pack card opens the wizard with that pack chosen.
		await open(page, '/phishing-exercise')
		await page.getByTestId('pack-card').first().getByRole('link').click()
		await expect(page).toHaveURL(/\/phishing-exercise\/create\?draft=[\w-]+&step=templates$/)
		await expect(page.getByTestId('wizard-pack').and(page.locator('[data-chosen]'))).not.toContainText('Custom Pack')
		await expect(page.getByRole('link', { name: 'Next' })).toBeVisible()
	})
})
