import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { useEffect, useId, useMemo, useState, type ReactNode, type Ref } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { cn } from '#app/lib/utils.ts'
import { CUSTOM_TRAINING_NAME_MAX, MAX_CHAPTER_MINUTES } from '#server/shared/custom-training-limits.ts'
import { BUILDER_INTENT, BUILDER_MODAL, CHAPTER_KIND_VALUES, type BuilderChapterKind, type BuilderIntent } from './builder-options.ts'
import { OutlineRowActions } from './outline-row-actions.tsx'
import { chapterVideoPath, editTrainingPath, quizQuestionsPath } from './paths.ts'
import type { BuilderReply } from './edit.server.ts'
import type * as OutlineDnd from './outline-dnd.tsx'

// The builder's outline (spec 2 §4 "Custom training": topics and chapters added, renamed, reordered,
// deleted). Every change is a POST form that works without JavaScript; once the page has hydrated, the
// drag-and-drop layer (outline-dnd.tsx, its own chunk) is loaded and posts the same move forms.

export type OutlineChapter = {
	id: string
	name: string
	kind: BuilderChapterKind
	durationMinutes: number
	hasVideo: boolean
	questionCount: number | null
}
export type OutlineTopic = { id: string; name: string; chapters: OutlineChapter[] }

/** The new chapter's duration when none is given (custom-training.server.ts DEFAULT_CHAPTER_MINUTES). */
const DEFAULT_MINUTES = { video: 5, quiz: 5, reading: 3 } as const satisfies Record<BuilderChapterKind, number>

const validators = {
	addTopic: lazyValidator(() => import('./builder-schema.ts').then((m) => m.TopicNameSchema)),
	renameTopic: lazyValidator(() => import('./builder-schema.ts').then((m) => m.RenameTopicSchema)),
	addChapter: lazyValidator(() => import('./builder-schema.ts').then((m) => m.NewChapterSchema)),
	updateChapter: lazyValidator(() => import('./builder-schema.ts').then((m) => m.UpdateChapterSchema)),
}

type DndModule = typeof OutlineDnd

/** What the drag-and-drop layer is told: the order (ids), how to draw each, and how to post a move. */
export type SortableOutlineProps = {
	topics: Array<{ id: string; chapterIds: string[] }>
	nameOf: (id: string) => string
	renderTopic: (topicId: string, slots: { handle: ReactNode; chapters: ReactNode }) => ReactNode
	renderChapter: (chapterId: string, handle: ReactNode) => ReactNode
	moveTopic: (topicId: string, position: number) => void
	moveChapter: (chapterId: string, topicId: string, position: number) => void
}

export function Outline({
	courseId,
	topics,
	reply,
	openDialog,
}: {
	courseId: string
	topics: OutlineTopic[]
	reply: BuilderReply | undefined
	openDialog: (modal: string, id: string) => string
}) {
	const { t } = useTranslation('customTraining')
	const action = editTrainingPath(courseId)
	const [dnd, setDnd] = useState<DndModule | null>(null)
	useEffect(() => {
		// Only here, only after hydration: the drag-and-drop code is not part of any other page's JavaScript.
		let live = true
		void import('./outline-dnd.tsx').then((module) => {
			if (live) setDnd(module)
		})
		return () => {
			live = false
		}
	}, [])
	const moves = useFetcher({ key: 'builder-move' })
	const index = useMemo(() => {
		const topicsById = new Map(topics.map((topic, position) => [topic.id, { topic, position }]))
		const chaptersById = new Map(
			topics.flatMap((topic) => topic.chapters.map((chapter, position) => [chapter.id, { chapter, topic, position }] as const)),
		)
		return { topicsById, chaptersById }
	}, [topics])
	const replyFor = (intent: BuilderIntent, target: string) => (reply?.intent === intent && reply.target === target ? reply : undefined)

	const topicView = (topicId: string, handle: ReactNode, chapters: ReactNode) => {
		const entry = index.topicsById.get(topicId)
		if (!entry) return null
		return (
			<TopicView
				key={topicId}
				topic={entry.topic}
				position={entry.position}
				count={topics.length}
				action={action}
				handle={handle}
				chapters={chapters}
				openDialog={openDialog}
				renameReply={replyFor(BUILDER_INTENT.renameTopic, topicId)}
				addChapterReply={replyFor(BUILDER_INTENT.addChapter, topicId)}
			/>
		)
	}
	const chapterView = (chapterId: string, handle: ReactNode) => {
		const entry = index.chaptersById.get(chapterId)
		if (!entry) return null
		return (
			<ChapterView
				chapter={entry.chapter}
				topic={entry.topic}
				position={entry.position}
				topics={topics}
				courseId={courseId}
				action={action}
				handle={handle}
				openDialog={openDialog}
				reply={replyFor(BUILDER_INTENT.updateChapter, chapterId)}
			/>
		)
	}
	const post = (fields: Record<string, string>) => {
		void moves.submit(fields, { method: 'post', action, preventScrollReset: true })
	}

	return (
		<section aria-label={t('builder.outline.title')} className="grid gap-4" data-testid="builder-outline">
			{topics.length === 0 ? (
				<p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{t('builder.outline.empty')}</p>
			) : dnd ? (
				<>
					<p className="text-sm text-muted-foreground">{t('builder.outline.dragHint')}</p>
					<dnd.SortableOutline
						topics={topics.map((topic) => ({ id: topic.id, chapterIds: topic.chapters.map((c) => c.id) }))}
						nameOf={(id) => index.topicsById.get(id)?.topic.name ?? index.chaptersById.get(id)?.chapter.name ?? ''}
						renderTopic={(topicId, slots) => topicView(topicId, slots.handle, slots.chapters)}
						renderChapter={chapterView}
						moveTopic={(topicId, position) => post({ intent: BUILDER_INTENT.moveTopic, topicId, position: String(position) })}
						moveChapter={(chapterId, topicId, position) =>
							post({ intent: BUILDER_INTENT.moveChapter, chapterId, topicId, position: String(position) })
						}
					/>
				</>
			) : (
				<ol className="grid gap-4" data-testid="builder-topics">
					{topics.map((topic) => (
						<li key={topic.id}>
							{topicView(
								topic.id,
								null,
								<ChapterList topic={topic} empty={topic.chapters.length === 0}>
									{topic.chapters.map((chapter) => (
										<li key={chapter.id}>{chapterView(chapter.id, null)}</li>
									))}
								</ChapterList>,
							)}
						</li>
					))}
				</ol>
			)}
			<AddTopicForm
				key={`add-topic-${topics.length}`}
				action={action}
				reply={reply?.intent === BUILDER_INTENT.addTopic ? reply : undefined}
			/>
		</section>
	)
}

/** A topic's chapters; the drag-and-drop layer passes its drop target's `ref`. An empty one says so. */
export function ChapterList({
	topic,
	empty,
	children,
	ref,
}: {
	topic: Pick<OutlineTopic, 'name'>
	empty: boolean
	children: ReactNode
	ref?: Ref<HTMLOListElement>
}) {
	const { t } = useTranslation('customTraining')
	return (
		<ol
			ref={ref}
			aria-label={t('builder.chapter.listLabel', { topic: topic.name })}
			className={cn('grid gap-2', empty && 'min-h-10 rounded-md border border-dashed p-2')}
			data-testid="builder-chapters"
		>
			{children}
			{empty ? <li className="text-sm text-muted-foreground">{t('builder.topic.noChapters')}</li> : null}
		</ol>
	)
}

function TopicView({
	topic,
	position,
	count,
	action,
	handle,
	chapters,
	openDialog,
	renameReply,
	addChapterReply,
}: {
	topic: OutlineTopic
	position: number
	count: number
	action: string
	handle: ReactNode
	chapters: ReactNode
	openDialog: (modal: string, id: string) => string
	renameReply: BuilderReply | undefined
	addChapterReply: BuilderReply | undefined
}) {
	const { t } = useTranslation('customTraining')
	const headingId = useId()
	return (
		<section aria-labelledby={headingId} className="grid gap-4 rounded-md border bg-card p-4" data-testid="builder-topic">
			<div className="flex flex-wrap items-start gap-2">
				{handle}
				<div className="grid min-w-0 flex-1 gap-0.5">
					<span className="text-xs text-muted-foreground">{t('builder.topic.number', { number: position + 1 })}</span>
					<h2 id={headingId} className="text-lg font-semibold break-words" data-testid="builder-topic-name">
						{topic.name}
					</h2>
				</div>
				<div className="flex flex-wrap items-center gap-1" role="group" aria-label={t('builder.topic.actions')}>
					<OutlineRowActions
						row="topic"
						name={topic.name}
						action={action}
						move={{ position, count, fields: { topicId: topic.id } }}
						deleteHref={openDialog(BUILDER_MODAL.deleteTopic, topic.id)}
					/>
				</div>
			</div>
			{/* Closed again once the new name is back from the server, as a page load without JavaScript has it. */}
			<details key={topic.name} className="rounded-md" open={renameReply ? true : undefined}>
				<summary className="w-fit cursor-pointer rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
					{t('builder.topic.rename')}
				</summary>
				<RenameTopicForm topic={topic} action={action} reply={renameReply} />
			</details>
			{chapters}
			<AddChapterForm key={`add-chapter-${topic.id}-${topic.chapters.length}`} topic={topic} action={action} reply={addChapterReply} />
		</section>
	)
}

function ChapterView({
	chapter,
	topic,
	position,
	topics,
	courseId,
	action,
	handle,
	openDialog,
	reply,
}: {
	chapter: OutlineChapter
	topic: OutlineTopic
	position: number
	topics: OutlineTopic[]
	courseId: string
	action: string
	handle: ReactNode
	openDialog: (modal: string, id: string) => string
	reply: BuilderReply | undefined
}) {
	const { t } = useTranslation('customTraining')
	const otherTopics = topics.filter((other) => other.id !== topic.id)
	return (
		<div className="grid gap-2 rounded-md border bg-background p-3" data-testid="builder-chapter" data-chapter-id={chapter.id}>
			<div className="flex flex-wrap items-center gap-2">
				{handle}
				<KindIcon kind={chapter.kind} />
				<div className="grid min-w-0 flex-1">
					<span className="font-medium break-words" data-testid="builder-chapter-name">
						{chapter.name}
					</span>
					<span className="text-xs text-muted-foreground" data-testid="builder-chapter-facts">
						{[
							t(`learning:course.kinds.${chapter.kind}`),
							t('learning:figures.minutes', { count: chapter.durationMinutes }),
							chapter.kind === 'quiz' ? t('builder.chapter.questions', { count: chapter.questionCount ?? 0 }) : null,
							chapter.kind === 'video' ? (chapter.hasVideo ? t('builder.chapter.hasVideo') : t('builder.chapter.noVideo')) : null,
						]
							.filter(Boolean)
							.join(' · ')}
					</span>
				</div>
				{chapter.kind === 'quiz' ? (
					<Button asChild variant="outline" size="sm">
						<Link to={quizQuestionsPath(courseId, chapter.id)}>{t('builder.chapter.editQuestions')}</Link>
					</Button>
				) : chapter.kind === 'video' ? (
					<Button asChild variant="outline" size="sm">
						<Link to={chapterVideoPath(courseId, chapter.id)}>{t('builder.chapter.uploadVideo')}</Link>
					</Button>
				) : null}
				<OutlineRowActions
					row="chapter"
					name={chapter.name}
					action={action}
					move={{ position, count: topic.chapters.length, fields: { chapterId: chapter.id, topicId: topic.id } }}
				/>
			</div>
			<details key={`${chapter.name}-${chapter.durationMinutes}`} open={reply ? true : undefined}>
				<summary
					className="w-fit cursor-pointer rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
					aria-label={t('builder.chapter.editNamed', { name: chapter.name })}
				>
					{t('builder.chapter.edit')}
				</summary>
				<div className="mt-3 grid gap-4">
					<UpdateChapterForm chapter={chapter} action={action} reply={reply} />
					{otherTopics.length > 0 ? <MoveToTopicForm chapter={chapter} topics={otherTopics} action={action} /> : null}
					<OutlineRowActions
						row="chapter"
						name={chapter.name}
						action={action}
						deleteHref={openDialog(BUILDER_MODAL.deleteChapter, chapter.id)}
						className="w-fit"
					/>
				</div>
			</details>
		</div>
	)
}

function AddTopicForm({ action, reply }: { action: string; reply: BuilderReply | undefined }) {
	const { t } = useTranslation('customTraining')
	const [form, fields] = useLazyForm({ id: 'add-topic', lastResult: reply?.result, loadValidation: validators.addTopic })
	const adding = useIsPending({ intent: BUILDER_INTENT.addTopic, formAction: action })
	return (
		<Form
			method="post"
			action={action}
			preventScrollReset
			{...getFormProps(form)}
			aria-labelledby="add-topic-title"
			className="grid gap-3 rounded-md border border-dashed p-4"
		>
			<h2 id="add-topic-title" className="text-base font-semibold">
				{t('builder.topic.addTitle')}
			</h2>
			<input type="hidden" name="intent" value={BUILDER_INTENT.addTopic} />
			<FailureAlert t={t} failure={reply?.failure} />
			<div className="flex flex-wrap items-end gap-2">
				<Field label={t('builder.topic.name')} errors={translateErrors(t, fields.name.errors)} className="min-w-60 flex-1">
					<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={CUSTOM_TRAINING_NAME_MAX} />
				</Field>
				<StatusButton type="submit" pending={adding}>
					{t('builder.topic.add')}
				</StatusButton>
			</div>
		</Form>
	)
}

function RenameTopicForm({ topic, action, reply }: { topic: OutlineTopic; action: string; reply: BuilderReply | undefined }) {
	const { t } = useTranslation('customTraining')
	const [form, fields] = useLazyForm({
		id: `rename-topic-${topic.id}`,
		lastResult: reply?.result,
		defaultValue: { name: topic.name },
		loadValidation: validators.renameTopic,
	})
	const saving = useIsPending({ intent: BUILDER_INTENT.renameTopic, fields: { topicId: topic.id }, formAction: action })
	return (
		<Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="mt-3 grid gap-2">
			<input type="hidden" name="intent" value={BUILDER_INTENT.renameTopic} />
			<input type="hidden" name="topicId" value={topic.id} />
			<FailureAlert t={t} failure={reply?.failure} />
			<div className="flex flex-wrap items-end gap-2">
				<Field label={t('builder.topic.renameLabel')} errors={translateErrors(t, fields.name.errors)} className="min-w-60 flex-1">
					<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={CUSTOM_TRAINING_NAME_MAX} />
				</Field>
				<StatusButton type="submit" variant="outline" pending={saving}>
					{t('builder.topic.save')}
				</StatusButton>
			</div>
		</Form>
	)
}

function AddChapterForm({ topic, action, reply }: { topic: OutlineTopic; action: string; reply: BuilderReply | undefined }) {
	const { t } = useTranslation('customTraining')
	const titleId = useId()
	const [form, fields] = useLazyForm({
		id: `add-chapter-${topic.id}`,
		lastResult: reply?.result,
		defaultValue: { kind: 'video' },
		loadValidation: validators.addChapter,
	})
	const adding = useIsPending({ intent: BUILDER_INTENT.addChapter, fields: { topicId: topic.id }, formAction: action })
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	return (
		<Form
			method="post"
			action={action}
			preventScrollReset
			{...getFormProps(form)}
			aria-labelledby={titleId}
			className="grid gap-2 border-t pt-3"
			data-testid="add-chapter-form"
		>
			<h3 id={titleId} className="text-sm font-semibold">
				{t('builder.chapter.addTitle')}
			</h3>
			<input type="hidden" name="intent" value={BUILDER_INTENT.addChapter} />
			<input type="hidden" name="topicId" value={topic.id} />
			<FailureAlert t={t} failure={reply?.failure} />
			<div className="flex flex-wrap items-start gap-2">
				<Field label={t('builder.chapter.name')} errors={errors(fields.name.errors)} className="min-w-52 flex-1">
					<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={CUSTOM_TRAINING_NAME_MAX} />
				</Field>
				<Field label={t('builder.chapter.kind')} errors={errors(fields.kind.errors)} className="w-36">
					<NativeSelect {...getSelectProps(fields.kind)}>
						{CHAPTER_KIND_VALUES.map((kind) => (
							<option key={kind} value={kind}>
								{t(`learning:course.kinds.${kind}`)}
							</option>
						))}
					</NativeSelect>
				</Field>
				<Field label={t('builder.chapter.duration')} errors={errors(fields.durationMinutes.errors)} className="w-40">
					<Input
						{...getInputProps(fields.durationMinutes, { type: 'number' })}
						min={0}
						max={MAX_CHAPTER_MINUTES}
						step={1}
						aria-describedby={`${form.id}-duration-hint`}
					/>
				</Field>
				<StatusButton type="submit" variant="outline" pending={adding} className="sm:mt-7">
					{t('builder.chapter.add')}
				</StatusButton>
			</div>
			<p id={`${form.id}-duration-hint`} className="text-xs text-muted-foreground">
				{t('builder.chapter.durationHint', { max: MAX_CHAPTER_MINUTES, video: DEFAULT_MINUTES.video, reading: DEFAULT_MINUTES.reading })}
			</p>
		</Form>
	)
}

function UpdateChapterForm({ chapter, action, reply }: { chapter: OutlineChapter; action: string; reply: BuilderReply | undefined }) {
	const { t } = useTranslation('customTraining')
	const [form, fields] = useLazyForm({
		id: `chapter-${chapter.id}`,
		lastResult: reply?.result,
		defaultValue: { name: chapter.name, durationMinutes: String(chapter.durationMinutes) },
		loadValidation: validators.updateChapter,
	})
	const saving = useIsPending({ intent: BUILDER_INTENT.updateChapter, fields: { chapterId: chapter.id }, formAction: action })
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	return (
		<Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="grid gap-2">
			<input type="hidden" name="intent" value={BUILDER_INTENT.updateChapter} />
			<input type="hidden" name="chapterId" value={chapter.id} />
			<FailureAlert t={t} failure={reply?.failure} />
			<div className="flex flex-wrap items-start gap-2">
				<Field label={t('builder.chapter.name')} errors={errors(fields.name.errors)} className="min-w-52 flex-1">
					<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={CUSTOM_TRAINING_NAME_MAX} />
				</Field>
				<Field label={t('builder.chapter.duration')} errors={errors(fields.durationMinutes.errors)} className="w-40">
					<Input {...getInputProps(fields.durationMinutes, { type: 'number' })} min={0} max={MAX_CHAPTER_MINUTES} step={1} />
				</Field>
				<StatusButton type="submit" variant="outline" pending={saving} className="sm:mt-7">
					{t('builder.chapter.save')}
				</StatusButton>
			</div>
		</Form>
	)
}

function MoveToTopicForm({ chapter, topics, action }: { chapter: OutlineChapter; topics: OutlineTopic[]; action: string }) {
	const { t } = useTranslation('customTraining')
	const selectId = useId()
	const moving = useIsPending({ intent: BUILDER_INTENT.moveChapter, fields: { chapterId: chapter.id }, formAction: action })
	return (
		<IntentForm intent={BUILDER_INTENT.moveChapter} action={action} className="flex flex-wrap items-end gap-2">
			<input type="hidden" name="chapterId" value={chapter.id} />
			<div className="grid gap-2">
				<Label htmlFor={selectId}>{t('builder.chapter.moveTo')}</Label>
				<NativeSelect id={selectId} name="topicId" className="w-60">
					{topics.map((topic) => (
						<option key={topic.id} value={topic.id}>
							{topic.name}
						</option>
					))}
				</NativeSelect>
			</div>
			<StatusButton type="submit" variant="outline" pending={moving}>
				{t('builder.chapter.move')}
			</StatusButton>
		</IntentForm>
	)
}

/** The chapter's kind as a small picture (decorative: the kind is also written beside it). */
function KindIcon({ kind }: { kind: BuilderChapterKind }) {
	const paths: Record<BuilderChapterKind, ReactNode> = {
		video: <path d="M8 5v14l11-7z" />,
		quiz: (
			<>
				<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
				<path
					d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14"
					fill="none"
					stroke="currentColor"
					strokeWidth="2"
					strokeLinecap="round"
				/>
				<circle cx="12" cy="17.5" r="1.2" />
			</>
		),
		reading: (
			<path
				d="M4 5h6a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4zM20 5h-6a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h6z"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinejoin="round"
			/>
		),
	}
	return (
		<span className="grid size-8 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground" data-kind={kind}>
			<svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
				{paths[kind]}
			</svg>
		</span>
	)
}
