import { Link, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { EXTERNAL_LINKS } from '#app/components/shell/external-links.ts'
import { SHELL_MODAL } from '#app/components/shell/help/modals.ts'
import { hrefWith } from '#app/components/shell/url-state.ts'
import { Icon } from '#app/components/ui/icon.tsx'
import { VideoModal } from '#app/components/video-modal.tsx'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import { companyAsShownOnHost } from '#app/white-label/branding.server.ts'
import { visibleInterestCards, visibleVideoGuides, type InterestCardId } from './guide-cards.ts'
import { AFFILIATE_SHARE_PERCENT, isVideoGuideId, VIDEO_GUIDES, type VideoGuideId } from './links.ts'
import type { Route } from './+types/guides-and-resources'

/** The query parameter that opens the video modal: `?video=<id>`. */
export const VIDEO_PARAM = 'video'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'home:guides.title')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const company = await companyAsShownOnHost(viewer.company, args.request)
	const videos = visibleVideoGuides(company)
	const requested = args.url.searchParams.get(VIDEO_PARAM)
	return {
		videos: videos.map((id) => VIDEO_GUIDES[id]),
		cards: visibleInterestCards(company),
		// Only a video this admin may see opens.
		openVideo: isVideoGuideId(requested) && videos.includes(requested) ? VIDEO_GUIDES[requested] : null,
	}
}

/** Guides and resources (spec 1 §2, spec 2 §2). */
export default function GuidesAndResources({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('home')
	const location = useLocation()
	const { videos, cards, openVideo } = loaderData
	return (
		<PageLayout className="gap-10">
			<section aria-labelledby="video-guides-title" className="grid grid-cols-1 gap-4">
				<PageHeader titleId="video-guides-title" title={t('guides.title')} description={t('guides.subtitle')} />
				<ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="video-guides">
					{videos.map((video, index) => (
						<li key={video.id}>
							<VideoCard id={video.id} index={index} />
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="interested-title" className="grid gap-4">
				<h2 id="interested-title" className="text-xl font-semibold">
					{t('guides.interested')}
				</h2>
				<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="interest-cards">
					{cards.map((id) => (
						<li key={id}>
							<InterestCard id={id} />
						</li>
					))}
				</ul>
			</section>
			<VideoModal
				video={openVideo ? { ...openVideo, title: t(`guides.videos.${openVideo.id}`) } : null}
				closeHref={hrefWith(location, VIDEO_PARAM, null)}
			/>
		</PageLayout>
	)
}

const THUMBNAIL_TINTS = [
	'from-primary/80 to-info/70',
	'from-info/80 to-success/70',
	'from-success/80 to-primary/70',
	'from-warning/80 to-primary/70',
]

/** A card of 158 px height with a 650×364 thumbnail (spec 2 §2); it opens the video modal. */
function VideoCard({ id, index }: { id: VideoGuideId; index: number }) {
	const { t } = useTranslation('home')
	const title = t(`guides.videos.${id}`)
	return (
		<Link
			to={`?${VIDEO_PARAM}=${id}`}
			preventScrollReset
			data-testid={`video-card-${id}`}
			className={cn(
				'group flex h-[158px] overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md',
				'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
			)}
		>
			<span
				aria-hidden="true"
				className={cn(
					'relative flex aspect-[650/364] h-full max-w-[55%] shrink-0 items-center justify-center bg-gradient-to-br',
					THUMBNAIL_TINTS[index % THUMBNAIL_TINTS.length],
				)}
			>
				<span className="flex size-12 items-center justify-center rounded-full bg-background/90 shadow transition-transform group-hover:scale-110">
					<Icon name="play" className="ms-0.5 size-5 text-primary" />
				</span>
			</span>
			<span className="flex min-w-0 flex-1 flex-col justify-center gap-1 p-4 [overflow-wrap:anywhere]">
				<span className="font-semibold">{title}</span>
				<span className="text-sm text-muted-foreground">{t('guides.watch')}</span>
			</span>
		</Link>
	)
}

const EXTERNAL: Partial<Record<InterestCardId, string>> = {
	howToGuides: EXTERNAL_LINKS.howToGuides,
	bookDemo: EXTERNAL_LINKS.bookDemo,
	pricing: EXTERNAL_LINKS.pricing,
	affiliate: EXTERNAL_LINKS.affiliate,
}

function InterestCard({ id }: { id: InterestCardId }) {
	const { t } = useTranslation('home')
	const className = cn(
		'flex h-full flex-col gap-1 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md',
		'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
	)
	const body = (
		<>
			<span className="font-semibold">{t(`guides.cards.${id}.title`)}</span>
			<span className="text-sm text-muted-foreground">{t(`guides.cards.${id}.description`, { percent: AFFILIATE_SHARE_PERCENT })}</span>
		</>
	)
	const href = EXTERNAL[id]
	if (href) {
		return (
			<a href={href} target="_blank" rel="noopener noreferrer" className={className} data-testid={`interest-card-${id}`}>
				{body}
				<span className="sr-only">{t('guides.opensInNewTab')}</span>
			</a>
		)
	}
	// Give Feedback opens the survey and feedback drawer of the shell.
	return (
		<Link to={`?modal=${SHELL_MODAL.feedback}`} preventScrollReset className={className} data-testid={`interest-card-${id}`}>
			{body}
		</Link>
	)
}
