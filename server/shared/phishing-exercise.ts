/**
 * The phishing exercise's vocabulary and limits (spec 3 §3 Template, Answer, Callout, Pack, Phishing
 * exercise campaign, Report rows, Assignment statuses; §5 Validation rules; §9 Business constants):
 * what the console's contract (app/gateway/phishing-exercise.server.ts) sends and reads, the console's
 * pages offer and the reference gateway (server/gateway/services/phishing-exercise*.ts) accepts and
 * checks. Pure, so the browser may import it too.
 */

// ─── Templates ───────────────────────────────────────────────────────────────

/** Spec 3 §3 Template.layoutType. */
export const LAYOUT_TYPES = ['EMAIL', 'SMS'] as const
export type LayoutType = (typeof LAYOUT_TYPES)[number]

/** Spec 3 §3 Template.type: CUSTOM (the company's own) or other; the reference gateway's other is PLATFORM. */
export const TEMPLATE_TYPES = ['CUSTOM', 'PLATFORM'] as const
export type TemplateType = (typeof TEMPLATE_TYPES)[number]

/** Spec 3 §3 Answer: the four kinds, in the order a template lists them. */
export const ANSWER_KINDS = ['CALL_AND_VERIFY', 'CHECK_OFFICIAL_APP', 'REPORT_PHISHING', 'LOOKS_LEGIT'] as const
export type AnswerKind = (typeof ANSWER_KINDS)[number]

/** Spec 3 §3 Answer.status. */
export const ANSWER_STATUSES = ['CORRECT', 'PARTIAL', 'WRONG'] as const
export type AnswerStatus = (typeof ANSWER_STATUSES)[number]

/** Spec 3 §9: answers per template. */
export const ANSWERS_PER_TEMPLATE = 4

/** Spec 3 §3 Callout.place: the header callout has orderNumber 0, body callouts 1 and up. */
export const CALLOUT_PLACES = ['HEADER', 'BODY'] as const
export type CalloutPlace = (typeof CALLOUT_PLACES)[number]

/** Spec 3 §5: the number of body callouts is capped, value not shown: the reference gateway's cap. */
export const MAX_BODY_CALLOUTS = 10

/** Spec 3 §3 Pack.difficulty and §9: 1 EASY, 2 MEDIUM, 3 HARD. */
export const DIFFICULTIES = [1, 2, 3] as const
export type Difficulty = (typeof DIFFICULTIES)[number]
export const DIFFICULTY_LABELS = { 1: 'EASY', 2: 'MEDIUM', 3: 'HARD' } as const satisfies Record<Difficulty, string>

/** Spec 3 §3: template categories. A company's own templates are `custom`. */
export const TEMPLATE_CATEGORIES = ['custom', 'corporate', 'consumer'] as const
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number]

/** Spec 3 §3 Template header fields: contactType of an SMS sender. */
export const CONTACT_TYPES = ['phoneNumber', 'userName'] as const
export type ContactType = (typeof CONTACT_TYPES)[number]

/** Spec 3 §5 / §9 Thumbnail: under 200KB, PNG or JPG/JPEG, recommended 394x221. */
export const THUMBNAIL_MAX_BYTES = 200 * 1024
export const THUMBNAIL_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const
export const THUMBNAIL_RECOMMENDED_SIZE = { width: 394, height: 221 } as const

/** Template list sort (spec 3 §2 "sortable by Name or Last Modified", §7 default updatedAt descending). */
export const TEMPLATE_ORDER_BY = ['name', 'updatedAt'] as const
export type TemplateOrderBy = (typeof TEMPLATE_ORDER_BY)[number]
export const TEMPLATE_DEFAULT_SORT = { orderBy: 'updatedAt', order: 'desc' } as const

/** Spec 3 §7: the template list's page size is the third of the shared page sizes (5, 10, 25, …). */
export const TEMPLATE_PAGE_SIZE = 25

/** Spec 3 §2: a template card is flagged NEW by a creation-date check; the reference window: 30 days. */
export const TEMPLATE_NEW_DAYS = 30

/** Lengths the reference gateway accepts. */
export const TEMPLATE_LIMITS = {
	name: 200,
	subject: 300,
	fromName: 200,
	fromEmail: 254,
	fromPhone: 100,
	legend: 5000,
	answerDescription: 2000,
	calloutDescription: 2000,
	anchorText: 500,
	/** The stored (sanitised) HTML of an email body, and an SMS text. */
	html: 500_000,
	smsText: 2000,
	/** designData as JSON text. */
	designData: 2_000_000,
} as const

// ─── Campaigns ───────────────────────────────────────────────────────────────

/** Spec 3 §9: templates per campaign, at most 10 (the "required template count"). */
export const MAX_CAMPAIGN_TEMPLATES = 10

/** Spec 3 §3 usersType. */
export const USERS_TYPES = ['USERS_ALL', 'USERS_SELECTED', 'USERS_FROM_DEPARTMENTS', 'USERS_FROM_GROUPS'] as const
export type UsersType = (typeof USERS_TYPES)[number]

/**
 * A campaign's status (spec 3 §2 card states, §3 "status (including SUSPENDED)", §4 lifecycle):
 * DRAFT (Continue Editing), POSTPONED (starts in the future), ACTIVE (running), ARCHIVED, SUSPENDED
 * (the plan does not allow it: the UPGRADE prompt) and OUTDATED (an older version: 'Delivery
 * completed!'). The set is the reference gateway's; the spec names only SUSPENDED.
 */
export const CAMPAIGN_STATUSES = ['DRAFT', 'POSTPONED', 'ACTIVE', 'ARCHIVED', 'SUSPENDED', 'OUTDATED'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]
/** The statuses of the Active tab's cards; the Archived tab has ARCHIVED. */
export const ACTIVE_TAB_STATUSES = ['DRAFT', 'POSTPONED', 'ACTIVE', 'SUSPENDED', 'OUTDATED'] as const satisfies readonly CampaignStatus[]

/** Spec 3 §3 Assignment statuses, in the order the chips show them. */
export const ASSIGNMENT_STATUSES = ['COMPLETED', 'IN_PROGRESS', 'NOT_STARTED', 'OVERDUE'] as const
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number]

/** Spec 3 §9: a later start day starts at 9:00 (UTC in the reference gateway). */
export const CAMPAIGN_START_HOUR = 9

/** Days to complete (spec 3 §4: presets, the second the default, the third custom). */
export const DAYS_TO_COMPLETE_PRESETS = [7, 14] as const
export const DEFAULT_DAYS_TO_COMPLETE = 14
export const MAX_DAYS_TO_COMPLETE = 365

/** The reference gateway's page size of the Active and Archived card lists. */
export const CAMPAIGN_PAGE_SIZE = 12

export const CAMPAIGN_LIMITS = { name: 200, notificationSubject: 255, notificationMessage: 10_000, selectedIds: 5000 } as const

// ─── Reports ─────────────────────────────────────────────────────────────────

/** Spec 3 §7 / §9: the report's default page size. */
export const REPORT_PAGE_SIZE = 10

/** The report lists (spec 3 §2 tabs, §7 report calls) and the columns each may be sorted by. */
export const REPORT_ORDER_BY = {
	users: [
		'fullName',
		'email',
		'departments',
		'status',
		'daysToComplete',
		'completionPercentage',
		'correct',
		'partial',
		'wrong',
		'score',
		'completedAt',
	],
	departments: ['name', 'learners', 'completionPercentage', 'completed', 'inProgress', 'notStarted', 'overdue'],
	groups: ['name', 'learners', 'completionPercentage', 'completed', 'inProgress', 'notStarted', 'overdue'],
	templates: ['name', 'layoutType', 'correct', 'partial', 'wrong', 'total'],
	/** The users of one template (the templates tab's row dialog). */
	templateUsers: ['fullName', 'email', 'answer', 'status'],
	/** The templates of one user (the users tab's row dialog). */
	userTemplates: ['name', 'layoutType', 'answer', 'answerStatus'],
} as const satisfies Record<string, readonly string[]>
export type ReportList = keyof typeof REPORT_ORDER_BY
export type ReportOrderBy<L extends ReportList> = (typeof REPORT_ORDER_BY)[L][number]

/**
 * Spec 3 §9's default sorts: users tab by status descending, template-user dialog by status
 * descending, user-template dialog by answerStatus descending, the rest by completionPercentage
 * ascending; the templates tab (no completion column) falls back to descending, by wrong answers in
 * the reference gateway. An orderBy a list does not know is its default column.
 */
export const REPORT_DEFAULT_SORT = {
	users: { orderBy: 'status', order: 'desc' },
	departments: { orderBy: 'completionPercentage', order: 'asc' },
	groups: { orderBy: 'completionPercentage', order: 'asc' },
	templates: { orderBy: 'wrong', order: 'desc' },
	templateUsers: { orderBy: 'status', order: 'desc' },
	userTemplates: { orderBy: 'answerStatus', order: 'desc' },
} as const satisfies { [L in ReportList]: { orderBy: ReportOrderBy<L>; order: 'asc' | 'desc' } }

/** Status ranks for sorting by status (descending puts OVERDUE first, then NOT_STARTED, IN_PROGRESS, COMPLETED). */
export const ASSIGNMENT_STATUS_RANK = { COMPLETED: 0, IN_PROGRESS: 1, NOT_STARTED: 2, OVERDUE: 3 } as const satisfies Record<
	AssignmentStatus,
	number
>

/** Spec 3 §9: a learner's score is 0–100; the console shows it divided by 10 when positive. */
export const SCORE_MAX = 100

/** Columns of the CSV of each report list, in order (the gateway's English header row). */
export const REPORT_CSV_COLUMNS = {
	users: [
		'fullName',
		'email',
		'departments',
		'status',
		'daysToComplete',
		'completionPercentage',
		'correct',
		'partial',
		'wrong',
		'score',
		'completedAt',
	],
	departments: ['name', 'learners', 'completionPercentage', 'completed', 'inProgress', 'notStarted', 'overdue'],
	groups: ['name', 'learners', 'completionPercentage', 'completed', 'inProgress', 'notStarted', 'overdue'],
	templates: ['name', 'layoutType', 'correct', 'partial', 'wrong', 'total'],
	templateUsers: ['fullName', 'email', 'answer', 'status'],
	userTemplates: ['name', 'layoutType', 'answer', 'answerStatus'],
} as const satisfies Record<ReportList, readonly string[]>

// ─── Messages (spec 3 §5 and §8, exact wording) ──────────────────────────────

export const EXERCISE_MESSAGES = {
	templateName: 'Please add Template Name.',
	subject: 'Please add Subject',
	displayName: 'Please add Display Name',
	displayNameFormat: 'Wrong Display Name format',
	username: 'Please add Username',
	emailFormat: 'Wrong Email format',
	phoneNumber: 'Please add Phone Number',
	contactName: 'Please add Contact Name',
	smsEmpty: 'The message cannot be empty. Please configure the SMS content.',
	legend: 'Describe the situation in which the user receives a suspicious message.',
	answerStatus: 'Please choose answer status.',
	answerExplanation: 'Please add explanation to the answer.',
	correctAnswer: 'Please provide at least one Correct answer.',
	calloutText: 'Please add Callout Text.',
	anchorText: 'Type Anchor Text you want to highlight.',
	anchorUnique: 'Anchor Text has to be a unique value.',
	anchorNoMatch: 'No matches found.',
	thumbnailSize: 'File size should be less than 200KB',
	thumbnailType: 'File should be of allowed content type: PNG, JPG(JPEG)',
	templateInUse: 'The template is used in active Phishing Exercise Campaign',
	campaignName: 'Campaign Name is required',
	noSelectedUsers: 'No selected users. Select users you want to assign phishing exercise to.',
	postponedReport: 'Report unavailable for postponed Phishing Exercise campaign.',
} as const

/** Spec 3 §5: letters, digits, dot, dash, underscore, ampersand; spaces inside but not at the ends. */
export const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N}._&-](?:[\p{L}\p{N}._& -]*[\p{L}\p{N}._&-])?$/u

/** A plain email address (spec 3 §5 'Wrong Email format'). */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

/** Spec 3 §5 SMS sender: a phone number (digits with an optional leading +, spaces, dashes, dots, brackets; 5–15 digits). */
export function isPhoneNumber(value: string): boolean {
	const text = value.trim()
	if (!/^\+?[\d\s().-]+$/.test(text)) return false
	const digits = text.replace(/\D/g, '').length
	return digits >= 5 && digits <= 15
}

/** Codes of the gateway's refusals the console tells apart. */
export const EXERCISE_ERROR_CODES = {
	templateInUse: 'template_in_active_campaign',
	templateNotEditable: 'template_not_editable',
	thumbnailType: 'thumbnail_content_type',
	thumbnailSize: 'thumbnail_too_large',
	campaignPostponed: 'campaign_postponed',
	campaignLocked: 'campaign_locked',
	campaignArchived: 'campaign_archived',
} as const
