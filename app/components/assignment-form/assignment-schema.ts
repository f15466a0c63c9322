import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { ASSIGNMENT_TYPES } from '#app/lib/assignment-types.ts'
import { isoDay } from '#app/lib/dates.ts'
import { checkboxField, checkboxList, trimmedText } from '#app/lib/form-fields.ts'
import { browserFileFacts, type FileFacts, type UploadProblem, uploadProblem } from '#app/lib/upload-rules.ts'
import { DAYS_OPTIONS, MESSAGE_MAX, MIN_CUSTOM_DAYS, NAME_MAX, type PdfRule, SUBJECT_MAX, TARGETS_FIELD } from './assignment-options.ts'

// The assignment form (spec 1 §5 "Assignment form"), shared by the browser (loaded on first use) and
// the action, and by the forms that draw it: a course's settings tab and a policy's assignment. Its
// messages are the spec's.

const DAY_MS = 24 * 60 * 60 * 1000
/** The UTC day of a time, or '' for no time (an impossible date). */
const utcDayOf = (time: number) => (Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10))

/** http, https or ftp, and not an address of a private network (spec 1 §5 'Link is invalid'). */
export function isAllowedLink(value: string): boolean {
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return false
	}
	if (!['http:', 'https:', 'ftp:'].includes(url.protocol)) return false
	const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
	return !(
		host === 'localhost' ||
		host.endsWith('.local') ||
		host === '::1' ||
		/^127\./.test(host) ||
		/^10\./.test(host) ||
		/^192\.168\./.test(host) ||
		/^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
		/^0\./.test(host)
	)
}

/** Spec 1 §5's messages for the PDF attachment. */
const PDF_MESSAGES: Record<UploadProblem, string> = {
	required: textKey('learning:assign.errors.fileRequired'),
	type: textKey('learning:assign.errors.pdfType'),
	size: textKey('learning:assign.errors.pdfSize'),
}

/**
 * `today` is the day the browser or the server is in (yyyy-MM-dd); a start date the day before is
 * still taken, since the admin's today may be the server's yesterday. `describeFile` says what the PDF
 * field holds: in the browser the chosen File (or an id of one sent ahead); the action passes what the
 * upload's bytes were (app/lib/uploads.server.ts). `pdf` says whether the PDF is checked only when
 * "Attach a PDF" is ticked (a course) or always (a policy: the PDF is the revision).
 */
export function assignmentFormSchema(
	today: string = isoDay(new Date()),
	describeFile: (value: unknown) => FileFacts | null = browserFileFacts,
	pdf: PdfRule = 'optional',
) {
	const earliest = earliestStartDate(today)
	return z
		.object({
			name: trimmedText.check(z.minLength(1, textKey('learning:assign.errors.required')), z.maxLength(NAME_MAX)),
			assignmentType: z.enum(ASSIGNMENT_TYPES, { error: textKey('learning:assign.errors.required') }),
			departmentIds: checkboxList,
			groupIds: checkboxList,
			daysOption: z.enum(DAYS_OPTIONS, { error: textKey('learning:assign.errors.required') }),
			customDays: trimmedText,
			startDate: trimmedText.check(z.refine(isCalendarDay, { error: textKey('learning:assign.errors.startDateInvalid') })),
			notificationsEnabled: checkboxField,
			notificationSubject: trimmedText.check(z.maxLength(SUBJECT_MAX)),
			notificationMessage: z.pipe(
				z.optional(z.string()),
				z.transform((value) => (value ?? '').replace(/\r\n/g, '\n').slice(0, MESSAGE_MAX)),
			),
			attachmentLink: trimmedText,
			attachPdf: checkboxField,
			/** A File, or the id of one sent ahead (JavaScript) or kept by the action. */
			attachmentPdf: z.optional(z.unknown()),
		})
		.check(
			z.superRefine((value, ctx) => {
				const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: value })
				const targets =
					value.assignmentType === 'departments' ? value.departmentIds : value.assignmentType === 'groups' ? value.groupIds : null
				if (targets && targets.length === 0) issue(TARGETS_FIELD, textKey('learning:assign.errors.selectOne'))
				if (value.daysOption === 'custom') {
					const days = customDaysError(value.customDays)
					if (days) issue('customDays', days)
				}
				if (value.startDate && value.startDate < earliest) issue('startDate', textKey('learning:assign.errors.startDatePast'))
				if (value.notificationsEnabled && !value.notificationSubject)
					issue('notificationSubject', textKey('learning:assign.errors.required'))
				if (value.attachmentLink && !isAllowedLink(value.attachmentLink))
					issue('attachmentLink', textKey('learning:assign.errors.linkInvalid'))
				if (pdf === 'required' || value.attachPdf) {
					const problem = uploadProblem('pdf', describeFile(value.attachmentPdf))
					if (problem) issue('attachmentPdf', PDF_MESSAGES[problem])
				}
			}),
		)
}

/** A real calendar day written yyyy-MM-dd. */
export function isCalendarDay(value: string): boolean {
	return /^\d{4}-\d{2}-\d{2}$/.test(value) && utcDayOf(Date.parse(`${value}T00:00:00Z`)) === value
}

/** The earliest start date taken on `today`: the day before (the admin's today may be the server's yesterday). */
export function earliestStartDate(today: string): string {
	return utcDayOf(Date.parse(`${today}T00:00:00Z`) - DAY_MS)
}

/** The spec's messages for the custom number of days, the first that applies. */
export function customDaysError(text: string): string | null {
	if (text === '' || Number.isNaN(Number(text))) return textKey('learning:assign.errors.daysNumber')
	const days = Number(text)
	if (!Number.isInteger(days)) return textKey('learning:assign.errors.daysInteger')
	if (days < MIN_CUSTOM_DAYS) return textKey('learning:assign.errors.daysPositive')
	return null
}

export type AssignmentFormValues = z.output<ReturnType<typeof assignmentFormSchema>>

/** The days a learner has, from the chosen option. */
export function daysToComplete(values: Pick<AssignmentFormValues, 'daysOption' | 'customDays'>): number {
	return values.daysOption === 'custom' ? Number(values.customDays) : Number(values.daysOption)
}
