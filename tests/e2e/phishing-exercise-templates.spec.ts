import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/**
 * The phishing exercise's template wizard, preview and delete (spec 3 §2 "Template creation modal",
 * "Template preview modal", §4 "Template wizard", §5 rules, §8 toasts and 'Delete Template?') as Globex's
 * admin, who reads the console in German. Each flow runs with JavaScript (Next disabled until the step is
 * valid, messages as fields are left, the GrapesJS editor on the body step) and without (each step posts,
 * the server answers with the messages, the body is an HTML text area). The templates a flow creates are
 * found on the campaign wizard's template list, where Save leads back to by default.
 */

test.use({ account: 'admin@globex.test' })

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
}

const next = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true })
const save = (page: Page) => page.getByRole('button', { name: 'Speichern', exact: true })
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })

/**
 * A step's bad value shows the spec's message: with JavaScript when the field is left (and Next stays
 * disabled with its tooltip), without it once Next posts the step.
 */
async function expectRefused(page: Page, messages: string[], leave?: () => Promise<void>) {
	if (withJavaScript()) {
		await expect(page.locator('form[data-checks="ready"]')).toBeAttached()
		await leave?.()
		await expect(next(page).or(save(page))).toBeDisabled()
		await expect(page.locator('span[title="Bitte füllen Sie alle Pflichtfelder aus"]')).toBeVisible()
	} else {
		await next(page).or(save(page)).click()
	}
	for (const message of messages) await expect(page.getByText(message, { exact: true }).first()).toBeVisible()
}

async function fillBackstory(page: Page, correct: string) {
	await page.getByLabel('Hintergrund', { exact: true }).fill('Sie erwarten keine Nachricht dieser Art.')
	for (const kind of ['Anrufen & prüfen', 'Offizielle App prüfen', 'Phishing melden', 'Sieht echt aus']) {
		const answer = page.getByRole('group', { name: kind, exact: true })
		await answer.getByLabel(kind === correct ? 'Richtig' : 'Falsch', { exact: true }).check()
		await answer.getByLabel(`${kind}: Erklärung`).fill(`Erklärung zu ${kind}.`)
	}
}

/** The id of a template on the campaign wizard's template list (where Save and Delete lead back to). */
async function templateIdOnList(page: Page, name: string) {
	await expect(page).toHaveURL(/\/phishing-exercise\/create/)
	const card = page.getByTestId('template-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
	const href = await card.locator('a[href^="/phishing-exercise/templates/"]').first().getAttribute('href')
	return /\/phishing-exercise\/templates\/([^/?]+)/.exec(href ?? '')![1]!
}

test.describe('the template wizard at Globex (German)', () => {
	test('an email template through every step: each bad value shows the spec’s message, Save creates it', async ({ page, baseURL }) => {
		// The editor is self-hosted: nothing on the way loads from another origin (no CDN icons, fonts or images).
		const origin = new URL(baseURL!).origin
		const foreign: string[] = []
		page.on('request', (request) => {
			const url = request.url()
			if (!url.startsWith(origin) && !/^(data|blob|about):/.test(url)) foreign.push(url)
		})
		await open(page, '/phishing-exercise/templates/new')
		await dismissUpdates(page)
		await expect(page.getByRole('dialog', { name: 'Neue Vorlage erstellen' })).toBeVisible()
		await expect(page.getByLabel('E-Mail', { exact: true })).toBeChecked()
		await page.getByRole('button', { name: 'Weiter' }).click()
		await expect(page).toHaveURL(/\/phishing-exercise\/templates\/new\/email$/)
		await waitForHydration(page)
		await expect(page.getByRole('heading', { level: 1, name: 'Neue E-Mail-Vorlage' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Schritte' }).getByRole('listitem')).toHaveText([
			/E-Mail-Kopf/,
			/E-Mail-Text/,
			/Hintergrund/,
			/Hinweise/,
			/Vorschau & Speichern/,
		])

		// Email Header (spec 3 §5). With JavaScript the browser's checks load with the form
		// (app/lib/use-lazy-validation.ts, 'mounted'); until they are there a field left is checked by the server.
		if (withJavaScript()) await expect(page.locator('form[data-checks="ready"]')).toBeAttached()
		await page.getByLabel('Anzeigename').fill(' IT Desk')
		await page.getByLabel('Benutzername').fill('it-desk@')
		await page.getByLabel('Betreff').fill('')
		await expectRefused(page, ['Bitte fügen Sie einen Betreff hinzu', 'Falsches Format des Anzeigenamens', 'Falsches E-Mail-Format'], () =>
			page.getByLabel('Betreff').blur(),
		)
		await page.getByLabel('Betreff').fill('Ihr Postfach ist fast voll')
		await page.getByLabel('Anzeigename').fill('IT Service Desk')
		await page.getByLabel('Benutzername').fill('it-desk@globex-support.test')
		await next(page).click()

		// Email Body: GrapesJS with JavaScript, the HTML text area without.
		await expect(stepHeading(page, 'E-Mail-Text')).toBeVisible()
		await expect(page).toHaveURL(/step=body&draft=/)
		if (withJavaScript()) {
			await expect(page.getByRole('region', { name: 'E-Mail-Editor' }).locator('.gjs-editor')).toBeVisible({ timeout: 20_000 })
			await expect(next(page)).toBeEnabled({ timeout: 20_000 })
		} else {
			await expect(page.getByText('Der visuelle Editor benötigt JavaScript.', { exact: false })).toBeVisible()
			await expect(page.getByLabel('E-Mail-Text (HTML)')).toHaveValue(/Please verify your account today/)
		}
		await next(page).click()

		// Backstory: the legend, a status and an explanation per answer, one Correct answer.
		await expect(stepHeading(page, 'Hintergrund')).toBeVisible()
		if (withJavaScript()) {
			await expectRefused(page, ['Beschreiben Sie die Situation, in der der Benutzer eine verdächtige Nachricht erhält.'], async () => {
				await page.getByLabel('Hintergrund', { exact: true }).focus()
				await page.getByLabel('Hintergrund', { exact: true }).blur()
			})
			await fillBackstory(page, 'none')
			await expect(next(page)).toBeDisabled()
		} else {
			await expectRefused(page, [
				'Beschreiben Sie die Situation, in der der Benutzer eine verdächtige Nachricht erhält.',
				'Bitte wählen Sie den Status der Antwort.',
				'Bitte fügen Sie der Antwort eine Erklärung hinzu.',
			])
			await fillBackstory(page, 'none')
			await expectRefused(page, ['Bitte geben Sie mindestens eine richtige Antwort an.'])
		}
		await fillBackstory(page, 'Phishing melden')
		await next(page).click()

		// Callouts: anchors matched on the body's text.
		await expect(stepHeading(page, 'Hinweise')).toBeVisible()
		await page.getByLabel('Hinweis zum Absender').check()
		await page.getByLabel('Text des Absender-Hinweises').fill('Die Domain globex-support.test gehört nicht Globex.')
		await page.getByLabel('Hinweise in der Nachricht').check()
		await page.getByLabel('Ankertext').fill('Gewinnspiel')
		await page.getByLabel('Hinweistext').fill('Druck durch eine Frist.')
		await expectRefused(page, ['Keine Treffer gefunden.'], () => page.getByLabel('Ankertext').blur())
		await page.getByLabel('Ankertext').fill('verify your account')
		await next(page).click()

		// Preview & Save: the name, the thumbnail's type, the preview with the numbered callout.
		await expect(stepHeading(page, 'Vorschau & Speichern')).toBeVisible()
		const frame = page.frameLocator('iframe[title^="E-Mail-Vorschau"]')
		// The callout's anchor marked with its number (the sanitiser keeps the mark, not its data attribute).
		await expect(frame.locator('mark')).toHaveText('verify your account')
		await expect(frame.locator('mark + sup')).toHaveText('1')
		await page.getByLabel('Vorschaubild').setInputFiles({ name: 'bild.gif', mimeType: 'image/gif', buffer: GIF })
		if (withJavaScript()) {
			await expectRefused(page, ['Bitte fügen Sie einen Vorlagennamen hinzu.'], async () => {
				await page.getByLabel('Name der Vorlage').focus()
				await page.getByLabel('Name der Vorlage').blur()
			})
		} else {
			await expectRefused(page, [
				'Bitte fügen Sie einen Vorlagennamen hinzu.',
				'Die Datei muss einen erlaubten Inhaltstyp haben: PNG, JPG(JPEG)',
			])
		}
		await page.getByLabel('Name der Vorlage').fill('E2E Postfach voll')
		await page.getByLabel('Vorschaubild').setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: PNG })
		await save(page).click()
		await expect(page.getByText('Vorlage erfolgreich erstellt.')).toBeVisible()
		const id = await templateIdOnList(page, 'E2E Postfach voll')

		// Its preview: the legend, the answers, the callouts toggle as a link.
		await open(page, `/phishing-exercise/templates/${id}`)
		const dialog = page.getByRole('dialog', { name: 'E2E Postfach voll' })
		await expect(dialog.getByText('Sie erwarten keine Nachricht dieser Art.')).toBeVisible()
		await expect(dialog.getByText('Richtig')).toHaveCount(1)
		await expect(page.frameLocator('iframe[title="E-Mail-Vorschau: E2E Postfach voll"]').locator('mark')).toHaveText('verify your account')
		await dialog.getByRole('link', { name: 'Hinweise ausblenden' }).click()
		await expect(page).toHaveURL(/callouts=hide/)
		await expect(page.frameLocator('iframe[title="E-Mail-Vorschau: E2E Postfach voll"]').locator('mark')).toHaveCount(0)
		await expect(page.frameLocator('iframe[title="E-Mail-Vorschau: E2E Postfach voll"]').getByText('verify your account')).toBeVisible()
		expect(foreign).toEqual([])
	})

	test('an SMS template is built, edited and deleted; one used by an active campaign is neither', async ({ page }) => {
		// The whole life of a template, with the link popover on the way: longer than one page's test.
		test.slow()
		// Spec 3 §2: narrower than 960 pixels, the editor is not offered (a media query, with or without JavaScript).
		await page.setViewportSize({ width: 800, height: 900 })
		await open(page, '/phishing-exercise/templates/new/sms')
		await expect(page.getByText('Der Vorlageneditor ist nur auf Bildschirmen mit mindestens 960 Pixeln Breite verfügbar!')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Telefonnummer' })).toBeHidden()
		await page.setViewportSize({ width: 1280, height: 900 })

		await open(page, '/phishing-exercise/templates/new')
		await dismissUpdates(page)
		await page.getByLabel('SMS', { exact: true }).check()
		await page.getByRole('button', { name: 'Weiter' }).click()
		await expect(page).toHaveURL(/\/new\/sms$/)
		await waitForHydration(page)
		await expect(page.getByRole('heading', { level: 1, name: 'Neue SMS-Vorlage' })).toBeVisible()

		// Sender: a phone number is required; a contact name instead.
		const phone = page.getByRole('textbox', { name: 'Telefonnummer' })
		await expectRefused(page, ['Bitte fügen Sie eine Telefonnummer hinzu'], async () => {
			await phone.focus()
			await phone.blur()
		})
		await page.getByRole('radio', { name: 'Kontaktname' }).check()
		await page.getByRole('textbox', { name: 'Kontaktname' }).fill('PaketDienst')
		await next(page).click()

		// Message: starts with the sample SMS; empty is refused.
		await expect(stepHeading(page, 'Nachricht')).toBeVisible()
		await expect(page.getByLabel('SMS-Nachricht')).toHaveValue(/parcel could not be delivered/)
		await page.getByLabel('SMS-Nachricht').fill('')
		await expectRefused(page, ['Die Nachricht darf nicht leer sein. Bitte legen Sie den SMS-Inhalt fest.'], () =>
			page.getByLabel('SMS-Nachricht').blur(),
		)
		// A link: with JavaScript by the Link popover (spec 3 §5: Add, or Update with the caret in a link);
		// without it typed into the text, as the button is not there.
		const message = page.getByLabel('SMS-Nachricht')
		const linked = 'Ihr Paket wartet. Bestätigen Sie die Zustellung unter https://paket-info.example/zustellung innerhalb von 24 Stunden.'
		if (withJavaScript()) {
			const linkButton = page.getByRole('button', { name: 'Link', exact: true })
			const popover = page.getByRole('dialog', { name: 'Link in der Nachricht' })
			const address = popover.getByLabel('Webadresse')
			await message.fill('Ihr Paket wartet. Bestätigen Sie die Zustellung unter innerhalb von 24 Stunden.')
			const afterUnter = 'Ihr Paket wartet. Bestätigen Sie die Zustellung unter'.length
			await message.evaluate((element: HTMLTextAreaElement, at) => element.setSelectionRange(at, at), afterUnter)
			await linkButton.click()
			await expect(address).toBeFocused()
			await expect(address).toHaveValue('')
			await address.fill('paket-info.example')
			await popover.getByRole('button', { name: 'Hinzufügen', exact: true }).click()
			await expect(popover.getByText('Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.')).toBeVisible()
			await expect(message).toHaveValue('Ihr Paket wartet. Bestätigen Sie die Zustellung unter innerhalb von 24 Stunden.')
			await address.fill('https://paket-info.example/alt')
			await address.press('Enter')
			// Added at the caret, spaced from the words; the focus back in the text, the caret after the link.
			await expect(popover).toBeHidden()
			await expect(message).toHaveValue(
				'Ihr Paket wartet. Bestätigen Sie die Zustellung unter https://paket-info.example/alt innerhalb von 24 Stunden.',
			)
			await expect(message).toBeFocused()
			const afterLink = afterUnter + ' https://paket-info.example/alt'.length
			expect(await message.evaluate((element: HTMLTextAreaElement) => [element.selectionStart, element.selectionEnd])).toEqual([
				afterLink,
				afterLink,
			])
			// The caret moved into the link, the popover opened from the keyboard: Update, with the link's address.
			for (let i = 0; i < 5; i++) await message.press('ArrowLeft')
			await message.press('Shift+Tab')
			await expect(linkButton).toBeFocused()
			await linkButton.press('Enter')
			await expect(address).toHaveValue('https://paket-info.example/alt')
			await expect(popover.getByRole('button', { name: 'Aktualisieren', exact: true })).toBeVisible()
			await expect(popover.getByRole('button', { name: 'Hinzufügen', exact: true })).toHaveCount(0)
			// Escape closes it and changes nothing.
			await page.keyboard.press('Escape')
			await expect(popover).toBeHidden()
			await expect(message).toBeFocused()
			await linkButton.click()
			await address.fill('https://paket-info.example/zustellung')
			await popover.getByRole('button', { name: 'Aktualisieren', exact: true }).click()
			await expect(message).toHaveValue(linked)
			await expect(message).toBeFocused()
		} else {
			await expect(page.getByRole('button', { name: 'Link', exact: true })).toHaveCount(0)
			await message.fill(linked)
		}
		await next(page).click()

		await fillBackstory(page, 'Phishing melden')
		await next(page).click()
		await expect(stepHeading(page, 'Hinweise')).toBeVisible()
		await page.getByLabel('Hinweise in der Nachricht').check()
		// One callout cannot be deleted; a second one can (a form post without JavaScript).
		await expect(page.getByRole('button', { name: 'Hinweis 1 löschen' })).toHaveCount(0)
		await page.getByRole('button', { name: 'Hinweis hinzufügen' }).click()
		await expect(page.getByRole('heading', { level: 3, name: 'Hinweis 2' })).toBeVisible()
		await page.getByRole('button', { name: 'Hinweis 2 löschen' }).click()
		await expect(page.getByRole('heading', { level: 3, name: 'Hinweis 2' })).toHaveCount(0)
		await page.getByLabel('Ankertext').fill('innerhalb von 24 Stunden')
		await page.getByLabel('Hinweistext').fill('Eine Frist soll Sie hetzen.')
		await next(page).click()
		// The preview draws the link as text that looks like a link and leads nowhere (spec 3 §5), the callout beside it.
		const draftPreview = page.getByRole('figure', { name: /^SMS-Vorschau/ })
		await expect(draftPreview.locator('[data-sms-link]')).toHaveText('https://paket-info.example/zustellung')
		await expect(draftPreview.locator('a, [href]')).toHaveCount(0)
		await expect(draftPreview.locator('mark[data-callout="1"]')).toContainText('innerhalb von 24 Stunden')
		await page.getByLabel('Name der Vorlage').fill('E2E Paket SMS')
		await save(page).click()
		await expect(page.getByText('Vorlage erfolgreich erstellt.')).toBeVisible()
		const id = await templateIdOnList(page, 'E2E Paket SMS')

		// The SMS preview: the sender, the bubble under Today or Yesterday, the numbered anchor.
		await open(page, `/phishing-exercise/templates/${id}`)
		const sms = page.getByRole('figure', { name: 'SMS-Vorschau: E2E Paket SMS' })
		await expect(sms.getByText('PaketDienst')).toBeVisible()
		await expect(sms.getByText(/^(Heute|Gestern)$/)).toBeVisible()
		await expect(sms.locator('mark[data-callout="1"]')).toContainText('innerhalb von 24 Stunden')
		await expect(sms.getByRole('link')).toHaveCount(0)
		await sms.getByText('https://paket-info.example/zustellung', { exact: true }).click()
		await expect(page).toHaveURL(new RegExp(`/phishing-exercise/templates/${id}$`))

		// Edit: every step filled from the template; a new name on Save.
		await page.getByRole('link', { name: 'Bearbeiten' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Vorlage bearbeiten' })).toBeVisible()
		await waitForHydration(page)
		await expect(page.getByRole('textbox', { name: 'Kontaktname' })).toHaveValue('PaketDienst')
		for (const step of ['Nachricht', 'Hintergrund', 'Hinweise', 'Vorschau & Speichern']) {
			await next(page).click()
			await expect(stepHeading(page, step)).toBeVisible()
		}
		await expect(page.getByLabel('Name der Vorlage')).toHaveValue('E2E Paket SMS')
		await page.getByLabel('Name der Vorlage').fill('E2E Paket SMS (neu)')
		await save(page).click()
		await expect(page.getByText('Vorlage erfolgreich aktualisiert.')).toBeVisible()
		await expect(page.getByTestId('template-card').getByRole('heading', { name: 'E2E Paket SMS (neu)', exact: true })).toBeVisible()

		// Delete Template? from its link; back on the list without it.
		await open(page, `/phishing-exercise/templates/${id}/delete`)
		const confirm = page.getByRole('dialog', { name: 'Vorlage löschen?' })
		await expect(confirm.getByText('Die Vorlage „E2E Paket SMS (neu)“ wird gelöscht.')).toBeVisible()
		await confirm.getByRole('button', { name: 'Löschen' }).click()
		await expect(page.getByText('Vorlage erfolgreich gelöscht.')).toBeVisible()
		await expect(page.getByTestId('template-card').getByRole('heading', { name: 'E2E Paket SMS (neu)', exact: true })).toHaveCount(0)

		// A template of a draft campaign is in use (spec 3 §6): Edit and Delete are disabled with the message.
		await open(page, '/phishing-exercise/templates/tpl_globex_badge_renewal')
		await expect(page.getByText('Die Vorlage wird in einer aktiven Phishing-Übungskampagne verwendet')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Bearbeiten' })).toHaveCount(0)
		await open(page, '/phishing-exercise/templates/tpl_globex_badge_renewal/delete')
		await expect(page.getByRole('button', { name: 'Löschen' })).toBeDisabled()
	})
})

test.describe('a template’s HTML in its preview', () => {
	test('script, handlers, javascript: links, meta refresh, SVG and CSS tricks run nothing and load nothing', async ({ page, baseURL }) => {
		test.skip(!withJavaScript(), 'The proof needs JavaScript on in the browser that shows the preview.')
		const trap = 'http://127.0.0.1:9'
		const html = `<!doctype html><html><head>
<meta http-equiv="refresh" content="0;url=${trap}/beacon-refresh">
<base href="${trap}/">
<link rel="stylesheet" href="${trap}/beacon-link.css">
<style>@import url("${trap}/beacon-import.css"); body { background: url(${trap}/beacon-bg.png) } p { color: red }</style>
<script>window.top.__templateXss = 'script'; console.log('xss: script'); alert('script')</script>
</head><body onload="alert('body-onload')">
<p>Hallo, bitte prüfen Sie Ihr Konto.</p>
<img src="${trap}/pixel.gif" alt="pixel" onerror="alert('onerror'); window.top.__templateXss = 'onerror'">
<img src="x" onerror="console.log('xss: onerror')">
<svg onload="alert('svg-onload')"><script>alert('svg-script')</script><image href="${trap}/beacon-svg.png"/></svg>
<a href="javascript:alert('link')" id="js-link">Jetzt prüfen</a>
<iframe src="javascript:alert('iframe')"></iframe>
<div style="background-image: url(${trap}/beacon-style.png)">Stil</div>
<form action="${trap}/form"><input autofocus onfocus="alert('focus')"></form>
</body></html>`
		// Saved through the wizard's steps as posted without JavaScript (the HTML text area's path).
		const wizard = '/phishing-exercise/templates/new/email'
		const post = async (path: string, form: Record<string, string>, multipart = false) => {
			const response = multipart ? await page.request.post(path, { multipart: form }) : await page.request.post(path, { form })
			expect(response.ok(), `${path} → ${response.status()}`).toBe(true)
			return new URL(response.url())
		}
		let at = await post(`${wizard}?step=header`, {
			subject: 'Konto prüfen',
			displayName: 'IT Desk',
			email: 'it@globex-support.test',
			intent: 'next',
		})
		const draft = at.searchParams.get('draft')!
		expect(at.searchParams.get('step')).toBe('body')
		at = await post(`${wizard}?step=body&draft=${draft}`, { html, intent: 'next' })
		const answers = Object.fromEntries(
			['CALL_AND_VERIFY', 'CHECK_OFFICIAL_APP', 'REPORT_PHISHING', 'LOOKS_LEGIT'].flatMap((kind, i) => [
				[`answers[${i}].kind`, kind],
				[`answers[${i}].status`, kind === 'REPORT_PHISHING' ? 'CORRECT' : 'WRONG'],
				[`answers[${i}].description`, 'Weil.'],
			]),
		)
		at = await post(`${wizard}?step=backstory&draft=${draft}`, { legend: 'Ein Test.', ...answers, intent: 'next' })
		at = await post(`${wizard}?step=callouts&draft=${draft}`, { intent: 'next' })
		expect(at.searchParams.get('step')).toBe('save')
		at = await post(`${wizard}?step=save&draft=${draft}`, { name: 'E2E Trickkiste', intent: 'save' }, true)
		await open(page, at.pathname)
		const id = await templateIdOnList(page, 'E2E Trickkiste')

		const dialogs: string[] = []
		const messages: string[] = []
		const requests: string[] = []
		page.on('dialog', (dialog) => {
			dialogs.push(dialog.message())
			void dialog.dismiss()
		})
		page.on('console', (message) => messages.push(message.text()))
		page.on('request', (request) => requests.push(request.url()))
		await page.goto(`/phishing-exercise/templates/${id}`, { waitUntil: 'networkidle' })
		await waitForHydration(page)
		const frame = page.frameLocator('iframe[title="E-Mail-Vorschau: E2E Trickkiste"]')
		await expect(frame.getByText('Hallo, bitte prüfen Sie Ihr Konto.')).toBeVisible()
		await expect(frame.getByText('Jetzt prüfen')).toBeVisible()
		// The frame is sandboxed without scripts, its document carries the CSP that blocks every load.
		const iframe = page.locator('iframe[title="E-Mail-Vorschau: E2E Trickkiste"]')
		await expect(iframe).toHaveAttribute('sandbox', '')
		await expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer')
		expect(await iframe.getAttribute('srcdoc')).toContain(`content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"`)
		await expect(frame.locator('script, iframe, svg, form, meta[http-equiv="refresh"], a[href], base, link')).toHaveCount(0)
		// What is left of the link is not clickable: a span; clicking it navigates nowhere.
		await frame.getByText('Jetzt prüfen').click()
		await page.waitForLoadState('networkidle')

		expect(dialogs).toEqual([])
		expect(messages.filter((text) => /xss/i.test(text))).toEqual([])
		expect(await page.evaluate(() => (window as { __templateXss?: unknown }).__templateXss)).toBeUndefined()
		const origin = new URL(baseURL!).origin
		expect(
			requests.filter(
				(url) => url.includes('127.0.0.1:9') || !(url.startsWith(origin) || url.startsWith('data:') || url === 'about:srcdoc'),
			),
		).toEqual([])
		await expect(page).toHaveURL(new RegExp(`/phishing-exercise/templates/${id}$`))
	})
})
