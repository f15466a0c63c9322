import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/**
 * Policies (spec 2 §2 /policies, §3 "Policy report columns", §5 policy statuses, §8 'No data', §9 page
 * sizes 25/50/100; spec 1 §5 "Assignment form" with its PDF rules) against the reference gateway's demo
 * data: Globex has four policies in six revisions (seed-policies.ts), Litware none. Only Tailspin's
 * flow writes (a new policy, its next revision, ending a revision); each flow runs with JavaScript and
 * without.
 */

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const report = (page: Page) => page.getByTestId('policies-report')
const rowOf = (page: Page, name: string | RegExp) =>
	report(page)
		.getByRole('row')
		.filter({ has: page.getByRole('rowheader', { name }) })
const names = (page: Page) => report(page).getByRole('rowheader').allTextContents()
const PDF = (title: string) =>
	Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Title (${title}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`)

test.describe('the policies report at Globex (German)', () => {
	// Globex reads the console in German (its company language): the policies' German texts.
	test.use({ account: 'admin@globex.test' })

	test('the navigation opens /policies: every revision with its progress; sorting, a search, the revision filter and page sizes in the URL', async ({
		page,
	}) => {
		await open(page, '/home')
		await page.getByRole('link', { name: 'Richtlinien' }).first().click()
		await expect(page).toHaveURL(/\/policies$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Richtlinien' })).toBeVisible()
		await expect(report(page).getByRole('columnheader')).toHaveText([
			/Name/,
			/Version/,
			/Zuweisungen/,
			/Fortschritt/,
			/Bestätigt/,
			/Nicht geöffnet/,
			/Überfällig/,
			/Durchschnittliche Zeit bis zur Bestätigung/,
			/Erstellt/,
			/Beendet/,
			'Dokument',
			'Aktionen',
		])
		// Newest first: the password policy of two days ago first, nobody has acknowledged it yet.
		await expect(report(page).getByRole('rowheader')).toHaveCount(6)
		expect((await names(page))[0]).toBe('Password Policy')
		await expect(rowOf(page, 'Password Policy').getByRole('cell').nth(2)).toHaveText('0 %')
		// Revision 1 ended 60 days ago: its date and no End link; revision 3 has one.
		const aup = rowOf(page, 'Acceptable Use Policy')
		await expect(aup).toHaveCount(3)
		const first = aup.filter({ has: page.getByRole('cell', { name: '1', exact: true }) })
		await expect(first.getByRole('cell').nth(8)).not.toHaveText('—')
		await expect(first.getByRole('link', { name: /beenden$/ })).toHaveCount(0)
		await expect(aup.getByRole('link', { name: 'Revision 3 von Acceptable Use Policy beenden' })).toBeVisible()

		// Sorting by name: a link, A to Z after one click (descending is the default order).
		await report(page).getByRole('link', { name: /Name/ }).click()
		await expect(page).toHaveURL(/orderBy=name/)
		await expect
			.poll(() => names(page))
			.toEqual([
				'Remote Work Policy',
				'Password Policy',
				'Data Protection Policy',
				'Acceptable Use Policy',
				'Acceptable Use Policy',
				'Acceptable Use Policy',
			])

		// The revision filter (spec 2 §3 revisionIds): one revision; the sort stays.
		await waitForHydration(page)
		await page.getByTestId('revision-filter').getByLabel('Version').selectOption({ label: 'Remote Work Policy, Revision 1' })
		await page.getByTestId('revision-filter').getByRole('button', { name: 'Anwenden' }).click()
		await expect(page).toHaveURL(/revisionIds=prv_globex_remote_work_1/)
		await expect(page).toHaveURL(/orderBy=name/)
		await expect.poll(() => names(page)).toEqual(['Remote Work Policy'])

		// A search that finds nothing: the spec's empty state for a search.
		await open(page, '/policies')
		const search = page.getByRole('searchbox', { name: 'Richtlinien suchen' })
		await search.fill('no such policy')
		await search.press('Enter')
		await expect(page).toHaveURL(/searchText=no/)
		await expect(report(page)).toContainText('Keine Daten gefunden, versuchen Sie eine andere Suche')

		// Page sizes 25, 50, 100 (spec 2 §9); a size from elsewhere reads as 25.
		await open(page, '/policies?pageSize=10')
		const size = page.getByLabel('Zeilen pro Seite')
		await expect(size.locator('option')).toHaveText(['25', '50', '100'])
		await expect(size).toHaveValue('25')
		await size.selectOption('50')
		if (!withJavaScript()) await page.locator('[data-slot="table-pagination"]').getByRole('button', { name: 'Anwenden' }).click()
		await expect(page).toHaveURL(/pageSize=50/)
		await expect(report(page).getByRole('rowheader')).toHaveCount(6)
	})

	test('a revision opens its learners: the summary, each learner’s status, a status filter and paging', async ({ page }) => {
		await open(page, '/policies?orderBy=name&order=asc')
		const second = rowOf(page, 'Acceptable Use Policy').filter({ has: page.getByRole('cell', { name: '2', exact: true }) })
		const overdue = Number(await second.getByRole('cell').nth(5).textContent())
		const assignments = Number(await second.getByRole('cell').nth(1).textContent())
		expect(overdue).toBeGreaterThan(0)
		await second.getByRole('rowheader').getByRole('link').click()
		await expect(page).toHaveURL(/\/policies\/revisions\/prv_globex_acceptable_use_2$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Acceptable Use Policy, Revision 2' })).toBeVisible()
		const summary = page.getByTestId('revision-summary')
		await expect(summary).toContainText(`Zuweisungen${assignments}`)
		await expect(summary).toContainText(`Überfällig${overdue}`)
		const learners = page.getByTestId('revision-learners')
		await expect(learners.getByRole('rowheader')).toHaveCount(25)
		await expect(learners.locator('[data-slot="table-range"]')).toHaveText(`1–25 von ${assignments}`)

		await waitForHydration(page)
		await learners.getByTestId('status-filter').getByLabel('Status').selectOption('overdue')
		await learners.getByTestId('status-filter').getByRole('button', { name: 'Anwenden' }).click()
		await expect(page).toHaveURL(/statuses=overdue/)
		await expect(learners.locator('[data-slot="table-range"]')).toHaveText(`1–${Math.min(25, overdue)} von ${overdue}`)
		expect(new Set(await learners.locator('[data-status]').allTextContents())).toEqual(new Set(['Überfällig']))
		// The revision's PDF, served as a download.
		const href = await page.getByRole('link', { name: 'PDF von Acceptable Use Policy, Revision 2 herunterladen' }).getAttribute('href')
		const served = await page.request.get(href!)
		expect(served.status()).toBe(200)
		expect(served.headers()['content-type']).toBe('application/pdf')
		expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-')
	})
})

test.describe('a company without policies', () => {
	test.use({ account: 'admin@litware.test' })

	test('Litware’s report says No data and offers Assign Policy', async ({ page }) => {
		await open(page, '/policies')
		await expect(report(page)).toContainText('No data')
		await expect(report(page).getByRole('rowheader')).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Assign Policy' })).toHaveAttribute('href', '/policies/assign')
	})
})

test.describe('assigning policies at Tailspin', () => {
	test.use({ account: 'admin@tailspin.test' })

	test('a new policy: the form’s PDF rules in the spec’s words, what was typed kept; then its next revision; then ending the first', async ({
		page,
	}) => {
		const name = `Clean Desk Policy ${Date.now()}`
		const subject = `Please read the clean desk policy ${Date.now()}`
		await open(page, '/policies')
		await page.getByRole('link', { name: 'Assign Policy' }).click()
		await expect(page).toHaveURL(/\/policies\/assign$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Assign Policy' })).toBeVisible()
		const form = page.locator('form#policy-assignment')
		const submit = form.getByRole('button', { name: 'Assign Policy' })
		const pdf = () => form.getByLabel('Policy PDF', { exact: true })
		// No title, groups without a group, no PDF: each rule's message; the subject typed stays.
		await form.getByLabel('Notification subject').fill(subject)
		await form.getByLabel('Groups', { exact: true }).check()
		await submit.click()
		await expect(form.getByText('Field is required')).toBeVisible()
		await expect(form.getByText('At least one value must be selected')).toBeVisible()
		await expect(form.getByText('File is required')).toBeVisible()
		await expect(form.getByLabel('Notification subject')).toHaveValue(subject)
		// A Word file, then a PDF over 7 MB: refused in the browser with JavaScript, by the server without.
		await form.getByLabel('Title').fill(name)
		await pdf().setInputFiles({ name: 'policy.docx', mimeType: 'application/msword', buffer: Buffer.from('PK\u0003\u0004') })
		if (!withJavaScript()) await submit.click()
		await expect(form.getByText('Error. Please attach .pdf file')).toBeVisible()
		const tooLarge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(7_400_000, 0x20)])
		await pdf().setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: tooLarge })
		if (!withJavaScript()) await submit.click()
		await expect(form.getByText('File size should be less than 7 MB')).toBeVisible()
		await expect(form.getByLabel('Title')).toHaveValue(name)

		await form
			.getByRole('group', { name: /^Groups/ })
			.getByLabel('Remote')
			.check()
		await pdf().setInputFiles({ name: 'Clean desk.pdf', mimeType: 'application/pdf', buffer: PDF('Clean desk 1') })
		if (withJavaScript()) await expect(form.getByText('Clean desk.pdf (0.1 MB) is attached.')).toBeVisible()
		await submit.click()
		await expect(page).toHaveURL(/\/policies$/)
		await expect(page.getByTestId('snackbar')).toHaveText('Policy was assigned successfully!')
		const rows = rowOf(page, name)
		await expect(rows).toHaveCount(1)
		await expect(rows.getByRole('cell').nth(0)).toHaveText('1')
		const assigned = Number(await rows.getByRole('cell').nth(1).textContent())
		expect(assigned).toBeGreaterThan(0)
		await expect(rows.getByRole('cell').nth(4)).toHaveText(String(assigned))

		// Its next revision: the form names the policy, a new PDF is required.
		await waitForHydration(page)
		await rows.getByRole('link', { name: `New revision of ${name}` }).click()
		await expect(page.getByRole('heading', { level: 1, name: `New revision of ${name}` })).toBeVisible()
		await expect(form.getByLabel('Title')).toHaveValue(name)
		await submit.click()
		await expect(form.getByText('File is required')).toBeVisible()
		await pdf().setInputFiles({ name: 'Clean desk v2.pdf', mimeType: 'application/pdf', buffer: PDF('Clean desk 2') })
		if (withJavaScript()) await expect(form.getByText('Clean desk v2.pdf (0.1 MB) is attached.')).toBeVisible()
		await submit.click()
		await expect(page).toHaveURL(/\/policies$/)
		await expect(page.getByTestId('snackbar')).toHaveText('Policy was assigned successfully!')
		await expect(rowOf(page, name)).toHaveCount(2)
		await expect(rowOf(page, name).first().getByRole('cell').nth(0)).toHaveText('2')

		// Ending revision 1: a confirmation, then its Ended date and no End link.
		await waitForHydration(page)
		await rowOf(page, name)
			.getByRole('link', { name: `End revision 1 of ${name}` })
			.click()
		const dialog = page.getByTestId('end-revision-dialog')
		await expect(dialog).toContainText(`Revision 1 of ${name} ends now.`)
		await dialog.getByRole('button', { name: 'End revision' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('The revision has ended.')
		await expect(dialog).toHaveCount(0)
		const ended = rowOf(page, name).filter({ has: page.getByRole('cell', { name: '1', exact: true }) })
		await expect(ended.getByRole('cell').nth(8)).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)
		await expect(ended.getByRole('link', { name: /^End revision/ })).toHaveCount(0)
		await expect(rowOf(page, name).getByRole('link', { name: `End revision 2 of ${name}` })).toBeVisible()
	})
})
