import * as z from 'zod/mini'
import { textKey, type TranslationKey } from '#app/i18n/keys.ts'
import { CSV_COLUMNS, type CsvColumn, REQUIRED_CSV_COLUMNS } from '#app/lib/csv-import/columns.ts'
import { checkboxField, checkboxList, trimmedText } from '#app/lib/form-fields.ts'
import { MAX_INVITES, NAMED_ITEM_NAME_MAX, namedItemNameProblem, normalizeNamedItemName } from '#server/shared/directory-rules.ts'
import { namedItemName } from '../schemas.ts'
import { isValidEmail, splitEmailTokens } from './tokens.ts'
import { INTENT } from './url.ts'

/**
 * The drawer's step forms (spec 1 §3 "Invite form", "CSV form"; §5 messages), shared by the browser
 * (loaded on first use) and the action (the authority). Messages are i18n keys.
 */

/** Users in one invite (one definition for the app and the gateway: `#server/shared/directory-rules.ts`). */
export { MAX_INVITES }
export const NAME_MAX = NAMED_ITEM_NAME_MAX
export const SUBJECT_MAX = 300
export const MESSAGE_MAX = 20_000

export const ROLES = ['user', 'admin'] as const
export const NOTIFICATION_LISTS = ['userOnly', 'beginTraining'] as const
export type NotificationList = (typeof NOTIFICATION_LISTS)[number]

const text = (max: number, message: TranslationKey) => trimmedText.check(z.maxLength(max, message))

/** Comma-separated names of new groups. */
export function splitNames(value: string): string[] {
	const seen = new Set<string>()
	const names: string[] = []
	for (const piece of value.split(',')) {
		const name = normalizeNamedItemName(piece)
		if (!name || seen.has(name.toLowerCase())) continue
		seen.add(name.toLowerCase())
		names.push(name)
	}
	return names
}

/** Step 0 of "Add by Emails": emails and profile setup. */
export const EmailsStepSchema = z.object({
	emails: z.pipe(
		z.pipe(
			z.optional(z.string()),
			z.transform((value) => splitEmailTokens(value ?? '')),
		),
		z.array(z.string()).check(
			z.minLength(1, textKey('addUsers:emails.required')),
			z.maxLength(MAX_INVITES, textKey('addUsers:emails.tooMany')),
			z.refine((tokens) => tokens.every(isValidEmail), textKey('addUsers:emails.invalid')),
		),
	),
	// The rule of the departments and groups forms (a new department is created by the invite).
	department: namedItemName({
		required: 'addUsers:emails.departmentRequired',
		tooLong: 'addUsers:emails.nameTooLong',
		invalid: 'users:named.nameInvalid',
	}),
	groups: checkboxList,
	newGroups: z
		.pipe(
			z.optional(z.string()),
			z.transform((value) => splitNames(value ?? '')),
		)
		.check(
			z.refine((names) => names.every((name) => namedItemNameProblem(name) !== 'tooLong'), textKey('addUsers:emails.nameTooLong')),
			z.refine((names) => names.every((name) => namedItemNameProblem(name) !== 'invalid'), textKey('users:named.nameInvalid')),
		),
	role: z.enum(ROLES, { error: textKey('addUsers:emails.roleRequired') }),
})
export type EmailsStepValues = z.output<typeof EmailsStepSchema>

const NOTIFY_INTENTS = [INTENT.invite, INTENT.saveTemplate, INTENT.cancelTemplate, INTENT.resetTemplate] as const

/** Step 1 of both flows: notification and assignments, and the invite message's template buttons. */
export const NotifyStepSchema = z
	.object({
		intent: z.pipe(
			z.optional(z.enum(NOTIFY_INTENTS)),
			z.transform((value) => value ?? INTENT.invite),
		),
		notification: checkboxField,
		notificationList: z.pipe(
			z.optional(z.string()),
			z.transform((value): NotificationList => (value === 'beginTraining' ? 'beginTraining' : 'userOnly')),
		),
		subject: text(SUBJECT_MAX, 'addUsers:notify.subjectTooLong'),
		message: z
			.pipe(
				z.optional(z.string()),
				z.transform((value) => (value ?? '').replace(/\r\n/g, '\n')),
			)
			.check(z.maxLength(MESSAGE_MAX, textKey('addUsers:notify.messageTooLong'))),
		sso: checkboxField,
	})
	.check(
		z.superRefine((value, ctx) => {
			const needsSubject = value.intent === INTENT.saveTemplate || (value.intent === INTENT.invite && value.notification)
			if (needsSubject && !value.subject) {
				ctx.issues.push({
					code: 'custom',
					path: ['subject'],
					message: textKey('addUsers:notify.subjectRequired'),
					input: value,
				})
			}
			if (value.intent === INTENT.saveTemplate && !value.message.trim()) {
				ctx.issues.push({
					code: 'custom',
					path: ['message'],
					message: textKey('addUsers:notify.messageRequired'),
					input: value,
				})
			}
		}),
	)
export type NotifyStepValues = z.output<typeof NotifyStepSchema>

/** A column choice: the header's 0-based index, or '' for none. */
const columnChoice = z.pipe(
	z.optional(z.string()),
	z.transform((value) => (value === undefined || value === '' || !/^\d{1,4}$/.test(value) ? null : Number(value))),
)
const requiredColumn = z.pipe(columnChoice, z.number({ error: textKey('csvImport:mapping.selectColumn') }))

/** Step 0 of the CSV flow, its mapping part (spec 1 §5: email and department columns required). */
export const CsvMappingSchema = z.object(
	Object.fromEntries(
		CSV_COLUMNS.map((column) => [column, (REQUIRED_CSV_COLUMNS as readonly CsvColumn[]).includes(column) ? requiredColumn : columnChoice]),
	) as Record<CsvColumn, typeof columnChoice>,
)

/** The same mapping, every choice optional: what the selects hold while the admin is still choosing. */
export const CsvMappingDraftSchema = z.object(
	Object.fromEntries(CSV_COLUMNS.map((column) => [column, columnChoice])) as Record<CsvColumn, typeof columnChoice>,
)

export const NOTIFY_CONSTRAINT = {
	subject: { maxLength: SUBJECT_MAX },
	message: { maxLength: MESSAGE_MAX },
}
export const EMAILS_CONSTRAINT = {
	department: { required: true, maxLength: NAME_MAX },
}
