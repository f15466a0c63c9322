import { type RecipientType, RECIPIENT_TYPES, USERS_TYPE_OF } from '#app/routes/phishing-exercise/campaign-options.ts'
import { DIFFICULTIES, type UsersType } from '#server/shared/phishing-exercise.ts'
import {
	DAYS_PER_ROUND,
	displayTimezone,
	FREQUENCIES,
	type Frequency,
	SIMULATION_LIMITS,
	SIMULATION_MESSAGES,
} from '#server/shared/phishing-simulation.ts'

// The create page's fields, intents and helpers (spec 3 §2 /phishing-simulation-create, whose form the
// spec leaves open; §5 the schedule messages; §9 frequencies, days per round, hours): pure, shared by
// the page, its schema (create-schema.ts) and its action.

export { RECIPIENT_TYPES, type RecipientType }

/** The page's posts: Save draft (only the name needed), Launch (everything), and a re-render with new filters. */
export const CREATE_INTENT = { save: 'save', launch: 'launch', filter: 'filter' } as const
export type CreateIntent = (typeof CREATE_INTENT)[keyof typeof CREATE_INTENT]

/** Template filters (spec: chosen by difficulty and category): '' is "all". */
export const TEMPLATE_CATEGORIES = ['custom', 'corporate', 'consumer'] as const
export const TEMPLATE_DIFFICULTIES = DIFFICULTIES.map(String) as Array<'1' | '2' | '3'>
/** Cards per page of the template list. */
export const TEMPLATES_PAGE_SIZE = 9
export const MAX_TEMPLATES = SIMULATION_LIMITS.templates
export const NAME_MAX = SIMULATION_LIMITS.name
export const SEARCH_MAX = 100

/**
 * The form's field names that only steer what the page shows (never saved): the template filters and
 * page, and the users' search. Buttons named `set…` change one of them and re-render (intent filter).
 */
export const FILTER_FIELDS = {
	difficulty: 'difficulty',
	category: 'category',
	templateSearch: 'templateSearch',
	templatesPage: 'templatesPage',
	usersQuery: 'usersQuery',
} as const
export const SET_FIELDS = { difficulty: 'setDifficulty', category: 'setCategory', templatesPage: 'setTemplatesPage' } as const

/** The start: at once on launch, or on a day (at the chosen hour in the chosen zone). */
export const START_MODES = ['now', 'date'] as const
export type StartMode = (typeof START_MODES)[number]

export const DAYS_PER_ROUND_VALUES = DAYS_PER_ROUND.map(String)

export const CREATE_PARAMS = { campaignId: 'campaignId', preview: 'preview' } as const

/** What the page shows of the template list: filters as posted (or the defaults) and one page. */
export type TemplateFilters = { difficulty: string; category: string; searchText: string; pageNumber: number }
export const NO_FILTERS: TemplateFilters = { difficulty: '', category: '', searchText: '', pageNumber: 0 }

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | '' =>
	typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : ''

/** The template filters a post asks for: a `set…` button wins over the kept value; a new filter goes back to the first page. */
export function filtersOf(formData: FormData): TemplateFilters {
	const text = (name: string) => {
		const value = formData.get(name)
		return typeof value === 'string' ? value : ''
	}
	const setDifficulty = formData.get(SET_FIELDS.difficulty)
	const setCategory = formData.get(SET_FIELDS.category)
	const setPage = formData.get(SET_FIELDS.templatesPage)
	const difficulty = oneOf(TEMPLATE_DIFFICULTIES, setDifficulty ?? text(FILTER_FIELDS.difficulty))
	const category = oneOf(TEMPLATE_CATEGORIES, setCategory ?? text(FILTER_FIELDS.category))
	const searchText = text(FILTER_FIELDS.templateSearch).trim().slice(0, SEARCH_MAX)
	const page = /^\d{1,4}$/.test(String(setPage ?? '')) ? Number(setPage) : 0
	return { difficulty, category, searchText, pageNumber: setPage !== null ? page : 0 }
}

/** The intent of a post: a `set…` filter button is a filter; otherwise the posted intent (save by default, as Enter in a field). */
export function createIntentOf(formData: FormData): CreateIntent {
	if (Object.values(SET_FIELDS).some((name) => formData.has(name))) return CREATE_INTENT.filter
	const intent = formData.get('intent')
	return intent === CREATE_INTENT.launch || intent === CREATE_INTENT.filter ? intent : CREATE_INTENT.save
}

/** The users' search text of a post. */
export function usersQueryOf(formData: FormData): string {
	const value = formData.get(FILTER_FIELDS.usersQuery)
	return typeof value === 'string' ? value.trim().slice(0, SEARCH_MAX) : ''
}

/** Every IANA zone the runtime knows, as the console shows them (Europe/Kiev as Europe/Kyiv), UTC included, sorted. */
export function timezoneOptions(zones: readonly string[] = supportedZones()): string[] {
	return [...new Set([...zones.map(displayTimezone), 'UTC'])].sort((a, b) => a.localeCompare(b))
}
function supportedZones(): string[] {
	try {
		return Intl.supportedValuesOf('timeZone')
	} catch {
		return ['UTC']
	}
}

/** Spec 3 §5's messages (and this page's own) by their English text: a gateway 422 shows in the page's language. */
const MESSAGE_KEYS: Record<string, string> = {
	[SIMULATION_MESSAGES.nameRequired]: 'phishingSimulation:create.errors.nameRequired',
	[SIMULATION_MESSAGES.dateInvalid]: 'phishingSimulation:create.errors.dateInvalid',
	[SIMULATION_MESSAGES.dateInPast]: 'phishingSimulation:create.errors.dateInPast',
	[SIMULATION_MESSAGES.dateRequired]: 'phishingSimulation:create.errors.dateRequired',
	[SIMULATION_MESSAGES.timezoneRequired]: 'phishingSimulation:create.errors.timezoneRequired',
	[SIMULATION_MESSAGES.departmentsRequired]: 'phishingSimulation:create.errors.departmentsRequired',
	[SIMULATION_MESSAGES.groupsRequired]: 'phishingSimulation:create.errors.groupsRequired',
	'Please select users': 'phishingSimulation:create.errors.usersRequired',
	'Please select at least one template': 'phishingSimulation:create.errors.templatesRequired',
}

/** The form field a gateway 422's field stands for. */
const FIELD_OF: Record<string, string> = {
	selectedDepartmentsIds: 'targets',
	selectedGroupsIds: 'targets',
	selectedUsersIds: 'targets',
	usersType: 'assignmentType',
	startNow: 'startDate',
}

/** A gateway 422's messages on the form's fields, each as a text key when it is one of the known messages. */
export function formErrorsOf(fieldErrors: Record<string, string>): Record<string, string[]> {
	const errors: Record<string, string[]> = {}
	for (const [field, message] of Object.entries(fieldErrors)) {
		const name = FIELD_OF[field] ?? field
		;(errors[name] ??= []).push(MESSAGE_KEYS[message] ?? message)
	}
	return errors
}

export type CampaignFormValues = {
	name: string
	templateIds: string[]
	loginPageId: string
	assignmentType: RecipientType
	userIds: string[]
	departmentIds: string[]
	groupIds: string[]
	frequency: Frequency
	daysPerRound: string
	sendHour: string
	timezone: string
	startMode: StartMode
	startDate: string
}

/** The gateway's campaign input of the form's values (the chosen type's ids only). */
export function campaignInputOf(value: CampaignFormValues) {
	return {
		name: value.name,
		templateIds: value.templateIds,
		loginPageId: value.loginPageId || null,
		usersType: USERS_TYPE_OF[value.assignmentType] as UsersType,
		selectedUsersIds: value.assignmentType === 'users' ? value.userIds : [],
		selectedDepartmentsIds: value.assignmentType === 'departments' ? value.departmentIds : [],
		selectedGroupsIds: value.assignmentType === 'groups' ? value.groupIds : [],
		frequency: value.frequency,
		daysPerRound: Number(value.daysPerRound),
		sendHour: Number(value.sendHour),
		timezone: value.timezone,
		startNow: value.startMode === 'now',
		startDate: value.startMode === 'date' && value.startDate ? value.startDate : null,
	}
}

/** The default name of a new campaign: 'Phishing Simulation {date}' (the exercise's 'Phishing Exercise Campaign {date}' idea). */
export const DEFAULT_SEND_HOUR = 9
export const DEFAULT_FREQUENCY: Frequency = FREQUENCIES[0]
export const DEFAULT_DAYS_PER_ROUND = '0'
