import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { z } from 'zod'
import { EMAIL_PATTERN } from '../../shared/phishing-exercise.ts'
import { REPORT_ACTIONS, REPORT_ACTION_LABELS, SIMULATION_ERROR_CODES, SIMULATION_MESSAGES as M } from '../../shared/phishing-simulation.ts'
import { outbox, simulationDedAuthorizations, simulationSettings } from '../db/schema.ts'
import { type Deps, hasTestPage, pagesLink } from '../lib/context.ts'
import { escapeHtml } from '../lib/html.ts'
import { ApiError, errors, noContent } from '../lib/http.ts'
import { registerDedConsentPages } from '../pages/ded-consent.ts'
import { exerciseValidationError } from './phishing-exercise-shared.ts'
import { SIMULATION_BASE, readSimulationBody as readBody, simulationScope } from './phishing-simulation-campaigns.ts'
import type { Queryable } from '../db/types.ts'
import type { Hono } from 'hono'

// The simulation's settings (spec 3 §3 Settings and DED settings, §7 "Phishing simulation"): the report
// button (what it does with a reported email, where reports are forwarded), the X-Test-Phish header, and
// direct email delivery (DED): which providers deliver straight into inboxes, a test address, and the
// domains an admin authorised. A company without a row has the defaults (the schema's).
//
// DED authorisation: a real platform sends the admin to the mail provider's consent screen; the
// reference gateway plays that screen itself (pages/ded-consent.ts) when the `idp` test page is on,
// else it answers 503 ded_not_configured.

/** How long a DED consent link lives. */
export const DED_CONSENT_TTL_MS = 10 * 60 * 1000
export const DED_CONSENT_PATH = '/__gateway/ded/consent/'
/** Where the consent returns the admin (spec 3 §2 settings sub-page). */
export const DED_RETURN_PATH = '/phishing-simulation/settings/direct-email-delivery'

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

type SettingsRow = typeof simulationSettings.$inferSelect

async function readSettings(q: Queryable, companyId: string): Promise<Omit<SettingsRow, 'companyId' | 'updatedAt'>> {
	const [row] = await q.select().from(simulationSettings).where(eq(simulationSettings.companyId, companyId)).limit(1)
	return (
		row ?? {
			xTestPhish: false,
			email: '',
			gwReportAction: 'MOVE_TO_TRASH',
			msReportAction: 'MOVE_TO_TRASH',
			folderId: '',
			isGmailDedEnabled: false,
			isMicrosoftDedEnabled: false,
			testEmail: '',
		}
	)
}

async function writeSettings(q: Queryable, companyId: string, values: Partial<SettingsRow>, now: Date) {
	await q
		.insert(simulationSettings)
		.values({ companyId, ...values, updatedAt: now })
		.onConflictDoUpdate({ target: simulationSettings.companyId, set: { ...values, updatedAt: now } })
}

const reportSettingsReply = (s: Awaited<ReturnType<typeof readSettings>>) => ({
	xTestPhish: s.xTestPhish,
	email: s.email,
	gwReportAction: s.gwReportAction,
	msReportAction: s.msReportAction,
	folderId: s.folderId,
})

async function dedReply(q: Queryable, companyId: string, s: Awaited<ReturnType<typeof readSettings>>) {
	const domains = await q
		.selectDistinct({ domain: simulationDedAuthorizations.domain })
		.from(simulationDedAuthorizations)
		.where(and(eq(simulationDedAuthorizations.companyId, companyId), isNotNull(simulationDedAuthorizations.authorizedAt)))
		.orderBy(asc(simulationDedAuthorizations.domain))
	return {
		isGmailDedEnabled: s.isGmailDedEnabled,
		isMicrosoftDedEnabled: s.isMicrosoftDedEnabled,
		testEmail: s.testEmail,
		authorizedDomains: domains.map((d) => d.domain),
	}
}

/** '' or a plain email address (spec 3 §5 'Wrong Email format'). */
const optionalEmail = z
	.string()
	.trim()
	.max(254, M.emailFormat)
	.refine((v) => v === '' || EMAIL_PATTERN.test(v), M.emailFormat)
	.transform((v) => v.toLowerCase())
const reportAction = z.enum(REPORT_ACTIONS, {
	error: `The action is one of ${REPORT_ACTIONS.map((a) => REPORT_ACTION_LABELS[a]).join(', ')}: ${REPORT_ACTIONS.join(', ')}.`,
})

/** PATCH semantics: a field left out keeps its value. */
const SettingsPatch = z.object({
	xTestPhish: z.boolean().optional(),
	email: optionalEmail.optional(),
	gwReportAction: reportAction.optional(),
	msReportAction: reportAction.optional(),
	folderId: z.string().trim().max(255, 'At most 255 characters.').optional(),
})

const DedPatch = z.object({
	isGmailDedEnabled: z.boolean().optional(),
	isMicrosoftDedEnabled: z.boolean().optional(),
	testEmail: optionalEmail.optional(),
})

export function registerSimulationSettingsRoutes(app: Hono, deps: Deps): void {
	const { db } = deps
	const base = `${SIMULATION_BASE}/v3/company/:companyId/settings`
	if (hasTestPage(deps, 'idp')) registerDedConsentPages(app, deps)

	// GET …/settings: the report button and header settings.
	app.get(base, async (c) => {
		const { company } = await simulationScope(c, deps)
		return c.json(reportSettingsReply(await readSettings(db, company.id)))
	})

	// PATCH …/settings: email '' or valid; folderId required while either button moves to a folder.
	app.patch(base, async (c) => {
		const { company } = await simulationScope(c, deps)
		const body = await readBody(c, SettingsPatch)
		const next = { ...reportSettingsReply(await readSettings(db, company.id)), ...stripUndefined(body) }
		if ((next.gwReportAction === 'MOVE_TO_FOLDER' || next.msReportAction === 'MOVE_TO_FOLDER') && !next.folderId)
			throw exerciseValidationError([{ field: 'folderId', message: M.folderIdRequired }])
		await writeSettings(db, company.id, next, deps.now())
		return c.json(reportSettingsReply(await readSettings(db, company.id)))
	})

	// GET …/settings/ded: the DED switches, the test address and (ref) the authorised domains.
	app.get(`${base}/ded`, async (c) => {
		const { company } = await simulationScope(c, deps)
		return c.json(await dedReply(db, company.id, await readSettings(db, company.id)))
	})

	// PATCH …/settings/ded: testEmail '' or valid.
	app.patch(`${base}/ded`, async (c) => {
		const { company } = await simulationScope(c, deps)
		const body = await readBody(c, DedPatch)
		await writeSettings(db, company.id, stripUndefined(body), deps.now())
		return c.json(await dedReply(db, company.id, await readSettings(db, company.id)))
	})

	// (ref) POST …/settings/ded/test-email: a sample simulation-style email to the test address (no tracking).
	app.post(`${base}/ded/test-email`, async (c) => {
		const { company } = await simulationScope(c, deps)
		const settings = await readSettings(db, company.id)
		if (!settings.testEmail) throw exerciseValidationError([{ field: 'testEmail', message: M.testEmailRequired }])
		await db.insert(outbox).values({
			to: settings.testEmail,
			kind: 'phishing_simulation_ded_test',
			subject: `[Test] Direct email delivery check for ${company.name}`,
			text: [
				'This is a test message of the phishing simulation.',
				'',
				`If it reached your inbox (not spam or quarantine), direct email delivery works for ${company.name}.`,
				'It has no tracked links and records nothing.',
			].join('\n'),
			html: [
				'<p>This is a test message of the phishing simulation.</p>',
				`<p>If it reached your inbox (not spam or quarantine), direct email delivery works for ${escapeHtml(company.name)}.</p>`,
				'<p>It has no tracked links and records nothing.</p>',
			].join(''),
			createdAt: deps.now(),
		})
		return noContent(c)
	})

	// POST …/settings/user/{userId}/ded/auth/initiate, body { domain }: the caller's own consent link for a domain.
	app.post(`${base}/user/:userId/ded/auth/initiate`, async (c) => {
		const { actor, company } = await simulationScope(c, deps)
		if (c.req.param('userId') !== actor.userId) throw errors.forbidden('You may only do this for your own user.')
		const body = await readBody(c, z.object({ domain: z.string().max(300).optional().default('') }))
		if (!hasTestPage(deps, 'idp')) throw new ApiError(503, SIMULATION_ERROR_CODES.dedNotConfigured, M.dedNotConfigured)
		const domain = body.domain.trim().toLowerCase().replace(/\.$/, '')
		if (!DOMAIN.test(domain)) throw exerciseValidationError([{ field: 'domain', message: M.domainInvalid }])
		const now = deps.now()
		const id = randomBytes(24).toString('base64url')
		await db.insert(simulationDedAuthorizations).values({
			id,
			companyId: company.id,
			userId: actor.userId,
			domain,
			createdAt: now,
			expiresAt: new Date(now.getTime() + DED_CONSENT_TTL_MS),
		})
		return c.json({ authorizationUrl: pagesLink(deps, `${DED_CONSENT_PATH}${id}`) })
	})
}

function stripUndefined<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
	return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> }
}
