import { count, eq, inArray } from 'drizzle-orm'
import { hashPassword } from '../lib/passwords.ts'
import { ANNUAL_CAMPAIGN_KIND, ANNUAL_COURSE_ID, ASSIGNMENT_STATUS, CAMPAIGN_STATUS, DEFAULT_DAYS_TO_COMPLETE } from '../lib/training.ts'
import * as s from './schema.ts'
import { insertDemoCalendar } from './seed-calendar.ts'
import { demoGameRows } from './seed-gaming.ts'
import { PARTNER_CUSTOMERS, partnerPortalRows, seatsOf } from './seed-partner-portal.ts'
import { demoExerciseRows, platformExerciseRows } from './seed-phishing-exercise.ts'
import { insertDemoSimulation } from './seed-phishing-simulation.ts'
import { demoPolicies } from './seed-policies.ts'
import { demoTrainingReviews } from './seed-reviews.ts'
import { demoTournaments } from './seed-tournaments.ts'
import { demoPinnedVideos } from './seed-videos.ts'
import type { GatewayDb } from './types.ts'

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
		coalition: 'cmp_coalition',
		acronis: 'cmp_acronis',
		litware: 'cmp_litware',
	},
	users: {
		acmeAdmin: { id: 'usr_acme_admin', email: 'admin@acme.test' },
		acmeTemp: { id: 'usr_acme_temp', email: 'temp@acme.test' },
		acmeLearner: { id: 'usr_acme_learner', email: 'learner@acme.test' },
		acmeSuspended: { id: 'usr_acme_suspended', email: 'suspended@acme.test' },
		/** Invited, never registered (no password, no sign-in): "Resend invite" applies. */
		acmeInvited: { id: 'usr_acme_invited', email: 'invited@acme.test' },
		globexAdmin: { id: 'usr_globex_admin', email: 'admin@globex.test' },
		globexMfa: { id: 'usr_globex_mfa', email: 'mfa@globex.test' },
		/** Globex's second plain administrator (no SSO, no MFA): the colleague who opens a link another admin shared. */
		globexAuditor: { id: 'usr_globex_auditor', email: 'auditor@globex.test' },
		initechAdmin: { id: 'usr_initech_admin', email: 'admin@initech.test' },
		umbrellaAdmin: { id: 'usr_umbrella_admin', email: 'admin@umbrella.test' },
		northwindPartner: { id: 'usr_northwind_partner', email: 'partner@northwind.test' },
		contosoAdmin: { id: 'usr_contoso_admin', email: 'admin@contoso.test' },
		fabrikamAdmin: { id: 'usr_fabrikam_admin', email: 'admin@fabrikam.test' },
		tailspinAdmin: { id: 'usr_tailspin_admin', email: 'admin@tailspin.test' },
		wingtipAdmin: { id: 'usr_wingtip_admin', email: 'admin@wingtip.test' },
		support: { id: 'usr_platform_support', email: 'support@platform.test' },
		coalitionAdmin: { id: 'usr_coalition_admin', email: 'admin@coalition.test' },
		acronisAdmin: { id: 'usr_acronis_admin', email: 'admin@acronis.test' },
		litwareAdmin: { id: 'usr_litware_admin', email: 'admin@litware.test' },
	},
	notifications: { pinned: 'ntf_phishing_exercise_v2', video: 'ntf_monthly_video', webinar: 'ntf_webinar' },
	survey: 'svy_admin_console',
	/**
	 * Catalogue courses (migration 0016, reference data in every database), one or more per course_type;
	 * translations are `<id>_de`, `_fr`, `_es`, `_he` for the annual course, essentials, phishing,
	 * ransomware, social engineering, passwords, remote work, mobile, AI scams and GDPR.
	 */
	courses: {
		annual: ANNUAL_COURSE_ID,
		awareness: ['crs_annual_awareness', 'crs_awareness_essentials', 'crs_awareness_refresher', 'crs_awareness_executives'],
		specialized: ['crs_phishing', 'crs_ransomware', 'crs_social_engineering', 'crs_passwords', 'crs_remote_work', 'crs_mobile_security'],
		compliance: ['crs_gdpr', 'crs_hipaa', 'crs_pci_dss', 'crs_soc2', 'crs_iso27001', 'crs_ccpa'],
		forDevelopers: ['crs_secure_coding_owasp', 'crs_secure_coding_apis'],
		forDevelopersManualStart: ['crs_secure_code_review'],
		forAdmins: ['crs_admin_certified', 'crs_admin_phishing_program'],
		forPartnerAdmins: ['crs_partner_sales', 'crs_partner_onboarding'],
		/** Gaming courses: never in a company's course list. */
		gaming: ['crs_gaming_phishing_quiz', 'crs_gaming_escape_room'],
		/** Deleted: never listed, 404 to view. */
		deleted: 'crs_legacy_awareness_2019',
		/** Created a few days before the seeding (the console's "new" tag); the AI course's translations too. */
		recent: ['crs_ai_deepfakes', 'crs_cloud_security'],
		/** Northwind's published custom training, shared with Contoso. */
		northwindPublished: 'crs_custom_northwind_msp_onboarding',
		/** Northwind's draft custom training: only Northwind sees it. */
		northwindDraft: 'crs_custom_northwind_vendor_risk',
	},
	campaigns: {
		/** IN_PROGRESS, every enabled Globex user assigned. */
		globexAnnual: 'tcp_globex_annual',
		/** QUEUED: Globex's ransomware course starts in 4 days (all users, 30 days); nobody assigned yet. */
		globexQueued: 'tcp_globex_ransomware',
		/** Stored IN_PROGRESS; reported SUSPENDED because Initech's trial expired without Boost. */
		initechAnnual: 'tcp_initech_annual',
		contosoPhishingExercise: 'pex_contoso_q3',
		wingtipGaming: 'gam_wingtip_league',
	},
	/** Globex's billing history (oldest first, so numbered INV-000001 … INV-000006). */
	invoices: {
		globexCard: 'inv_globex_card',
		globexVoid: 'inv_globex_void',
		globexBankTransfer: 'inv_globex_bank_transfer',
		globexOverdue: 'inv_globex_overdue',
		globexOpen: 'inv_globex_open',
		globexDraft: 'inv_globex_draft',
	},
} as const

/**
 * The score of the seeded campaigns' completed assignment at position `index` among the campaign's
 * assignees (every third one, from 0, is completed): 55 to 100, spread deterministically. Globex's 100
 * completed assignments average 77.44 (reported 77.4).
 */
export function demoAssignmentScore(index: number): number {
	return 55 + ((index * 7) % 46)
}

const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'HR'] as const
const GROUPS = ['Managers', 'Remote', 'New Hires'] as const
/** Demo people's names, also the users benchmark's (tests/bench/users-list.ts). */
export const FIRST_NAMES = [
	'Alice',
	'Bruno',
	'Chloe',
	'David',
	'Elena',
	'Farid',
	'Grace',
	'Hiro',
	'Ines',
	'Jonas',
	'Kira',
	'Liam',
	'Maya',
	'Noah',
	'Olga',
	'Pablo',
	'Quinn',
	'Rosa',
	'Sami',
	'Tess',
] as const
export const LAST_NAMES = [
	'Anders',
	'Baker',
	'Costa',
	'Dubois',
	'Evans',
	'Fischer',
	'Garcia',
	'Hughes',
	'Ito',
	'Jensen',
	'Khan',
	'Larsen',
	'Moreau',
	'Novak',
	'Okafor',
	'Petrov',
	'Rossi',
	'Silva',
	'Tanaka',
	'Weber',
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
	// The partner portal's figures of a named customer (db/seed-partner-portal.ts describes them all).
	const partnerFacts = (id: string) => {
		const customer = PARTNER_CUSTOMERS.find((c) => c.id === id)!
		return { seats: seatsOf(customer), dealProbability: customer.dealProbability }
	}

	const company = (row: Omit<CompanyRow, 'apiKey' | 'slug'> & { slug?: string }): CompanyRow => ({
		slug: row.name
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-|-$/g, ''),
		apiKey: `demo-api-key-${row.id}`,
		lang: 'en',
		country: 'US',
		createdAt: ago(400),
		updatedAt: ago(30),
		...row,
	})

	const companies: CompanyRow[] = [
		company({
			id: C.acme,
			name: 'Acme Corp',
			ownerId: U.acmeAdmin.id,
			subscriptionType: 'FREE',
			isPhishingExerciseV2Enabled: true,
		}),
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
			isMonthlyVideoEnabled: true,
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
			...partnerFacts(C.contoso),
		}),
		company({
			id: C.fabrikam,
			name: 'Fabrikam',
			ownerId: U.fabrikamAdmin.id,
			parentCompanyId: C.northwind,
			partnerStatus: 'pending',
			// A Boost trial running: the "trial ends in" banner.
			trialStartedAt: ago(9),
			trialEndsAt: ahead(5),
			...partnerFacts(C.fabrikam),
		}),
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
			isPartnerInviteAllowed: true,
			...partnerFacts(C.tailspin),
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
			...partnerFacts(C.wingtip),
		}),
		company({ id: C.platform, name: 'Platform Staff', ownerId: U.support.id, subscriptionType: 'UNDEFINED' }),
		// The coalition's parent company: licensing and pricing hidden.
		company({
			id: C.coalition,
			name: 'Coalition Parent',
			ownerId: U.coalitionAdmin.id,
			subscriptionType: 'PAID',
			hasBoost: true,
			isPartner: true,
			integration: 'coalition',
		}),
		// A tenant of the console integration: no Contact Sales, no Free-vs-Boost video, no partner transactions.
		company({
			id: C.acronis,
			name: 'Acronis Tenant',
			ownerId: U.acronisAdmin.id,
			subscriptionType: 'FREE',
			integration: 'acronis',
		}),
		// A second white-label partner with no domains yet: the white-label settings to try out.
		company({
			id: C.litware,
			name: 'Litware Partners',
			ownerId: U.litwareAdmin.id,
			subscriptionType: 'PAID',
			hasBoost: true,
			isPartner: true,
			customerType: 'RESELLER',
			hasWhiteLabelAccess: true,
		}),
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
		admin(U.acmeTemp, C.acme, 'Tom', 'Temporary', {
			temporaryPassword: true,
			privacyPolicyConfirmedAt: null,
			onboardingCompleted: false,
		}),
		admin(U.acmeLearner, C.acme, 'Lea', 'Learner', { role: 'user', departmentId: 'dep_acme_sales' }),
		admin(U.acmeSuspended, C.acme, 'Sam', 'Suspended', {
			role: 'user',
			status: 'DISABLED',
			departmentId: 'dep_acme_finance',
		}),
		admin(U.acmeInvited, C.acme, 'Ivy', 'Invited', {
			role: 'user',
			passwordHash: null,
			emailVerified: false,
			onboardingCompleted: false,
			privacyPolicyConfirmedAt: null,
			departmentId: 'dep_acme_marketing',
			createdAt: ago(2),
			updatedAt: ago(2),
		}),
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
		admin(U.coalitionAdmin, C.coalition, 'Cora', 'Coalition'),
		admin(U.acronisAdmin, C.acronis, 'Arno', 'Acronis'),
		admin(U.litwareAdmin, C.litware, 'Lina', 'Litware'),
	)

	memberships.push({ userId: U.acmeInvited.id, groupId: 'grp_acme_new_hires' })

	// Learners up to each company's total head count (Acme: the 5 named users and 35 learners).
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
		[C.coalition]: 6,
		[C.acronis]: 8,
		[C.litware]: 4,
	}
	for (const [companyId, total] of Object.entries(headCount)) {
		const existing = users.filter((u) => u.companyId === companyId).length
		const domain = `${short(companyId)}.test`
		for (let i = 0; i < total - existing; i++) {
			const first = FIRST_NAMES[i % FIRST_NAMES.length]!
			const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!
			const suffix = i >= FIRST_NAMES.length * LAST_NAMES.length ? `.${i}` : ''
			// Globex's auditor takes its last learner's place (same department, groups, creation time), so
			// every figure counted over Globex's 300 people stays as it was.
			const auditor = companyId === C.globex && i === total - existing - 1
			const id = auditor ? U.globexAuditor.id : `usr_${short(companyId)}_${String(i + 1).padStart(4, '0')}`
			users.push({
				id,
				companyId,
				...(auditor
					? {
							email: U.globexAuditor.email,
							name: 'Otto',
							lastName: 'Auditor',
							role: 'admin',
							onboardingCompleted: true,
							privacyPolicyConfirmedAt: ago(60),
						}
					: { email: `${first}.${last}${suffix}@${domain}`.toLowerCase(), name: first, lastName: last, role: 'user' }),
				passwordHash,
				departmentId: `dep_${short(companyId)}_${key(DEPARTMENTS[i % DEPARTMENTS.length]!)}`,
				emailVerified: true,
				sso: companyId === C.globex && !auditor,
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
			periodStart: ago(165),
			periodEnd: ahead(200),
			reservedSeats: 50,
			pricePerUserCents: 1500,
			status: 'ACTIVE',
			type: 'PAID',
			trialEndsAt: null,
			createdAt: ago(165),
		},
		{
			id: 'sbr_fabrikam_trial',
			companyId: C.fabrikam,
			subscriptionId: 'sub_demo_fabrikam_trial',
			periodEnd: ahead(5),
			reservedSeats: 0,
			pricePerUserCents: 0,
			status: 'TRIALING',
			type: 'TRIAL',
			trialEndsAt: ahead(5),
			createdAt: ago(9),
		},
	]

	// Globex's invoices: the card purchase of its first 200 seats, 50 more by invoice (a voided first
	// attempt, then paid by bank transfer), and three not paid yet: one past due (reported OVERDUE), one
	// open, one draft.
	const globexInvoice = (
		id: string,
		daysAgo: number,
		seats: number,
		status: string,
		extra: Partial<typeof s.invoices.$inferInsert> = {},
	): typeof s.invoices.$inferInsert => ({
		id,
		companyId: C.globex,
		subscriptionId: 'sub_demo_globex',
		amountCents: seats * 1800,
		purchasedSeats: seats,
		customerCompanyName: 'Globex',
		status,
		paymentMethod: 'INVOICE',
		invoiceDate: ago(daysAgo),
		dueDate: ago(daysAgo - 30),
		createdAt: ago(daysAgo),
		...extra,
	})
	const I = SEED.invoices
	const invoices: (typeof s.invoices.$inferInsert)[] = [
		globexInvoice(I.globexCard, 365, 200, 'PAID', {
			paymentMethod: 'CREDIT_CARD',
			last4: '4242',
			dueDate: ago(365),
			paidDate: ago(365),
		}),
		globexInvoice(I.globexVoid, 125, 50, 'VOID'),
		globexInvoice(I.globexBankTransfer, 120, 50, 'PAID', { paidDate: ago(100) }),
		globexInvoice(I.globexOverdue, 45, 25, 'OPEN'),
		globexInvoice(I.globexOpen, 10, 25, 'OPEN'),
		globexInvoice(I.globexDraft, 1, 50, 'DRAFT', { dueDate: null }),
	]

	// Training: the annual awareness course (catalogue data, inserted by migration 0002); Globex runs it,
	// Initech ran it during its trial (now suspended); Acme and the rest have not started (START_TRAINING).
	const day = (date: Date) => date.toISOString().slice(0, 10)
	const annual = (id: string, companyId: string, startedDaysAgo: number, createdBy: string): typeof s.trainingCampaigns.$inferInsert => ({
		id,
		companyId,
		courseId: ANNUAL_COURSE_ID,
		name: 'Annual Training Campaign',
		kind: ANNUAL_CAMPAIGN_KIND,
		status: CAMPAIGN_STATUS.inProgress,
		totalChapters: 1,
		assignmentType: 'all',
		startDate: day(ago(startedDaysAgo)),
		startedAt: ago(startedDaysAgo),
		daysToComplete: DEFAULT_DAYS_TO_COMPLETE,
		notificationsEnabled: true,
		createdBy,
		createdAt: ago(startedDaysAgo),
	})
	const campaigns = [
		annual(SEED.campaigns.globexAnnual, C.globex, 20, U.globexAdmin.id),
		annual(SEED.campaigns.initechAnnual, C.initech, 20, U.initechAdmin.id),
	]
	// Globex's next course, queued: its learners are assigned when it starts.
	const queued: typeof s.trainingCampaigns.$inferInsert = {
		id: SEED.campaigns.globexQueued,
		companyId: C.globex,
		courseId: 'crs_ransomware',
		name: 'Ransomware Defense',
		kind: 'training',
		status: CAMPAIGN_STATUS.queued,
		totalChapters: 9,
		assignmentType: 'all',
		startDate: day(ahead(4)),
		daysToComplete: DEFAULT_DAYS_TO_COMPLETE,
		notificationsEnabled: true,
		createdBy: U.globexAdmin.id,
		createdAt: ago(1),
	}
	const assignments: (typeof s.trainingAssignments.$inferInsert)[] = []
	for (const campaign of campaigns) {
		const assignees = users.filter(
			(u) => u.companyId === campaign.companyId && u.status !== 'DISABLED' && (u.role === 'user' || u.role === 'admin'),
		)
		assignees.forEach((u, i) => {
			// A third completed, a third under way, a third not started (deterministic by position).
			const status = [ASSIGNMENT_STATUS.completed, ASSIGNMENT_STATUS.inProgress, ASSIGNMENT_STATUS.notStarted][i % 3]!
			assignments.push({
				campaignId: campaign.id,
				userId: u.id,
				status,
				assignedAt: campaign.startedAt!,
				completedAt: status === ASSIGNMENT_STATUS.completed ? ago(15 - (i % 10)) : null,
				score: status === ASSIGNMENT_STATUS.completed ? demoAssignmentScore(i) : null,
			})
		})
	}
	const phishingExercises: (typeof s.phishingExerciseCampaigns.$inferInsert)[] = [
		{
			id: SEED.campaigns.contosoPhishingExercise,
			companyId: C.contoso,
			name: 'Safe or Phish: Q3',
			status: CAMPAIGN_STATUS.inProgress,
			startedAt: ago(12),
			createdAt: ago(12),
		},
	]
	const gaming: (typeof s.gamingCampaigns.$inferInsert)[] = [
		{
			id: SEED.campaigns.wingtipGaming,
			companyId: C.wingtip,
			name: 'Security League',
			status: CAMPAIGN_STATUS.inProgress,
			startedAt: ago(8),
			createdAt: ago(8),
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

	// Northwind's custom trainings (spec 2 §4 "Custom training"): one published and shared with its
	// customer Contoso, one draft. Totals match the chapters.
	const W = SEED.courses
	const customChapters: (typeof s.courseChapters.$inferInsert)[] = []
	const customSections: (typeof s.courseSections.$inferInsert)[] = []
	const outline = (courseId: string, sections: [string, [string, 'video' | 'quiz' | 'reading', number][]][]) => {
		const slug = courseId.replace(/^crs_/, '')
		sections.forEach(([name, chapters], i) => {
			const sectionId = `sec_${slug}_${i + 1}`
			customSections.push({ id: sectionId, courseId, name, order: i + 1 })
			chapters.forEach(([chapter, kind, minutes], j) =>
				customChapters.push({
					id: `chp_${slug}_${i + 1}_${j + 1}`,
					sectionId,
					courseId,
					name: chapter,
					kind,
					durationMinutes: minutes,
					order: j + 1,
				}),
			)
		})
		const all = sections.flatMap(([, chapters]) => chapters)
		return {
			totalChapters: all.length,
			totalQuizzes: all.filter(([, kind]) => kind === 'quiz').length,
			totalTimeInMinutes: all.reduce((sum, [, , minutes]) => sum + minutes, 0),
		}
	}
	const customTrainings: (typeof s.trainingCourses.$inferInsert)[] = [
		{
			id: W.northwindPublished,
			name: 'Northwind MSP: Security Onboarding',
			courseType: 'awareness',
			language: 'en',
			description: "Northwind's own onboarding for its customers' staff: how to reach the help desk and report a suspicious email.",
			customTrainingCompanyId: C.northwind,
			isDraft: false,
			order: 1000,
			createdAt: ago(45),
			...outline(W.northwindPublished, [
				[
					'Welcome to Northwind support',
					[
						['Meet your help desk', 'video', 4],
						['Opening a ticket', 'reading', 3],
					],
				],
				[
					'Reporting suspicious email',
					[
						['The report button', 'video', 3],
						['What happens after you report', 'reading', 2],
						['Quiz: reporting', 'quiz', 4],
					],
				],
			]),
		},
		{
			id: W.northwindDraft,
			name: 'Vendor Risk Basics (draft)',
			courseType: 'specialized',
			language: 'en',
			description: 'Checking suppliers before they get access to company systems and data.',
			customTrainingCompanyId: C.northwind,
			isDraft: true,
			order: 1001,
			createdAt: ago(2),
			...outline(W.northwindDraft, [
				[
					'Why vendors matter',
					[
						['Supply-chain attacks', 'video', 5],
						['Vendor access checklist', 'reading', 4],
						['Quiz: vendors', 'quiz', 3],
					],
				],
			]),
		},
	]

	// The draft's quiz, for the custom-training builder (four answers, '' for a blank one; the correct one by number).
	const draftQuiz = 'chp_custom_northwind_vendor_risk_1_3'
	const draftQuestions: (typeof s.customTrainingQuestions.$inferInsert)[] = [
		{
			question: 'A new supplier asks for remote access to your network. What comes first?',
			answers: ['Grant it so work can start', 'Check the supplier and agree on the access needed', 'Share an admin password', ''],
			correctAnswer: 2,
		},
		{
			question: "A vendor's email asks you to update their bank details. What do you do?",
			answers: [
				'Update them right away',
				'Reply to the email to confirm',
				'Call the vendor on a number you already know',
				'Forward it to a colleague',
			],
			correctAnswer: 3,
		},
		{
			question: 'Supply-chain attacks reach a company through a trusted partner.',
			answers: ['True', 'False', '', ''],
			correctAnswer: 1,
		},
	].map((q, position) => ({ ...q, chapterId: draftQuiz, position }))

	const partnerPortal = partnerPortalRows(now, passwordHash)

	await db.transaction(async (tx) => {
		await tx.insert(s.companies).values(companies)
		await tx.insert(s.companies).values(partnerPortal.companies)
		await tx.insert(s.departments).values(departments)
		await tx.insert(s.groups).values(groups)
		for (const list of [users, partnerPortal.users]) {
			for (let i = 0; i < list.length; i += 500) await tx.insert(s.users).values(list.slice(i, i + 500))
		}
		await tx.insert(s.userGroups).values(memberships)
		await tx.insert(s.subscriptions).values([...subscriptions, ...partnerPortal.subscriptions])
		await tx.insert(s.partnerLicencePools).values(partnerPortal.pools)
		await tx.insert(s.licenceAllocations).values(partnerPortal.allocations)
		await tx.insert(s.partnerTransactions).values(partnerPortal.transactions)
		// One at a time, so the invoice numbers follow the dates.
		for (const invoice of invoices) await tx.insert(s.invoices).values(invoice)
		await tx.insert(s.notifications).values(notifications)
		// The catalogue comes from migration 0016; two of its courses are dated "new" for the demo.
		await tx
			.update(s.trainingCourses)
			.set({ createdAt: ago(3) })
			.where(
				inArray(
					s.trainingCourses.id,
					['', '_de', '_fr', '_es', '_he'].map((suffix) => `crs_ai_deepfakes${suffix}`),
				),
			)
		await tx
			.update(s.trainingCourses)
			.set({ createdAt: ago(6) })
			.where(eq(s.trainingCourses.id, 'crs_cloud_security'))
		await tx.insert(s.trainingCourses).values(customTrainings)
		await tx.insert(s.courseSections).values(customSections)
		await tx.insert(s.courseChapters).values(customChapters)
		await tx.insert(s.customTrainingQuestions).values(draftQuestions)
		await tx.insert(s.courseShares).values({ courseId: W.northwindPublished, companyId: C.contoso, sharedAt: ago(40) })
		await tx.insert(s.trainingCampaigns).values([...campaigns, queued])
		for (let i = 0; i < assignments.length; i += 500) await tx.insert(s.trainingAssignments).values(assignments.slice(i, i + 500))
		await tx.insert(s.phishingExerciseCampaigns).values(phishingExercises)
		await tx.insert(s.gamingCampaigns).values(gaming)
		// Globex's phishing-quiz and Fake Or Real campaigns with their results, Wingtip's quiz results (seed-gaming.ts).
		const games = demoGameRows(
			{ globex: C.globex, wingtip: C.wingtip, wingtipGaming: SEED.campaigns.wingtipGaming, globexAdmin: U.globexAdmin.id },
			users,
			ago,
		)
		await tx.insert(s.gamingCampaigns).values(games.gaming)
		await tx.insert(s.fakeOrRealCampaigns).values(games.fakeOrReal)
		for (let i = 0; i < games.results.length; i += 500) await tx.insert(s.gameResults).values(games.results.slice(i, i + 500))
		// The video library comes from migration 0022; the demo companies' pins (seed-videos.ts).
		await tx
			.insert(s.pinnedVideos)
			.values(demoPinnedVideos({ acme: C.acme, acmeAdmin: U.acmeAdmin.id, fabrikam: C.fabrikam, fabrikamAdmin: U.fabrikamAdmin.id }, ago))
		// Globex's monthly video calendar (seed-calendar.ts): its months and its learners' progress.
		const globexAudience = users.filter(
			(u) => u.companyId === C.globex && u.status !== 'DISABLED' && (u.role === 'user' || u.role === 'admin'),
		)
		await insertDemoCalendar(tx, { companyId: C.globex, adminId: U.globexAdmin.id, audience: globexAudience.map((u) => u.id) }, now)
		// Globex's policies, their revisions (PDFs) and its learners' acknowledgements (seed-policies.ts).
		const globexPolicies = demoPolicies(
			{ globex: C.globex, globexAdmin: U.globexAdmin.id },
			users,
			new Set(memberships.filter((m) => m.groupId === 'grp_globex_remote').map((m) => m.userId)),
			ago,
		)
		await tx.insert(s.campaignAttachments).values(globexPolicies.attachments)
		await tx.insert(s.policies).values(globexPolicies.policies)
		await tx.insert(s.policyRevisions).values(globexPolicies.revisions)
		for (let i = 0; i < globexPolicies.acknowledgements.length; i += 500)
			await tx.insert(s.policyAcknowledgements).values(globexPolicies.acknowledgements.slice(i, i + 500))
		// Globex's secure-code tournaments: one ended with results, one in progress, one scheduled (seed-tournaments.ts).
		const devTournaments = demoTournaments(
			{ companyId: C.globex, adminId: U.globexAdmin.id, engineering: 'dep_globex_engineering', managers: 'grp_globex_managers' },
			users,
			memberships,
			ago,
			ahead,
		)
		await tx.insert(s.devTournaments).values(devTournaments.tournaments)
		for (let i = 0; i < devTournaments.participants.length; i += 500)
			await tx.insert(s.devTournamentParticipants).values(devTournaments.participants.slice(i, i + 500))
		// Globex's training reviews (seed-reviews.ts): its annual campaign's finishers and an earlier year's.
		const globexLearners = users.filter((u) => u.companyId === C.globex && u.role === 'user')
		await tx.insert(s.trainingReviews).values(
			demoTrainingReviews({
				companyId: C.globex,
				annualCourseId: ANNUAL_COURSE_ID,
				annualCompleted: assignments.flatMap((a) =>
					a.campaignId === SEED.campaigns.globexAnnual && a.completedAt
						? [{ userId: a.userId, campaignId: a.campaignId, completedAt: a.completedAt }]
						: [],
				),
				learnerIds: globexLearners.map((u) => u.id),
				ago,
			}),
		)
		// The phishing exercise (seed-phishing-exercise.ts): the platform's packs and templates, Globex's own
		// templates and its campaigns in every state with its learners' answers.
		const exercisePlatform = platformExerciseRows(ago)
		const exercise = demoExerciseRows(
			{
				companyId: C.globex,
				adminId: U.globexAdmin.id,
				departments: { sales: 'dep_globex_sales', marketing: 'dep_globex_marketing', finance: 'dep_globex_finance' },
				groups: { managers: 'grp_globex_managers', remote: 'grp_globex_remote' },
			},
			users,
			memberships,
			exercisePlatform,
			ago,
			ahead,
		)
		await tx.insert(s.exerciseTemplates).values([...exercisePlatform.templates, ...exercise.templates])
		await tx.insert(s.exercisePacks).values(exercisePlatform.packs)
		await tx.insert(s.exercisePackTemplates).values(exercisePlatform.packTemplates)
		await tx.insert(s.phishingExerciseCampaigns).values(exercise.campaigns)
		await tx.insert(s.exerciseCampaignTemplates).values(exercise.campaignTemplates)
		for (let i = 0; i < exercise.learners.length; i += 500) await tx.insert(s.exerciseLearners).values(exercise.learners.slice(i, i + 500))
		for (let i = 0; i < exercise.answers.length; i += 500) await tx.insert(s.exerciseAnswers).values(exercise.answers.slice(i, i + 500))
		await insertDemoSimulation(tx, users, now) // The phishing simulation's campaigns, rounds and deliveries (seed-phishing-simulation.ts).
		await tx.insert(s.surveys).values({
			id: SEED.survey,
			title: 'How likely are you to recommend the admin console?',
			platform: 'admin',
			createdAt: ago(5),
		})
	})
}
