import { expect, test, waitForHydration } from './fixtures.ts'
import { expectAccessible } from './helpers.ts'

test.describe('accessibility', () => {
	// axe runs as a script in the page; the markup is the same server HTML in both projects.
	test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe needs JavaScript in the page')

	for (const path of [
		'/login',
		'/login/sso',
		'/register',
		'/sso_fail?error=email_in_use',
		'/sso_fail/acronis?error=invalid_state',
		'/disabled-company',
		'/error/404',
	]) {
		test(`${path} has no serious accessibility violation`, async ({ page }) => {
			await page.goto(path)
			await expectAccessible(page)
		})
	}

	test('the sign-in form with its error messages has no serious accessibility violation', async ({ page }) => {
		await page.goto('/login')
		await page.getByRole('button', { name: 'Log In' }).click()
		await expect(page.getByText('Please enter Your Email.')).toBeVisible()
		await expectAccessible(page)
	})

	// The shell with each kind of banner, the notification panel, the user menu and the small-screen drawer.
	for (const email of ['admin@globex.test', 'admin@initech.test', 'admin@fabrikam.test', 'partner@northwind.test'] as const) {
		test.describe(() => {
			test.use({ account: email })
			test(`the signed-in shell of ${email} has no serious accessibility violation`, async ({ page }) => {
				await page.goto('/home')
				await expect(page.getByTestId('company-name')).toBeVisible()
				await expectAccessible(page)
			})
		})
	}
})

test.describe('accessibility of the signed-in pages of admin@acme.test', () => {
	test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe needs JavaScript in the page')
	test.use({ account: 'admin@acme.test' })

	for (const path of [
		'/learning/courses?category=adminCertified',
		'/courses/crs_gdpr/preview',
		'/courses/crs_annual_awareness/statistics',
		'/courses/crs_phishing/settings',
	]) {
		test(`${path} has no serious accessibility violation`, async ({ page }) => {
			await page.goto(path)
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expectAccessible(page)
		})
	}

	test('the signed-in get-started page has no serious accessibility violation', async ({ page }) => {
		await page.goto('/home')
		await expect(page.getByTestId('company-name')).toBeVisible()
		await expectAccessible(page)
	})

	test('the shell with the notification panel and the user menu open has no serious accessibility violation', async ({ page }) => {
		await page.goto('/home?notifications=open')
		// With JavaScript the server's panel becomes the popover once the page is hydrated, and fades in.
		await waitForHydration(page)
		await expect(page.getByTestId('notifications-panel')).toBeVisible()
		await expectAccessible(page)
		await page.getByTestId('user-menu').click()
		await expect(page.getByRole('menu')).toBeVisible()
		await expectAccessible(page)
	})

	test('the small-screen navigation drawer has no serious accessibility violation', async ({ page }) => {
		await page.setViewportSize({ width: 600, height: 800 })
		await page.goto('/home')
		await page.getByRole('button', { name: 'Open navigation' }).click()
		await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
		await expectAccessible(page)
	})
})

test.describe('keyboard', () => {
	test('the sign-in page works with the keyboard alone', async ({ page }) => {
		await page.goto('/login')
		// The email field has focus on arrival; Tab moves through password to the button.
		await page.keyboard.type('admin@acme.test')
		await page.keyboard.press('Tab')
		await page.keyboard.type('Demo-Pass-2026!')
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/home$/)
	})
})
