import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { isoDay } from '#app/lib/dates.ts'
import { checkboxField, checkboxList, trimmedText } from '#app/lib/form-fields.ts'
import { DAYS_OPTIONS, INHERIT_SETTINGS, MESSAGE_MAX, SHARING_ASSIGNMENT_TYPES, SUBJECT_MAX } from './assignment-options.ts'
import { customDaysError, earliestStartDate, isCalendarDay } from './assignment-schema.ts'

// The customers settings form (spec 2 §3 "Settings form (sharing)", §5 "Sharing forms"), shared by the
// browser (loaded on first use) and the action. Its messages are the assignment form's (spec 1 §5) and
// "Please add customers"; the start fields count only when the customers get the training started.

export function sharingFormSchema(today: string = isoDay(new Date())) {
	const earliest = earliestStartDate(today)
	return z
		.object({
			inheritSettings: z.enum(INHERIT_SETTINGS, { error: textKey('learning:assign.errors.required') }),
			customers: checkboxList,
			assignmentType: z.enum(SHARING_ASSIGNMENT_TYPES, { error: textKey('learning:assign.errors.required') }),
			notificationsEnabled: checkboxField,
			subject: trimmedText.check(z.maxLength(SUBJECT_MAX)),
			message: z.pipe(
				z.optional(z.string()),
				z.transform((value) => (value ?? '').replace(/\r\n/g, '\n').slice(0, MESSAGE_MAX)),
			),
			daysOption: z.enum(DAYS_OPTIONS, { error: textKey('learning:assign.errors.required') }),
			customDays: trimmedText,
			weeklyReminder: checkboxField,
			startDate: trimmedText,
		})
		.check(
			z.superRefine((value, ctx) => {
				const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: value })
				if (value.customers.length === 0) issue('customers', textKey('courseSharing:sharing.settings.errors.addCustomers'))
				if (value.inheritSettings !== 'copy_and_start') return
				if (value.notificationsEnabled && !value.subject) issue('subject', textKey('learning:assign.errors.required'))
				if (value.daysOption === 'custom') {
					const days = customDaysError(value.customDays)
					if (days) issue('customDays', days)
				}
				if (!isCalendarDay(value.startDate)) issue('startDate', textKey('learning:assign.errors.startDateInvalid'))
				else if (value.startDate < earliest) issue('startDate', textKey('learning:assign.errors.startDatePast'))
			}),
		)
}

export type SharingFormValues = z.output<ReturnType<typeof sharingFormSchema>>
