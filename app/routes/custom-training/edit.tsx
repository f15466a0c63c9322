import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { Form, Link, useLocation } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { PageHeader, BackLink, PageLayout } from '#app/components/page-layout.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { metaTranslator, useTranslation, useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { MODAL_PARAM, pathWithDialog } from '#app/lib/modals.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { coursePath } from '#app/routes/learning/course-library.ts'
import { CUSTOM_TRAINING_DESCRIPTION_MAX, CUSTOM_TRAINING_NAME_MAX } from '#server/shared/custom-training-limits.ts'
import { BUILDER_INTENT, BUILDER_MODAL, BUILDER_MODAL_ID } from './builder-options.ts'
import { ConfirmDialogPanel } from './confirm-dialog-panel.ts'
import { builderAction, type BuilderReply, loadOwnTraining } from './edit.server.ts'
import { requireTrainingBuilder } from './guard.server.ts'
import { Outline, type OutlineTopic } from './outline.tsx'
import { editTrainingPath } from './paths.ts'
import type { Route } from './+types/edit'

export const handle = textsHandle('custom-training')

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = metaTranslator(matches)
	return [{ title: [loaderData?.training.name, t('learning:course.edit')].filter(Boolean).join(' · ') }]
}

/** The builder of one of the company's custom trainings (spec 2 §2 /custom-training/edit/:id, §4): anything else is the 404 page. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireTrainingBuilder(args)
	const course = await loadOwnTraining(viewer, args.request, args.params.courseId)
	const topics: OutlineTopic[] = course.sections.map((section) => ({
		id: section.id,
		name: section.name,
		chapters: section.chapters.map((chapter) => ({
			id: chapter.id,
			name: chapter.name,
			kind: chapter.kind,
			durationMinutes: chapter.durationMinutes,
			hasVideo: Boolean(chapter.video),
			questionCount: chapter.questionCount ?? null,
		})),
	}))
	const params = args.url.searchParams
	const modal = params.get(MODAL_PARAM)
	const modalId = params.get(BUILDER_MODAL_ID) ?? ''
	return {
		training: { id: course.id, name: course.name, description: course.description, isDraft: course.isDraft, isActive: course.isActive },
		topics,
		dialog:
			modal === BUILDER_MODAL.deleteTraining
				? ({ type: 'deleteTraining', id: course.id, name: course.name } as const)
				: modal === BUILDER_MODAL.deleteTopic
					? dialogOf(
							'deleteTopic',
							topics.find((topic) => topic.id === modalId),
						)
					: modal === BUILDER_MODAL.deleteChapter
						? dialogOf(
								'deleteChapter',
								topics.flatMap((topic) => topic.chapters).find((chapter) => chapter.id === modalId),
							)
						: null,
	}
}

function dialogOf<T extends 'deleteTopic' | 'deleteChapter'>(type: T, item: { id: string; name: string } | undefined) {
	return item ? { type, id: item.id, name: item.name } : null
}

export async function action(args: Route.ActionArgs) {
	const viewer = await requireTrainingBuilder(args)
	return builderAction(viewer, args.request, args.params.courseId)
}

const loadDetailsValidation = lazyValidator(() => import('./builder-schema.ts').then((m) => m.DetailsSchema))

export default function EditTraining({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('custom-training')
	const { t } = useTranslation('customTraining')
	const location = useLocation()
	const { training, topics, dialog } = loaderData
	const reply = actionData as BuilderReply | undefined
	const here = editTrainingPath(training.id)
	const switching = useIsPending({ intent: BUILDER_INTENT.setActive, formAction: here })
	const closeHref = pathWithDialog(`${location.pathname}${location.search}`, [MODAL_PARAM, BUILDER_MODAL_ID], {})
	const openDialog = (modal: string, id?: string) =>
		pathWithDialog(`${location.pathname}${location.search}`, [MODAL_PARAM, BUILDER_MODAL_ID], {
			[MODAL_PARAM]: modal,
			[BUILDER_MODAL_ID]: id,
		})
	return (
		<PageLayout>
			<BackLink to={coursePath(training.id, 'preview')}>{t('builder.backToCourse')}</BackLink>
			<PageHeader
				title={training.name}
				description={
					<ul className="flex flex-wrap gap-1.5" aria-label={t('builder.state.label')} data-testid="training-state">
						<li>
							<Badge variant={training.isDraft ? 'neutral' : 'success'}>
								{training.isDraft ? t('builder.state.draft') : t('builder.state.published')}
							</Badge>
						</li>
						<li>
							<Badge variant={training.isActive ? 'info' : 'warning'}>
								{training.isActive ? t('builder.state.enabled') : t('builder.state.disabled')}
							</Badge>
						</li>
					</ul>
				}
				actions={
					<Button asChild variant="outline">
						<Link to={coursePath(training.id, 'preview')}>{t('builder.preview')}</Link>
					</Button>
				}
			/>
			<div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
				<Outline courseId={training.id} topics={topics} reply={reply} openDialog={openDialog} />
				<aside className="grid gap-6" aria-label={t('builder.details.title')}>
					<DetailsForm
						key={`${training.name}\n${training.description}`}
						training={training}
						reply={reply?.intent === BUILDER_INTENT.updateDetails ? reply : undefined}
						action={here}
					/>
					<section aria-labelledby="availability-title" className="grid gap-3 rounded-md border p-4">
						<h2 id="availability-title" className="text-lg font-semibold">
							{t('builder.availability.title')}
						</h2>
						<p className="text-sm text-muted-foreground" data-testid="availability">
							{training.isActive ? t('builder.availability.enabledText') : t('builder.availability.disabledText')}
						</p>
						<IntentForm intent={BUILDER_INTENT.setActive} action={here}>
							<input type="hidden" name="active" value={training.isActive ? 'false' : 'true'} />
							<StatusButton type="submit" variant="outline" pending={switching}>
								{training.isActive ? t('builder.availability.disable') : t('builder.availability.enable')}
							</StatusButton>
						</IntentForm>
						<Button asChild variant="destructive" className="w-fit">
							<Link to={openDialog(BUILDER_MODAL.deleteTraining)} preventScrollReset>
								{t('builder.deleteTraining.button')}
							</Link>
						</Button>
					</section>
				</aside>
			</div>
			{dialog ? (
				<ConfirmDialogPanel
					// One dialog at a time, each its own: another type opened from this one is mounted afresh.
					key={dialog.type}
					open
					closeHref={closeHref}
					destructive
					{...(dialog.type === 'deleteTraining'
						? {
								'data-testid': 'delete-training-dialog',
								title: t('builder.deleteTraining.title'),
								description: t('builder.deleteTraining.description', { name: dialog.name }),
								form: { action: here, fields: { intent: BUILDER_INTENT.deleteTraining } },
								confirmLabel: t('builder.deleteTraining.confirm'),
							}
						: dialog.type === 'deleteTopic'
							? {
									'data-testid': 'delete-topic-dialog',
									title: t('builder.topic.deleteTitle'),
									description: t('builder.topic.deleteDescription', { name: dialog.name }),
									form: { action: here, fields: { intent: BUILDER_INTENT.deleteTopic, topicId: dialog.id } },
									confirmLabel: t('builder.topic.delete'),
								}
							: {
									'data-testid': 'delete-chapter-dialog',
									title: t('builder.chapter.deleteTitle'),
									description: t('builder.chapter.deleteDescription', { name: dialog.name }),
									form: { action: here, fields: { intent: BUILDER_INTENT.deleteChapter, chapterId: dialog.id } },
									confirmLabel: t('builder.chapter.delete'),
								})}
				/>
			) : null}
		</PageLayout>
	)
}

/** The training's name and description. */
function DetailsForm({
	training,
	reply,
	action,
}: {
	training: { name: string; description: string }
	reply: BuilderReply | undefined
	action: string
}) {
	const { t } = useTranslation('customTraining')
	const [form, fields] = useLazyForm({
		id: 'training-details',
		lastResult: reply?.result,
		defaultValue: { name: training.name, description: training.description },
		loadValidation: loadDetailsValidation,
	})
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	const saving = useIsPending({ intent: BUILDER_INTENT.updateDetails, formAction: action })
	return (
		<section aria-labelledby="details-title" className="grid gap-3 rounded-md border p-4">
			<h2 id="details-title" className="text-lg font-semibold">
				{t('builder.details.title')}
			</h2>
			<Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="grid gap-4">
				<input type="hidden" name="intent" value={BUILDER_INTENT.updateDetails} />
				<FailureAlert t={t} failure={reply?.failure} />
				<Field label={t('builder.name')} errors={errors(fields.name.errors)}>
					<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={CUSTOM_TRAINING_NAME_MAX} required />
				</Field>
				<Field label={t('builder.description')} errors={errors(fields.description.errors)}>
					<Textarea {...getTextareaProps(fields.description)} rows={4} maxLength={CUSTOM_TRAINING_DESCRIPTION_MAX} />
				</Field>
				<StatusButton type="submit" pending={saving} className="w-fit">
					{t('builder.details.save')}
				</StatusButton>
			</Form>
		</section>
	)
}
