import { textKey } from '#app/i18n/keys.ts'

/**
 * The contained-anchor message (spec 3 §5 'This anchor text is included in the anchor text', with the
 * other callout's number): the schema writes `${CONTAINED_MESSAGE}|${number}`. Apart from the schemas so
 * the pages can read it without loading zod.
 */
export const CONTAINED_MESSAGE = textKey('phishingExerciseTemplates:callouts.contained')
