import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { canSeePartnerPortal } from '#app/auth/visibility.ts'
import { SearchBox } from '#app/components/data-table/search-box.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Badge, type BadgeProps } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { listCourses, type Course } from '#app/gateway/courses.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { settle } from '#app/lib/gateway-results.server.ts'
import { normalizeSearchText, TABLE_PARAMS } from '#app/lib/table-query.ts'
import { canBuildCustomTrainings, NEW_TRAINING_PATH } from '#app/routes/custom-training/paths.ts'
import {
	coursePath,
	courseTags,
	filterCourses,
	isForAdminsOnly,
	LIBRARY_PARAMS,
	parseCategory,
	parseCourseLanguage,
	visibleCategories,
	type CourseCategory,
	type CourseTag,
} from './course-library.ts'
import { LanguageFilter } from './language-filter.tsx'
import type { Route } from './+types/courses'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'learning:library.title')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const params = args.url.searchParams
	const libraryViewer = { companyId: viewer.company.id, isPartner: canSeePartnerPortal(viewer.company) }
	const category = parseCategory(params.get(LIBRARY_PARAMS.category), libraryViewer)
	const language = parseCourseLanguage(params.get(LIBRARY_PARAMS.language))
	const searchText = normalizeSearchText(params.get(TABLE_PARAMS.searchText))
	const result = await settle(args.request, () => listCourses(viewer.token, viewer.company.id, language))
	const courses = result.ok ? filterCourses(result.value.courses, { category, searchText }, libraryViewer) : []
	const now = new Date()
	return {
		categories: visibleCategories(libraryViewer),
		category,
		language,
		searchText,
		cards: courses.map((course) => toCard(course, now)),
		failure: result.ok ? null : result.failure,
		// Partners make their own trainings (spec 2 §2 /custom-training/new-training, §6), offered under Custom.
		canCreateTraining: category === 'custom' && canBuildCustomTrainings(viewer.user.role, viewer.company),
	}
}

/** What a card draws, and nothing more. */
function toCard(course: Course, now: Date) {
	return {
		id: course.id,
		name: course.name,
		description: course.description,
		totalChapters: course.totalChapters,
		totalQuizzes: course.totalQuizzes,
		totalTimeInMinutes: course.totalTimeInMinutes,
		tags: courseTags(course, now),
		adminsOnly: isForAdminsOnly(course),
	}
}
type CourseCard = ReturnType<typeof toCard>

/** All Courses (spec 2 §2): the category filters, the search and the course language are in the URL. */
export default function AllCourses({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('learning')
	const { categories, category, cards, searchText, failure } = loaderData
	return (
		<PageLayout>
			<PageHeader
				title={t('library.title')}
				actions={
					loaderData.canCreateTraining ? (
						<Button asChild>
							<Link to={NEW_TRAINING_PATH}>{t('library.newTraining')}</Link>
						</Button>
					) : null
				}
			>
				<CategoryFilters categories={categories} current={category} />
			</PageHeader>
			<LoadFailures failures={[failure]} namespace="learning" />
			<div className="flex flex-wrap items-end gap-3">
				<SearchBox label={t('library.searchLabel')} placeholder={t('library.searchPlaceholder')} />
				<LanguageFilter language={loaderData.language} param={LIBRARY_PARAMS.language} label={t('library.language')} />
			</div>
			<p className="text-sm text-muted-foreground" aria-live="polite" data-testid="course-count">
				{t('library.count', { count: cards.length })}
			</p>
			{cards.length > 0 ? (
				<ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="course-cards">
					{cards.map((card) => (
						<li key={card.id} className="flex">
							<CourseCardView card={card} />
						</li>
					))}
				</ul>
			) : failure ? null : (
				<p className="rounded-md border border-dashed p-8 text-center text-muted-foreground" data-testid="courses-empty">
					{searchText ? t('widgets:table.noSearchResults') : t('widgets:table.noData')}
				</p>
			)}
		</PageLayout>
	)
}

/** Each category a link to the same page with `?category=`, the search and language kept. */
function CategoryFilters({ categories, current }: { categories: CourseCategory[]; current: CourseCategory }) {
	const { t } = useTranslation('learning')
	const location = useLocation()
	const hrefOf = (category: CourseCategory) => {
		const params = new URLSearchParams(location.search)
		if (category === 'all') params.delete(LIBRARY_PARAMS.category)
		else params.set(LIBRARY_PARAMS.category, category)
		return `${location.pathname}${params.size ? `?${params}` : ''}`
	}
	return (
		<TabNav aria-label={t('library.categoriesLabel')} data-testid="course-categories">
			{categories.map((category) => (
				<TabNavLink key={category} to={hrefOf(category)} active={category === current} preventScrollReset>
					{t(`library.categories.${category}`)}
				</TabNavLink>
			))}
		</TabNav>
	)
}

const TAG_VARIANT: Record<CourseTag, BadgeProps['variant']> = {
	running: 'success',
	suspended: 'warning',
	draft: 'neutral',
	default: 'secondary',
	new: 'info',
	popular: 'outline',
	hot: 'destructive',
}

function CourseCardView({ card }: { card: CourseCard }) {
	const { t } = useTranslation('learning')
	const headingId = useId()
	return (
		<Card className="w-full gap-4" aria-labelledby={headingId} data-testid="course-card" data-course-id={card.id}>
			<CardHeader>
				{card.tags.length > 0 ? (
					<ul className="flex flex-wrap gap-1.5" aria-label={t('tags.label')}>
						{card.tags.map((tag) => (
							<li key={tag}>
								<Badge variant={TAG_VARIANT[tag]} data-tag={tag}>
									{t(`tags.${tag}`)}
								</Badge>
							</li>
						))}
					</ul>
				) : null}
				<CardTitle asChild>
					<h2 id={headingId} className="text-base">
						<Link to={coursePath(card.id, 'preview')} className="text-primary underline-offset-4 hover:underline">
							{card.name}
						</Link>
					</h2>
				</CardTitle>
				{card.description ? <CardDescription>{card.description}</CardDescription> : null}
			</CardHeader>
			{card.adminsOnly ? (
				<CardContent className="grid gap-1 text-sm" data-testid="admins-only">
					<p className="font-semibold text-warning-foreground">{t('adminsOnly')}</p>
					<p className="text-muted-foreground">{t('adminsThroughCustomGroup')}</p>
				</CardContent>
			) : null}
			<CardFooter className="mt-auto flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
				<span>{t('figures.chapters', { count: card.totalChapters })}</span>
				<span>{t('figures.quizzes', { count: card.totalQuizzes })}</span>
				<span>{t('figures.minutes', { count: card.totalTimeInMinutes })}</span>
			</CardFooter>
		</Card>
	)
}
