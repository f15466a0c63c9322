import { expect, test } from './fixtures.ts'
import { dismissUpdates, registerCompany, withJavaScript } from './helpers.ts'

// A freshly registered company (never a demo account: other specs sign in as those in parallel).
test.describe('Email Reminders settings', () => {
	test('the rules of spec 1 §5, then a saved schedule that a reload shows', async ({ page, hydrated }) => {
		test.setTimeout(150_000)
		await registerCompany(page, 'reminders')
		await page.goto('/settings/general')
		await page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', { name: 'Email Reminders' }).click()
		await expect(page).toHaveURL(/\/settings\/email-reminders$/)
		await hydrated()
		await dismissUpdates(page)

		await expect(page.getByRole('heading', { level: 2, name: 'Email Reminders' })).toBeVisible()
		await expect(page.getByTestId('reminders-schedule')).toHaveText('Automatic reminders are off.')
		const enabled = page.getByRole('switch', { name: 'Send automatic reminders' })
		await expect(enabled).not.toBeChecked()
		await expect(page.getByLabel('Video training')).toBeChecked()
		await expect(page.getByLabel('Subject')).toHaveValue('You have outstanding training tasks')

		// No category and no subject: both refused, what was typed stays.
		await page.getByLabel('Video training').uncheck()
		await page.getByLabel('Subject').fill('')
		await page.getByLabel('Message (Optional)').fill('Ten minutes a week keeps the phishers away.')
		// With JavaScript, the browser's own validation (loaded on first use) answers this submit.
		await hydrated()
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('At least one value must be selected')).toBeVisible()
		await expect(page.getByText('Please add subject.')).toBeVisible()
		await expect(page.getByLabel('Message (Optional)')).toHaveValue('Ten minutes a week keeps the phishers away.')
		await expect(page.getByLabel('Video training')).not.toBeChecked()

		await enabled.check()
		await page.getByLabel('How often').selectOption({ label: 'Every two weeks' })
		await page.getByLabel('On', { exact: true }).selectOption({ label: 'Wednesday' })
		await page.getByLabel('Policies').check()
		await page.getByLabel('Gaming').check()
		await page.getByLabel('Subject').fill('Finish your training')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('Settings successfully updated!')).toBeVisible()
		await expect(page.getByTestId('reminders-schedule')).toHaveText(/^Next reminders: [A-Z][a-z]{2} \d{2}, \d{4}\.$/)

		await page.reload()
		await expect(enabled).toBeChecked()
		await expect(page.getByLabel('How often')).toHaveValue('biweekly')
		await expect(page.getByLabel('On', { exact: true })).toHaveValue('3')
		await expect(page.getByLabel('Video training')).not.toBeChecked()
		await expect(page.getByLabel('Policies')).toBeChecked()
		await expect(page.getByLabel('Gaming')).toBeChecked()
		await expect(page.getByLabel('Calendar videos')).not.toBeChecked()
		await expect(page.getByLabel('Subject')).toHaveValue('Finish your training')
		await expect(page.getByLabel('Message (Optional)')).toHaveValue('Ten minutes a week keeps the phishers away.')

		// Turned off again: the schedule says so.
		await enabled.uncheck()
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('Settings successfully updated!')).toBeVisible()
		await expect(page.getByTestId('reminders-schedule')).toHaveText('Automatic reminders are off.')
	})
})

test.describe('Email Reminders: one press of Save', () => {
	test.use({ account: 'admin@acme.test' })
	// Nothing is saved: the demo account is only read.
	test('leaving the emptied subject for Save shows both messages at once', async ({ page, hydrated }) => {
		await page.goto('/settings/email-reminders')
		if (withJavaScript()) await hydrated()
		await dismissUpdates(page)
		for (const category of ['Video training', 'Gaming', 'Policies', 'Calendar videos']) await page.getByLabel(category).uncheck()
		// The focus stays in Subject: the press on Save is what leaves it.
		await page.getByLabel('Subject').fill('')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('Please add subject.')).toBeVisible()
		await expect(page.getByText('At least one value must be selected')).toBeVisible()
	})
})
