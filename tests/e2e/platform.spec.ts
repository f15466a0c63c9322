import { expect, test } from './fixtures.ts'
import { signIn, withJavaScript } from './helpers.ts'

test.describe('platform', () => {
	test('health and readiness probes answer', { tag: '@read-only' }, async ({ request }) => {
		expect((await request.get('/healthz')).ok()).toBe(true)
		const ready = await request.get('/readyz')
		expect(ready.ok()).toBe(true)
		expect(await ready.json()).toEqual({ status: 'ready' })
	})

	test('pages carry the security headers, with a per-request script nonce', { tag: '@read-only' }, async ({ request }) => {
		const first = await request.get('/login')
		const second = await request.get('/login')
		const csp = first.headers()['content-security-policy']
		expect(csp).toContain("object-src 'none'")
		expect(csp).toContain("base-uri 'none'")
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).not.toEqual(second.headers()['content-security-policy'])
		expect(first.headers()['x-content-type-options']).toBe('nosniff')
		expect(first.headers()['referrer-policy']).toBeTruthy()
		expect(first.headers()['strict-transport-security']).toBeTruthy()
	})

	test(
		"a partner's verified domain shows the partner's brand on the sign-in page; other hosts the platform's",
		{ tag: '@read-only' },
		async ({ request, baseURL }) => {
			const port = new URL(baseURL!).port
			const branded = await (await request.get('/login', { headers: { Host: `console.northwind.test:${port}` } })).text()
			expect(branded).toContain('Northwind MSP')
			const unknown = await (await request.get('/login', { headers: { Host: `unknown.example:${port}` } })).text()
			expect(unknown).not.toContain('Northwind MSP')
			expect(unknown).toContain('Admin Console')
		},
	)

	test('the session cookie is httpOnly and SameSite=Lax', async ({ page, context }) => {
		await signIn(page, 'admin@acme.test')
		await expect(page).toHaveURL(/\/home$/)
		const session = (await context.cookies()).find((c) => c.name === '__session')
		expect(session?.httpOnly).toBe(true)
		expect(session?.sameSite).toBe('Lax')
	})
})

test.describe('languages', () => {
	test('choosing Hebrew turns the page right-to-left and the choice is kept', async ({ page, hydrated }) => {
		await page.goto('/login')
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
		// With JavaScript the menu submits on change, once the page has hydrated.
		await hydrated()
		await page.getByLabel('Language').first().selectOption('he')
		if (!withJavaScript()) await page.getByRole('button', { name: 'Language' }).click()
		await expect(page.locator('html')).toHaveAttribute('lang', 'he')
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		await page.reload()
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		// The page now speaks Hebrew: the menu is 'שפה'.
		await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Admin Login')
		await page.getByLabel('שפה').first().selectOption('de')
		if (!withJavaScript()) await page.getByRole('button', { name: 'שפה' }).click()
		await expect(page.locator('html')).toHaveAttribute('lang', 'de')
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
	})

	test('the browser language is used when nothing was chosen', { tag: '@read-only' }, async ({ browser, baseURL }) => {
		const context = await browser.newContext({ locale: 'fr-FR', baseURL, javaScriptEnabled: withJavaScript() })
		const page = await context.newPage()
		await page.goto('/login')
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
		await context.close()
	})
})
