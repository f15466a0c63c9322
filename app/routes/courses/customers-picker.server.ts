import * as z from 'zod/mini'
import { normalizeSearchText } from '#app/lib/table-query.ts'
import { DAYS_OPTIONS, INHERIT_SETTINGS, MESSAGE_MAX, SHARING_ASSIGNMENT_TYPES, SUBJECT_MAX } from './assignment-options.ts'
import {
	CHOSEN_IN_URL_MAX,
	chosenParams,
	CUSTOMERS_MODAL,
	PICKER_PARAMS,
	SHARING_DRAFT_FIELDS,
	type SharingDraft,
	typedParams,
} from './customers-picker-url.ts'

// The customers settings tab's URL (customers-picker-url.ts), read by its loader. Nothing in it is
// trusted: values out of range fall back to the form's defaults, texts are cut to the form's limits,
// and the action validates the form again when it is sent.

const urlText = (max: number) =>
	z.pipe(
		z.optional(z.string()),
		z.transform((value) => (value ?? '').replace(/\r\n/g, '\n').slice(0, max)),
	)
const urlCheckbox = z.pipe(
	z.optional(z.string()),
	z.transform((value) => (value === 'on' || value === 'true' ? 'on' : '')),
)

const DraftSchema = z.object({
	inheritSettings: z.catch(z.enum(INHERIT_SETTINGS), 'copy_and_start'),
	assignmentType: z.catch(z.enum(SHARING_ASSIGNMENT_TYPES), 'all'),
	notificationsEnabled: urlCheckbox,
	subject: urlText(SUBJECT_MAX),
	message: urlText(MESSAGE_MAX),
	daysOption: z.catch(z.enum(DAYS_OPTIONS), '30'),
	customDays: urlText(20),
	weeklyReminder: urlCheckbox,
	startDate: urlText(10),
}) satisfies z.ZodMiniType<SharingDraft>

/** Repeated ids, each once; empty ones (the picker's marker) and oversized ones dropped. */
const customerIds = z.pipe(
	z.array(z.string()),
	z.transform((ids) => [...new Set(ids.filter((id) => id.length > 0 && id.length <= 200))].slice(0, CHOSEN_IN_URL_MAX)),
)

const SharingUrlSchema = z.object({
	modal: z.catch(z.optional(z.literal(CUSTOMERS_MODAL)), undefined),
	searchText: z.pipe(
		z.optional(z.string()),
		z.transform((value) => normalizeSearchText(value)),
	),
	pageNumber: z.catch(z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number)), 0),
	customers: customerIds,
	picked: z.optional(customerIds),
	add: z.boolean(),
	remove: z.optional(z.string()),
	draft: z.optional(DraftSchema),
})

export type SharingUrlState = {
	/** What was typed, when the form travelled (no JavaScript: a stored draft, or the URL); null on a fresh page. */
	draft: SharingDraft | null
	/** The stored draft's id, which the picker's own submits carry along. */
	draftId: string | null
	/** The form's chosen customers' ids, unchecked. */
	customers: string[]
	/** The picker's search and page while it is open, and its ticks when they travelled in the URL (else null: the form's customers). */
	picker: { searchText: string; pageNumber: number; picked: string[] | null } | null
	/** The query to go to instead (the picker's Add, a chosen customer's Remove), the URL's state applied. */
	redirectQuery: Array<[string, string]> | null
}

/** What a stored draft holds, checked as the URL's values are (it is the user's own typing, but old or odd). */
export function readStoredDraft(values: unknown): SharingDraft {
	const record = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {}
	return z.parse(
		DraftSchema,
		Object.fromEntries(SHARING_DRAFT_FIELDS.map((name) => [name, typeof record[name] === 'string' ? record[name] : undefined])),
	)
}

/**
 * Reads the tab's URL state (spec 2 §2 Add Customers picker); the company is never the URL's. `stored` is
 * the draft the URL's `draft` id names, loaded by the caller (null when there is none or it expired).
 */
export function parseSharingUrl(params: URLSearchParams, stored: { id: string; draft: SharingDraft } | null = null): SharingUrlState {
	const one = (name: string) => params.get(name) ?? undefined
	const value = z.parse(SharingUrlSchema, {
		modal: one(PICKER_PARAMS.modal),
		searchText: one(PICKER_PARAMS.searchText),
		pageNumber: one(PICKER_PARAMS.pageNumber),
		customers: params.getAll(PICKER_PARAMS.customers),
		picked: params.has(PICKER_PARAMS.picked) ? params.getAll(PICKER_PARAMS.picked) : undefined,
		add: params.has(PICKER_PARAMS.add),
		remove: one(PICKER_PARAMS.remove),
		// The form's radios always post: inheritSettings says the form travelled in the URL.
		draft: params.has('inheritSettings') ? Object.fromEntries(SHARING_DRAFT_FIELDS.map((name) => [name, one(name)])) : undefined,
	})
	const draft = stored?.draft ?? value.draft ?? null
	const draftId = stored?.id ?? null
	const typed = typedParams(draftId, draft)
	const picked = value.picked ?? null
	if (value.modal && value.add) {
		// Add: the ticks become the form's customers, and the picker closes.
		return {
			draft,
			draftId,
			customers: picked ?? value.customers,
			picker: null,
			redirectQuery: [...typed, ...chosenParams(picked ?? value.customers)],
		}
	}
	const picker = value.modal ? { searchText: value.searchText, pageNumber: value.pageNumber, picked } : null
	if (value.remove === undefined) return { draft, draftId, customers: value.customers, picker, redirectQuery: null }
	// A chosen customer's Remove (the form's GET submit): the same page without it.
	const customers = value.customers.filter((id) => id !== value.remove)
	return { draft, draftId, customers, picker, redirectQuery: [...typed, ...chosenParams(customers)] }
}
