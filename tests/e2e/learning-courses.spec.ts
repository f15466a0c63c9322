import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, latestEmail, withJavaScript } from './helpers.ts'

/**
 * All Courses and the course preview (spec 2 §2–§4) against the seeded catalogue of the reference
 * gateway: about 30 English courses in every category (some also in German, French, Spanish and
 * Hebrew), Globex's running annual training and its queued ransomware campaign, Northwind's custom
 * trainings (one a draft, one shared with Contoso). The filters are links and GET forms: each flow
 * runs with JavaScript and without.
 */

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const cards = (page: Page) => page.getByTestId('course-card')
const card = (page: Page, courseId: string) => page.locator(`[data-testid="course-card"][data-course-id="${courseId}"]`)
const courseIds = (page: Page) => cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-course-id')))
const categories = (page: Page) => page.getByRole('navigation', { name: 'Course categories' })

test.describe('All Courses', () => {
	test.use({ account: 'admin@acme.test' })

	test('the navigation opens the library; a category, a search and a language narrow it, each in the URL', async ({ page }) => {
		await open(page, '/home')
		await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'All Courses' }).click()
		await expect(page).toHaveURL(/\/learning\/courses$/)
		await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible()
		// Every catalogue category is there; the partner programme is not, Acme being no partner; no gaming course.
		await expect(categories(page).getByRole('link')).toHaveText([
			'All Courses',
			'Annual Training',
			'Specialized',
			'Compliance',
			'Get Wizer Admin Certified',
			'Custom',
			'Shared',
		])
		const all = await courseIds(page)
		expect(all).toContain('crs_annual_awareness')
		expect(all).not.toContain('crs_gaming_phishing_quiz')
		expect(all).not.toContain('crs_partner_sales')
		await expect(page.getByTestId('course-count')).toHaveText(`${all.length} courses`)

		await categories(page).getByRole('link', { name: 'Compliance' }).click()
		await expect(page).toHaveURL(/category=compliance/)
		await expect(categories(page).getByRole('link', { name: 'Compliance' })).toHaveAttribute('aria-current', 'page')
		await expect(card(page, 'crs_gdpr')).toBeVisible()
		await expect(card(page, 'crs_ransomware')).toHaveCount(0)

		await waitForHydration(page)
		const search = page.getByRole('searchbox', { name: 'Search courses' })
		await search.fill('gdpr')
		await search.press('Enter')
		await expect(page).toHaveURL(/searchText=gdpr/)
		await expect(page).toHaveURL(/category=compliance/)
		await expect.poll(() => courseIds(page)).toEqual(['crs_gdpr'])

		await waitForHydration(page)
		await search.fill('no such course')
		await search.press('Enter')
		await expect(page.getByTestId('courses-empty')).toHaveText('No data was found, try another search')

		// German: the German rows only, the search and category kept until changed.
		await open(page, '/learning/courses?category=specialized')
		await page.getByLabel('Course language').selectOption('de')
		await page.getByRole('button', { name: 'Show' }).click()
		await expect(page).toHaveURL(/language=de/)
		await expect(page).toHaveURL(/category=specialized/)
		await expect(card(page, 'crs_ransomware_de')).toBeVisible()
		const german = await courseIds(page)
		expect(german.length).toBeGreaterThan(0)
		expect(german.every((id) => id?.endsWith('_de'))).toBe(true)
		// The chosen language stays chosen on the page it led to.
		await expect(page.getByLabel('Course language')).toHaveValue('de')
	})

	test('a course card opens its preview: total time, chapters and quizzes, and each section with its chapters', async ({ page }) => {
		await open(page, '/learning/courses?searchText=gdpr')
		await card(page, 'crs_gdpr').getByRole('link', { name: 'GDPR Essentials' }).click()
		await expect(page).toHaveURL(/\/courses\/crs_gdpr\/preview$/)
		await expect(page.getByRole('heading', { level: 1, name: 'GDPR Essentials' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Course pages' }).getByRole('link', { name: 'Preview' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		const figures = page.getByTestId('course-figures')
		await expect(figures).toContainText('Total time')
		const chapterCount = Number(await figures.locator('dd').nth(1).textContent())
		expect(chapterCount).toBeGreaterThan(0)
		await expect(page.getByTestId('course-chapter')).toHaveCount(chapterCount)
		expect(await page.getByTestId('course-section').count()).toBeGreaterThanOrEqual(2)

		await page.getByRole('link', { name: 'All Courses' }).first().click()
		await expect(page).toHaveURL(/\/learning\/courses$/)
	})

	test('a course Acme never ran has no campaign on its statistics tab', async ({ page }) => {
		await open(page, '/courses/crs_hipaa/statistics')
		await expect(page.getByRole('navigation', { name: 'Course pages' }).getByRole('link', { name: 'Statistics' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		await expect(page.getByTestId('campaigns-empty')).toHaveText('No data')
	})

	test('a company that is no partner has no Copy, and no Publish on a catalogue course', async ({ page }) => {
		await open(page, '/courses/crs_phishing/preview')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phishing Awareness')
		await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0)
		await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0)
	})

	test('/learning and /courses/{id} open the library and the preview', async ({ page }) => {
		await page.goto('/learning?category=compliance')
		await expect(page).toHaveURL(/\/learning\/courses\?category=compliance$/)
		await page.goto('/courses/crs_hipaa')
		await expect(page).toHaveURL(/\/courses\/crs_hipaa\/preview$/)
	})

	test("admin trainings say they are for admins only; another company's custom training is not found", async ({ page }) => {
		await open(page, '/learning/courses?category=adminCertified')
		await expect(card(page, 'crs_admin_certified').getByTestId('admins-only')).toContainText('This Training Is for ADMINS ONLY!')
		await expect(card(page, 'crs_gdpr')).toHaveCount(0)
		const response = await page.goto('/courses/crs_custom_northwind_vendor_risk/preview')
		expect(response?.status()).toBe(404)
		await expect(page.getByText('crs_custom_northwind_vendor_risk')).toHaveCount(0)
	})
})

const tagsOf = (page: Page, courseId: string) =>
	card(page, courseId)
		.locator('[data-tag]')
		.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tag')))

test.describe('All Courses at Globex: the tags', () => {
	test.use({ account: 'admin@globex.test' })

	test('its annual training is running and the default; the queued ransomware campaign counts as running; a course of days ago is new', async ({
		page,
	}) => {
		await open(page, '/learning/courses')
		expect(await tagsOf(page, 'crs_annual_awareness')).toEqual(expect.arrayContaining(['running', 'default']))
		expect(await tagsOf(page, 'crs_ransomware')).toEqual(expect.arrayContaining(['running', 'hot']))
		expect(await tagsOf(page, 'crs_ai_deepfakes')).toContain('new')
		expect(await tagsOf(page, 'crs_gdpr')).not.toContain('running')
	})

	test("the annual course's statistics tab: its campaign with 300 learners counted by state", async ({ page }) => {
		await open(page, '/courses/crs_annual_awareness/preview')
		await page.locator('[data-slot="tab-nav-link"][href$="/statistics"]').click()
		await expect(page).toHaveURL(/\/courses\/crs_annual_awareness\/statistics$/)
		const row = page.locator('[data-campaign-id="tcp_globex_annual"]')
		await expect(row.locator('[data-field="total"]')).toHaveText('300')
		const count = async (field: string) => Number(await row.locator(`[data-field="${field}"]`).textContent())
		const [completed, inProgress, overdue, notStarted] = await Promise.all(
			['completed', 'inProgress', 'overdue', 'notStarted'].map((field) => count(field)),
		)
		expect(completed + inProgress + overdue + notStarted).toBe(300)
		expect(completed).toBeGreaterThan(0)
		expect(await count('score')).toBeGreaterThan(0)
		await expect(row.locator('[data-field="daysToComplete"]')).toHaveText('30')
		// The ransomware course's campaign is queued, nobody assigned yet.
		await open(page, '/courses/crs_ransomware/statistics')
		await expect(page.locator('[data-campaign-id="tcp_globex_ransomware"] [data-field="total"]')).toHaveText('0')
	})
})

test.describe('All Courses at Northwind, a partner', () => {
	test.use({ account: 'partner@northwind.test' })

	test('the partner programme is there, and its own custom trainings with the draft tagged', async ({ page }) => {
		await open(page, '/learning/courses?category=partnerQualifications')
		await expect.poll(() => courseIds(page)).toEqual(expect.arrayContaining(['crs_partner_sales', 'crs_partner_onboarding']))
		await open(page, '/learning/courses?category=custom')
		await expect
			.poll(() => courseIds(page))
			.toEqual(expect.arrayContaining(['crs_custom_northwind_msp_onboarding', 'crs_custom_northwind_vendor_risk']))
		expect(await tagsOf(page, 'crs_custom_northwind_vendor_risk')).toContain('draft')
	})

	test('Copy makes a draft custom training of any course; Publish makes it a published one', async ({ page }) => {
		await open(page, '/courses/crs_phishing/preview')
		const original = await page.getByTestId('course-chapter').count()
		await page.getByRole('button', { name: 'Copy', exact: true }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Training was copied successfully!')
		await expect(page).toHaveURL(/\/courses\/crs_custom_[^/]+\/preview$/)
		const copyId = new URL(page.url()).pathname.split('/')[2]!
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phishing Awareness (copy)')
		await expect(page.getByTestId('course-chapter')).toHaveCount(original)

		await waitForHydration(page)
		await page.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Training was published successfully!')
		await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0)
		await open(page, '/learning/courses?category=custom')
		await expect(card(page, copyId)).toBeVisible()
		expect(await tagsOf(page, copyId)).not.toContain('draft')
	})
})

test.describe('All Courses at Contoso, a Northwind customer', () => {
	test.use({ account: 'admin@contoso.test' })

	test("the training Northwind shared is under Shared; Northwind's draft is nowhere", async ({ page }) => {
		await open(page, '/learning/courses?category=shared')
		// Other specs share trainings of their own with Contoso (custom-training-flow.spec.ts).
		await expect.poll(() => courseIds(page)).toEqual(expect.arrayContaining(['crs_custom_northwind_msp_onboarding']))
		expect(await courseIds(page)).not.toContain('crs_custom_northwind_vendor_risk')
		await open(page, '/learning/courses?searchText=vendor')
		await expect(cards(page)).toHaveCount(0)
	})
})

test.describe('Start Training at Wingtip: the assignment form', () => {
	// Wingtip's learners get the campaigns these tests start; no other spec reads Wingtip's training.
	test.use({ account: 'admin@wingtip.test' })

	test('a bad form keeps what was typed and says what is wrong; then the course starts for Sales and shows on the statistics tab', async ({
		page,
	}) => {
		const title = `Phishing for Sales ${Date.now()}`
		await open(page, '/courses/crs_phishing/settings')
		const form = page.locator('form#course-assignment')
		await form.getByLabel('Title').fill(title)
		await form.getByLabel('Departments', { exact: true }).check()
		await form.getByLabel('Custom', { exact: true }).check()
		await form.getByLabel('Custom number of days').fill('2.5')
		await form.getByRole('button', { name: 'Start Training' }).click()
		await expect(form.getByText('At least one value must be selected')).toBeVisible()
		await expect(form.getByText('Days must be an integer')).toBeVisible()
		await expect(form.getByLabel('Title')).toHaveValue(title)

		await form
			.getByRole('group', { name: /^Departments/ })
			.getByLabel('Sales')
			.check()
		await form.getByLabel('Custom number of days').fill('21')
		await form.getByRole('button', { name: 'Start Training' }).click()
		await expect(page).toHaveURL(/\/courses\/crs_phishing\/statistics$/)
		const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) })
		await expect(row.locator('[data-field="daysToComplete"]')).toHaveText('21')
		const total = Number(await row.locator('[data-field="total"]').textContent())
		expect(total).toBeGreaterThan(0)
		await expect(row.locator('[data-field="notStarted"]')).toHaveText(String(total))

		// Ending it: a confirmation, then the row reads Archived with its counts kept, and no End link.
		await waitForHydration(page)
		await row.getByRole('link', { name: `End campaign ${title}` }).click()
		const dialog = page.getByTestId('end-campaign-dialog')
		await expect(dialog).toContainText(title)
		await dialog.getByRole('button', { name: 'End campaign' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('The campaign has ended.')
		await expect(dialog).toHaveCount(0)
		await expect(row.locator('[data-status]')).toHaveText('Archived')
		await expect(row.locator('[data-field="total"]')).toHaveText(String(total))
		await expect(row.getByRole('link', { name: /End campaign/ })).toHaveCount(0)
	})

	test('a PDF goes with the notification: a file that is no PDF is refused in the spec’s words, a real one is linked from every email', async ({
		page,
		request,
	}) => {
		const title = `Ransomware with the policy ${Date.now()}`
		const subject = `Read the policy first ${Date.now()}`
		await open(page, '/courses/crs_ransomware/settings')
		const form = page.locator('form#course-assignment')
		await form.getByLabel('Title').fill(title)
		await form.getByLabel('Notification subject').fill(subject)
		await form.getByLabel('Attach a PDF to the notification').check()
		const pdfInput = form.getByLabel('PDF file', { exact: true })
		const start = form.getByRole('button', { name: 'Start Training' })
		// The box ticked, no file: the spec's message (in the browser with JavaScript, from the server without).
		await start.click()
		await expect(form.getByText('File is required')).toBeVisible()
		await expect(form.getByLabel('Title')).toHaveValue(title)
		// A Word file, then a PDF over 7 MB: refused before sending with JavaScript, by the server without.
		await form
			.getByLabel('PDF file', { exact: true })
			.setInputFiles({ name: 'policy.docx', mimeType: 'application/msword', buffer: Buffer.from('PK\u0003\u0004') })
		if (!withJavaScript()) await start.click()
		await expect(form.getByText('Error. Please attach .pdf file')).toBeVisible()
		const tooLarge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(7_400_000, 0x20)])
		await form.getByLabel('PDF file', { exact: true }).setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: tooLarge })
		if (!withJavaScript()) await start.click()
		await expect(form.getByText('File size should be less than 7 MB')).toBeVisible()
		await expect(form.getByLabel('Title')).toHaveValue(title)
		// A PNG named .pdf: the name passes the browser's check, the bytes fail the server's.
		await pdfInput.setInputFiles({
			name: 'scan.pdf',
			mimeType: 'application/pdf',
			buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]),
		})
		if (!withJavaScript()) await form.getByRole('button', { name: 'Start Training' }).click()
		await expect(form.getByText('Error. Please attach .pdf file')).toBeVisible()
		await expect(form.getByLabel('Title')).toHaveValue(title)

		const policy = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
		await form
			.getByLabel('PDF file', { exact: true })
			.setInputFiles({ name: 'Acceptable use.pdf', mimeType: 'application/pdf', buffer: policy })
		if (withJavaScript()) {
			// Sent ahead while the form waits: then named as attached, with a way to remove it.
			await expect(form.getByText('Acceptable use.pdf (0.1 MB) is attached.')).toBeVisible()
			await form.getByRole('button', { name: 'Remove Acceptable use.pdf' }).click()
			// A larger file on a slow line: the progress bar fills while it goes, and Start Training waits for it.
			const cdp = await page.context().newCDPSession(page)
			await cdp.send('Network.emulateNetworkConditions', {
				offline: false,
				latency: 20,
				downloadThroughput: -1,
				uploadThroughput: 1024 * 1024,
			})
			const large = Buffer.concat([policy, Buffer.alloc(3 * 1024 * 1024, 0x20)])
			await form.getByLabel('PDF file', { exact: true }).setInputFiles({ name: 'Handbook.pdf', mimeType: 'application/pdf', buffer: large })
			const progress = form.getByRole('progressbar', { name: 'Uploading Handbook.pdf' })
			await expect(progress).toBeVisible()
			await expect(form.getByRole('button', { name: 'Start Training' })).toBeDisabled()
			await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(0)
			await expect(form.getByText('Handbook.pdf (3 MB) is attached.')).toBeVisible({ timeout: 15_000 })
			await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
			await form.getByRole('button', { name: 'Remove Handbook.pdf' }).click()
			await form
				.getByLabel('PDF file', { exact: true })
				.setInputFiles({ name: 'Acceptable use.pdf', mimeType: 'application/pdf', buffer: policy })
			await expect(form.getByText('Acceptable use.pdf (0.1 MB) is attached.')).toBeVisible()
		}
		await form.getByRole('button', { name: 'Start Training' }).click()
		await expect(page).toHaveURL(/\/courses\/crs_ransomware\/statistics$/)
		await expect(page.getByRole('rowheader', { name: title, exact: true })).toBeVisible()

		const mail = await latestEmail(request, 'admin@wingtip.test', subject)
		const link = mail.text.match(/Attached file \(PDF\): (\S+)/)?.[1]
		expect(link, mail.text).toBeTruthy()
		const served = await request.get(new URL(link!).pathname)
		expect(served.status()).toBe(200)
		expect(served.headers()['content-type']).toBe('application/pdf')
		expect(served.headers()['content-disposition']).toContain('filename="Acceptable use.pdf"')
		expect(Buffer.from(await served.body())).toEqual(policy)
	})
})
