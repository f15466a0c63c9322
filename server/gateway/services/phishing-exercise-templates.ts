import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import {
	ANSWER_KINDS,
	ANSWER_STATUSES,
	DISPLAY_NAME_PATTERN,
	EMAIL_PATTERN,
	EXERCISE_MESSAGES as M,
	isPhoneNumber,
	LAYOUT_TYPES,
	MAX_BODY_CALLOUTS,
	TEMPLATE_LIMITS,
	TEMPLATE_ORDER_BY,
	TEMPLATE_PAGE_SIZE,
	TEMPLATE_TYPES,
	THUMBNAIL_MAX_BYTES,
} from '../../shared/phishing-exercise.ts'
import { sanitiseTemplateHtml, templateBodyText } from '../../shared/template-html.ts'
import {
	exercisePacks,
	exercisePackTemplates,
	exerciseTemplates,
	exerciseThumbnails,
	type StoredAnswer,
	type StoredCallout,
} from '../db/schema.ts'
import { type CompanyRow, type Deps, adminCompanyScope, authenticateAdmin, companyScope } from '../lib/context.ts'
import { ApiError, noContent } from '../lib/http.ts'
import { escapeLike, readQuery } from './directory-shared.ts'
import {
	EXERCISE_BASE,
	THUMBNAIL_PAGE_PREFIX,
	exerciseErrors,
	exerciseValidationError,
	pageInfo,
	pagingQuery,
	thumbnailAddress,
} from './phishing-exercise-shared.ts'
import type { Queryable } from '../db/types.ts'
import type { Context, Hono } from 'hono'

// Packs and templates of the phishing exercise (spec 3 §7 "Packs and templates"; phishing-exercise.ts
// lists every call). A company sees the platform's templates and its own CUSTOM ones; only its own are
// changed or deleted, and not while a campaign that is not archived uses them.

/** Campaign statuses during which a template counts as used (spec 3 §6: "used in active Phishing Exercise Campaign"). */
const USING_STATUSES = ['DRAFT', 'QUEUED', 'IN_PROGRESS', 'SUSPENDED']
/** The multipart body of a template: 500 KB of HTML, 2 MB of design data, a 200 KB thumbnail and the rest. */
export const TEMPLATE_BODY_LIMIT_BYTES = 4 * 1024 * 1024
const TEMPLATE_WRITE_PATH = /^\/phishing-exercise\/api\/v1\/company\/[^/]+\/template\/(?:create|[^/]+\/update)$/

/** Whether a request is a template create or update, whose multipart body app.ts bounds at TEMPLATE_BODY_LIMIT_BYTES. */
export function isTemplateWritePath(path: string): boolean {
	return TEMPLATE_WRITE_PATH.test(path)
}

type TemplateRow = typeof exerciseTemplates.$inferSelect

/**
 * A template used by one of the company's campaigns that is not archived, as SQL. Written with explicit
 * table names: drizzle leaves a column of the only table of a query unqualified, which the subquery
 * would read as its own.
 */
function usedInActiveCampaign(companyId: string): SQL {
	const statuses = sql.join(
		USING_STATUSES.map((status) => sql`${status}`),
		sql`, `,
	)
	return sql`exists (select 1 from "exercise_campaign_templates" "uct" inner join "phishing_exercise_campaigns" "ucp" on "ucp"."id" = "uct"."campaign_id" where "uct"."template_id" = "exercise_templates"."id" and "ucp"."company_id" = ${companyId} and "ucp"."status" in (${statuses}))`
}

const summaryColumns = (companyId: string) => ({
	id: exerciseTemplates.id,
	companyId: exerciseTemplates.companyId,
	type: exerciseTemplates.type,
	name: exerciseTemplates.name,
	layoutType: exerciseTemplates.layoutType,
	subject: exerciseTemplates.subject,
	fromName: exerciseTemplates.fromName,
	fromEmail: exerciseTemplates.fromEmail,
	fromPhone: exerciseTemplates.fromPhone,
	thumbnailId: exerciseTemplates.thumbnailId,
	thumbnailUrl: exerciseTemplates.thumbnailUrl,
	difficulty: exerciseTemplates.difficulty,
	category: exerciseTemplates.category,
	createdAt: exerciseTemplates.createdAt,
	updatedAt: exerciseTemplates.updatedAt,
	inUse: usedInActiveCampaign(companyId).mapWith(Boolean),
})
type SummaryRow = { [K in keyof ReturnType<typeof summaryColumns>]: unknown } & Pick<
	TemplateRow,
	| 'id'
	| 'companyId'
	| 'type'
	| 'name'
	| 'layoutType'
	| 'subject'
	| 'fromName'
	| 'fromEmail'
	| 'fromPhone'
	| 'thumbnailId'
	| 'thumbnailUrl'
	| 'difficulty'
	| 'category'
	| 'createdAt'
	| 'updatedAt'
> & { inUse: boolean }

function summaryReply(deps: Deps, companyId: string, row: SummaryRow) {
	return {
		id: row.id,
		name: row.name,
		layoutType: row.layoutType,
		subject: row.subject,
		fromName: row.fromName,
		fromEmail: row.fromEmail,
		fromPhone: row.fromPhone,
		thumbnailUrl: thumbnailAddress(deps, row),
		difficulty: row.difficulty,
		category: row.category,
		type: row.type,
		isEditable: row.type === 'CUSTOM' && row.companyId === companyId,
		isUsedInActiveCampaign: row.inUse === true,
		companyId: row.companyId,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}
}

/** The templates the company may see: the platform's and its own. */
const visibleTo = (companyId: string) => or(isNull(exerciseTemplates.companyId), eq(exerciseTemplates.companyId, companyId))

export async function findVisibleTemplate(q: Queryable, companyId: string, templateId: string) {
	const [row] = await q
		.select({
			...summaryColumns(companyId),
			legend: exerciseTemplates.legend,
			html: exerciseTemplates.html,
			designData: exerciseTemplates.designData,
			answers: exerciseTemplates.answers,
			callouts: exerciseTemplates.callouts,
		})
		.from(exerciseTemplates)
		.where(and(eq(exerciseTemplates.id, templateId), visibleTo(companyId)))
		.limit(1)
	if (!row) throw exerciseErrors.templateNotFound()
	return row
}

function templateReply(deps: Deps, companyId: string, row: Awaited<ReturnType<typeof findVisibleTemplate>>) {
	return {
		...summaryReply(deps, companyId, row as SummaryRow),
		legend: row.legend,
		html: row.html,
		designData: row.designData ?? null,
		answers: row.answers,
		callouts: [...row.callouts].sort((a, b) => a.orderNumber - b.orderNumber),
	}
}

async function packReplies(q: Queryable, deps: Deps, companyId: string) {
	const [packs, rows] = await Promise.all([
		q.select().from(exercisePacks).orderBy(asc(exercisePacks.difficulty), asc(exercisePacks.position), asc(exercisePacks.name)),
		q
			.select({ packId: exercisePackTemplates.packId, orderNumber: exercisePackTemplates.orderNumber, ...summaryColumns(companyId) })
			.from(exercisePackTemplates)
			.innerJoin(exerciseTemplates, eq(exerciseTemplates.id, exercisePackTemplates.templateId))
			.orderBy(asc(exercisePackTemplates.orderNumber)),
	])
	return packs.map((pack) => {
		const templates = rows.filter((r) => r.packId === pack.id).map((r) => summaryReply(deps, companyId, r as SummaryRow))
		return packReply(pack, templates)
	})
}

function packReply(
	pack: typeof exercisePacks.$inferSelect,
	templates: Array<ReturnType<typeof summaryReply>>,
	counts?: { email: number; sms: number },
) {
	const email = counts?.email ?? templates.filter((t) => t.layoutType === 'EMAIL').length
	const sms = counts?.sms ?? templates.filter((t) => t.layoutType === 'SMS').length
	return {
		id: pack.id,
		name: pack.name,
		thumbnail: pack.thumbnail,
		difficulty: pack.difficulty,
		templatesEmailCount: email,
		templatesSmsCount: sms,
		templatesTotalCount: email + sms,
		templates,
	}
}

const TemplateListQuery = z.object({
	...pagingQuery(TEMPLATE_PAGE_SIZE),
	order: z.enum(['asc', 'desc']).optional().default('desc'),
	orderBy: z.enum(TEMPLATE_ORDER_BY).optional().default('updatedAt'),
	name: z
		.string()
		.optional()
		.transform((v) => (v ?? '').trim().slice(0, 255)),
	layoutType: z.enum(LAYOUT_TYPES).optional(),
	type: z.enum(TEMPLATE_TYPES).optional(),
	companyId: z.string().optional(),
})

// ─── Template input ──────────────────────────────────────────────────────────

type Issue = { field: string; message: string }

const AnswerInput = z.object({
	name: z.enum(ANSWER_KINDS),
	status: z.enum(ANSWER_STATUSES).nullable().optional(),
	description: z.string().max(TEMPLATE_LIMITS.answerDescription).optional().default(''),
})
const CalloutInput = z.object({
	anchor: z.string().max(200).optional().default(''),
	anchorText: z.string().max(TEMPLATE_LIMITS.anchorText).optional().default(''),
	description: z.string().max(TEMPLATE_LIMITS.calloutDescription).optional().default(''),
	orderNumber: z.number().int().min(0).max(1000).optional(),
	place: z.enum(['HEADER', 'BODY']),
})

type TemplateInput = {
	name: string
	layoutType: 'EMAIL' | 'SMS'
	subject: string
	fromName: string | null
	fromEmail: string | null
	fromPhone: string | null
	legend: string
	html: string
	designData: unknown
	answers: StoredAnswer[]
	callouts: StoredCallout[]
	difficulty: number
	thumbnail: { bytes: Uint8Array; contentType: string } | null
	isDeleteThumbnail: boolean
}

function text(form: FormData, key: string): string {
	const value = form.get(key)
	return typeof value === 'string' ? value : ''
}

function parseJson(value: string): { ok: true; value: unknown } | { ok: false } {
	try {
		return { ok: true, value: JSON.parse(value) }
	} catch {
		return { ok: false }
	}
}

/** The image's type by its first bytes: PNG or JPEG, else null. */
export function thumbnailType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
	const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
	if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png'
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
	return null
}

/** Reads and checks a template's multipart body (spec 3 §5 with its messages); the email HTML comes back sanitised. */
async function readTemplateInput(c: Context): Promise<TemplateInput> {
	let form: FormData
	try {
		form = await c.req.raw.formData()
	} catch {
		throw new ApiError(400, 'invalid_form', 'The request body is not a multipart form.')
	}
	const issues: Issue[] = []
	const name = text(form, 'name').trim()
	if (!name) issues.push({ field: 'name', message: M.templateName })
	else if (name.length > TEMPLATE_LIMITS.name)
		issues.push({ field: 'name', message: `The name can have at most ${TEMPLATE_LIMITS.name} characters.` })
	const layoutType = text(form, 'layoutType')
	if (layoutType !== 'EMAIL' && layoutType !== 'SMS') {
		throw exerciseValidationError([...issues, { field: 'layoutType', message: 'The layout type is EMAIL or SMS.' }])
	}
	const email = layoutType === 'EMAIL'
	const subject = email ? text(form, 'subject').trim() : ''
	const fromName = email ? text(form, 'fromName').trim() : null
	const fromEmail = email ? text(form, 'fromEmail').trim() : null
	const fromPhone = email ? null : text(form, 'fromPhone').trim()
	if (email) {
		if (!subject) issues.push({ field: 'subject', message: M.subject })
		else if (subject.length > TEMPLATE_LIMITS.subject)
			issues.push({ field: 'subject', message: `The subject can have at most ${TEMPLATE_LIMITS.subject} characters.` })
		if (!fromName) issues.push({ field: 'fromName', message: M.displayName })
		else if (!DISPLAY_NAME_PATTERN.test(fromName) || fromName.length > TEMPLATE_LIMITS.fromName)
			issues.push({ field: 'fromName', message: M.displayNameFormat })
		if (!fromEmail) issues.push({ field: 'fromEmail', message: M.username })
		else if (!EMAIL_PATTERN.test(fromEmail) || fromEmail.length > TEMPLATE_LIMITS.fromEmail)
			issues.push({ field: 'fromEmail', message: M.emailFormat })
	} else {
		// (ref) contactType tells a phone number from a contact name; without it, what looks like a number is one.
		const contactType = text(form, 'contactType') || (!fromPhone || /^\+?[\d\s().-]+$/.test(fromPhone) ? 'phoneNumber' : 'userName')
		if (!fromPhone) issues.push({ field: 'fromPhone', message: contactType === 'userName' ? M.contactName : M.phoneNumber })
		else if (fromPhone.length > TEMPLATE_LIMITS.fromPhone)
			issues.push({ field: 'fromPhone', message: `At most ${TEMPLATE_LIMITS.fromPhone} characters.` })
		else if (contactType === 'phoneNumber' && !isPhoneNumber(fromPhone))
			issues.push({ field: 'fromPhone', message: 'Wrong Phone Number format' })
	}
	const legend = text(form, 'legend').trim()
	if (!legend) issues.push({ field: 'legend', message: M.legend })
	else if (legend.length > TEMPLATE_LIMITS.legend)
		issues.push({ field: 'legend', message: `At most ${TEMPLATE_LIMITS.legend} characters.` })

	const rawHtml = text(form, 'html')
	let html: string
	let bodyText: string
	if (email) {
		if (rawHtml.length > TEMPLATE_LIMITS.html)
			issues.push({ field: 'html', message: `The email body can have at most ${TEMPLATE_LIMITS.html} characters.` })
		html = rawHtml.length > TEMPLATE_LIMITS.html ? '' : sanitiseTemplateHtml(rawHtml)
		bodyText = templateBodyText(html)
	} else {
		html = rawHtml.replace(/\r\n/g, '\n').trim()
		bodyText = html.replace(/\s+/g, ' ')
		if (!html) issues.push({ field: 'html', message: M.smsEmpty })
		else if (html.length > TEMPLATE_LIMITS.smsText)
			issues.push({ field: 'html', message: `The message can have at most ${TEMPLATE_LIMITS.smsText} characters.` })
	}

	let designData: unknown = null
	const designText = email ? text(form, 'designData') : ''
	if (designText) {
		const parsed = designText.length <= TEMPLATE_LIMITS.designData ? parseJson(designText) : { ok: false as const }
		if (!parsed.ok || typeof parsed.value !== 'object') issues.push({ field: 'designData', message: 'The design data is not valid.' })
		else designData = parsed.value
	}

	const answers = readAnswers(text(form, 'answers'), issues)
	const callouts = readCallouts(text(form, 'callouts'), bodyText, issues)

	const difficultyText = text(form, 'difficulty')
	const difficulty = difficultyText ? Number(difficultyText) : 1
	if (![1, 2, 3].includes(difficulty)) issues.push({ field: 'difficulty', message: 'The difficulty is 1, 2 or 3.' })

	if (issues.length > 0) throw exerciseValidationError(issues)

	let thumbnail: TemplateInput['thumbnail'] = null
	const file = form.get('thumbnail')
	if (file && typeof file !== 'string' && file.size > 0) {
		if (file.size >= THUMBNAIL_MAX_BYTES) throw exerciseErrors.thumbnailSize()
		const bytes = new Uint8Array(await file.arrayBuffer())
		const contentType = thumbnailType(bytes)
		if (!contentType) throw exerciseErrors.thumbnailType()
		thumbnail = { bytes, contentType }
	}
	return {
		name,
		layoutType,
		subject,
		fromName,
		fromEmail,
		fromPhone,
		legend,
		html,
		designData,
		answers,
		callouts,
		difficulty,
		thumbnail,
		isDeleteThumbnail: text(form, 'isDeleteThumbnail') === 'true',
	}
}

function readAnswers(value: string, issues: Issue[]): StoredAnswer[] {
	const parsed = parseJson(value || '[]')
	const list = parsed.ok ? z.array(AnswerInput).safeParse(parsed.value) : null
	if (!list?.success) {
		issues.push({ field: 'answers', message: 'The answers are not valid.' })
		return []
	}
	const answers: StoredAnswer[] = []
	for (const kind of ANSWER_KINDS) {
		const index = list.data.findIndex((a) => a.name === kind)
		const answer = list.data[index]
		const i = index === -1 ? ANSWER_KINDS.indexOf(kind) : index
		if (!answer?.status) issues.push({ field: `answers.${i}.status`, message: M.answerStatus })
		if (!answer?.description.trim()) issues.push({ field: `answers.${i}.description`, message: M.answerExplanation })
		answers.push({ name: kind, status: answer?.status ?? '', description: answer?.description.trim() ?? '' })
	}
	if (list.data.length !== ANSWER_KINDS.length) issues.push({ field: 'answers', message: 'A template has exactly four answers.' })
	else if (!answers.some((a) => a.status === 'CORRECT')) issues.push({ field: 'answers', message: M.correctAnswer })
	return answers
}

function readCallouts(value: string, bodyText: string, issues: Issue[]): StoredCallout[] {
	const parsed = parseJson(value || '[]')
	const list = parsed.ok
		? z
				.array(CalloutInput)
				.max(MAX_BODY_CALLOUTS + 1)
				.safeParse(parsed.value)
		: null
	if (!list?.success) {
		issues.push({ field: 'callouts', message: 'The callouts are not valid.' })
		return []
	}
	const callouts: StoredCallout[] = []
	const header = list.data.filter((c) => c.place === 'HEADER')
	if (header.length > 1) issues.push({ field: 'callouts', message: 'A template has at most one header callout.' })
	for (const callout of header.slice(0, 1)) {
		if (!callout.description.trim()) issues.push({ field: 'callouts.0.description', message: M.calloutText })
		callouts.push({ anchor: 'header', anchorText: '', description: callout.description.trim(), orderNumber: 0, place: 'HEADER' })
	}
	const body = list.data.filter((c) => c.place === 'BODY')
	if (body.length > MAX_BODY_CALLOUTS)
		issues.push({ field: 'callouts', message: `A template has at most ${MAX_BODY_CALLOUTS} body callouts.` })
	const haystack = bodyText.toLowerCase()
	const seen = new Set<string>()
	body.forEach((callout, i) => {
		const number = i + 1
		const anchorText = callout.anchorText.replace(/\s+/g, ' ').trim()
		if (!anchorText) issues.push({ field: `callouts.${number}.anchorText`, message: M.anchorText })
		else if (seen.has(anchorText.toLowerCase())) issues.push({ field: `callouts.${number}.anchorText`, message: M.anchorUnique })
		else if (!haystack.includes(anchorText.toLowerCase())) issues.push({ field: `callouts.${number}.anchorText`, message: M.anchorNoMatch })
		seen.add(anchorText.toLowerCase())
		if (!callout.description.trim()) issues.push({ field: `callouts.${number}.description`, message: M.calloutText })
		callouts.push({
			anchor: callout.anchor || `body-${number}`,
			anchorText,
			description: callout.description.trim(),
			orderNumber: number,
			place: 'BODY',
		})
	})
	return callouts
}

async function storeThumbnail(
	q: Queryable,
	companyId: string,
	thumbnail: NonNullable<TemplateInput['thumbnail']>,
	now: Date,
): Promise<string> {
	const id = `thm_${randomBytes(18).toString('base64url')}`
	await q
		.insert(exerciseThumbnails)
		.values({ id, companyId, contentType: thumbnail.contentType, size: thumbnail.bytes.byteLength, bytes: thumbnail.bytes, createdAt: now })
	return id
}

/** The company's own template (CUSTOM), for a change: 404 when missing or another's, 403 for a platform one, 409 while in use. */
async function editableTemplate(q: Queryable, company: CompanyRow, templateId: string) {
	const row = await findVisibleTemplate(q, company.id, templateId)
	if (row.type !== 'CUSTOM' || row.companyId !== company.id) throw exerciseErrors.templateNotEditable()
	if (row.inUse) throw exerciseErrors.templateInUse()
	return row
}

export function registerExerciseTemplateRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	const company = `${EXERCISE_BASE}/company/:companyId`

	// (ref) GET /packs/available?companyId: the packs the company may launch (every platform pack), with their templates.
	app.get(`${EXERCISE_BASE}/packs/available`, async (c) => {
		const actor = await authenticateAdmin(c, deps, exerciseErrors.forbidden)
		const target = await companyScope(deps, actor, c.req.query('companyId') || actor.companyId)
		return c.json({ packs: await packReplies(db, deps, target.id) })
	})

	// (ref) GET /packs: every platform pack, as the caller's company sees it.
	app.get(`${EXERCISE_BASE}/packs`, async (c) => {
		const actor = await authenticateAdmin(c, deps, exerciseErrors.forbidden)
		return c.json({ packs: await packReplies(db, deps, actor.companyId) })
	})

	// (ref) GET /company/{id}/pack/{packId}/templates (pageNumber from 0, pageSize): the pack and one page of its templates in order.
	app.get(`${company}/pack/:packId/templates`, async (c) => {
		const { company: target } = await adminCompanyScope(c, deps, c.req.param('companyId'), exerciseErrors.forbidden)
		const query = readQuery(c, z.object(pagingQuery(TEMPLATE_PAGE_SIZE)))
		const [pack] = await db
			.select()
			.from(exercisePacks)
			.where(eq(exercisePacks.id, c.req.param('packId')))
			.limit(1)
		if (!pack) throw exerciseErrors.packNotFound()
		const rows = await db
			.select(summaryColumns(target.id))
			.from(exercisePackTemplates)
			.innerJoin(exerciseTemplates, eq(exerciseTemplates.id, exercisePackTemplates.templateId))
			.where(eq(exercisePackTemplates.packId, pack.id))
			.orderBy(asc(exercisePackTemplates.orderNumber))
		const all = rows.map((r) => summaryReply(deps, target.id, r as SummaryRow))
		const { templates: _all, ...packFields } = packReply(pack, all)
		const start = query.pageNumber * query.pageSize
		return c.json({
			pack: packFields,
			templates: all.slice(start, start + query.pageSize),
			pageInfo: pageInfo(query.pageNumber, query.pageSize, all.length),
		})
	})

	// GET /company/{id}/templates (order, orderBy name|updatedAt — default updatedAt descending —, name, paging; (ref) layoutType, type).
	app.get(`${company}/templates`, async (c) => {
		const { company: target } = await adminCompanyScope(c, deps, c.req.param('companyId'), exerciseErrors.forbidden)
		const query = readQuery(c, TemplateListQuery)
		const where = and(
			visibleTo(target.id),
			query.name ? ilike(exerciseTemplates.name, `%${escapeLike(query.name)}%`) : undefined,
			query.layoutType ? eq(exerciseTemplates.layoutType, query.layoutType) : undefined,
			query.type ? eq(exerciseTemplates.type, query.type) : undefined,
		)
		const direction = query.order === 'asc' ? asc : desc
		const column = query.orderBy === 'name' ? sql`lower(${exerciseTemplates.name})` : exerciseTemplates.updatedAt
		const [rows, [total]] = await Promise.all([
			db
				.select(summaryColumns(target.id))
				.from(exerciseTemplates)
				.where(where)
				.orderBy(direction(column), asc(exerciseTemplates.id))
				.limit(query.pageSize)
				.offset(query.pageNumber * query.pageSize),
			db
				.select({ n: sql<number>`count(*)::int` })
				.from(exerciseTemplates)
				.where(where),
		])
		return c.json({
			templates: rows.map((r) => summaryReply(deps, target.id, r as SummaryRow)),
			pageInfo: pageInfo(query.pageNumber, query.pageSize, Number(total?.n ?? 0)),
		})
	})

	// GET /company/{id}/template/{templateId}: the platform's or the company's own; another company's is 404.
	app.get(`${company}/template/:templateId`, async (c) => {
		const { company: target } = await adminCompanyScope(c, deps, c.req.param('companyId'), exerciseErrors.forbidden)
		return c.json(templateReply(deps, target.id, await findVisibleTemplate(db, target.id, c.req.param('templateId'))))
	})

	// POST /company/{id}/template/create (multipart): a CUSTOM template of the company, its HTML sanitised.
	app.post(`${company}/template/create`, async (c) => {
		const { actor, company: target } = await adminCompanyScope(c, deps, c.req.param('companyId'), exerciseErrors.forbidden)
		const input = await readTemplateInput(c)
		const now = deps.now()
		const id = `tpl_${randomBytes(12).toString('hex')}`
		await db.transaction(async (tx) => {
			const thumbnailId = input.thumbnail ? await storeThumbnail(tx, target.id, input.thumbnail, now) : null
			await tx.insert(exerciseTemplates).values({
				id,
				companyId: target.id,
				type: 'CUSTOM',
				name: input.name,
				layoutType: input.layoutType,
				subject: input.subject,
				fromName: input.fromName,
				fromEmail: input.fromEmail,
				fromPhone: input.fromPhone,
				legend: input.legend,
				html: input.html,
				designData: input.designData ?? null,
				thumbnailId,
				difficulty: input.difficulty,
				category: 'custom',
				answers: input.answers,
				callouts: input.callouts,
				createdBy: actor.userId,
				createdAt: now,
				updatedAt: now,
			})
		})
		return c.json(templateReply(deps, target.id, await findVisibleTemplate(db, target.id, id)), 201)
	})

	// PUT /company/{id}/template/{templateId}/update (multipart, + isDeleteThumbnail): only the company's CUSTOM templates, not while in use.
	app.put(`${company}/template/:templateId/update`, async (c) => {
		const { company: target } = await adminCompanyScope(c, deps, c.req.param('companyId'), exerciseErrors.forbidden)
		const templateId = c.req.param('templateId')
		await editableTemplate(db, target, templateId)
		const input = await readTemplateInput(c)
		const now = deps.now()
		await db.transaction(async (tx) => {
			const current = await editableTemplate(tx, target, templateId)
			let thumbnailId = current.thumbnailId
			if (input.thumbnail) thumbnailId = await storeThumbnail(tx, target.id, input.thumbnail, now)
			else if (input.isDeleteThumbnail) thumbnailId = null
			await tx
				.update(exerciseTemplates)
				.set({
					name: input.name,
					layoutType: input.layoutType,
					subject: input.subject,
					fromName: input.fromName,
					fromEmail: input.fromEmail,
					fromPhone: input.fromPhone,
					legend: input.legend,
					html: input.html,
					designData: input.designData ?? null,
					thumbnailId,
					thumbnailUrl: thumbnailId === current.thumbnailId ? current.thumbnailUrl : null,
					difficulty: input.difficulty,
					answers: input.answers,
					callouts: input.callouts,
					updatedAt: now,
				})
				.where(and(eq(exerciseTemplates.id, templateId), eq(exerciseTemplates.companyId, target.id)))
			if (current.thumbnailId && current.thumbnailId !== thumbnailId)
				await tx.delete(exerciseThumbnails).where(eq(exerciseThumbnails.id, current.thumbnailId))
		})
		return c.json(templateReply(deps, target.id, await findVisibleTemplate(db, target.id, templateId)))
	})

	// DELETE /company/{id}/template/{templateId}/delete: only CUSTOM; 409 'The template is used in active Phishing Exercise Campaign'.
	app.delete(`${company}/template/:templateId/delete`, async (c) => {
		const { company: target } = await adminCompanyScope(c, deps, c.req.param('companyId'), exerciseErrors.forbidden)
		const templateId = c.req.param('templateId')
		await db.transaction(async (tx) => {
			const current = await editableTemplate(tx, target, templateId)
			await tx.delete(exerciseTemplates).where(and(eq(exerciseTemplates.id, templateId), eq(exerciseTemplates.companyId, target.id)))
			if (current.thumbnailId) await tx.delete(exerciseThumbnails).where(eq(exerciseThumbnails.id, current.thumbnailId))
		})
		return noContent(c)
	})

	// A template's thumbnail, for <img>: public like the company logo, its id unguessable and new on every upload.
	app.get(`${THUMBNAIL_PAGE_PREFIX}:id`, async (c) => {
		const [row] = await db
			.select({ contentType: exerciseThumbnails.contentType, bytes: exerciseThumbnails.bytes })
			.from(exerciseThumbnails)
			.where(eq(exerciseThumbnails.id, c.req.param('id')))
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

/** The templates of the company's choice that it may use in a campaign (visible to it), in the order given; missing ones listed. */
export async function visibleTemplateIds(
	q: Queryable,
	companyId: string,
	ids: string[],
): Promise<{ found: Set<string>; missing: string[] }> {
	if (ids.length === 0) return { found: new Set(), missing: [] }
	const rows = await q
		.select({ id: exerciseTemplates.id })
		.from(exerciseTemplates)
		.where(and(inArray(exerciseTemplates.id, ids), visibleTo(companyId)))
	const found = new Set(rows.map((r) => r.id))
	return { found, missing: ids.filter((id) => !found.has(id)) }
}
