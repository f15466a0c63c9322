import { isoDay } from '#app/lib/dates.ts'
import { defineTable, PAGE_SIZES } from '#app/lib/table-query.ts'
import { MAX_CAMPAIGN_TEMPLATES, TEMPLATE_NEW_DAYS, type UsersType } from '#server/shared/phishing-exercise.ts'

// The phishing exercise campaigns' paths, URL parameters, intents and limits (spec 3 §2, §4, §9), apart
// from the schemas (zod) so every page of the area has them on first load.

export const EXERCISE_PATH = '/phishing-exercise'
export const CREATE_PATH = `${EXERCISE_PATH}/create`
export const LICENSING_PATH = '/licensing'

export const CAMPAIGN_TABS = ['active', 'archived'] as const
export type CampaignTab = (typeof CAMPAIGN_TABS)[number]
export const tabPath = (tab: CampaignTab) => `${EXERCISE_PATH}/${tab}`
export const reportPath = (campaignId: string) => `/phishing-exercise-report/${encodeURIComponent(campaignId)}/users`

/** Spec 3 §9: templates per campaign, the "required template count". */
export const REQUIRED_TEMPLATES_COUNT = MAX_CAMPAIGN_TEMPLATES
/** Spec 3 §9: more packs than this collapse behind Show More. */
export const PACKS_SHOWN = 5
/** Spec 3 §2: the countdown of a campaign that starts later is refreshed every 60 seconds. */
export const COUNTDOWN_REFRESH_MS = 60_000
/** Spec 3 §7: the template list's page size is the third of the shared page sizes. */
export const TEMPLATES_PAGE_SIZE = PAGE_SIZES[2]
/** The campaign tabs' paging in the URL (spec 3 §7 pageNumber, pageSize; the cards have no sort). */
export const campaignsTable = defineTable({ sortColumns: ['startedAt'], defaultOrderBy: 'startedAt', defaultPageSize: PAGE_SIZES[1] })
/** The wizard's template list (spec 3 §2, §7): paged, by Name or Last Modified (updatedAt, newest first by default). */
export const templatesTable = defineTable({
	sortColumns: ['updatedAt', 'name'],
	defaultOrderBy: 'updatedAt',
	defaultOrder: 'desc',
	defaultPageSize: PAGE_SIZES[2],
})
/** A template created within this many days is flagged NEW (spec 3 §2 "a creation-date check"). */
export const NEW_TEMPLATE_DAYS = TEMPLATE_NEW_DAYS

export const NAME_MAX = 120
export const SUBJECT_MAX = 200
export const MESSAGE_MAX = 5000

/** The form's radio values for spec 3 §3 usersType. */
export const RECIPIENT_TYPES = ['all', 'users', 'departments', 'groups'] as const
export type RecipientType = (typeof RECIPIENT_TYPES)[number]
export const USERS_TYPE_OF: Record<RecipientType, UsersType> = {
	all: 'USERS_ALL',
	users: 'USERS_SELECTED',
	departments: 'USERS_FROM_DEPARTMENTS',
	groups: 'USERS_FROM_GROUPS',
}
export function recipientTypeOf(usersType: string): RecipientType {
	const found = RECIPIENT_TYPES.find((type) => USERS_TYPE_OF[type] === usersType)
	return found ?? 'all'
}

/** The URL parameters of the area's pages. */
export const PARAMS = {
	packs: 'packs',
	modal: 'modal',
	campaign: 'campaign',
	draft: 'draft',
	step: 'step',
	packId: 'packId',
	pageNumber: 'pageNumber',
	pageSize: 'pageSize',
	orderBy: 'orderBy',
	order: 'order',
	name: 'name',
} as const
/** `?packs=all` shows every pack without JavaScript (Show More). */
export const ALL_PACKS = 'all'

/** `?modal=` of the campaign tabs (with `&campaign={id}`) and of the wizard. */
export const CAMPAIGN_MODAL = { settings: 'settings', archive: 'archive', delete: 'delete', limit: 'limit' } as const

export const INTENT = {
	archive: 'archive',
	delete: 'delete',
	update: 'update',
	pack: 'pack',
	select: 'select',
	unselect: 'unselect',
	settings: 'settings',
	launch: 'launch',
	/** The users' search of the recipient fields (a submit of its own without JavaScript, a fetcher with it). */
	searchUsers: 'searchUsers',
} as const

/** The users' search field of the recipient fields (posted with the form; never saved). */
export const USERS_QUERY = 'usersQuery'
/** The longest users' search text sent to the gateway. */
export const USERS_QUERY_MAX = 100
/** Spec 3 §9: the default search debounce. */
export const SEARCH_DEBOUNCE_MS = 300

/** The intent of a post: a users' search wins over the form's own (its button posts a second `intent`). */
export function intentOf(formData: FormData): string | null {
	const intents = formData.getAll('intent').filter((value): value is string => typeof value === 'string')
	return intents.includes(INTENT.searchUsers) ? INTENT.searchUsers : (intents[0] ?? null)
}

/** A posted list of ids (conform's payload: one value, several, or none). */
export function postedIds(value: unknown): string[] {
	const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
	return list.filter((id): id is string => typeof id === 'string' && id !== '' && id.length <= 200).slice(0, 5000)
}

/** The users' search text of a post, trimmed and cut to its limit. */
export function usersQueryOf(formData: FormData): string {
	const value = formData.get(USERS_QUERY)
	return typeof value === 'string' ? value.trim().slice(0, USERS_QUERY_MAX) : ''
}

export const WIZARD_STEPS = ['templates', 'settings', 'launch'] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

export function wizardStepOf(value: string | null): WizardStep {
	return (WIZARD_STEPS as readonly string[]).includes(value ?? '') ? (value as WizardStep) : 'templates'
}

/** The wizard's URL at a step of a draft, with the template list's own parameters when given. */
export function wizardHref(draftId: string, step: WizardStep, extra: Record<string, string | null | undefined> = {}): string {
	const params = new URLSearchParams({ [PARAMS.draft]: draftId, [PARAMS.step]: step })
	for (const [name, value] of Object.entries(extra)) if (value) params.set(name, value)
	return `${CREATE_PATH}?${params.toString()}`
}

/** What the wizard keeps on the server until launch (app/lib/draft-store.server.ts). */
export type CampaignDraft = {
	/** A pack's id; '' is the 'Custom Pack' (spec 3 §3 Pack: the default choice has an empty id). */
	packId: string
	packName: string | null
	templateIds: string[]
	/** The Settings step's last accepted values, null until it was passed once. */
	settings: CampaignSettingsValues | null
	/** A draft campaign this continues (Continue Editing), replaced on launch. */
	campaignId: string | null
}

export type CampaignSettingsValues = {
	name: string
	recipientType: RecipientType
	userIds: string[]
	departmentIds: string[]
	groupIds: string[]
	daysOption: string
	customDays: string
	notificationsEnabled: boolean
	notificationSubject: string
	notificationMessage: string
	startDate: string
}

/**
 * Spec 3 §4 "Step 0": a pack, or a custom selection of templates, at most the required template count
 * (spec 3 §9 "maximum 10"; the reference gateway launches a selection of one to ten, as its seeded draft of three).
 */
export function templatesStepValid(draft: Pick<CampaignDraft, 'packId' | 'templateIds'>): boolean {
	if (draft.packId) return true
	return draft.templateIds.length >= 1 && draft.templateIds.length <= REQUIRED_TEMPLATES_COUNT
}

/** The furthest step a draft may be shown: a later step only once the ones before it are done. */
export function reachableStep(draft: Pick<CampaignDraft, 'packId' | 'templateIds' | 'settings'>, wanted: WizardStep): WizardStep {
	if (wanted === 'templates' || !templatesStepValid(draft)) return 'templates'
	if (wanted === 'settings' || !draft.settings) return 'settings'
	return 'launch'
}

/** Toggling a template in the custom selection: the new list, or 'full' when it would pass the limit. */
export function toggleTemplate(selected: readonly string[], templateId: string, select: boolean): string[] | 'full' {
	const has = selected.includes(templateId)
	if (!select) return selected.filter((id) => id !== templateId)
	if (has) return [...selected]
	if (selected.length >= REQUIRED_TEMPLATES_COUNT) return 'full'
	return [...selected, templateId]
}

/**
 * Spec 3 §4 "Start date": today (or before) or empty starts now; a later day starts at 09:00 of that day
 * (the runtime's time zone, as every date of the console).
 */
export function campaignStartedAt(startDate: string, now: Date = new Date()): string {
	if (!startDate || startDate <= isoDay(now)) return now.toISOString()
	const [year, month, day] = startDate.split('-').map(Number)
	return new Date(year!, month! - 1, day!, 9, 0, 0, 0).toISOString()
}

/** Spec 3 §2: templates flagged NEW by their creation date. */
export function isNewTemplate(createdAt: string | null | undefined, now: Date = new Date()): boolean {
	if (!createdAt) return false
	const created = Date.parse(createdAt)
	if (Number.isNaN(created)) return false
	return now.getTime() - created <= NEW_TEMPLATE_DAYS * 24 * 60 * 60 * 1000
}
