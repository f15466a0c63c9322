import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { dismissUpdates, withJavaScript } from './helpers.ts'

/** Guides and resources (spec 1 §2 and §6, spec 2 §2) and the video modal. */

const ALL_VIDEOS = ['Free vs Boost', 'How to Choose Training', 'Inviting Your Team', 'See the Learner Experience']
const ALL_CARDS = ['How-To Guides', 'Book a Demo', 'Pricing', 'Become an Affiliate', 'Give Feedback']

async function openGuides(page: Page) {
	await page.goto('/guides-and-resources')
	await expect(page.getByRole('heading', { level: 1, name: 'Video Guides for a Quick Start' })).toBeVisible()
}

async function expectCards(page: Page, videos: string[], cards: string[]) {
	const videoList = page.getByTestId('video-guides')
	await expect(videoList.getByRole('listitem')).toHaveCount(videos.length)
	for (const [i, title] of videos.entries()) await expect(videoList.getByRole('listitem').nth(i)).toContainText(title)
	const cardList = page.getByTestId('interest-cards')
	await expect(cardList.getByRole('listitem')).toHaveCount(cards.length)
	for (const [i, title] of cards.entries()) await expect(cardList.getByRole('listitem').nth(i)).toContainText(title)
}

test.describe('Guides and resources', () => {
	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('an admin sees the four video guides and every card', { tag: '@read-only' }, async ({ page }) => {
			await openGuides(page)
			await expect(page.getByText('A short video to make your experience with an Admin Console easier!')).toBeVisible()
			await expect(page.getByRole('heading', { name: 'You might be interested in...' })).toBeVisible()
			await expectCards(page, ALL_VIDEOS, ALL_CARDS)
			await expect(page.getByTestId('interest-card-affiliate')).toContainText('earn 10% of every purchase')
			const pricing = page.getByTestId('interest-card-pricing')
			await expect(pricing).toHaveAttribute('target', '_blank')
			await expect(pricing).toHaveAttribute('rel', /noopener/)
			await expect(page.getByTestId('interest-card-feedback')).toHaveAttribute('href', '/guides-and-resources?modal=feedback')
		})
	})

	test.describe(() => {
		test.use({ account: 'partner@northwind.test' })
		test(
			'an admin on a verified custom domain sees only the learner experience, How-To Guides and Give Feedback',
			{ tag: '@read-only' },
			async ({ page }) => {
				await openGuides(page)
				await expectCards(page, ['See the Learner Experience'], ['How-To Guides', 'Give Feedback'])
			},
		)
	})

	test.describe(() => {
		test.use({ account: 'admin@coalition.test' })
		test('a coalition parent company does not see Pricing', { tag: '@read-only' }, async ({ page }) => {
			await openGuides(page)
			await expectCards(page, ALL_VIDEOS, ['How-To Guides', 'Book a Demo', 'Become an Affiliate', 'Give Feedback'])
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acronis.test' })
		test('the console integration does not see Free vs Boost', { tag: '@read-only' }, async ({ page }) => {
			await openGuides(page)
			await expectCards(page, ALL_VIDEOS.slice(1), ALL_CARDS)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('a video card opens the video with its share buttons, and closes again', async ({ page, context }) => {
			if (withJavaScript()) await context.grantPermissions(['clipboard-read', 'clipboard-write'])
			await openGuides(page)
			await page.getByRole('link', { name: /Inviting Your Team/ }).click()
			await expect(page).toHaveURL(/\/guides-and-resources\?video=inviting-your-team$/)
			const dialog = page.getByRole('dialog', { name: 'Inviting Your Team' })
			await expect(dialog.locator('iframe')).toHaveAttribute('src', /inviting-your-team/)
			for (const [name, host] of [
				['Share on Facebook', 'https://www.facebook.com/sharer/'],
				['Share on X', 'https://x.com/intent/'],
				['Share on LinkedIn', 'https://www.linkedin.com/sharing/'],
			]) {
				const link = dialog.getByRole('link', { name })
				await expect(link).toHaveAttribute('href', new RegExp(`^${host.replace(/[./]/g, '\\$&')}.*inviting-your-team`))
				await expect(link).toHaveAttribute('target', '_blank')
				await expect(link).toHaveAttribute('rel', /noopener/)
			}
			if (withJavaScript()) {
				await dialog.getByRole('button', { name: 'Copy link' }).click()
				await expect(dialog.getByRole('status')).toHaveText('Link copied')
				expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/inviting-your-team/)
			} else {
				await expect(dialog.getByLabel('Video link')).toHaveValue(/inviting-your-team/)
				await expect(dialog.getByLabel('Video link')).toHaveAttribute('readonly', '')
			}
			await dialog
				.getByRole('link', { name: 'Close' })
				.or(dialog.getByRole('button', { name: 'Close' }))
				.click()
			await expect(page).toHaveURL(/\/guides-and-resources$/)
			await expect(page.getByRole('dialog', { name: 'Inviting Your Team' })).toHaveCount(0)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('the video modal works from the keyboard alone', async ({ page, hydrated }) => {
			await openGuides(page)
			// With JavaScript: the page hydrated and the auto-opening Updates popover closed, so Escape reaches the dialog.
			await hydrated()
			await dismissUpdates(page)
			await page.getByRole('link', { name: /Free vs Boost/ }).focus()
			await page.keyboard.press('Enter')
			const dialog = page.getByRole('dialog', { name: 'Free vs Boost' })
			await expect(dialog).toBeVisible()
			if (withJavaScript()) {
				await page.keyboard.press('Escape')
			} else {
				await dialog.getByRole('link', { name: 'Close' }).focus()
				await page.keyboard.press('Enter')
			}
			await expect(page).toHaveURL(/\/guides-and-resources$/)
			await expect(page.getByRole('dialog', { name: 'Free vs Boost' })).toHaveCount(0)
		})
	})

	test.describe(() => {
		test.use({ account: 'partner@northwind.test' })
		test('a video this admin may not see does not open from the URL', { tag: '@read-only' }, async ({ page }) => {
			await openGuides(page)
			await page.goto('/guides-and-resources?video=free-vs-boost')
			await expect(page.getByTestId('video-guides')).toBeVisible()
			await expect(page.getByRole('dialog')).toHaveCount(0)
		})
	})
})

test.describe('Become a Partner', () => {
	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('the partner program page leads to Contact Sales', { tag: '@read-only' }, async ({ page }) => {
			await page.goto('/become-partner')
			await expect(page.getByRole('heading', { level: 1, name: 'Become a Partner' })).toBeVisible()
			for (const heading of ['Resell', 'White label', 'Customer management']) {
				await expect(page.getByRole('heading', { name: heading })).toBeVisible()
			}
			const contact = page.getByTestId('become-partner-contact-sales')
			await expect(contact).toHaveText('Contact Sales')
			await expect(contact).toHaveAttribute('href', '/become-partner?modal=contactSales&pageName=become-partner')
		})
	})
})
