import { randomUUID } from 'node:crypto'
import { type SQL, and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { loginAttempts, sessions, ssoSettings, users } from '../db/schema.ts'
import {
	type Actor,
	type Deps,
	assertSelf,
	authenticate,
	companyScope,
	consoleLink,
	consumeOneTime,
	findCompany,
	isStaff,
	issueOneTime,
} from '../lib/context.ts'
import { ApiError, errors, iso, noContent, readBody, validationError } from '../lib/http.ts'
import { hashPassword, isStrongPassword, verifyPassword } from '../lib/passwords.ts'
import { SETTLED_ACCOUNT_STATE } from '../lib/settled-account.ts'
import { EMAIL_VERIFICATION_TTL_SECONDS, MAGIC_LINK_TTL_SECONDS, ONE_TIME_TTL_SECONDS } from '../lib/tokens.ts'
import { createMfaChallenge } from './mfa.ts'
import { ssoErrors } from './sso.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

/** Wrong passwords for one account from one client address within the window lock that address out of it. */
export const LOGIN_FAILURE_LIMIT = 5
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000
/**
 * Wrong passwords for one account from any address within the window after which every further
 * attempt on it is slowed (exponential backoff, capped): the owner's right password from an address
 * that is not locked still gets in, a guesser spread over many addresses gets few guesses an hour.
 */
export const ACCOUNT_SLOWDOWN_THRESHOLD = 20
export const ACCOUNT_BACKOFF_BASE_MS = 250
export const ACCOUNT_BACKOFF_MAX_MS = 4000

/** Wrong passwords for `email` within the lockout window before `now`. */
export function recentLoginFailure(email: string, now: Date): SQL | undefined {
	return and(
		eq(loginAttempts.email, email),
		eq(loginAttempts.success, false),
		gt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
	)
}

/** Whether `email` is locked out at `now`: LOGIN_FAILURE_LIMIT wrong passwords within the window (from `clientAddress` when named). */
export async function isLoginLockedOut(db: Queryable, email: string, now: Date, clientAddress?: string): Promise<boolean> {
	const [recent] = await db
		.select({ n: count() })
		.from(loginAttempts)
		.where(and(recentLoginFailure(email, now), clientAddress === undefined ? undefined : eq(loginAttempts.clientAddress, clientAddress)))
	return (recent?.n ?? 0) >= LOGIN_FAILURE_LIMIT
}

/** How long an attempt on an account waits after `failures` wrong passwords from any address. */
export function accountBackoffMs(failures: number) {
	if (failures < ACCOUNT_SLOWDOWN_THRESHOLD) return 0
	return Math.min(ACCOUNT_BACKOFF_MAX_MS, ACCOUNT_BACKOFF_BASE_MS * 2 ** (failures - ACCOUNT_SLOWDOWN_THRESHOLD + 1))
}

/** The wait of a slowed attempt; tests replace it to see the backoff without waiting for it. */
export const loginBackoff = { wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) }
export const WEAK_PASSWORD_MESSAGE =
	'The password must have at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.'

const loginErrors = {
	invalidCredential: () => new ApiError(400, 'auth/invalid-credential', 'Invalid login credentials'),
	invalidEmail: () => new ApiError(400, 'auth/invalid-email', 'Incorrect username or password'),
	userDisabled: () => new ApiError(403, 'auth/user-disabled', 'Your account was suspended. Please, contact your manager'),
	tooManyRequests: () => new ApiError(429, 'auth/too-many-requests', 'Too many unsuccessful login attempts. Please try again later.'),
}

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is incorrect.'
export const PASSWORD_UNCHANGED_MESSAGE = 'The new password must be different from the current password.'
const passwordErrors = {
	currentWrong: () => new ApiError(400, 'current_password_invalid', CURRENT_PASSWORD_WRONG_MESSAGE),
	unchanged: () => new ApiError(400, 'password_unchanged', PASSWORD_UNCHANGED_MESSAGE),
}

export const tokenExpired = () => new ApiError(401, 'token_expired', 'Verification token is expired, please try again')

export function findUserByEmail(deps: Deps, email: string) {
	return deps.db
		.select()
		.from(users)
		.where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
		.limit(1)
		.then((rows) => rows[0])
}

export function sendVerificationEmailTo(
	deps: Deps,
	q: Parameters<typeof issueOneTime>[1],
	user: { id: string; companyId: string; email: string; name: string },
) {
	return issueOneTime(deps, q, 'email_verification', { sub: user.id, cid: user.companyId }, EMAIL_VERIFICATION_TTL_SECONDS).then((token) =>
		deps.mailer.queue(q, {
			to: user.email,
			kind: 'verification',
			subject: 'Verify your email address',
			text: [
				`Hi ${user.name || 'there'},`,
				'',
				'Please confirm your email address by opening this link:',
				consoleLink(deps, '/verify_email', { token }),
				'',
				'The link is valid for 24 hours.',
			].join('\n'),
		}),
	)
}

export function toAuthUser(actor: Actor) {
	const u = actor.user
	if (actor.lac) {
		// A partner-access session: admin of the customer company with a placeholder identity.
		return {
			id: u.id,
			company_id: actor.companyId,
			email: `external+${actor.companyId}@partner-access.invalid`,
			name: 'External',
			lastName: '',
			role: 'admin' as const,
			...SETTLED_ACCOUNT_STATE,
			isAdminLoggedInAsCompany: true,
			adminName: `${u.name} ${u.lastName}`.trim(),
			adminEmail: u.email,
			privacyPolicyConfirmedAt: iso(u.privacyPolicyConfirmedAt),
			lastLogin: iso(u.lastLogin),
		}
	}
	return {
		id: u.id,
		company_id: u.companyId,
		email: u.email,
		name: u.name,
		lastName: u.lastName,
		role: u.role,
		sso: u.sso,
		emailVerified: u.emailVerified,
		onboardingCompleted: u.onboardingCompleted,
		onboardingSkipped: u.onboardingSkipped,
		unconfirmedNewEmail: u.unconfirmedNewEmail,
		temporary_password: u.temporaryPassword,
		suspendedCampaignsNotificationShown: u.suspendedCampaignsNotificationShown,
		notificationsShown: u.notificationsShown,
		isMfaEnabled: u.mfaEnabled,
		isAdminLoggedInAsCompany: false,
		adminName: null,
		adminEmail: null,
		privacyPolicyConfirmedAt: iso(u.privacyPolicyConfirmedAt),
		lastLogin: iso(u.lastLogin),
	}
}

export function registerSessionRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	app.post('/user/login/validate', async (c) => {
		const body = await readBody(
			c,
			z.object({
				email: z.string().trim().min(1).max(320),
				password: z.string().min(1).max(1024),
				isAdmin: z.boolean().optional(),
				// (ref) The console's client address (docs/gateway-contract.md): trusted from the console only.
				clientAddress: z.string().trim().min(1).max(200).optional(),
			}),
		)
		const email = body.email.toLowerCase()
		const clientAddress = body.clientAddress ?? 'unknown'
		const now = deps.now()
		const [recent] = await db
			.select({
				account: count(),
				address: sql<number>`count(*) filter (where ${loginAttempts.clientAddress} = ${clientAddress})`.mapWith(Number),
			})
			.from(loginAttempts)
			.where(recentLoginFailure(email, now))
		if ((recent?.address ?? 0) >= LOGIN_FAILURE_LIMIT) throw loginErrors.tooManyRequests()
		const backoff = accountBackoffMs(recent?.account ?? 0)
		if (backoff > 0) await loginBackoff.wait(backoff)

		const user = await findUserByEmail(deps, email)
		const passwordOk = await verifyPassword(body.password, user?.passwordHash)
		if (!user || !passwordOk) {
			await db.insert(loginAttempts).values({ email, clientAddress, success: false, createdAt: now })
			throw user ? loginErrors.invalidCredential() : loginErrors.invalidEmail()
		}
		if (user.status !== 'ENABLED') throw loginErrors.userDisabled()
		// A company that enforces SSO signs in through its identity provider only (checked after the
		// password, so the refusal tells nothing to someone who does not know it).
		const [sso] = await db
			.select({ enforced: ssoSettings.ssoEnforcement, ssoType: ssoSettings.ssoType })
			.from(ssoSettings)
			.where(eq(ssoSettings.companyId, user.companyId))
			.limit(1)
		if (sso?.enforced && sso.ssoType) throw ssoErrors.enforced()

		const reply = await db.transaction(async (tx) => {
			// This address's failures are forgiven; the account's count of the others stays (they were not the owner).
			await tx.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.clientAddress, clientAddress)))
			if (user.mfaEnabled) return { isMfaLogin: true, verificationToken: await createMfaChallenge(deps, tx, user.id, 'login') }
			const verificationToken = await issueOneTime(deps, tx, 'sign_in', { sub: user.id, cid: user.companyId }, ONE_TIME_TTL_SECONDS)
			return { isMfaLogin: false, verificationToken }
		})
		return c.json(reply)
	})

	// (ref) Completes sign-in with any one-time sign-in token and opens a session.
	app.post('/api/v1/auth/sign_in_with_token', async (c) => {
		const body = await readBody(c, z.object({ token: z.string().min(1).max(4096) }))
		// Burning the token and opening the session commit together (an error rolls both back).
		const reply = await db.transaction(async (tx) => {
			const claims = await consumeOneTime(deps, tx, body.token, 'sign_in')
			if (!claims) throw tokenExpired()
			const [user] = await tx.select().from(users).where(eq(users.id, claims.sub)).limit(1)
			if (!user) throw tokenExpired()
			if (user.status !== 'ENABLED') throw loginErrors.userDisabled()
			const companyId = claims.lac ? claims.cid : user.companyId
			if (!(await findCompany(tx, companyId))) throw tokenExpired()
			const sid = randomUUID()
			const { token, expiresAt } = await deps.tokens.signIdToken({
				sub: user.id,
				cid: companyId,
				role: claims.lac ? 'admin' : user.role,
				sid,
				lac: claims.lac,
			})
			await tx.insert(sessions).values({ id: sid, userId: user.id, companyId, lac: claims.lac, createdAt: deps.now(), expiresAt })
			return { idToken: token, expiresAt: expiresAt.toISOString() }
		})
		return c.json(reply)
	})

	app.post('/api/v1/auth/logout', async (c) => {
		const actor = await authenticate(c, deps)
		await db.update(sessions).set({ revokedAt: deps.now() }).where(eq(sessions.id, actor.sid))
		return noContent(c)
	})

	for (const path of ['/user', '/api/v1/user']) {
		app.get(path, async (c) => c.json(toAuthUser(await authenticate(c, deps))))
	}

	app.put('/api/v1/user/:id/last_login', async (c) => {
		const actor = await authenticate(c, deps)
		const id = c.req.param('id')
		assertSelf(actor, id)
		const updated = await db.update(users).set({ lastLogin: deps.now() }).where(eq(users.id, id)).returning({ id: users.id })
		if (updated.length === 0) throw errors.notFound('User not found')
		return noContent(c)
	})

	app.get('/api/v1/auth/auth_token/magic_link/:verificationToken', async (c) => {
		const authToken = await db.transaction(async (tx) => {
			const claims = await consumeOneTime(deps, tx, c.req.param('verificationToken'), 'magic_link')
			if (!claims) return null
			return issueOneTime(deps, tx, 'sign_in', { sub: claims.sub, cid: claims.cid, lac: claims.lac }, ONE_TIME_TTL_SECONDS)
		})
		if (!authToken) throw new ApiError(401, 'magic_link_expired', 'The sign-in link is invalid or has expired.')
		return c.json({ authToken })
	})

	app.get('/api/v1/auth/company/:companyId/magic_link', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		const verificationToken = await issueOneTime(
			deps,
			db,
			'magic_link',
			{ sub: actor.userId, cid: company.id, lac: actor.lac },
			MAGIC_LINK_TTL_SECONDS,
		)
		return c.json({ verificationToken })
	})

	app.post('/api/v1/user/verification_email', async (c) => {
		const actor = await authenticate(c, deps)
		const body = await readBody(c, z.object({ user_id: z.string().min(1) }))
		const [target] = await db.select().from(users).where(eq(users.id, body.user_id)).limit(1)
		if (!target) throw errors.notFound('User not found')
		if (target.id !== actor.userId) await companyScope(deps, actor, target.companyId)
		if (target.emailVerified && !target.unconfirmedNewEmail) {
			throw errors.conflict('email_already_verified', 'This email is already verified.')
		}
		await db.transaction((tx) => sendVerificationEmailTo(deps, tx, target))
		return noContent(c)
	})

	// (ref) The link in the verification email.
	app.post('/api/v1/user/verify_email', async (c) => {
		const body = await readBody(c, z.object({ token: z.string().min(1).max(4096) }))
		const done = await db.transaction(async (tx) => {
			const claims = await consumeOneTime(deps, tx, body.token, 'email_verification')
			if (!claims) return false
			await tx.update(users).set({ emailVerified: true, updatedAt: deps.now() }).where(eq(users.id, claims.sub))
			return true
		})
		if (!done) throw new ApiError(400, 'verification_token_expired', 'Verification token is expired, please try again')
		return noContent(c)
	})

	// (ref) Sets the caller's own password, given the current one (the temporary password included), clears
	// temporary_password and ends the user's other sessions. Wrong current passwords count like wrong
	// sign-in passwords, per client address: a borrowed session cannot guess its way to the password.
	app.put('/api/v1/user/password', async (c) => {
		const actor = await authenticate(c, deps)
		if (actor.lac) throw errors.forbidden('The password cannot be changed in partner access.')
		const body = await readBody(
			c,
			z.object({
				password: z.string().max(1024),
				currentPassword: z.string().min(1).max(1024),
				clientAddress: z.string().trim().min(1).max(200).optional(),
			}),
		)
		const [user] = await db.select().from(users).where(eq(users.id, actor.userId)).limit(1)
		if (!user) throw errors.notFound('User not found')
		const email = user.email.toLowerCase()
		const clientAddress = body.clientAddress ?? 'unknown'
		const now = deps.now()
		if (await isLoginLockedOut(db, email, now, clientAddress)) throw loginErrors.tooManyRequests()
		if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
			await db.insert(loginAttempts).values({ email, clientAddress, success: false, createdAt: now })
			throw passwordErrors.currentWrong()
		}
		if (!isStrongPassword(body.password)) throw validationError([{ field: 'password', message: WEAK_PASSWORD_MESSAGE }])
		if (body.password === body.currentPassword) throw passwordErrors.unchanged()
		const passwordHash = await hashPassword(body.password)
		await db.transaction(async (tx) => {
			await tx.update(users).set({ passwordHash, temporaryPassword: false, updatedAt: now }).where(eq(users.id, actor.userId))
			await tx
				.update(sessions)
				.set({ revokedAt: now })
				.where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sid), isNull(sessions.revokedAt)))
		})
		return noContent(c)
	})

	app.post('/customers/api/v1/company/:companyId/users/:userId/privacy_policy/confirm', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		const userId = c.req.param('userId')
		if (actor.lac || (userId !== actor.userId && !isStaff(actor))) {
			throw errors.forbidden('Only the user can confirm the privacy policy.')
		}
		const confirmed = await db
			.update(users)
			.set({ privacyPolicyConfirmedAt: deps.now() })
			.where(and(eq(users.id, userId), eq(users.companyId, company.id), isNull(users.privacyPolicyConfirmedAt)))
			.returning({ id: users.id })
		if (confirmed.length === 0) {
			const [exists] = await db
				.select({ id: users.id })
				.from(users)
				.where(and(eq(users.id, userId), eq(users.companyId, company.id)))
			if (!exists) throw errors.notFound('User not found')
			throw errors.conflict('privacy_policy_already_confirmed', 'The privacy policy is already confirmed.')
		}
		return noContent(c)
	})
}
