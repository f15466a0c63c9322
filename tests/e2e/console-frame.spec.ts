import { expect, test, type Page } from '@playwright/test'
import { signIn } from './helpers.ts'

/**
 * The frame every signed-in page shares (issue 20, "what a new user met"): error pages inside the
 * console, no links to pages not built yet, one page layout, and a phone's width.
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

test.describe('error pages inside the console', () => {
	test('a signed-in admin opening an area not built yet gets the 404 page inside the console, with a 404 status', async ({ page }) => {
		test.slow()
		await signIn(page, 'admin@acme.test')
		for (const path of ['/dashboard', '/reports', '/no/such/page']) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(404)
			await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found')
			await expect(mainNav(page).getByRole('link', { name: 'Get Started', exact: true })).toBeVisible()
		}
	})

	test('a signed-out visitor gets the plain 404 page, not the sign-in page', async ({ page }) => {
		const response = await page.goto('/dashboard')
		expect(response?.status()).toBe(404)
		await expect(page).toHaveURL(/\/dashboard$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
		await expect(mainNav(page)).toHaveCount(0)
	})

	test("a profile the page refuses to find keeps the console's navigation around its 404", async ({ page }) => {
		await signIn(page, 'admin@acme.test')
		const response = await page.goto('/user_profile/usr_nobody')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
		await expect(mainNav(page).getByRole('link', { name: 'All Users', exact: true })).toBeVisible()
	})
})

test.describe('page layout', () => {
	test('Get started, Guides, Users, Licensing and Settings start their titles at the same edge', async ({ page }) => {
		test.slow()
		await signIn(page, 'admin@acme.test')
		const edges: Record<string, number> = {}
		for (const path of ['/home', '/guides-and-resources', '/users/all_users', '/licensing', '/settings/general']) {
			await page.goto(path)
			const box = await page.getByRole('heading', { level: 1 }).boundingBox()
			edges[path] = Math.round(box!.x)
		}
		expect(new Set(Object.values(edges)).size, JSON.stringify(edges)).toBe(1)
	})
})

test.describe('a phone', () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test('every page fits the width of a phone and the top bar keeps one row', async ({ page }) => {
		test.slow()
		await signIn(page, 'admin@globex.test')
		for (const path of ['/home', '/users/all_users', '/billing', '/licensing', '/settings/general', '/guides-and-resources']) {
			await page.goto(path)
			await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
			const { scrollWidth, clientWidth } = await page.evaluate(() => ({
				scrollWidth: document.documentElement.scrollWidth,
				clientWidth: document.documentElement.clientWidth,
			}))
			expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth)
			// One row: the top bar is no taller than its tallest control plus its padding.
			const bar = await page.getByRole('banner').boundingBox()
			expect(bar!.height, `${path} top bar wraps`).toBeLessThan(60)
			// Nothing of it is pushed out of sight either: the navigation's trigger comes first.
			// (Globex reads German: the trigger is the top bar's first control.)
			const trigger = page.getByRole('banner').locator('a, button').first()
			await expect(trigger).toHaveAccessibleName('Navigation öffnen')
			await expect(trigger).toBeInViewport({ ratio: 1 })
		}
	})
})
