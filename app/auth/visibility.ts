/**
 * Who sees what (spec 1 §6, spec 2 §2 and §6): pure predicates over the signed-in
 * company and user, shared by the navigation, menus, banners and pages.
 * Each rule has a unit test in visibility.test.ts.
 */
import type { CompanyView, SubscriptionRecord } from '#app/gateway/company.server.ts'
import { isBuiltPage } from '#app/lib/built-pages.ts'
import { trainingGameOf } from '#app/routes/gaming/game-switch.ts'
import { isInGroup } from './roles.ts'

/** The two integrations spec 1 §6 treats specially. */
export const INTEGRATION = {
	/** The console integration (its failure page is /sso_fail/acronis). */
	console: 'acronis',
	/** The named parent company whose customers form a coalition. */
	coalition: 'coalition',
} as const

type CompanyFacts = Pick<CompanyView, 'distribution' | 'customDomainAdmin'>

export function isConsoleIntegration(company: Pick<CompanyView, 'distribution'>): boolean {
	return company.distribution.integration === INTEGRATION.console
}

/** The coalition's parent company itself (not its members). */
export function isCoalitionParent(company: Pick<CompanyView, 'distribution'>): boolean {
	return company.distribution.integration === INTEGRATION.coalition && !company.distribution.parentCompanyId
}

/** An admin of a company whose admin custom domain is verified (white-label admins). */
export function hasVerifiedCustomDomain(company: Pick<CompanyFacts, 'customDomainAdmin'>): boolean {
	return company.customDomainAdmin?.isVerified === true
}

/** Direct (non-reseller) companies buy their own seats; a parent company means a provider manages them. */
export function isDirectCompany(company: Pick<CompanyView, 'distribution'>): boolean {
	return !company.distribution.parentCompanyId
}

export function isReseller(company: Pick<CompanyView, 'distribution'>): boolean {
	return company.distribution.customerType === 'RESELLER'
}

export function isSubReseller(company: Pick<CompanyView, 'distribution'>): boolean {
	return company.distribution.customerType === 'SUBRESELLER'
}

// ---------------------------------------------------------------------------------------------
// Navigation (spec 1 §2 "Left side navigation", §6; spec 2 §2 "Partner portal"; spec 3 §6)

/** What the shell rules read about the company. */
export type ShellCompany = Pick<CompanyView, 'distribution' | 'features' | 'customDomainAdmin' | 'subscription' | 'users'>

/** The final paths of the spec's route tree that the shell links to. */
export const SHELL_PATH = {
	home: '/home',
	courses: '/learning/courses',
	videos: '/learning/videos',
	calendar: '/calendar',
	policies: '/policies',
	gaming: '/gaming',
	phishingExercise: '/phishing-exercise',
	fakeOrReal: '/fake-or-real',
	forDevelopers: '/for-developers',
	reviews: '/reviews',
	phishingSimulation: '/phishing-simulation',
	allUsers: '/users/all_users',
	departments: '/users/departments',
	groups: '/users/groups',
	dashboard: '/dashboard',
	reports: '/reports',
	guides: '/guides-and-resources',
	becomePartner: '/become-partner',
	settings: '/settings',
	whiteLabel: '/settings/white-label',
	licensing: '/licensing',
	resellerOverview: '/partner-portal/reseller/overview',
	opportunityForecast: '/opportunity-forecast',
	resellerCustomers: '/partner-portal/reseller/customers',
	subResellerCustomers: '/partner-portal/subreseller/customers',
	partnerCustomers: '/partner-portal/companies',
	resellerTransactions: '/partner-portal/reseller/transactions',
	subResellerTransactions: '/partner-portal/subreseller/transactions',
	partnerTransactions: '/partner-portal/transactions',
} as const

export type NavItemId =
	| 'overview'
	| 'opportunityForecast'
	| 'customers'
	| 'transactions'
	| 'getStarted'
	| 'courses'
	| 'videos'
	| 'calendar'
	| 'policies'
	| 'gaming'
	| 'phishingExercise'
	| 'fakeOrReal'
	| 'forDevelopers'
	| 'reviews'
	| 'phishingSimulation'
	| 'allUsers'
	| 'departments'
	| 'groups'
	| 'dashboard'
	| 'reports'
	| 'guides'
	| 'becomePartner'
	| 'settings'
	| 'whiteLabel'

export type NavGroupId =
	'partnerPortal' | 'getStarted' | 'training' | 'phishingSimulation' | 'users' | 'reporting' | 'guides' | 'becomePartner'

/** One link; its label is the i18n key `shell:nav.items.<id>`. */
export type NavLink = { id: NavItemId; path: string }

/**
 * A group of the admin tree. A group with one link and no children is drawn as that link
 * (Get Started, Phishing simulation, Guides and Resources, Become a Partner); its label is
 * `shell:nav.groups.<id>`.
 */
export type NavGroup = { id: NavGroupId; items: NavLink[]; link?: NavLink }

export type Navigation = {
	groups: NavGroup[]
	/** The entries under the tree: Settings, then White Label. */
	tail: NavLink[]
	showPartnershipButton: boolean
}

export type NavFacts = { role: string; company: ShellCompany }

/**
 * Training pages whose routes admit only staff (their loaders ask for ROLE_GROUPS.staff: they assign
 * training to the company's learners): a partner's msp admin does not see them, rather than a 403.
 */
const STAFF_ONLY_TRAINING: ReadonlySet<NavItemId> = new Set(['policies', 'gaming', 'phishingExercise', 'fakeOrReal', 'forDevelopers'])

/** Users and Reporting are for staff (admin, superadmin, support). */
export function canSeeStaffSections(role: string): boolean {
	return isInGroup(role, 'staff')
}

/** The Partner Portal group exists only for partners. */
export function canSeePartnerPortal(company: Pick<CompanyView, 'distribution'>): boolean {
	return company.distribution.isPartner
}

/** Non-resellers lose the overview and opportunity-forecast entries (spec 2 §2). */
export function canSeeResellerOverview(company: Pick<CompanyView, 'distribution'>): boolean {
	return isReseller(company)
}

/** Resellers and sub-resellers get their own customers pages; other partners the companies list. */
export function partnerCustomersPath(company: Pick<CompanyView, 'distribution'>): string {
	if (isReseller(company)) return SHELL_PATH.resellerCustomers
	if (isSubReseller(company)) return SHELL_PATH.subResellerCustomers
	return SHELL_PATH.partnerCustomers
}

export function partnerTransactionsPath(company: Pick<CompanyView, 'distribution'>): string {
	if (isReseller(company)) return SHELL_PATH.resellerTransactions
	if (isSubReseller(company)) return SHELL_PATH.subResellerTransactions
	return SHELL_PATH.partnerTransactions
}

/** Partner-portal transactions are hidden for the console integration (spec 1 §6, spec 2 §6). */
export function canSeePartnerTransactions(company: Pick<CompanyView, 'distribution'>): boolean {
	return !isConsoleIntegration(company)
}

/** White Label settings only with the white-label feature. */
export function canSeeWhiteLabel(company: Pick<CompanyView, 'features'>): boolean {
	return company.features.hasWhiteLabelAccess
}

/** Become a Partner: partners, and companies with a parent (spec 2 §2). */
export function canSeeBecomePartner(company: Pick<CompanyView, 'distribution'>): boolean {
	return company.distribution.isPartner || !!company.distribution.parentCompanyId
}

/** The phishing exercise v2 flag decides whether the navigation shows gaming or phishing exercise (spec 3 §6). */
export function trainingGameLink(company: Pick<CompanyView, 'features'>): NavLink {
	// Spec 3 §6, in app/routes/gaming/game-switch.ts: a v2 company keeps gaming until the phishing exercise is built.
	return trainingGameOf(company.features.isPhishingExerciseV2Enabled) === 'phishingExercise'
		? { id: 'phishingExercise', path: SHELL_PATH.phishingExercise }
		: { id: 'gaming', path: SHELL_PATH.gaming }
}

/** The visible entries in the order they are drawn, single-link groups as their link. */
export function flattenNavigation(groups: NavGroup[], tail: NavLink[]): NavLink[] {
	return [...groups.flatMap((g) => (g.link ? [g.link] : g.items)), ...tail]
}

/** The Partnership button shows only when the second-to-last visible entry is the become-partner link. */
export function showsPartnershipButton(entries: NavLink[]): boolean {
	return entries.at(-2)?.id === 'becomePartner'
}

export function navigationFor({ role, company }: NavFacts): Navigation {
	const groups: NavGroup[] = []
	if (canSeePartnerPortal(company)) {
		const items: NavLink[] = []
		if (canSeeResellerOverview(company)) {
			items.push({ id: 'overview', path: SHELL_PATH.resellerOverview }, { id: 'opportunityForecast', path: SHELL_PATH.opportunityForecast })
		}
		items.push({ id: 'customers', path: partnerCustomersPath(company) })
		if (canSeePartnerTransactions(company)) items.push({ id: 'transactions', path: partnerTransactionsPath(company) })
		groups.push({ id: 'partnerPortal', items })
	}
	groups.push({ id: 'getStarted', items: [], link: { id: 'getStarted', path: SHELL_PATH.home } })
	const trainingItems: NavLink[] = [
		{ id: 'courses', path: SHELL_PATH.courses },
		{ id: 'videos', path: SHELL_PATH.videos },
		{ id: 'calendar', path: SHELL_PATH.calendar },
		{ id: 'policies', path: SHELL_PATH.policies },
		trainingGameLink(company),
		{ id: 'fakeOrReal', path: SHELL_PATH.fakeOrReal },
		{ id: 'forDevelopers', path: SHELL_PATH.forDevelopers },
		{ id: 'reviews', path: SHELL_PATH.reviews },
	]
	groups.push({ id: 'training', items: trainingItems.filter((item) => canSeeStaffSections(role) || !STAFF_ONLY_TRAINING.has(item.id)) })
	if (canSeeStaffSections(role)) {
		// The phishing simulation's routes admit the staff roles as the phishing exercise's (spec 3 §6).
		groups.push({
			id: 'phishingSimulation',
			items: [],
			link: { id: 'phishingSimulation', path: SHELL_PATH.phishingSimulation },
		})
		groups.push({
			id: 'users',
			items: [
				{ id: 'allUsers', path: SHELL_PATH.allUsers },
				{ id: 'departments', path: SHELL_PATH.departments },
				{ id: 'groups', path: SHELL_PATH.groups },
			],
		})
		groups.push({
			id: 'reporting',
			items: [
				{ id: 'dashboard', path: SHELL_PATH.dashboard },
				{ id: 'reports', path: SHELL_PATH.reports },
			],
		})
	}
	groups.push({ id: 'guides', items: [], link: { id: 'guides', path: SHELL_PATH.guides } })
	if (canSeeBecomePartner(company)) {
		groups.push({ id: 'becomePartner', items: [], link: { id: 'becomePartner', path: SHELL_PATH.becomePartner } })
	}
	const tail: NavLink[] = [{ id: 'settings', path: SHELL_PATH.settings }]
	if (canSeeWhiteLabel(company)) tail.push({ id: 'whiteLabel', path: SHELL_PATH.whiteLabel })
	return { groups, tail, showPartnershipButton: showsPartnershipButton(flattenNavigation(groups, tail)) }
}

/**
 * The navigation as drawn: entries whose page is not built yet are left out (a group with none left
 * goes too), so no link leads to a 404; `navigationFor` stays the spec's rules.
 */
export function builtNavigation(navigation: Navigation): Navigation {
	const groups = navigation.groups
		.map((group) => ({ ...group, items: group.items.filter((item) => isBuiltPage(item.path)) }))
		.filter((group) => (group.link ? isBuiltPage(group.link.path) : group.items.length > 0))
	const tail = navigation.tail.filter((item) => isBuiltPage(item.path))
	return { groups, tail, showPartnershipButton: showsPartnershipButton(flattenNavigation(groups, tail)) }
}

/** Pages that live outside their entry's path: a course page belongs to All Courses. */
const NAV_PATH_OF_AREA: ReadonlyArray<[prefix: string, navPath: string]> = [['/courses/', SHELL_PATH.courses]]

/** The entry a path belongs to (the longest matching prefix), for aria-current. */
export function activeNavPath(pathname: string, paths: readonly string[]): string | null {
	const area = NAV_PATH_OF_AREA.find(([prefix]) => pathname.startsWith(prefix))
	if (area && paths.includes(area[1])) return area[1]
	let best: string | null = null
	for (const path of paths) {
		if ((pathname === path || pathname.startsWith(`${path}/`)) && (!best || path.length > best.length)) best = path
	}
	return best
}

// ---------------------------------------------------------------------------------------------
// User menu and top bar (spec 1 §2 "User menu", §6)

export type UserMenuItemId = 'myProfile' | 'accountSettings' | 'licensing' | 'knowledgeBase' | 'learnerLogin' | 'swagShop'

/** My Profile and Learner Login are hidden while a partner is logged in as a customer company. */
export function canSeeOwnProfile(loggedInAsCompany: boolean): boolean {
	return !loggedInAsCompany
}

/** Knowledge Base and Swag Shop are hidden for admins with a verified custom domain. */
export function canSeePlatformResources(company: Pick<CompanyView, 'customDomainAdmin'>): boolean {
	return !hasVerifiedCustomDomain(company)
}

/** Licensing is hidden for coalition parent companies. */
export function canSeeLicensing(company: Pick<CompanyView, 'distribution'>): boolean {
	return !isCoalitionParent(company)
}

/**
 * Contact Sales is hidden for the console integration, for sub-resellers, and — the reseller case
 * chosen here — for a reseller's customers (a company with a parent): their licences come from
 * their provider, whom they must contact instead (spec 1 §6 "Licensing is managed by your provider").
 */
export function canSeeContactSales(company: Pick<CompanyView, 'distribution'>): boolean {
	return !isConsoleIntegration(company) && !isSubReseller(company) && isDirectCompany(company)
}

/** The user menu's entries above Logout, in the spec's order (Logout is always there). */
export function userMenuFor(facts: { company: ShellCompany; loggedInAsCompany: boolean }): UserMenuItemId[] {
	const { company, loggedInAsCompany } = facts
	const items: UserMenuItemId[] = []
	if (canSeeOwnProfile(loggedInAsCompany)) items.push('myProfile')
	items.push('accountSettings')
	if (canSeeLicensing(company)) items.push('licensing')
	if (canSeePlatformResources(company)) items.push('knowledgeBase')
	if (canSeeOwnProfile(loggedInAsCompany)) items.push('learnerLogin')
	if (canSeePlatformResources(company)) items.push('swagShop')
	return items
}

// ---------------------------------------------------------------------------------------------
// Banners (spec 1 §8 "Banners", §6 overage, §9 not-boosted cap)

/** Users not on Boost: cap 25 (spec 1 §9). */
export const NOT_BOOSTED_SEAT_CAP = 25
/** The overage banner shows past this many users over the seats (spec 1 §6). */
export const SEAT_OVERAGE_TOLERANCE = 25

const DAY_MS = 24 * 60 * 60 * 1000

export type Banner =
	| { kind: 'loggedInAsCompany'; companyName: string }
	| { kind: 'verifyEmail' }
	| { kind: 'trialEnds'; days: number }
	| { kind: 'trialExpired' }
	| { kind: 'exceededSeats'; over: number; seats: number; users: number }

export function isTrialActive(company: Pick<CompanyView, 'subscription'>): boolean {
	const { status } = company.subscription.trial
	return status === 'active' || status === 'trialing'
}

/** Whole days left until the trial ends (a part day counts as one), never below 0. */
export function trialDaysLeft(endsAt: string, now: Date): number {
	return Math.max(0, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / DAY_MS))
}

/** Expired with no Boost: the expired banner, and training is suspended (spec 1 §4 "Trial"). */
export function isTrialExpiredWithoutBoost(company: Pick<CompanyView, 'subscription'>): boolean {
	return company.subscription.trial.status === 'expired' && !company.subscription.hasBoost
}

/** The seat count needs the subscription records only for a boosted direct company. */
export function needsSubscriptionForSeats(company: Pick<CompanyView, 'distribution' | 'subscription'>): boolean {
	return isDirectCompany(company) && company.subscription.hasBoost
}

/** Seats: the last subscription's reserved seats when boosted, otherwise the not-boosted cap. */
export function seatsOf(company: Pick<CompanyView, 'subscription'>, lastSubscription: SubscriptionRecord | null | undefined): number {
	if (company.subscription.hasBoost) return lastSubscription?.reservedSeats ?? NOT_BOOSTED_SEAT_CAP
	return NOT_BOOSTED_SEAT_CAP
}

/**
 * The overage banner: direct companies whose enabled users exceed the seats by more than 25.
 * Returns how many users over the seats, or null when no banner shows.
 */
export function seatOverage(
	company: Pick<CompanyView, 'distribution' | 'subscription' | 'users'>,
	lastSubscription: SubscriptionRecord | null | undefined,
): { over: number; seats: number; users: number } | null {
	if (!isDirectCompany(company)) return null
	const seats = seatsOf(company, lastSubscription)
	const over = company.users.enabled - seats
	return over > SEAT_OVERAGE_TOLERANCE ? { over, seats, users: company.users.enabled } : null
}

export type BannerFacts = {
	emailVerified: boolean
	company: ShellCompany
	companyAccess: { companyName: string } | null
	/** The last subscription record (read only when needsSubscriptionForSeats). */
	lastSubscription: SubscriptionRecord | null
	now: Date
}

export function bannersFor({ emailVerified, company, companyAccess, lastSubscription, now }: BannerFacts): Banner[] {
	const banners: Banner[] = []
	if (companyAccess) banners.push({ kind: 'loggedInAsCompany', companyName: companyAccess.companyName })
	if (!emailVerified) banners.push({ kind: 'verifyEmail' })
	if (isTrialActive(company) && company.subscription.trial.endsAt) {
		banners.push({ kind: 'trialEnds', days: trialDaysLeft(company.subscription.trial.endsAt, now) })
	}
	if (isTrialExpiredWithoutBoost(company)) banners.push({ kind: 'trialExpired' })
	const overage = seatOverage(company, lastSubscription)
	if (overage) banners.push({ kind: 'exceededSeats', ...overage })
	return banners
}

// ---------------------------------------------------------------------------------------------
// Notification popover (spec 1 §4 "Notifications", §9)

/** The popover opens by itself this long after the page loads. */
export const NOTIFICATIONS_AUTO_OPEN_MS = 2000

export type AutoOpenFacts = {
	notificationsShown: boolean
	suspendedCampaignsNotificationShown: boolean
	notificationCount: number
	suspendedCampaignCount: number
	/** A dialog that must be dealt with first is open (the policy dialog, or one the URL opened). */
	blockingDialogOpen: boolean
}

/** There is something the user has not seen yet. */
export function hasUnseenNotifications(facts: Omit<AutoOpenFacts, 'blockingDialogOpen'>): boolean {
	return (
		(!facts.notificationsShown && facts.notificationCount > 0) ||
		(!facts.suspendedCampaignsNotificationShown && facts.suspendedCampaignCount > 0)
	)
}

/** Auto-open after 2 s: unseen notifications or unseen suspended-campaign notices, and no blocking dialog. */
export function shouldAutoOpenNotifications(facts: AutoOpenFacts): boolean {
	return !facts.blockingDialogOpen && hasUnseenNotifications(facts)
}

/** The settings pages (spec 1 §2) in tab order; White Label only with the feature. */
export const SETTINGS_TABS = ['general', 'email-reminders', 'single-sign-on', 'white-label', 'integration'] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]

export function settingsTabsFor(company: Pick<CompanyView, 'features'>): SettingsTab[] {
	return SETTINGS_TABS.filter((tab) => tab !== 'white-label' || canSeeWhiteLabel(company))
}
