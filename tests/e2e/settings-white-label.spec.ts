import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { signIn, withJavaScript } from './helpers.ts'

/**
 * White label (spec 1 §2, §4, §6, §7): the host's brand before and after sign-in on Northwind's
 * verified admin domain (console.northwind.test, mapped to 127.0.0.1 in playwright.config.ts), the
 * White Label settings for a company with the feature, and the redirect for one without. Northwind
 * is read only here (other specs use it); adding, verifying and resetting domains, Graph API and
 * SMTP run on Litware Partners, which no other spec touches.
 *
 * With E2E_DEV=1 the Vite development server refuses unknown hosts: run with
 * __VITE_ADDITIONAL_SERVER_ALLOWED_HOSTS=console.northwind.test (the production server has no such check).
 */

test.describe.configure({ timeout: 150_000 })

/** The same console server, reached through Northwind's custom domain. */
function northwind(page: Page, path: string) {
	const port = new URL(test.info().project.use.baseURL!).port
	return `http://console.northwind.test:${port}${path}`
}

test.describe('white-label domains', () => {
	test(
		"Northwind's domain shows Northwind's brand before anyone signs in; the platform's host does not",
		{ tag: '@read-only' },
		async ({ page }) => {
			await page.goto(northwind(page, '/login'))
			await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
			await expect(page.getByTestId('brand')).toHaveText('Northwind MSP')
			await page.goto('/login')
			await expect(page.getByTestId('brand')).not.toContainText('Northwind')
		},
	)

	test("an Acme admin signing in on Northwind's domain does not see Northwind's brand", async ({ page }) => {
		await signIn(page, 'admin@acme.test', undefined, northwind(page, '/login'))
		// A development server compiles the home page on first use: give the first navigation time.
		await expect(page).toHaveURL(/console\.northwind\.test:\d+\/home$/, { timeout: 60_000 })
		await expect(page.getByTestId('company-name')).toHaveText('Acme Corp')
		await expect(page.getByTestId('shell-brand')).toHaveCount(0)
		await expect(page.locator('body')).not.toContainText('Northwind MSP')
	})

	test("Northwind's partner on its own domain: the shell carries Northwind's brand", async ({ page }) => {
		await signIn(page, 'partner@northwind.test', undefined, northwind(page, '/login'))
		await page.goto(northwind(page, '/settings/general'))
		await expect(page.getByTestId('shell-brand')).toHaveText('Northwind MSP')
	})

	test.describe(() => {
		test.use({ account: 'admin@contoso.test' })
		test("a Northwind customer on Northwind's domain gets its brand and the custom-domain view; on the platform's host, neither", async ({
			page,
		}) => {
			await signIn(page, 'admin@contoso.test', undefined, northwind(page, '/login'))
			await page.goto(northwind(page, '/guides-and-resources'))
			await expect(page.getByTestId('company-name')).toHaveText('Contoso')
			await expect(page.getByTestId('shell-brand')).toHaveText('Northwind MSP')
			// Spec 1 §6: the demo, pricing and affiliate cards are not shown on a verified custom domain.
			await expect(page.getByTestId('interest-cards')).toBeVisible()
			await expect(page.getByTestId('interest-card-bookDemo')).toHaveCount(0)

			// On the platform's host, the session the setup saved for it.
			await page.goto('/guides-and-resources')
			await expect(page.getByTestId('shell-brand')).toHaveCount(0)
			await expect(page.getByTestId('interest-card-bookDemo')).toBeVisible()
		})
	})
})

test.describe('White Label settings', () => {
	test.describe(() => {
		test.use({ account: 'partner@northwind.test' })
		test(
			'a company with the feature sees its domains, their state, and the email delivery rule (read only)',
			{ tag: '@read-only' },
			async ({ page, hydrated }) => {
				await page.goto('/settings/white-label')
				await hydrated()
				await expect(page.getByRole('heading', { level: 2, name: 'White Label' })).toBeVisible()
				const admin = page.getByTestId('domain-admin')
				await expect(admin.getByTestId('domain-name')).toHaveText('console.northwind.test')
				await expect(admin.getByTestId('domain-state')).toHaveText('Verified')
				await expect(page.getByTestId('domain-employee').getByLabel('Domain')).toBeVisible()
				await expect(page.getByTestId('mail-exclusive')).toHaveText('Custom SMTP and Office Graph API cannot be used at the same time.')
				await expect(page.getByTestId('graph-state')).toHaveText('Not connected')
				await expect(page.getByTestId('smtp').getByLabel('Password')).toHaveAttribute('type', 'password')

				// The reset confirmation is URL state; Cancel leaves everything as it was.
				await admin.getByRole('link', { name: /Reset/ }).click()
				await expect(page).toHaveURL(/modal=resetDomain&type=admin/)
				const dialog = page.getByTestId('reset-domain-dialog')
				await expect(dialog).toContainText('console.northwind.test will no longer be used')
				await dialog.getByRole('link', { name: 'Cancel' }).click()
				await expect(page).toHaveURL(/\/settings\/white-label$/)
				await expect(admin.getByTestId('domain-state')).toHaveText('Verified')

				// axe needs JavaScript in the page.
				if (withJavaScript()) {
					const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze()
					expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
				}
			},
		)
	})

	test.describe(() => {
		test.use({ account: 'partner@northwind.test' })
		test('an IP address is refused with a clear message, nothing changes and the typed value stays', async ({ page, hydrated }) => {
			await page.goto('/settings/white-label')
			await hydrated()
			const employee = page.getByTestId('domain-employee')
			await employee.getByLabel('Domain').fill('10.0.0.1')
			await employee.getByRole('button', { name: 'Add domain' }).click()
			await expect(employee.getByText('An IP address cannot be a custom domain. Enter a domain name.')).toBeVisible()
			await expect(employee.getByLabel('Domain')).toHaveValue('10.0.0.1')
			await page.goto('/settings/white-label')
			await expect(page.getByTestId('domain-employee').getByTestId('domain-name')).toHaveCount(0)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('a company without the feature is sent to the general settings', { tag: '@read-only' }, async ({ page }) => {
			await page.goto('/settings/white-label')
			await expect(page).toHaveURL(/\/settings\/general$/, { timeout: 30_000 })
		})
	})
})

/**
 * The changing flows use Litware Partners, a white-label partner no other spec uses (seeded with no
 * domains). WL_E2E_ACCOUNT overrides the account (signed in through the form) for a local run of this spec alone.
 */
const WHITE_LABEL_ADMIN = process.env.WL_E2E_ACCOUNT

async function openSettings(page: Page) {
	if (WHITE_LABEL_ADMIN) {
		await page.context().clearCookies()
		await signIn(page, WHITE_LABEL_ADMIN)
		await expect(page).not.toHaveURL(/\/login/)
	}
	await page.goto('/settings/white-label')
	await expect(page).toHaveURL(/\/settings\/white-label$/)
	await waitForHydration(page)
}

const snackbar = (page: Page) => page.getByTestId('snackbar')

/** Resets the employee domain through its dialog, as an admin would. */
async function resetEmployeeDomain(page: Page) {
	const card = page.getByTestId('domain-employee')
	await waitForHydration(page)
	await card.getByRole('link', { name: /Reset/ }).click()
	await expect(page).toHaveURL(/modal=resetDomain&type=employee/)
	await waitForHydration(page)
	await page.getByTestId('reset-domain-dialog').getByRole('button', { name: 'Reset' }).click()
	await expect(snackbar(page)).toHaveText('Successfully reset')
	await expect(card.getByTestId('domain-name')).toHaveCount(0)
}

test.describe('White Label settings: changes', () => {
	// One Litware company for the three flows: in file order, one at a time.
	test.describe.configure({ mode: 'default' })
	test.use({ account: 'admin@litware.test' })

	test('add a domain, see the DNS record, verify it once published, reset it', async ({ page, hydrated }) => {
		await openSettings(page)
		const domain = `learn-${Date.now()}.wl-e2e.com`
		const card = page.getByTestId('domain-employee')
		// A retry finds the domain its first try added (the gateway's data outlives a try): start from none.
		if ((await card.getByTestId('domain-name').count()) > 0) {
			await resetEmployeeDomain(page)
			await openSettings(page)
		}
		await hydrated()
		await card.getByLabel('Domain').fill(domain.toUpperCase())
		await card.getByRole('button', { name: 'Add domain' }).click()
		await expect(snackbar(page)).toHaveText('Custom domain added. Publish the DNS record, then verify it.')
		await expect(card.getByTestId('domain-name')).toHaveText(domain)
		await expect(card.getByTestId('domain-state')).toHaveText('Pending verification')
		const name = (await card.locator('[data-field="name"]').textContent())!.trim()
		const value = (await card.locator('[data-field="value"]').textContent())!.trim()
		expect(name).toBe(`_awareness-verification.${domain}`)

		await hydrated()
		await card.getByRole('button', { name: 'Verify' }).click()
		await expect(snackbar(page)).toHaveText('The DNS record was not found yet. Publish it and verify again.')
		await expect(card.getByTestId('domain-state')).toHaveText('Pending verification')

		// The tester plays the DNS provider on the embedded gateway's zone page.
		await page.goto('/__gateway/dns')
		await page.getByLabel('Name').fill(name)
		await page.getByLabel('Value').fill(value)
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.locator(`[data-record="${name}"]`)).toContainText(value)

		await page.goto('/settings/white-label')
		await hydrated()
		await card.getByRole('button', { name: 'Verify' }).click()
		await expect(snackbar(page)).toHaveText('Custom domain verified')
		await page.reload()
		await expect(card.getByTestId('domain-state')).toHaveText('Verified')

		await resetEmployeeDomain(page)
		await expect(card.getByLabel('Domain')).toHaveValue('')
	})

	test("another company's domain is the spec's conflict; nothing changes and the typed value stays", async ({ page }) => {
		await openSettings(page)
		const card = page.getByTestId('domain-web')
		await card.getByLabel('Domain').fill('console.northwind.test')
		await card.getByRole('button', { name: 'Add domain' }).click()
		await expect(card.getByText('This custom domain is already in use by another company')).toBeVisible()
		await expect(card.getByLabel('Domain')).toHaveValue('console.northwind.test')
		await page.goto('/settings/white-label')
		await expect(page.getByTestId('domain-web').getByTestId('domain-name')).toHaveCount(0)
	})

	test('Office Graph API through the consent page; custom SMTP only while it is off, and the other way round', async ({
		page,
		hydrated,
	}) => {
		await openSettings(page)
		await page.getByTestId('graph').getByRole('button', { name: 'Connect' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toContainText('send email through Office Graph API?')
		await page.getByLabel('Mailbox').fill('mailer@wl-e2e.com')
		await page.getByRole('button', { name: 'Accept' }).click()
		await expect(page).toHaveURL(/\/settings\/white-label$/)
		await expect(snackbar(page)).toHaveText('Office Graph API connected')
		await expect(page.getByTestId('graph-state')).toHaveText('Connected')
		await expect(page.getByTestId('smtp')).toContainText('Disconnect Office Graph API to use custom SMTP.')
		await expect(page.getByTestId('smtp').getByRole('button', { name: 'Save' })).toBeDisabled()

		await hydrated()
		await page.getByTestId('graph').getByRole('link', { name: 'Disconnect' }).click()
		await hydrated()
		await page.getByTestId('reset-graph-dialog').getByRole('button', { name: 'Disconnect' }).click()
		await expect(snackbar(page)).toHaveText('Office Graph API disconnected')
		await expect(page.getByTestId('graph-state')).toHaveText('Not connected')

		const smtp = page.getByTestId('smtp')
		await smtp.getByLabel('Host').fill('smtp.wl-e2e.com')
		await smtp.getByLabel('Port').fill('465')
		await smtp.getByLabel('Username').fill('mailer')
		await smtp.getByLabel('Password').fill('Secret-2026!')
		await smtp.getByLabel('From address').fill('training@wl-e2e.com')
		await smtp.getByRole('button', { name: 'Save' }).click()
		await expect(snackbar(page)).toHaveText('Custom SMTP saved')
		await page.reload()
		await expect(page.getByTestId('smtp-state')).toHaveText('On')
		await expect(smtp.getByLabel('Host')).toHaveValue('smtp.wl-e2e.com')
		await expect(smtp.getByLabel('Password')).toHaveValue('')
		await expect(smtp).toContainText('A password is saved. Leave this empty to keep it.')
		await expect(page.getByTestId('graph')).toContainText('Turn off custom SMTP to connect Office Graph API.')
		await expect(page.getByTestId('graph').getByRole('button', { name: 'Connect' })).toHaveCount(0)

		await hydrated()
		await smtp.getByRole('link', { name: 'Turn off' }).click()
		await hydrated()
		await page.getByTestId('disable-smtp-dialog').getByRole('button', { name: 'Turn off' }).click()
		await expect(snackbar(page)).toHaveText('Custom SMTP turned off')
		await expect(page.getByTestId('smtp-state')).toHaveText('Off')
	})
})
