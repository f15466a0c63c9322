import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { storageStatePath, waitForHydration } from './fixtures.ts'

export const DEMO_PASSWORD = 'Demo-Pass-2026!'
/** Platform staff: the only ones who may read the mailbox or send sign-in links on the production build. */
export const STAFF_EMAIL = 'support@platform.test' as const

/**
 * Signs in through the sign-in form. Only for the tests of signing in and for tests that end their
 * session (sign out, change a password…); every other test starts signed in through the `account`
 * fixture (fixtures.ts).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login') {
	await page.goto(path)
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password').fill(password)
	// Wait for the sign-in POST to be answered, so the session cookie is set before the test moves on.
	// (conform may also post "validate" intents on blur; those are not the sign-in.)
	const answered = page.waitForResponse(
		(r) =>
			r.request().method() === 'POST' &&
			new URL(r.url()).pathname.startsWith('/login') &&
			(r.request().postData() ?? '').includes('intent=login'),
	)
	await page.getByRole('button', { name: 'Log In' }).click()
	await answered
	await page.waitForLoadState()
}

export async function expectSignedInHome(page: Page, company: string) {
	await expect(page).toHaveURL(/\/home$/)
	await expect(page.getByTestId('company-name')).toHaveText(company)
}

/** One staff request context per worker and server. */
const staffContexts = new Map<string, Promise<APIRequestContext>>()

/**
 * A request context signed in to the console as platform staff (STAFF_EMAIL), of the current
 * project's server, from the session the setup project saved (fixtures.ts): the mailbox, its outbox API
 * and the sign-in-link form answer only staff on the production build (GATEWAY_TEST_PAGES), the console
 * adding its session's token.
 */
export function staffRequest(): Promise<APIRequestContext> {
	const baseURL = test.info().project.use.baseURL!
	let context = staffContexts.get(baseURL)
	if (!context) {
		context = playwrightRequest.newContext({ baseURL, storageState: storageStatePath(baseURL, STAFF_EMAIL) })
		context.catch(() => staffContexts.delete(baseURL))
		staffContexts.set(baseURL, context)
	}
	return context
}

/**
 * The newest email the reference gateway sent to an address (its outbox, as the mailbox page shows
 * it), read as platform staff; `request` is kept for the callers' sake.
 */
/** The newest email to `to` (with `subject`, the newest with that exact subject). */
export async function latestEmail(_request: APIRequestContext, to: string, subject?: string) {
	const staff = await staffRequest()
	const response = await staff.get(`/__gateway/api/outbox/latest?${new URLSearchParams(subject ? { to, subject } : { to })}`)
	expect(response.ok(), `an email to ${to}`).toBe(true)
	return (await response.json()) as { id: number; subject: string; text: string; html?: string }
}

export function sixDigitCode(text: string) {
	const match = text.match(/\b(\d{6})\b/)
	if (!match) throw new Error(`no 6-digit code in: ${text}`)
	return match[1]
}

export function uniqueEmail(prefix: string) {
	return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`
}

/** The project this test runs in: JavaScript on ('js') or off ('no-js'). */
export function withJavaScript() {
	return test.info().project.name === 'js'
}

/**
 * Registers a new company through /register and confirms the privacy policy: its admin is signed
 * in on /home, with an email that is not verified yet.
 */
export async function registerCompany(page: Page, prefix: string) {
	const email = uniqueEmail(prefix)
	const companyName = `${prefix} ${Date.now()}`
	await page.goto('/register')
	await waitForHydration(page)
	await page.getByLabel('Work email').fill(email)
	await page.getByLabel('First name').fill('Rita')
	await page.getByLabel('Last name').fill('Reminder')
	await page.getByLabel('Company name').fill(companyName)
	await page.getByLabel('Country').selectOption({ label: 'Israel' })
	await page.getByLabel('Industry').selectOption({ label: 'Technology' })
	await page.getByLabel('Company size').selectOption({ label: '26–100' })
	await page.getByLabel('Password', { exact: true }).fill('Fresh-Start-2026!')
	await page.getByLabel('Confirm password').fill('Fresh-Start-2026!')
	await expect(page.getByLabel('Company size')).not.toHaveValue('')
	await page.getByRole('button', { name: 'Create account' }).click()
	await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 })
	await page.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('button', { name: 'Confirm' }).click()
	await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toHaveCount(0)
	return { email, name: 'Rita Reminder', companyName }
}

/**
 * The 'Updates' popover opens by itself about 2 s after a page loads while something is unseen
 * (spec 1 §4); a test that works under it closes it first, as a user would.
 */
export async function dismissUpdates(page: Page) {
	if (!withJavaScript()) return
	// Whatever the page's language: the bell marks an unseen update.
	if ((await page.getByTestId('notifications-bell').locator('[data-unseen]').count()) === 0) return
	const panel = page.getByTestId('notifications-panel')
	const opened = await panel
		.waitFor({ state: 'visible', timeout: 5000 })
		.then(() => true)
		.catch(() => false)
	if (!opened) return
	await page.keyboard.press('Escape')
	await expect(panel).toBeHidden()
}

/** axe (WCAG 2 A and AA): no serious or critical violation on the page as drawn, or only in the `include` selectors. */
export async function expectAccessible(page: Page, include: string[] = []) {
	// A popover or menu still fading in has its text at part opacity: axe would judge that frame's contrast.
	await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
	let axe = new AxeBuilder({ page })
	for (const selector of include) axe = axe.include(selector)
	const results = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
	const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
	expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
