import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, isNull, like, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { companies, departments, users } from '../db/schema.ts'
import { type Deps, findCompany, isUniqueViolation, issueOneTime } from '../lib/context.ts'
import { errors, readBody, validationError } from '../lib/http.ts'
import { hashPassword, isStrongPassword } from '../lib/passwords.ts'
import { ONE_TIME_TTL_SECONDS } from '../lib/tokens.ts'
import { countries } from './countries.ts'
import { WEAK_PASSWORD_MESSAGE, findUserByEmail, sendVerificationEmailTo } from './session.ts'
import type { Hono } from 'hono'

// Spec 1 §5: letters, digits, dot, dash, underscore, ampersand and inner spaces only.
const NAME_LIKE = /^[\p{L}\p{N}._&-]+(?: [\p{L}\p{N}._&-]+)*$/u

const OptionSchema = z.union([
	z.string().trim().min(1).max(100),
	z.object({ id: z.union([z.string(), z.number()]).transform(String), label: z.string().max(200).optional() }).transform((o) => o.id),
])

const RegisterSchema = z.object({
	email: z.string().trim().max(320).pipe(z.email('This is not a valid email')),
	name: z.string().trim().min(1, 'Please add your first name.').max(100),
	lastName: z.string().trim().min(1, 'Please add your last name.').max(100),
	companyName: z
		.string()
		.trim()
		.min(1, 'Please add your company name.')
		.max(255)
		.regex(NAME_LIKE, 'Letters, digits, dot, dash, underscore, ampersand and inner spaces only.'),
	phone: z
		.string()
		.trim()
		.max(30)
		.regex(/^[+\d\s().-]*$/, 'Phone number is invalid.')
		.optional()
		.default(''),
	country: OptionSchema,
	industry: OptionSchema,
	companySize: OptionSchema,
	password: z.string().max(1024).refine(isStrongPassword, WEAK_PASSWORD_MESSAGE),
	partner: z.string().trim().max(200).nullish(),
	source: z.string().trim().max(100).nullish(),
})

export const registrationErrors = {
	emailExists: () => errors.conflict('auth/email-already-exists', 'The email address is already in use by another account.'),
	companyNameExists: () => errors.conflict('company_name_already_exists', 'This company name is already in use.'),
}

/** A registered company's name (an invited company not registered yet reserves none: services/partner-portal.ts). */
async function companyNameTaken(deps: Deps, name: string): Promise<boolean> {
	const [row] = await deps.db
		.select({ id: companies.id })
		.from(companies)
		.where(and(sql`lower(${companies.name}) = ${name.trim().toLowerCase()}`, isNotNull(companies.ownerId)))
		.limit(1)
	return !!row
}

export function slugify(name: string): string {
	const slug = name
		.normalize('NFKD')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
	return slug || 'company'
}

export function registerRegistrationRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	app.post('/customers/api/v1/company/register', async (c) => {
		const body = await readBody(c, RegisterSchema)
		const email = body.email.toLowerCase()
		if (await findUserByEmail(deps, email)) throw registrationErrors.emailExists()
		if (await companyNameTaken(deps, body.companyName)) throw registrationErrors.companyNameExists()
		if (!countries().some((country) => country.id === body.country)) {
			throw validationError([{ field: 'country', message: 'Please select your country.' }])
		}
		let parentCompanyId: string | null = null
		if (body.partner) {
			const partner = await findCompany(db, body.partner)
			if (partner?.isPartner && !partner.isDisabled) parentCompanyId = partner.id
		}
		const passwordHash = await hashPassword(body.password)
		const now = deps.now()
		let companyId: string = randomUUID()
		const userId = randomUUID()
		const departmentId = randomUUID()

		try {
			const customToken = await db.transaction(async (tx) => {
				const base = slugify(body.companyName)
				const taken = await tx
					.select({ slug: companies.slug })
					.from(companies)
					.where(or(eq(companies.slug, base), like(companies.slug, `${base}-%`)))
				const used = new Set(taken.map((t) => t.slug))
				let slug = base
				for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`

				const registered = {
					name: body.companyName,
					slug,
					country: body.country,
					industry: body.industry,
					companySize: body.companySize,
					phone: body.phone || null,
					source: body.source ?? null,
					ownerId: userId,
					subscriptionType: 'FREE',
					parentCompanyId,
					partnerStatus: parentCompanyId ? 'pending' : null,
					createdAt: now,
					updatedAt: now,
				}
				// The partner's invite of this email (a company without an owner) becomes the company: the
				// partner's customer keeps its id, invite date and deal probability.
				const [invited] = parentCompanyId
					? await tx
							.update(companies)
							.set(registered)
							.where(
								and(
									isNull(companies.ownerId),
									eq(companies.parentCompanyId, parentCompanyId),
									sql`lower(${companies.inviteEmail}) = ${email}`,
								),
							)
							.returning({ id: companies.id })
					: []
				if (invited) companyId = invited.id
				else await tx.insert(companies).values({ id: companyId, apiKey: randomUUID(), ...registered })
				await tx.insert(departments).values({ id: departmentId, companyId, name: 'General', createdAt: now })
				await tx.insert(users).values({
					id: userId,
					companyId,
					email,
					name: body.name,
					lastName: body.lastName,
					role: 'admin',
					passwordHash,
					departmentId,
					createdAt: now,
					updatedAt: now,
				})
				await sendVerificationEmailTo(deps, tx, { id: userId, companyId, email, name: body.name })
				return issueOneTime(deps, tx, 'sign_in', { sub: userId, cid: companyId }, ONE_TIME_TTL_SECONDS)
			})
			return c.json({ customToken })
		} catch (error) {
			if (isUniqueViolation(error)) throw registrationErrors.emailExists()
			throw error
		}
	})

	// (ref) The user-existence check of the registration form.
	app.get('/customers/api/v1/user/exists', async (c) => {
		const email = c.req.query('email')?.trim() ?? ''
		return c.json({ exists: email !== '' && !!(await findUserByEmail(deps, email)) })
	})

	// (ref) The company-name check of the registration form.
	app.get('/customers/api/v1/company/exists', async (c) => {
		const name = c.req.query('name')?.trim() ?? ''
		return c.json({ exists: name !== '' && (await companyNameTaken(deps, name)) })
	})

	app.get('/collections/api/v1/countries', (c) => c.json(countries()))
}
