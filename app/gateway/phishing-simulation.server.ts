import { z } from 'zod'
import { TEMPLATE_TYPES, USERS_TYPES, type UsersType } from '#server/shared/phishing-exercise.ts'
import { FREQUENCIES, type Frequency, type ListTab, REPORT_ACTIONS, SIMULATION_STATUSES } from '#server/shared/phishing-simulation.ts'
import { callGateway, seg } from './client.server.ts'

// The phishing simulation's campaigns and settings (spec 3 §2 "Phishing simulation", §3 "Phishing
// simulation", §4 lifecycle, §5 schedule messages, §7 "Phishing simulation"), under /phishing/api.
// Method and path as spec 3 §7 writes them; the reference gateway's choices where the spec says "not
// shown" are marked (ref). Constants, statuses and messages live in #server/shared/phishing-simulation.ts
// (pure: the browser may import it), re-exported here.
//
// Calls (under /phishing/api):
//   GET    v3/company/{c}/campaigns/active|drafts|archive          listSimulationCampaigns (pageNumber from 0, pageSize)
//   GET    v3/company/{c}/campaign/{id}                            getSimulationCampaign
//   POST   v3/company/{c}/campaign/create                          createSimulationCampaign (ref; body + launch)
//   PUT    v3/company/{c}/campaign/{id}/update                     updateSimulationCampaign (ref; drafts only, else 409)
//   PATCH  v3/company/{c}/campaign/{id}/complete                   completeSimulationCampaign (archives; 409 unless running)
//   DELETE v3/company/{c}/campaign/{id}/delete                     deleteSimulationCampaign (archived or draft, else 409)
//   GET    v1/login_pages?companyId                                listLoginPages
//   GET    v3/company/{c}/templates                                listSimulationTemplates (ref)
//   GET    v3/company/{c}/settings, PATCH the same                 getSimulationSettings, updateSimulationSettings
//   GET    v3/company/{c}/settings/ded, PATCH the same             getDedSettings, updateDedSettings
//   POST   v3/company/{c}/settings/ded/test-email                  sendDedTestEmail (ref)
//   POST   v3/company/{c}/settings/user/{userId}/ded/auth/initiate initiateDedAuth (503 ded_not_configured)
//   GET    v3/company/{c}/campaigns/calendar_by_range              listSimulationCalendar (dateFrom, dateTo)
//
// Refusals of spec 3 §5's rules are 422 with validationResults [{ field, message }] carrying the spec's
// messages (SIMULATION_MESSAGES); readFieldErrors gives them by field. A state refusal is 409
// campaign_state. Times are ISO date-times; startDate is a day (YYYY-MM-DD) in the campaign's timezone;
// timezone comes back as the console shows it (Europe/Kyiv, not Europe/Kiev).

export * from '#server/shared/phishing-simulation.ts'
export { readFieldErrors } from './phishing-exercise.server.ts'

export const SIMULATION_BASE = '/phishing/api'
const companyPath = (companyId: string) => `${SIMULATION_BASE}/v3/company/${seg(companyId)}`
const campaignPath = (companyId: string, campaignId: string) => `${companyPath(companyId)}/campaign/${seg(campaignId)}`

/** The gateway path of each list tab (spec 3 §7: campaigns/active, /drafts, /archive). */
export const LIST_TAB_PATHS = { active: 'active', drafts: 'drafts', archived: 'archive' } as const satisfies Record<ListTab, string>

// ─── Shapes ──────────────────────────────────────────────────────────────────

/** Spec 3 §3 (share candidates): pageInfo { number, size, totalCount }; number from 0. */
export const SimulationPageInfoSchema = z.object({
	number: z.number().int(),
	size: z.number().int(),
	totalCount: z.number().int(),
})
export type SimulationPageInfo = z.infer<typeof SimulationPageInfoSchema>

/**
 * A campaign list row (spec 3 §3 list columns). Meanings are the reference gateway's:
 * - total: recipients of the current round (a draft or queued campaign: those it would send to now);
 * - completed: emails of the current round sent; inProgress: due later in the round's sending window;
 * - notStarted: the round has not begun (every recipient of a queued campaign);
 * - overdue: not sent by the end of the sending window;
 * - score: 0–100, the share of sent emails (all rounds) whose recipient did not enter credentials; null
 *   before any email went;
 * - daysToComplete: the days per round (0 = the entire round).
 */
export const SimulationCampaignRowSchema = z.object({
	id: z.string(),
	name: z.string(),
	status: z.enum(SIMULATION_STATUSES),
	total: z.number().int(),
	completed: z.number().int(),
	inProgress: z.number().int(),
	notStarted: z.number().int(),
	overdue: z.number().int(),
	score: z.number().nullable(),
	daysToComplete: z.number().int(),
	/** When its first round began (null: not yet). */
	startedAt: z.string().nullable(),
	archivedAt: z.string().nullable(),
	createdAt: z.string(),
	frequency: z.enum(FREQUENCIES),
	/** The latest round begun (0: none yet). */
	currentRound: z.number().int(),
	/** When the next round begins (null: none further, or a draft). */
	nextRoundAt: z.string().nullable(),
	/** A clone's source: the partner's campaign name; else null. */
	parentCampaignName: z.string().nullable(),
	/** Customers it was cloned to. */
	sharedCount: z.number().int(),
})
export type SimulationCampaignRow = z.infer<typeof SimulationCampaignRowSchema>

export const SimulationCampaignPageSchema = z.object({
	campaigns: z.array(SimulationCampaignRowSchema),
	pageInfo: SimulationPageInfoSchema,
})
export type SimulationCampaignPage = z.infer<typeof SimulationCampaignPageSchema>

const DifficultySchema = z.union([z.literal(1), z.literal(2), z.literal(3)])

export const SimulationCampaignTemplateSchema = z.object({
	templateId: z.string(),
	orderNumber: z.number().int(),
	name: z.string(),
	difficulty: DifficultySchema,
	category: z.string(),
})

const RoundCounts = {
	sentCount: z.number().int(),
	openedCount: z.number().int(),
	clickedCount: z.number().int(),
	phishedCount: z.number().int(),
	reportedCount: z.number().int(),
}

export const SimulationRoundSchema = z.object({
	id: z.string(),
	roundNumber: z.number().int(),
	startsAt: z.string(),
	/** The end of the sending window. */
	sendUntil: z.string(),
	endsAt: z.string(),
	recipientsCount: z.number().int(),
	...RoundCounts,
})
export type SimulationRound = z.infer<typeof SimulationRoundSchema>

export const SimulationCampaignSchema = SimulationCampaignRowSchema.extend({
	daysPerRound: z.number().int(),
	sendHour: z.number().int().min(0).max(23),
	/** The IANA zone as the console shows it (Europe/Kyiv). */
	timezone: z.string(),
	/** The first round's day (YYYY-MM-DD in timezone); null for a draft without one. */
	startDate: z.string().nullable(),
	/** The "start now" choice (a launched one started at once; startDate is then the day it started). */
	startNow: z.boolean(),
	loginPageId: z.string().nullable(),
	usersType: z.enum(USERS_TYPES),
	selectedDepartmentsIds: z.array(z.string()),
	selectedGroupsIds: z.array(z.string()),
	selectedUsersIds: z.array(z.string()),
	templates: z.array(SimulationCampaignTemplateSchema),
	/** Rounds begun, in order. */
	rounds: z.array(SimulationRoundSchema),
	counts: z.object({
		sent: z.number().int(),
		opened: z.number().int(),
		clicked: z.number().int(),
		phished: z.number().int(),
		reported: z.number().int(),
	}),
})
export type SimulationCampaign = z.infer<typeof SimulationCampaignSchema>

/** What create and update send (launch is a separate option). */
export type SimulationCampaignInput = {
	name: string
	/** Ordered, 1–10 on launch (MAX 10 always). */
	templateIds: string[]
	loginPageId: string | null
	usersType: UsersType
	selectedDepartmentsIds: string[]
	selectedGroupsIds: string[]
	selectedUsersIds: string[]
	frequency: Frequency
	/** DAYS_PER_ROUND: 1, 2, 3, 4, 5, 10 or 0 (the entire round). */
	daysPerRound: number
	/** 0–23, in timezone. */
	sendHour: number
	/** An IANA zone ('Europe/Kyiv' accepted). */
	timezone: string
	startNow: boolean
	/** YYYY-MM-DD in timezone; ignored with startNow. null or '' when not chosen. */
	startDate: string | null
}

export const SavedCampaignSchema = z.object({ id: z.string(), status: z.enum(SIMULATION_STATUSES) })
export type SavedCampaign = z.infer<typeof SavedCampaignSchema>

export const LoginPageSchema = z.object({
	id: z.string(),
	name: z.string(),
	/** microsoft, google, generic, parcel … */
	kind: z.string(),
	/** A console-origin address of the page's preview (/__gateway/phish-preview/{id}). */
	previewUrl: z.string(),
})
export type LoginPage = z.infer<typeof LoginPageSchema>
export const LoginPagesSchema = z.object({ loginPages: z.array(LoginPageSchema) })
export type LoginPages = z.infer<typeof LoginPagesSchema>

export const SimulationTemplateSchema = z.object({
	id: z.string(),
	name: z.string(),
	subject: z.string(),
	fromName: z.string().nullable(),
	fromEmail: z.string().nullable(),
	difficulty: DifficultySchema,
	/** custom, corporate or consumer. */
	category: z.string(),
	type: z.enum(TEMPLATE_TYPES),
	thumbnailUrl: z.string().nullable(),
})
export type SimulationTemplate = z.infer<typeof SimulationTemplateSchema>
export const SimulationTemplatePageSchema = z.object({
	templates: z.array(SimulationTemplateSchema),
	pageInfo: SimulationPageInfoSchema,
})
export type SimulationTemplatePage = z.infer<typeof SimulationTemplatePageSchema>

export const SimulationSettingsSchema = z.object({
	xTestPhish: z.boolean(),
	/** Where reported emails are forwarded ('' = nowhere). */
	email: z.string(),
	gwReportAction: z.enum(REPORT_ACTIONS),
	msReportAction: z.enum(REPORT_ACTIONS),
	/** Required when either action is MOVE_TO_FOLDER. */
	folderId: z.string(),
})
export type SimulationSettings = z.infer<typeof SimulationSettingsSchema>

export const DedSettingsInputSchema = z.object({
	isGmailDedEnabled: z.boolean(),
	isMicrosoftDedEnabled: z.boolean(),
	testEmail: z.string(),
})
export type DedSettingsInput = z.infer<typeof DedSettingsInputSchema>
export const DedSettingsSchema = DedSettingsInputSchema.extend({
	/** (ref) Mail domains an admin authorised for direct delivery, by name. */
	authorizedDomains: z.array(z.string()),
})
export type DedSettings = z.infer<typeof DedSettingsSchema>

export const DedAuthSchema = z.object({ authorizationUrl: z.string() })

export const CalendarCampaignSchema = z.object({
	id: z.string(),
	name: z.string(),
	status: z.enum(SIMULATION_STATUSES),
	startedAt: z.string().nullable(),
	nextRoundAt: z.string().nullable(),
	/** The rounds (begun or planned) that start within the range. */
	rounds: z.array(z.object({ roundNumber: z.number().int(), startsAt: z.string() })),
})
export type CalendarCampaign = z.infer<typeof CalendarCampaignSchema>
export const SimulationCalendarSchema = z.object({ campaigns: z.array(CalendarCampaignSchema) })
export type SimulationCalendar = z.infer<typeof SimulationCalendarSchema>

// ─── Campaigns ───────────────────────────────────────────────────────────────

/** GET v3/company/{c}/campaigns/active|drafts|archive: active = QUEUED, IN_PROGRESS, SUSPENDED (newest first); drafts (last changed first); archived (last archived first). */
export function listSimulationCampaigns(
	token: string,
	companyId: string,
	tab: ListTab,
	query: { pageNumber: number; pageSize: number },
): Promise<SimulationCampaignPage> {
	return callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/campaigns/${LIST_TAB_PATHS[tab]}`,
		token,
		query: { pageNumber: query.pageNumber, pageSize: query.pageSize },
		schema: SimulationCampaignPageSchema,
	})
}

/** GET v3/company/{c}/campaign/{id}: another company's is 404. */
export function getSimulationCampaign(token: string, companyId: string, campaignId: string): Promise<SimulationCampaign> {
	return callGateway({ method: 'GET', path: campaignPath(companyId, campaignId), token, schema: SimulationCampaignSchema })
}

/**
 * (ref) POST v3/company/{c}/campaign/create: launch false saves a DRAFT (only the name is required);
 * launch true checks everything (422 with spec 3 §5's schedule messages) and queues it (QUEUED).
 */
export function createSimulationCampaign(
	token: string,
	companyId: string,
	input: SimulationCampaignInput,
	options: { launch: boolean },
): Promise<SavedCampaign> {
	return callGateway({
		method: 'POST',
		path: `${companyPath(companyId)}/campaign/create`,
		token,
		body: { ...input, launch: options.launch },
		schema: SavedCampaignSchema,
	})
}

/** (ref) PUT v3/company/{c}/campaign/{id}/update: a draft only (409 campaign_state otherwise); launch true as create. */
export function updateSimulationCampaign(
	token: string,
	companyId: string,
	campaignId: string,
	input: SimulationCampaignInput,
	options: { launch: boolean },
): Promise<SavedCampaign> {
	return callGateway({
		method: 'PUT',
		path: `${campaignPath(companyId, campaignId)}/update`,
		token,
		body: { ...input, launch: options.launch },
		schema: SavedCampaignSchema,
	})
}

/** PATCH v3/company/{c}/campaign/{id}/complete, body { companyId }: archives a QUEUED, IN_PROGRESS or SUSPENDED campaign; 409 campaign_state otherwise. */
export function completeSimulationCampaign(token: string, companyId: string, campaignId: string): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `${campaignPath(companyId, campaignId)}/complete`,
		token,
		body: { companyId },
		responseType: 'none',
	})
}

/** DELETE v3/company/{c}/campaign/{id}/delete: an ARCHIVED campaign (or a DRAFT) with its rounds and deliveries; 409 campaign_state otherwise. */
export function deleteSimulationCampaign(token: string, companyId: string, campaignId: string): Promise<void> {
	return callGateway({ method: 'DELETE', path: `${campaignPath(companyId, campaignId)}/delete`, token, responseType: 'none' })
}

/** GET v1/login_pages?companyId: the platform's landing pages and the company's own, by name. */
export function listLoginPages(token: string, companyId: string): Promise<LoginPages> {
	return callGateway({
		method: 'GET',
		path: `${SIMULATION_BASE}/v1/login_pages`,
		token,
		query: { companyId },
		schema: LoginPagesSchema,
	})
}

/** (ref) GET v3/company/{c}/templates: the EMAIL templates the company may send (platform and its CUSTOM ones), by name. */
export function listSimulationTemplates(
	token: string,
	companyId: string,
	query: { difficulty?: number; category?: string; searchText?: string; pageNumber: number; pageSize: number },
): Promise<SimulationTemplatePage> {
	return callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/templates`,
		token,
		query: {
			difficulty: query.difficulty,
			category: query.category || undefined,
			searchText: query.searchText || undefined,
			pageNumber: query.pageNumber,
			pageSize: query.pageSize,
		},
		schema: SimulationTemplatePageSchema,
	})
}

/** GET v3/company/{c}/campaigns/calendar_by_range?dateFrom&dateTo (YYYY-MM-DD or ISO): campaigns with a round starting in the range. */
export function listSimulationCalendar(
	token: string,
	companyId: string,
	range: { dateFrom: string; dateTo: string },
): Promise<SimulationCalendar> {
	return callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/campaigns/calendar_by_range`,
		token,
		query: { dateFrom: range.dateFrom, dateTo: range.dateTo },
		schema: SimulationCalendarSchema,
	})
}

// ─── Settings ────────────────────────────────────────────────────────────────

/** GET v3/company/{c}/settings (the defaults until saved). */
export function getSimulationSettings(token: string, companyId: string): Promise<SimulationSettings> {
	return callGateway({ method: 'GET', path: `${companyPath(companyId)}/settings`, token, schema: SimulationSettingsSchema })
}

/** PATCH v3/company/{c}/settings: 422 'Wrong Email format' (email), 'Please add Folder ID' (folderId with MOVE_TO_FOLDER). */
export function updateSimulationSettings(token: string, companyId: string, settings: SimulationSettings): Promise<SimulationSettings> {
	return callGateway({
		method: 'PATCH',
		path: `${companyPath(companyId)}/settings`,
		token,
		body: settings,
		schema: SimulationSettingsSchema,
	})
}

/** GET v3/company/{c}/settings/ded. */
export function getDedSettings(token: string, companyId: string): Promise<DedSettings> {
	return callGateway({ method: 'GET', path: `${companyPath(companyId)}/settings/ded`, token, schema: DedSettingsSchema })
}

/** PATCH v3/company/{c}/settings/ded: 422 'Wrong Email format' (testEmail). */
export function updateDedSettings(token: string, companyId: string, settings: DedSettingsInput): Promise<DedSettings> {
	return callGateway({
		method: 'PATCH',
		path: `${companyPath(companyId)}/settings/ded`,
		token,
		body: settings,
		schema: DedSettingsSchema,
	})
}

/** (ref) POST v3/company/{c}/settings/ded/test-email: a sample simulation-style email (untracked) to testEmail; 422 on testEmail when it is empty. */
export function sendDedTestEmail(token: string, companyId: string): Promise<void> {
	return callGateway({ method: 'POST', path: `${companyPath(companyId)}/settings/ded/test-email`, token, responseType: 'none' })
}

/**
 * POST v3/company/{c}/settings/user/{userId}/ded/auth/initiate, body { domain }: where to send the admin
 * to authorise direct delivery for the domain. userId must be the caller (403). 503 ded_not_configured
 * (SIMULATION_MESSAGES.dedNotConfigured) when the server has no provider to ask.
 */
export function initiateDedAuth(
	token: string,
	companyId: string,
	userId: string,
	body: { domain: string },
): Promise<z.infer<typeof DedAuthSchema>> {
	return callGateway({
		method: 'POST',
		path: `${companyPath(companyId)}/settings/user/${seg(userId)}/ded/auth/initiate`,
		token,
		body: { domain: body.domain },
		schema: DedAuthSchema,
	})
}
