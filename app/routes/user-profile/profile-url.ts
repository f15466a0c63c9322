/**
 * The user profile's URL state, form intents and field limits (spec 1 §2, §5): what the page's
 * components need on every load. The zod schemas are in schemas.ts, loaded by the browser only
 * when a form is validated.
 */
import { MODAL_PARAM } from '#app/lib/modals.ts'
import { isValueOf, namedValues, type ValueOf } from '#app/lib/named-values.ts'
import { isOneOf } from '#app/lib/one-of.ts'

export const PROFILE_TABS = ['outstanding_tasks', 'completed_tasks', 'edit', 'password'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]
export const DEFAULT_TAB: ProfileTab = 'outstanding_tasks'

export function isProfileTab(value: string | undefined): value is ProfileTab {
	return isOneOf(PROFILE_TABS, value)
}

export function profilePath(userId: string, tab?: ProfileTab) {
	const base = `/user_profile/${encodeURIComponent(userId)}`
	return tab ? `${base}/${tab}` : base
}

/** The forms of the page, told apart by their `intent` field. */
export const INTENT = namedValues(['enable', 'disable', 'delete', 'resendInvite', 'verificationEmail', 'edit', 'password'])
export type Intent = ValueOf<typeof INTENT>

/** `?modal=…` values: the confirmation dialogs, so they open without JavaScript. */
export { MODAL_PARAM }
export const PROFILE_MODAL = namedValues(['enable', 'disable', 'delete'])
export type ProfileModal = ValueOf<typeof PROFILE_MODAL>

export function parseModal(value: string | null): ProfileModal | null {
	return isValueOf(PROFILE_MODAL, value) ? value : null
}

/** Spec 1 §5: deletion needs this phrase (trimmed). */
export const CONFIRMATION_PHRASE = 'I confirm deletion'

export const NAME_MAX = 100
export const EDIT_ROLES = ['user', 'admin'] as const

/** Native constraints drawn by the server (no `pattern`: the Unicode class is not a valid HTML pattern). */
export const EDIT_CONSTRAINT = {
	name: { required: true, maxLength: NAME_MAX },
	lastName: { required: true, maxLength: NAME_MAX },
	role: { required: true },
}
export const DELETE_CONSTRAINT = { confirmation: { required: true } }
