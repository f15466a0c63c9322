import { describe, expect, test } from 'vitest'
import type { CompanyView, SubscriptionRecord } from '#app/gateway/company.server.ts'
import { isBuiltPage } from '#app/lib/built-pages.ts'
import { companyView } from '#tests/mocks/gateway.ts'
import {
	activeNavPath,
	bannersFor,
	builtNavigation,
	canSeeBecomePartner,
	canSeeContactSales,
	canSeeLicensing,
	canSeeOwnProfile,
	canSeePartnerPortal,
	canSeePartnerTransactions,
	canSeePlatformResources,
	canSeeResellerOverview,
	canSeeStaffSections,
	canSeeWhiteLabel,
	flattenNavigation,
	hasUnseenNotifications,
	isCoalitionParent,
	isConsoleIntegration,
	isDirectCompany,
	isTrialExpiredWithoutBoost,
	navigationFor,
	needsSubscriptionForSeats,
	partnerCustomersPath,
	partnerTransactionsPath,
	seatOverage,
	seatsOf,
	shouldAutoOpenNotifications,
	showsPartnershipButton,
	trainingGameLink,
	trialDaysLeft,
	userMenuFor,
} from './visibility.ts'

const base = companyView()
function company(
	overrides: {
		distribution?: Partial<CompanyView['distribution']>
		features?: Partial<CompanyView['features']>
		subscription?: Partial<CompanyView['subscription']>
		users?: Partial<CompanyView['users']>
		customDomainAdmin?: CompanyView['customDomainAdmin']
	} = {},
): CompanyView {
	return companyView({
		distribution: { ...base.distribution, ...overrides.distribution },
		features: { ...base.features, ...overrides.features },
		subscription: { ...base.subscription, ...overrides.subscription },
		users: { ...base.users, ...overrides.users },
		customDomainAdmin: overrides.customDomainAdmin ?? null,
	})
}

const reseller = company({ distribution: { isPartner: true, customerType: 'RESELLER' } })
const subReseller = company({
	distribution: { isPartner: true, customerType: 'SUBRESELLER', parentCompanyId: 'cmp_northwind' },
})
const oemPartner = company({ distribution: { isPartner: true, customerType: 'OEM' } })
const customer = company({ distribution: { parentCompanyId: 'cmp_northwind', parentCompanyName: 'Northwind MSP' } })
const consoleIntegration = company({ distribution: { integration: 'acronis' } })
const coalitionParent = company({ distribution: { integration: 'coalition' } })
const coalitionMember = company({ distribution: { integration: 'coalition', parentCompanyId: 'cmp_coalition' } })
const verifiedDomain = company({ customDomainAdmin: { domain: 'console.example.test', isVerified: true } })

const ids = (nav: ReturnType<typeof navigationFor>) => flattenNavigation(nav.groups, nav.tail).map((l) => l.id)
const subscription = (reservedSeats: number): SubscriptionRecord => ({
	subscriptionId: 'sub_1',
	periodEnd: null,
	reservedSeats,
	pricePerUserCents: 1500,
	status: 'ACTIVE',
	type: 'PAID',
	trialEndsAt: null,
})

describe('integrations and company kinds', () => {
	test('the console integration is recognised by its integration name', () => {
		expect(isConsoleIntegration(consoleIntegration)).toBe(true)
		expect(isConsoleIntegration(base)).toBe(false)
	})

	test('only the coalition parent itself is a coalition parent, not its members', () => {
		expect(isCoalitionParent(coalitionParent)).toBe(true)
		expect(isCoalitionParent(coalitionMember)).toBe(false)
	})

	test('a company with a parent is not a direct company', () => {
		expect(isDirectCompany(base)).toBe(true)
		expect(isDirectCompany(customer)).toBe(false)
	})
})

describe('navigation', () => {
	test('Users and Reporting are for staff roles only', () => {
		for (const role of ['admin', 'superadmin', 'support']) expect(canSeeStaffSections(role)).toBe(true)
		for (const role of ['msp', 'user', 'guest']) expect(canSeeStaffSections(role)).toBe(false)
		expect(navigationFor({ role: 'msp', company: base }).groups.map((g) => g.id)).not.toContain('users')
		expect(navigationFor({ role: 'msp', company: base }).groups.map((g) => g.id)).not.toContain('phishingSimulation')
		expect(navigationFor({ role: 'admin', company: base }).groups.map((g) => g.id)).toContain('phishingSimulation')
		expect(navigationFor({ role: 'admin', company: base }).groups.map((g) => g.id)).toEqual(expect.arrayContaining(['users', 'reporting']))
	})

	test('an msp admin sees only the training pages their role may open', () => {
		const trainingOf = (role: string) =>
			navigationFor({ role, company: base })
				.groups.find((g) => g.id === 'training')!
				.items.map((i) => i.id)
		expect(trainingOf('admin')).toEqual(expect.arrayContaining(['policies', 'fakeOrReal', 'forDevelopers', 'reviews']))
		const msp = trainingOf('msp')
		for (const staffOnly of ['policies', 'gaming', 'phishingExercise', 'fakeOrReal', 'forDevelopers']) expect(msp).not.toContain(staffOnly)
		expect(msp).toEqual(expect.arrayContaining(['courses', 'videos', 'calendar', 'reviews']))
	})

	test('the Partner Portal group exists only for partners', () => {
		expect(canSeePartnerPortal(reseller)).toBe(true)
		expect(canSeePartnerPortal(customer)).toBe(false)
		expect(navigationFor({ role: 'admin', company: base }).groups[0]!.id).toBe('getStarted')
		expect(navigationFor({ role: 'admin', company: reseller }).groups[0]!.id).toBe('partnerPortal')
	})

	test('non-resellers lose the overview and opportunity-forecast entries', () => {
		expect(canSeeResellerOverview(reseller)).toBe(true)
		expect(canSeeResellerOverview(subReseller)).toBe(false)
		expect(canSeeResellerOverview(oemPartner)).toBe(false)
		expect(ids(navigationFor({ role: 'admin', company: reseller }))).toEqual(expect.arrayContaining(['overview', 'opportunityForecast']))
		expect(ids(navigationFor({ role: 'admin', company: subReseller }))).not.toContain('overview')
		expect(ids(navigationFor({ role: 'admin', company: subReseller }))).not.toContain('opportunityForecast')
	})

	test('resellers and sub-resellers get their own customers and transactions entries, other partners the companies pages', () => {
		expect([partnerCustomersPath(reseller), partnerTransactionsPath(reseller)]).toEqual([
			'/partner-portal/reseller/customers',
			'/partner-portal/reseller/transactions',
		])
		expect([partnerCustomersPath(subReseller), partnerTransactionsPath(subReseller)]).toEqual([
			'/partner-portal/subreseller/customers',
			'/partner-portal/subreseller/transactions',
		])
		expect([partnerCustomersPath(oemPartner), partnerTransactionsPath(oemPartner)]).toEqual([
			'/partner-portal/companies',
			'/partner-portal/transactions',
		])
	})

	test('partner-portal transactions are hidden for the console integration', () => {
		const partner = company({ distribution: { isPartner: true, customerType: 'RESELLER', integration: 'acronis' } })
		expect(canSeePartnerTransactions(partner)).toBe(false)
		expect(canSeePartnerTransactions(reseller)).toBe(true)
		expect(ids(navigationFor({ role: 'admin', company: partner }))).not.toContain('transactions')
		expect(ids(navigationFor({ role: 'admin', company: partner }))).toContain('customers')
	})

	test('White Label shows only with the white-label feature', () => {
		const withWhiteLabel = company({ features: { hasWhiteLabelAccess: true } })
		expect(canSeeWhiteLabel(withWhiteLabel)).toBe(true)
		expect(canSeeWhiteLabel(base)).toBe(false)
		expect(navigationFor({ role: 'admin', company: withWhiteLabel }).tail.map((l) => l.path)).toEqual([
			'/settings',
			'/settings/white-label',
		])
	})

	test('Become a Partner shows for partners and for companies with a parent', () => {
		expect(canSeeBecomePartner(reseller)).toBe(true)
		expect(canSeeBecomePartner(customer)).toBe(true)
		expect(canSeeBecomePartner(base)).toBe(false)
		expect(ids(navigationFor({ role: 'admin', company: base }))).not.toContain('becomePartner')
	})

	test('the Partnership button shows only when the second-to-last entry is the become-partner link', () => {
		expect(
			showsPartnershipButton([
				{ id: 'becomePartner', path: '/become-partner' },
				{ id: 'settings', path: '/settings' },
			]),
		).toBe(true)
		expect(
			showsPartnershipButton([
				{ id: 'settings', path: '/settings' },
				{ id: 'becomePartner', path: '/become-partner' },
			]),
		).toBe(false)
		// A customer: …, Become a Partner, Settings.
		expect(navigationFor({ role: 'admin', company: customer }).showPartnershipButton).toBe(true)
		// A white-label partner: …, Become a Partner, Settings, White Label.
		const whiteLabelPartner = company({
			distribution: { isPartner: true, customerType: 'RESELLER' },
			features: { hasWhiteLabelAccess: true },
		})
		expect(navigationFor({ role: 'admin', company: whiteLabelPartner }).showPartnershipButton).toBe(false)
		expect(navigationFor({ role: 'admin', company: base }).showPartnershipButton).toBe(false)
	})

	test('the phishing exercise v2 flag decides between gaming and phishing exercise, never a page not built', () => {
		expect(trainingGameLink(company({ features: { isPhishingExerciseV2Enabled: true } }))).toEqual({
			id: 'phishingExercise',
			path: '/phishing-exercise',
		})
		expect(trainingGameLink(base)).toEqual({ id: 'gaming', path: '/gaming' })
		for (const flag of [true, false]) {
			expect(isBuiltPage(trainingGameLink(company({ features: { isPhishingExerciseV2Enabled: flag } })).path)).toBe(true)
		}
	})

	test('every entry points at its final path', () => {
		const nav = navigationFor({ role: 'admin', company: reseller })
		expect(flattenNavigation(nav.groups, nav.tail).map((l) => l.path)).toEqual([
			'/partner-portal/reseller/overview',
			'/opportunity-forecast',
			'/partner-portal/reseller/customers',
			'/partner-portal/reseller/transactions',
			'/home',
			'/learning/courses',
			'/learning/videos',
			'/calendar',
			'/policies',
			'/gaming',
			'/fake-or-real',
			'/for-developers',
			'/reviews',
			'/phishing-simulation',
			'/users/all_users',
			'/users/departments',
			'/users/groups',
			'/dashboard',
			'/reports',
			'/guides-and-resources',
			'/become-partner',
			'/settings',
		])
	})

	test('the navigation as drawn leaves out pages not built yet, and groups left empty', () => {
		const nav = builtNavigation(navigationFor({ role: 'admin', company: customer }))
		expect(nav.groups.map((g) => g.id)).toEqual(['getStarted', 'training', 'phishingSimulation', 'users', 'guides', 'becomePartner'])
		// Every training page is built (a company without the phishing exercise v2 flag has gaming).
		expect(nav.groups.find((g) => g.id === 'training')?.items.map((i) => i.id)).toEqual([
			'courses',
			'videos',
			'calendar',
			'policies',
			'gaming',
			'fakeOrReal',
			'forDevelopers',
			'reviews',
		])
		expect(flattenNavigation(nav.groups, nav.tail).every((l) => isBuiltPage(l.path))).toBe(true)
		// …, Become a Partner, Settings: the Partnership button still follows the rule on what is drawn.
		expect(nav.showPartnershipButton).toBe(true)
	})

	test('the current page is the entry with the longest matching path', () => {
		const paths = ['/settings', '/settings/white-label', '/home']
		expect(activeNavPath('/settings/white-label', paths)).toBe('/settings/white-label')
		expect(activeNavPath('/settings/general', paths)).toBe('/settings')
		expect(activeNavPath('/homework', paths)).toBe(null)
		// A course page is under All Courses.
		expect(activeNavPath('/courses/crs_gdpr/preview', ['/home', '/learning/courses'])).toBe('/learning/courses')
	})
})

describe('user menu and top bar', () => {
	test('My Profile and Learner Login are hidden when logged in as a customer company', () => {
		expect(canSeeOwnProfile(true)).toBe(false)
		expect(userMenuFor({ company: base, loggedInAsCompany: false })).toEqual([
			'myProfile',
			'accountSettings',
			'licensing',
			'knowledgeBase',
			'learnerLogin',
			'swagShop',
		])
		expect(userMenuFor({ company: base, loggedInAsCompany: true })).toEqual(['accountSettings', 'licensing', 'knowledgeBase', 'swagShop'])
	})

	test('Knowledge Base and Swag Shop are hidden for admins with a verified custom domain', () => {
		expect(canSeePlatformResources(verifiedDomain)).toBe(false)
		expect(canSeePlatformResources(company({ customDomainAdmin: { domain: 'x.test', isVerified: false } }))).toBe(true)
		expect(userMenuFor({ company: verifiedDomain, loggedInAsCompany: false })).toEqual([
			'myProfile',
			'accountSettings',
			'licensing',
			'learnerLogin',
		])
	})

	test('Licensing is hidden for coalition parent companies only', () => {
		expect(canSeeLicensing(coalitionParent)).toBe(false)
		expect(canSeeLicensing(coalitionMember)).toBe(true)
		expect(userMenuFor({ company: coalitionParent, loggedInAsCompany: false })).not.toContain('licensing')
	})

	test("Contact Sales is hidden for the console integration, sub-resellers and a reseller's customers", () => {
		expect(canSeeContactSales(base)).toBe(true)
		expect(canSeeContactSales(reseller)).toBe(true)
		expect(canSeeContactSales(consoleIntegration)).toBe(false)
		expect(canSeeContactSales(subReseller)).toBe(false)
		expect(canSeeContactSales(customer)).toBe(false)
	})
})

describe('banners', () => {
	const now = new Date('2026-03-10T12:00:00.000Z')
	const facts = { emailVerified: true, company: base, companyAccess: null, lastSubscription: null, now }

	test('a user whose email is not verified sees the verify-email banner', () => {
		expect(bannersFor({ ...facts, emailVerified: false })).toEqual([{ kind: 'verifyEmail' }])
		expect(bannersFor(facts)).toEqual([])
	})

	test('an active trial shows the days left until its end', () => {
		expect(trialDaysLeft('2026-03-15T12:00:00.000Z', now)).toBe(5)
		expect(trialDaysLeft('2026-03-10T13:00:00.000Z', now)).toBe(1)
		expect(trialDaysLeft('2026-03-01T00:00:00.000Z', now)).toBe(0)
		const trial = company({
			subscription: { hasBoost: true, trial: { status: 'active', modal: false, endsAt: '2026-03-15T12:00:00.000Z' } },
		})
		expect(bannersFor({ ...facts, company: trial })).toEqual([{ kind: 'trialEnds', days: 5 }])
	})

	test('an expired trial without Boost shows the expired banner; with Boost it does not', () => {
		const expired = company({
			subscription: { trial: { status: 'expired', modal: true, endsAt: '2026-03-01T00:00:00.000Z' } },
		})
		expect(isTrialExpiredWithoutBoost(expired)).toBe(true)
		expect(bannersFor({ ...facts, company: expired })).toEqual([{ kind: 'trialExpired' }])
		const boosted = company({
			subscription: { hasBoost: true, trial: { status: 'expired', modal: false, endsAt: '2026-03-01T00:00:00.000Z' } },
		})
		expect(bannersFor({ ...facts, company: boosted, lastSubscription: subscription(250) })).toEqual([])
	})

	test('a direct company more than 25 users over its seats sees how many users over; seats are the subscription when boosted, else 25', () => {
		const free = (enabled: number) => company({ users: { enabled, total: enabled } })
		expect(seatsOf(free(40), null)).toBe(25)
		expect(seatOverage(free(50), null)).toBeNull()
		expect(seatOverage(free(51), null)).toEqual({ over: 26, seats: 25, users: 51 })
		const boosted = company({ subscription: { hasBoost: true }, users: { enabled: 300, total: 300 } })
		expect(needsSubscriptionForSeats(boosted)).toBe(true)
		expect(seatOverage(boosted, subscription(250))).toEqual({ over: 50, seats: 250, users: 300 })
		expect(seatOverage(boosted, subscription(280))).toBeNull()
		expect(bannersFor({ ...facts, company: boosted, lastSubscription: subscription(250) })).toEqual([
			{ kind: 'exceededSeats', over: 50, seats: 250, users: 300 },
		])
	})

	test('a company managed by a provider never sees the overage banner', () => {
		const managed = company({ distribution: { parentCompanyId: 'cmp_northwind' }, users: { enabled: 400, total: 400 } })
		expect(needsSubscriptionForSeats(managed)).toBe(false)
		expect(seatOverage(managed, null)).toBeNull()
	})

	test('a partner logged in as a company sees the logged-in-as banner first', () => {
		expect(bannersFor({ ...facts, companyAccess: { companyName: 'Contoso' } })).toEqual([
			{ kind: 'loggedInAsCompany', companyName: 'Contoso' },
		])
	})
})

describe('notification popover', () => {
	const seen = {
		notificationsShown: true,
		suspendedCampaignsNotificationShown: true,
		notificationCount: 3,
		suspendedCampaignCount: 2,
		blockingDialogOpen: false,
	}

	test('it auto-opens for unseen notifications', () => {
		expect(shouldAutoOpenNotifications({ ...seen, notificationsShown: false })).toBe(true)
		expect(shouldAutoOpenNotifications(seen)).toBe(false)
	})

	test('it auto-opens for unseen suspended-campaign notices only when there are some', () => {
		expect(shouldAutoOpenNotifications({ ...seen, suspendedCampaignsNotificationShown: false })).toBe(true)
		expect(shouldAutoOpenNotifications({ ...seen, suspendedCampaignsNotificationShown: false, suspendedCampaignCount: 0 })).toBe(false)
	})

	test('an empty list is nothing unseen', () => {
		expect(hasUnseenNotifications({ ...seen, notificationsShown: false, notificationCount: 0 })).toBe(false)
	})

	test('it waits while a blocking dialog is open', () => {
		expect(shouldAutoOpenNotifications({ ...seen, notificationsShown: false, blockingDialogOpen: true })).toBe(false)
	})
})
