import { type Locator, type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, expectAccessible, withJavaScript } from './helpers.ts'

/**
 * The custom-training builder (spec 2 §2 /custom-training/new-training and /custom-training/edit/:id,
 * §4 "Custom training"): Northwind's partner admin creates a draft training and builds its outline with
 * the builder's forms, with JavaScript and without; with JavaScript a chapter is also dragged with the
 * keyboard. Each run makes a training of its own (the seeded Northwind trainings are left as they are).
 */

test.use({ account: 'partner@northwind.test' })

/** The page is ready to be used: hydrated and, with JavaScript, the outline's drag handles drawn. */
async function ready(page: Page) {
	await waitForHydration(page)
	if (withJavaScript() && (await page.getByTestId('builder-topic').count()) > 0) {
		await expect(page.getByTestId('topic-drag-handle').first()).toBeVisible()
	}
}

const topic = (page: Page, name: string) =>
	page.getByTestId('builder-topic').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })
/** Opens a disclosure (its summary clicked unless it is open already). */
async function open(details: Locator) {
	if ((await details.getAttribute('open')) === null) await details.locator('summary').click()
}

/** A chapter's row in `scope` (the page or a topic), by its name. */
function chapter(scope: Page | Locator, name: string) {
	const page = 'goto' in scope ? scope : scope.page()
	return scope.getByTestId('builder-chapter').filter({ has: page.getByTestId('builder-chapter-name').getByText(name, { exact: true }) })
}
const chapterNames = (scope: Locator) => scope.getByTestId('builder-chapter-name')

async function addTopic(page: Page, name: string) {
	const form = page.getByRole('form', { name: 'Add a topic' })
	await form.getByLabel('Topic name').fill(name)
	await form.getByRole('button', { name: 'Add topic' }).click()
	await expect(topic(page, name)).toBeVisible()
	await ready(page)
}

async function addChapter(page: Page, topicName: string, name: string, kind: 'Video' | 'Quiz' | 'Reading', minutes?: string) {
	const form = topic(page, topicName).getByRole('form', { name: 'Add a chapter' })
	await form.getByLabel('Chapter name').fill(name)
	await form.getByLabel('Kind').selectOption({ label: kind })
	if (minutes !== undefined) await form.getByLabel('Duration (minutes)').fill(minutes)
	await form.getByRole('button', { name: 'Add chapter' }).click()
	await expect(chapter(topic(page, topicName), name)).toBeVisible()
	await ready(page)
}

test.describe('the custom-training builder', () => {
	test('a partner creates a training and builds its outline: topics, chapters, renames, moves and a deletion', async ({ page }) => {
		const name = `Builder ${Date.now()} ${withJavaScript() ? 'js' : 'no-js'}`
		await page.goto('/learning/courses?category=custom')
		await waitForHydration(page)
		await dismissUpdates(page)
		await page.getByRole('link', { name: 'New training' }).click()
		await expect(page).toHaveURL(/\/custom-training\/new-training$/)
		await expect(page.getByRole('heading', { level: 1, name: 'New training' })).toBeVisible()
		await waitForHydration(page)

		// The name is required; a submit without it keeps the page with the spec's message.
		await page.getByRole('button', { name: 'Create training' }).click()
		await expect(page.getByText('Field is required')).toBeVisible()
		const form = page.locator('form#new-training')
		await form.getByLabel('Name', { exact: true }).fill(name)
		await form.getByLabel('Description', { exact: true }).fill('Built by the builder e2e.')
		// The company's language by default.
		await expect(form.getByLabel('Language', { exact: true })).toHaveValue('en')
		await page.getByRole('button', { name: 'Create training' }).click()

		await expect(page).toHaveURL(/\/custom-training\/edit\/[^/]+$/)
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
		await expect(page.getByText('Training was created successfully!')).toBeVisible()
		await expect(page.getByTestId('training-state')).toContainText('Draft')
		await expect(page.getByText('No topics yet: add the first one below.')).toBeVisible()
		const courseId = new URL(page.url()).pathname.split('/').at(-1)!
		await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/courses/${courseId}/preview`)
		await ready(page)

		await addTopic(page, 'Topic A')
		await addTopic(page, 'Topic B')
		await expect(page.getByTestId('builder-topic-name')).toHaveText(['Topic A', 'Topic B'])

		await addChapter(page, 'Topic A', 'Intro video', 'Video')
		await addChapter(page, 'Topic A', 'Knowledge check', 'Quiz', '7')
		await addChapter(page, 'Topic A', 'Reading notes', 'Reading', '4')
		await expect(chapterNames(topic(page, 'Topic A'))).toHaveText(['Intro video', 'Knowledge check', 'Reading notes'])
		const quiz = chapter(page, 'Knowledge check')
		await expect(quiz.getByTestId('builder-chapter-facts')).toHaveText('Quiz · 7 min · 0 questions')
		await expect(quiz.getByRole('link', { name: 'Edit questions' })).toHaveAttribute(
			'href',
			new RegExp(`/custom-training/edit/${courseId}/quiz/`),
		)
		const video = chapter(page, 'Intro video')
		await expect(video.getByTestId('builder-chapter-facts')).toHaveText('Video · 5 min · No video yet')
		await expect(video.getByRole('link', { name: 'Upload video' })).toHaveAttribute(
			'href',
			new RegExp(`/custom-training/edit/${courseId}/video/`),
		)

		// Rename a topic.
		const topicB = topic(page, 'Topic B')
		await open(topicB.locator('details').first())
		await topicB.getByLabel('Name of the topic').fill('Topic Beta')
		await topicB.getByRole('button', { name: 'Save name' }).click()
		await expect(topic(page, 'Topic Beta')).toBeVisible()
		await ready(page)

		// Rename a chapter and change its duration.
		const reading = chapter(page, 'Reading notes')
		await open(reading.locator('details'))
		await reading.getByLabel('Chapter name').fill('Policy reading')
		await reading.getByLabel('Duration (minutes)').fill('6')
		await reading.getByRole('button', { name: 'Save chapter' }).click()
		await expect(chapter(page, 'Policy reading').getByTestId('builder-chapter-facts')).toHaveText('Reading · 6 min')
		await ready(page)

		// Move a chapter up, then another to the other topic.
		await chapter(page, 'Knowledge check').getByRole('button', { name: 'Move chapter Knowledge check up' }).click()
		await expect(chapterNames(topic(page, 'Topic A'))).toHaveText(['Knowledge check', 'Intro video', 'Policy reading'])
		await ready(page)
		const intro = chapter(page, 'Intro video')
		await open(intro.locator('details'))
		await intro.getByLabel('Move to topic').selectOption({ label: 'Topic Beta' })
		await intro.getByRole('button', { name: 'Move', exact: true }).click()
		await expect(chapterNames(topic(page, 'Topic Beta'))).toHaveText(['Intro video'])
		await ready(page)

		// Delete a chapter, confirmed in the dialog.
		const policy = chapter(page, 'Policy reading')
		await open(policy.locator('details'))
		await policy.getByRole('link', { name: 'Delete chapter Policy reading' }).click()
		const dialog = page.getByTestId('delete-chapter-dialog')
		await expect(dialog).toBeVisible()
		await expect(dialog).toContainText('Policy reading')
		await dialog.getByRole('button', { name: 'Delete chapter' }).click()
		await expect(dialog).toBeHidden()
		await expect(chapter(page, 'Policy reading')).toHaveCount(0)

		// The outline in that order, also after a fresh load.
		await page.goto(`/custom-training/edit/${courseId}`)
		await ready(page)
		await expect(page.getByTestId('builder-topic-name')).toHaveText(['Topic A', 'Topic Beta'])
		await expect(chapterNames(topic(page, 'Topic A'))).toHaveText(['Knowledge check'])
		await expect(chapterNames(topic(page, 'Topic Beta'))).toHaveText(['Intro video'])
	})

	test('with JavaScript, a chapter is dragged with the keyboard and the new order is kept', async ({ page }) => {
		test.skip(!withJavaScript(), 'dragging needs JavaScript; the move buttons are the way without it')
		const name = `Builder drag ${Date.now()}`
		await page.goto('/custom-training/new-training')
		await waitForHydration(page)
		await dismissUpdates(page)
		// axe runs as a script in the page: here, where JavaScript is on.
		await expectAccessible(page)
		await page.getByLabel('Name', { exact: true }).fill(name)
		await page.getByRole('button', { name: 'Create training' }).click()
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
		await ready(page)
		await addTopic(page, 'Basics')
		await addChapter(page, 'Basics', 'First chapter', 'Reading')
		await addChapter(page, 'Basics', 'Second chapter', 'Reading')
		await expect(chapterNames(topic(page, 'Basics'))).toHaveText(['First chapter', 'Second chapter'])
		await expectAccessible(page)

		const handle = page.getByRole('button', { name: 'Drag First chapter' })
		await handle.focus()
		await page.keyboard.press('Space')
		await expect(page.getByTestId('drag-overlay')).toBeVisible()
		await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Picked up First chapter.')
		await page.keyboard.press('ArrowDown')
		// The drag is announced with the chapters' names.
		await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('First chapter was moved over Second chapter.')
		await page.keyboard.press('Space')
		await expect(chapterNames(topic(page, 'Basics'))).toHaveText(['Second chapter', 'First chapter'])
		await expect(page.getByText('Chapter was moved successfully!')).toBeVisible()

		await page.reload()
		await ready(page)
		await expect(chapterNames(topic(page, 'Basics'))).toHaveText(['Second chapter', 'First chapter'])
	})

	test('with JavaScript, a chapter is dragged with the mouse into another topic, below its chapter, and stays there', async ({ page }) => {
		test.skip(!withJavaScript(), 'dragging needs JavaScript; the move-to-topic form is the way without it')
		const name = `Builder mouse drag ${Date.now()}`
		await page.goto('/custom-training/new-training')
		await waitForHydration(page)
		await dismissUpdates(page)
		await page.getByLabel('Name', { exact: true }).fill(name)
		await page.getByRole('button', { name: 'Create training' }).click()
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
		await ready(page)
		await addTopic(page, 'Basics')
		await addTopic(page, 'Advanced')
		await addChapter(page, 'Basics', 'First chapter', 'Reading')
		await addChapter(page, 'Basics', 'Second chapter', 'Reading')
		await addChapter(page, 'Advanced', 'Third chapter', 'Reading')

		// Both topics in view at once, so the pointer can travel from one to the other.
		await page.setViewportSize({ width: 1280, height: 1600 })
		await page.getByRole('button', { name: 'Drag First chapter' }).scrollIntoViewIfNeeded()
		const from = (await page.getByRole('button', { name: 'Drag First chapter' }).boundingBox())!
		const onto = (await chapter(topic(page, 'Advanced'), 'Third chapter').boundingBox())!
		await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
		await page.mouse.down()
		// Past the 5 px the pointer sensor waits for, then in steps to the lower part of the other topic's chapter.
		await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 })
		await expect(page.getByTestId('drag-overlay')).toBeVisible()
		await page.mouse.move(onto.x + onto.width / 2, onto.y + onto.height * 0.9, { steps: 12 })
		await page.mouse.up()
		await expect(page.getByText('Chapter was moved successfully!')).toBeVisible()
		await expect(chapterNames(topic(page, 'Advanced'))).toHaveText(['Third chapter', 'First chapter'])
		await expect(chapterNames(topic(page, 'Basics'))).toHaveText(['Second chapter'])

		await page.reload()
		await ready(page)
		await expect(chapterNames(topic(page, 'Advanced'))).toHaveText(['Third chapter', 'First chapter'])
		await expect(chapterNames(topic(page, 'Basics'))).toHaveText(['Second chapter'])
	})
})
