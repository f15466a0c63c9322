import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { NAME_PATTERN } from '#app/lib/validation.ts'
import { CONFIRMATION_PHRASE, EDIT_ROLES, NAME_MAX } from './profile-url.ts'

/**
 * The user profile's forms (spec 1 §2, §5), shared by the browser (loaded on first use) and the
 * action (the authority). Messages are i18n keys of the `profile` namespace.
 */

export const DeleteUserSchema = z.object({
	confirmation: z.string({ error: textKey('profile:delete.phraseRequired') }).check(
		z.trim(),
		z.minLength(1, textKey('profile:delete.phraseRequired')),
		z.refine((value) => value === CONFIRMATION_PHRASE, textKey('profile:delete.phraseInvalid')),
	),
})

const namePart = z
	.string({ error: textKey('profile:edit.required') })
	.check(
		z.trim(),
		z.minLength(1, textKey('profile:edit.required')),
		z.maxLength(NAME_MAX, textKey('profile:edit.tooLong')),
		z.regex(NAME_PATTERN, textKey('profile:edit.nameInvalid')),
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
	role: z.enum(EDIT_ROLES, { error: textKey('profile:edit.roleInvalid') }),
	// '' (or nothing) is "No department".
	departmentId: z.pipe(
		z.optional(z.string().check(z.maxLength(200))),
		z.transform((value) => (value ? value : null)),
	),
	groupIds: checkedValues,
})
export type EditUserValues = z.output<typeof EditUserSchema>
