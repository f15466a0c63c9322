import * as z from 'zod/mini'
import { TARGETS_FIELD, DAYS_OPTIONS } from '#app/components/assignment-form/assignment-options.ts'
import { customDaysError, earliestStartDate, isCalendarDay } from '#app/components/assignment-form/assignment-schema.ts'
import { textKey } from '#app/i18n/keys.ts'
import { isoDay } from '#app/lib/dates.ts'
import { checkboxField, checkboxList, trimmedText } from '#app/lib/form-fields.ts'
import { MESSAGE_MAX, NAME_MAX, RECIPIENT_TYPES, type RecipientType, SUBJECT_MAX } from './campaign-options.ts'
import { type CampaignLocks, isUnchangedEdit } from './edit-rules.ts'

// The campaign wizard's Settings step and the Campaign Settings dialog (spec 3 §4 "Campaign wizard",
// "Editing an active campaign"; §5 "Campaign"), shared by the browser (loaded on first use) and the
// actions. The days to complete and start date rules are the shared assignment form's.

const REQUIRED = textKey('phishingExercise:wizard.errors.required')
const TOO_LONG = textKey('phishingExercise:wizard.errors.tooLong')
const NO_RECIPIENTS = textKey('phishingExercise:wizard.errors.noRecipients')

const recipientFields = {
	assignmentType: z.enum(RECIPIENT_TYPES, { error: REQUIRED }),
	userIds: checkboxList,
	departmentIds: checkboxList,
	groupIds: checkboxList,
	daysOption: z.enum(DAYS_OPTIONS, { error: REQUIRED }),
	customDays: trimmedText,
	notificationsEnabled: checkboxField,
	notificationSubject: trimmedText.check(z.maxLength(SUBJECT_MAX, TOO_LONG)),
	notificationMessage: z
		.pipe(
			z.optional(z.string()),
			z.transform((value) => (value ?? '').replace(/\r\n/g, '\n')),
		)
		.check(z.maxLength(MESSAGE_MAX, TOO_LONG)),
}

type RecipientValues = {
	assignmentType: RecipientType
	userIds: string[]
	departmentIds: string[]
	groupIds: string[]
	daysOption: string
	customDays: string
	notificationsEnabled: boolean
	notificationSubject: string
}

/** The chosen type's ids ([] for all users). */
export function chosenIds(value: Pick<RecipientValues, 'assignmentType' | 'userIds' | 'departmentIds' | 'groupIds'>): string[] {
	if (value.assignmentType === 'users') return value.userIds
	if (value.assignmentType === 'departments') return value.departmentIds
	if (value.assignmentType === 'groups') return value.groupIds
	return []
}

function recipientIssues(value: RecipientValues, issue: (path: string, message: string) => void) {
	if (value.assignmentType !== 'all' && chosenIds(value).length === 0) issue(TARGETS_FIELD, NO_RECIPIENTS)
	if (value.daysOption === 'custom') {
		const days = customDaysError(value.customDays)
		if (days) issue('customDays', days)
	}
	if (value.notificationsEnabled && !value.notificationSubject) issue('notificationSubject', REQUIRED)
}

/** The Settings step: `today` is the browser's or the server's day (yyyy-MM-dd); the day before is still taken. */
export function campaignSettingsSchema(today: string = isoDay(new Date())) {
	const earliest = earliestStartDate(today)
	return z
		.object({
			name: trimmedText.check(z.minLength(1, textKey('phishingExercise:wizard.errors.nameRequired')), z.maxLength(NAME_MAX, TOO_LONG)),
			...recipientFields,
			startDate: trimmedText.check(
				z.refine((value) => value === '' || isCalendarDay(value), { error: textKey('learning:assign.errors.startDateInvalid') }),
			),
		})
		.check(
			z.superRefine((value, ctx) => {
				const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: value })
				recipientIssues(value, issue)
				if (value.startDate && isCalendarDay(value.startDate) && value.startDate < earliest)
					issue('startDate', textKey('learning:assign.errors.startDatePast'))
			}),
		)
}
export type CampaignSettingsForm = z.output<ReturnType<typeof campaignSettingsSchema>>

/** The Campaign Settings dialog: who, how long and the notification; the name and type are locked. */
export function campaignEditSchema() {
	return z.object(recipientFields).check(
		z.superRefine((value, ctx) => {
			recipientIssues(value, (path, message) => ctx.issues.push({ code: 'custom', path: [path], message, input: value }))
		}),
	)
}
export type CampaignEditForm = z.output<ReturnType<typeof campaignEditSchema>>

/**
 * The edit's refusal, or null when it may be saved: the type cannot change, chosen recipients cannot be
 * removed, and an edit that changes nothing is not sent.
 */
export function editRefusal(locks: CampaignLocks, value: CampaignEditForm): 'locked' | 'unchanged' | null {
	if (value.assignmentType !== locks.assignmentType) return 'locked'
	const ids = chosenIds(value)
	if (locks.ids.some((id) => !ids.includes(id))) return 'locked'
	return isUnchangedEdit(locks, { ...value, ids }) ? 'unchanged' : null
}
