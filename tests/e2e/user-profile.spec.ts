import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import {
	dismissUpdates,
	expectAccessible,
	latestEmail,
	registerCompany,
	signIn,
	staffRequest,
	uniqueEmail,
	withJavaScript,
} from './helpers.ts'

/**
 * The user profile (spec 1 §2 /user_profile/{userId}/{tab}): header, actions (enable/disable,
 * delete with the confirmation phrase, resend invite), tasks tabs and the edit tab. Each test runs
 * with JavaScript and without (plain GET and POST forms, dialogs as `?modal=…`).
 */

test.describe.configure({ timeout: 90_000 })

const LEA = { id: 'usr_acme_learner', name: 'Lea Learner', email: 'learner@acme.test' }
const IVY = { id: 'usr_acme_invited', email: 'invited@acme.test' }
/** Seeded as Jonas Anders (server/gateway/db/seed.ts, the tenth generated Acme user). */
const JONAS = { id: 'usr_acme_0010' }

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const snackbar = (page: Page) => page.getByTestId('snackbar')
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Profile sections' })
const actions = (page: Page) => page.getByRole('group', { name: 'User actions' })

/**
 * A user of Acme to disable or delete, so the seeded users stay as other tests expect: invited
 * through the Add New Users drawer's two form posts (what its emails flow sends without
 * JavaScript; no invitation email), then found on All Users by email.
 */
async function createUser(page: Page): Promise<{ id: string; email: string }> {
	const email = uniqueEmail('profile')
	const emailsStep = await page.request.post('/users/add-users', {
		form: { intent: 'emails', emails: email, department: 'Engineering', role: 'user' },
		maxRedirects: 0,
	})
	const next = new URL(emailsStep.headers().location ?? '/', 'http://console')
	expect(next.searchParams.get('step'), `the emails step of ${email} is accepted`).toBe('1')
	const invite = await page.request.post(`/users/add-users?${new URLSearchParams({ draft: next.searchParams.get('draft')! })}`, {
		form: { intent: 'invite', notificationList: 'userOnly', subject: '', message: '' },
		maxRedirects: 0,
	})
	expect(new URL(invite.headers().location ?? '/', 'http://console').pathname, `${email} is invited`).toBe('/users/all_users')
	return { id: await userIdByEmail(page, email), email }
}

/** The profile link of the one user a search for `email` finds on All Users. */
async function userIdByEmail(page: Page, email: string) {
	await page.goto(`/users/all_users?${new URLSearchParams({ searchText: email })}`)
	const link = page.locator('[data-slot="data-table"] table').getByRole('rowheader').getByRole('link')
	await expect(link).toHaveCount(1)
	const href = (await link.getAttribute('href'))!
	return decodeURIComponent(href.split('/').pop()!)
}

async function latestEmailId(_request: APIRequestContext, to: string): Promise<number> {
	// The outbox answers platform staff only on the production build.
	const response = await (await staffRequest()).get(`/__gateway/api/outbox/latest?${new URLSearchParams({ to })}`)
	return response.ok() ? ((await response.json()) as { id: number }).id : 0
}

test.describe('User profile', () => {
	test.use({ account: 'admin@acme.test' })

	test('opens Lea Learner from All Users and sees her tasks', { tag: '@read-only' }, async ({ page }) => {
		await open(page, `/users/all_users?${new URLSearchParams({ searchText: LEA.email })}`)
		await page.getByRole('link', { name: LEA.name }).click()
		// The first visit loads the profile's route module (compiled on demand by a development server).
		await expect(page).toHaveURL(new RegExp(`/user_profile/${LEA.id}$`), { timeout: 30_000 })
		await expect(page.getByRole('heading', { level: 1, name: LEA.name })).toBeVisible()
		await expect(page.getByTestId('profile-email')).toHaveText(LEA.email)
		await expect(page.getByTestId('profile-role')).toHaveText('Learner')
		await expect(page.getByTestId('profile-department')).toHaveText('Sales')
		await expect(page.getByTestId('profile-status')).toHaveText('Enabled')
		await expect(page.getByTestId('profile-registration')).toHaveText('Registered')
		// The bare path is the outstanding tasks.
		await expect(tabs(page).getByRole('link', { name: 'Outstanding Tasks' })).toHaveAttribute('aria-current', 'page')
		const table = page.locator('[data-slot="data-table"] table')
		for (const column of ['Name', 'Category', 'Status', 'Assigned', 'Due Date']) {
			await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
		}
		const rows = await table.getByRole('rowheader').count()
		if (rows === 0) await expect(table.getByText('No data')).toBeVisible()
		else await expect(table.locator('[data-slot="status-chip"]').first()).toBeVisible()

		await tabs(page).getByRole('link', { name: 'Completed Tasks' }).click()
		await expect(page).toHaveURL(new RegExp(`/user_profile/${LEA.id}/completed_tasks$`))
		await expect(table.getByRole('columnheader', { name: 'Completed' })).toBeVisible()
		// Only your own profile has a password tab.
		await expect(tabs(page).getByRole('link', { name: 'Password' })).toHaveCount(0)
	})

	test('opens directly by id; an unknown id or tab is the 404 page', { tag: '@read-only' }, async ({ page }) => {
		await open(page, `/user_profile/${LEA.id}/outstanding_tasks`)
		await expect(page.getByRole('heading', { level: 1, name: LEA.name })).toBeVisible()
		const unknown = await page.goto('/user_profile/usr_nobody')
		expect(unknown?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
		const otherCompany = await page.goto('/user_profile/usr_globex_admin')
		expect(otherCompany?.status()).toBe(404)
		const badTab = await page.goto(`/user_profile/${LEA.id}/settings`)
		expect(badTab?.status()).toBe(404)
		const password = await page.goto(`/user_profile/${LEA.id}/password`)
		expect(password?.status()).toBe(404)
	})

	test('edits a name: refused empty with the values kept, then saved and still there after a reload', async ({ page }) => {
		// A user no other test looks for (tests run in parallel).
		await open(page, `/user_profile/${JONAS.id}/edit`)
		const first = page.getByLabel('First name')
		const last = page.getByLabel('Last name')
		await expect(first).toHaveValue('Jonas')
		// Spaces pass the browser's own "required" check, so the server's rule answers without JavaScript.
		await first.fill('   ')
		await last.fill('Anders-Kept')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('Field is required')).toBeVisible()
		await expect(last).toHaveValue('Anders-Kept')

		const renamed = withJavaScript() ? 'Jonah' : 'Jonathan'
		await first.fill(renamed)
		await last.fill('Anders')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(snackbar(page)).toHaveText('Profile updated')
		await page.reload()
		await expect(page.getByLabel('First name')).toHaveValue(renamed)
		await expect(page.getByRole('heading', { level: 1, name: `${renamed} Anders` })).toBeVisible()
	})

	test('disables a user, then enables them again', async ({ page, hydrated }) => {
		const user = await createUser(page)
		await page.goto(`/user_profile/${user.id}`)
		await hydrated()
		await dismissUpdates(page)
		await expect(page.getByTestId('profile-status')).toHaveText('Enabled')

		await actions(page).getByRole('link', { name: 'Disable' }).click()
		const dialog = page.getByTestId('status-dialog')
		await expect(dialog.getByRole('heading', { name: 'Disable user' })).toBeVisible()
		await dialog.getByRole('button', { name: 'Disable' }).click()
		await expect(snackbar(page)).toHaveText('User has been disabled')
		await expect(page.getByTestId('profile-status')).toHaveText('Disabled')
		await expect(page).not.toHaveURL(/modal=/)

		await actions(page).getByRole('link', { name: 'Enable' }).click()
		await expect(page.getByTestId('status-dialog').getByRole('heading', { name: 'Enable user' })).toBeVisible()
		await page.getByTestId('status-dialog').getByRole('button', { name: 'Enable' }).click()
		await expect(snackbar(page)).toHaveText('User has been enabled')
		await expect(page.getByTestId('profile-status')).toHaveText('Enabled')
	})

	test('deletes a user: a wrong phrase is refused, the right one deletes', async ({ page, hydrated }) => {
		const user = await createUser(page)
		await page.goto(`/user_profile/${user.id}`)
		await hydrated()
		await dismissUpdates(page)

		await actions(page).getByRole('link', { name: 'Delete' }).click()
		const dialog = page.getByTestId('delete-dialog')
		await expect(dialog.getByRole('heading', { name: 'Delete user' })).toBeVisible()
		await hydrated()
		const phrase = dialog.getByLabel('Type "I confirm deletion" to confirm')
		await phrase.fill('I confirm')
		await dialog.getByRole('button', { name: 'Delete' }).click()
		await expect(dialog.getByText('Invalid confirmation phrase')).toBeVisible()
		await expect(phrase).toHaveValue('I confirm')

		await phrase.fill(' I confirm deletion ')
		await dialog.getByRole('button', { name: 'Delete' }).click()
		await expect(page).toHaveURL(/\/users\/all_users$/)
		await expect(snackbar(page)).toHaveText('User has been deleted')
		const gone = await page.goto(`/user_profile/${user.id}`)
		expect(gone?.status()).toBe(404)
	})

	test('the delete dialog works with the keyboard alone', async ({ page, hydrated }) => {
		const user = await createUser(page)
		await page.goto(`/user_profile/${user.id}`)
		await hydrated()
		await dismissUpdates(page)

		await actions(page).getByRole('link', { name: 'Delete' }).focus()
		await page.keyboard.press('Enter')
		const dialog = page.getByTestId('delete-dialog')
		await expect(dialog.getByRole('heading', { name: 'Delete user' })).toBeVisible()
		await hydrated()
		const phrase = dialog.getByLabel('Type "I confirm deletion" to confirm')
		if (withJavaScript()) {
			await expect(phrase).toBeFocused()
		} else {
			// Without JavaScript the browser focuses the dialog; the field is the next stop.
			await expect(dialog).toBeFocused()
			await page.keyboard.press('Tab')
			await expect(phrase).toBeFocused()
		}
		await page.keyboard.type('I confirm delet')
		await page.keyboard.press('Enter')
		await expect(dialog.getByText('Invalid confirmation phrase')).toBeVisible()
		if (!withJavaScript()) {
			// The refused submit draws the page again: back to the field as a keyboard user would.
			await expect(dialog).toBeFocused()
			await page.keyboard.press('Tab')
		}
		await expect(phrase).toBeFocused()
		await page.keyboard.press('End')
		await page.keyboard.type('ion')
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/users\/all_users$/)
		await expect(snackbar(page)).toHaveText('User has been deleted')
	})

	test('resends the invite of Ivy Invited, and the email is in the outbox', async ({ page, request }) => {
		await open(page, `/user_profile/${IVY.id}`)
		await expect(page.getByTestId('profile-registration')).toHaveText('Invited, not registered yet')
		const before = await latestEmailId(request, IVY.email)
		await actions(page).getByRole('button', { name: 'Resend invite' }).click()
		await expect(snackbar(page)).toHaveText('Invitation has been sent')
		const email = await latestEmail(request, IVY.email)
		expect((email as { id?: number }).id).toBeGreaterThan(before)
		expect(email.subject).toContain('Acme Corp')
	})

	test(
		'a registered, verified user has no resend or verification action; you have no disable or delete',
		{ tag: '@read-only' },
		async ({ page }) => {
			await open(page, `/user_profile/${LEA.id}`)
			await expect(actions(page).getByRole('button', { name: 'Resend invite' })).toHaveCount(0)
			await expect(actions(page).getByRole('button', { name: 'Send verification email' })).toHaveCount(0)
			await page.goto('/user_profile/usr_acme_admin')
			await expect(page.getByRole('heading', { level: 1, name: /Ada Admin/ })).toBeVisible()
			await expect(page.getByTestId('profile-role')).toHaveText('Account owner')
			await expect(page.getByRole('link', { name: 'Disable' })).toHaveCount(0)
			await expect(page.getByRole('link', { name: 'Delete' })).toHaveCount(0)
			await expect(tabs(page).getByRole('link', { name: 'Password' })).toBeVisible()
		},
	)

	test.describe(() => {
		test.use({ account: 'support@platform.test' })
		test('support staff (not admins) opening completed tasks are sent to outstanding tasks', { tag: '@read-only' }, async ({ page }) => {
			await page.goto('/user_profile/usr_platform_support/completed_tasks')
			await expect(page).toHaveURL(/\/user_profile\/usr_platform_support\/outstanding_tasks$/)
			await expect(tabs(page).getByRole('link', { name: 'Outstanding Tasks' })).toHaveAttribute('aria-current', 'page')
			await expect(tabs(page).getByRole('link', { name: 'Completed Tasks' })).toHaveCount(0)
		})
	})

	test('the profile, its edit tab and its delete dialog have no serious accessibility violation', async ({ page }) => {
		test.skip(!withJavaScript(), 'axe needs JavaScript in the page')
		// Three pages, each analysed by axe.
		test.slow()
		await open(page, `/user_profile/${LEA.id}`)
		await expectAccessible(page)
		await page.goto(`/user_profile/${LEA.id}/edit`)
		await expectAccessible(page)
		await page.goto(`/user_profile/${LEA.id}?modal=delete`)
		await expect(page.getByTestId('delete-dialog')).toBeVisible()
		await expectAccessible(page)
	})
})

test.describe('your own password', () => {
	test('the Password tab changes it only with the current password, to a different one, and ends your other sessions', async ({
		page,
		browser,
		hydrated,
	}) => {
		test.setTimeout(120_000)
		const { email } = await registerCompany(page, 'own-password')
		const FIRST = 'Fresh-Start-2026!'
		const NEXT = 'Next-Start-2027?'
		// The same user signed in elsewhere.
		const elsewhere = await browser.newContext({
			baseURL: test.info().project.use.baseURL,
			javaScriptEnabled: withJavaScript(),
		})
		const other = await elsewhere.newPage()
		await signIn(other, email, FIRST)
		await expect(other).toHaveURL(/\/home$/)

		await page.getByTestId('user-menu').click()
		const profile = await page.locator('a[href^="/user_profile/"]').first().getAttribute('href')
		await page.goto(`${profile}/password`)
		await hydrated()
		await dismissUpdates(page)
		const fill = async (current: string, next: string) => {
			await page.getByLabel('Current password').fill(current)
			await page.getByLabel('New password', { exact: true }).fill(next)
			await page.getByLabel('Confirm new password').fill(next)
			await page.getByRole('button', { name: 'Change password' }).click()
		}

		await fill('Not-My-Password-1!', NEXT)
		await expect(page.getByText('The current password is incorrect.')).toBeVisible()
		await fill(FIRST, FIRST)
		await expect(page.getByText('The new password must be different from the current password.')).toBeVisible()
		await fill(FIRST, NEXT)
		await expect(snackbar(page)).toHaveText('Your password has been changed')

		// This session goes on; the other one is over.
		await page.reload()
		await expect(page.getByLabel('Current password')).toBeVisible()
		await other.goto('/home')
		await expect(other).toHaveURL(/\/login/)
		await elsewhere.close()

		await page.context().clearCookies()
		await signIn(page, email, FIRST)
		await expect(page.getByText('Invalid login credentials')).toBeVisible()
		await signIn(page, email, NEXT)
		await expect(page).toHaveURL(/\/home$/)
	})
})
