import { type Page } from '@playwright/test'
import { expect, test, waitForHydration, type SignedInAccount } from './fixtures.ts'
import { registerCompany, withJavaScript } from './helpers.ts'

/**
 * The signed-in shell (spec 1 §2, §4, §6, §8; spec 2 §2; spec 3 §6): what each demo account sees in the
 * navigation, the user menu, the top bar and the banners, and the notification popover.
 */

// includeHidden: behind a blocking dialog the shell is still drawn but hidden from assistive technology.
const mainNav = (page: Page, includeHidden = false) => page.getByRole('navigation', { name: 'Main navigation', includeHidden })
const navLink = (page: Page, name: string, includeHidden = false) =>
	mainNav(page, includeHidden).getByRole('link', { name, exact: true, includeHidden })

async function openUserMenu(page: Page) {
	await waitForHydration(page)
	await page.getByTestId('user-menu').click()
	const menu = withJavaScript() ? page.getByRole('menu') : page.getByTestId('user-menu-list')
	await expect(menu).toBeVisible()
	return menu
}

function menuEntry(menu: ReturnType<Page['getByRole']>, label: string) {
	// External entries carry "(opens in a new tab)" in their name.
	return menu.getByRole(withJavaScript() ? 'menuitem' : 'link', { name: new RegExp(`^${label}\\b`) })
}

const USER_MENU = ['My Profile', 'Account Settings', 'Licensing', 'Knowledge Base', 'Learner Login', 'Swag Shop'] as const
const BANNER_IDS = ['banner-verify-email', 'banner-trial-ends', 'banner-trial-expired', 'banner-exceeded-seats', 'company-access-banner']

const COMMON_NAV: Record<string, string> = {
	'Get Started': '/home',
	'All Courses': '/learning/courses',
	'Video Library': '/learning/videos',
	'Fake Or Real': '/fake-or-real',
	Calendar: '/calendar',
	Policies: '/policies',
	'For Developers': '/for-developers',
	'Training Reviews': '/reviews',
	'Phishing simulation': '/phishing-simulation',
	'All Users': '/users/all_users',
	Departments: '/users/departments',
	Groups: '/users/groups',
	'Guides and Resources': '/guides-and-resources',
	Settings: '/settings',
}
const BECOME_PARTNER = { 'Become a Partner': '/become-partner' }
/** The spec's entries whose pages are not built yet (app/lib/built-pages.ts): hidden for every account. */
const NOT_BUILT = ['Dashboard', 'Reports']
/** The phishing exercise v2 flag (spec 3 §6), seeded on for Acme and Globex: their navigation offers it instead of gaming. */
const PHISHING_EXERCISE_V2 = new Set<string>(['admin@acme.test', 'admin@globex.test'])
const gameNav = (email: string): Record<string, string> =>
	PHISHING_EXERCISE_V2.has(email) ? { 'Phishing Exercise': '/phishing-exercise' } : { Gaming: '/gaming' }
const otherGame = (email: string) => (PHISHING_EXERCISE_V2.has(email) ? 'Gaming' : 'Phishing Exercise')

type Account = {
	email: SignedInAccount
	company: string
	/** The company's language when not English: the console starts in it, the pass then picks English. */
	companyLanguage?: { lang: string; getStarted: string }
	/** Navigation entries beyond COMMON_NAV, with their paths. */
	nav: Record<string, string>
	hiddenNav: string[]
	partnership: boolean
	hiddenMenu: (typeof USER_MENU)[number][]
	contactSales: boolean
	/** Banner test id and the text it must show. */
	banners: Record<string, string>
	/** A plan dialog that cannot be closed covers every page. */
	blockedByPlanDialog?: true
}

const NOT_PARTNER = ['Overview', 'Opportunity Forecast', 'My Customers', 'Transactions', 'White Label']

const ACCOUNTS: Account[] = [
	{
		email: 'admin@acme.test',
		company: 'Acme Corp',
		nav: {},
		hiddenNav: [...NOT_PARTNER, 'Become a Partner'],
		partnership: false,
		hiddenMenu: [],
		contactSales: true,
		banners: {},
	},
	{
		email: 'admin@globex.test',
		company: 'Globex',
		companyLanguage: { lang: 'de', getStarted: 'Erste Schritte' },
		nav: {},
		hiddenNav: [...NOT_PARTNER, 'Become a Partner'],
		partnership: false,
		hiddenMenu: [],
		contactSales: true,
		// 300 enabled users on 250 reserved seats.
		banners: { 'banner-exceeded-seats': 'You have exceeded your seats: 300 users for 250 seats, 50 users over.' },
	},
	{
		email: 'admin@initech.test',
		company: 'Initech',
		// Its trial expired without Boost: 'Boost Trial Ended' covers every page (plan.spec.ts).
		blockedByPlanDialog: true,
		nav: {},
		hiddenNav: [...NOT_PARTNER, 'Become a Partner'],
		partnership: false,
		hiddenMenu: [],
		contactSales: true,
		banners: {
			'banner-trial-expired':
				'Your Trial period has expired! The training is suspended due to expired trial period. Please upgrade your plan to keep your learners progress on track.',
		},
	},
	{
		email: 'partner@northwind.test',
		company: 'Northwind MSP',
		nav: {
			...BECOME_PARTNER,
			'White Label': '/settings/white-label',
			// A reseller's portal (spec 2 §2).
			Overview: '/partner-portal/reseller/overview',
			'Opportunity Forecast': '/opportunity-forecast',
			'My Customers': '/partner-portal/reseller/customers',
			Transactions: '/partner-portal/reseller/transactions',
		},
		hiddenNav: [],
		// White Label comes after Settings, so Become a Partner is not second to last.
		partnership: false,
		// A verified custom domain.
		hiddenMenu: ['Knowledge Base', 'Swag Shop'],
		contactSales: true,
		banners: {},
	},
	{
		email: 'support@platform.test',
		company: 'Platform Staff',
		nav: {},
		hiddenNav: [...NOT_PARTNER, 'Become a Partner'],
		partnership: false,
		hiddenMenu: [],
		contactSales: true,
		banners: {},
	},
	{
		email: 'admin@fabrikam.test',
		company: 'Fabrikam',
		nav: BECOME_PARTNER,
		hiddenNav: NOT_PARTNER,
		partnership: true,
		hiddenMenu: [],
		contactSales: false,
		banners: { 'banner-trial-ends': 'Trial ends in 5 days' },
	},
	{
		email: 'admin@contoso.test',
		company: 'Contoso',
		nav: BECOME_PARTNER,
		hiddenNav: NOT_PARTNER,
		partnership: true,
		hiddenMenu: [],
		contactSales: false,
		banners: {},
	},
	{
		email: 'admin@tailspin.test',
		company: 'Tailspin',
		// A sub-reseller: its own customers and transactions, no overview or forecast.
		nav: {
			...BECOME_PARTNER,
			'My Customers': '/partner-portal/subreseller/customers',
			Transactions: '/partner-portal/subreseller/transactions',
		},
		hiddenNav: ['Overview', 'Opportunity Forecast', 'White Label'],
		partnership: true,
		hiddenMenu: [],
		contactSales: false,
		banners: {},
	},
	{
		email: 'admin@wingtip.test',
		company: 'Wingtip',
		nav: BECOME_PARTNER,
		hiddenNav: NOT_PARTNER,
		partnership: true,
		hiddenMenu: [],
		contactSales: false,
		banners: {},
	},
	{
		email: 'admin@coalition.test',
		company: 'Coalition Parent',
		// A partner that is neither reseller nor sub-reseller: My Customers and the transactions pages.
		nav: { ...BECOME_PARTNER, 'My Customers': '/partner-portal/companies', Transactions: '/partner-portal/transactions' },
		hiddenNav: ['Overview', 'Opportunity Forecast', 'White Label'],
		partnership: true,
		hiddenMenu: ['Licensing'],
		contactSales: true,
		banners: {},
	},
	{
		email: 'admin@acronis.test',
		company: 'Acronis Tenant',
		nav: {},
		hiddenNav: [...NOT_PARTNER, 'Become a Partner'],
		partnership: false,
		hiddenMenu: [],
		contactSales: false,
		banners: {},
	},
]

test.describe('shell per demo account', () => {
	for (const account of ACCOUNTS) {
		test.describe(() => {
			test.use({ account: account.email })
			// What each account is shown is the same server HTML with JavaScript off: the no-js project checks
			// one account's shell (its user menu is a disclosure there), the js project every account's.
			const tag = account.email === 'admin@acme.test' ? [] : ['@read-only']
			test(`${account.email} sees its navigation, user menu, top bar and banners`, { tag }, async ({ page }) => {
				// Some forty checks on one page.
				test.slow()
				await page.goto('/home')
				if (account.companyLanguage) {
					await expect(page.locator('html')).toHaveAttribute('lang', account.companyLanguage.lang)
					await expect(page.getByRole('link', { name: account.companyLanguage.getStarted, exact: true }).first()).toHaveAttribute(
						'href',
						'/home',
					)
					// The user's own choice of language comes before the company's.
					await page.request.post('/resources/language', { form: { lng: 'en', redirectTo: '/home' } })
					await page.goto('/home')
					await expect(page.locator('html')).toHaveAttribute('lang', 'en')
				}
				const blocked = account.blockedByPlanDialog === true
				if (blocked) await expect(page.getByRole('dialog', { name: 'Boost Trial Ended' })).toBeVisible()
				const hidden = { includeHidden: blocked }
				await expect(page.getByTestId('company-name')).toHaveText(account.company)

				for (const [name, path] of Object.entries({ ...COMMON_NAV, ...gameNav(account.email), ...account.nav })) {
					await expect(navLink(page, name, blocked), name).toHaveAttribute('href', path)
				}
				for (const name of [...account.hiddenNav, otherGame(account.email), ...NOT_BUILT])
					await expect(navLink(page, name, blocked), name).toHaveCount(0)
				await expect(navLink(page, 'Get Started', blocked)).toHaveAttribute('aria-current', 'page')
				await expect(mainNav(page, blocked).locator('[aria-current="page"]')).toHaveCount(1)
				await expect(navLink(page, 'Partnership', blocked)).toHaveCount(account.partnership ? 1 : 0)
				const legal = page.getByRole('navigation', { name: 'Legal', ...hidden })
				await expect(legal.getByRole('link', { name: 'User Agreement', ...hidden })).toBeVisible()
				await expect(legal.getByRole('link', { name: 'Privacy Policy', ...hidden })).toBeVisible()

				await expect(page.getByRole('banner', hidden).getByRole('link', { name: 'Contact Sales', ...hidden })).toHaveCount(
					account.contactSales ? 1 : 0,
				)

				for (const id of BANNER_IDS) {
					if (account.banners[id]) await expect(page.getByTestId(id)).toContainText(account.banners[id]!)
					else await expect(page.getByTestId(id)).toHaveCount(0)
				}

				// The user menu cannot be reached behind a blocking dialog; plan.spec.ts logs out from it.
				if (blocked) return
				const menu = await openUserMenu(page)
				for (const label of USER_MENU) {
					await expect(menuEntry(menu, label), label).toHaveCount(account.hiddenMenu.includes(label) ? 0 : 1)
				}
				if (!account.hiddenMenu.includes('Licensing')) await expect(menuEntry(menu, 'Licensing')).toHaveAttribute('href', '/licensing')
				await expect(menuEntry(menu, 'My Profile')).toHaveAttribute('href', /^\/user_profile\/usr_/)
				await expect(menu.getByText('Logout', { exact: true })).toBeVisible()
			})
		})
	}

	test.describe(() => {
		test.use({ account: 'partner@northwind.test' })
		test('a partner logged in as Contoso sees the banner and no My Profile or Learner Login', async ({ page }) => {
			await page.goto('/login_as_company?companyId=cmp_contoso')
			await page.getByRole('button', { name: 'Log in as Contoso' }).click()
			await expect(page).toHaveURL(/\/home$/)
			await expect(page.getByTestId('company-name')).toHaveText('Contoso')
			const banner = page.getByTestId('company-access-banner')
			await expect(banner).toContainText('Logged in as Company: Contoso')
			await expect(banner.getByRole('button', { name: 'Back to customers' })).toBeVisible()
			await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Sales' })).toHaveCount(0)
			// Contoso's own navigation, not the partner's.
			await expect(navLink(page, 'My Customers')).toHaveCount(0)

			const menu = await openUserMenu(page)
			await expect(menuEntry(menu, 'Account Settings')).toHaveCount(1)
			await expect(menuEntry(menu, 'My Profile')).toHaveCount(0)
			await expect(menuEntry(menu, 'Learner Login')).toHaveCount(0)
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('Contact Sales opens its dialog from the top bar', async ({ page, hydrated }) => {
			await page.goto('/home')
			await hydrated()
			await page.getByRole('banner').getByRole('link', { name: 'Contact Sales' }).click()
			await expect(page).toHaveURL(/[?&]modal=contactSales/)
		})
	})
})

test.describe('navigation layout', () => {
	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('the navigation folds away and unfolds on a large screen', async ({ page, hydrated }) => {
			await page.goto('/home')
			await hydrated()
			await expect(navLink(page, 'All Users')).toBeVisible()
			await page.getByTestId('nav-fold').click()
			await expect(navLink(page, 'All Users')).toBeHidden()
			if (withJavaScript()) {
				// The choice is kept for the next page load.
				await page.reload()
				await expect(navLink(page, 'All Users')).toBeHidden()
			}
			await page.getByTestId('nav-fold').click()
			await expect(navLink(page, 'All Users')).toBeVisible()
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('a group folds and unfolds on its own', async ({ page, hydrated }) => {
			await page.goto('/home')
			await hydrated()
			await mainNav(page).getByText('Users', { exact: true }).click()
			await expect(navLink(page, 'Departments')).toBeHidden()
			await mainNav(page).getByText('Users', { exact: true }).click()
			await expect(navLink(page, 'Departments')).toBeVisible()
		})
	})

	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('below the large breakpoint the navigation is a drawer', async ({ page }) => {
			await page.setViewportSize({ width: 600, height: 800 })
			await page.goto('/home')
			await expect(navLink(page, 'All Users')).toBeHidden()
			await page.getByRole(withJavaScript() ? 'button' : 'link', { name: 'Open navigation' }).click()
			await expect(navLink(page, 'All Users')).toBeVisible()
			if (withJavaScript()) {
				await page.keyboard.press('Escape')
			} else {
				await expect(page).toHaveURL(/[?&]nav=open/)
				await page.getByRole('link', { name: 'Close navigation' }).click()
			}
			await expect(navLink(page, 'All Users')).toBeHidden()
			// Following a link from the drawer leaves it closed on the next page.
			await page.getByRole(withJavaScript() ? 'button' : 'link', { name: 'Open navigation' }).click()
			await navLink(page, 'Guides and Resources').click()
			await expect(page).toHaveURL(/\/guides-and-resources$/)
			await expect(navLink(page, 'All Users')).toBeHidden()
		})
	})
})

test.describe('keyboard', () => {
	test.describe(() => {
		test.use({ account: 'admin@acme.test' })
		test('Tab reaches the navigation; the user menu and a nav group open from the keyboard', async ({ page, hydrated }) => {
			await page.goto('/home')
			await hydrated()
			let inNav = false
			for (let i = 0; i < 6 && !inNav; i++) {
				await page.keyboard.press('Tab')
				inNav = await page.evaluate(() => !!document.activeElement?.closest('nav[aria-label="Main navigation"]'))
			}
			expect(inNav).toBe(true)

			const trigger = page.getByTestId('user-menu')
			await trigger.focus()
			await page.keyboard.press('Enter')
			const menu = withJavaScript() ? page.getByRole('menu') : page.getByTestId('user-menu-list')
			await expect(menu).toBeVisible()
			if (withJavaScript()) {
				await page.keyboard.press('Escape')
				await expect(menu).toBeHidden()
				await expect(trigger).toBeFocused()
				// The bell opens with Space and closes with Escape. (Other tests may or may not have marked this
				// admin's notifications shown: let a pending auto-open happen, and close it, first.)
				const panel = page.getByTestId('notifications-panel')
				await page.waitForTimeout(2500)
				if (await panel.isVisible()) await page.keyboard.press('Escape')
				await expect(panel).toBeHidden()
				await page.getByTestId('notifications-bell').focus()
				await page.keyboard.press('Space')
				await expect(page.getByRole('heading', { name: 'Updates' })).toBeVisible()
				await page.keyboard.press('Escape')
				await expect(page.getByRole('heading', { name: 'Updates' })).toBeHidden()
			} else {
				// A native disclosure: Space closes it again.
				await page.keyboard.press('Space')
				await expect(menu).toBeHidden()
			}

			const users = mainNav(page).locator('summary', { hasText: 'Users' })
			await users.focus()
			await page.keyboard.press('Enter')
			await expect(navLink(page, 'Departments')).toBeHidden()
			await page.keyboard.press('Space')
			await expect(navLink(page, 'Departments')).toBeVisible()
		})
	})
})

test.describe('notification popover', () => {
	test('unseen notifications: shown, closed (marked shown), and a card leads to its page', async ({ page, hydrated }) => {
		// A registration, a 2 s wait, a reload and three more pages.
		test.slow()
		// A company of its own: its admin has never seen the notifications, whatever other tests did.
		await registerCompany(page, 'shell')
		const panel = page.getByTestId('notifications-panel')
		const bell = page.getByTestId('notifications-bell')
		await expect(bell).toHaveAccessibleName('Updates, new')

		if (withJavaScript()) {
			// Not at once: about 2 s after the page loaded.
			await page.waitForLoadState('load')
			const loaded = Date.now()
			await expect(panel).toBeHidden()
			await expect(panel).toBeVisible({ timeout: 8000 })
			expect(Date.now() - loaded).toBeGreaterThanOrEqual(1500)
			await expect(panel.getByRole('heading', { name: 'Updates' })).toBeVisible()
			await expect(panel.getByTestId('notifications-count')).toHaveText('3 updates')
			await expect(panel.getByText('Phishing Exercise v2 is here')).toBeVisible()
			const marked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/resources/notifications'))
			await page.keyboard.press('Escape')
			await marked
			await expect(panel).toBeHidden()
			await page.reload()
			await page.waitForTimeout(3000)
			await expect(panel).toBeHidden()
		} else {
			await expect(panel).toHaveCount(0)
			await bell.click()
			await expect(page).toHaveURL(/[?&]notifications=open/)
			await expect(panel.getByRole('heading', { name: 'Updates' })).toBeVisible()
			await expect(panel.getByTestId('notifications-count')).toHaveText('3 updates')
			await panel.getByRole('button', { name: 'Close' }).click()
			await expect(page).toHaveURL(/\/home$/)
			await expect(panel).toHaveCount(0)
		}
		await expect(bell).toHaveAccessibleName('Updates')

		// A card: marked viewed (it leaves the list) and its page opens.
		await page.goto('/guides-and-resources')
		await hydrated()
		await bell.click()
		await panel.getByRole('button', { name: 'Watch' }).click()
		await expect(page).toHaveURL(/\/home$/)
		await expect(panel).toBeHidden()
		await bell.click()
		await expect(panel.getByTestId('notifications-count')).toHaveText('2 updates')
		await expect(panel.getByText('New monthly video: Deepfake voice scams')).toHaveCount(0)
		// A pinned card stays after a click.
		await panel.getByRole('button', { name: 'Try it now' }).click()
		// The card's page is the phishing exercise's; a company without the v2 flag plays gaming there (spec 3 §6).
		await expect(page).toHaveURL(/\/gaming\/preview$/)
	})

	test.describe(() => {
		test.use({ account: 'admin@initech.test' })
		test('an expired trial lists its suspended training with the expired-trial text', async ({ page }) => {
			// Closing the popover marks the notices shown for good, and with JavaScript any outside click
			// in another test signed in as Initech closes it; without JavaScript only this panel's own
			// forms do, so the notices are still unseen here. The JavaScript popover is covered by
			// app/components/shell/notifications.test.tsx.
			test.skip(withJavaScript(), 'shared demo data: the notices can be marked shown by another test')
			await page.goto('/home?notifications=open')
			const notice = page.getByTestId('suspended-campaign')
			await expect(notice).toContainText('Annual Security Awareness Training')
			await expect(notice).toContainText('Your Trial period has expired!')
			await expect(notice).toContainText(
				'The training is suspended due to expired trial period. Please upgrade your plan to keep your learners progress on track.',
			)
		})
	})
})
