import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { checkboxField, trimmedText } from '#app/lib/form-fields.ts'
import { TEMPLATE_LIMITS, THUMBNAIL_MAX_BYTES } from '#server/shared/phishing-exercise.ts'
import { CONTAINED_MESSAGE } from './template-messages.ts'
import {
	ANSWER_KINDS,
	ANSWER_STATUSES,
	type CONTACT_TYPES,
	DISPLAY_NAME_PATTERN,
	EMAIL_PATTERN,
	isPhoneNumber,
	matchAnchors,
	MAX_BODY_CALLOUTS,
	type WizardStep,
} from './template-rules.ts'

/**
 * The template wizard's step forms (spec 3 §5, its exact messages as i18n keys), shared by the browser
 * (loaded after hydration, to enable Next) and the wizard's action (the authority).
 */

const text = (max: number) => trimmedText.check(z.maxLength(max))
const required = (max: number, message: Parameters<typeof textKey>[0]) => trimmedText.check(z.minLength(1, message), z.maxLength(max))

export const HeaderStepSchema = z.object({
	subject: required(TEMPLATE_LIMITS.subject, textKey('phishingExerciseTemplates:header.subjectRequired')),
	// Not trimmed: spaces at the ends break the display name's format (spec 3 §5).
	displayName: z
		.pipe(
			z.optional(z.string()),
			z.transform((value) => value ?? ''),
		)
		.check(
			z.minLength(1, textKey('phishingExerciseTemplates:header.displayNameRequired')),
			z.maxLength(TEMPLATE_LIMITS.fromName),
			z.regex(DISPLAY_NAME_PATTERN, textKey('phishingExerciseTemplates:header.displayNameFormat')),
		),
	email: required(TEMPLATE_LIMITS.fromEmail, textKey('phishingExerciseTemplates:header.emailRequired')).check(
		z.regex(EMAIL_PATTERN, textKey('phishingExerciseTemplates:header.emailFormat')),
	),
})
export type HeaderStepValues = z.output<typeof HeaderStepSchema>

export const SenderStepSchema = z
	.object({
		contactType: z.pipe(
			z.optional(z.string()),
			z.transform((value) => (value === 'userName' ? 'userName' : 'phoneNumber') as (typeof CONTACT_TYPES)[number]),
		),
		phoneNumber: text(TEMPLATE_LIMITS.fromPhone),
		userName: text(TEMPLATE_LIMITS.fromPhone),
	})
	.check(
		z.superRefine((value, ctx) => {
			const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: value })
			if (value.contactType === 'phoneNumber') {
				if (!value.phoneNumber) issue('phoneNumber', textKey('phishingExerciseTemplates:sender.phoneRequired'))
				else if (!isPhoneNumber(value.phoneNumber)) issue('phoneNumber', textKey('phishingExerciseTemplates:sender.phoneFormat'))
			} else if (!value.userName) issue('userName', textKey('phishingExerciseTemplates:sender.userNameRequired'))
		}),
	)
export type SenderStepValues = z.output<typeof SenderStepSchema>

export const MessageStepSchema = z.object({
	message: z
		.pipe(
			z.optional(z.string()),
			z.transform((value) => (value ?? '').replace(/\r\n/g, '\n').trim()),
		)
		.check(z.minLength(1, textKey('phishingExerciseTemplates:message.empty')), z.maxLength(TEMPLATE_LIMITS.smsText)),
})

/** The body step: the editor's (or the text area's) HTML and the editor's project data (JSON text, or empty). */
export const BodyStepSchema = z.object({
	html: z
		.pipe(
			z.optional(z.string()),
			z.transform((value) => value ?? ''),
		)
		.check(z.maxLength(TEMPLATE_LIMITS.html)),
	designData: text(TEMPLATE_LIMITS.designData).check(z.refine((value) => value === '' || isJsonObject(value))),
})

function isJsonObject(value: string) {
	try {
		const parsed: unknown = JSON.parse(value)
		return typeof parsed === 'object' && parsed !== null
	} catch {
		return false
	}
}

const answer = z.object({
	kind: z.enum(ANSWER_KINDS),
	status: z
		.pipe(
			z.optional(z.string()),
			z.transform((value) => value ?? ''),
		)
		.check(
			z.refine(
				(value) => (ANSWER_STATUSES as readonly string[]).includes(value),
				textKey('phishingExerciseTemplates:backstory.statusRequired'),
			),
		),
	description: required(TEMPLATE_LIMITS.answerDescription, textKey('phishingExerciseTemplates:backstory.explanationRequired')),
})

export const BackstoryStepSchema = z.object({
	legend: required(TEMPLATE_LIMITS.legend, textKey('phishingExerciseTemplates:backstory.legendRequired')),
	answers: z.array(answer).check(
		z.length(ANSWER_KINDS.length),
		z.refine((answers) => answers.some((a) => a.status === 'CORRECT'), textKey('phishingExerciseTemplates:backstory.correctRequired')),
	),
})
export type BackstoryStepValues = z.output<typeof BackstoryStepSchema>

/** The callouts step, checked against the body's text (spec 3 §5 Callouts). */
export function calloutsStepSchema(bodyText: string) {
	return z
		.object({
			headerEnabled: checkboxField,
			headerText: text(TEMPLATE_LIMITS.calloutDescription),
			bodyEnabled: checkboxField,
			callouts: z.pipe(
				z.transform((value: unknown) => (Array.isArray(value) ? value : [])),
				z
					.array(
						z.object({
							anchorText: text(TEMPLATE_LIMITS.anchorText),
							description: text(TEMPLATE_LIMITS.calloutDescription),
						}),
					)
					.check(z.maxLength(MAX_BODY_CALLOUTS)),
			),
		})
		.check(
			z.superRefine((value, ctx) => {
				const issue = (path: Array<string | number>, message: string) => ctx.issues.push({ code: 'custom', path, message, input: value })
				if (value.headerEnabled && !value.headerText) issue(['headerText'], textKey('phishingExerciseTemplates:callouts.textRequired'))
				if (!value.bodyEnabled) return
				// Switched on, one callout at least (the last one cannot be deleted).
				if (value.callouts.length === 0) issue(['callouts', 0, 'anchorText'], textKey('phishingExerciseTemplates:callouts.anchorRequired'))
				const matches = matchAnchors(
					bodyText,
					value.callouts.map((c) => c.anchorText),
				)
				value.callouts.forEach((callout, index) => {
					const match = matches[index]!
					if (match.status === 'empty')
						issue(['callouts', index, 'anchorText'], textKey('phishingExerciseTemplates:callouts.anchorRequired'))
					else if (match.status === 'duplicate')
						issue(['callouts', index, 'anchorText'], textKey('phishingExerciseTemplates:callouts.anchorUnique'))
					else if (match.status === 'notFound')
						issue(['callouts', index, 'anchorText'], textKey('phishingExerciseTemplates:callouts.notFound'))
					else if (match.status === 'contained') issue(['callouts', index, 'anchorText'], `${CONTAINED_MESSAGE}|${match.within + 1}`)
					if (!callout.description) issue(['callouts', index, 'description'], textKey('phishingExerciseTemplates:callouts.textRequired'))
				})
			}),
		)
}
export type CalloutsStepValues = z.output<ReturnType<typeof calloutsStepSchema>>

/** What a thumbnail's bytes say it is (PNG or JPEG by their signatures), or null. */
export function sniffThumbnail(start: Uint8Array): 'image/png' | 'image/jpeg' | null {
	if (start.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => start[i] === byte)) return 'image/png'
	if (start.length >= 3 && start[0] === 0xff && start[1] === 0xd8 && start[2] === 0xff) return 'image/jpeg'
	return null
}

export type ThumbnailFacts = { name: string; type: string; size: number; sniffedType?: string | null }

/** Spec 3 §5 Thumbnail: PNG or JPG/JPEG (by its bytes where known), under 200KB; null when fine. */
export function thumbnailProblem(file: ThumbnailFacts) {
	const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
	const typeOk =
		file.sniffedType !== undefined
			? file.sniffedType !== null
			: ['png', 'jpg', 'jpeg'].includes(extension) || ['image/png', 'image/jpeg'].includes(file.type)
	if (!typeOk) return textKey('phishingExerciseTemplates:save.thumbnailType')
	if (file.size >= THUMBNAIL_MAX_BYTES) return textKey('phishingExerciseTemplates:save.thumbnailSize')
	return null
}

/** A file input left empty posts a nameless, empty file. */
function chosenFile(value: unknown): ThumbnailFacts | null {
	if (typeof File !== 'undefined' && value instanceof File) return value.size === 0 && !value.name ? null : value
	if (value && typeof value === 'object' && 'size' in value && 'name' in value) return value as ThumbnailFacts
	return null
}

export const SaveStepSchema = z.object({
	name: required(TEMPLATE_LIMITS.name, textKey('phishingExerciseTemplates:save.nameRequired')),
	thumbnail: z.pipe(
		z.transform((value: unknown) => chosenFile(value)),
		z.custom<ThumbnailFacts | null>().check(
			z.superRefine((file, ctx) => {
				const problem = file ? thumbnailProblem(file) : null
				if (problem) ctx.issues.push({ code: 'custom', message: problem, input: file })
			}),
		),
	),
	deleteThumbnail: checkboxField,
})

/** The schema of each step (the callouts step's needs the body's text). */
export function stepSchema(step: WizardStep, bodyText = '') {
	switch (step) {
		case 'header':
			return HeaderStepSchema
		case 'sender':
			return SenderStepSchema
		case 'message':
			return MessageStepSchema
		case 'body':
			return BodyStepSchema
		case 'backstory':
			return BackstoryStepSchema
		case 'callouts':
			return calloutsStepSchema(bodyText)
		case 'save':
			return SaveStepSchema
	}
}

/** Whether a step's values (as the form holds them: conform's form.value) pass its schema: Next is enabled then (spec 3 §4). */
export function isStepValid(step: WizardStep, bodyText: string, value: unknown): boolean {
	// The thumbnail is not among the form's values: its rules are checked with the chosen file on submit.
	const values = step === 'save' ? { ...(value as object), thumbnail: undefined } : (value ?? {})
	return z.safeParse(stepSchema(step, bodyText), values).success
}
