import { Link } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import { listCourses } from '#app/gateway/courses.server.ts'
import { listChallenges } from '#app/gateway/tournaments.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { settle } from '#app/lib/gateway-results.server.ts'
import { coursePath, parseCourseLanguage } from '#app/routes/learning/course-library.ts'
import { settingsHref } from './tournament-options.ts'
import type { Route } from './+types/preview'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'forDevelopers:tabs.preview', 'forDevelopers:title')

/** Spec 2 §2: the developer courses are those of course_type "for developers" and "for_developers_manual_start". */
const DEVELOPER_COURSE_TYPES = new Set(['for developers', 'for_developers_manual_start'])

/** The developer courses of the catalogue (in the viewer's language, else English) and the tournament's six challenges. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const language = parseCourseLanguage(getLocale(args.context))
	const [courses, challenges] = await Promise.all([
		settle(args.request, async () => {
			const own = (await listCourses(viewer.token, viewer.company.id, language)).courses
			const developer = own.filter((course) => DEVELOPER_COURSE_TYPES.has(course.courseType))
			if (developer.length > 0 || language === 'en') return developer
			return (await listCourses(viewer.token, viewer.company.id, 'en')).courses.filter((course) =>
				DEVELOPER_COURSE_TYPES.has(course.courseType),
			)
		}),
		settle(args.request, () => listChallenges(viewer.token, viewer.company.id)),
	])
	return {
		courses: courses.ok
			? courses.value.map((course) => ({
					id: course.id,
					name: course.name,
					description: course.description,
					manualStart: course.courseType === 'for_developers_manual_start',
					minutes: course.totalTimeInMinutes,
				}))
			: [],
		challenges: challenges.ok ? challenges.value : [],
		failures: [courses, challenges].flatMap((r) => (r.ok ? [] : [r.failure])),
	}
}

/** The Preview tab: the secure coding courses, each leading to its course pages, and the tournament's challenges. */
export default function ForDevelopersPreview({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('forDevelopers')
	const { courses, challenges } = loaderData
	return (
		<>
			<LoadFailures failures={loaderData.failures} namespace="forDevelopers" />
			<section aria-labelledby="developer-courses" className="grid gap-4">
				<div className="grid gap-1">
					<h2 id="developer-courses" className="text-xl font-semibold">
						{t('preview.coursesTitle')}
					</h2>
					<p className="text-sm text-muted-foreground">{t('preview.coursesDescription')}</p>
				</div>
				{courses.length > 0 ? (
					<ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="developer-courses">
						{courses.map((course) => (
							<li key={course.id} className="flex">
								<Card className="w-full gap-3" data-testid="developer-course" data-course-id={course.id}>
									<CardHeader>
										<div className="flex flex-wrap gap-1.5">
											<Badge variant={course.manualStart ? 'info' : 'secondary'}>
												{course.manualStart ? t('preview.manualStart') : t('preview.autoStart')}
											</Badge>
											<Badge variant="neutral">{t('preview.minutes', { count: course.minutes })}</Badge>
										</div>
										<CardTitle asChild>
											<h3 className="text-base">{course.name}</h3>
										</CardTitle>
									</CardHeader>
									<CardContent className="text-sm text-muted-foreground">{course.description}</CardContent>
									<CardFooter className="mt-auto gap-2">
										<Button asChild size="sm" variant="outline">
											<Link to={coursePath(course.id, 'preview')} aria-label={t('preview.openLabel', { name: course.name })}>
												{t('preview.open')}
											</Link>
										</Button>
										<Button asChild size="sm">
											<Link to={coursePath(course.id, 'settings')} aria-label={t('preview.assignLabel', { name: course.name })}>
												{t('preview.assign')}
											</Link>
										</Button>
									</CardFooter>
								</Card>
							</li>
						))}
					</ul>
				) : (
					<p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{t('list.empty')}</p>
				)}
			</section>
			<section aria-labelledby="tournament-preview" className="grid gap-4">
				<div className="flex flex-wrap items-start justify-between gap-3">
					<div className="grid gap-1">
						<h2 id="tournament-preview" className="text-xl font-semibold">
							{t('preview.tournamentTitle')}
						</h2>
						<p className="max-w-2xl text-sm text-muted-foreground">{t('preview.tournamentDescription')}</p>
					</div>
					<Button asChild>
						<Link to={settingsHref({ kind: 'setup' })}>{t('preview.setUp')}</Link>
					</Button>
				</div>
				<h3 className="font-medium">{t('preview.challenges')}</h3>
				<ol className="grid gap-2 sm:grid-cols-2" data-testid="tournament-challenges">
					{challenges.map((challenge) => (
						<li key={challenge.id} className="flex items-start gap-3 rounded-md border p-3">
							<span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-muted text-sm font-semibold">
								{challenge.position}
							</span>
							<div className="grid">
								<span className="font-medium">{challenge.name}</span>
								<span className="text-sm text-muted-foreground">
									{challenge.category} · {challenge.language}
								</span>
							</div>
						</li>
					))}
				</ol>
			</section>
		</>
	)
}
