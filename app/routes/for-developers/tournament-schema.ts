import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { checkboxField, checkboxList, trimmedText } from '#app/lib/form-fields.ts'
import {
	fromDateTimeLocal,
	MAX_TOURNAMENT_DAYS,
	TARGETS_FIELD,
	TOURNAMENT_ASSIGNMENT_TYPES,
	TOURNAMENT_NAME_MAX,
} from './tournament-options.ts'

// The tournament setup form (spec 2 §2), shared by the browser (loaded on first use) and the settings
// tab's action. The spec gives no messages for developer training (§9); these are the console's.

const REQUIRED = textKey('home:tournament.errors.required')
const DATE_INVALID = textKey('home:tournament.errors.dateInvalid')
/** A start a few minutes back is still taken: the form may have been filled in for "now". */
const START_SLACK_MS = 10 * 60 * 1000

const dateTimeField = trimmedText.check(
	z.minLength(1, REQUIRED),
	z.refine((value) => fromDateTimeLocal(value) !== null, { error: DATE_INVALID }),
)

/** `now` is the time the browser or the server is at. */
export function tournamentFormSchema(now: Date = new Date()) {
	return z
		.object({
			name: trimmedText.check(z.minLength(1, REQUIRED), z.maxLength(TOURNAMENT_NAME_MAX)),
			startDate: dateTimeField,
			endDate: dateTimeField,
			assignmentType: z.enum(TOURNAMENT_ASSIGNMENT_TYPES, { error: REQUIRED }),
			departmentIds: checkboxList,
			groupIds: checkboxList,
			notificationsEnabled: checkboxField,
		})
		.check(
			z.superRefine((value, ctx) => {
				const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: value })
				const start = fromDateTimeLocal(value.startDate)
				const end = fromDateTimeLocal(value.endDate)
				if (start && start.getTime() < now.getTime() - START_SLACK_MS) issue('startDate', textKey('home:tournament.errors.startPast'))
				if (start && end && end <= start) issue('endDate', textKey('home:tournament.errors.endBeforeStart'))
				else if (start && end && end.getTime() - start.getTime() > MAX_TOURNAMENT_DAYS * 24 * 60 * 60 * 1000) {
					issue('endDate', textKey('home:tournament.errors.tooLong'))
				}
				const targets =
					value.assignmentType === 'departments' ? value.departmentIds : value.assignmentType === 'groups' ? value.groupIds : null
				if (targets && targets.length === 0) issue(TARGETS_FIELD, textKey('home:tournament.errors.selectOne'))
			}),
		)
}

export type TournamentFormValues = z.output<ReturnType<typeof tournamentFormSchema>>
