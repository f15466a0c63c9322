import * as z from 'zod/mini'
import { LANGUAGE_CODES } from '#app/i18n/config.ts'
import { textKey } from '#app/i18n/keys.ts'
import { trimmedText } from '#app/lib/form-fields.ts'
import { CUSTOM_TRAINING_DESCRIPTION_MAX, CUSTOM_TRAINING_NAME_MAX, MAX_CHAPTER_MINUTES } from '#server/shared/custom-training-limits.ts'
import { CHAPTER_KIND_VALUES } from './builder-options.ts'

// The custom-training builder's forms (spec 2 §4 "Custom training"), shared by the browser (loaded on
// first use) and the actions. Their limits and intents are in builder-options.ts, which the pages import.

const required = textKey('customTraining:builder.errors.required')

const name = trimmedText.check(
	z.minLength(1, required),
	z.maxLength(CUSTOM_TRAINING_NAME_MAX, textKey('customTraining:builder.errors.nameMax')),
)
const description = trimmedText.check(z.maxLength(CUSTOM_TRAINING_DESCRIPTION_MAX, textKey('customTraining:builder.errors.descriptionMax')))
const id = trimmedText.check(z.minLength(1, required), z.maxLength(200))

/** Whole minutes 0–600; empty is "not given" (a new chapter then takes its kind's default). */
const minutes = z
	.pipe(
		trimmedText.check(z.regex(/^\d{0,6}$/, textKey('customTraining:builder.errors.minutesWhole'))),
		z.transform((value) => (value === '' ? undefined : Number(value))),
	)
	.check(z.refine((value) => value === undefined || value <= MAX_CHAPTER_MINUTES, textKey('customTraining:builder.errors.minutesMax')))

/** A 0-based position among the topics or a topic's chapters; absent is "last". */
const position = z.pipe(
	trimmedText.check(z.regex(/^\d{0,6}$/)),
	z.transform((value) => (value === '' ? undefined : Number(value))),
)

export const NewTrainingSchema = z.object({
	name,
	description,
	language: z.enum(LANGUAGE_CODES as [string, ...string[]], { error: required }),
})

export const DetailsSchema = z.object({ name, description })

export const TopicNameSchema = z.object({ name })

export const RenameTopicSchema = z.object({ topicId: id, name })

export const NewChapterSchema = z.object({
	topicId: id,
	name,
	kind: z.enum(CHAPTER_KIND_VALUES, { error: required }),
	durationMinutes: minutes,
})

export const UpdateChapterSchema = z.object({
	chapterId: id,
	name,
	durationMinutes: minutes.check(z.refine((value) => value !== undefined, required)),
})

export const SetActiveSchema = z.object({ active: z.enum(['true', 'false']) })

export const TopicTargetSchema = z.object({ topicId: id })

export const ChapterTargetSchema = z.object({ chapterId: id })

export const MoveTopicSchema = z.object({ topicId: id, position: position.check(z.refine((p) => p !== undefined, required)) })

/** `topicId` is where the chapter goes (its own topic for up/down); no position puts it last there. */
export const MoveChapterSchema = z.object({ chapterId: id, topicId: id, position })

/** A form with nothing but its intent (Delete training). */
export const NoFieldsSchema = z.object({})
