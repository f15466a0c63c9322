import { getFormProps } from '@conform-to/react'
import { useState } from 'react'
import { Form } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { FileUploadField } from '#app/components/file-upload-field.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { PageHeader, BackLink, PageLayout } from '#app/components/page-layout.tsx'
import { Section } from '#app/components/section.tsx'
import { ErrorList } from '#app/components/ui/field.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { metaTranslator, useTranslation, useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { UPLOAD_RULES } from '#app/lib/upload-rules.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { chapterVideoPath as videoPath, editTrainingPath as outlinePath } from './paths.ts'
import { VIDEO_FIELD } from './video-options.ts'
import { loadVideoChapter, videoAction, type VideoActionData } from './video.server.ts'
import type { Route } from './+types/video'

export const handle = textsHandle('custom-training')

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = metaTranslator(matches)
	return [{ title: loaderData ? [loaderData.chapter.name, loaderData.course.name].join(' · ') : t('common:errors.notFoundTitle') }]
}

export const loader = (args: Route.LoaderArgs) => loadVideoChapter(args)

export const action = (args: Route.ActionArgs) => videoAction(args)

const VIDEO_MAX_MB = UPLOAD_RULES.video.maxMb

const loadValidation = lazyValidator(() => import('./video-schema.ts').then((m) => m.videoFormSchema()))

/** A file size for people: megabytes with one decimal (0.1 MB at least). */
const megabytes = (bytes: number) => Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10)

/** A video chapter of a custom training (spec 2 §4, §5): its video, played here, and the form that uploads or replaces it. */
export default function VideoChapterPage({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('custom-training')
	const { t } = useTranslation('customTraining')
	const { course, chapter } = loaderData
	const reply = actionData as VideoActionData | undefined
	const here = videoPath(course.id, chapter.id)
	const [form, fields] = useLazyForm({ id: 'chapter-video', lastResult: reply?.result, loadValidation })
	const [uploading, setUploading] = useState(false)
	const saving = useIsPending({ formAction: here })
	const errors = (list: string[] | undefined) => translateErrors(t, list, { n: VIDEO_MAX_MB })
	const video = chapter.video
	return (
		<PageLayout>
			<BackLink to={outlinePath(course.id)}>{t('quizAndVideo.backToOutline')}</BackLink>
			<PageHeader title={chapter.name} description={t('quizAndVideo.video.description', { course: course.name })} />
			<Section id="chapter-video-current" title={t('quizAndVideo.video.current')}>
				{video ? (
					<figure className="grid max-w-2xl gap-2">
						{/* eslint-disable-next-line jsx-a11y/media-has-caption -- a partner's own video: no captions are uploaded with it */}
						<video controls preload="metadata" src={video.url} className="w-full rounded-md bg-black" data-testid="chapter-video" />
						<figcaption className="text-sm text-muted-foreground" data-testid="chapter-video-facts">
							{t('quizAndVideo.video.facts', { type: video.contentType, size: megabytes(video.size) })}
						</figcaption>
					</figure>
				) : (
					<p className="text-sm text-muted-foreground">{t('quizAndVideo.video.none')}</p>
				)}
			</Section>
			<Section
				id="chapter-video-upload"
				title={video ? t('quizAndVideo.video.replace') : t('quizAndVideo.video.upload')}
				className="max-w-2xl"
			>
				<Form method="post" encType="multipart/form-data" action={here} preventScrollReset {...getFormProps(form)} className="grid gap-4">
					<FailureAlert t={t} failure={reply?.failure} />
					<FileUploadField
						name={fields[VIDEO_FIELD].name}
						kind="video"
						label={t('quizAndVideo.video.file')}
						description={t('quizAndVideo.video.hint', { mb: VIDEO_MAX_MB })}
						errors={errors(fields[VIDEO_FIELD].errors)}
						messages={{
							required: t('quizAndVideo.video.errors.required'),
							type: t('quizAndVideo.video.errors.type'),
							size: t('quizAndVideo.video.errors.size', { n: VIDEO_MAX_MB }),
						}}
						kept={reply?.keptVideo}
						onBusyChange={setUploading}
						onChange={() => form.validate({ name: fields[VIDEO_FIELD].name })}
					/>
					<ErrorList id={form.errorId} errors={errors(form.errors)} />
					<div>
						<StatusButton type="submit" pending={saving || uploading} disabled={uploading}>
							{video ? t('quizAndVideo.video.replace') : t('quizAndVideo.video.upload')}
						</StatusButton>
					</div>
				</Form>
			</Section>
		</PageLayout>
	)
}
