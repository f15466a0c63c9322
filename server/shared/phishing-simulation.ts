/**
 * The phishing simulation's vocabulary and limits (spec 3 §2 "Phishing simulation", §3 "Phishing
 * simulation", §4 lifecycle and sharing, §5 "Simulation share" and the schedule messages, §8, §9): what
 * the console's contracts (app/gateway/phishing-simulation*.server.ts) send and read, the console's pages
 * offer and the reference gateway (server/gateway/services/phishing-simulation*.ts) accepts and checks.
 * Pure, so the browser may import it too.
 */

// ─── Campaigns ───────────────────────────────────────────────────────────────

/** Spec 3 §4 lifecycle: QUEUED, IN_PROGRESS, ARCHIVED, SUSPENDED, plus drafts. */
export const SIMULATION_STATUSES = ['DRAFT', 'QUEUED', 'IN_PROGRESS', 'ARCHIVED', 'SUSPENDED'] as const
export type SimulationStatus = (typeof SIMULATION_STATUSES)[number]

/** Spec 3 §2: the list's tabs and the gateway call each reads (§7 campaigns/active, /drafts, /archive). */
export const LIST_TABS = ['active', 'drafts', 'archived'] as const
export type ListTab = (typeof LIST_TABS)[number]
export const TAB_STATUSES = {
	active: ['QUEUED', 'IN_PROGRESS', 'SUSPENDED'],
	drafts: ['DRAFT'],
	archived: ['ARCHIVED'],
} as const satisfies Record<ListTab, readonly SimulationStatus[]>

/** Spec 3 §9 / spec 1: frequency options. */
export const FREQUENCIES = ['once', 'monthly', 'bimonthly', 'quarterly', 'half_yearly'] as const
export type Frequency = (typeof FREQUENCIES)[number]
export const FREQUENCY_LABELS = {
	once: 'Once',
	monthly: 'Monthly',
	bimonthly: 'Every two months',
	quarterly: 'Quarterly',
	half_yearly: 'Every six months',
} as const satisfies Record<Frequency, string>
/** Months between two rounds' starts (`once` has a single round). */
export const FREQUENCY_MONTHS = {
	once: 0,
	monthly: 1,
	bimonthly: 2,
	quarterly: 3,
	half_yearly: 6,
} as const satisfies Record<Frequency, number>

/** Spec 3 §9: days per round 1, 2, 3, 4, 5, 10 or the entire round (0). */
export const DAYS_PER_ROUND = [1, 2, 3, 4, 5, 10, 0] as const
export type DaysPerRound = (typeof DAYS_PER_ROUND)[number]
export const ENTIRE_ROUND = 0
/** The sending window of "entire round" for a campaign sent `once` (it has no next round to end at). */
export const ONCE_ENTIRE_ROUND_DAYS = 30

/** Spec 3 §9: time-of-day choices, hourly from 12AM to 11PM (the value is the hour 0–23). */
export const SEND_HOURS = Array.from({ length: 24 }, (_, hour) => hour)
export function hourLabel(hour: number): string {
	const h = hour % 12 === 0 ? 12 : hour % 12
	return `${h}${hour < 12 ? 'AM' : 'PM'}`
}

/** The IANA zone as the console shows it (spec 3 §2: Europe/Kiev is shown as Europe/Kyiv). */
export function displayTimezone(zone: string): string {
	return zone === 'Europe/Kiev' ? 'Europe/Kyiv' : zone
}
/** The IANA zone a shown name stands for (Europe/Kyiv is accepted and stored as the runtime knows it). */
export function isKnownTimezone(zone: string): boolean {
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: zone })
		return true
	} catch {
		return false
	}
}

/** Spec 3 §3 event types in reports, in funnel order. */
export const EVENT_TYPES = ['sent', 'opened', 'clicked', 'phished', 'reported'] as const
export type EventType = (typeof EVENT_TYPES)[number]
export const EVENT_LABELS = {
	sent: 'Sent',
	opened: 'Opened',
	clicked: 'Clicked',
	phished: 'Phished',
	reported: 'Reported',
} as const satisfies Record<EventType, string>

/** Campaign limits of the reference gateway (the spec leaves them open). */
export const SIMULATION_LIMITS = {
	name: 200,
	templates: 10,
	selectedIds: 10_000,
} as const

/**
 * Spec 3 §9 "Phishing link tracking uses a placeholder token inside templates": where a template's HTML
 * holds this, the sender puts the recipient's tracked link; every other link of the email is tracked too.
 */
export const PHISHING_LINK_PLACEHOLDER = '{{phishing_link}}'

// ─── Settings ────────────────────────────────────────────────────────────────

/** What a report button does with a reported email (spec 3 §3 gwReportAction / msReportAction; values the reference gateway's). */
export const REPORT_ACTIONS = ['MOVE_TO_TRASH', 'MOVE_TO_FOLDER', 'KEEP_IN_INBOX'] as const
export type ReportAction = (typeof REPORT_ACTIONS)[number]
export const REPORT_ACTION_LABELS = {
	MOVE_TO_TRASH: 'Move to trash',
	MOVE_TO_FOLDER: 'Move to folder',
	KEEP_IN_INBOX: 'Keep in inbox',
} as const satisfies Record<ReportAction, string>

/** Spec 3 §2: the settings sub-pages (the bare path goes to report-button). */
export const SETTINGS_PAGES = ['report-button', 'configuration', 'direct-email-delivery'] as const
export type SettingsPage = (typeof SETTINGS_PAGES)[number]

// ─── Reports ─────────────────────────────────────────────────────────────────

/** Spec 3 §2: a campaign report's tabs and the phishing summary's. */
export const CAMPAIGN_REPORT_TABS = ['overview', 'recipients', 'templates', 'departments', 'groups', 'rounds'] as const
export type CampaignReportTab = (typeof CAMPAIGN_REPORT_TABS)[number]
export const SUMMARY_REPORT_TABS = ['overview', 'templates', 'recipients', 'departments', 'groups', 'campaigns'] as const
export type SummaryReportTab = (typeof SUMMARY_REPORT_TABS)[number]

/** Spec 3 §2 / §9: report page sizes, the report default, the share page's default. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const
export const REPORT_DEFAULT_PAGE_SIZE = 10
export const SHARE_DEFAULT_PAGE_SIZE = 25

/** Spec 3 §9: date range presets (days) and the longest range. */
export const DATE_PRESETS = [7, 30, 90, 180, 365] as const
export const MAX_RANGE_DAYS = 366
/** Spec 3 §9: the recent-campaign window (days). */
export const RECENT_CAMPAIGN_DAYS = 30

// ─── Messages (spec 3 §5 and §8, quoted) ─────────────────────────────────────

export const SIMULATION_MESSAGES = {
	archived: 'Phishing campaign archived!',
	deleted: 'Phishing campaign deleted!',
	settingsUpdated: 'Settings successfully updated!',
	customerAdded: 'Customer was successfully added!',
	customersAdded: 'Customers were successfully added!',
	/** Info toast after completing customers; {{count}} is the number removed. */
	customerRemoved: '{{count}} customer was removed from the campaign!',
	customersRemoved: '{{count}} customers were removed from the campaign!',
	somethingWrong: 'Something went wrong!',
	archiveTitle: 'Archive "{{name}}"?',
	archiveText: 'The campaign will be archived and you will not be able to resume it!',
	deleteTitle: 'Delete "{{name}}"?',
	deleteText: 'The campaign will be deleted completely and you will not be able to access the reports!',
	nameRequired: 'Campaign Name is required',
	dateInvalid: 'The date must be valid',
	dateInPast: 'The date must be in the future',
	dateRequired: 'Please select date and time',
	timezoneRequired: 'Please select timezone',
	departmentsRequired: 'Please select departments',
	groupsRequired: 'Please select groups',
	notAvailableBoth: 'Not available to share: not boosted and no registered users',
	notAvailableBoost: 'not boosted',
	notAvailableUsers: 'no registered users',
	boostHint: 'For full and precise data upgrade to boost',
	seeFullStats: 'SEE FULL STATS',
	// The reference gateway's own wording where the spec gives none for the simulation (H1):
	usersRequired: 'Please select users',
	templatesRequired: 'Please select at least one template',
	/** Spec 3 §8's template-limit dialog title, reused for the gateway's refusal. */
	tooManyTemplates: 'You can select 10 templates!',
	loginPageRequired: 'Please select a landing page',
	folderIdRequired: 'Please add Folder ID',
	/** Spec 3 §5 (email header), reused for the settings' email fields. */
	emailFormat: 'Wrong Email format',
	testEmailRequired: 'Please add a test email address',
	recipientsRequired: 'Please select recipients',
	frequencyRequired: 'Please select frequency',
	daysPerRoundRequired: 'Please select days per round',
	sendHourRequired: 'Please select time',
	domainInvalid: 'Please enter a valid domain',
	dedNotConfigured: 'Direct email delivery is not configured on this server.',
} as const

/** Error codes of the simulation's refusals (the reference gateway's; spec 3 §8: "not shown"). */
export const SIMULATION_ERROR_CODES = {
	campaignNotFound: 'campaign_not_found',
	/** Update of a campaign that is not a draft; complete of one not running; delete of one not archived or draft. */
	campaignState: 'campaign_state',
	dedNotConfigured: 'ded_not_configured',
	dedNotYours: 'ded_not_yours',
} as const

// ─── Report queries (reference gateway, spec 3 §2 report filters, §9 sorting) ───

/** The 422 of a report query carrying rounds and a date range (spec 3 §2: the console clears one). */
export const REPORT_ROUNDS_AND_DATES_MESSAGE = 'Choose rounds or a date range, not both.'

/** The count and rate columns every report list row has (rates: percent of sent, one decimal, null when nothing was sent). */
const REPORT_COUNT_COLUMNS = [
	'sent',
	'opened',
	'clicked',
	'phished',
	'reported',
	'openRate',
	'clickRate',
	'phishRate',
	'reportRate',
] as const

/** The columns each report tab sorts by (orderBy); another value falls back to the tab's default, descending (spec 3 §9). */
export const REPORT_ORDER_BY = {
	overview: [],
	recipients: ['name', 'email', 'departmentName', 'lastEventAt', ...REPORT_COUNT_COLUMNS],
	templates: ['name', 'difficulty', 'category', ...REPORT_COUNT_COLUMNS],
	departments: ['name', 'recipients', ...REPORT_COUNT_COLUMNS],
	groups: ['name', 'recipients', ...REPORT_COUNT_COLUMNS],
	rounds: ['roundNumber', 'startsAt', 'recipients', ...REPORT_COUNT_COLUMNS],
	campaigns: ['name', 'status', 'startedAt', 'currentRound', 'recipients', ...REPORT_COUNT_COLUMNS],
} as const satisfies Record<CampaignReportTab | SummaryReportTab, readonly string[]>
export type ReportTab = keyof typeof REPORT_ORDER_BY
export type ReportListTab = Exclude<ReportTab, 'overview'>
export type ReportOrderBy<T extends ReportTab> = (typeof REPORT_ORDER_BY)[T][number]

/** Each list tab's default sort (recipients: phished desc, then name; rounds ascending; campaigns newest first). */
export const REPORT_DEFAULT_SORT = {
	recipients: { orderBy: 'phished', order: 'desc' },
	templates: { orderBy: 'clickRate', order: 'desc' },
	departments: { orderBy: 'clickRate', order: 'desc' },
	groups: { orderBy: 'clickRate', order: 'desc' },
	rounds: { orderBy: 'roundNumber', order: 'asc' },
	campaigns: { orderBy: 'startedAt', order: 'desc' },
} as const satisfies { [T in ReportListTab]: { orderBy: ReportOrderBy<T>; order: 'asc' | 'desc' } }
