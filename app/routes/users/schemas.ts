import * as z from 'zod/mini'
import { textKey, type TranslationKey } from '#app/i18n/keys.ts'
import { NAMED_ITEM_NAME_MAX, NAMED_ITEM_NAME_PATTERN, normalizeNamedItemName } from '#server/shared/directory-rules.ts'

/**
 * The directory's forms (spec 1 §5), shared by the browser (loaded on first use) and the actions
 * (the authority). Messages are i18n keys of the `users` namespace.
 */

export const REMINDER_CATEGORIES = ['includeVideoTraining', 'includePolicies', 'includeGaming', 'includeCalendarVideos'] as const
export type ReminderCategory = (typeof REMINDER_CATEGORIES)[number]

export const REMINDER_SUBJECT_MAX = 200
export const REMINDER_MESSAGE_MAX = 2000
export const NAME_MAX = NAMED_ITEM_NAME_MAX

/** A checkbox group posts nothing, one value or several. */
const checkboxGroup = <const T extends readonly [string, ...string[]]>(values: T, message: TranslationKey) =>
	z.pipe(
		z.transform((value: unknown) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value])),
		z.array(z.enum(values, { error: message })).check(z.minLength(1, message)),
	)

const required = (message: TranslationKey) => z.string({ error: message }).check(z.trim(), z.minLength(1, message))

/** Spec 1 §5 "Reminders": at least one category checked and a non-empty subject. */
export const ReminderSchema = z.object({
	categories: checkboxGroup(REMINDER_CATEGORIES, 'users:reminder.categoryRequired'),
	subject: required('users:reminder.subjectRequired').check(z.maxLength(REMINDER_SUBJECT_MAX, textKey('users:reminder.subjectTooLong'))),
	customMessage: z.optional(z.string().check(z.trim(), z.maxLength(REMINDER_MESSAGE_MAX, textKey('users:reminder.messageTooLong')))),
})
export type ReminderValues = z.output<typeof ReminderSchema>

/**
 * A department's or group's name by the one rule of `#server/shared/directory-rules.ts` (the CSV import
 * and the gateway apply it too): whitespace normalised, required, at most 100 characters, the
 * name-like pattern of spec 1 §5. Messages are i18n keys.
 */
export function namedItemName(messages: { required: TranslationKey; tooLong: TranslationKey; invalid: TranslationKey }) {
	return z.pipe(
		z.pipe(
			z.optional(z.string()),
			z.transform((value) => normalizeNamedItemName(value ?? '')),
		),
		z
			.string()
			.check(
				z.minLength(1, messages.required),
				z.maxLength(NAMED_ITEM_NAME_MAX, messages.tooLong),
				z.regex(NAMED_ITEM_NAME_PATTERN, messages.invalid),
			),
	)
}

/** The create and rename dialogs of departments and groups. */
export const NamedItemSchema = z.object({
	name: namedItemName({
		required: 'users:named.nameRequired',
		tooLong: 'users:named.nameTooLong',
		invalid: 'users:named.nameInvalid',
	}),
})

/** Native constraints drawn by the server (no `pattern`: the Unicode class is not a valid HTML pattern). */
export const REMINDER_CONSTRAINT = {
	subject: { required: true, maxLength: REMINDER_SUBJECT_MAX },
	customMessage: { maxLength: REMINDER_MESSAGE_MAX },
}
export const NAMED_ITEM_CONSTRAINT = { name: { required: true, maxLength: NAME_MAX } }
