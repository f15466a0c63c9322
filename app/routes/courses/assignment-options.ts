// The assignment and sharing forms' options and limits (spec 1 §5, spec 2 §4), apart from their schemas: the
// forms draw them on first load, the schemas (zod) load on first use.

/** Days to complete: two presets and a custom number (spec 2 §9: "two values plus custom"). */
export const DAYS_PRESETS = ['14', '30'] as const
export const DAYS_OPTIONS = [...DAYS_PRESETS, 'custom'] as const
export const MIN_CUSTOM_DAYS = 1
export const NAME_MAX = 120
export const SUBJECT_MAX = 200
export const MESSAGE_MAX = 5000
/** The field the departments-or-groups rule reports on (a group of checkboxes has no one input). */
export const TARGETS_FIELD = 'targets'
/** The PDF sent with the notification: a file, or the id of one sent ahead (app/lib/uploads.server.ts). */
export const PDF_FIELD = 'attachmentPdf'

/** Spec 2 §4: copy gives the customers the training to edit; copy and start also starts it with these settings. */
export const INHERIT_SETTINGS = ['copy_and_start', 'copy'] as const

/** Who is assigned in each customer company: all its users (departments and groups are the customers' own). */
export const SHARING_ASSIGNMENT_TYPES = ['all'] as const
