import { type Locator, type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/**
 * A custom training's content (spec 2 §4 "Custom training", §5): a quiz chapter's questions, imported
 * from a CSV (every bad row named by its line, nothing imported until the file is right), added and
 * deleted; a video chapter's video uploaded (its type read from the bytes, with a progress bar when
 * JavaScript sends it ahead). Northwind's seeded draft "Vendor Risk Basics": its quiz "Quiz: vendors"
 * and its video chapter "Supply-chain attacks" (no video until uploaded). Each project has its own data.
 */

const COURSE = 'crs_custom_northwind_vendor_risk'
const QUIZ_PATH = `/custom-training/edit/${COURSE}/quiz/chp_custom_northwind_vendor_risk_1_3`
const VIDEO_PATH = `/custom-training/edit/${COURSE}/video/chp_custom_northwind_vendor_risk_1_1`
const HEADER = 'Question,Answer 1,Answer 2,Answer 3,Answer 4,Correct Answer Number'

/** The first bytes of an mp4 (an `ftyp` box, brand isom), then padding. */
const mp4 = (size = 2048) =>
	Buffer.concat([
		Buffer.from([
			0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70,
			0x34, 0x31,
		]),
		Buffer.alloc(size),
	])
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)])

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

/** Tab until `target` has the focus (a dialog's controls, in their order). */
async function pressTabUntilFocused(page: Page, target: Locator, limit = 10) {
	for (let i = 0; i < limit; i++) {
		if (await target.evaluate((element) => element === document.activeElement)) return
		await page.keyboard.press('Tab')
	}
	await expect(target).toBeFocused()
}

const csvFile = (lines: string[]) => ({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) })

test.describe('A custom training’s quiz and video', () => {
	test.use({ account: 'partner@northwind.test' })

	test('a CSV with bad rows names each line and imports nothing; fixed, its questions are added; a question is added and deleted', async ({
		page,
	}) => {
		const tag = `${Date.now()}`
		await open(page, QUIZ_PATH)
		await expect(page.getByRole('heading', { level: 1, name: 'Quiz: vendors' })).toBeVisible()
		const questions = page.getByRole('region', { name: 'Questions' })
		await expect(questions.getByText('A new supplier asks for remote access to your network. What comes first?')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute('href', /^data:text\/csv/)

		const importForm = page.getByRole('region', { name: 'Import questions from a CSV file' })
		const good = [`Who signs the vendor contract? ${tag}`, 'Anyone', 'Legal and security', '', '', '2']
		await importForm
			.getByLabel('CSV file')
			.setInputFiles(
				csvFile([HEADER, good.join(','), `,No question,Here,,,1`, `Third ${tag}?,Yes,No,,,1`, `Bad number ${tag}?,Yes,No,,,9`]),
			)
		await importForm.getByRole('button', { name: 'Import questions' }).click()
		const problems = page.getByTestId('import-problems')
		await expect(problems.getByRole('listitem')).toHaveText([
			'Line 3: Question is required',
			'Line 5: Correct Answer Number must be 1, 2, 3 or 4',
		])
		await expect(questions.getByText(`Who signs the vendor contract? ${tag}`)).toHaveCount(0)

		await importForm.getByLabel('CSV file').setInputFiles(csvFile([HEADER, good.join(','), `Third ${tag}?,Yes,No,Maybe,,3`]))
		await importForm.getByRole('button', { name: 'Import questions' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('2 questions imported')
		await expect(page.getByTestId('import-problems')).toHaveCount(0)
		const imported = questions.getByRole('listitem').filter({ hasText: `Who signs the vendor contract? ${tag}` })
		await expect(imported).toContainText('Legal and security')
		await expect(imported.locator('[data-correct]')).toContainText('Legal and security')
		await expect(imported.locator('[data-correct]')).toContainText('Correct answer')
		await expect(questions.getByText(`Third ${tag}?`)).toBeVisible()

		// Added by hand: a missing question is named first, then the question is listed with its correct answer.
		const add = page.locator('form#quiz-question-add')
		await add.getByRole('textbox', { name: 'Answer 1' }).fill('Yearly')
		await add.getByRole('textbox', { name: 'Answer 2' }).fill('Never')
		await add.getByRole('radio', { name: 'Answer 1' }).check()
		await add.getByRole('button', { name: 'Add question' }).click()
		await expect(add.getByText('Question is required')).toBeVisible()
		await add.getByRole('textbox', { name: 'Question' }).fill(`How often are vendors reviewed? ${tag}`)
		await add.getByRole('button', { name: 'Add question' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Question added')
		const added = questions.getByRole('listitem').filter({ hasText: `How often are vendors reviewed? ${tag}` })
		await expect(added.locator('[data-correct]')).toContainText('Yearly')
		await expect(page.locator('form#quiz-question-add').getByRole('textbox', { name: 'Question' })).toHaveValue('')

		// Deleting asks first, in a dialog that is URL state: Cancel keeps the question.
		const deleteLink = added.getByRole('link', { name: /^Delete question \d+$/ })
		await deleteLink.click()
		const dialog = page.getByRole('dialog', { name: 'Delete this question?' })
		await expect(dialog).toBeVisible()
		await expect(page).toHaveURL(/[?&]modal=deleteQuestion&id=\d+/)
		await expect(dialog).toContainText(`How often are vendors reviewed? ${tag}`)
		await dialog.getByRole('link', { name: 'Cancel' }).click()
		await expect(dialog).toHaveCount(0)
		await expect(added).toBeVisible()
		// With JavaScript, focus goes back to the link the dialog was opened from.
		if (withJavaScript()) await expect(deleteLink).toBeFocused()

		// From the keyboard alone, the dialog's Delete question removes it.
		await deleteLink.focus()
		await page.keyboard.press('Enter')
		await expect(dialog).toBeVisible()
		const confirm = dialog.getByRole('button', { name: 'Delete question' })
		await pressTabUntilFocused(page, confirm)
		await page.keyboard.press('Enter')
		await expect(page.getByTestId('snackbar')).toHaveText('Question deleted')
		await expect(dialog).toHaveCount(0)
		await expect(questions.getByText(`How often are vendors reviewed? ${tag}`)).toHaveCount(0)
		await expect(questions.getByText(`Third ${tag}?`)).toBeVisible()
		// Its link went with it: focus is on the list of questions, not lost at the page's start.
		if (withJavaScript()) await expect(page.locator('#quiz-question-list')).toBeFocused()
	})

	test('a video chapter’s video: a PNG named .mp4 is refused in the spec’s words, an mp4 is uploaded and shown', async ({ page }) => {
		await open(page, VIDEO_PATH)
		await expect(page.getByRole('heading', { level: 1, name: 'Supply-chain attacks' })).toBeVisible()
		const form = page.locator('form#chapter-video')
		const input = () => form.getByLabel('Video file', { exact: true })
		const submit = form.getByRole('button', { name: /^(Upload|Replace) video$/ })

		await input().setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: PNG })
		if (!withJavaScript()) await submit.click()
		await expect(
			form.getByText('File should be of allowed content type: mov, mpg, avi, flv, f4v, mp4, m4v, asf, wmv, vob, mod, 3gp, mkv, webm'),
		).toBeVisible()

		if (withJavaScript()) {
			// A larger file on a slow line: the progress bar fills while it goes, and the button waits for it.
			const cdp = await page.context().newCDPSession(page)
			await cdp.send('Network.emulateNetworkConditions', {
				offline: false,
				latency: 20,
				downloadThroughput: -1,
				uploadThroughput: 1024 * 1024,
			})
			await input().setInputFiles({ name: 'Team intro.mp4', mimeType: 'video/mp4', buffer: mp4(3 * 1024 * 1024) })
			const progress = form.getByRole('progressbar', { name: 'Uploading Team intro.mp4' })
			await expect(progress).toBeVisible()
			await expect(submit).toBeDisabled()
			await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(0)
			await expect(form.getByText('Team intro.mp4 (3 MB) is attached.')).toBeVisible({ timeout: 15_000 })
			await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
			await form.getByRole('button', { name: 'Remove Team intro.mp4' }).click()
		}
		await input().setInputFiles({ name: 'welcome.mp4', mimeType: 'video/mp4', buffer: mp4() })
		if (withJavaScript()) await expect(form.getByText('welcome.mp4 (0.1 MB) is attached.')).toBeVisible()
		await submit.click()
		await expect(page.getByTestId('snackbar')).toHaveText('Video uploaded')
		const video = page.getByTestId('chapter-video')
		await expect(video).toHaveAttribute('src', /.+/)
		await expect(video).toHaveAttribute('controls', '')
		await expect(page.getByTestId('chapter-video-facts')).toHaveText('video/mp4, 0.1 MB')
		await expect(page.getByRole('button', { name: 'Replace video' })).toBeVisible()
		// The video is served where the page points.
		const served = await page.request.get(new URL((await video.getAttribute('src'))!, page.url()).href)
		expect(served.status()).toBe(200)
		expect(served.headers()['content-type']).toBe('video/mp4')
	})
})
