import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { checkboxField, trimmedText } from '#app/lib/form-fields.ts'
import { CATEGORIES_FIELD, FREQUENCIES, MESSAGE_MAX, SUBJECT_MAX, WEEKDAYS } from './options.ts'

/**
 * The automatic reminders form (spec 1 §5 "Reminders": at least one category checked and a
 * non-empty subject), shared by the browser (loaded on first use) and the action.
 */
export const ReminderSettingsFormSchema = z
	.object({
		enabled: checkboxField,
		frequency: z.enum(FREQUENCIES, { error: textKey('emailReminders:errors.required') }),
		weekday: z.pipe(z.enum(WEEKDAYS, { error: textKey('emailReminders:errors.required') }), z.transform(Number)),
		includeVideoTraining: checkboxField,
		includeGaming: checkboxField,
		includePolicies: checkboxField,
		includeCalendarVideos: checkboxField,
		subject: trimmedText.check(
			z.minLength(1, textKey('emailReminders:errors.subjectRequired')),
			z.maxLength(SUBJECT_MAX, textKey('emailReminders:errors.subjectTooLong')),
		),
		customMessage: z
			.pipe(
				z.optional(z.string()),
				z.transform((value) => (value ?? '').replace(/\r\n/g, '\n')),
			)
			.check(z.maxLength(MESSAGE_MAX, textKey('emailReminders:errors.messageTooLong'))),
	})
	.check(
		z.superRefine((value, ctx) => {
			if (!value.includeVideoTraining && !value.includeGaming && !value.includePolicies && !value.includeCalendarVideos) {
				ctx.issues.push({
					code: 'custom',
					path: [CATEGORIES_FIELD],
					message: textKey('emailReminders:errors.categoriesRequired'),
					input: value,
				})
			}
		}),
	)
export type ReminderSettingsFormValues = z.output<typeof ReminderSettingsFormSchema>
