import { Link, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { hrefWith } from '#app/components/shell/url-state.ts'
import { Button } from '#app/components/ui/button.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import { hasErrorCode } from '#app/gateway/errors.ts'
import {
	CAMPAIGN_ENDED_CODE,
	endGameCampaign,
	getGameCampaign,
	listGameCampaigns,
	type GameCampaign,
	type GameResult,
} from '#app/gateway/gaming.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { requireGame } from './game.server.ts'
import { ENDABLE_STATUSES, formatScore, GAME_INTENT, gamePath, STATISTICS_PARAMS } from './games.ts'
import type { Route } from './+types/statistics'

/**
 * The company's campaigns of the game (spec 2 §3 "Gaming campaign"), newest first; `?campaign=<id>` opens
 * one campaign's learners' results below the table, `?end=<id>` the confirmation that ends it.
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const game = requireGame(args.url)
	const lng = getLocale(args.context)
	const params = args.url.searchParams
	const { token } = viewer
	const companyId = viewer.company.id
	const listed = await settle(args.request, () => listGameCampaigns(game, token, companyId))
	const campaigns = listed.ok ? listed.value.campaigns : []
	const rows = campaigns.map((campaign) => toRow(campaign, lng))
	// Only a campaign of this list opens (another company's id is not one of them).
	const opened = rows.find((row) => row.id === params.get(STATISTICS_PARAMS.campaign))
	const detail = opened ? await settle(args.request, () => getGameCampaign(game, token, companyId, opened.id)) : null
	const asked = rows.find((row) => row.id === params.get(STATISTICS_PARAMS.end))
	return {
		game,
		rows,
		failures: [listed.ok ? null : listed.failure, detail && !detail.ok ? detail.failure : null],
		results:
			opened && detail?.ok
				? {
						id: opened.id,
						name: opened.name,
						completed: opened.completedUsers,
						assigned: opened.assignedUsers,
						rows: detail.value.results.map((r) => toResultRow(r, lng)),
					}
				: null,
		ending: asked && ENDABLE_STATUSES.includes(asked.status) ? { id: asked.id, name: asked.name } : null,
	}
}

function toRow(campaign: GameCampaign, lng: string) {
	return {
		id: campaign.id,
		name: campaign.name,
		status: campaign.status,
		startLabel: formatDate(campaign.startAt, lng),
		assignedUsers: campaign.assignedUsers,
		completedUsers: campaign.completedUsers,
		averageScore: formatScore(campaign.statistic.averageScore, lng),
		maxScore: formatScore(campaign.statistic.maxScore, lng),
	}
}

function toResultRow(result: GameResult, lng: string) {
	return {
		userId: result.userId,
		name: result.name,
		email: result.email,
		status: result.status,
		score: formatScore(result.score, lng),
		completedLabel: formatDate(result.completedAt, lng),
	}
}

/** End a campaign: it ends for its learners (ARCHIVED); the tab comes back with the outcome as a toast. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const game = requireGame(args.url)
	const formData = await args.request.formData()
	const campaignId = formData.get('campaignId')
	if (formData.get('intent') !== GAME_INTENT.end || typeof campaignId !== 'string' || !campaignId || campaignId.length > 200) {
		throw new Response('Unknown intent', { status: 400 })
	}
	const back = gamePath(game, 'statistics')
	try {
		await endGameCampaign(game, viewer.token, viewer.company.id, campaignId)
	} catch (error) {
		if (hasErrorCode(error, CAMPAIGN_ENDED_CODE)) {
			return redirectWithToast(args.request, back, { type: 'error', message: 'gaming:statistics.alreadyEnded' })
		}
		return redirectWithToast(args.request, back, { type: 'error', ...(await writeFailure(error, args.request)) })
	}
	return redirectWithToast(args.request, back, { type: 'success', message: 'gaming:statistics.ended' })
}

/** The statistics tab: the campaigns with start, status, assigned users and scores out of 10. */
export default function GameStatistics({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('gaming')
	const location = useLocation()
	const { game, rows, failures, results, ending } = loaderData
	const closeEnd = hrefWith(location, STATISTICS_PARAMS.end, null)
	const score = (value: string | null) => (value === null ? '—' : t('statistics.score', { score: value }))
	return (
		<section aria-labelledby="game-campaigns-title" className="grid gap-4">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="game-campaigns-title" className="text-xl font-semibold">
					{t('statistics.title')}
				</h2>
				<Button asChild variant="outline">
					<Link to={gamePath(game, 'settings')}>{t('statistics.startCampaign')}</Link>
				</Button>
			</div>
			<LoadFailures failures={failures} namespace="gaming" />
			{rows.length === 0 ? (
				failures[0] ? null : (
					<div className="grid gap-1 rounded-md border border-dashed p-8 text-center text-muted-foreground" data-testid="campaigns-empty">
						<p className="font-medium">{t('noData')}</p>
						<p>{t('statistics.emptyHint')}</p>
					</div>
				)
			) : (
				<Table data-testid="game-campaigns">
					<TableHeader>
						<TableRow>
							<TableHead scope="col">{t('statistics.name')}</TableHead>
							<TableHead scope="col">{t('statistics.startAt')}</TableHead>
							<TableHead scope="col">{t('statistics.status')}</TableHead>
							<TableHead scope="col">{t('statistics.assignedUsers')}</TableHead>
							<TableHead scope="col">{t('statistics.averageScore')}</TableHead>
							<TableHead scope="col">{t('statistics.maxScore')}</TableHead>
							<TableHead scope="col">{t('statistics.actions')}</TableHead>
						</TableRow>
					</TableHeader>
					<TableBody>
						{rows.map((row) => (
							<TableRow key={row.id} data-campaign-id={row.id} aria-current={results?.id === row.id ? 'true' : undefined}>
								<TableHead scope="row" className="font-medium text-foreground">
									{row.name}
								</TableHead>
								<TableCell data-field="startAt">{row.startLabel ?? '—'}</TableCell>
								<TableCell data-field="status">
									<StatusChip status={row.status}>
										{isCampaignStatus(row.status) ? t(`statistics.statuses.${row.status}`) : row.status}
									</StatusChip>
								</TableCell>
								<TableCell data-field="assignedUsers">{row.assignedUsers}</TableCell>
								<TableCell data-field="averageScore">{score(row.averageScore)}</TableCell>
								<TableCell data-field="maxScore">{score(row.maxScore)}</TableCell>
								<TableCell>
									<div className="flex flex-wrap gap-3">
										<Link
											to={hrefWith(hrefWithout(location, STATISTICS_PARAMS.end), STATISTICS_PARAMS.campaign, row.id)}
											preventScrollReset
											className="text-primary underline-offset-4 hover:underline"
											aria-label={`${t('statistics.showResults')}: ${row.name}`}
										>
											{t('statistics.showResults')}
										</Link>
										{ENDABLE_STATUSES.includes(row.status) ? (
											<Link
												to={hrefWith(location, STATISTICS_PARAMS.end, row.id)}
												preventScrollReset
												className="text-destructive underline-offset-4 hover:underline"
												aria-label={`${t('statistics.end')}: ${row.name}`}
											>
												{t('statistics.end')}
											</Link>
										) : null}
									</div>
								</TableCell>
							</TableRow>
						))}
					</TableBody>
				</Table>
			)}
			{results ? <Results results={results} closeHref={hrefWith(location, STATISTICS_PARAMS.campaign, null)} /> : null}
			<ConfirmDialog
				open={ending !== null}
				data-testid="end-game-campaign-dialog"
				title={t('statistics.endTitle')}
				description={ending ? t('statistics.endDescription', { name: ending.name }) : ''}
				closeHref={closeEnd}
				form={{ action: gamePath(game, 'statistics'), fields: { intent: GAME_INTENT.end, campaignId: ending?.id ?? '' } }}
				confirmLabel={t('statistics.endConfirm')}
				destructive
			/>
		</section>
	)
}

type ResultsData = NonNullable<Route.ComponentProps['loaderData']['results']>

/** One campaign's learners, best score first. */
function Results({ results, closeHref }: { results: ResultsData; closeHref: string }) {
	const { t } = useTranslation('gaming')
	return (
		<section aria-labelledby="game-results-title" className="grid gap-3 rounded-md border p-4" data-testid="game-results">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h3 id="game-results-title" className="text-lg font-semibold">
					{t('statistics.resultsTitle', { name: results.name })}
				</h3>
				<Link to={closeHref} preventScrollReset className="text-sm text-primary underline-offset-4 hover:underline">
					{t('statistics.closeResults')}
				</Link>
			</div>
			<p className="text-sm text-muted-foreground" data-testid="game-results-played">
				{t('statistics.played', { completed: results.completed, assigned: results.assigned })}
			</p>
			{results.rows.length === 0 ? (
				<p className="text-muted-foreground">{t('noData')}</p>
			) : (
				<Table containerClassName="max-h-[32rem] overflow-y-auto">
					<TableCaption className="sr-only">{t('statistics.resultsTitle', { name: results.name })}</TableCaption>
					<TableHeader>
						<TableRow>
							<TableHead scope="col">{t('statistics.learner')}</TableHead>
							<TableHead scope="col">{t('statistics.email')}</TableHead>
							<TableHead scope="col">{t('statistics.resultStatus')}</TableHead>
							<TableHead scope="col">{t('statistics.resultScore')}</TableHead>
							<TableHead scope="col">{t('statistics.completedAt')}</TableHead>
						</TableRow>
					</TableHeader>
					<TableBody>
						{results.rows.map((row) => (
							<TableRow key={row.userId} data-user-id={row.userId}>
								<TableHead scope="row" className="font-medium text-foreground">
									{row.name || row.email}
								</TableHead>
								<TableCell dir="ltr" className="text-start">
									{row.email}
								</TableCell>
								<TableCell>{isResultStatus(row.status) ? t(`statistics.resultStatuses.${row.status}`) : row.status}</TableCell>
								<TableCell data-field="score">{row.score === null ? '—' : t('statistics.score', { score: row.score })}</TableCell>
								<TableCell>{row.completedLabel ?? '—'}</TableCell>
							</TableRow>
						))}
					</TableBody>
				</Table>
			)}
		</section>
	)
}

const CAMPAIGN_STATUSES = ['QUEUED', 'IN_PROGRESS', 'ARCHIVED', 'SUSPENDED'] as const
const isCampaignStatus = (status: string): status is (typeof CAMPAIGN_STATUSES)[number] =>
	(CAMPAIGN_STATUSES as readonly string[]).includes(status)
const RESULT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'] as const
const isResultStatus = (status: string): status is (typeof RESULT_STATUSES)[number] =>
	(RESULT_STATUSES as readonly string[]).includes(status)

/** The location without one of its query parameters (opening results closes an open confirmation). */
function hrefWithout(location: { pathname: string; search: string }, key: string) {
	const params = new URLSearchParams(location.search)
	params.delete(key)
	const search = params.toString()
	return { pathname: location.pathname, search: search ? `?${search}` : '' }
}
