import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

/** What a pack card shows (spec 3 §3 Pack). */
export type PackCard = {
	id: string
	name: string
	thumbnail: string | null
	difficulty: 1 | 2 | 3
	templatesEmailCount: number
	templatesSmsCount: number
}

const DIFFICULTY_VARIANT = { 1: 'success', 2: 'warning', 3: 'destructive' } as const

/** A pack's difficulty label (EASY, MEDIUM, HARD) and its email and SMS counts. */
export function PackFacts({ pack }: { pack: PackCard }) {
	const { t } = useTranslation('phishingExercise')
	return (
		<div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
			<Badge variant={DIFFICULTY_VARIANT[pack.difficulty]} className="font-semibold">
				{t(`packs.difficulty.${pack.difficulty}`)}
			</Badge>
			<span>{t('packs.emails', { count: pack.templatesEmailCount })}</span>
			<span aria-hidden>·</span>
			<span>{t('packs.sms', { count: pack.templatesSmsCount })}</span>
		</div>
	)
}

/** A pack's picture: its thumbnail, or a plain tile. */
export function PackThumbnail({ pack }: { pack: Pick<PackCard, 'thumbnail'> }) {
	return pack.thumbnail ? (
		<img src={pack.thumbnail} alt="" className="aspect-video w-full rounded-md border object-cover" loading="lazy" />
	) : (
		<div aria-hidden className="aspect-video w-full rounded-md border bg-muted" />
	)
}

/**
 * The home's pack cards (spec 3 §2 'Kickstart Your Campaign: Pick Your Template Pack'): choosing one opens
 * the campaign wizard with it chosen. Beyond PACKS_SHOWN the rest are behind Show More, a link to
 * `?packs=all` (so it works without JavaScript); Show Less goes back.
 */
export function PackCards({
	packs,
	showAll,
	moreHref,
	lessHref,
	chooseHref,
	limit,
}: {
	packs: PackCard[]
	showAll: boolean
	moreHref: string
	lessHref: string
	chooseHref: (packId: string) => string
	limit: number
}) {
	const { t } = useTranslation('phishingExercise')
	const shown = showAll ? packs : packs.slice(0, limit)
	return (
		<section aria-labelledby="packs-title" className="grid gap-3" data-testid="pack-cards">
			<h2 id="packs-title" className="text-lg font-semibold">
				{t('packs.title')}
			</h2>
			<ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
				{shown.map((pack) => (
					<li key={pack.id} className="grid content-start gap-2 rounded-lg border bg-card p-3" data-testid="pack-card">
						<PackThumbnail pack={pack} />
						<h3 className="font-medium">
							<Link
								to={chooseHref(pack.id)}
								className="underline-offset-4 hover:underline"
								aria-label={t('packs.choose', { name: pack.name })}
							>
								{pack.name}
							</Link>
						</h3>
						<PackFacts pack={pack} />
					</li>
				))}
			</ul>
			{packs.length > limit ? (
				<div>
					<Link
						to={showAll ? lessHref : moreHref}
						preventScrollReset
						replace
						className="text-sm font-medium text-primary underline-offset-4 hover:underline"
					>
						{showAll ? t('packs.showLess') : t('packs.showMore')}
					</Link>
				</div>
			) : null}
		</section>
	)
}
