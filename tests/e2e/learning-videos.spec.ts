import { type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates } from './helpers.ts'

/**
 * The video library (spec 2 §2–§5, §8) against the reference gateway's library (migration 0022: 22
 * English videos in six categories) and the demo pins (Acme one, Fabrikam the maximum of five). Filters
 * are links and GET forms, the pin and unpin confirmations URL state with a POST form: each flow runs
 * with JavaScript and without. Only this file changes pins: Acme's flow pins and unpins one video, and
 * Fabrikam's ends with five pinned as it started.
 */

const PIN_LIMIT = 'Maximum number of videos added! Remove one to add more.'

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
	await dismissUpdates(page)
}

const card = (page: Page, videoId: string) => page.locator(`[data-testid="video-card"][data-video-id="${videoId}"]`)
const videoIds = (page: Page) =>
	page.getByTestId('video-card').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-video-id')))
const categories = (page: Page) => page.getByRole('navigation', { name: 'Video categories' })
const snackbar = (page: Page) => page.getByTestId('snackbar')

test.describe('the video library', () => {
	test.describe('as Acme', () => {
		test.use({ account: 'admin@acme.test' })

		test('the Videos tab opens the library; a category and a search narrow it in the URL; a video opens with its share buttons', async ({
			page,
		}) => {
			await open(page, '/learning/courses')
			await page.getByRole('navigation', { name: 'Learning' }).getByRole('link', { name: 'Videos' }).click()
			await expect(page).toHaveURL(/\/learning\/videos$/)
			await expect(page.getByRole('heading', { level: 1, name: 'Video Library' })).toBeVisible()
			await expect(page.getByRole('navigation', { name: 'Learning' }).getByRole('link', { name: 'Videos' })).toHaveAttribute(
				'aria-current',
				'page',
			)
			await expect(page.getByTestId('video-count')).toHaveText('22 videos')
			await expect(categories(page).getByRole('link')).toHaveText([
				'All Videos',
				'Phishing',
				'Passwords & MFA',
				'Social Engineering',
				'Data Protection',
				'Remote Work',
				'Devices',
			])

			await categories(page).getByRole('link', { name: 'Passwords & MFA' }).click()
			await expect(page).toHaveURL(/category=passwords/)
			await expect
				.poll(() => videoIds(page))
				.toEqual(['vid_strong_passphrases', 'vid_password_manager', 'vid_mfa_basics', 'vid_mfa_fatigue'])
			// The courses a video belongs to, each a link to its preview.
			await expect(card(page, 'vid_mfa_basics').getByTestId('video-courses').getByRole('link')).toHaveText([
				'Annual Security Awareness Training',
				'Passwords and Multi-Factor Authentication',
			])

			await waitForHydration(page)
			const search = page.getByRole('searchbox', { name: 'Search videos' })
			await search.fill('fatigue')
			await search.press('Enter')
			await expect(page).toHaveURL(/searchText=fatigue/)
			await expect(page).toHaveURL(/category=passwords/)
			await expect.poll(() => videoIds(page)).toEqual(['vid_mfa_fatigue'])

			await waitForHydration(page)
			await search.fill('no such video')
			await search.press('Enter')
			await expect(page.getByTestId('videos-empty')).toHaveText('No data was found, try another search')

			// German: the German rows only.
			await open(page, '/learning/videos')
			await page.getByLabel('Video language').selectOption('de')
			await page.getByRole('button', { name: 'Show' }).click()
			await expect(page).toHaveURL(/language=de/)
			await expect.poll(async () => (await videoIds(page)).every((id) => id?.endsWith('_de'))).toBe(true)
			await expect(page.getByTestId('video-count')).toHaveText('4 videos')

			// The video modal, with the share buttons; closing it keeps the filters.
			await open(page, '/learning/videos?category=phishing')
			await card(page, 'vid_smishing').getByRole('link', { name: 'Watch Smishing: Phishing by Text Message' }).click()
			await expect(page).toHaveURL(/video=vid_smishing/)
			const modal = page.getByTestId('video-modal')
			await expect(modal.getByRole('heading', { name: 'Smishing: Phishing by Text Message' })).toBeVisible()
			for (const name of ['Share on Facebook', 'Share on X', 'Share on LinkedIn']) {
				await expect(modal.getByRole('link', { name })).toBeVisible()
			}
			await expect(modal.locator('iframe')).toHaveAttribute('src', 'https://videos.example.com/embed/smishing')
		})

		test('Pin asks "Add this video to the Learner Dashboard?", pins with the toast; Unpin asks and unpins', async ({ page }) => {
			await open(page, '/learning/videos?category=phishing')
			await expect(card(page, 'vid_smishing')).toHaveAttribute('data-pinned', 'false')
			await card(page, 'vid_smishing').getByRole('link', { name: 'Pin Smishing: Phishing by Text Message' }).click()
			const pinDialog = page.getByRole('dialog', { name: 'Add this video to the Learner Dashboard?' })
			await expect(pinDialog).toBeVisible()
			await expect(page).toHaveURL(/pin=vid_smishing/)
			await pinDialog.getByRole('button', { name: 'Pin' }).click()
			await expect(snackbar(page)).toHaveText('Video pinned successfully!')
			await expect(pinDialog).toHaveCount(0)
			await expect(page).toHaveURL(/\/learning\/videos\?category=phishing$/)
			await expect(card(page, 'vid_smishing')).toHaveAttribute('data-pinned', 'true')
			await expect(card(page, 'vid_smishing').getByTestId('pinned-badge')).toHaveText('Pinned')
			await expect(page.getByTestId('pinned-count')).toHaveText('2 of 5 videos on the Learner Dashboard')

			await waitForHydration(page)
			await card(page, 'vid_smishing').getByRole('link', { name: 'Unpin Smishing: Phishing by Text Message' }).click()
			const unpinDialog = page.getByRole('dialog', { name: 'Remove this video from the Learner Dashboard?' })
			await expect(unpinDialog).toBeVisible()
			await unpinDialog.getByRole('button', { name: 'Unpin' }).click()
			await expect(snackbar(page)).toHaveText('Video unpinned successfully!')
			await expect(card(page, 'vid_smishing')).toHaveAttribute('data-pinned', 'false')
			await expect(page.getByTestId('pinned-count')).toHaveText('1 of 5 videos on the Learner Dashboard')
		})
	})

	test.describe('as Fabrikam, with five pinned', () => {
		test.use({ account: 'admin@fabrikam.test' })

		test('at five the Pin action is blocked with the spec text, and a sixth pin from a page opened before is refused with it', async ({
			page,
			context,
		}) => {
			await open(page, '/learning/videos?category=phishing')
			await expect(page.getByTestId('pin-limit')).toHaveText(PIN_LIMIT)
			const blocked = card(page, 'vid_smishing').getByRole('button', { name: 'Pin Smishing: Phishing by Text Message' })
			await expect(blocked).toBeDisabled()
			await expect(blocked).toHaveAccessibleDescription(PIN_LIMIT)
			await expect(blocked).toHaveAttribute('title', PIN_LIMIT)
			// Even asked for by its URL, no pin dialog opens at the maximum.
			await open(page, '/learning/videos?category=phishing&pin=vid_smishing')
			await expect(page.getByRole('dialog', { name: 'Add this video to the Learner Dashboard?' })).toHaveCount(0)

			// One place freed: both pages below open their confirmation; the second takes the place first.
			await open(page, '/learning/videos?category=devices&unpin=vid_lost_phone')
			await page
				.getByRole('dialog', { name: 'Remove this video from the Learner Dashboard?' })
				.getByRole('button', { name: 'Unpin' })
				.click()
			await expect(snackbar(page)).toHaveText('Video unpinned successfully!')
			await expect(page.getByTestId('pin-limit')).toHaveCount(0)

			await open(page, '/learning/videos?category=phishing&pin=vid_smishing')
			const stale = page.getByRole('dialog', { name: 'Add this video to the Learner Dashboard?' })
			await expect(stale).toBeVisible()

			const other = await context.newPage()
			await open(other, '/learning/videos?category=devices&pin=vid_usb_drop')
			await other.getByRole('dialog', { name: 'Add this video to the Learner Dashboard?' }).getByRole('button', { name: 'Pin' }).click()
			await expect(snackbar(other)).toHaveText('Video pinned successfully!')
			await expect(other.getByTestId('pin-limit')).toHaveText(PIN_LIMIT)
			await other.close()

			await stale.getByRole('button', { name: 'Pin' }).click()
			await expect(snackbar(page)).toHaveText(PIN_LIMIT)
			await expect(card(page, 'vid_smishing')).toHaveAttribute('data-pinned', 'false')
			await expect(page.getByTestId('pinned-count')).toHaveText('5 of 5 videos on the Learner Dashboard')
		})
	})
})
