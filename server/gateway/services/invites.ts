import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { departments, groups, inviteTemplates, userGroups, users } from '../db/schema.ts'
import type { Queryable } from '../db/types.ts'
import { type CompanyRow, type Deps, consoleLink, isUniqueViolation, issueOneTime } from '../lib/context.ts'
import { ApiError, noContent, readBody, validationError } from '../lib/http.ts'
import { MAGIC_LINK_TTL_SECONDS } from '../lib/tokens.ts'
import { INVITE_ROLES, directoryScope } from './directory-shared.ts'

// Invites (spec 1 §3 "Invite payload", §4 add-users flow) and the invite message templates.

export const EMAILS_IN_USE = 'emails_in_use'
export const EMAILS_IN_USE_MESSAGE = 'These emails are already in use.'
/** An invite of up to this many users is one request (5,000 is well under the 1 MB body limit). */
export const MAX_INVITES = 10_000

export const TEMPLATE_KINDS = ['learner', 'admin'] as const
export type TemplateKind = (typeof TEMPLATE_KINDS)[number]
export type InviteTemplate = { subject: string; message: string }

/**
 * The default invite texts. Placeholders: {{name}}, {{lastName}}, {{email}}, {{companyName}},
 * {{adminName}}, {{adminEmail}}; the sign-in instructions follow the message.
 */
export const DEFAULT_TEMPLATES: Record<TemplateKind, InviteTemplate> = {
	learner: {
		subject: "You're invited to {{companyName}}'s security awareness training",
		message: [
			'Hi {{name}},',
			'',
			"{{adminName}} invited you to {{companyName}}'s security awareness training. Short lessons and realistic exercises help you recognise phishing and other attacks, and keep you and the company safe.",
			'',
			'You will receive an email whenever a training is assigned to you.',
		].join('\n'),
	},
	admin: {
		subject: 'You have been added as an admin of {{companyName}}',
		message: [
			'Hi {{name}},',
			'',
			'{{adminName}} added you as an admin of {{companyName}} on the security awareness platform. As an admin you can invite users, start training campaigns and follow your team’s progress.',
		].join('\n'),
	},
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const InviteBody = z.object({
	emails: z
		.array(
			z.object({
				email: z
					.string()
					.trim()
					.max(320, 'This is not a valid email')
					.regex(EMAIL, 'This is not a valid email'),
				role: z.enum(INVITE_ROLES, { error: 'The role is Learner (user) or Admin (admin).' }),
				departments: z.array(z.string().min(1).max(200)).max(1, 'A user has at most one department.').default([]),
				groups: z.array(z.string().min(1).max(200)).max(100).default([]),
				name: z.string().trim().max(100).optional(),
				lastName: z.string().trim().max(100).optional(),
			}),
		)
		.min(1, 'Enter one or more email addresses.')
		.max(MAX_INVITES, `At most ${MAX_INVITES} users can be invited at once.`),
	company_id: z.string().min(1).max(200),
	custom_message: z.string().max(20_000).default(''),
	custom_subject: z.string().trim().max(300).default(''),
	sso: z.boolean().default(false),
	departments: z.null().optional(),
	groups: z.null().optional(),
	notificationsEnabled: z.boolean(),
})

const ExistsBody = z.object({ emails: z.array(z.string().trim().max(320)).max(MAX_INVITES) })
const TemplateBody = z.object({
	subject: z.string().trim().min(1, 'Please add subject.').max(300),
	message: z.string().trim().min(1, 'Please fill out this field.').max(20_000),
})

function emailsInUse(emails: string[]): ApiError {
	return new ApiError(409, EMAILS_IN_USE, EMAILS_IN_USE_MESSAGE, {
		details: emails.map((email) => ({ code: EMAILS_IN_USE, description: email })),
		emails,
	})
}

/** Lower-cased emails of `emails` that any user (of any company) already has. */
export async function takenEmails(q: Queryable, emails: string[]): Promise<Set<string>> {
	const lower = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))]
	const taken = new Set<string>()
	for (let i = 0; i < lower.length; i += 1000) {
		const rows = await q
			.select({ email: sql<string>`lower(${users.email})` })
			.from(users)
			.where(inArray(sql`lower(${users.email})`, lower.slice(i, i + 1000)))
		for (const row of rows) taken.add(row.email)
	}
	return taken
}

export async function companyTemplates(q: Queryable, companyId: string): Promise<Record<TemplateKind, InviteTemplate>> {
	const rows = await q.select().from(inviteTemplates).where(eq(inviteTemplates.companyId, companyId))
	const result = { ...DEFAULT_TEMPLATES }
	for (const row of rows) {
		if (row.kind === 'learner' || row.kind === 'admin') result[row.kind] = { subject: row.subject, message: row.message }
	}
	return result
}

function fill(text: string, values: Record<string, string>): string {
	return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match)
}

export type Invitee = { id: string; email: string; name: string; lastName?: string; role: 'user' | 'admin' }

/**
 * Queues one invite email per invitee. Without a subject/message the company's template of the
 * invitee's role applies. Admins get a sign-in link to the console (a magic link, valid 24 hours).
 */
export async function sendInviteEmails(
	deps: Deps,
	q: Queryable,
	company: CompanyRow,
	input: { invitees: Invitee[]; adminName: string; adminEmail: string; companyName: string; subject?: string; message?: string },
): Promise<void> {
	const templates = input.subject ? null : await companyTemplates(q, company.id)
	const emails = []
	for (const invitee of input.invitees) {
		const template = templates ? templates[invitee.role === 'admin' ? 'admin' : 'learner'] : { subject: input.subject!, message: input.message ?? '' }
		const values = {
			name: invitee.name || 'there',
			lastName: invitee.lastName ?? '',
			email: invitee.email,
			companyName: input.companyName,
			adminName: input.adminName,
			adminEmail: input.adminEmail,
		}
		const signIn =
			invitee.role === 'admin'
				? [
						'Sign in to the admin console with this link (valid for 24 hours):',
						consoleLink(deps, '/', {
							magicLinkVerificationToken: await issueOneTime(deps, q, 'magic_link', { sub: invitee.id, cid: company.id }, MAGIC_LINK_TTL_SECONDS),
						}),
					]
				: [`Your learning portal account is ${invitee.email}.`]
		emails.push({
			to: invitee.email,
			kind: 'invite',
			subject: fill(template.subject, values),
			text: [fill(template.message, values).trim(), '', ...signIn].join('\n'),
		})
	}
	await deps.mailer.queueMany(q, emails)
}

export function registerInviteRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	const base = '/customers/api/v1/company/:companyId'

	// (ref) Which of these emails already belong to a user (of any company): "These emails are already in use."
	app.post(`${base}/users/exists`, async (c) => {
		await directoryScope(c, deps, c.req.param('companyId'))
		const { emails } = await readBody(c, ExistsBody)
		const taken = await takenEmails(db, emails)
		const existing = [...new Set(emails.filter((e) => taken.has(e.trim().toLowerCase())))]
		return c.json({ existing })
	})

	// (ref) The invite: every user in one transaction, all or nothing.
	app.post(`${base}/invite`, async (c) => {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId'))
		const body = await readBody(c, InviteBody)
		const invalid: { field: string; message: string }[] = []
		if (body.company_id !== company.id) invalid.push({ field: 'company_id', message: 'The company of the path.' })
		if (body.notificationsEnabled && !body.custom_subject) invalid.push({ field: 'custom_subject', message: 'Please add subject.' })
		const seen = new Set<string>()
		body.emails.forEach((invite, i) => {
			const lower = invite.email.toLowerCase()
			if (seen.has(lower)) invalid.push({ field: `emails.${i}.email`, message: 'This email is listed more than once.' })
			seen.add(lower)
		})
		// Departments and groups must be this company's.
		const departmentIds = [...new Set(body.emails.flatMap((e) => e.departments))]
		const groupIds = [...new Set(body.emails.flatMap((e) => e.groups))]
		const [knownDepartments, knownGroups] = await Promise.all([
			departmentIds.length
				? db.select({ id: departments.id }).from(departments).where(and(eq(departments.companyId, company.id), inArray(departments.id, departmentIds)))
				: Promise.resolve([]),
			groupIds.length
				? db.select({ id: groups.id }).from(groups).where(and(eq(groups.companyId, company.id), inArray(groups.id, groupIds)))
				: Promise.resolve([]),
		])
		const departmentOk = new Set(knownDepartments.map((d) => d.id))
		const groupOk = new Set(knownGroups.map((g) => g.id))
		body.emails.forEach((invite, i) => {
			if (invite.departments.some((id) => !departmentOk.has(id))) invalid.push({ field: `emails.${i}.departments`, message: 'Unknown department.' })
			if (invite.groups.some((id) => !groupOk.has(id))) invalid.push({ field: `emails.${i}.groups`, message: 'Unknown group.' })
		})
		if (invalid.length) throw validationError(invalid.slice(0, 100))

		const now = deps.now()
		const rows = body.emails.map((invite) => ({
			id: randomUUID(),
			companyId: company.id,
			email: invite.email.toLowerCase(),
			name: invite.name ?? '',
			lastName: invite.lastName ?? '',
			role: invite.role,
			departmentId: invite.departments[0] ?? null,
			sso: body.sso,
			createdAt: now,
			updatedAt: now,
		}))
		const memberships = body.emails.flatMap((invite, i) => [...new Set(invite.groups)].map((groupId) => ({ userId: rows[i]!.id, groupId })))
		try {
			await db.transaction(async (tx) => {
				const taken = await takenEmails(
					tx,
					rows.map((r) => r.email),
				)
				if (taken.size > 0) throw emailsInUse(rows.map((r) => r.email).filter((e) => taken.has(e)))
				for (let i = 0; i < rows.length; i += 1000) await tx.insert(users).values(rows.slice(i, i + 1000))
				for (let i = 0; i < memberships.length; i += 2000) await tx.insert(userGroups).values(memberships.slice(i, i + 2000))
				if (body.notificationsEnabled) {
					await sendInviteEmails(deps, tx, company, {
						invitees: rows.map((r) => ({ id: r.id, email: r.email, name: r.name, lastName: r.lastName, role: r.role })),
						adminName: `${actor.user.name} ${actor.user.lastName}`.trim(),
						adminEmail: actor.user.email,
						companyName: company.name,
						subject: body.custom_subject,
						message: body.custom_message,
					})
				}
			})
		} catch (error) {
			// Someone else took an email between the check and the insert: the same answer as the check.
			if (isUniqueViolation(error)) {
				const taken = await takenEmails(
					db,
					rows.map((r) => r.email),
				)
				throw emailsInUse(rows.map((r) => r.email).filter((e) => taken.has(e)))
			}
			throw error
		}
		return c.json({ invited: rows.length }, 201)
	})

	// Spec path: the learner and admin templates (defaults where the company saved none).
	app.get(`${base}/invite/emails`, async (c) => {
		const { company } = await directoryScope(c, deps, c.req.param('companyId'))
		return c.json(await companyTemplates(db, company.id))
	})

	for (const kind of TEMPLATE_KINDS) {
		// Spec path: save the template.
		app.put(`${base}/invite/emails/${kind}`, async (c) => {
			const { company } = await directoryScope(c, deps, c.req.param('companyId'))
			const body = await readBody(c, TemplateBody)
			const updatedAt = deps.now()
			await db
				.insert(inviteTemplates)
				.values({ companyId: company.id, kind, subject: body.subject, message: body.message, updatedAt })
				.onConflictDoUpdate({
					target: [inviteTemplates.companyId, inviteTemplates.kind],
					set: { subject: body.subject, message: body.message, updatedAt },
				})
			return noContent(c)
		})

		// Spec path: back to the default text.
		app.post(`${base}/invite/emails/${kind}/reset`, async (c) => {
			const { company } = await directoryScope(c, deps, c.req.param('companyId'))
			await db.delete(inviteTemplates).where(and(eq(inviteTemplates.companyId, company.id), eq(inviteTemplates.kind, kind)))
			return noContent(c)
		})
	}
}
