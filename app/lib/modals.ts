import { isValueOf } from './named-values.ts'

/** The query parameter that names the open dialog: URL state, so a link opens it without JavaScript. */
export const MODAL_PARAM = 'modal'

/** Values of the `modal` query parameter that open a dialog (URL state, so links work without JS). */
export const MODAL = {
	verifyEmail: 'verifyEmail',
} as const

/** Present (any value) when /access-for-reseller sent the admin home (spec 1 §4 "Partner access"). */
export const ACCESS_DIALOG_PARAM = 'isAccessDialog'

/**
 * Set by a form once the page has hydrated: the action may then answer with data (the form stays
 * in place) instead of redirecting to a new page.
 */
export const ENHANCED_FIELD = 'enhanced'

/** `search` without some parameters, as "?a=b" or "". */
export function searchWithout(search: string | URLSearchParams, names: readonly string[]): string {
	const params = new URLSearchParams(search)
	for (const name of names) params.delete(name)
	const text = params.toString()
	return text ? `?${text}` : ''
}

/**
 * `path` (a same-origin path with its query) with a dialog's parameters: the `owned` ones dropped
 * first, then those of `set` that have a value appended.
 */
export function pathWithDialog(path: string, owned: readonly string[], set: Record<string, string | null | undefined>): string {
	const url = new URL(path, 'http://origin.invalid')
	for (const name of owned) url.searchParams.delete(name)
	for (const [name, value] of Object.entries(set)) if (value != null) url.searchParams.set(name, value)
	return `${url.pathname}${url.search}`
}

/**
 * The dialog `?modal=` names when it is one of the page's own (`modals`, its `modal` values), else
 * null: a page opens only the dialogs it defines.
 */
export function modalIn<const T extends Readonly<Record<string, string>>>(params: URLSearchParams, modals: T): T[keyof T] | null {
	const modal = params.get(MODAL_PARAM)
	return isValueOf(modals, modal) ? modal : null
}
