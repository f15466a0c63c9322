import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, registerCompany, withJavaScript } from './helpers.ts'

/**
 * General settings (spec 1 §2 /settings/general, §3 Company, §5 uploads) and the Integration page
 * (/settings/integration). Changes are made on freshly registered companies only; the demo
 * tenants are only read. Every test runs with JavaScript and without (a multipart POST form).
 */

test.describe.configure({ timeout: 150_000 })

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
const TYPE_MESSAGE = 'File should be of allowed content type: gif, jpeg, jpg, png'
const SIZE_MESSAGE = 'File size should be less than 7 MB'

async function openGeneral(page: Page) {
	await page.goto('/settings/general')
	await expect(page.getByRole('heading', { level: 2, name: 'Company' })).toBeVisible()
	await waitForHydration(page)
	await dismissUpdates(page)
}

const nameField = (page: Page) => page.getByLabel('Company name')
const logoField = (page: Page) => page.getByLabel('Logo', { exact: true })
const companyForm = (page: Page) => page.locator('form#company-settings')

test.describe('General settings of a new company', () => {
	test('a saved name, language, country and logo show after a reload and in the navigation; the logo can be removed', async ({
		page,
		hydrated,
	}) => {
		await registerCompany(page, 'general')
		await openGeneral(page)
		const name = `Renamed ${Date.now()}`
		await nameField(page).fill(name)
		// Russian keeps the English texts (spec 1 §9), so the page reads the same after the save.
		await page.getByLabel('Company language').selectOption('ru')
		await page.getByLabel('Country').selectOption({ label: 'Canada' })
		await logoField(page).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(page.getByTestId('snackbar')).toContainText('Successfully updated!')
		await expect(page).toHaveURL(/\/settings\/general$/)

		await page.reload()
		await expect(nameField(page)).toHaveValue(name)
		await expect(page.getByLabel('Company language')).toHaveValue('ru')
		await expect(page.getByLabel('Country')).toHaveValue('CA')
		const preview = page.getByRole('img', { name: `${name} logo` })
		await expect(preview).toBeVisible()
		// The stored image is served (same origin, allowed by the page's CSP) and decodes.
		await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
		const src = await preview.getAttribute('src')
		expect(new URL(src!, page.url()).pathname).toMatch(/^\/__gateway\/logos\/logo_/)
		// The shell shows the new name and logo.
		await expect(page.getByTestId('company-name')).toHaveText(name)
		await expect(page.locator(`img[alt=""][src="${src}"]`).first()).toBeAttached()

		await hydrated()
		await page.getByRole('button', { name: 'Remove logo' }).click()
		await expect(page.getByTestId('snackbar')).toContainText('Logo removed')
		await expect(page.getByTestId('current-logo')).toContainText('No logo')
		await page.reload()
		await expect(page.getByRole('img', { name: `${name} logo` })).toHaveCount(0)
		await expect(nameField(page)).toHaveValue(name)
	})

	test('a text or PDF logo and a logo over 7 MB are refused in the spec words, and an empty name with Field is required, keeping the typed values', async ({
		page,
	}) => {
		await registerCompany(page, 'general-refused')
		await openGeneral(page)
		const original = await nameField(page).inputValue()
		const typed = `Typed ${Date.now()}`

		for (const file of [
			{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
			{ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 not an image') },
		]) {
			await nameField(page).fill(typed)
			await page.getByLabel('Country').selectOption({ label: 'Germany' })
			await logoField(page).setInputFiles(file)
			await page.getByRole('button', { name: 'Save', exact: true }).click()
			await expect(companyForm(page).getByText(TYPE_MESSAGE)).toBeVisible()
			await expect(nameField(page)).toHaveValue(typed)
			await expect(page.getByLabel('Country')).toHaveValue('DE')
		}

		await logoField(page).setInputFiles({
			name: 'huge.png',
			mimeType: 'image/png',
			buffer: Buffer.concat([PNG, Buffer.alloc(7_340_032)]),
		})
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(companyForm(page).getByText(SIZE_MESSAGE)).toBeVisible()
		await expect(nameField(page)).toHaveValue(typed)

		await nameField(page).fill('')
		await page.getByLabel('Country').selectOption({ label: 'Canada' })
		await logoField(page).setInputFiles([])
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(companyForm(page).getByText('Field is required')).toBeVisible()
		await expect(page.getByLabel('Country')).toHaveValue('CA')

		// Nothing was saved.
		await page.goto('/settings/general')
		await expect(nameField(page)).toHaveValue(original)
		await expect(page.getByLabel('Country')).toHaveValue('IL')
	})

	test('a company without an integration says so on the Integration page', async ({ page }) => {
		await registerCompany(page, 'integration')
		await page.goto('/settings/integration')
		await expect(page.getByRole('heading', { level: 2, name: 'Integration' })).toBeVisible()
		await expect(page.getByTestId('integration-status')).toContainText('No integration')
	})
})

test.describe('Read-only views of the demo tenants', () => {
	test.describe(() => {
		test.use({ account: 'partner@northwind.test' })
		test('a partner sees the default child invite message', { tag: '@read-only' }, async ({ page }) => {
			await openGeneral(page)
			// The partner portal's e2e edits this message meanwhile (tests/e2e/partner-customers.spec.ts): any text will do.
			await expect(page.getByLabel('Default child invite message')).not.toHaveValue('')
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('a direct company does not see the default child invite message', { tag: '@read-only' }, async ({ page }) => {
			await openGeneral(page)
			await expect(nameField(page)).toHaveValue('Acme Corp')
			await expect(page.getByLabel('Default child invite message')).toHaveCount(0)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acronis.test' })
		test('the console integration tenant sees its integration and what it changes', { tag: '@read-only' }, async ({ page }) => {
			await page.goto('/settings/integration')
			const status = page.getByTestId('integration-status')
			await expect(status.getByRole('heading', { name: 'Acronis console integration' })).toBeVisible()
			await expect(status).toContainText('Contact Sales is not offered.')
			await expect(status).toContainText('The partner portal does not list transactions.')
		})
	})
})

test.describe('The settings texts', () => {
	test.use({ account: 'admin@acme.test' })

	test("each settings page brings its own words: General loads none of Email Reminders' texts, its tab fetches them on the way", async ({
		page,
	}) => {
		test.skip(!withJavaScript(), 'client-side navigation needs JavaScript')
		// One chunk per language and part (app/i18n/texts-plugin.ts).
		const parts: string[] = []
		page.on('request', (request) => {
			const part = /\/assets\/texts-en-([\w-]+?)-[\w-]{8}\.js$/.exec(request.url())?.[1]
			if (part?.startsWith('settings')) parts.push(part)
		})
		await openGeneral(page)
		expect(parts).toEqual(['settings'])
		await page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', { name: 'Email Reminders' }).click()
		await expect(page).toHaveURL(/\/settings\/email-reminders$/)
		await expect(page.getByRole('heading', { level: 2, name: 'Email Reminders' })).toBeVisible()
		expect(parts).toEqual(['settings', 'settings-email-reminders'])
	})
})
