import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, like, sql } from 'drizzle-orm'
import { companies, settings, users } from './db/schema.ts'
import { hashPassword, isStrongPassword } from './lib/passwords.ts'
import { WEAK_PASSWORD_MESSAGE } from './services/session.ts'
import type { GatewayDb, Queryable } from './db/types.ts'

// The first staff account of a database without users (a production start without the demo data):
// from GATEWAY_ADMIN_EMAIL / GATEWAY_ADMIN_PASSWORD, or through a one-time setup link printed to the
// log (pages/setup.ts). Created once, whatever the number of instances starting together: the row
// `settings.first_staff_created` is inserted in the same transaction, and its primary key lets one
// transaction through.

/** The staff company the first account belongs to (the seed's id, so demo data and this never both exist). */
export const PLATFORM_COMPANY_ID = 'cmp_platform'
/** superadmin: platform staff (lib/context.ts isStaff) that the console signs in (app/auth/roles.ts adminPanel). */
export const FIRST_STAFF_ROLE = 'superadmin'
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
export const SETUP_PATH = '/__gateway/setup/'
const FIRST_STAFF_KEY = 'first_staff_created'
const SETUP_KEY_PREFIX = 'setup_token:'

export type FirstStaff = { email: string; password: string; name?: string }

export async function hasUsers(q: Queryable): Promise<boolean> {
	const [row] = await q.select({ n: count() }).from(users)
	return (row?.n ?? 0) > 0
}

function setupKey(token: string): string {
	return SETUP_KEY_PREFIX + createHash('sha256').update(token).digest('hex')
}

/**
 * Creates the Platform company and its superadmin, once: 'exists' when a first staff account was
 * already created or the database has users. Throws on a weak password (the platform's rule).
 */
export async function createFirstStaff(db: GatewayDb, staff: FirstStaff, now = new Date()): Promise<'created' | 'exists'> {
	if (!isStrongPassword(staff.password)) throw new Error(WEAK_PASSWORD_MESSAGE)
	const passwordHash = await hashPassword(staff.password)
	const email = staff.email.trim().toLowerCase()
	const [first = 'Platform', ...rest] = (staff.name ?? '').trim().split(/\s+/).filter(Boolean)
	return db
		.transaction(async (tx) => {
			const [claimed] = await tx
				.insert(settings)
				.values({ key: FIRST_STAFF_KEY, value: email })
				.onConflictDoNothing()
				.returning({ key: settings.key })
			if (!claimed || (await hasUsers(tx))) {
				// Another instance (or an earlier start) was first; roll back the claim when it was ours.
				if (claimed) tx.rollback()
				return 'exists'
			}
			await tx
				.insert(companies)
				.values({
					id: PLATFORM_COMPANY_ID,
					name: 'Platform',
					slug: 'platform',
					apiKey: randomBytes(24).toString('base64url'),
					subscriptionType: 'UNDEFINED',
					createdAt: now,
					updatedAt: now,
				})
				.onConflictDoNothing()
			const userId = `usr_platform_${randomBytes(9).toString('base64url')}`
			await tx.insert(users).values({
				id: userId,
				companyId: PLATFORM_COMPANY_ID,
				email,
				name: first,
				lastName: rest.join(' '),
				role: FIRST_STAFF_ROLE,
				passwordHash,
				emailVerified: true,
				onboardingCompleted: true,
				createdAt: now,
				updatedAt: now,
			})
			await tx.update(companies).set({ ownerId: userId }).where(eq(companies.id, PLATFORM_COMPANY_ID))
			await tx.delete(settings).where(like(settings.key, `${SETUP_KEY_PREFIX}%`))
			return 'created'
		})
		.catch((error: unknown) => {
			// drizzle's rollback() throws to end the transaction.
			if (error instanceof Error && error.name === 'TransactionRollbackError') return 'exists' as const
			throw error
		})
}

/** A new setup token, stored as its SHA-256 with its expiry; the token itself only goes to the log. */
export async function issueSetupToken(db: GatewayDb, now = new Date()): Promise<string> {
	const token = randomBytes(32).toString('base64url')
	await db.insert(settings).values({ key: setupKey(token), value: new Date(now.getTime() + SETUP_TOKEN_TTL_MS).toISOString() })
	return token
}

/** Whether the setup link works: its token is known and unexpired, and no first staff account exists. */
export async function isSetupTokenValid(q: Queryable, token: string, now = new Date()): Promise<boolean> {
	if (!token || token.length > 200) return false
	const [row] = await q
		.select({ value: settings.value })
		.from(settings)
		.where(and(eq(settings.key, setupKey(token)), gt(settings.value, now.toISOString())))
		.limit(1)
	return !!row && !(await hasUsers(q))
}

/** The seed's staff account: when it exists, so do every demo account and their published password. */
const DEMO_STAFF_EMAIL = 'support@platform.test'

/** Whether the database holds the demo accounts (seeded by an earlier start, e.g. before SEED_DEMO existed). */
export async function hasDemoAccounts(q: Queryable): Promise<boolean> {
	const [row] = await q
		.select({ id: users.id })
		.from(users)
		.where(sql`lower(${users.email}) = ${DEMO_STAFF_EMAIL}`)
		.limit(1)
	return !!row
}

export type BootstrapResult = { kind: 'not-needed' } | { kind: 'created'; email: string } | { kind: 'setup-link'; link: string }

/**
 * At start, after migrations (and the demo seed when asked): a database without any user gets its
 * first staff account from `firstStaff`, else a setup link `{pagesBaseUrl}/__gateway/setup/{token}`
 * (valid 24 h; a new one at every start until the account exists), printed by `log`.
 */
export async function bootstrapFirstStaff(
	db: GatewayDb,
	options: {
		firstStaff: FirstStaff | null
		pagesBaseUrl: string
		log?: (line: string) => void
		now?: Date
		/** Production without SEED_DEMO: say so when the demo accounts are there anyway (an older start seeded them). */
		warnDemoAccounts?: boolean
	},
): Promise<BootstrapResult> {
	const log = options.log ?? ((line: string) => console.log(line))
	const now = options.now ?? new Date()
	if (await hasUsers(db)) {
		if (options.warnDemoAccounts && (await hasDemoAccounts(db))) {
			log(
				'Warning: this database holds the demo accounts, whose password is published (Demo-Pass-2026!). Start on a new database, or remove them.',
			)
		}
		return { kind: 'not-needed' }
	}
	if (options.firstStaff) {
		if (!isStrongPassword(options.firstStaff.password)) {
			throw new Error(`Invalid environment:\n  - GATEWAY_ADMIN_PASSWORD: ${WEAK_PASSWORD_MESSAGE}`)
		}
		const outcome = await createFirstStaff(db, options.firstStaff, now)
		if (outcome === 'created')
			log(`Created the first platform staff account ${options.firstStaff.email.toLowerCase()} (${FIRST_STAFF_ROLE}).`)
		return outcome === 'created' ? { kind: 'created', email: options.firstStaff.email.toLowerCase() } : { kind: 'not-needed' }
	}
	const token = await issueSetupToken(db, now)
	const link = `${options.pagesBaseUrl.replace(/\/$/, '')}${SETUP_PATH}${token}`
	log(
		`No user exists yet. Create the first platform staff account at ${link} (works once, for 24 hours; a new link is printed at each start until then).`,
	)
	return { kind: 'setup-link', link }
}
