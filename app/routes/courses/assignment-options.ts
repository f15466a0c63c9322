// The course's assignment and sharing forms' options (spec 1 §5, spec 2 §4), apart from their schemas.
// The assignment form's own are shared with the policies' (app/components/assignment-form/).

export {
	DAYS_OPTIONS,
	DAYS_PRESETS,
	MESSAGE_MAX,
	MIN_CUSTOM_DAYS,
	NAME_MAX,
	PDF_FIELD,
	SUBJECT_MAX,
	TARGETS_FIELD,
} from '#app/components/assignment-form/assignment-options.ts'

/** Spec 2 §4: copy gives the customers the training to edit; copy and start also starts it with these settings. */
export const INHERIT_SETTINGS = ['copy_and_start', 'copy'] as const

/** Who is assigned in each customer company: all its users (departments and groups are the customers' own). */
export const SHARING_ASSIGNMENT_TYPES = ['all'] as const
