import { randomBytes } from 'node:crypto'
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { companies, companyLogos } from '../db/schema.ts'
import { type Actor, type CompanyRow, type Deps, companyScope, isStaff, pagesLink, authenticateAdmin } from '../lib/context.ts'
import { ApiError, errors, noContent, readBody, validationError } from '../lib/http.ts'
import { isCountryCode } from './countries.ts'
import type { Context, Hono } from 'hono'

// Company settings (spec 1 §3 Company: name, logo, lang, country, defaultChildInviteMessage). The
// spec does not show the paths of these calls; they are this gateway's (the console's contract is
// app/gateway/company-settings.server.ts). The company view (services/company.ts) reads the result.

/** Spec 1 §9: the 16 language codes. */
export const LANGUAGE_CODES = [
	'en',
	'de',
	'es',
	'es-es',
	'fr',
	'he',
	'it',
	'da',
	'nl',
	'pt',
	'pt-br',
	'zh',
	'ru',
	'ar',
	'el',
	'ja',
] as const
/** Spec 1 §9: max upload 7340032 bytes (7 MB). */
export const MAX_LOGO_BYTES = 7_340_032
export const LOGO_PATH = /^\/customers\/api\/v1\/company\/[^/]+\/logo$/
/** Where the logos are served: under /__gateway/, on the console's own origin in embedded mode. */
export const LOGO_PAGE_PREFIX = '/__gateway/logos/'

/** Whether a request path is the logo upload, which bounds its own body at MAX_LOGO_BYTES (app.ts's general limit is lower). */
export function isLogoUploadPath(path: string): boolean {
	return LOGO_PATH.test(path)
}

const NAME_LIKE = /^[\p{L}\p{N}._&-]+(?: [\p{L}\p{N}._&-]+)*$/u
export const NAME_MAX = 255
export const INVITE_MESSAGE_MAX = 2000

export const companySettingsErrors = {
	companyNameExists: () => errors.conflict('company_name_already_exists', 'This company name is already in use.'),
	/** Spec 1 §5 size message. */
	logoTooLarge: () => new ApiError(413, 'logo_too_large', 'File size should be less than 7 MB'),
	/** Spec 1 §5 content-type message; the type is read from the bytes. */
	logoContentType: () => new ApiError(415, 'logo_content_type', 'File should be of allowed content type: gif, jpeg, jpg, png'),
	logoEmpty: () => validationError([{ field: 'logo', message: 'File is required' }]),
	partnersOnly: () =>
		validationError([{ field: 'defaultChildInviteMessage', message: 'Only partners have a default child invite message.' }]),
}

const SettingsBody = z.object({
	name: z
		.string({ error: 'Field is required' })
		.trim()
		.min(1, 'Field is required')
		.max(NAME_MAX)
		.regex(NAME_LIKE, 'Letters, digits, dot, dash, underscore, ampersand and inner spaces only.'),
	lang: z.enum(LANGUAGE_CODES, { error: `The language is one of ${LANGUAGE_CODES.join(', ')}.` }),
	country: z
		.string({ error: 'Please select your country.' })
		.trim()
		.min(1, 'Please select your country.')
		.refine(isCountryCode, 'Please select your country.'),
	defaultChildInviteMessage: z
		.string()
		.max(INVITE_MESSAGE_MAX)
		.nullish()
		.transform((value) => (value === undefined ? undefined : value?.trim() || null)),
	companyId: z.string().max(200).optional(),
})

/** The company's settings as the console's CompanySettingsSchema reads them. */
export function companySettings(company: CompanyRow) {
	return {
		id: company.id,
		name: company.name,
		logo: company.logo,
		lang: company.lang,
		country: company.country,
		defaultChildInviteMessage: company.defaultChildInviteMessage,
	}
}

/**
 * An admin-panel user changes their own company's settings (staff any company). A partner changes
 * a customer's only while logged in as it: another company's id is refused.
 */
async function settingsScope(c: Context, deps: Deps): Promise<{ actor: Actor; company: CompanyRow }> {
	const actor = await authenticateAdmin(c, deps, () => errors.forbidden('Only admins can change the company settings.'))
	const companyId = c.req.param('companyId') ?? ''
	if (companyId !== actor.companyId && !isStaff(actor)) throw errors.companyNotAccessible()
	const company = await companyScope(deps, actor, companyId)
	return { actor, company }
}

/** What the bytes are, whatever the upload says it is: gif, jpeg or png, else null. */
export function sniffImageType(bytes: Uint8Array): 'image/gif' | 'image/jpeg' | 'image/png' | null {
	const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte)
	if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif'
	if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
	if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
	return null
}

/** The body, refused by its declared length before a byte is read and cut off once it streams past `max`. */
export async function readBoundedBytes(request: Request, max: number, tooLarge: () => Error): Promise<Uint8Array> {
	const declared = request.headers.get('content-length')
	if (declared !== null && Number(declared) > max) throw tooLarge()
	if (!request.body) return new Uint8Array()
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > max) {
			await reader.cancel().catch(() => {})
			throw tooLarge()
		}
		chunks.push(value)
	}
	const bytes = new Uint8Array(size)
	let offset = 0
	for (const chunk of chunks) {
		bytes.set(chunk, offset)
		offset += chunk.byteLength
	}
	return bytes
}

export function registerCompanySettingsRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// (ref) PATCH customers/api/v1/company/{companyId}: name, lang, country, defaultChildInviteMessage.
	app.patch('/customers/api/v1/company/:companyId', async (c) => {
		const { company } = await settingsScope(c, deps)
		const body = await readBody(c, SettingsBody)
		if (body.companyId !== undefined && body.companyId !== company.id) {
			throw validationError([{ field: 'companyId', message: 'The company of the path.' }])
		}
		if (body.defaultChildInviteMessage !== undefined && body.defaultChildInviteMessage !== null && !company.isPartner) {
			throw companySettingsErrors.partnersOnly()
		}
		// Company names are unique, as at registration (case-insensitive; a partner's invite not registered yet reserves none).
		const [taken] = await db
			.select({ id: companies.id })
			.from(companies)
			.where(and(sql`lower(${companies.name}) = ${body.name.toLowerCase()}`, ne(companies.id, company.id), isNotNull(companies.ownerId)))
			.limit(1)
		if (taken) throw companySettingsErrors.companyNameExists()
		const [updated] = await db
			.update(companies)
			.set({
				name: body.name,
				lang: body.lang,
				country: body.country,
				...(body.defaultChildInviteMessage !== undefined ? { defaultChildInviteMessage: body.defaultChildInviteMessage } : {}),
				updatedAt: deps.now(),
			})
			.where(eq(companies.id, company.id))
			.returning()
		return c.json(companySettings(updated!))
	})

	// (ref) PUT customers/api/v1/company/{companyId}/logo: the image's bytes; reply { logo } (its address).
	app.put('/customers/api/v1/company/:companyId/logo', async (c) => {
		const { actor, company } = await settingsScope(c, deps)
		const bytes = await readBoundedBytes(c.req.raw, MAX_LOGO_BYTES, companySettingsErrors.logoTooLarge)
		if (bytes.byteLength === 0) throw companySettingsErrors.logoEmpty()
		const contentType = sniffImageType(bytes)
		if (!contentType) throw companySettingsErrors.logoContentType()
		const id = `logo_${randomBytes(18).toString('base64url')}`
		const logo = pagesLink(deps, `${LOGO_PAGE_PREFIX}${id}`)
		await db.transaction(async (tx) => {
			await tx.delete(companyLogos).where(eq(companyLogos.companyId, company.id))
			await tx.insert(companyLogos).values({
				id,
				companyId: company.id,
				contentType,
				size: bytes.byteLength,
				bytes,
				createdBy: actor.userId,
				createdAt: deps.now(),
			})
			await tx.update(companies).set({ logo, updatedAt: deps.now() }).where(eq(companies.id, company.id))
		})
		return c.json({ logo })
	})

	// (ref) DELETE customers/api/v1/company/{companyId}/logo.
	app.delete('/customers/api/v1/company/:companyId/logo', async (c) => {
		const { company } = await settingsScope(c, deps)
		await db.transaction(async (tx) => {
			await tx.delete(companyLogos).where(eq(companyLogos.companyId, company.id))
			await tx.update(companies).set({ logo: null, updatedAt: deps.now() }).where(eq(companies.id, company.id))
		})
		return noContent(c)
	})

	// The logo itself, for <img>: public like any company logo, its id unguessable and new on every upload.
	app.get(`${LOGO_PAGE_PREFIX}:id`, async (c) => {
		const [row] = await db
			.select({ contentType: companyLogos.contentType, bytes: companyLogos.bytes })
			.from(companyLogos)
			.where(eq(companyLogos.id, c.req.param('id')))
			.limit(1)
		if (!row) return c.body(null, 404, { 'Cache-Control': 'no-store' })
		return c.body(new Uint8Array(row.bytes), 200, {
			'Content-Type': row.contentType,
			'Content-Length': String(row.bytes.byteLength),
			'Cache-Control': 'public, max-age=31536000, immutable',
			'X-Content-Type-Options': 'nosniff',
			'Content-Security-Policy': "default-src 'none'; sandbox",
		})
	})
}
