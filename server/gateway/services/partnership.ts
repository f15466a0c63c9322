import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { companies, sessions, users } from '../db/schema.ts'
import { type Deps, authenticate, companyScope, consoleLink, isStaff, issueOneTime } from '../lib/context.ts'
import { ApiError, errors, noContent, readBody, validationError } from '../lib/http.ts'
import { hashPassword, isStrongPassword } from '../lib/passwords.ts'
import { ONE_TIME_TTL_SECONDS } from '../lib/tokens.ts'
import { WEAK_PASSWORD_MESSAGE } from './session.ts'
import type { Hono } from 'hono'

export function registerPartnershipRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// Partner "login as company": a one-time token for a partner-access (lac) session.
	app.get('/user/custom_token/:id', async (c) => {
		const actor = await authenticate(c, deps)
		if (actor.lac) throw errors.companyNotAccessible()
		const target = await companyScope(deps, actor, c.req.param('id'), { partnerOnly: true })
		if (!isStaff(actor)) {
			if (!actor.company.isChildLoginAllowed) {
				throw new ApiError(403, 'child_login_not_allowed', 'Login as a customer company is not enabled for your company.')
			}
			if (target.partnerStatus !== 'access') {
				throw new ApiError(403, 'partner_access_not_granted', 'The company has not granted access to its partner yet.')
			}
		}
		const customToken = await issueOneTime(deps, db, 'sign_in', { sub: actor.userId, cid: target.id, lac: true }, ONE_TIME_TTL_SECONDS)
		return c.json({ customToken, company_id: target.id })
	})

	// Sets a temporary password for the customer company's owner (changed at next sign-in).
	app.post('/partnership/api/v1/company/:id/temporary_password', async (c) => {
		const actor = await authenticate(c, deps)
		if (actor.lac) throw errors.companyNotAccessible()
		const target = await companyScope(deps, actor, c.req.param('id'), { partnerOnly: true })
		const body = await readBody(c, z.object({ password: z.string().max(1024), grantLoginAccess: z.boolean().optional().default(false) }))
		if (!isStrongPassword(body.password)) throw validationError([{ field: 'password', message: WEAK_PASSWORD_MESSAGE }])
		if (!target.ownerId) throw errors.notFound('The company has no owner.')
		const [owner] = await db.select().from(users).where(eq(users.id, target.ownerId)).limit(1)
		if (!owner) throw errors.notFound('The company has no owner.')
		const passwordHash = await hashPassword(body.password)
		const now = deps.now()
		await db.transaction(async (tx) => {
			await tx.update(users).set({ passwordHash, temporaryPassword: true, updatedAt: now }).where(eq(users.id, owner.id))
			await tx
				.update(sessions)
				.set({ revokedAt: now })
				.where(and(eq(sessions.userId, owner.id), isNull(sessions.revokedAt)))
			if (body.grantLoginAccess) {
				await tx.update(companies).set({ partnerStatus: 'access', loginAsCompany: true, updatedAt: now }).where(eq(companies.id, target.id))
			}
			await deps.mailer.queue(tx, {
				to: owner.email,
				kind: 'temporary_password',
				subject: 'Your temporary password',
				text: [
					`Hi ${owner.name || 'there'},`,
					'',
					`${actor.company.name} set a temporary password for your ${target.name} admin account:`,
					body.password,
					'',
					`Sign in at ${consoleLink(deps, '/login')} and choose a new password.`,
				].join('\n'),
			})
		})
		return noContent(c)
	})

	// (ref) The company confirms its parent's access (spec 1 §4 "Partner access"): pending → access.
	// Only the company's own admin decides: not its partner, not a partner logged in as the company.
	app.patch('/partnership/api/v1/company/:companyId/access_status', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		if (actor.lac) throw errors.forbidden('Only the company itself can grant access to its parent company.')
		if (company.id !== actor.companyId) throw errors.companyNotAccessible()
		const body = await readBody(
			c,
			z.object({ companyId: z.string().max(200), status: z.literal('access', { error: 'Status must be access' }) }),
		)
		if (body.companyId !== company.id) {
			throw validationError([{ field: 'companyId', message: 'The company id must be the one in the path' }])
		}
		if (!company.parentCompanyId) throw partnershipErrors.noParent()
		const now = deps.now()
		const updated = await db
			.update(companies)
			.set({ partnerStatus: 'access', loginAsCompany: true, updatedAt: now })
			.where(and(eq(companies.id, company.id), eq(companies.partnerStatus, 'pending')))
			.returning({ id: companies.id })
		if (updated.length === 0) throw partnershipErrors.notPending()
		return noContent(c)
	})
}

export const partnershipErrors = {
	noParent: () => errors.conflict('no_parent_company', 'This company has no parent company.'),
	notPending: () => errors.conflict('parent_access_not_pending', 'There is no pending access request of the parent company.'),
}
