import * as z from 'zod/mini'
import { earliestStartDate, isCalendarDay } from '#app/components/assignment-form/assignment-schema.ts'
import { textKey } from '#app/i18n/keys.ts'
import { ASSIGNMENT_TYPES } from '#app/lib/assignment-types.ts'
import { isoDay } from '#app/lib/dates.ts'
import { checkboxField, checkboxList, trimmedText } from '#app/lib/form-fields.ts'
import { MESSAGE_MAX, NAME_MAX, SUBJECT_MAX, TARGETS_FIELD } from './campaign-options.ts'

// Start a campaign of a game (spec 2 §2 settings tab): name, who it is for, start date and the invitation.
// Shared by the browser (loaded on first use) and the action. Spec 2 §9 shows no field-level rules for
// Fake Or Real; these are the console's assignment rules (spec 1 §5) with their messages.

const REQUIRED = textKey('gaming:settings.errors.required')
const TOO_LONG = textKey('gaming:settings.errors.tooLong')

/** `today` is the browser's or the server's day (yyyy-MM-dd); the day before is still taken. */
export function gameCampaignSchema(today: string = isoDay(new Date())) {
	const earliest = earliestStartDate(today)
	return z
		.object({
			name: trimmedText.check(z.minLength(1, REQUIRED), z.maxLength(NAME_MAX, TOO_LONG)),
			assignmentType: z.enum(ASSIGNMENT_TYPES, { error: REQUIRED }),
			departmentIds: checkboxList,
			groupIds: checkboxList,
			startDate: trimmedText.check(
				z.minLength(1, REQUIRED),
				z.refine(isCalendarDay, { error: textKey('gaming:settings.errors.startDateInvalid') }),
			),
			notificationsEnabled: checkboxField,
			notificationSubject: trimmedText.check(z.maxLength(SUBJECT_MAX, TOO_LONG)),
			notificationMessage: z
				.pipe(
					z.optional(z.string()),
					z.transform((value) => (value ?? '').replace(/\r\n/g, '\n')),
				)
				.check(z.maxLength(MESSAGE_MAX, TOO_LONG)),
		})
		.check(
			z.superRefine((value, ctx) => {
				const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: value })
				const targets =
					value.assignmentType === 'departments' ? value.departmentIds : value.assignmentType === 'groups' ? value.groupIds : null
				if (targets && targets.length === 0) issue(TARGETS_FIELD, textKey('gaming:settings.errors.selectOne'))
				if (value.startDate && isCalendarDay(value.startDate) && value.startDate < earliest)
					issue('startDate', textKey('gaming:settings.errors.startDatePast'))
				if (value.notificationsEnabled && !value.notificationSubject) issue('notificationSubject', REQUIRED)
			}),
		)
}

export type GameCampaignValues = z.output<ReturnType<typeof gameCampaignSchema>>
