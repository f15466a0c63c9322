import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * The one `test` every end-to-end spec imports (instead of '@playwright/test'), with two fixtures:
 *
 * - `account`: `test.use({ account: 'admin@acme.test' })` starts each test of the file or describe
 *   already signed in as that demo account, from the browser state the 'setup' project saved once per
 *   account and console server (sign-in.setup.ts). The sign-in flows themselves do not use it, and
 *   neither does a test that signs out, changes a password or otherwise ends its session: those sign in
 *   through the form (helpers.ts `signIn`), so the shared session stays valid for everyone else.
 * - `hydrated`: `await hydrated()` waits, with JavaScript, until React has taken over the page; without
 *   JavaScript it returns at once. Helpers that are handed a `page` call `waitForHydration(page)`, the
 *   same wait.
 */

/** The demo accounts whose signed-in browser state the setup project saves (README, "Demo accounts"). */
export const SIGNED_IN_ACCOUNTS = [
	'admin@acme.test',
	'admin@globex.test',
	'admin@initech.test',
	'admin@fabrikam.test',
	'admin@contoso.test',
	'admin@tailspin.test',
	'admin@wingtip.test',
	'admin@coalition.test',
	'admin@acronis.test',
	'partner@northwind.test',
	'admin@litware.test',
	'support@platform.test',
] as const
export type SignedInAccount = (typeof SIGNED_IN_ACCOUNTS)[number]

/** Where the setup project keeps an account's signed-in state for the console server at `baseURL`. */
export function storageStatePath(baseURL: string, account: SignedInAccount) {
	return path.join(import.meta.dirname, `../.tmp/signed-in-${new URL(baseURL).port}/${account}.json`)
}

/** With JavaScript, waits until React has hydrated the page (app/root.tsx marks `<html data-hydrated>`); without, returns at once. */
export async function waitForHydration(page: Page) {
	if (!base.info().project.use.javaScriptEnabled) return
	// Set by app/root.tsx once React has hydrated the page.
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

export const test = base.extend<{ account: SignedInAccount | undefined; hydrated: () => Promise<void> }>({
	account: [undefined, { option: true }],
	storageState: async ({ account, storageState, baseURL }, use) => {
		await use(account ? storageStatePath(baseURL!, account) : storageState)
	},
	hydrated: async ({ page }, use) => {
		await use(() => waitForHydration(page))
	},
})

export { expect }
