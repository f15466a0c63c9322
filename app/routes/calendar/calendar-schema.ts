import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { checkboxField, trimmedText } from '#app/lib/form-fields.ts'
import { MESSAGE_MAX, SUBJECT_MAX } from './calendar-url.ts'

/**
 * The calendar's forms, shared by the browser (loaded on first use) and the actions: the notification
 * settings (spec 2 §3 "Calendar settings"; spec 1 §5 "subject required when notification is on") and
 * the add-monthly-video dialog (spec 2 §3 "Calendar event": a video and a date).
 */
export const CalendarSettingsFormSchema = z
	.object({
		calendarNotificationsEnabled: checkboxField,
		calendarSubject: trimmedText.check(z.maxLength(SUBJECT_MAX, textKey('calendar:settings.errors.tooLong'))),
		calendarMessage: z
			.pipe(
				z.optional(z.string()),
				z.transform((value) => (value ?? '').replace(/\r\n/g, '\n').trim()),
			)
			.check(z.maxLength(MESSAGE_MAX, textKey('calendar:settings.errors.tooLong'))),
	})
	.check(
		z.superRefine((value, ctx) => {
			if (value.calendarNotificationsEnabled && value.calendarSubject === '') {
				ctx.issues.push({
					code: 'custom',
					path: ['calendarSubject'],
					message: textKey('calendar:settings.errors.subjectRequired'),
					input: value,
				})
			}
		}),
	)

const isRealDay = (value: string) => {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
	const date = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The add dialog's form; `range` is the calendar's first and last year (the gateway checks the rest: the month free and not ended). */
export function addEventFormSchema(range: { from: number; to: number }) {
	return z.object({
		videoId: trimmedText.check(
			z.minLength(1, textKey('calendar:add.errors.videoRequired')),
			z.maxLength(200, textKey('calendar:add.errors.videoRequired')),
		),
		date: trimmedText.check(z.refine(isRealDay, textKey('calendar:add.errors.dateInvalid'))).check(
			z.refine((value) => {
				const year = Number(value.slice(0, 4))
				return !isRealDay(value) || (year >= range.from && year <= range.to)
			}, textKey('calendar:add.errors.dateRange')),
		),
	})
}
