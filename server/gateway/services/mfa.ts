import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { mfaChallenges, mfaState, users } from '../db/schema.ts'
import { type Deps, authenticate, issueOneTime } from '../lib/context.ts'
import { ApiError, errors, readBody } from '../lib/http.ts'
import { verifyPassword } from '../lib/passwords.ts'
import { ONE_TIME_TTL_SECONDS } from '../lib/tokens.ts'
import type { GatewayTx, Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

export const MFA_MAX_SENDS = 3
export const MFA_MAX_FAILURES = 5
export const MFA_LOCK_MS = 10 * 60 * 1000
export const MFA_CODE_TTL_MS = 10 * 60 * 1000
/** How long a verificationTokenId (the MFA step) stays usable. */
export const MFA_CHALLENGE_TTL_MS = 30 * 60 * 1000

export const mfaErrors = {
	invalidCode: () => new ApiError(400, '60202', 'The code is invalid or has expired.'),
	exhausted: () => new ApiError(429, '60203', 'The number of attempts has been exhausted. Please try again in 10 minutes.'),
	invalidStep: () => new ApiError(400, 'mfa_verification_expired', 'Verification token is expired, please try again'),
	invalidPassword: () => new ApiError(400, 'auth/invalid-credential', 'Invalid login credentials'),
}

type Purpose = 'login' | 'toggle'

export async function createMfaChallenge(deps: Deps, q: Queryable, userId: string, purpose: Purpose): Promise<string> {
	const id = randomBytes(24).toString('base64url')
	const now = deps.now()
	await q.insert(mfaChallenges).values({ id, userId, purpose, createdAt: now, expiresAt: new Date(now.getTime() + MFA_CHALLENGE_TTL_MS) })
	return id
}

function hashCode(challengeId: string, code: string): string {
	return createHash('sha256').update(`${challengeId}:${code}`).digest('base64url')
}

function sameHash(a: string, b: string): boolean {
	const x = Buffer.from(a)
	const y = Buffer.from(b)
	return x.length === y.length && timingSafeEqual(x, y)
}

/** Locks the user's MFA counters row; a lock that ran out (or an old window) starts afresh. */
async function lockState(tx: GatewayTx, userId: string, now: Date) {
	await tx.insert(mfaState).values({ userId, windowStartedAt: now }).onConflictDoNothing()
	const [state] = await tx.select().from(mfaState).where(eq(mfaState.userId, userId)).for('update')
	const s = state!
	const lockOver = s.lockedUntil !== null && s.lockedUntil <= now
	const windowOver = s.lockedUntil === null && now.getTime() - s.windowStartedAt.getTime() > MFA_LOCK_MS
	if (lockOver || windowOver) {
		const [fresh] = await tx
			.update(mfaState)
			.set({ sends: 0, failures: 0, lockedUntil: null, windowStartedAt: now })
			.where(eq(mfaState.userId, userId))
			.returning()
		return fresh!
	}
	return s
}

/** Counts one more wrong code or password; the one that reaches MFA_MAX_FAILURES locks for MFA_LOCK_MS. The error to answer. */
async function recordFailure(tx: GatewayTx, userId: string, failuresBefore: number, now: Date, wrong: ApiError): Promise<ApiError> {
	const failures = failuresBefore + 1
	const locked = failures >= MFA_MAX_FAILURES
	await tx
		.update(mfaState)
		.set({ failures, lockedUntil: locked ? new Date(now.getTime() + MFA_LOCK_MS) : null })
		.where(eq(mfaState.userId, userId))
	return locked ? mfaErrors.exhausted() : wrong
}

async function openChallenge(tx: GatewayTx, id: string, purpose: Purpose, now: Date) {
	const [challenge] = await tx
		.select()
		.from(mfaChallenges)
		.where(
			and(eq(mfaChallenges.id, id), eq(mfaChallenges.purpose, purpose), isNull(mfaChallenges.consumedAt), gt(mfaChallenges.expiresAt, now)),
		)
		.limit(1)
	return challenge
}

/**
 * Checks a code against the step in one transaction; a wrong code counts towards the lock. On
 * success `onValid` runs in the same transaction. Returns its value, or an ApiError to throw after
 * the transaction has committed the count.
 */
async function checkCode<T>(
	deps: Deps,
	input: { verificationTokenId: string; code: string; purpose: Purpose; userId?: string },
	onValid: (tx: GatewayTx, userId: string) => Promise<T>,
): Promise<{ error: ApiError } | { value: T }> {
	const { verificationTokenId, code, purpose, userId } = input
	return deps.db.transaction(async (tx) => {
		const now = deps.now()
		const challenge = await openChallenge(tx, verificationTokenId, purpose, now)
		if (!challenge || (userId && challenge.userId !== userId)) return { error: mfaErrors.invalidStep() }
		const state = await lockState(tx, challenge.userId, now)
		if (state.lockedUntil) return { error: mfaErrors.exhausted() }
		const valid =
			challenge.codeHash !== null &&
			challenge.codeExpiresAt !== null &&
			challenge.codeExpiresAt > now &&
			sameHash(challenge.codeHash, hashCode(challenge.id, code))
		if (!valid) return { error: await recordFailure(tx, challenge.userId, state.failures, now, mfaErrors.invalidCode()) }
		await tx.update(mfaChallenges).set({ consumedAt: now }).where(eq(mfaChallenges.id, challenge.id))
		await tx
			.update(mfaState)
			.set({ sends: 0, failures: 0, lockedUntil: null, windowStartedAt: now })
			.where(eq(mfaState.userId, challenge.userId))
		return { value: await onValid(tx, challenge.userId) }
	})
}

const CodeSchema = z
	.string()
	.trim()
	.regex(/^\d{6}$/, 'The code must be 6 digits.')

export function registerMfaRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// Two-factor authentication is each user's own setting, whatever the role: only the caller's
	// own company id, never in partner access.
	async function ownMfaScope(c: Context) {
		const actor = await authenticate(c, deps)
		if (actor.lac) throw new ApiError(403, 'forbidden', 'Two-factor authentication is managed by each user.')
		if (c.req.param('companyId') !== actor.user.companyId) throw errors.companyNotAccessible()
		if (actor.company.isDisabled) throw errors.companyDisabled()
		return actor
	}

	// Public: the verificationTokenId of the MFA step authorises it.
	app.post('/api/v1/user/security/mfa/send_code', async (c) => {
		const body = await readBody(c, z.object({ email: z.string().trim().min(1), verificationTokenId: z.string().min(1).max(200) }))
		const result = await db.transaction(async (tx) => {
			const now = deps.now()
			const [row] = await tx
				.select({ challenge: mfaChallenges, user: users })
				.from(mfaChallenges)
				.innerJoin(users, eq(users.id, mfaChallenges.userId))
				.where(and(eq(mfaChallenges.id, body.verificationTokenId), isNull(mfaChallenges.consumedAt), gt(mfaChallenges.expiresAt, now)))
				.limit(1)
			if (!row || row.user.email.toLowerCase() !== body.email.toLowerCase()) return { error: mfaErrors.invalidStep() }
			const state = await lockState(tx, row.user.id, now)
			if (state.lockedUntil) return { error: mfaErrors.exhausted() }
			if (state.sends >= MFA_MAX_SENDS) {
				await tx
					.update(mfaState)
					.set({ lockedUntil: new Date(now.getTime() + MFA_LOCK_MS) })
					.where(eq(mfaState.userId, row.user.id))
				return { error: mfaErrors.exhausted() }
			}
			const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
			await tx
				.update(mfaChallenges)
				.set({ codeHash: hashCode(row.challenge.id, code), codeExpiresAt: new Date(now.getTime() + MFA_CODE_TTL_MS) })
				.where(eq(mfaChallenges.id, row.challenge.id))
			const sends = state.sends + 1
			await tx.update(mfaState).set({ sends }).where(eq(mfaState.userId, row.user.id))
			await deps.mailer.queue(tx, {
				to: row.user.email,
				kind: 'mfa_code',
				subject: `Your verification code: ${code}`,
				text: [
					`Hi ${row.user.name || 'there'},`,
					'',
					`Your verification code is ${code}.`,
					row.challenge.purpose === 'toggle'
						? 'Enter it in the admin console to turn two-factor authentication on or off. It is valid for 10 minutes. If you did not ask for it, change your password.'
						: 'It is valid for 10 minutes. If you did not try to sign in, change your password.',
				].join('\n'),
			})
			return { sendsLeft: MFA_MAX_SENDS - sends }
		})
		if ('error' in result) throw result.error
		return c.json({ sendsLeft: result.sendsLeft })
	})

	app.post('/user/security/mfa/login', async (c) => {
		const body = await readBody(c, z.object({ code: CodeSchema, verificationTokenId: z.string().min(1).max(200) }))
		const result = await checkCode(deps, { ...body, purpose: 'login' }, async (tx, userId) => {
			const [user] = await tx.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1)
			return issueOneTime(deps, tx, 'sign_in', { sub: user!.id, cid: user!.companyId }, ONE_TIME_TTL_SECONDS)
		})
		if ('error' in result) throw result.error
		return c.json({ customToken: result.value })
	})

	// The settings flow's first step. A wrong password counts towards the same lock as a wrong code,
	// so a stolen session cannot guess the password here; a locked user gets 60203 before any check.
	app.post('/api/v1/user/company/:companyId/security/mfa/verify_password', async (c) => {
		const actor = await ownMfaScope(c)
		const body = await readBody(c, z.object({ password: z.string().min(1).max(1024) }))
		const passwordOk = await verifyPassword(body.password, actor.user.passwordHash)
		const result = await db.transaction(async (tx) => {
			const now = deps.now()
			const state = await lockState(tx, actor.userId, now)
			if (state.lockedUntil) return { error: mfaErrors.exhausted() }
			if (!passwordOk) return { error: await recordFailure(tx, actor.userId, state.failures, now, mfaErrors.invalidPassword()) }
			return { value: await createMfaChallenge(deps, tx, actor.userId, 'toggle') }
		})
		if ('error' in result) throw result.error
		return c.json({ verificationToken: result.value })
	})

	app.patch('/api/v1/user/company/:companyId/security/mfa', async (c) => {
		const actor = await ownMfaScope(c)
		const body = await readBody(
			c,
			z.object({ isMfaEnabled: z.boolean(), code: CodeSchema, verificationTokenId: z.string().min(1).max(200) }),
		)
		const result = await checkCode(deps, { ...body, purpose: 'toggle', userId: actor.userId }, async (tx) => {
			await tx.update(users).set({ mfaEnabled: body.isMfaEnabled, updatedAt: deps.now() }).where(eq(users.id, actor.userId))
			return issueOneTime(deps, tx, 'sign_in', { sub: actor.userId, cid: actor.user.companyId }, ONE_TIME_TTL_SECONDS)
		})
		if ('error' in result) throw result.error
		return c.json({ customFirebaseToken: result.value })
	})
}
