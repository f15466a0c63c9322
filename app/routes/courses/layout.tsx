import { data, Link, Outlet } from 'react-router'
import { requireViewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { canSeePartnerPortal } from '#app/auth/visibility.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { PageHeader, BackLink, PageLayout } from '#app/components/page-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { getCourse } from '#app/gateway/courses.server.ts'
import { isNotFound } from '#app/gateway/errors.ts'
import { metaTranslator, useTranslation } from '#app/i18n/react.tsx'
import { canBuildCustomTrainings, editTrainingPath } from '#app/routes/custom-training/paths.ts'
import { COURSE_INTENT, coursePath, courseTabsFor, isForAdminsOnly } from '#app/routes/learning/course-library.ts'
import type { Route } from './+types/layout'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = metaTranslator(matches)
	return [{ title: [loaderData?.course.name, t('learning:library.title')].filter(Boolean).join(' · ') }]
}

/** The course of the URL, for its tabs; another company's course or an unknown id is the 404 page. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	try {
		const course = await getCourse(viewer.token, viewer.company.id, args.params.courseId)
		return {
			course,
			tabs: courseTabsFor(viewer.user.role, canSeePartnerPortal(viewer.company)),
			// Custom trainings are the partners' (spec 2 §2, §6): they copy courses and publish their own drafts.
			canCopy: canSeePartnerPortal(viewer.company),
			canPublish: course.isDraft && course.customTrainingCompanyId === viewer.company.id,
			// The company's own custom training opens in the builder (spec 2 §2 /custom-training/edit/:id).
			canEdit: course.customTrainingCompanyId === viewer.company.id && canBuildCustomTrainings(viewer.user.role, viewer.company),
		}
	} catch (error) {
		// A session that ended goes to sign-in; any other failure is the error page (nothing to show without the course).
		const ending = await sessionEndingResponse(error, args.request)
		if (ending) throw ending
		if (isNotFound(error)) throw data(null, { status: 404 })
		throw error
	}
}

/** A course page (spec 2 §2): its name, the admin-only note, and the tabs this build has. */
export default function CourseLayout({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('learning')
	const { course, tabs, canCopy, canPublish, canEdit } = loaderData
	return (
		<PageLayout>
			<BackLink to="/learning/courses">{t('course.backToLibrary')}</BackLink>
			<PageHeader
				title={course.name}
				actions={
					canCopy || canPublish || canEdit ? (
						<>
							{canEdit ? (
								<Button asChild variant="outline">
									<Link to={editTrainingPath(course.id)}>{t('course.edit')}</Link>
								</Button>
							) : null}
							{canPublish ? (
								<IntentForm intent={COURSE_INTENT.publish} action={coursePath(course.id, 'preview')}>
									<Button type="submit">{t('course.publish')}</Button>
								</IntentForm>
							) : null}
							{canCopy ? (
								<IntentForm intent={COURSE_INTENT.copy} action={coursePath(course.id, 'preview')}>
									<Button type="submit" variant="outline">
										{t('course.copy')}
									</Button>
								</IntentForm>
							) : null}
						</>
					) : null
				}
				description={
					<>
						{course.description ? <p>{course.description}</p> : null}
						{isForAdminsOnly(course) ? (
							<p className="mt-2 text-sm" data-testid="admins-only">
								<strong className="text-warning-foreground">{t('adminsOnly')}</strong> {t('adminsThroughCustomGroup')}
							</p>
						) : null}
					</>
				}
			>
				<TabNav aria-label={t('course.tabsLabel')}>
					{tabs.map((tab) => (
						<TabNavLink key={tab} to={coursePath(course.id, tab)} end>
							{t(`course.tabs.${tab}`)}
						</TabNavLink>
					))}
				</TabNav>
			</PageHeader>
			<Outlet />
		</PageLayout>
	)
}
