import { requireViewer } from '#app/auth/guards.server.ts'
import { type CourseDetail, cloneCourse, publishCustomTraining } from '#app/gateway/courses.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { COURSE_INTENT, coursePath } from '#app/routes/learning/course-library.ts'
import { useCourse } from './use-course.ts'
import type { Route } from './+types/preview'

/**
 * The course page's forms: Copy (a draft custom training of the company, then its page: 'Training was
 * copied successfully!') and Publish a draft ('Training was published successfully!'); the gateway
 * decides who may (partners, the training's own company).
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const { request } = args
	const courseId = args.params.courseId
	const intent = (await request.formData()).get('intent')
	const here = coursePath(courseId, 'preview')
	try {
		if (intent === COURSE_INTENT.copy) {
			const copy = await cloneCourse(viewer.token, viewer.company.id, courseId)
			return redirectWithToast(request, coursePath(copy.courseId, 'preview'), { type: 'success', message: 'learning:course.copied' })
		}
		if (intent === COURSE_INTENT.publish) {
			await publishCustomTraining(viewer.token, viewer.company.id, courseId, false)
			return redirectWithToast(request, here, { type: 'success', message: 'learning:course.published' })
		}
	} catch (error) {
		return redirectWithToast(request, here, { type: 'error', ...(await writeFailure(error, request)) })
	}
	throw new Response('Unknown intent', { status: 400 })
}

/** The preview tab (spec 2 §2): total time, chapter and quiz counts, then each section with its chapters. */
export default function CoursePreview() {
	const { t } = useTranslation('learning')
	const course = useCourse()
	return (
		<div className="grid gap-6">
			<dl className="flex flex-wrap gap-3" data-testid="course-figures">
				<Figure label={t('course.totalTime')} value={t('figures.minutes', { count: course.totalTimeInMinutes })} />
				<Figure label={t('course.chapters')} value={String(course.totalChapters)} />
				<Figure label={t('course.quizzes')} value={String(course.totalQuizzes)} />
			</dl>
			<section aria-labelledby="course-sections-title" className="grid gap-4">
				<h2 id="course-sections-title" className="text-xl font-semibold">
					{t('course.sectionsTitle')}
				</h2>
				{course.sections.length === 0 ? (
					<p className="text-muted-foreground">{t('widgets:table.noData')}</p>
				) : (
					<ol className="grid gap-4" data-testid="course-sections">
						{course.sections.map((section, index) => (
							<SectionView key={section.id} section={section} number={index + 1} />
						))}
					</ol>
				)}
			</section>
		</div>
	)
}

function Figure({ label, value }: { label: string; value: string }) {
	return (
		<div className="min-w-28 rounded-md border px-4 py-2">
			<dt className="text-xs text-muted-foreground">{label}</dt>
			<dd className="text-xl font-semibold">{value}</dd>
		</div>
	)
}

function SectionView({ section, number }: { section: CourseDetail['sections'][number]; number: number }) {
	const { t } = useTranslation('learning')
	const headingId = `section-${section.id}`
	return (
		<li className="rounded-md border p-4" aria-labelledby={headingId} data-testid="course-section">
			<h3 id={headingId} className="font-medium">
				<span className="text-sm text-muted-foreground">{t('course.sectionNumber', { number })}</span>{' '}
				<span data-testid="section-name">{section.name}</span>
			</h3>
			<ol className="mt-3 grid gap-2">
				{section.chapters.map((chapter) => (
					<li key={chapter.id} className="flex flex-wrap items-baseline justify-between gap-2 text-sm" data-testid="course-chapter">
						<span>{chapter.name}</span>
						<span className="text-muted-foreground">
							{t(`course.kinds.${chapter.kind}`)} · {t('figures.minutes', { count: chapter.durationMinutes })}
						</span>
					</li>
				))}
			</ol>
		</li>
	)
}
