/**
 * The Add New Users drawer's URL state (pure, safe in the browser): `modal` names the tab,
 * `step` the wizard step (0 or 1), `draft` the server-side draft that holds what was entered.
 */
import { MODAL_PARAM, searchWithout } from '#app/lib/modals.ts'
import { isValueOf, namedValues, type ValueOf } from '#app/lib/named-values.ts'

export const ALL_USERS_PATH = '/users/all_users'
export const ADD_USERS_ACTION = '/users/add-users'
/** SSO tab: the drawer closes and the SSO settings page opens (spec 1 §2). */
export const SSO_SETTINGS_PATH = '/settings/single-sign-on'

export const DRAWER_PARAM = { modal: MODAL_PARAM, step: 'step', draft: 'draft' } as const
export const DRAWER_PARAM_NAMES = Object.values(DRAWER_PARAM)

export const ADD_USERS_MODAL = namedValues(['emails', 'csv', 'sso'])
export type AddUsersFlow = 'emails' | 'csv'

export function isAddUsersModal(value: string | null): value is ValueOf<typeof ADD_USERS_MODAL> {
	return isValueOf(ADD_USERS_MODAL, value)
}

/** The form's `intent` values. */
export const INTENT = namedValues(['emails', 'csvUpload', 'csvMap', 'csvNext', 'invite', 'saveTemplate', 'cancelTemplate', 'resetTemplate'])
export type Intent = ValueOf<typeof INTENT>

/** The action URL's own parameter: the all-users page's other parameters, to return to. */
export const BACK_PARAM = 'back'

/** The page's query without the drawer's parameters, as "?a=b" or "". */
export function pageSearch(search: string): string {
	return searchWithout(search, DRAWER_PARAM_NAMES)
}

/** Where closing the drawer leads: the all-users page with its other parameters. */
export function closeDrawerHref(back: string) {
	return `${ALL_USERS_PATH}${pageSearch(back)}`
}

/** The drawer at a tab, step and draft, on the all-users page with its other parameters. */
export function drawerHref(back: string, state: { modal: AddUsersFlow; step?: number; draft?: string | null }) {
	const params = new URLSearchParams(pageSearch(back))
	params.set(DRAWER_PARAM.modal, state.modal)
	if (state.step) params.set(DRAWER_PARAM.step, String(state.step))
	if (state.draft) params.set(DRAWER_PARAM.draft, state.draft)
	return `${ALL_USERS_PATH}?${params}`
}

/** The forms' action: the page's other parameters and the draft travel in its query (read before the body). */
export function actionHref(back: string, draft: string | null) {
	const params = new URLSearchParams()
	const rest = pageSearch(back)
	if (rest) params.set(BACK_PARAM, rest)
	if (draft) params.set(DRAWER_PARAM.draft, draft)
	const text = params.toString()
	return text ? `${ADD_USERS_ACTION}?${text}` : ADD_USERS_ACTION
}

/** Spec 1 §9: max upload 7340032 bytes (7 MB); the server checks it again before reading. */
export const MAX_UPLOAD_BYTES = 7_340_032
