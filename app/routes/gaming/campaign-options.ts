// The start-a-campaign form's names and limits, apart from its schema: the form draws them on first load,
// the schema (zod) loads on first use (campaign-schema.ts).

export const NAME_MAX = 200
export const SUBJECT_MAX = 255
export const MESSAGE_MAX = 5000
/** The field the departments-or-groups rule reports on (the recipient fields show its error). */
export { TARGETS_FIELD } from '#app/components/assignment-form/assignment-options.ts'
