import { type Locator, type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { expectAccessible, registerCompany, signIn, withJavaScript } from './helpers.ts'

/**
 * The plan dialogs (spec 1 §2, §4 "Trial" and "Plan", §5 licence stepper, §9 prices): the Boost
 * trial, the upgrade dialog with its seat stepper and live price, Buy Now through the reference
 * gateway's test checkout, the downgrade back to Free, and the expired trial's dialog that cannot
 * be closed. Each runs with JavaScript (stepper, live price, dialogs in place) and without (a
 * number field with "Show price", every dialog a page).
 */

// A registration, a trial, a checkout and a downgrade: many server round trips on a development build.
test.describe.configure({ timeout: 240_000 })

const snackbar = (page: Page) => page.getByTestId('snackbar')
const upgradeDialog = (page: Page, name: string | RegExp = 'Upgrade to Boost') => page.getByRole('dialog', { name })
const seatsField = (dialog: Locator) => dialog.getByLabel('Number of Licenses/Users')
const buyNow = (dialog: Locator) => dialog.getByRole('button', { name: 'Buy Now' })

async function open(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
}

/**
 * Types a seat count the way each project can: with JavaScript the messages and the price follow
 * the typing; without, "Show price" brings the dialog back from the server with `?seats=`.
 */
async function enterSeats(page: Page, seats: string) {
	const dialog = page.getByRole('dialog')
	await seatsField(dialog).fill(seats)
	if (!withJavaScript()) {
		await dialog.getByRole('button', { name: 'Show price' }).click()
		await expect(page).toHaveURL(new RegExp(`[?&]seats=${encodeURIComponent(seats).replace('.', '\\.')}(&|$)`))
	}
}

/** Presses `key` until `target` has the focus (keyboard-only use), failing after `limit` presses. */
async function pressUntilFocused(page: Page, key: string, target: Locator, limit = 40) {
	for (let i = 0; i < limit; i++) {
		if (await target.evaluate((element) => element === document.activeElement)) return
		await page.keyboard.press(key)
	}
	await expect(target).toBeFocused()
}

const BAD_COUNTS: [string, string][] = [
	['0', 'Number of Licenses/Users must be greater than or equal to 25.'],
	['24', 'Number of Licenses/Users must be greater than or equal to 25.'],
	['25.5', 'Value must be an integer'],
	['letters', 'Value must be a number'],
	['5001', 'Value must be less than or equal to 5000.'],
]

test.describe('a new company: trial, seat purchase through checkout, downgrade', () => {
	test('starts the trial, buys 50 seats through the test checkout, and goes back to Free', async ({ page }) => {
		await registerCompany(page, 'plan')

		// The trial: START TRIAL once.
		await open(page, '/home?modal=startTrial')
		const trial = page.getByRole('dialog', { name: 'Start your Boost trial' })
		await expect(trial.getByRole('button', { name: 'START TRIAL' })).toBeVisible()
		await expect(trial.getByRole('link', { name: 'CANCEL' }).or(trial.getByRole('button', { name: 'CANCEL' }))).toBeVisible()
		await trial.getByRole('button', { name: 'START TRIAL' }).click()
		await expect(snackbar(page)).toHaveText('Trial period was activated')
		await expect(page).toHaveURL(/\/home\?modal=upgraded$/)
		const allSet = page.getByRole('dialog', { name: 'All Set!' })
		await expect(allSet).toContainText('Your Boost trial is on until')
		await allSet.getByRole('link', { name: 'Done' }).click()
		await expect(page).toHaveURL(/\/home$/)
		await expect(page.getByRole('dialog')).toHaveCount(0)
		// Activated once: the trial dialog is no longer offered.
		await open(page, '/home?modal=startTrial')
		await expect(page.getByRole('dialog', { name: 'Start your Boost trial' })).toHaveCount(0)

		// The upgrade dialog during the trial.
		await open(page, '/home?modal=upgrade')
		let dialog = upgradeDialog(page)
		await expect(dialog.getByTestId('trial-banner')).toContainText(/Trial Ends in [A-Z][a-z]{2} \d{2}, \d{4}/)
		for (const feature of ['Compliance', 'Reporting', 'Training courses', 'Monthly video', 'Phishing exercise', 'Phishing simulation']) {
			await expect(dialog.getByTestId('plan-features')).toContainText(feature)
		}

		// Bad counts get the spec's messages, and Buy Now is disabled.
		for (const [seats, message] of BAD_COUNTS) {
			await enterSeats(page, seats)
			dialog = upgradeDialog(page)
			await expect(dialog.getByText(message), seats).toBeVisible()
			await expect(buyNow(dialog), seats).toBeDisabled()
			await expect(seatsField(dialog)).toHaveValue(seats)
		}
		await expect(dialog.getByText('For more than 5000 users, Contact Us.')).toBeVisible()

		// 150 seats: the second price tier ($24 a seat a year).
		await enterSeats(page, '150')
		dialog = upgradeDialog(page)
		await expect(dialog.getByTestId('upgrade-price')).toContainText('$2.00 / Per User, Per Month')
		await expect(dialog.getByTestId('upgrade-price')).toContainText('$3,600.00 Per Year / 3 Years, Billed Annually')
		await expect(buyNow(dialog)).toBeEnabled()

		if (!withJavaScript()) {
			// The server refuses a bad count posted with Buy Now as well.
			await seatsField(dialog).fill('24')
			await buyNow(dialog).click()
			await expect(page).toHaveURL(/modal=upgrade&seats=24$/)
			await expect(upgradeDialog(page).getByText('Number of Licenses/Users must be greater than or equal to 25.')).toBeVisible()
		}

		// 50 seats ($30 a seat a year), Buy Now: the test checkout in the same window, then Pay.
		await enterSeats(page, '50')
		dialog = upgradeDialog(page)
		await expect(dialog.getByTestId('upgrade-price')).toContainText('$2.50 / Per User, Per Month')
		await expect(dialog.getByTestId('upgrade-price')).toContainText('$1,500.00 Per Year / 3 Years, Billed Annually')
		await buyNow(dialog).click()
		await expect(page).toHaveURL(/\/__gateway\/checkout\/cs_/)
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Boost for')
		await expect(page.locator('[data-field="quantity"]')).toHaveText('50')
		// The same checkout open in a second tab, to pay it twice.
		const secondTab = await page.context().newPage()
		await secondTab.goto(page.url())
		await page.getByRole('button', { name: 'Pay $1,500.00' }).click()
		await expect(page).toHaveURL(/\/home\?modal=purchaseComplete$/)
		await expect(page.getByRole('dialog', { name: 'Purchase complete' })).toBeVisible()

		// The seats are on the subscription.
		await open(page, '/licensing')
		await expect(page.getByTestId('licensing-seats')).toHaveText('50')

		// Paying the same checkout again adds nothing.
		await secondTab.getByRole('button', { name: 'Pay $1,500.00' }).click()
		await expect(secondTab).toHaveURL(/\/home\?modal=purchaseComplete$/)
		await secondTab.close()
		await open(page, '/licensing')
		await expect(page.getByTestId('licensing-seats')).toHaveText('50')

		// A cancelled checkout adds nothing either.
		await open(page, '/home?modal=upgrade')
		await enterSeats(page, '50')
		await buyNow(upgradeDialog(page, 'Buy More Licenses')).click()
		await expect(page).toHaveURL(/\/__gateway\/checkout\/cs_/)
		await page.getByRole('button', { name: 'Cancel' }).click()
		await expect(page).toHaveURL(/\/licensing$/)
		await expect(page.getByTestId('licensing-seats')).toHaveText('50')

		// Downgrade: Keep Boost goes back to the plan dialog.
		await open(page, '/home?modal=downgrade')
		let downgrade = page.getByRole('dialog', { name: 'Downgrade to Free?' })
		for (const feature of [
			'Compliance',
			'Reporting',
			'SSO',
			'Training courses',
			'Monthly video',
			'Phishing exercise',
			'Phishing simulation',
		]) {
			await expect(downgrade.getByTestId('plan-features')).toContainText(feature)
		}
		await expect(downgrade.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /modal=contactSales/)
		await downgrade.getByRole('link', { name: 'Keep Boost' }).click()
		await expect(page).toHaveURL(/\/home\?modal=upgrade$/)
		await expect(upgradeDialog(page, 'Buy More Licenses')).toBeVisible()

		// Continue to Free: 'Downgraded'.
		await open(page, '/home?modal=downgrade')
		downgrade = page.getByRole('dialog', { name: 'Downgrade to Free?' })
		await downgrade.getByRole('button', { name: 'Continue to Free' }).click()
		await expect(page).toHaveURL(/\/home\?modal=downgraded$/)
		const downgraded = page.getByRole('dialog', { name: 'Downgraded' })
		await expect(downgraded).toContainText('Your company is now on the Free plan.')
		await downgraded.getByRole('link', { name: 'Done' }).click()
		await expect(page).toHaveURL(/\/home$/)
		// No longer on Boost: nothing to downgrade.
		await open(page, '/home?modal=downgrade')
		await expect(page.getByRole('dialog', { name: 'Downgrade to Free?' })).toHaveCount(0)
	})
})

test.describe('an expired trial without Boost', () => {
	test("admin@initech.test cannot close 'Boost Trial Ended', on any page, but can log out", async ({ page, hydrated }) => {
		await signIn(page, 'admin@initech.test')
		await expect(page).toHaveURL(/\/home$/)
		await hydrated()
		let dialog = upgradeDialog(page, 'Boost Trial Ended')
		await expect(dialog).toBeVisible()
		await expect(dialog).toContainText('The training is suspended due to expired trial period.')
		await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
		await expect(dialog.getByRole('link', { name: 'Close' })).toHaveCount(0)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeVisible()
		if (withJavaScript()) {
			// An outside click does nothing either, and the 'Updates' popover does not open by itself.
			await page.mouse.click(5, 5)
			await page.waitForTimeout(2500)
			await expect(dialog).toBeVisible()
			await expect(page.getByTestId('notifications-panel')).toBeHidden()
		}

		// Every console page.
		await open(page, '/users/all_users')
		dialog = upgradeDialog(page, 'Boost Trial Ended')
		await expect(dialog).toBeVisible()
		await expect(buyNow(dialog)).toBeEnabled()

		// Contact Us opens Contact Sales; closing it brings the dialog back.
		await dialog.getByRole('link', { name: 'Contact Us' }).click()
		const sales = page.getByRole('dialog', { name: 'Contact Sales' })
		await expect(sales).toBeVisible()
		await expect(upgradeDialog(page, 'Boost Trial Ended')).toHaveCount(0)
		if (withJavaScript()) await sales.getByRole('button', { name: 'Cancel' }).click()
		else await sales.getByRole('link', { name: 'Cancel' }).click()
		await expect(page).toHaveURL(/\/users\/all_users$/)
		dialog = upgradeDialog(page, 'Boost Trial Ended')
		await expect(dialog).toBeVisible()

		await dialog.getByRole('button', { name: 'Logout' }).click()
		await expect(page).toHaveURL(/\/login/)
	})
})

test.describe('the upgrade dialog with the keyboard alone', () => {
	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('Tab reaches the seat count, the stepper and Buy Now; the price follows', async ({ page }) => {
			await open(page, '/home?modal=upgrade')
			const dialog = upgradeDialog(page)
			await expect(dialog).toBeVisible()
			// The dialog has the focus: Radix moves it in with JavaScript, the browser (autofocus) without.
			await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
			const field = seatsField(dialog)
			await pressUntilFocused(page, 'Tab', field)
			await page.keyboard.press('ControlOrMeta+a')
			await page.keyboard.type('150')
			if (withJavaScript()) {
				await expect(dialog.getByTestId('upgrade-price')).toContainText('$2.00 / Per User, Per Month')
				// Plus by keyboard: 150 → 200.
				const plus = dialog.getByRole('button', { name: /More licenses/ })
				await pressUntilFocused(page, 'Tab', plus)
				await page.keyboard.press('Enter')
				await expect(field).toHaveValue('200')
				await expect(dialog.getByTestId('upgrade-price')).toContainText('$2.00 / Per User, Per Month')
				await expect(dialog.getByTestId('upgrade-price')).toContainText('$4,800.00 Per Year / 3 Years, Billed Annually')
			} else {
				// Enter in the field is "Show price".
				await page.keyboard.press('Enter')
				await expect(page).toHaveURL(/modal=upgrade&seats=150$/)
				await expect(upgradeDialog(page).getByTestId('upgrade-price')).toContainText('$3,600.00 Per Year / 3 Years, Billed Annually')
			}
			const buy = buyNow(upgradeDialog(page))
			await pressUntilFocused(page, 'Tab', buy)
			await expect(buy).toBeFocused()
			await page.keyboard.press('Enter')
			await expect(page).toHaveURL(/\/__gateway\/checkout\/cs_/)
			await expect(page.locator('[data-field="quantity"]')).toHaveText(withJavaScript() ? '200' : '150')
		})
	})
})

test.describe('accessibility of the plan dialogs', () => {
	test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe needs JavaScript in the page')

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('the upgrade dialog, with a message and with a price, has no serious accessibility violation', async ({ page }) => {
			await open(page, '/home?modal=upgrade&seats=24')
			const dialog = upgradeDialog(page)
			await expect(dialog.getByText('Number of Licenses/Users must be greater than or equal to 25.')).toBeVisible()
			await expectAccessible(page)
			await seatsField(dialog).fill('150')
			await expect(dialog.getByTestId('upgrade-price')).toContainText('$2.00 / Per User, Per Month')
			await expectAccessible(page)
		})
	})
})
