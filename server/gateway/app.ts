import { lt, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { TEST_PAGES, type TestPage } from '../shared/gateway-run-config.ts'
import { createUnconfiguredPaymentProvider } from './billing/payment-provider.ts'
import { TEST_PROVIDER_ID, createTestPaymentProvider } from './billing/test-provider.ts'
import { type WriteCounter, persistedSecret } from './db/open.ts'
import { billingPortalSessions, loginAttempts, mfaChallenges, oneTimeTokens, sessions } from './db/schema.ts'
import { ApiError } from './lib/http.ts'
import { createMailer } from './lib/mailer.ts'
import { createTokens } from './lib/tokens.ts'
import { registerCheckoutPages } from './pages/checkout.ts'
import { registerCompanyFeaturePages } from './pages/company-features.ts'
import { registerDnsPages } from './pages/dns.ts'
import { registerGraphPages } from './pages/graph.ts'
import { registerIdpPages } from './pages/idp.ts'
import { registerMailboxPages } from './pages/mailbox.ts'
import { registerSetupPages } from './pages/setup.ts'
import { registerBillingRoutes } from './services/billing.ts'
import { registerCalendarRoutes, sendDueMonthlyVideos } from './services/calendar.ts'
import { isAttachmentUploadPath, registerCampaignAttachmentRoutes } from './services/campaign-attachments.ts'
import { isLogoUploadPath, registerCompanySettingsRoutes } from './services/company-settings.ts'
import { registerCompanyRoutes } from './services/company.ts'
import { registerCourseSharingRoutes } from './services/course-sharing.ts'
import { registerCourseRoutes, startQueuedCampaigns } from './services/courses.ts'
import { isVideoUploadPath, registerCustomTrainingRoutes } from './services/custom-training.ts'
import { registerFakeOrRealRoutes } from './services/fake-or-real.ts'
import { registerGamingRoutes } from './services/gaming.ts'
import { BULK_INVITE_BODY_LIMIT_BYTES, isBulkInvitePath } from './services/invites.ts'
import { registerMfaRoutes } from './services/mfa.ts'
import { registerNotificationRoutes } from './services/notifications.ts'
import { registerPartnerPortalRoutes } from './services/partner-portal.ts'
import { registerPartnershipRoutes } from './services/partnership.ts'
import { TEMPLATE_BODY_LIMIT_BYTES, isTemplateWritePath } from './services/phishing-exercise-templates.ts'
import { registerPhishingExerciseRoutes } from './services/phishing-exercise.ts'
import { advanceSimulationCampaigns } from './services/phishing-simulation-sending.ts'
import { registerPhishingSimulationRoutes } from './services/phishing-simulation.ts'
import { registerPolicyRoutes } from './services/policies.ts'
import { registerRegistrationRoutes } from './services/registration.ts'
import { registerReminderSettingsRoutes, sendDueReminders } from './services/reminder-settings.ts'
import { registerReviewRoutes } from './services/reviews.ts'
import { registerSalesRoutes } from './services/sales.ts'
import { registerSessionRoutes } from './services/session.ts'
import { registerSsoRoutes } from './services/sso.ts'
import { registerSupportRoutes } from './services/support.ts'
import { registerSurveyRoutes } from './services/surveys.ts'
import { registerTournamentRoutes } from './services/tournaments.ts'
import { registerTrainingRoutes } from './services/training.ts'
import { registerUsersRoutes } from './services/users.ts'
import { registerVideoRoutes } from './services/videos.ts'
import { registerWhiteLabelRoutes } from './services/white-label.ts'
import type { GatewayDb } from './db/types.ts'
import type { Deps, GatewayConfig } from './lib/context.ts'

export { openGatewayDatabase, type GatewayDatabase, type OpenGatewayDatabaseOptions } from './db/open.ts'
export type { GatewayConfig } from './lib/context.ts'
export type { GatewayDb } from './db/types.ts'
export { TEST_PAGES, type TestPage, type GatewayRunConfig, parseGatewayRunConfig } from '../shared/gateway-run-config.ts'

export type Gateway = {
	/** Web-standard handler for the API and the /__gateway pages. */
	fetch(request: Request): Promise<Response>
	/** Waits for pending email deliveries and stops background work (the database stays open). */
	close(): Promise<void>
	/** Whether /__gateway/mailbox is served (GatewayConfig.testPages, .mailbox). */
	mailboxEnabled: boolean
	/** The test pages served (GatewayConfig.testPages resolved), in TEST_PAGES order. */
	testPages: TestPage[]
}

/** GatewayConfig.testPages with its defaults (all; no mailbox once emails go by SMTP) and GatewayConfig.mailbox applied. */
export function resolveTestPages(config: Pick<GatewayConfig, 'testPages' | 'mailbox' | 'smtpUrl'>): TestPage[] {
	const pages = new Set<TestPage>(config.testPages ?? TEST_PAGES)
	const mailbox = config.mailbox ?? (config.testPages || !config.smtpUrl ? undefined : false)
	if (mailbox === true) pages.add('mailbox')
	if (mailbox === false) {
		pages.delete('mailbox')
		pages.delete('sign-in-links')
	}
	return TEST_PAGES.filter((p) => pages.has(p))
}

/** A NUL in the path, the query, a form or a JSON body: PostgreSQL cannot store it in text (it failed with 500). */
function hasNul(value: unknown, depth = 0): boolean {
	if (typeof value === 'string') return value.includes('\0')
	if (depth > 64 || value === null || typeof value !== 'object') return false
	if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1))
	return Object.entries(value).some(([k, v]) => k.includes('\0') || hasNul(v, depth + 1))
}

const nulCharacters = () => new ApiError(400, 'bad_request', 'Text must not contain NUL characters.')

/** The largest body of any call but the logo upload and the bulk invite. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000
/** How often the automatic email reminders that are due go out (each round once, whatever the instances). */
const REMINDERS_INTERVAL_MS = 15 * 60 * 1000
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000

/** The reference gateway: every call of docs/gateway-contract.md on one PostgreSQL schema. */
/**
 * The gateway over `db`. `writes`: the database's write counter when this process is its only client
 * (GatewayDatabase.writes, PGlite); with it, session reads are kept until the next write (lib/context.ts).
 */
export function createGateway({ db, config, writes }: { db: GatewayDb; config: GatewayConfig; writes?: WriteCounter }): Gateway {
	if (config.secret !== undefined && config.secret.length < 16) {
		throw new Error('The gateway secret must have at least 16 characters.')
	}
	const now = config.now ?? (() => new Date())
	const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, now })
	const secret: string | Promise<string> = config.secret ?? persistedSecret(db)
	const testPages = resolveTestPages(config)
	const has = (page: TestPage) => testPages.includes(page)
	const payments =
		config.paymentProvider ??
		(has('checkout') ? createTestPaymentProvider({ pagesBaseUrl: config.pagesBaseUrl }) : createUnconfiguredPaymentProvider())
	const deps: Deps = { db, writes, tokens: createTokens(secret), mailer, payments, config: { ...config, testPages }, now }

	const app = new Hono()
	// Every call's body is bounded at 1 MB, except the logo and campaign attachment uploads, which bound themselves at 7 MB (spec 1 §9),
	// and the bulk invite, whose 10,000 users with names take about 2.5 MB.
	const tooLarge = (c: Context) => c.json(new ApiError(413, 'payload_too_large', 'The request body is too large.').toBody(), 413)
	const apiBodyLimit = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: tooLarge })
	const bulkInviteBodyLimit = bodyLimit({ maxSize: BULK_INVITE_BODY_LIMIT_BYTES, onError: tooLarge })
	// A phishing exercise template (multipart: its HTML, the editor's design data and a thumbnail) takes up to 4 MB.
	const templateBodyLimit = bodyLimit({ maxSize: TEMPLATE_BODY_LIMIT_BYTES, onError: tooLarge })
	app.use((c, next) => {
		// The custom-training video upload bounds itself at MAX_VIDEO_BYTES while streaming it to disk.
		if (c.req.method === 'PUT' && (isLogoUploadPath(c.req.path) || isVideoUploadPath(c.req.path))) return next()
		if (c.req.method === 'POST' && isAttachmentUploadPath(c.req.path)) return next()
		if (c.req.method === 'POST' && isBulkInvitePath(c.req.path)) return bulkInviteBodyLimit(c, next)
		if ((c.req.method === 'POST' || c.req.method === 'PUT') && isTemplateWritePath(c.req.path)) return templateBodyLimit(c, next)
		return apiBodyLimit(c, next)
	})
	app.use(async (c, next) => {
		await next()
		if (!c.req.path.startsWith('/__gateway/')) c.header('Cache-Control', 'no-store')
		mailer.flush()
	})
	// A NUL byte (or the JSON escape \u0000) is refused with a clear 400 before any handler reaches the database.
	app.use(async (c, next) => {
		if (/%00/.test(c.req.url)) throw nulCharacters()
		const type = c.req.header('content-type') ?? ''
		if (
			c.req.method !== 'GET' &&
			c.req.method !== 'HEAD' &&
			!(c.req.method === 'PUT' && (isLogoUploadPath(c.req.path) || isVideoUploadPath(c.req.path)))
		) {
			if (type.includes('json')) {
				const text = await c.req.text()
				if (text.includes('\0') || text.includes('\\u0000')) {
					let parsed: unknown = text
					try {
						parsed = JSON.parse(text)
					} catch {
						// Not JSON: the handler answers invalid_json.
					}
					if (hasNul(parsed)) throw nulCharacters()
				}
			} else if (type.includes('application/x-www-form-urlencoded') && /%00/.test(await c.req.text())) {
				throw nulCharacters()
			}
		}
		await next()
	})
	// GATEWAY_TRACE=1 (or =sql, with each statement: db/open.ts) prints each call and its time, to see what a console page costs the gateway.
	if (process.env.GATEWAY_TRACE === '1' || process.env.GATEWAY_TRACE === 'sql') {
		app.use(async (c, next) => {
			const started = performance.now()
			await next()
			console.error(`gateway ${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)} ms`)
		})
	}

	// Readiness: the database answers.
	app.get('/healthz', async (c) => {
		await db.execute(sql`select 1`)
		return c.json({ status: 'ok' })
	})

	registerSessionRoutes(app, deps)
	registerMfaRoutes(app, deps)
	registerSsoRoutes(app, deps)
	registerRegistrationRoutes(app, deps)
	registerCompanyRoutes(app, deps)
	registerCompanySettingsRoutes(app, deps)
	registerReminderSettingsRoutes(app, deps)
	registerPartnershipRoutes(app, deps)
	registerPartnerPortalRoutes(app, deps)
	registerWhiteLabelRoutes(app, deps)
	registerNotificationRoutes(app, deps)
	registerSurveyRoutes(app, deps)
	registerTrainingRoutes(app, deps)
	registerCourseRoutes(app, deps)
	registerCampaignAttachmentRoutes(app, deps)
	registerCourseSharingRoutes(app, deps)
	registerVideoRoutes(app, deps)
	registerGamingRoutes(app, deps)
	registerFakeOrRealRoutes(app, deps)
	registerCalendarRoutes(app, deps)
	registerTournamentRoutes(app, deps)
	registerPolicyRoutes(app, deps)
	registerPhishingExerciseRoutes(app, deps)
	registerPhishingSimulationRoutes(app, deps)
	registerReviewRoutes(app, deps)
	const customTraining = registerCustomTrainingRoutes(app, deps)
	registerSupportRoutes(app, deps)
	registerSalesRoutes(app, deps)
	registerUsersRoutes(app, deps)
	registerBillingRoutes(app, deps)
	// The test pages exist only when on (config.ts); production turns them on one by one.
	const mailboxEnabled = has('mailbox')
	if (has('mailbox') || has('sign-in-links'))
		registerMailboxPages(app, deps, { mailbox: has('mailbox'), signInLinks: has('sign-in-links') })
	// The identity providers the gateway plays: the SSO sign-in page and Microsoft's Graph consent screen.
	if (has('idp')) {
		registerIdpPages(app, deps)
		registerGraphPages(app, deps)
	}
	// The DNS zone custom domains are verified against; off, verification asks real DNS (services/white-label.ts).
	if (has('dns')) registerDnsPages(app, deps)
	// The test-mode provider's checkout and customer portal; a real provider hosts its own.
	if (payments.id === TEST_PROVIDER_ID) registerCheckoutPages(app, deps)
	// The one-time setup link of an empty production database (bootstrap.ts).
	registerSetupPages(app, deps)
	// Platform staff switch a company's feature flags (always served, to staff only).
	registerCompanyFeaturePages(app, deps)

	app.notFound((c) => c.json(new ApiError(404, 'not_found', `No gateway endpoint ${c.req.method} ${c.req.path}`).toBody(), 404))
	app.onError((error, c) => {
		if (error instanceof ApiError) return c.json(error.toBody(), error.status)
		if (error instanceof HTTPException && error.status < 500) {
			return c.json(new ApiError(error.status, 'bad_request', error.message || 'Bad request').toBody(), error.status)
		}
		console.error(`[gateway] ${c.req.method} ${c.req.path} failed`, error)
		return c.json(new ApiError(500, 'internal_error', 'Something went wrong').toBody(), 500)
	})

	async function cleanup() {
		const before = new Date(now().getTime() - KEEP_EXPIRED_MS)
		try {
			await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, before))
			await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before))
			await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, before))
			await db.delete(sessions).where(lt(sessions.expiresAt, before))
			await db.delete(billingPortalSessions).where(lt(billingPortalSessions.expiresAt, before))
		} catch (error) {
			console.error('[gateway] cleanup failed', error)
		}
	}
	const timers: NodeJS.Timeout[] = []
	if (config.backgroundWork ?? true) {
		// The hourly round: expired rows go.
		timers.push(setInterval(() => void cleanup(), CLEANUP_INTERVAL_MS))
		// Every 15 minutes: due reminders, queued training campaigns whose start date has come start, and
		// the month's video is announced on its day (a process restarted within the hour still gets to them).
		timers.push(
			setInterval(() => {
				sendDueReminders(deps).catch((error) => console.error('[gateway] reminders failed', error))
				startQueuedCampaigns(deps).catch((error) => console.error('[gateway] starting queued campaigns failed', error))
				sendDueMonthlyVideos(deps).catch((error) => console.error('[gateway] monthly video notifications failed', error))
				advanceSimulationCampaigns(deps).catch((error) => console.error('[gateway] phishing simulation sending failed', error))
			}, REMINDERS_INTERVAL_MS),
		)
		for (const timer of timers) timer.unref()
	}

	return {
		mailboxEnabled,
		testPages,
		fetch: async (request) => app.fetch(request),
		async close() {
			for (const timer of timers) clearInterval(timer)
			await mailer.close()
			await customTraining.close()
		},
	}
}
