import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { type CampaignTab, COUNTDOWN_REFRESH_MS, LICENSING_PATH } from './campaign-options.ts'
import { type CardAction, campaignCardState, cardActions, showsStatistics, startsIn } from './campaign-state.ts'

/** A campaign as its card shows it (the loader's digest of the gateway's ExerciseCampaign). */
export type CampaignCardData = {
	id: string
	name: string
	status: string
	startedAt: string | null
	wasLaunched: boolean
	startLabel: string | null
	endLabel: string | null
	statistic: { sent: number; usersCount: number; phishedReported: number; phishedUnreported: number; openedReported: number } | null
	assignments: { completed: number; inProgress: number; notStarted: number; overdue: number }
}

const CHIPS = [
	['COMPLETED', 'completed'],
	['IN_PROGRESS', 'inProgress'],
	['NOT_STARTED', 'notStarted'],
	['OVERDUE', 'overdue'],
] as const

/**
 * A campaign's card (spec 3 §2): its name and dates, the round's statistics and the assignment chips, the
 * state's notice (draft, a later start, not launched, outdated, suspended with UPGRADE) and its menu,
 * a disclosure of links (so it works without JavaScript).
 */
export function CampaignCard({
	campaign,
	archivedTab,
	hrefs,
	lng,
}: {
	campaign: CampaignCardData
	archivedTab: boolean
	hrefs: Record<CardAction, string>
	lng: string
}) {
	const { t } = useTranslation('phishingExercise')
	const state = campaignCardState(campaign)
	const actions = cardActions(state)
	const stats = campaign.statistic
	return (
		<li
			className="grid content-start gap-3 rounded-lg border bg-card p-4"
			data-testid="campaign-card"
			aria-labelledby={`campaign-${campaign.id}`}
		>
			<div className="flex items-start justify-between gap-2">
				<div className="grid min-w-0 gap-1">
					<h3 id={`campaign-${campaign.id}`} className="font-semibold break-words">
						{campaign.name}
					</h3>
					{campaign.startLabel ? (
						<p className="text-sm text-muted-foreground">
							{campaign.endLabel ? `${campaign.startLabel} – ${campaign.endLabel}` : campaign.startLabel}
						</p>
					) : null}
				</div>
				{state.kind === 'draft' ? (
					<StatusChip status="DRAFT" tone="draft">
						{t('card.draft')}
					</StatusChip>
				) : null}
				{actions.length > 0 ? <CardMenu name={campaign.name} actions={actions} hrefs={hrefs} /> : null}
			</div>
			{state.kind === 'scheduled' ? (
				<p className="text-sm font-medium text-info">
					<StartsCountdown startsAt={state.startsAt} absolute={campaign.startLabel ?? ''} lng={lng} />
				</p>
			) : null}
			{state.kind === 'notLaunched' ? <p className="text-sm font-medium text-muted-foreground">{t('card.notLaunched')}</p> : null}
			{state.kind === 'outdated' ? (
				<div className="grid gap-1 text-sm">
					<p className="font-medium">{t('card.deliveryCompleted')}</p>
					<p className="text-muted-foreground">{t('card.outdated')}</p>
				</div>
			) : null}
			{state.kind === 'suspended' ? (
				<div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-warning bg-warning/10 p-3 text-sm">
					<p>{t('card.suspended')}</p>
					<Button asChild size="sm">
						<Link to={LICENSING_PATH}>{t('card.upgrade')}</Link>
					</Button>
				</div>
			) : null}
			{showsStatistics(state) && stats ? (
				<dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="campaign-stats">
					<Stat label={t('card.stats.sent')} value={`${stats.sent}/${stats.usersCount}`} />
					<Stat label={t('card.stats.phishedReported')} value={String(stats.phishedReported)} />
					<Stat label={t('card.stats.phishedUnreported')} value={String(stats.phishedUnreported)} />
					<Stat label={t('card.stats.openedReported')} value={String(stats.openedReported)} />
				</dl>
			) : null}
			{showsStatistics(state) ? (
				<ul className="flex flex-wrap gap-2" aria-label={t('card.assignments')}>
					{CHIPS.map(([status, key]) => (
						<li key={status}>
							<StatusChip status={archivedTab && status !== 'COMPLETED' ? 'ARCHIVED' : status}>
								{t(`card.statuses.${status}`)}: {campaign.assignments[key]}
							</StatusChip>
						</li>
					))}
				</ul>
			) : null}
			{state.kind === 'draft' ? (
				<div>
					<Button asChild variant="outline" size="sm">
						<Link to={hrefs.continueEditing}>{t('card.continueEditing')}</Link>
					</Button>
				</div>
			) : null}
		</li>
	)
}

function Stat({ label, value }: { label: string; value: string }) {
	return (
		<div className="grid gap-0.5 rounded-md bg-muted/50 p-2">
			<dt className="text-xs text-muted-foreground">{label}</dt>
			<dd className="font-semibold tabular-nums">{value}</dd>
		</div>
	)
}

const ACTION_LABEL = {
	continueEditing: 'card.continueEditing',
	report: 'card.report',
	settings: 'card.settings',
	archive: 'card.archive',
	delete: 'card.delete',
} as const

/** The card's menu: a disclosure of links (URL state: the dialogs open by `?modal=`). */
function CardMenu({ name, actions, hrefs }: { name: string; actions: CardAction[]; hrefs: Record<CardAction, string> }) {
	const { t } = useTranslation('phishingExercise')
	return (
		<details className="relative shrink-0">
			<summary
				className="flex size-8 cursor-pointer list-none items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
				aria-label={t('card.menu', { name })}
			>
				<Icon name="chevron-down" className="size-4" />
			</summary>
			<ul className="absolute end-0 z-10 mt-1 grid min-w-40 gap-0.5 rounded-md border bg-popover p-1 shadow-md">
				{actions.map((action) => (
					<li key={action}>
						<Link
							to={hrefs[action]}
							preventScrollReset={action !== 'report' && action !== 'continueEditing'}
							// The card stays on the page while its dialog opens: the menu closes, as a menu does.
							onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
							className="block rounded-sm px-2 py-1.5 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
						>
							{t(ACTION_LABEL[action])}
						</Link>
					</li>
				))}
			</ul>
		</details>
	)
}

/**
 * 'Starts …': without JavaScript the day it starts; with it, how long until then, refreshed every
 * 60 seconds (spec 3 §2, §9).
 */
function StartsCountdown({ startsAt, absolute, lng }: { startsAt: string; absolute: string; lng: string }) {
	const { t } = useTranslation('phishingExercise')
	const hydrated = useHydrated()
	const [now, setNow] = useState(() => new Date())
	useEffect(() => {
		const timer = setInterval(() => setNow(new Date()), COUNTDOWN_REFRESH_MS)
		return () => clearInterval(timer)
	}, [])
	if (!hydrated) return <>{t('card.startsOn', { date: absolute })}</>
	return (
		<time dateTime={startsAt} title={absolute}>
			{t('card.starts', { relative: startsIn(startsAt, now, lng) })}
		</time>
	)
}

/** Spec 3 §2's empty states: 'You have no active campaigns!' and 'You have no archived campaigns!'. */
export function CampaignsEmpty({ tab }: { tab: CampaignTab }) {
	const { t } = useTranslation('phishingExercise')
	return (
		<div className="grid place-items-center gap-2 rounded-lg border border-dashed p-10 text-center" data-testid="campaigns-empty">
			<p className="text-lg font-medium">{t(`empty.${tab}`)}</p>
		</div>
	)
}
