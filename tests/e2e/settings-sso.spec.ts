import { type Page } from '@playwright/test'
import { MALFORMED_CERTIFICATE, TEST_IDP_CERTIFICATE } from '../fixtures/sso-certificates.ts'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, expectAccessible, registerCompany, signIn, withJavaScript } from './helpers.ts'

/**
 * Settings › Single Sign-On (spec 1 §2, §3, §7, §8): a new company sees the Boost upsell, starts
 * its trial, saves custom SAML (a malformed certificate first), generates a SCIM token, enforces SSO
 * (password sign-in is then refused and sent to SSO) and removes the integration after the
 * confirmation. Runs with JavaScript and without (links, POST forms, `?modal=removeSso`).
 */

// A registration, a trial and a dozen form posts on a development build.
test.describe.configure({ timeout: 240_000 })

const PATH = '/settings/single-sign-on'
const PASSWORD = 'Fresh-Start-2026!'
const ENTITY_ID = 'https://idp.example.test/saml/metadata'
const SSO_URL = 'https://idp.example.test/saml/sso'

const snackbar = (page: Page) => page.getByTestId('snackbar')

async function open(page: Page, path = PATH) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

/** The toast with JavaScript; the page's own status line without (the token panel says it there). */
async function expectToast(page: Page, text: string) {
	await expect(snackbar(page)).toHaveText(text)
}

test('a new company: upsell, trial, custom SAML, SCIM token, Enforce SSO, remove', async ({ page, browser, hydrated }, testInfo) => {
	const { email } = await registerCompany(page, 'sso')

	// Without Boost: what SSO does and the way to upgrade, no form.
	await open(page)
	await expect(page.getByRole('heading', { level: 2, name: 'Single Sign-On' })).toBeVisible()
	await expect(page.getByTestId('sso-upgrade')).toContainText('Single Sign-On is a Boost feature.')
	const upgrade = page.getByRole('link', { name: 'Upgrade to Boost' })
	await expect(upgrade).toHaveAttribute('href', `${PATH}?modal=upgrade`)
	await expect(page.getByTestId('sso-form')).toHaveCount(0)

	// The Boost trial (as tests/e2e/plan.spec.ts starts it).
	await open(page, '/home?modal=startTrial')
	await page.getByRole('dialog', { name: 'Start your Boost trial' }).getByRole('button', { name: 'START TRIAL' }).click()
	await expect(page).toHaveURL(/\/home\?modal=upgraded$/)

	// Choose Custom SAML: a link, so the server draws its form.
	await open(page)
	await expect(page.getByTestId('sso-status')).toHaveText('No SSO integration yet. Choose your identity provider to add one.')
	await page.getByRole('navigation', { name: 'Identity provider' }).getByRole('link', { name: 'Custom SAML' }).click()
	await expect(page).toHaveURL(/\?provider=customSaml$/)
	await hydrated()
	const form = page.getByTestId('sso-form')
	// What to enter at the identity provider, before anything is saved.
	await expect(page.getByLabel('Service provider entity ID', { exact: true })).toHaveValue(/\/__gateway\/sso\/saml\/saml_/)
	await expect(page.getByLabel('ACS (reply) URL', { exact: true })).toHaveValue(/\/acs$/)

	// A malformed certificate: a clear message, and every typed value kept.
	await form.getByLabel('X.509 certificate').fill(MALFORMED_CERTIFICATE)
	await form.getByLabel('Identity provider entity ID').fill(ENTITY_ID)
	await form.getByLabel('SSO URL').fill(SSO_URL)
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(form.getByText('This is not a valid X.509 certificate.', { exact: false })).toBeVisible()
	await expect(form.getByLabel('X.509 certificate')).toHaveValue(MALFORMED_CERTIFICATE)
	await expect(form.getByLabel('Identity provider entity ID')).toHaveValue(ENTITY_ID)
	await expect(form.getByLabel('SSO URL')).toHaveValue(SSO_URL)

	// A good one: saved, and shown again after a reload.
	await form.getByLabel('X.509 certificate').fill(TEST_IDP_CERTIFICATE)
	await form.getByRole('button', { name: 'Save' }).click()
	await expectToast(page, 'SSO integration successfully added')
	await expect(page).toHaveURL(new RegExp(`${PATH}$`))
	await open(page)
	await expect(page.getByTestId('sso-status')).toHaveText('Connected to Custom SAML')
	await expect(form.getByLabel('Identity provider entity ID')).toHaveValue(ENTITY_ID)
	await expect(form.getByLabel('SSO URL')).toHaveValue(SSO_URL)
	await expect(form.getByLabel('X.509 certificate')).toHaveValue(/^-----BEGIN CERTIFICATE-----/)
	if (withJavaScript()) await expectAccessible(page)

	// SCIM: the token is shown once, with a Copy button when JavaScript runs.
	await page.getByRole('button', { name: 'Generate token' }).click()
	if (withJavaScript()) await expectToast(page, 'Token Successfully generated!')
	else await expect(page.getByRole('status').filter({ hasText: 'Token Successfully generated!' })).toBeVisible()
	const tokenField = page.getByLabel('SCIM bearer token', { exact: true })
	await expect(tokenField).toHaveValue(/^scim_[\w-]{20,}$/)
	const token = await tokenField.inputValue()
	expect(page.url()).not.toContain(token)
	if (withJavaScript()) await expect(page.getByRole('button', { name: 'Copy SCIM bearer token' })).toBeVisible()
	await open(page)
	await expect(page.getByLabel('SCIM bearer token', { exact: true })).toHaveCount(0)
	await expect(page.getByTestId('scim-status')).toContainText(`A token ending in ${token.slice(-4)} is active`)
	// The identity provider reaches the SCIM endpoint with it.
	const scim = await page.request.get('/__gateway/scim/v2/Users', { headers: { Authorization: `Bearer ${token}` } })
	expect(scim.status()).toBe(200)
	expect(JSON.parse(await scim.text())).toMatchObject({ totalResults: 1, Resources: [{ userName: email }] })

	// Enforce SSO: a switch (with Apply without JavaScript).
	const enforce = page.getByRole('switch', { name: 'Enforce SSO' })
	await expect(enforce).not.toBeChecked()
	if (withJavaScript()) await enforce.click()
	else {
		await enforce.check()
		await page.getByRole('button', { name: 'Apply' }).click()
	}
	await expectToast(page, 'Enforce SSO enabled')
	await expect(page.getByTestId('enforcement-state')).toHaveText('Enforce SSO is on.')
	await expect(page.getByRole('switch', { name: 'Enforce SSO' })).toBeChecked()

	// While enforced, the company's password sign-in is refused and sent to SSO.
	const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: withJavaScript() })
	const guest = await other.newPage()
	await signIn(guest, email, PASSWORD)
	await expect(guest).toHaveURL(/\/login/)
	await expect(guest.getByRole('alert').filter({ hasText: 'Your company requires Single Sign-On' })).toContainText('Sign in with SSO')
	await expect(guest.getByRole('link', { name: 'Sign in with SSO' })).toBeVisible()
	await other.close()

	// Remove, confirmed in a dialog that is URL state.
	await page.getByRole('link', { name: 'Remove integration' }).click()
	await expect(page).toHaveURL(/\?modal=removeSso$/)
	await hydrated()
	const dialog = page.getByRole('dialog', { name: 'Remove the SSO integration?' })
	await expect(dialog).toContainText('Custom SAML')
	await dialog.getByRole('button', { name: 'Remove' }).click()
	await expectToast(page, 'SSO integration settings removed')
	await expect(page.getByTestId('sso-status')).toHaveText('No SSO integration yet. Choose your identity provider to add one.')
	await expect(page.getByRole('switch', { name: 'Enforce SSO' })).toHaveCount(0)

	// Password sign-in works again.
	const again = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: withJavaScript() })
	const back = await again.newPage()
	await signIn(back, email, PASSWORD)
	await expect(back).toHaveURL(/\/home/)
	await again.close()
})

test.describe(() => {
	test.use({ account: 'admin@globex.test' })
	test(
		'Globex (seeded with Okta, company language German) reads its integration; Okta SAML is offered where the company has it',
		{ tag: '@read-only' },
		async ({ page }) => {
			await open(page)
			await expect(page.getByRole('heading', { level: 2, name: 'Single Sign-On' })).toBeVisible()
			await expect(page.getByTestId('sso-status')).toHaveText('Verbunden mit Okta')
			await expect(page.getByRole('navigation', { name: 'Identitätsanbieter' }).getByRole('link', { name: /Okta/ })).toHaveAttribute(
				'aria-current',
				'true',
			)
			const protocols = page.getByRole('navigation', { name: 'Okta-Protokoll' })
			await expect(protocols.getByRole('link', { name: 'OpenID Connect' })).toHaveAttribute('aria-current', 'true')
			await expect(page.getByTestId('sso-form').getByLabel('Client-ID')).toBeVisible()
			await expect(page.getByRole('switch', { name: 'SSO erzwingen' })).not.toBeChecked()
			// The SAML variant's form, as a link: nothing is saved by looking.
			await protocols.getByRole('link', { name: 'SAML 2.0' }).click()
			await expect(page).toHaveURL(/\?provider=okta&protocol=saml$/)
			await expect(page.getByTestId('sso-form').getByLabel('X.509-Zertifikat')).toBeVisible()
			await expect(page.getByLabel('ACS-URL (Antwort-URL)', { exact: true })).toHaveValue(/\/__gateway\/sso\/okta\/okta_.+\/callback$/)
		},
	)
})
