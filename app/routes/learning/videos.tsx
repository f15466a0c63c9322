import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { z } from 'zod'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { SearchBox } from '#app/components/data-table/search-box.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { VideoModal } from '#app/components/video-modal.tsx'
import { GatewayError } from '#app/gateway/errors.ts'
import { listVideoLibrary, PINNED_VIDEOS_LIMIT_CODE, pinVideo, unpinVideo, type Video } from '#app/gateway/videos.server.ts'
import { FALLBACK_LANGUAGE } from '#app/i18n/config.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { coursePath } from './course-library.ts'
import { LanguageFilter } from './language-filter.tsx'
import {
	ALL_CATEGORIES,
	categoryHref,
	formatDuration,
	isKnownCategory,
	libraryHref,
	MAX_PINNED_VIDEOS,
	openDialog,
	parseLibraryFilters,
	VIDEO_PARAMS,
} from './video-library.ts'
import type { Route } from './+types/videos'

// The video modal's words are the Guides page's (home namespace); the library's come with the area.
export const handle = textsHandle('home')

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'videos:title')

const INTENT = { pin: 'pin', unpin: 'unpin' } as const

/** The confirm button of the pin and unpin dialogs (spec 2 §4). */
const PinVideoSchema = z.object({
	intent: z.enum([INTENT.pin, INTENT.unpin]),
	videoId: z.string().trim().min(1).max(200),
})

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const params = args.url.searchParams
	const filters = parseLibraryFilters(params, FALLBACK_LANGUAGE)
	const result = await settle(args.request, () =>
		listVideoLibrary(viewer.token, viewer.company.id, {
			languageCode: filters.language,
			search: filters.searchText,
			categoryName: filters.category === ALL_CATEGORIES ? undefined : filters.category,
		}),
	)
	const videos = result.ok ? result.value.videos : []
	const pinnedCount = result.ok ? result.value.pinnedCount : 0
	const atPinLimit = pinnedCount >= MAX_PINNED_VIDEOS
	// A dialog opens only for a video of this list in the state it asks about; at the limit no pin dialog.
	const dialog = openDialog(params)
	const asked = dialog ? videos.find((video) => video.id === dialog.videoId) : undefined
	const subject = asked ? { id: asked.id, name: asked.name } : null
	return {
		...filters,
		categories: [ALL_CATEGORIES, ...(result.ok ? result.value.categories : [])],
		cards: videos.map(toCard),
		pinnedCount,
		atPinLimit,
		failure: result.ok ? null : result.failure,
		pinning: dialog?.kind === 'pin' && asked && !asked.isPinned && !atPinLimit ? subject : null,
		unpinning: dialog?.kind === 'unpin' && asked?.isPinned ? subject : null,
		openVideo:
			dialog?.kind === 'video' && asked ? { id: asked.id, title: asked.name, embedUrl: asked.url, watchUrl: asked.shareURL } : null,
	}
}

/** What a card draws, and nothing more. */
function toCard(video: Video) {
	return {
		id: video.id,
		name: video.name,
		category: video.category,
		duration: formatDuration(video.durationSeconds),
		isPinned: video.isPinned,
		courses: video.courses,
	}
}
type VideoCard = ReturnType<typeof toCard>

/** Pin or Unpin, confirmed: the library comes back with the same filters and the outcome as a toast. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const parsed = PinVideoSchema.safeParse(Object.fromEntries(await args.request.formData()))
	if (!parsed.success) throw new Response('Unknown intent', { status: 400 })
	const { intent, videoId } = parsed.data
	const back = libraryHref(new URL(args.request.url).search)
	try {
		if (intent === INTENT.pin) await pinVideo(viewer.token, viewer.company.id, videoId)
		else await unpinVideo(viewer.token, viewer.company.id, videoId)
	} catch (error) {
		if (error instanceof GatewayError && error.code === PINNED_VIDEOS_LIMIT_CODE) {
			return redirectWithToast(args.request, back, { type: 'error', message: 'videos:pinLimit' })
		}
		return redirectWithToast(args.request, back, { type: 'error', ...(await writeFailure(error, args.request)) })
	}
	return redirectWithToast(args.request, back, {
		type: 'success',
		message: intent === INTENT.pin ? 'videos:pinnedToast' : 'videos:unpinnedToast',
	})
}

/** The video library (spec 2 §2–§5): filters in the URL, each video's courses, pinning to the Learner Dashboard. */
export default function VideoLibrary({ loaderData }: Route.ComponentProps) {
	useAreaTexts('home')
	const { t } = useTranslation('videos')
	const location = useLocation()
	const { cards, searchText, failure, pinning, unpinning, openVideo } = loaderData
	const closeHref = libraryHref(location.search)
	const limitId = useId()
	return (
		<PageLayout>
			<PageHeader title={t('title')}>
				<CategoryFilters categories={loaderData.categories} current={loaderData.category} />
			</PageHeader>
			<LoadFailures failures={[failure]} namespace="videos" />
			<div className="flex flex-wrap items-end gap-3">
				<SearchBox label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
				<LanguageFilter
					language={loaderData.language}
					param={VIDEO_PARAMS.language}
					label={t('language')}
					exclude={[VIDEO_PARAMS.pin, VIDEO_PARAMS.unpin, VIDEO_PARAMS.video]}
				/>
			</div>
			<div className="grid gap-1 text-sm text-muted-foreground">
				<p aria-live="polite" data-testid="video-count">
					{t('count', { count: cards.length })}
				</p>
				<p data-testid="pinned-count">{t('pinnedCount', { pinned: loaderData.pinnedCount, max: MAX_PINNED_VIDEOS })}</p>
				{loaderData.atPinLimit ? (
					// The spec's tooltip of the blocked Pin action, shown as text so it is there without a pointer or JavaScript.
					<p id={limitId} role="note" className="font-medium text-warning-foreground" data-testid="pin-limit">
						{t('pinLimit')}
					</p>
				) : null}
			</div>
			{cards.length > 0 ? (
				<ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="video-cards">
					{cards.map((card) => (
						<li key={card.id} className="flex">
							<VideoCardView card={card} atPinLimit={loaderData.atPinLimit} limitId={limitId} />
						</li>
					))}
				</ul>
			) : failure ? null : (
				<p className="rounded-md border border-dashed p-8 text-center text-muted-foreground" data-testid="videos-empty">
					{searchText ? t('widgets:table.noSearchResults') : t('widgets:table.noData')}
				</p>
			)}
			<ConfirmDialog
				open={pinning !== null}
				data-testid="pin-video-dialog"
				title={t('pinTitle')}
				description={pinning?.name ?? ''}
				closeHref={closeHref}
				form={{ action: closeHref, fields: { intent: INTENT.pin, videoId: pinning?.id ?? '' } }}
				confirmLabel={t('pin')}
			/>
			<ConfirmDialog
				open={unpinning !== null}
				data-testid="unpin-video-dialog"
				title={t('unpinTitle')}
				description={unpinning?.name ?? ''}
				closeHref={closeHref}
				form={{ action: closeHref, fields: { intent: INTENT.unpin, videoId: unpinning?.id ?? '' } }}
				confirmLabel={t('unpin')}
				destructive
			/>
			<VideoModal video={openVideo} closeHref={closeHref} />
		</PageLayout>
	)
}

function useCategoryLabel() {
	const { t } = useTranslation('videos')
	return (category: string) =>
		category === ALL_CATEGORIES ? t('categories.all') : isKnownCategory(category) ? t(`categories.${category}`) : category
}

/** Each category a link to the same page with `?category=`, the search and language kept. */
function CategoryFilters({ categories, current }: { categories: string[]; current: string }) {
	const { t } = useTranslation('videos')
	const location = useLocation()
	const label = useCategoryLabel()
	return (
		<TabNav aria-label={t('categoriesLabel')} data-testid="video-categories">
			{categories.map((category) => (
				<TabNavLink key={category} to={categoryHref(location.search, category)} active={category === current} preventScrollReset>
					{label(category)}
				</TabNavLink>
			))}
		</TabNav>
	)
}

function VideoCardView({ card, atPinLimit, limitId }: { card: VideoCard; atPinLimit: boolean; limitId: string }) {
	const { t } = useTranslation('videos')
	const location = useLocation()
	const label = useCategoryLabel()
	const headingId = useId()
	const dialogHref = (kind: 'pin' | 'unpin' | 'video') => libraryHref(location.search, { kind, videoId: card.id })
	return (
		<Card
			className="w-full gap-4"
			aria-labelledby={headingId}
			data-testid="video-card"
			data-video-id={card.id}
			data-pinned={card.isPinned ? 'true' : 'false'}
		>
			<CardHeader>
				<div className="flex flex-wrap items-center gap-1.5">
					<Badge variant="secondary">{label(card.category)}</Badge>
					{card.isPinned ? (
						<Badge variant="info" data-testid="pinned-badge">
							{t('pinned')}
						</Badge>
					) : null}
				</div>
				<CardTitle asChild>
					<h2 id={headingId} className="text-base">
						<Link
							to={dialogHref('video')}
							preventScrollReset
							aria-label={t('watch', { name: card.name })}
							className="text-primary underline-offset-4 hover:underline"
						>
							{card.name}
						</Link>
					</h2>
				</CardTitle>
				<p className="text-sm text-muted-foreground">{card.duration}</p>
			</CardHeader>
			<CardContent className="grid gap-1 text-sm">
				{card.courses.length > 0 ? (
					<>
						<h3 className="font-medium">{t('courses')}</h3>
						<ul className="grid gap-0.5" data-testid="video-courses">
							{card.courses.map((course) => (
								<li key={course.id}>
									<Link to={coursePath(course.id, 'preview')} className="text-primary underline-offset-4 hover:underline">
										{course.name}
									</Link>
								</li>
							))}
						</ul>
					</>
				) : (
					<p className="text-muted-foreground">{t('noCourses')}</p>
				)}
			</CardContent>
			<CardFooter className="mt-auto">
				{card.isPinned ? (
					<Button asChild variant="outline" size="sm">
						<Link to={dialogHref('unpin')} preventScrollReset aria-label={t('unpinLabel', { name: card.name })}>
							{t('unpin')}
						</Link>
					</Button>
				) : atPinLimit ? (
					<Button
						type="button"
						size="sm"
						disabled
						title={t('pinLimit')}
						aria-describedby={limitId}
						aria-label={t('pinLabel', { name: card.name })}
					>
						{t('pin')}
					</Button>
				) : (
					<Button asChild size="sm">
						<Link to={dialogHref('pin')} preventScrollReset aria-label={t('pinLabel', { name: card.name })}>
							{t('pin')}
						</Link>
					</Button>
				)}
			</CardFooter>
		</Card>
	)
}
