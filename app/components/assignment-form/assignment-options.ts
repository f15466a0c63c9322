// The assignment form's options and limits (spec 1 §5 "Assignment form", spec 2 §9), apart from its
// schema: the forms that draw it (a course's settings tab, a policy's assignment) need them on first
// load, the schema (zod) loads on first use.

/** Days to complete: two presets and a custom number (spec 2 §9: "two values plus custom"). */
export const DAYS_PRESETS = ['14', '30'] as const
export const DAYS_OPTIONS = [...DAYS_PRESETS, 'custom'] as const
export const MIN_CUSTOM_DAYS = 1
export const NAME_MAX = 120
export const SUBJECT_MAX = 200
export const MESSAGE_MAX = 5000
/** The field the departments-or-groups rule reports on (a group of checkboxes has no one input). */
export const TARGETS_FIELD = 'targets'
/** The PDF: a file, or the id of one sent ahead (app/lib/uploads.server.ts). */
export const PDF_FIELD = 'attachmentPdf'

/**
 * Whether the form's PDF is `optional` (a course: sent with the notification when "Attach a PDF" is
 * ticked) or `required` (a policy: the PDF is the policy's revision).
 */
export type PdfRule = 'optional' | 'required'
