import * as z from 'zod/mini'
import { NAME_PATTERN } from '#app/lib/validation.ts'

/**
 * The user profile's URL state and forms (spec 1 §2, §5), shared by the browser (loaded on first
 * use) and the action (the authority). Messages are i18n keys of the `profile` namespace.
 */

export const PROFILE_TABS = ['outstanding_tasks', 'completed_tasks', 'edit', 'password'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]
export const DEFAULT_TAB: ProfileTab = 'outstanding_tasks'

export function isProfileTab(value: string | undefined): value is ProfileTab {
	return (PROFILE_TABS as readonly string[]).includes(value ?? '')
}

export function profilePath(userId: string, tab?: ProfileTab) {
	const base = `/user_profile/${encodeURIComponent(userId)}`
	return tab ? `${base}/${tab}` : base
}

/** The forms of the page, told apart by their `intent` field. */
export const INTENT = {
	enable: 'enable',
	disable: 'disable',
	delete: 'delete',
	resendInvite: 'resendInvite',
	verificationEmail: 'verificationEmail',
	edit: 'edit',
	password: 'password',
} as const
export type Intent = (typeof INTENT)[keyof typeof INTENT]

/** `?modal=…` values: the confirmation dialogs, so they open without JavaScript. */
export const MODAL_PARAM = 'modal'
export const PROFILE_MODAL = { enable: 'enable', disable: 'disable', delete: 'delete' } as const
export type ProfileModal = (typeof PROFILE_MODAL)[keyof typeof PROFILE_MODAL]

export function parseModal(value: string | null): ProfileModal | null {
	return value === 'enable' || value === 'disable' || value === 'delete' ? value : null
}

/** Spec 1 §5: deletion needs this phrase (trimmed). */
export const CONFIRMATION_PHRASE = 'I confirm deletion'

export const DeleteUserSchema = z.object({
	confirmation: z
		.string({ error: 'profile:delete.phraseRequired' })
		.check(
			z.trim(),
			z.minLength(1, 'profile:delete.phraseRequired'),
			z.refine((value) => value === CONFIRMATION_PHRASE, 'profile:delete.phraseInvalid'),
		),
})

export const NAME_MAX = 100
export const EDIT_ROLES = ['user', 'admin'] as const

const namePart = z
	.string({ error: 'profile:edit.required' })
	.check(
		z.trim(),
		z.minLength(1, 'profile:edit.required'),
		z.maxLength(NAME_MAX, 'profile:edit.tooLong'),
		z.regex(NAME_PATTERN, 'profile:edit.nameInvalid'),
	)

/** A checkbox group posts nothing, one value or several. */
const checkedValues = z.pipe(
	z.transform((value: unknown) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value])),
	z.array(z.string().check(z.minLength(1), z.maxLength(200))),
)

/** The edit tab (spec 1 §3 user fields; §5 name-like pattern and 'Field is required'). */
export const EditUserSchema = z.object({
	name: namePart,
	lastName: namePart,
	role: z.enum(EDIT_ROLES, { error: 'profile:edit.roleInvalid' }),
	// '' (or nothing) is "No department".
	departmentId: z.pipe(
		z.optional(z.string().check(z.maxLength(200))),
		z.transform((value) => (value ? value : null)),
	),
	groupIds: checkedValues,
})
export type EditUserValues = z.output<typeof EditUserSchema>

/** Native constraints drawn by the server (no `pattern`: the Unicode class is not a valid HTML pattern). */
export const EDIT_CONSTRAINT = {
	name: { required: true, maxLength: NAME_MAX },
	lastName: { required: true, maxLength: NAME_MAX },
	role: { required: true },
}
export const DELETE_CONSTRAINT = { confirmation: { required: true } }
