import { z } from 'zod'
import { validationError } from './http.ts'

// What the manual reminders (services/reminders.ts) and the automatic rounds (services/reminder-settings.ts)
// share of spec 1 §3 "Reminder payload": its categories and message, the §5 rule on them, and the email.

const DAY_MS = 24 * 60 * 60 * 1000

/** The payload's task categories and the admin's own message (only video training has tasks today). */
export const REMINDER_CONTENT_FIELDS = {
	includeGaming: z.boolean().default(false),
	includeVideoTraining: z.boolean().default(false),
	includePolicies: z.boolean().default(false),
	includeCalendarVideos: z.boolean().default(false),
	customMessage: z.string().max(20_000).default(''),
}

type ReminderContent = { includeGaming: boolean; includeVideoTraining: boolean; includePolicies: boolean; includeCalendarVideos: boolean }

/**
 * Spec 1 §5 "Reminders": at least one category checked and a non-empty subject. The categories'
 * message is the wording of the form that sends the payload.
 */
export function assertReminderPayload(body: ReminderContent & { subject: string }, categoriesMessage: string): void {
	const invalid: { field: string; message: string }[] = []
	if (!body.includeGaming && !body.includeVideoTraining && !body.includePolicies && !body.includeCalendarVideos) {
		invalid.push({ field: 'categories', message: categoriesMessage })
	}
	if (!body.subject) invalid.push({ field: 'subject', message: 'Please add subject.' })
	if (invalid.length) throw validationError(invalid)
}

/** One task of a reminder: the campaign and its due day (its start day plus the days to complete it). */
export function trainingTaskLine(campaign: string, startDate: string, daysToComplete: number): string {
	const due = new Date(Date.parse(`${startDate}T00:00:00Z`) + daysToComplete * DAY_MS).toISOString().slice(0, 10)
	return `- ${campaign} (due ${due})`
}

/** The text of a reminder email: the greeting, the admin's message when there is one, then the tasks. */
export function reminderEmailText(input: { name: string; customMessage: string; companyName: string; tasks: readonly string[] }): string {
	const message = input.customMessage.trim()
	return [
		`Hi ${input.name || 'there'},`,
		'',
		...(message ? [message, ''] : []),
		`You have outstanding tasks at ${input.companyName}:`,
		...input.tasks,
		'',
		'Sign in to your learning portal to complete them.',
	].join('\n')
}
