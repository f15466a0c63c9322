import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { MAX_INVITES, PERSON_NAME_MAX, hasControlCharacter } from '#server/shared/directory-rules.ts'
import { departments, groups, inviteTemplates, userGroups, users } from '../db/schema.ts'
import { type Actor, type CompanyRow, type Deps, consoleLink, isUniqueViolation, issueOneTime } from '../lib/context.ts'
import { ApiError, noContent, readBody, validationError } from '../lib/http.ts'
import { MAGIC_LINK_TTL_SECONDS } from '../lib/tokens.ts'
import { INVITE_ROLES, directoryScope, namedItemNameSchema } from './directory-shared.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

// Invites (spec 1 §3 "Invite payload", §4 add-users flow) and the invite message templates.

export const EMAILS_IN_USE = 'emails_in_use'
export const EMAILS_IN_USE_MESSAGE = 'These emails are already in use.'
/** An invite of up to this many users is one request (one definition with the console: #server/shared/directory-rules.ts). */
export { MAX_INVITES }

/**
 * The body limit the bulk invite needs instead of the gateway's 1 MB: 10,000 users with long names
 * (a 65-character address), a department and three groups each measure 2.5 MB (2.0 MB without
 * groups; tests/bench/csv-import.ts prints it). 8 MB leaves room for longer names and more groups
 * and still bounds the body; server/gateway/app.ts applies it to isBulkInvitePath.
 */
export const BULK_INVITE_BODY_LIMIT_BYTES = 8 * 1024 * 1024
/** (ref) The bulk invite's path: users with department and group names, created in one transaction. */
export const BULK_INVITE_PATH = '/customers/api/v1/company/:companyId/invite/bulk'
const BULK_INVITE_PATH_PATTERN = /^\/customers\/api\/v1\/company\/[^/]+\/invite\/bulk$/

/** Whether a POST to this path is the bulk invite (its own body limit, BULK_INVITE_BODY_LIMIT_BYTES). */
export function isBulkInvitePath(path: string): boolean {
	return BULK_INVITE_PATH_PATTERN.test(path)
}

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

/** Text a person typed: no NUL (PostgreSQL text cannot hold it) nor other control characters. */
const plainText = (schema: z.ZodString, message = 'Control characters (such as NUL) cannot be stored.') =>
	schema.refine((value) => !hasControlCharacter(value), message)

/**
 * Spec 1 §3 "Invite payload". `departments` and `groups` of each email are ids of the company's
 * (the invite call) or names, created when missing (the bulk invite).
 */
function inviteBody(reference: z.ZodType<string>) {
	return z.object({
		emails: z
			.array(
				z.object({
					email: plainText(
						z.string().trim().max(320, 'This is not a valid email').regex(EMAIL, 'This is not a valid email'),
						'This is not a valid email',
					),
					role: z.enum(INVITE_ROLES, { error: 'The role is Learner (user) or Admin (admin).' }),
					departments: z.array(reference).max(1, 'A user has at most one department.').default([]),
					groups: z.array(reference).max(100).default([]),
					name: plainText(z.string().trim().max(PERSON_NAME_MAX)).optional(),
					lastName: plainText(z.string().trim().max(PERSON_NAME_MAX)).optional(),
				}),
			)
			.min(1, 'Enter one or more email addresses.')
			.max(MAX_INVITES, `At most ${MAX_INVITES} users can be invited at once.`),
		company_id: z.string().min(1).max(200),
		custom_message: plainText(z.string().max(20_000)).default(''),
		custom_subject: plainText(z.string().trim().max(300)).default(''),
		sso: z.boolean().default(false),
		departments: z.null().optional(),
		groups: z.null().optional(),
		notificationsEnabled: z.boolean(),
	})
}
const InviteBody = inviteBody(z.string().min(1).max(200))
const BulkInviteBody = inviteBody(namedItemNameSchema)
type InviteBodyValue = z.output<typeof InviteBody>

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
	input: {
		invitees: Invitee[]
		adminName: string
		adminEmail: string
		companyName: string
		subject?: string
		message?: string
	},
): Promise<void> {
	const templates = input.subject ? null : await companyTemplates(q, company.id)
	const emails = []
	for (const invitee of input.invitees) {
		const template = templates
			? templates[invitee.role === 'admin' ? 'admin' : 'learner']
			: { subject: input.subject!, message: input.message ?? '' }
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
							magicLinkVerificationToken: await issueOneTime(
								deps,
								q,
								'magic_link',
								{ sub: invitee.id, cid: company.id },
								MAGIC_LINK_TTL_SECONDS,
							),
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

/** What both invite calls refuse before the transaction: another company, a missing subject, an email twice. */
function payloadProblems(
	body: Pick<InviteBodyValue, 'company_id' | 'notificationsEnabled' | 'custom_subject'> & {
		emails: { email: string }[]
	},
	company: CompanyRow,
) {
	const invalid: { field: string; message: string }[] = []
	if (body.company_id !== company.id) invalid.push({ field: 'company_id', message: 'The company of the path.' })
	if (body.notificationsEnabled && !body.custom_subject) invalid.push({ field: 'custom_subject', message: 'Please add subject.' })
	const seen = new Set<string>()
	body.emails.forEach((invite, i) => {
		const lower = invite.email.toLowerCase()
		if (seen.has(lower)) invalid.push({ field: `emails.${i}.email`, message: 'This email is listed more than once.' })
		seen.add(lower)
	})
	return invalid
}

type InviteEntry = {
	email: string
	role: 'user' | 'admin'
	departments: string[]
	groups: string[]
	name?: string
	lastName?: string
}
type Placement = { departmentId: (invite: InviteEntry) => string | null; groupIds: (invite: InviteEntry) => string[] }

/**
 * The users of an invite, created in one transaction with their memberships and invite emails:
 * `place` runs first in the same transaction (the bulk invite creates departments and groups there),
 * so a taken email, a unique violation or any other failure rolls all of it back.
 */
async function inviteInOneTransaction(
	deps: Deps,
	actor: Actor,
	company: CompanyRow,
	body: Omit<InviteBodyValue, 'emails'> & { emails: InviteEntry[] },
	place: (tx: Queryable) => Promise<Placement>,
): Promise<number> {
	const now = deps.now()
	const emails = body.emails.map((invite) => invite.email.toLowerCase())
	try {
		return await deps.db.transaction(async (tx) => {
			const placement = await place(tx)
			const rows = body.emails.map((invite, i) => ({
				id: randomUUID(),
				companyId: company.id,
				email: emails[i]!,
				name: invite.name ?? '',
				lastName: invite.lastName ?? '',
				role: invite.role,
				departmentId: placement.departmentId(invite),
				sso: body.sso,
				createdAt: now,
				updatedAt: now,
			}))
			const memberships = body.emails.flatMap((invite, i) =>
				[...new Set(placement.groupIds(invite))].map((groupId) => ({ userId: rows[i]!.id, groupId })),
			)
			const taken = await takenEmails(tx, emails)
			if (taken.size > 0) throw emailsInUse(emails.filter((e) => taken.has(e)))
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
			return rows.length
		})
	} catch (error) {
		// Someone else took an email between the check and the insert: the same answer as the check.
		if (isUniqueViolation(error)) {
			const taken = await takenEmails(deps.db, emails)
			if (taken.size > 0) throw emailsInUse(emails.filter((e) => taken.has(e)))
		}
		throw error
	}
}

/** Which of `ids` are the company's departments (or groups). */
async function idsOfCompany(q: Queryable, table: typeof departments | typeof groups, companyId: string, ids: string[]) {
	if (!ids.length) return new Set<string>()
	const rows = await q
		.select({ id: table.id })
		.from(table)
		.where(and(eq(table.companyId, companyId), inArray(table.id, ids)))
	return new Set(rows.map((row) => row.id))
}

/**
 * The ids of the company's departments or groups named `names` by lower-case name, creating those
 * that are missing (in the caller's transaction). ON CONFLICT DO NOTHING leaves a name created
 * meanwhile by another transaction to that one (the unique index on lower(name)); it is read after.
 */
async function namedIds(tx: Queryable, deps: Deps, table: typeof departments | typeof groups, companyId: string, names: string[]) {
	const wanted = new Map<string, string>()
	for (const name of names) if (!wanted.has(name.toLowerCase())) wanted.set(name.toLowerCase(), name)
	const byName = new Map<string, string>()
	if (wanted.size === 0) return { byName, created: 0 }
	const lower = [...wanted.keys()]
	const read = async (keys: string[]) => {
		for (let i = 0; i < keys.length; i += 1000) {
			const rows = await tx
				.select({ id: table.id, name: sql<string>`lower(${table.name})` })
				.from(table)
				.where(and(eq(table.companyId, companyId), inArray(sql`lower(${table.name})`, keys.slice(i, i + 1000))))
			for (const row of rows) byName.set(row.name, row.id)
		}
	}
	await read(lower)
	const missing = lower.filter((key) => !byName.has(key))
	let created = 0
	const createdAt = deps.now()
	for (let i = 0; i < missing.length; i += 1000) {
		const inserted = await tx
			.insert(table)
			.values(missing.slice(i, i + 1000).map((key) => ({ id: randomUUID(), companyId, name: wanted.get(key)!, createdAt })))
			.onConflictDoNothing()
			.returning({ id: table.id })
		created += inserted.length
	}
	if (missing.length) await read(missing)
	return { byName, created }
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

	// (ref) The invite: every user in one transaction, all or nothing. Departments and groups are ids.
	app.post(`${base}/invite`, async (c) => {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId'))
		const body = await readBody(c, InviteBody)
		const invalid = payloadProblems(body, company)
		// Departments and groups must be this company's.
		const departmentIds = [...new Set(body.emails.flatMap((e) => e.departments))]
		const groupIds = [...new Set(body.emails.flatMap((e) => e.groups))]
		const [departmentOk, groupOk] = await Promise.all([
			idsOfCompany(db, departments, company.id, departmentIds),
			idsOfCompany(db, groups, company.id, groupIds),
		])
		body.emails.forEach((invite, i) => {
			if (invite.departments.some((id) => !departmentOk.has(id)))
				invalid.push({ field: `emails.${i}.departments`, message: 'Unknown department.' })
			if (invite.groups.some((id) => !groupOk.has(id))) invalid.push({ field: `emails.${i}.groups`, message: 'Unknown group.' })
		})
		if (invalid.length) throw validationError(invalid.slice(0, 100))
		const invited = await inviteInOneTransaction(deps, actor, company, body, async () => ({
			departmentId: (invite) => invite.departments[0] ?? null,
			groupIds: (invite) => invite.groups,
		}))
		return c.json({ invited }, 201)
	})

	// (ref) The bulk invite: the same payload with department and group names. One transaction creates
	// the departments and groups not there yet (matched without case, as the forms match them), the
	// users and their memberships; any failure leaves none of them behind.
	app.post(BULK_INVITE_PATH, async (c) => {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId'))
		const body = await readBody(c, BulkInviteBody)
		const invalid = payloadProblems(body, company)
		if (invalid.length) throw validationError(invalid.slice(0, 100))
		let created = { departments: 0, groups: 0 }
		const invited = await inviteInOneTransaction(deps, actor, company, body, async (tx) => {
			// The ids of the names the invites give (namesOf), created where missing.
			const named = (table: typeof departments | typeof groups, namesOf: (invite: (typeof body.emails)[number]) => string[]) =>
				namedIds(tx, deps, table, company.id, body.emails.flatMap(namesOf))
			const departmentIds = await named(departments, (e) => e.departments)
			const groupIds = await named(groups, (e) => e.groups)
			created = { departments: departmentIds.created, groups: groupIds.created }
			return {
				departmentId: (invite) => (invite.departments[0] ? departmentIds.byName.get(invite.departments[0].toLowerCase())! : null),
				groupIds: (invite) => invite.groups.map((name) => groupIds.byName.get(name.toLowerCase())!),
			}
		})
		return c.json({ invited, createdDepartments: created.departments, createdGroups: created.groups }, 201)
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
