import { data } from 'react-router'
import { sessionEndingResponse, type Viewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { getCourse } from '#app/gateway/courses.server.ts'
import {
	addChapter,
	addTopic,
	deleteChapter,
	deleteCustomTraining,
	isRunningCampaignRefusal,
	deleteTopic,
	moveChapter,
	moveTopic,
	renameTopic,
	setCustomTrainingActive,
	updateChapter,
	updateCustomTraining,
} from '#app/gateway/custom-training.server.ts'
import { isNotFound } from '#app/gateway/errors.ts'
import type { TranslationKey } from '#app/i18n/keys.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { BUILDER_INTENT, type BuilderIntent } from './builder-options.ts'
import {
	ChapterTargetSchema,
	DetailsSchema,
	MoveChapterSchema,
	MoveTopicSchema,
	NewChapterSchema,
	RenameTopicSchema,
	SetActiveSchema,
	TopicNameSchema,
	TopicTargetSchema,
	NoFieldsSchema,
	UpdateChapterSchema,
} from './builder-schema.ts'
import { CUSTOM_LIBRARY_PATH, editTrainingPath } from './paths.ts'
import type * as z from 'zod/mini'

/** The builder's own training: the company's custom training; any other course (or none) is the 404 page. */
export async function loadOwnTraining(viewer: Viewer, request: Request, courseId: string) {
	let course
	try {
		course = await getCourse(viewer.token, viewer.company.id, courseId)
	} catch (error) {
		const ending = await sessionEndingResponse(error, request)
		if (ending) throw ending
		if (isNotFound(error)) throw data(null, { status: 404 })
		throw error
	}
	if (course.customTrainingCompanyId !== viewer.company.id) throw data(null, { status: 404 })
	return course
}

/** What a failed form posts back: which form (its intent and row), conform's reply (the typed values) and the gateway's message. */
export type BuilderReply = {
	intent: BuilderIntent
	/** The topic or chapter the form is about ('' for the page's own forms). */
	target: string
	result: ReturnType<ReturnType<typeof parseSubmission>['reply']>
	failure?: UiMessage
}

/** Past the end is last (custom-training.server.ts moveChapter): a chapter moved to a topic without a position goes there. */
const LAST = 2_147_483_647

type StepDef<S extends z.ZodMiniType> = {
	schema: S
	/** The field naming the topic or chapter the form is about, so the page shows a failure at that form. */
	targetField?: 'topicId' | 'chapterId'
	/** Forms the user types into keep what was typed on a failure; one-button forms say it in a toast. */
	typed: boolean
	run: (viewer: Viewer, courseId: string, value: z.output<S>) => Promise<unknown>
	done: (value: z.output<S>) => TranslationKey
	/** Where success leads (the builder unless said). */
	to?: string
	/** A refusal of the gateway this form words itself (in the user's language), or null for the gateway's message. */
	refusal?: (error: unknown) => TranslationKey | null
}

/** A step with its schema's type checked, then erased: the table holds steps of every form. */
type Step = Omit<StepDef<z.ZodMiniType>, 'run' | 'done' | 'schema'> & {
	parse: (formData: FormData) => {
		submission: ReturnType<typeof parseSubmission>
		run: (viewer: Viewer, courseId: string) => Promise<unknown>
		done: () => TranslationKey
	}
}

function step<S extends z.ZodMiniType>({ schema, run, done, ...rest }: StepDef<S>): Step {
	return {
		...rest,
		parse(formData) {
			const submission = parseSubmission(formData, schema)
			const value = () => {
				if (submission.status !== 'success') throw new Error('The form is not valid')
				return submission.value
			}
			return { submission, run: (viewer, courseId) => run(viewer, courseId, value()), done: () => done(value()) }
		},
	}
}

const STEPS: Record<BuilderIntent, Step> = {
	[BUILDER_INTENT.updateDetails]: step({
		schema: DetailsSchema,
		typed: true,
		run: (v, id, value) => updateCustomTraining(v.token, v.company.id, id, { name: value.name, description: value.description }),
		done: () => 'customTraining:builder.details.saved',
	}),
	[BUILDER_INTENT.setActive]: step({
		schema: SetActiveSchema,
		typed: false,
		run: (v, id, value) => setCustomTrainingActive(v.token, v.company.id, id, value.active === 'true'),
		done: (value) =>
			value.active === 'true' ? 'customTraining:builder.availability.enabledToast' : 'customTraining:builder.availability.disabledToast',
	}),
	[BUILDER_INTENT.deleteTraining]: step({
		schema: NoFieldsSchema,
		typed: false,
		run: (v, id) => deleteCustomTraining(v.token, v.company.id, id),
		done: () => 'customTraining:builder.deleteTraining.deleted',
		to: CUSTOM_LIBRARY_PATH,
		// A campaign of it (the company's or a customer's) has not ended: the gateway refuses, nothing changes.
		refusal: (error) => (isRunningCampaignRefusal(error) ? 'customTraining:builder.deleteTraining.running' : null),
	}),
	[BUILDER_INTENT.addTopic]: step({
		schema: TopicNameSchema,
		typed: true,
		run: (v, id, value) => addTopic(v.token, v.company.id, id, value.name),
		done: () => 'customTraining:builder.topic.added',
	}),
	[BUILDER_INTENT.renameTopic]: step({
		schema: RenameTopicSchema,
		targetField: 'topicId',
		typed: true,
		run: (v, id, value) => renameTopic(v.token, v.company.id, id, value.topicId, value.name),
		done: () => 'customTraining:builder.topic.renamed',
	}),
	[BUILDER_INTENT.deleteTopic]: step({
		schema: TopicTargetSchema,
		typed: false,
		run: (v, id, value) => deleteTopic(v.token, v.company.id, id, value.topicId),
		done: () => 'customTraining:builder.topic.deleted',
	}),
	[BUILDER_INTENT.moveTopic]: step({
		schema: MoveTopicSchema,
		typed: false,
		run: (v, id, value) => moveTopic(v.token, v.company.id, id, value.topicId, value.position ?? LAST),
		done: () => 'customTraining:builder.topic.moved',
	}),
	[BUILDER_INTENT.addChapter]: step({
		schema: NewChapterSchema,
		targetField: 'topicId',
		typed: true,
		run: (v, id, value) =>
			addChapter(v.token, v.company.id, id, value.topicId, { name: value.name, kind: value.kind, durationMinutes: value.durationMinutes }),
		done: () => 'customTraining:builder.chapter.added',
	}),
	[BUILDER_INTENT.updateChapter]: step({
		schema: UpdateChapterSchema,
		targetField: 'chapterId',
		typed: true,
		run: (v, id, value) =>
			updateChapter(v.token, v.company.id, id, value.chapterId, { name: value.name, durationMinutes: value.durationMinutes }),
		done: () => 'customTraining:builder.chapter.updated',
	}),
	[BUILDER_INTENT.deleteChapter]: step({
		schema: ChapterTargetSchema,
		typed: false,
		run: (v, id, value) => deleteChapter(v.token, v.company.id, id, value.chapterId),
		done: () => 'customTraining:builder.chapter.deleted',
	}),
	[BUILDER_INTENT.moveChapter]: step({
		schema: MoveChapterSchema,
		typed: false,
		run: (v, id, value) =>
			moveChapter(v.token, v.company.id, id, value.chapterId, { sectionId: value.topicId, position: value.position ?? LAST }),
		done: () => 'customTraining:builder.chapter.moved',
	}),
}

const isIntent = (value: unknown): value is BuilderIntent => typeof value === 'string' && Object.hasOwn(STEPS, value)

/**
 * One of the builder's forms: validated, sent to the gateway, then back to the builder with a toast.
 * A form the user typed into comes back with what was typed and the message (400); a one-button form
 * (move, delete, enable) comes back to the builder with the message as an error toast.
 */
export async function builderAction(viewer: Viewer, request: Request, courseId: string) {
	const formData = await request.formData()
	const intent = formData.get('intent')
	if (!isIntent(intent)) throw new Response('Unknown intent', { status: 400 })
	const step = STEPS[intent]
	const here = editTrainingPath(courseId)
	const target = step.targetField ? String(formData.get(step.targetField) ?? '') : ''
	const { submission, run, done } = step.parse(formData)
	if (submission.status !== 'success') {
		if (!step.typed) return redirectWithToast(request, here, { type: 'error', message: 'common:tryAgain' })
		return data<BuilderReply>({ intent, target, result: submission.reply() }, { status: 400 })
	}
	try {
		await run(viewer, courseId)
	} catch (error) {
		const refused = step.refusal?.(error)
		const failure = refused ? { message: refused } : await writeFailure(error, request)
		if (!step.typed) return redirectWithToast(request, here, { type: 'error', ...failure })
		return data<BuilderReply>({ intent, target, result: submission.reply(), failure }, { status: 400 })
	}
	return redirectWithToast(request, step.to ?? here, { type: 'success', message: done() })
}
