import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, type Locator, type Page } from '@playwright/test'
import { test, waitForHydration } from './fixtures.ts'
import { latestEmail, registerCompany, uniqueEmail, withJavaScript } from './helpers.ts'

/**
 * The Add New Users drawer (spec 1 §2–§5): by emails, by CSV, the invite templates. Each flow runs
 * with JavaScript (forms answer in place) and without (each step posts as a page and comes back).
 */

// Several server round trips per flow on a development build of a busy machine.
// In file order: the invite-template test changes Acme's template, which the other flows' invites use.
test.describe.configure({ mode: 'default', timeout: 240_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

const DEFAULT_LEARNER_SUBJECT = "You're invited to {{companyName}}'s security awareness training"

async function openDrawer(page: Page, modal = 'emails') {
	await page.goto(`/users/all_users?modal=${modal}`)
	const drawer = page.getByTestId('add-users-drawer')
	await expect(drawer).toBeVisible()
	await waitForHydration(page)
	return drawer
}

async function next(page: Page) {
	await page.getByTestId('add-users-next').click()
}

async function expectStep2(drawer: Locator) {
	await expect(drawer.getByTestId('add-users-step')).toHaveText('Step 2 of 2: Notification and assignments')
}

/** Fills the emails field: typed tokens with JavaScript, the textarea without. */
async function fillEmails(page: Page, emails: string) {
	const field = page.getByLabel('Emails', { exact: true })
	if (withJavaScript()) {
		// Remove the tokens already there, then type (a space turns each address into a token).
		for (let i = await page.getByRole('button', { name: /^Remove / }).count(); i > 0; i--) {
			await page
				.getByRole('button', { name: /^Remove / })
				.first()
				.click()
		}
		await field.fill('')
		await field.pressSequentially(`${emails} `)
	} else {
		await field.fill(emails)
	}
}

async function pressUntilFocused(page: Page, key: string, target: Locator, limit = 60) {
	for (let i = 0; i < limit; i++) {
		if (await target.evaluate((element) => element === document.activeElement)) return
		await page.keyboard.press(key)
	}
	await expect(target).toBeFocused()
}

async function expectUserListed(page: Page, email: string) {
	await page.goto(`/users/all_users?${new URLSearchParams({ searchText: email })}`)
	await expect(page.getByRole('cell', { name: email }).or(page.getByText(email)).first()).toBeVisible()
}

test.describe('Add New Users: by emails', () => {
	test.use({ account: 'admin@acme.test' })

	test('bad input shows the spec messages; good input adds the users and sends the invite', async ({ page, request }) => {
		const drawer = await openDrawer(page)
		await expect(drawer.getByRole('heading', { name: 'Add New Users' })).toBeVisible()
		await expect(drawer.getByTestId('add-users-step')).toHaveText('Step 1 of 2: Emails and profile setup')

		// Empty.
		await next(page)
		await expect(drawer.getByText('Enter one or more email addresses.')).toBeVisible()
		await expect(drawer.getByText('Please select or create a department.')).toBeVisible()

		// A department name the departments form refuses (the invite would create it).
		await drawer.getByLabel('Department', { exact: true }).fill('Sales/Marketing')
		await next(page)
		await expect(drawer.getByText('Letters, digits, dot, dash, underscore, ampersand, inner spaces only')).toBeVisible()

		// Not an email.
		await fillEmails(page, 'not-an-email')
		await drawer.getByLabel('Department', { exact: true }).fill('Sales')
		await next(page)
		await expect(drawer.getByText('This is not a valid email', { exact: true })).toBeVisible()
		await expect(drawer.getByText('Letters, digits, dot, dash, underscore, ampersand, inner spaces only')).toHaveCount(0)

		// An existing user's email.
		const first = uniqueEmail('invite-a')
		const second = uniqueEmail('invite-b')
		await fillEmails(page, `${first} learner@acme.test`)
		await next(page)
		await expect(drawer.getByText('These emails are already in use.')).toBeVisible()
		await expect(drawer.getByText('Already in use: learner@acme.test')).toBeVisible()
		// What was typed is kept.
		await expect(drawer.getByLabel('Department', { exact: true })).toHaveValue('Sales')

		// Good input: two new users, a new department and a new group.
		await fillEmails(page, `${first}, ${second}`)
		await drawer.getByLabel('Department', { exact: true }).fill('Field Sales E2E')
		await drawer.getByLabel('Remote').check()
		await drawer.getByLabel('New groups').fill('Pilots E2E')
		await next(page)
		await expectStep2(drawer)
		await expect(drawer.getByText('2 users will be added.')).toBeVisible()
		// A learner invite in a company with no assignments: notification off, with the info box.
		await expect(drawer.getByText('No notifications are sent until a task is assigned.')).toBeVisible()
		const notify = drawer.getByLabel('Send an invitation email')
		await expect(notify).not.toBeChecked()
		await notify.check()
		await drawer.getByLabel('Add users only').check()
		// Subject required when notifying.
		await drawer.getByLabel('Subject').fill('')
		await drawer.getByRole('button', { name: 'Add users', exact: true }).click()
		await expect(drawer.getByText('Please add subject.')).toBeVisible()
		await drawer.getByLabel('Subject').fill('Join the Acme training')
		await drawer.getByRole('button', { name: 'Add users', exact: true }).click()

		await expect(page.getByTestId('snackbar')).toHaveText('Users have been added')
		await expect(page.getByTestId('add-users-drawer')).toHaveCount(0)
		await expect(page).toHaveURL(/\/users\/all_users$/)

		await expectUserListed(page, first)
		await expect(page.getByRole('row').filter({ hasText: first })).toContainText('Field Sales E2E')
		const email = await latestEmail(request, first)
		expect(email.subject).toBe('Join the Acme training')
		expect((await latestEmail(request, second)).subject).toBe('Join the Acme training')
	})

	test('keyboard only: type the emails, the department, move on and add', async ({ page }) => {
		const drawer = await openDrawer(page)
		const address = uniqueEmail('keyboard')
		await drawer.getByLabel('Emails', { exact: true }).focus()
		await page.keyboard.type(`${address} `)
		// With JavaScript the address became a token, removable with its own labelled button.
		if (withJavaScript()) await expect(drawer.getByRole('button', { name: `Remove ${address}` })).toBeVisible()
		await pressUntilFocused(page, 'Tab', drawer.getByLabel('Department', { exact: true }))
		await page.keyboard.type('Sales')
		await pressUntilFocused(page, 'Tab', drawer.getByTestId('add-users-next'))
		await page.keyboard.press('Enter')
		await expectStep2(drawer)
		await pressUntilFocused(page, 'Tab', drawer.getByTestId('add-users-submit'))
		await page.keyboard.press('Enter')
		await expect(page.getByTestId('snackbar')).toHaveText('Users have been added')
		await expectUserListed(page, address)
	})

	test('the invite template: save, see it prefilled next time, reset to default', async ({ page }) => {
		const toStep2 = async () => {
			const drawer = await openDrawer(page)
			await fillEmails(page, uniqueEmail('template'))
			await drawer.getByLabel('Department', { exact: true }).fill('Sales')
			await next(page)
			await expectStep2(drawer)
			return drawer
		}
		let drawer = await toStep2()
		const subject = `Custom subject ${Date.now()}`
		await drawer.getByLabel('Subject').fill(subject)
		await drawer.getByRole('button', { name: 'Save as template' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Invite Message updated successfully')
		await expect(drawer.getByLabel('Subject')).toHaveValue(subject)

		// A new invite starts from the saved template.
		drawer = await toStep2()
		await expect(drawer.getByLabel('Subject')).toHaveValue(subject)
		// Cancel changes brings back the saved text.
		await drawer.getByLabel('Subject').fill('Something else')
		await drawer.getByRole('button', { name: 'Cancel changes' }).click()
		await expect(drawer.getByLabel('Subject')).toHaveValue(subject)

		await drawer.getByRole('button', { name: 'Reset to default' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Successfully reset')
		await expect(drawer.getByLabel('Subject')).toHaveValue(DEFAULT_LEARNER_SUBJECT)
	})

	test('the SSO tab leads to the SSO settings page; closing keeps the page parameters', async ({ page, hydrated }) => {
		await page.goto('/users/all_users?pageSize=10&modal=emails')
		const drawer = page.getByTestId('add-users-drawer')
		await expect(drawer).toBeVisible()
		await hydrated()
		await drawer.getByRole('link', { name: 'Import CSV' }).click()
		await expect(page).toHaveURL(/[?&]modal=csv/)
		await expect(page).toHaveURL(/pageSize=10/)
		await expect(drawer.getByTestId('add-users-step')).toHaveText('Step 1 of 2: Attach file and map columns')
		await drawer
			.getByRole('link', { name: 'Close' })
			.or(drawer.getByRole('button', { name: 'Close' }))
			.first()
			.click()
		await expect(page).toHaveURL(/\/users\/all_users\?pageSize=10$/)
		await openDrawer(page)
		await page.getByTestId('add-users-drawer').getByRole('link', { name: 'SSO' }).click()
		await expect(page).toHaveURL(/\/settings\/single-sign-on$/)
	})

	test('the open drawer has no serious accessibility violation', async ({ page }) => {
		test.skip(!withJavaScript(), 'axe needs JavaScript in the page')
		await openDrawer(page)
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
		const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
	})
})

test.describe('Add New Users: by CSV', () => {
	test.use({ account: 'admin@acme.test' })
	async function upload(page: Page, drawer: Locator, name: string, content: string) {
		await drawer
			.getByTestId('csv-file')
			.first()
			.setInputFiles({
				name,
				mimeType: name.endsWith('.csv') ? 'text/csv' : 'text/plain',
				buffer: Buffer.from(content),
			})
		if (!withJavaScript()) await drawer.getByRole('button', { name: 'Upload' }).first().click()
	}

	test('a .txt file is refused; a CSV with a bad row names its line; mapped users are added and invited', async ({ page, request }) => {
		const drawer = await openDrawer(page, 'csv')
		await upload(page, drawer, 'users.txt', 'email,department\na@b.co,Sales\n')
		await expect(drawer.getByText('Incorrect file format or unknown field name')).toBeVisible()

		const ann = uniqueEmail('csv-ann')
		const bob = uniqueEmail('csv-bob')
		const csv = [
			'Work Email,Placement,First Name,Last Name',
			`${ann},Sales,Ann,Lee`,
			'not-an-email,Sales,Bad,Row',
			`${bob},CSV Dept E2E,Bob,Brown`,
			'learner@acme.test,Sales,Lea,Learner',
			// A department the departments form refuses, and a NUL byte: each row is named, never a 500.
			`${uniqueEmail('csv-cy')},Ops/Dev,Cy,Young`,
			`${uniqueEmail('csv-dee')},Sa\u0000les,Dee,Null`,
		].join('\n')
		await upload(page, drawer, 'users.csv', csv)
		await expect(drawer.getByTestId('csv-file-name')).toHaveText('File: users.csv')
		await expect(drawer.getByText('Line 3: "not-an-email" is not a valid email')).toBeVisible()
		await expect(drawer.getByTestId('csv-preview')).toContainText(ann)

		// "Placement" is not a known header: Department must be chosen.
		await next(page)
		await expect(drawer.getByText('Please select a column.')).toBeVisible()
		await drawer.getByLabel('Department *').selectOption({ label: 'Placement' })
		await next(page)
		// The existing user is shown before being skipped.
		await expect(drawer.getByText('Line 5: "learner@acme.test" is already in use')).toBeVisible()
		await expect(
			drawer.getByText('Line 6, Department: "Ops/Dev" may have letters, digits, dot, dash, underscore, ampersand and inner spaces only'),
		).toBeVisible()
		await expect(
			drawer.getByText('Line 7, Department: "Sa\uFFFDles" holds a control character (such as a NUL byte) that cannot be imported'),
		).toBeVisible()
		await expect(drawer.getByTestId('csv-will-add')).toHaveText('2 users will be added.')
		await next(page)
		await expectStep2(drawer)
		await drawer.getByLabel('Send an invitation email').check()
		await drawer.getByLabel('Subject').fill('Your Acme training account')
		await drawer.getByRole('button', { name: 'Add user', exact: true }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Users have been added')
		await expectUserListed(page, bob)
		await expect(page.getByRole('row').filter({ hasText: bob })).toContainText('CSV Dept E2E')
		await expectUserListed(page, ann)
		expect((await latestEmail(request, ann)).subject).toBe('Your Acme training account')
		expect((await latestEmail(request, bob)).subject).toBe('Your Acme training account')
	})

	test('bad files get the spec messages: empty, a broken quote, over 7 MB, an email column without emails; a spreadsheet renamed .csv its own', async ({
		page,
	}) => {
		const drawer = await openDrawer(page, 'csv')
		await upload(page, drawer, 'empty.csv', '')
		await expect(drawer.getByText("File doesn't have any data")).toBeVisible()
		await upload(page, drawer, 'users.csv', `PK\u0003\u0004\u0014\u0000\u0006\u0000${'\u0000'.repeat(64)}[Content_Types].xml`)
		await expect(
			drawer.getByText('This file is not a CSV text file (it may be a spreadsheet renamed .csv). Save it as CSV and try again.'),
		).toBeVisible()
		await upload(page, drawer, 'broken.csv', 'email,department\n"ann@e2e.test,Sales\nbob@e2e.test,Sales\n')
		await expect(drawer.getByText('Error parsing CSV file')).toBeVisible()
		// Refused before it is read: in the browser with JavaScript, by the server's bound without.
		await upload(page, drawer, 'big.csv', `email,department\n${'x'.repeat(7.5 * 1024 * 1024)}\n`)
		await expect(drawer.getByText('File size should be less than 7 MB')).toBeVisible()

		await upload(page, drawer, 'names.csv', 'Full Name,Department\nAnn Lee,Sales\nBob Brown,Sales\n')
		await expect(drawer.getByTestId('csv-file-name')).toHaveText('File: names.csv')
		await drawer.getByLabel('Email *').selectOption({ label: 'Full Name' })
		await next(page)
		await expect(
			drawer.getByText("The email column doesn't have valid email addresses. Choose another column or check your file and try again"),
		).toBeVisible()
		await expect(drawer.getByLabel('Email *')).toHaveValue(/.+/)
	})
})

test.describe('Add New Users: what the CSV step shows', () => {
	test.use({ account: 'admin@acme.test' })
	test('the preview shows every column and whole emails; the first Next with an existing user says so at the top of the step', async ({
		page,
	}) => {
		const drawer = await openDrawer(page, 'csv')
		const long = uniqueEmail('a-rather-long-address-for-the-preview-of-the-file')
		const csv = [
			'Email,Department,Group,First Name,Last Name',
			`${long},Sales,Field Team North,Ann,Lee`,
			'learner@acme.test,Sales,Ops,Lea,Learner',
		].join('\n')
		await drawer
			.getByTestId('csv-file')
			.first()
			.setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
		if (!withJavaScript()) await drawer.getByRole('button', { name: 'Upload' }).first().click()
		const preview = drawer.getByTestId('csv-preview')
		await expect(preview).toContainText(long)
		await preview.scrollIntoViewIfNeeded()
		for (const header of ['Email', 'Department', 'Group', 'First Name', 'Last Name']) {
			await expect(preview.getByRole('columnheader', { name: header }), header).toBeInViewport({ ratio: 1 })
		}
		// The whole address is drawn, not cut with an ellipsis.
		const cell = preview.getByRole('cell', { name: long })
		// Its row may sit at the drawer's lower edge: in view once scrolled to, cut by nothing.
		await cell.scrollIntoViewIfNeeded()
		await expect(cell).toBeInViewport({ ratio: 1 })
		expect(await cell.evaluate((td) => td.scrollWidth <= td.clientWidth)).toBe(true)

		await next(page)
		const notice = drawer.getByTestId('csv-existing-rows')
		await expect(notice).toContainText('Line 3: "learner@acme.test" is already in use')
		await expect(notice).toContainText('Press Next again to add the other users.')
		await expect(notice).toBeInViewport()
		if (withJavaScript()) await expect(notice).toBeFocused()
	})
})

test.describe('Add New Users: unverified admin', () => {
	test('an admin whose email is not verified is asked to verify it, and can send the link again', async ({ page, request }) => {
		const { email } = await registerCompany(page, 'unverified')
		await page.goto('/users/all_users?modal=emails')
		const dialog = page.getByTestId('add-users-verify-email')
		await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible()
		await expect(dialog).toContainText(`Please verify your email address ${email} to add users and receive notifications.`)
		await expect(page.getByTestId('add-users-drawer')).toHaveCount(0)
		if (withJavaScript()) await expect(page.locator('[data-slot="static-dialog"]')).toHaveCount(0)
		await dialog.getByRole('button', { name: 'Resend Email Verification' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Email with verification link has been sent')
		expect((await latestEmail(request, email)).subject).toBe('Verify your email address')
	})
})
