import { count } from 'drizzle-orm'
import { hashPassword } from '../lib/passwords.ts'
import type { GatewayDb } from './types.ts'
import * as s from './schema.ts'

// The deterministic demo data: fixed ids, names and emails; dates relative to the seeding time.
// Every seeded user signs in with DEMO_PASSWORD. The hash is computed once and shared, which keeps
// seeding fast (scrypt is deliberately slow).

export const DEMO_PASSWORD = 'Demo-Pass-2026!'

export const SEED = {
	companies: {
		acme: 'cmp_acme',
		globex: 'cmp_globex',
		initech: 'cmp_initech',
		umbrella: 'cmp_umbrella',
		northwind: 'cmp_northwind',
		contoso: 'cmp_contoso',
		fabrikam: 'cmp_fabrikam',
		tailspin: 'cmp_tailspin',
		wingtip: 'cmp_wingtip',
		platform: 'cmp_platform',
	},
	users: {
		acmeAdmin: { id: 'usr_acme_admin', email: 'admin@acme.test' },
		acmeTemp: { id: 'usr_acme_temp', email: 'temp@acme.test' },
		acmeLearner: { id: 'usr_acme_learner', email: 'learner@acme.test' },
		acmeSuspended: { id: 'usr_acme_suspended', email: 'suspended@acme.test' },
		globexAdmin: { id: 'usr_globex_admin', email: 'admin@globex.test' },
		globexMfa: { id: 'usr_globex_mfa', email: 'mfa@globex.test' },
		initechAdmin: { id: 'usr_initech_admin', email: 'admin@initech.test' },
		umbrellaAdmin: { id: 'usr_umbrella_admin', email: 'admin@umbrella.test' },
		northwindPartner: { id: 'usr_northwind_partner', email: 'partner@northwind.test' },
		contosoAdmin: { id: 'usr_contoso_admin', email: 'admin@contoso.test' },
		fabrikamAdmin: { id: 'usr_fabrikam_admin', email: 'admin@fabrikam.test' },
		tailspinAdmin: { id: 'usr_tailspin_admin', email: 'admin@tailspin.test' },
		wingtipAdmin: { id: 'usr_wingtip_admin', email: 'admin@wingtip.test' },
		support: { id: 'usr_platform_support', email: 'support@platform.test' },
	},
	notifications: { pinned: 'ntf_phishing_exercise_v2', video: 'ntf_monthly_video', webinar: 'ntf_webinar' },
	survey: 'svy_admin_console',
} as const

const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'HR'] as const
const GROUPS = ['Managers', 'Remote', 'New Hires'] as const
const FIRST_NAMES = [
	'Alice', 'Bruno', 'Chloe', 'David', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas',
	'Kira', 'Liam', 'Maya', 'Noah', 'Olga', 'Pablo', 'Quinn', 'Rosa', 'Sami', 'Tess',
] as const
const LAST_NAMES = [
	'Anders', 'Baker', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jensen',
	'Khan', 'Larsen', 'Moreau', 'Novak', 'Okafor', 'Petrov', 'Rossi', 'Silva', 'Tanaka', 'Weber',
] as const

type CompanyRow = typeof s.companies.$inferInsert
type UserRow = typeof s.users.$inferInsert

const DAY = 24 * 60 * 60 * 1000

export async function isSeeded(db: GatewayDb): Promise<boolean> {
	const [row] = await db.select({ n: count() }).from(s.companies)
	return (row?.n ?? 0) > 0
}

/** Seeds the demo tenants when the companies table is empty; returns whether it seeded. */
export async function seedIfEmpty(db: GatewayDb): Promise<boolean> {
	if (await isSeeded(db)) return false
	await seedDemoData(db)
	return true
}

export async function seedDemoData(db: GatewayDb, options: { now?: Date; passwordHash?: string } = {}): Promise<void> {
	const now = options.now ?? new Date()
	const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD))
	const ago = (days: number) => new Date(now.getTime() - days * DAY)
	const ahead = (days: number) => new Date(now.getTime() + days * DAY)
	const C = SEED.companies
	const U = SEED.users

	const company = (row: Omit<CompanyRow, 'apiKey' | 'slug'> & { slug?: string }): CompanyRow => ({
		slug: row.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
		apiKey: `demo-api-key-${row.id}`,
		lang: 'en',
		country: 'US',
		createdAt: ago(400),
		updatedAt: ago(30),
		...row,
	})

	const companies: CompanyRow[] = [
		company({ id: C.acme, name: 'Acme Corp', ownerId: U.acmeAdmin.id, subscriptionType: 'FREE', isPhishingExerciseV2Enabled: true }),
		company({
			id: C.globex,
			name: 'Globex',
			ownerId: U.globexAdmin.id,
			subscriptionType: 'PAID',
			hasBoost: true,
			trialStartedAt: ago(420),
			trialEndsAt: ago(406),
			ssoType: 'okta',
			isOktaSamlAccessible: true,
			isPhishingExerciseV2Enabled: true,
			isScormEnabled: true,
			country: 'DE',
			lang: 'de',
		}),
		company({
			id: C.initech,
			name: 'Initech',
			ownerId: U.initechAdmin.id,
			subscriptionType: 'FREE',
			trialStartedAt: ago(24),
			trialEndsAt: ago(10),
			trialModal: true,
			// SSO set up during the trial; without Boost it answers no_subscription.
			ssoType: 'gsuite',
		}),
		company({ id: C.umbrella, name: 'Umbrella', ownerId: U.umbrellaAdmin.id, isDisabled: true, country: 'GB' }),
		company({
			id: C.northwind,
			name: 'Northwind MSP',
			ownerId: U.northwindPartner.id,
			subscriptionType: 'PAID',
			hasBoost: true,
			isPartner: true,
			customerType: 'RESELLER',
			hasWhiteLabelAccess: true,
			isChildLoginAllowed: true,
			isGrandChildrenAccessAllowed: true,
			isPartnerInviteAllowed: true,
			hasPayByInvoiceAccess: true,
			customDomainAdmin: 'console.northwind.test',
			customDomainAdminVerified: true,
			defaultChildInviteMessage: 'Northwind MSP invites you to the security awareness program.',
		}),
		company({
			id: C.contoso,
			name: 'Contoso',
			ownerId: U.contosoAdmin.id,
			subscriptionType: 'PAID',
			hasBoost: true,
			parentCompanyId: C.northwind,
			partnerStatus: 'access',
			loginAsCompany: true,
		}),
		company({ id: C.fabrikam, name: 'Fabrikam', ownerId: U.fabrikamAdmin.id, parentCompanyId: C.northwind, partnerStatus: 'pending' }),
		company({
			id: C.tailspin,
			name: 'Tailspin',
			ownerId: U.tailspinAdmin.id,
			subscriptionType: 'PAID',
			hasBoost: true,
			isPartner: true,
			customerType: 'SUBRESELLER',
			parentCompanyId: C.northwind,
			partnerStatus: 'access',
			loginAsCompany: true,
			isChildLoginAllowed: true,
		}),
		company({
			id: C.wingtip,
			name: 'Wingtip',
			ownerId: U.wingtipAdmin.id,
			subscriptionType: 'PAID',
			hasBoost: true,
			parentCompanyId: C.tailspin,
			partnerStatus: 'access',
			loginAsCompany: true,
		}),
		company({ id: C.platform, name: 'Platform Staff', ownerId: U.support.id, subscriptionType: 'UNDEFINED' }),
	]

	const departments: (typeof s.departments.$inferInsert)[] = []
	const groups: (typeof s.groups.$inferInsert)[] = []
	const users: UserRow[] = []
	const memberships: (typeof s.userGroups.$inferInsert)[] = []
	const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_')
	const short = (companyId: string) => companyId.replace(/^cmp_/, '')

	for (const c of companies) {
		for (const name of DEPARTMENTS) departments.push({ id: `dep_${short(c.id)}_${key(name)}`, companyId: c.id, name, createdAt: ago(400) })
		for (const name of GROUPS) groups.push({ id: `grp_${short(c.id)}_${key(name)}`, companyId: c.id, name, createdAt: ago(400) })
	}

	const admin = (
		u: { id: string; email: string },
		companyId: string,
		name: string,
		lastName: string,
		extra: Partial<UserRow> = {},
	): UserRow => ({
		id: u.id,
		companyId,
		email: u.email,
		name,
		lastName,
		role: 'admin',
		passwordHash,
		departmentId: `dep_${short(companyId)}_engineering`,
		emailVerified: true,
		onboardingCompleted: true,
		privacyPolicyConfirmedAt: ago(60),
		createdAt: ago(400),
		updatedAt: ago(60),
		...extra,
	})

	users.push(
		admin(U.acmeAdmin, C.acme, 'Ada', 'Admin'),
		admin(U.acmeTemp, C.acme, 'Tom', 'Temporary', { temporaryPassword: true, privacyPolicyConfirmedAt: null, onboardingCompleted: false }),
		admin(U.acmeLearner, C.acme, 'Lea', 'Learner', { role: 'user', departmentId: 'dep_acme_sales' }),
		admin(U.acmeSuspended, C.acme, 'Sam', 'Suspended', { role: 'user', status: 'DISABLED', departmentId: 'dep_acme_finance' }),
		admin(U.globexAdmin, C.globex, 'Greta', 'Globex', { sso: true }),
		admin(U.globexMfa, C.globex, 'Max', 'Factor', { mfaEnabled: true }),
		admin(U.initechAdmin, C.initech, 'Bill', 'Lumbergh'),
		admin(U.umbrellaAdmin, C.umbrella, 'Albert', 'Wesker'),
		admin(U.northwindPartner, C.northwind, 'Nora', 'Partner'),
		admin(U.contosoAdmin, C.contoso, 'Carl', 'Contoso'),
		admin(U.fabrikamAdmin, C.fabrikam, 'Fay', 'Fabrikam'),
		admin(U.tailspinAdmin, C.tailspin, 'Tim', 'Tailspin'),
		admin(U.wingtipAdmin, C.wingtip, 'Wanda', 'Wingtip'),
		admin(U.support, C.platform, 'Sue', 'Support', { role: 'support' }),
	)

	// Learners up to each company's total head count.
	const headCount: Record<string, number> = {
		[C.acme]: 40,
		[C.globex]: 300,
		[C.initech]: 12,
		[C.umbrella]: 5,
		[C.northwind]: 3,
		[C.contoso]: 25,
		[C.fabrikam]: 8,
		[C.tailspin]: 6,
		[C.wingtip]: 10,
	}
	for (const [companyId, total] of Object.entries(headCount)) {
		const existing = users.filter((u) => u.companyId === companyId).length
		const domain = `${short(companyId)}.test`
		for (let i = 0; i < total - existing; i++) {
			const first = FIRST_NAMES[i % FIRST_NAMES.length]!
			const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!
			const id = `usr_${short(companyId)}_${String(i + 1).padStart(4, '0')}`
			const suffix = i >= FIRST_NAMES.length * LAST_NAMES.length ? `.${i}` : ''
			users.push({
				id,
				companyId,
				email: `${first}.${last}${suffix}@${domain}`.toLowerCase(),
				name: first,
				lastName: last,
				role: 'user',
				passwordHash,
				departmentId: `dep_${short(companyId)}_${key(DEPARTMENTS[i % DEPARTMENTS.length]!)}`,
				emailVerified: true,
				sso: companyId === C.globex,
				createdAt: new Date(ago(300).getTime() + i * 60_000),
				updatedAt: ago(30),
			})
			if (i % 10 === 0) memberships.push({ userId: id, groupId: `grp_${short(companyId)}_managers` })
			if (i % 3 === 0) memberships.push({ userId: id, groupId: `grp_${short(companyId)}_remote` })
			if (i % 7 === 0) memberships.push({ userId: id, groupId: `grp_${short(companyId)}_new_hires` })
		}
	}

	const subscriptions: (typeof s.subscriptions.$inferInsert)[] = [
		{
			id: 'sbr_globex_1',
			companyId: C.globex,
			subscriptionId: 'sub_demo_globex',
			periodEnd: ahead(365),
			reservedSeats: 250,
			pricePerUserCents: 1800,
			status: 'ACTIVE',
			type: 'PAID',
			trialEndsAt: ago(406),
			createdAt: ago(365),
		},
		{
			id: 'sbr_initech_1',
			companyId: C.initech,
			subscriptionId: 'sub_demo_initech_trial',
			periodEnd: ago(10),
			reservedSeats: 0,
			pricePerUserCents: 0,
			status: 'SUSPENDED',
			type: 'TRIAL',
			trialEndsAt: ago(10),
			createdAt: ago(24),
		},
		{
			id: 'sbr_contoso_1',
			companyId: C.contoso,
			subscriptionId: 'sub_demo_contoso',
			periodEnd: ahead(200),
			reservedSeats: 50,
			pricePerUserCents: 1500,
			status: 'ACTIVE',
			type: 'PAID',
			trialEndsAt: null,
			createdAt: ago(165),
		},
	]

	const notifications: (typeof s.notifications.$inferInsert)[] = [
		{
			id: SEED.notifications.pinned,
			head: 'New',
			title: 'Phishing Exercise v2 is here',
			description: 'A new safe-vs-phishing game with fresh scenarios for your learners.',
			url: '/phishing-exercise',
			buttonName: 'Try it now',
			isPinned: true,
			createdAt: ago(3),
		},
		{
			id: SEED.notifications.video,
			head: 'Monthly video',
			title: 'New monthly video: Deepfake voice scams',
			description: 'This month learners see how a cloned voice asks for an urgent transfer.',
			url: '/home',
			buttonName: 'Watch',
			createdAt: ago(2),
		},
		{
			id: SEED.notifications.webinar,
			head: 'Webinar',
			title: 'Security awareness webinar',
			description: 'Join our quarterly webinar about running phishing simulations.',
			url: 'https://example.com/webinar',
			buttonName: 'Register',
			createdAt: ago(1),
		},
	]

	await db.transaction(async (tx) => {
		await tx.insert(s.companies).values(companies)
		await tx.insert(s.departments).values(departments)
		await tx.insert(s.groups).values(groups)
		for (let i = 0; i < users.length; i += 500) await tx.insert(s.users).values(users.slice(i, i + 500))
		await tx.insert(s.userGroups).values(memberships)
		await tx.insert(s.subscriptions).values(subscriptions)
		await tx.insert(s.notifications).values(notifications)
		await tx.insert(s.surveys).values({ id: SEED.survey, title: 'How likely are you to recommend the admin console?', platform: 'admin', createdAt: ago(5) })
	})
}
