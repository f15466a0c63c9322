import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { registerCompany, withJavaScript } from './helpers.ts'

/**
 * Get started (spec 2 §2 and §4), the dialogs its URL opens, and the partner-access confirmation
 * (spec 1 §4). Starting the training changes a company for good, so that flow runs on a freshly
 * registered company rather than on a shared demo tenant.
 */

/** Presses Tab until `name` has the focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, name: string, limit = 15) {
	for (let i = 0; i < limit; i++) {
		await page.keyboard.press('Tab')
		const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
		if (focused === name) return
	}
	throw new Error(`"${name}" never got the focus`)
}

test.describe('Get started', () => {
	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('a company that has not started is asked to start the annual training, and can look before it leaps', async ({ page }) => {
			await page.goto('/home')
			await expect(page.getByTestId('welcome')).toHaveText('Welcome, Ada')
			const start = page.getByTestId('step-1')
			await expect(start.getByRole('heading', { name: 'Start Annual Awareness Training' })).toBeVisible()
			await expect(start).toContainText('Next step')
			await expect(page.getByTestId('step-2')).toContainText('Invite Users to Annual Awareness Training')
			await expect(page.getByTestId('step-2')).toContainText('Not started')

			await start.getByRole('link', { name: "Let's Go" }).click()
			await expect(page).toHaveURL(/\/home\?modal=startTraining$/)
			const dialog = page.getByRole('dialog', { name: 'Starting Campaign' })
			await expect(dialog).toContainText('The course starts immediately, all users are assigned and notified.')
			await expect(dialog).toContainText('Annual Training Campaign')
			await dialog.getByRole('link', { name: 'Cancel' }).click()
			await expect(page).toHaveURL(/\/home$/)
			await expect(page.getByRole('dialog', { name: 'Starting Campaign' })).toHaveCount(0)
			// Nothing started.
			await expect(start).toContainText('Next step')
		})
	})

	test("Let's Go, Confirm: the campaign starts and the next step moves on", async ({ page }) => {
		await registerCompany(page, 'get-started')
		await expect(page.getByTestId('next-steps')).toHaveAttribute('data-state', 'START_TRAINING')
		await page.getByRole('link', { name: "Let's Go" }).click()
		const dialog = page.getByRole('dialog', { name: 'Starting Campaign' })
		await dialog.getByRole('button', { name: 'Confirm' }).click()
		await expect(page).toHaveURL(/\/home$/)
		await expect(page.getByTestId('snackbar')).toHaveText(
			'The Annual Training Campaign has started. All users have been assigned and notified.',
		)
		await expect(page.getByRole('dialog', { name: 'Starting Campaign' })).toHaveCount(0)
		await expect(page.getByTestId('next-steps')).not.toHaveAttribute('data-state', 'START_TRAINING')
		await expect(page.getByTestId('step-1')).toContainText('Done')
		await expect(page.getByRole('link', { name: "Let's Go" })).toHaveCount(0)

		// The confirmation cannot start a second campaign from an old link.
		await page.goto('/home?modal=startTraining')
		await expect(page.getByRole('dialog', { name: 'Starting Campaign' })).toHaveCount(0)
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('the Starting Campaign dialog works from the keyboard alone', async ({ page }) => {
			await page.goto('/home')
			await page.getByRole('link', { name: "Let's Go" }).focus()
			await page.keyboard.press('Enter')
			const dialog = page.getByRole('dialog', { name: 'Starting Campaign' })
			await expect(dialog).toBeVisible()
			await tabTo(page, 'Confirm')
			await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused()
			if (withJavaScript()) {
				await page.keyboard.press('Escape')
			} else {
				await page.keyboard.press('Shift+Tab')
				await expect(dialog.getByRole('link', { name: 'Cancel' })).toBeFocused()
				await page.keyboard.press('Enter')
			}
			await expect(page).toHaveURL(/\/home$/)
			await expect(page.getByRole('dialog', { name: 'Starting Campaign' })).toHaveCount(0)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@globex.test' })
		test('a company whose learners are in training is shown the way to its dashboard', { tag: '@read-only' }, async ({ page }) => {
			await page.goto('/home')
			await expect(page.getByTestId('next-steps')).toHaveAttribute('data-state', 'DASHBOARD')
			// Globex reads the console in German (its company language): the steps' state, not their words.
			await expect(page.getByTestId('step-1')).toHaveAttribute('data-status', 'done')
			await expect(page.getByTestId('step-2')).toHaveAttribute('data-status', 'done')
			// The dashboard is not built yet (app/lib/built-pages.ts): the step shows without its link.
			await expect(page.getByTestId('dashboard-step')).toBeVisible()
			await expect(page.getByRole('link', { name: 'Zum Dashboard' })).toHaveCount(0)
			await expect(page.getByTestId('suspended-notice')).toHaveCount(0)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@initech.test' })
		test('an expired trial without Boost shows the suspended notice and the way to upgrade', { tag: '@read-only' }, async ({ page }) => {
			await page.goto('/home')
			const notice = page.getByTestId('suspended-notice')
			await expect(notice).toContainText('Your Trial period has expired!')
			await expect(notice).toContainText(
				'The training is suspended due to expired trial period. Please upgrade your plan to keep your learners progress on track.',
			)
			// Behind the 'Boost Trial Ended' dialog, which hides the page from assistive technology once hydrated.
			await expect(notice.getByRole('link', { name: 'Upgrade Plan', includeHidden: true })).toHaveAttribute('href', '/licensing')
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('back from the checkout, the purchase-complete dialog closes to the root', async ({ page, hydrated }) => {
			await page.goto('/home?modal=purchaseComplete')
			const dialog = page.getByRole('dialog', { name: 'Purchase complete' })
			await expect(dialog).toContainText('Payment successful! Your licenses have been added.')
			await hydrated()
			const done = dialog.getByRole('link', { name: 'Done' })
			await expect(done).toHaveAttribute('href', '/')
			await done.click()
			// The root sends an admin on to Get started, now without the dialog.
			await expect(page).toHaveURL(/\/home$/)
			await expect(page.getByRole('dialog', { name: 'Purchase complete' })).toHaveCount(0)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('?modal=secureCodeTournament opens the tournament setup and leaves the URL', async ({ page }) => {
			await page.goto('/home?modal=secureCodeTournament')
			const dialog = page.getByRole('dialog', { name: 'Secure Code Tournament' })
			if (withJavaScript()) {
				// Not at once: 1.5 s after the page, then the parameter is gone.
				expect(await dialog.count()).toBe(0)
				await expect(dialog).toBeVisible()
				await expect(page).toHaveURL(/\/home$/)
			} else {
				await expect(dialog).toBeVisible()
			}
			// The setup form itself (app/routes/for-developers/tournament-form.tsx), its name filled in.
			await expect(dialog.getByLabel('Tournament name')).toHaveValue('Secure Code Tournament')
			if (withJavaScript()) {
				await dialog.getByRole('button', { name: 'Later' }).click()
			} else {
				await dialog.getByRole('link', { name: 'Later' }).click()
			}
			await expect(page.getByRole('dialog', { name: 'Secure Code Tournament' })).toHaveCount(0)
			await expect(page).toHaveURL(/\/home$/)
		})
	})
})

test.describe('partner access confirmation', () => {
	test.describe(() => {
		test.use({ account: 'admin@fabrikam.test' })
		test('the customer of a partner confirms the access provision from the access link, by keyboard', async ({ page, hydrated }) => {
			await page.goto('/access-for-reseller')
			await expect(page).toHaveURL(/\/home\?isAccessDialog=true$/)
			const dialog = page.getByRole('dialog', { name: 'Confirm the access provision to Parent Company' })
			await expect(dialog).toContainText('Upon confirmation, Parent Company will gain access to manage your company.')
			await expect(dialog).toContainText('Northwind')
			await hydrated()

			// Cancel leaves it pending: the link asks again.
			await dialog.getByRole('link', { name: 'Cancel' }).click()
			await expect(page).toHaveURL(/\/home$/)
			await expect(page.getByRole('dialog', { name: 'Confirm the access provision to Parent Company' })).toHaveCount(0)
			await page.goto('/access-for-reseller')
			await expect(dialog).toBeVisible()
			await hydrated()

			await tabTo(page, 'Confirm')
			await page.keyboard.press('Enter')
			await expect(page).toHaveURL(/\/home$/)
			await expect(page.getByTestId('snackbar')).toHaveText('Successfully updated!')
			await expect(page.getByRole('dialog', { name: 'Confirm the access provision to Parent Company' })).toHaveCount(0)

			await page.reload()
			await expect(page.getByTestId('welcome')).toBeVisible()
			await expect(page.getByRole('dialog', { name: 'Confirm the access provision to Parent Company' })).toHaveCount(0)
			// Confirmed for good: the access link no longer asks.
			await page.goto('/access-for-reseller')
			await expect(page).toHaveURL(/\/home\?isAccessDialog=true$/)
			await expect(page.getByTestId('welcome')).toBeVisible()
			await expect(page.getByRole('dialog', { name: 'Confirm the access provision to Parent Company' })).toHaveCount(0)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('a company without a parent is never asked', { tag: '@read-only' }, async ({ page }) => {
			await page.goto('/access-for-reseller')
			await expect(page).toHaveURL(/\/home\?isAccessDialog=true$/)
			await expect(page.getByTestId('welcome')).toBeVisible()
			await expect(page.getByRole('dialog', { name: 'Confirm the access provision to Parent Company' })).toHaveCount(0)
		})
	})

	test('a guest following the access link signs in first', { tag: '@read-only' }, async ({ page }) => {
		await page.goto('/access-for-reseller')
		await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccess-for-reseller$/)
	})
})
