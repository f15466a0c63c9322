import { type Locator, type Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { dismissUpdates, expectAccessible, latestEmail, uniqueEmail, withJavaScript } from './helpers.ts'

/**
 * The shell's help overlays (spec 1 §2): the floating Help button and the Contact Support drawer,
 * the Contact Sales dialog, the survey and feedback drawer. Each runs with JavaScript (the forms
 * stay in place) and without (the forms post as pages and come back).
 */

// Each flow signs in and goes through several server round trips; the development build is slow.
test.describe.configure({ timeout: 60_000 })

const SURVEY_TITLE = 'How likely are you to recommend the admin console?'

test.use({ account: 'admin@acme.test' })

async function signedInHome(page: Page) {
	await page.goto('/home')
	await waitForHydration(page)
}

/**
 * With JavaScript, waits until React has taken over the page: a dialog the server drew open is
 * redrawn by Radix on hydration, and what was typed into the server's copy would be lost.
 */
/** An opened dialog takes the focus: Radix moves it in with JavaScript, the browser (autofocus) without. */
async function focusMovesInto(dialog: Locator) {
	await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
}

/** Presses `key` until `target` has the focus (keyboard-only use), failing after `limit` presses. */
async function pressUntilFocused(page: Page, key: string, target: Locator, limit = 80) {
	for (let i = 0; i < limit; i++) {
		if (await target.evaluate((element) => element === document.activeElement)) return
		await page.keyboard.press(key)
	}
	await expect(target).toBeFocused()
}

test.describe('Contact Support', () => {
	test('the floating Help button opens the drawer; bad input is refused with the texts kept, good input thanks', async ({
		page,
		request,
	}) => {
		await signedInHome(page)
		const help = page.getByRole('link', { name: 'Help' })
		await expect(help).toBeVisible()
		// Bottom right (left to right): its right edge near the viewport's.
		const box = (await help.boundingBox())!
		const viewport = page.viewportSize()!
		expect(viewport.width - (box.x + box.width)).toBeLessThan(40)
		expect(viewport.height - (box.y + box.height)).toBeLessThan(40)
		await help.click()
		await expect(page).toHaveURL(/\/home\?modal=support$/)

		let drawer = page.getByRole('dialog', { name: 'Contact Support' })
		await expect(drawer).toBeVisible()
		await expect(drawer.getByRole('link', { name: 'Visit the Knowledge Base' })).toBeVisible()
		await expect(drawer.getByLabel('Email Address')).toHaveValue('admin@acme.test')

		// Nothing chosen or typed, the email cleared.
		await drawer.getByLabel('Email Address').fill('')
		await drawer.getByRole('button', { name: 'Submit' }).click()
		drawer = page.getByRole('dialog', { name: 'Contact Support' })
		await expect(drawer.getByText('Please select a category')).toBeVisible()
		await expect(drawer.getByText('Please enter Message')).toBeVisible()
		await expect(drawer.getByText('Please enter Email')).toBeVisible()

		// A message and a bad address: the address is refused, the message kept.
		const message = `Our seat count looks wrong (${Date.now()}).`
		await drawer.getByLabel('Category').selectOption({ label: 'Billing and licensing' })
		await drawer.getByLabel('Your Message').fill(message)
		await drawer.getByLabel('Email Address').fill('not-an-address')
		await drawer.getByRole('button', { name: 'Submit' }).click()
		drawer = page.getByRole('dialog', { name: 'Contact Support' })
		await expect(drawer.getByText('This is not a valid email')).toBeVisible()
		await expect(drawer.getByLabel('Your Message')).toHaveValue(message)
		await expect(drawer.getByLabel('Category')).toHaveValue('billing')
		await expect(drawer.getByLabel('Email Address')).toHaveValue('not-an-address')
		if (!withJavaScript()) await expect(page).toHaveURL(/\/resources\/support-ticket$/)

		const email = uniqueEmail('support')
		await drawer.getByLabel('Email Address').fill(email)
		await drawer.getByRole('button', { name: 'Submit' }).click()
		const thanks = page.getByRole('dialog', { name: 'Thank You' })
		await expect(thanks).toBeVisible()
		await expect(thanks.getByText("We'll be in touch. Shortly!")).toBeVisible()
		if (withJavaScript()) {
			// It closes by itself after 1500 ms, and the URL loses the drawer.
			await expect(thanks).toBeHidden({ timeout: 4000 })
			await expect(page).toHaveURL(/\/home$/)
		} else {
			await expect(page).toHaveURL(/\/home\?modal=support&sent=1$/)
			await thanks.getByRole('link', { name: 'Close' }).last().click()
			await expect(page).toHaveURL(/\/home$/)
			await expect(page.getByRole('dialog')).toHaveCount(0)
		}

		// The ticket reached the platform: its acknowledgement went to the address given.
		const mail = await latestEmail(request, email)
		expect(mail.subject).toContain('Billing and licensing')
		expect(mail.text).toContain(message)
	})

	test('keyboard only: Help, the form and Submit', async ({ page, request }) => {
		await signedInHome(page)
		await dismissUpdates(page)
		await pressUntilFocused(page, 'Shift+Tab', page.getByRole('link', { name: 'Help' }))
		await page.keyboard.press('Enter')
		const drawer = page.getByRole('dialog', { name: 'Contact Support' })
		await expect(drawer).toBeVisible()
		await focusMovesInto(drawer)

		const category = drawer.getByLabel('Category')
		await pressUntilFocused(page, 'Tab', category, 10)
		await page.keyboard.press('ArrowDown')
		await expect(category).not.toHaveValue('')
		await page.keyboard.press('Tab')
		await expect(drawer.getByLabel('Your Message')).toBeFocused()
		const message = `Typed without a mouse (${Date.now()}).`
		await page.keyboard.type(message)
		await page.keyboard.press('Tab')
		const email = drawer.getByLabel('Email Address')
		await expect(email).toBeFocused()
		const address = uniqueEmail('keyboard')
		await page.keyboard.press('ControlOrMeta+A')
		await page.keyboard.type(address)
		await pressUntilFocused(page, 'Tab', drawer.getByRole('button', { name: 'Submit' }), 5)
		await page.keyboard.press('Enter')
		await expect(page.getByRole('dialog', { name: 'Thank You' })).toBeVisible()
		expect((await latestEmail(request, address)).text).toContain(message)

		if (withJavaScript()) {
			await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 4000 })
			// Escape closes the drawer too.
			await page.getByRole('link', { name: 'Help' }).focus()
			await page.keyboard.press('Enter')
			const again = page.getByRole('dialog', { name: 'Contact Support' })
			await expect(again).toBeVisible()
			await focusMovesInto(again)
			await page.keyboard.press('Escape')
			await expect(page.getByRole('dialog')).toHaveCount(0)
			await expect(page).toHaveURL(/\/home$/)
		}
	})
})

test.describe('Contact Sales', () => {
	test('bad input is refused with the texts kept; good input says "Request sent"', async ({ page, request }) => {
		await signedInHome(page)
		await page.getByRole('link', { name: 'Contact Sales' }).click()
		let dialog = page.getByRole('dialog', { name: 'Contact Sales' })
		await expect(dialog).toBeVisible()

		await dialog.getByRole('button', { name: 'Submit' }).click()
		dialog = page.getByRole('dialog', { name: 'Contact Sales' })
		await expect(dialog.getByText('Field is required')).toHaveCount(2)

		await dialog.getByLabel('Number of Users').fill('ten')
		await dialog.getByLabel('Phone Number').fill('12345')
		await dialog.getByLabel('Message (Optional)').fill('Please call after 3pm.')
		await dialog.getByRole('button', { name: 'Submit' }).click()
		dialog = page.getByRole('dialog', { name: 'Contact Sales' })
		await expect(dialog.getByText('Value must be a number')).toBeVisible()
		await expect(dialog.getByText('Phone number is invalid.')).toBeVisible()
		await expect(dialog.getByLabel('Message (Optional)')).toHaveValue('Please call after 3pm.')
		await expect(dialog.getByLabel('Phone Number')).toHaveValue('12345')

		await dialog.getByLabel('Number of Users').fill('0')
		await dialog.getByRole('button', { name: 'Submit' }).click()
		dialog = page.getByRole('dialog', { name: 'Contact Sales' })
		await expect(dialog.getByText('Value must be greater than or equal to 1.')).toBeVisible()

		const users = String(100 + Math.floor(Math.random() * 800))
		await dialog.getByLabel('Number of Users').fill(users)
		await dialog.getByLabel('Phone Number').fill('+1 (555) 123-4567')
		await dialog.getByRole('button', { name: 'Submit' }).click()
		await expect(page.getByTestId('snackbar')).toHaveText('Request sent')
		await expect(page.getByRole('dialog')).toHaveCount(0)
		await expect(page).toHaveURL(/\/home$/)

		// The request was recorded: the sales team's email names the company and the number. (Other
		// tests write to the sales team at the same time: this one's is found by its subject.)
		const subject = `Contact Sales: Acme Corp asks about ${users} users`
		const mail = await latestEmail(request, 'sales@platform.test', subject)
		expect(mail.subject).toBe(subject)
		expect(mail.text).toContain('Please call after 3pm.')
	})

	test('keyboard only: open, fill and send', async ({ page }) => {
		await signedInHome(page)
		await dismissUpdates(page)
		await pressUntilFocused(page, 'Tab', page.getByRole('link', { name: 'Contact Sales' }))
		await page.keyboard.press('Enter')
		const dialog = page.getByRole('dialog', { name: 'Contact Sales' })
		await expect(dialog).toBeVisible()
		await focusMovesInto(dialog)
		await pressUntilFocused(page, 'Tab', dialog.getByLabel('Number of Users'), 5)
		await page.keyboard.type('60')
		await page.keyboard.press('Tab')
		await expect(dialog.getByLabel('Phone Number')).toBeFocused()
		await page.keyboard.type('555-123-4567')
		await page.keyboard.press('Tab')
		await page.keyboard.type('From the keyboard.')
		await pressUntilFocused(page, 'Tab', dialog.getByRole('button', { name: 'Submit' }), 5)
		await page.keyboard.press('Enter')
		await expect(page.getByTestId('snackbar')).toHaveText('Request sent')
		await expect(page.getByRole('dialog')).toHaveCount(0)
	})
})

test.describe('survey and feedback', () => {
	test('a rating is required; chosen with the keyboard it is sent, thanked, and the survey is done', async ({ page, hydrated }) => {
		await signedInHome(page)
		await page.goto('/home?modal=feedback')
		await hydrated()
		let drawer = page.getByRole('dialog', { name: 'Give Feedback' })
		await expect(drawer).toBeVisible()
		await expect(drawer.getByRole('group', { name: SURVEY_TITLE })).toBeVisible()

		await drawer.getByLabel('Message (Optional)').fill('Clear and quick.')
		await drawer.getByRole('button', { name: 'Submit' }).click()
		drawer = page.getByRole('dialog', { name: 'Give Feedback' })
		await expect(drawer.getByText('Please select a rating')).toBeVisible()
		await expect(drawer.getByLabel('Message (Optional)')).toHaveValue('Clear and quick.')

		// Keyboard only: one tab stop for the rating, arrows choose, Tab on to Submit.
		const first = drawer.getByRole('radio', { name: '1 of 5' })
		await first.focus()
		await page.keyboard.press('Space')
		await expect(first).toBeChecked()
		for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
		await expect(drawer.getByRole('radio', { name: '4 of 5' })).toBeChecked()
		await expect(drawer.getByRole('radio', { name: '4 of 5' })).toBeFocused()
		await pressUntilFocused(page, 'Tab', drawer.getByRole('button', { name: 'Submit' }), 6)
		await page.keyboard.press('Enter')

		if (withJavaScript()) {
			const thanks = page.getByRole('dialog', { name: 'Thank You' })
			await expect(thanks.getByText('Thank you for your feedback!')).toBeVisible()
			// Closes by itself after 1.5 s.
			await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 4000 })
			await expect(page).toHaveURL(/\/home$/)
		} else {
			await expect(page).toHaveURL(/\/home$/)
			await expect(page.getByTestId('snackbar')).toHaveText('Thank you for your feedback!')
		}

		await page.goto('/home?modal=feedback')
		await hydrated()
		drawer = page.getByRole('dialog', { name: 'Give Feedback' })
		await expect(drawer.getByText('You have already answered our latest survey. Thank you!')).toBeVisible()
		await expect(drawer.getByRole('radio')).toHaveCount(0)
		await drawer
			.getByRole(withJavaScript() ? 'button' : 'link', { name: 'Close' })
			.last()
			.click()
		await expect(page).toHaveURL(/\/home$/)
	})
})

test.describe('new version', () => {
	test('the server names its build, uncached', async ({ request }) => {
		const response = await request.get('/resources/build-version')
		expect(response.headers()['cache-control']).toBe('no-store')
		expect((await response.json()).buildTimestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/)
	})

	test('with JavaScript, a different build on the server brings the banner; RELAUNCH reloads', async ({ page }) => {
		test.skip(!withJavaScript(), 'Without JavaScript nothing polls: every page load is the running build.')
		await page.clock.install()
		let build = ''
		await page.route('**/resources/build-version', async (route) => {
			const response = await route.fetch()
			const body = (await response.json()) as { buildTimestamp: string }
			build ||= body.buildTimestamp
			await route.fulfill({ response, json: { buildTimestamp: build } })
		})
		await signedInHome(page)
		await page.clock.runFor(60_000)
		await expect.poll(() => build).not.toBe('')
		await expect(page.getByText('New version is available!')).toHaveCount(0)

		build = '2099-01-01T00:00:00.000Z'
		await page.clock.runFor(60_000)
		await expect(page.getByText('New version is available!')).toBeVisible()
		const reloaded = page.waitForEvent('load')
		await page.getByRole('button', { name: 'RELAUNCH' }).click()
		await reloaded
		await expect(page.getByText('New version is available!')).toHaveCount(0)
	})
})

test.describe('accessibility of the help overlays', () => {
	test.skip(() => !withJavaScript(), 'axe runs as a script in the page')

	/** axe checks the overlay and the Help button only. */
	const OVERLAY_AND_HELP_BUTTON = ['[data-slot="dialog-content"]', '[data-testid="help-button"]']

	test('each overlay, with its messages showing, has no serious accessibility violation', async ({ page, hydrated }) => {
		await signedInHome(page)
		await dismissUpdates(page)
		for (const [modal, name] of [
			['support', 'Contact Support'],
			['contactSales', 'Contact Sales'],
			['feedback', 'Give Feedback'],
		] as const) {
			await page.goto(`/home?modal=${modal}`)
			await hydrated()
			const overlay = page.getByRole('dialog', { name })
			await expect(overlay).toBeVisible()
			// The survey may be answered already (then the drawer says so, and has no form).
			const submit = overlay.getByRole('button', { name: 'Submit' })
			if (await submit.count()) {
				await submit.click()
				await expect(overlay.locator('[data-slot="field-error"]').first()).toBeVisible()
			}
			await expectAccessible(page, OVERLAY_AND_HELP_BUTTON)
		}
	})
})
