import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, latestEmail, registerCompany, withJavaScript } from './helpers.ts'

/**
 * The users directory (spec 1 §2): All Users with paging, sorting, search, filters and Send
 * Reminder; Departments and Groups with create, rename and delete; the assigned-users pages. Each
 * test runs with JavaScript and without (plain GET and POST forms, dialogs as URL state).
 */

// Each flow signs in and goes through several server round trips; the development build is slow to warm up.
test.describe.configure({ timeout: 150_000 })

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const table = (page: Page) => page.locator('[data-slot="data-table"] table')
const rowHeaders = (page: Page) => table(page).getByRole('rowheader')
const range = (page: Page) => page.locator('[data-slot="table-range"]')
const snackbar = (page: Page) => page.getByTestId('snackbar')

async function search(page: Page, label: string, text: string) {
	const box = page.getByRole('searchbox', { name: label })
	await box.fill(text)
	await box.press('Enter')
}

test.describe('The Users texts', () => {
	test.use({ account: 'admin@acme.test' })

	test('arrive with the first Users page: Get started does not load them, the navigation fetches them on the way', async ({ page }) => {
		test.skip(!withJavaScript(), 'client-side navigation needs JavaScript')
		// The Users part's texts: one chunk per language and part (app/i18n/texts-plugin.ts).
		const textRequests: string[] = []
		page.on('request', (request) => {
			const part = /\/assets\/texts-en-(\w+)-[\w-]{8}\.js$/.exec(request.url())?.[1]
			if (part === 'users') textRequests.push(part)
		})
		await open(page, '/home')
		expect(textRequests).toEqual([])
		await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All Users' }).click()
		await expect(page).toHaveURL(/\/users\/all_users$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Add New Users' })).toBeVisible()
		expect(textRequests).toEqual(['users'])
	})
})

test.describe('All Users', () => {
	test.use({ account: 'admin@acme.test' })

	test('pages through the company: 25 rows, then page 2', async ({ page }) => {
		await open(page, '/users/all_users')
		await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Users sections' }).getByRole('link', { name: 'All Users' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		await expect(rowHeaders(page)).toHaveCount(25)
		const total = Number((await page.getByTestId('count-total').textContent())!.replace(/\D/g, ''))
		expect(total).toBeGreaterThanOrEqual(30)
		await expect(range(page)).toHaveText(`1–25 of ${total}`)
		await page.getByRole('link', { name: 'Go to next page' }).click()
		await expect(page).toHaveURL(/pageNumber=1/)
		// Other tests add Acme users meanwhile: page 2 starts at 26 and holds the rest, up to 25.
		await expect(range(page)).toHaveText(/^26–\d+ of \d+$/)
		const [, to, now] = /^26–(\d+) of (\d+)$/.exec((await range(page).textContent())!)!.map(Number)
		expect(now).toBeGreaterThanOrEqual(total)
		expect(to).toBe(Math.min(50, now!))
		await expect(rowHeaders(page)).toHaveCount(to! - 25)
	})

	test('sorts by name, descending then ascending', async ({ page }) => {
		await open(page, '/users/all_users')
		const nameHeader = table(page).getByRole('columnheader', { name: 'Name' })
		await nameHeader.getByRole('link').click()
		await expect(page).toHaveURL(/orderBy=name/)
		await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
		expectSorted(await firstNames(page), 'desc')
		await nameHeader.getByRole('link').click()
		await expect(page).toHaveURL(/order=asc/)
		await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
		expectSorted(await firstNames(page), 'asc')
	})

	test('a search narrows the list, and says when nothing matches', async ({ page }) => {
		await open(page, '/users/all_users')
		await search(page, 'Search users', 'learner@acme')
		await expect(page).toHaveURL(/searchText=learner%40acme/)
		await expect(rowHeaders(page)).toHaveText(['Lea Learner'])
		await expect(range(page)).toHaveText('1–1 of 1')
		await search(page, 'Search users', 'nobody-by-this-name')
		await expect(table(page).getByText('No data was found, try another search')).toBeVisible()
	})

	test('a department filter keeps only that department, in the URL', async ({ page }) => {
		await open(page, '/users/all_users')
		const filters = page.getByTestId('user-filters')
		await filters.getByRole('link', { name: 'Filters' }).click()
		await expect(page).toHaveURL(/filters=open/)
		await filters.getByRole('group', { name: 'Department' }).getByLabel('Sales', { exact: true }).check()
		await filters.getByRole('button', { name: 'Apply filters' }).click()
		await expect(page).toHaveURL(/departmentIds=/)
		await expect(page.getByText('1 filter applied')).toBeVisible()
		await expect(rowHeaders(page).filter({ hasText: 'Lea Learner' })).toHaveCount(1)
		// Retrying: the URL changes before the filtered rows are drawn.
		const departments = table(page).locator('tbody tr td:nth-child(5)')
		await expect(departments.first()).toHaveText('Sales')
		await expect(departments.filter({ hasNotText: /^Sales$/ })).toHaveCount(0)
	})
})

// On a company of its own, registered in the test: the reminder needs a started campaign.
test.describe('Send Reminder', () => {
	test('Send Reminder: bad input gets the spec messages, good input sends the email', async ({ page, request, hydrated }) => {
		const user = await companyWithOutstandingTasks(page)
		await page.goto('/users/all_users')
		await hydrated()
		await dismissUpdates(page)
		await page.getByRole('checkbox', { name: `Select ${user.name}` }).check()
		await page.getByTestId('send-reminder').click()
		const dialog = page.getByTestId('reminder-dialog')
		await expect(dialog.getByRole('heading', { name: 'Send Reminder' })).toBeVisible()
		await hydrated()
		await expect(dialog.getByText('1 of them has outstanding tasks.')).toBeVisible()
		// Spaces pass the browser's own "required" check, so the server's rule answers without JavaScript.
		await dialog.getByLabel('Subject').fill('   ')
		await dialog.getByLabel('Custom message (optional)').fill('Kept after a failed submit')
		await dialog.getByRole('button', { name: 'Send' }).click()
		await expect(dialog.getByText('At least one value must be selected')).toBeVisible()
		await expect(dialog.getByText('Field is required')).toBeVisible()
		await expect(dialog.getByLabel('Custom message (optional)')).toHaveValue('Kept after a failed submit')

		await dialog.getByLabel('Trainings').check()
		await dialog.getByLabel('Subject').fill('Please finish your training')
		await dialog.getByRole('button', { name: 'Send' }).click()
		await expect(snackbar(page)).toHaveText('The reminder has been sent')
		await expect(page.getByTestId('reminder-dialog')).toHaveCount(0)
		const email = await latestEmail(request, user.email)
		expect(email.subject).toBe('Please finish your training')
		expect(email.text).toContain('Kept after a failed submit')
	})
})

test.describe('Departments and groups', () => {
	test.use({ account: 'admin@acme.test' })

	test('create, rename and delete a department', async ({ page, hydrated }) => {
		await open(page, '/users/departments')
		const name = `QA ${withJavaScript() ? 'js' : 'nojs'} ${Date.now() % 100000}`
		await page.getByRole('link', { name: 'Create Department' }).click()
		let dialog = page.getByTestId('name-dialog')
		await expect(dialog.getByRole('heading', { name: 'Create Department' })).toBeVisible()
		await hydrated()
		await dialog.getByLabel('Name').fill('Sales/Ops')
		await dialog.getByRole('button', { name: 'Save' }).click()
		await expect(dialog.getByText('Letters, digits, dot, dash, underscore, ampersand, inner spaces only')).toBeVisible()
		await dialog.getByLabel('Name').fill('engineering')
		await dialog.getByRole('button', { name: 'Save' }).click()
		await expect(dialog.getByText('A department with this name already exists')).toBeVisible()
		await expect(dialog.getByLabel('Name')).toHaveValue('engineering')
		await dialog.getByLabel('Name').fill(name)
		await dialog.getByRole('button', { name: 'Save' }).click()
		await expect(snackbar(page)).toHaveText('Department has been created')
		await expect(rowHeaders(page).filter({ hasText: name })).toHaveCount(1)

		await page.getByRole('link', { name: `Rename ${name}` }).click()
		dialog = page.getByTestId('name-dialog')
		await expect(dialog.getByRole('heading', { name: 'Rename Department' })).toBeVisible()
		await hydrated()
		await expect(dialog.getByLabel('Name')).toHaveValue(name)
		await dialog.getByLabel('Name').fill(`${name} Team`)
		await dialog.getByRole('button', { name: 'Save' }).click()
		await expect(snackbar(page)).toHaveText('Department has been renamed')
		await expect(rowHeaders(page).filter({ hasText: `${name} Team` })).toHaveCount(1)

		await page.getByRole('link', { name: `Delete ${name} Team` }).click()
		const confirm = page.getByTestId('delete-dialog')
		await expect(confirm.getByText(`Delete the department "${name} Team"?`)).toBeVisible()
		await hydrated()
		await confirm.getByRole('button', { name: 'Delete' }).click()
		await expect(snackbar(page)).toHaveText('Department has been deleted')
		await expect(rowHeaders(page).filter({ hasText: name })).toHaveCount(0)
	})

	test('assign a user to a group from its page, and see it counted', async ({ page, hydrated }) => {
		await open(page, '/users/groups')
		const row = table(page)
			.getByRole('row')
			.filter({ has: page.getByRole('rowheader', { name: 'Managers', exact: true }) })
		const before = Number(await row.getByTestId('users-count').textContent())
		await row.getByTestId('users-count').click()
		await expect(page.getByTestId('assigned-title')).toHaveText('Managers')
		await expect(page.getByRole('navigation', { name: 'Users sections' }).getByRole('link', { name: 'Groups' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		await expect(range(page)).toHaveText(`1–${Math.min(25, before)} of ${before}`)

		await page.getByRole('link', { name: 'Assign users' }).click()
		const dialog = page.getByTestId('assign-dialog')
		await expect(dialog.getByRole('heading', { name: 'Assign users to Managers' })).toBeVisible()
		await hydrated()
		await dialog.getByRole('searchbox', { name: 'Search users to assign' }).fill('Ivy')
		await dialog.getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(/assignSearch=Ivy/)
		await dialog.getByLabel(/Ivy Invited/).check()
		await dialog.getByRole('button', { name: 'Assign' }).click()
		await expect(snackbar(page)).toHaveText('Users have been assigned')
		await expect(rowHeaders(page).filter({ hasText: 'Ivy Invited' })).toHaveCount(1)
		await expect(range(page)).toHaveText(`1–${Math.min(25, before + 1)} of ${before + 1}`)

		await page.getByRole('link', { name: 'Back to Groups' }).click()
		await expect(row.getByTestId('users-count')).toHaveText(String(before + 1))
	})

	test('the create dialog can be used with the keyboard alone', async ({ page, hydrated }) => {
		await open(page, '/users/groups')
		const create = page.getByRole('link', { name: 'Create Group' })
		await create.focus()
		await page.keyboard.press('Enter')
		const dialog = page.getByTestId('name-dialog')
		await expect(dialog.getByRole('heading', { name: 'Create Group' })).toBeVisible()
		await hydrated()
		await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
		const input = dialog.getByLabel('Name')
		for (let i = 0; i < 5 && !(await input.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
		await expect(input).toBeFocused()
		const name = `Keyboard ${withJavaScript() ? 'js' : 'nojs'}`
		await page.keyboard.type(name)
		await page.keyboard.press('Enter')
		await expect(snackbar(page)).toHaveText('Group has been created')
		await expect(rowHeaders(page).filter({ hasText: name })).toHaveCount(1)
		if (withJavaScript()) {
			// Escape closes a dialog and the URL follows.
			await page.getByRole('link', { name: 'Create Group' }).focus()
			await page.keyboard.press('Enter')
			await expect(page.getByTestId('name-dialog')).toBeVisible()
			await page.keyboard.press('Escape')
			await expect(page.getByTestId('name-dialog')).toHaveCount(0)
			await expect(page).not.toHaveURL(/modal=/)
		}
	})
})

test.describe('accessibility of the users directory', () => {
	test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe needs JavaScript in the page')
	test.use({ account: 'admin@acme.test' })

	test('/users/all_users has no serious accessibility violation', async ({ page }) => {
		await open(page, '/users/all_users')
		await expect(rowHeaders(page).first()).toBeVisible()
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
		const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
	})
})

async function firstNames(page: Page) {
	return (await rowHeaders(page).allTextContents()).map((name) => name.split(' ')[0]!.toLowerCase())
}

function expectSorted(names: string[], order: 'asc' | 'desc') {
	expect(names.length).toBeGreaterThan(1)
	for (let i = 1; i < names.length; i++) {
		if (order === 'asc') expect(names[i - 1]! <= names[i]!, `${names[i - 1]} before ${names[i]}`).toBe(true)
		else expect(names[i - 1]! >= names[i]!, `${names[i - 1]} before ${names[i]}`).toBe(true)
	}
}

/**
 * A freshly registered company whose Annual Training Campaign has started, so its admin has an
 * outstanding task (the shared demo tenants are left as they are: starting a campaign is for good).
 */
async function companyWithOutstandingTasks(page: Page) {
	const company = await registerCompany(page, 'reminder')
	await page.goto('/home?modal=startTraining')
	await waitForHydration(page)
	await page.getByRole('dialog', { name: 'Starting Campaign' }).getByRole('button', { name: 'Confirm' }).click()
	await expect(page.getByTestId('snackbar')).toContainText('The Annual Training Campaign has started')
	return company
}
