import { useEffect, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import {
	getTournamentDashboard,
	getTournamentStatistics,
	getTournamentUsersReport,
	listTournaments,
	type TournamentUserRow,
} from '#app/gateway/tournaments.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import {
	CHALLENGES_PER_TOURNAMENT,
	formatScore,
	FOR_DEVELOPERS_PATH,
	REPORT_PAGES_PARAM,
	reportHref,
	settingsHref,
	TOURNAMENT_PARAM,
} from './tournament-options.ts'
import { TournamentStatusBadge, toTournamentRow, type TournamentRow } from './tournament-rows.tsx'
import type { Route } from './+types/statistics'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'forDevelopers:tabs.statistics', 'forDevelopers:title')

/** At most this many pages of the users report are drawn from one URL. */
const MAX_REPORT_PAGES = 30
/** With JavaScript, "Show more" asks this loader for one more page only (`?page=n`). */
const PAGE_PARAM = 'page'

function whole(value: string | null, fallback: number, max: number): number {
	const n = Number(value)
	return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback
}

/**
 * The tournament dashboard, the company's tournaments and, with `?tournament=`, one's report: how many
 * solved 0 … 6 challenges and its participants, pages 1 to `?pages=` appended (or only `?page=`).
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const { token } = viewer
	const companyId = viewer.company.id
	const lng = getLocale(args.context)
	const params = args.url.searchParams
	const [dashboard, list] = await Promise.all([
		settle(args.request, () => getTournamentDashboard(token, companyId)),
		settle(args.request, () => listTournaments(token, companyId)),
	])
	const tournaments = list.ok ? list.value.map((tournament) => toTournamentRow(tournament, lng)) : []
	const selected = tournaments.find((tournament) => tournament.id === params.get(TOURNAMENT_PARAM) && tournament.status !== 'CANCELED')
	let report = null
	const failures = [dashboard, list].flatMap((r) => (r.ok ? [] : [r.failure]))
	if (selected) {
		const only = params.has(PAGE_PARAM) ? whole(params.get(PAGE_PARAM), 1, 1_000_000) : null
		const pages = only ? [only] : Array.from({ length: whole(params.get(REPORT_PAGES_PARAM), 1, MAX_REPORT_PAGES) }, (_, i) => i + 1)
		const [statistics, users] = await Promise.all([
			settle(args.request, () => getTournamentStatistics(token, companyId, selected.id)),
			settle(args.request, () => Promise.all(pages.map((page) => getTournamentUsersReport(token, companyId, selected.id, page)))),
		])
		failures.push(...[statistics, users].flatMap((r) => (r.ok ? [] : [r.failure])))
		const last = users.ok ? users.value.at(-1) : undefined
		report = {
			tournament: selected,
			statistic: statistics.ok ? statistics.value.statistic : [],
			totalUsers: statistics.ok ? statistics.value.totalUsers : 0,
			firstPage: pages[0]!,
			lastPage: pages.at(-1)!,
			rows: users.ok ? users.value.flatMap((page) => page.items.map((row) => toUserRow(row, lng))) : [],
			totalItems: last?.totalItems ?? 0,
			hasMore: last?.hasMore ?? false,
		}
	}
	return {
		dashboard: dashboard.ok ? dashboard.value : null,
		tournaments,
		report,
		failures,
	}
}

function toUserRow(row: TournamentUserRow, lng: string) {
	return {
		userId: row.userId,
		name: row.name,
		email: row.email,
		solved: `${row.solvedChallenges} / ${CHALLENGES_PER_TOURNAMENT}`,
		score: formatScore(row.score),
		lastActivity: formatDate(row.lastActivityAt, lng),
	}
}
type UserRow = ReturnType<typeof toUserRow>
type Report = NonNullable<Awaited<ReturnType<typeof loader>>['report']>

/** The Statistics tab: the tournament dashboard, the tournaments, and the report of the one asked for. */
export default function ForDevelopersStatistics({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('forDevelopers')
	const { dashboard, tournaments, report } = loaderData
	return (
		<>
			<LoadFailures failures={loaderData.failures} namespace="forDevelopers" />
			<section aria-labelledby="tournament-dashboard" className="grid gap-3">
				<h2 id="tournament-dashboard" className="text-xl font-semibold">
					{t('dashboard.label')}
				</h2>
				<dl className="grid gap-4 sm:grid-cols-3" data-testid="tournament-dashboard">
					<Figure
						label={t('dashboard.averageScore')}
						value={dashboard ? formatScore(dashboard.averageScore) : '—'}
						hint={t('dashboard.averageScoreHint')}
						testId="average-score"
					/>
					<Figure label={t('dashboard.assignedUsers')} value={dashboard ? String(dashboard.assignedUsers) : '—'} testId="assigned-users" />
					<Figure
						label={t('dashboard.totalTournaments')}
						value={dashboard ? String(dashboard.totalTournaments) : '—'}
						testId="total-tournaments"
					/>
				</dl>
			</section>
			<section aria-labelledby="tournaments-title" className="grid gap-3">
				<h2 id="tournaments-title" className="text-xl font-semibold">
					{t('list.title')}
				</h2>
				{tournaments.length > 0 ? (
					<TournamentsTable rows={tournaments} selectedId={report?.tournament.id} />
				) : (
					<div className="grid justify-items-center gap-3 rounded-md border border-dashed p-8 text-center" data-testid="tournaments-empty">
						<p className="font-medium">{t('list.empty')}</p>
						<p className="text-sm text-muted-foreground">{t('list.emptyHint')}</p>
						<Button asChild>
							<Link to={settingsHref({ kind: 'setup' })}>{t('preview.setUp')}</Link>
						</Button>
					</div>
				)}
			</section>
			{report ? <TournamentReport key={report.tournament.id} report={report} /> : null}
		</>
	)
}

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
	return (
		<Card className="gap-2 py-4">
			<CardHeader className="px-4">
				<CardTitle asChild>
					<dt className="text-sm font-medium text-muted-foreground">{label}</dt>
				</CardTitle>
			</CardHeader>
			<CardContent className="grid gap-1 px-4">
				<dd className="text-2xl font-semibold" data-testid={testId}>
					{value}
				</dd>
				{hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
			</CardContent>
		</Card>
	)
}

/** Each tournament with its dates and status; one that ended (or is running) opens its report, one to come its setup. */
function TournamentsTable({ rows, selectedId }: { rows: TournamentRow[]; selectedId?: string }) {
	const { t } = useTranslation('forDevelopers')
	return (
		<Table data-testid="tournaments">
			<TableHeader>
				<TableRow>
					<TableHead>{t('list.name')}</TableHead>
					<TableHead>{t('list.start')}</TableHead>
					<TableHead>{t('list.end')}</TableHead>
					<TableHead>{t('list.status')}</TableHead>
					<TableHead className="text-end">{t('list.participants')}</TableHead>
					<TableHead>
						<span className="sr-only">{t('list.actions')}</span>
					</TableHead>
				</TableRow>
			</TableHeader>
			<TableBody>
				{rows.map((row) => (
					<TableRow
						key={row.id}
						data-testid="tournament-row"
						data-tournament-id={row.id}
						data-state={row.id === selectedId ? 'selected' : undefined}
					>
						<TableCell className="font-medium">{row.name}</TableCell>
						<TableCell>{row.startLabel}</TableCell>
						<TableCell>{row.endLabel}</TableCell>
						<TableCell>
							<TournamentStatusBadge status={row.status} />
						</TableCell>
						<TableCell className="text-end">{row.totalUsers}</TableCell>
						<TableCell>
							{row.status === 'ENDED' || row.status === 'IN_PROGRESS' ? (
								<Link
									to={reportHref(row.id)}
									preventScrollReset
									aria-label={t('list.reportLabel', { name: row.name })}
									aria-current={row.id === selectedId ? 'true' : undefined}
									className="text-primary underline-offset-4 hover:underline"
								>
									{t('list.report')}
								</Link>
							) : row.status === 'SCHEDULED' ? (
								<Link
									to={settingsHref({ kind: 'edit', tournamentId: row.id })}
									aria-label={t('list.setupLabel', { name: row.name })}
									className="text-primary underline-offset-4 hover:underline"
								>
									{t('list.setup')}
								</Link>
							) : null}
						</TableCell>
					</TableRow>
				))}
			</TableBody>
		</Table>
	)
}

/**
 * One tournament's report: the participants by challenges solved (0 to 6) and the participants' table,
 * whose pages are appended. Without JavaScript "Show more" is a link asking for one page more (the server
 * draws pages 1 to n); with it, a fetcher asks for the next page only and its rows are appended.
 */
function TournamentReport({ report }: { report: Report }) {
	const { t } = useTranslation('forDevelopers')
	const fetcher = useFetcher<typeof loader>()
	const [more, setMore] = useState<{ rows: UserRow[]; lastPage: number; hasMore: boolean }>({
		rows: [],
		lastPage: report.lastPage,
		hasMore: report.hasMore,
	})
	const fetched = fetcher.data?.report
	useEffect(() => {
		if (!fetched || fetched.tournament.id !== report.tournament.id) return
		setMore((current) =>
			fetched.firstPage === current.lastPage + 1
				? { rows: [...current.rows, ...fetched.rows], lastPage: fetched.lastPage, hasMore: fetched.hasMore }
				: current,
		)
	}, [fetched, report.tournament.id])
	const rows = [...report.rows, ...more.rows]
	const max = Math.max(1, ...report.statistic.map((item) => item.usersAmount))
	const nextHref = reportHref(report.tournament.id, more.lastPage + 1)
	return (
		<section
			id="tournament-report"
			aria-labelledby="tournament-report-title"
			className="grid gap-4 scroll-mt-4"
			data-testid="tournament-report"
		>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="tournament-report-title" className="text-xl font-semibold">
					{t('report.title', { name: report.tournament.name })}
				</h2>
				<Link to={FOR_DEVELOPERS_PATH.statistics} preventScrollReset className="text-sm text-primary underline-offset-4 hover:underline">
					{t('report.close')}
				</Link>
			</div>
			<div className="flex flex-wrap gap-2 text-sm text-muted-foreground">
				<TournamentStatusBadge status={report.tournament.status} />
				<span>
					{report.tournament.startLabel} – {report.tournament.endLabel}
				</span>
			</div>
			<div className="grid gap-2">
				<h3 className="font-medium">{t('report.distribution')}</h3>
				<Table data-testid="solved-distribution" containerClassName="max-w-xl">
					<TableHeader>
						<TableRow>
							<TableHead>{t('report.solved')}</TableHead>
							<TableHead className="text-end">{t('report.users')}</TableHead>
							<TableHead aria-hidden="true" className="w-1/2" />
						</TableRow>
					</TableHeader>
					<TableBody>
						{report.statistic.map((item) => (
							<TableRow key={item.solvedChallenges} data-solved={item.solvedChallenges}>
								<TableCell>
									{item.solvedChallenges} / {CHALLENGES_PER_TOURNAMENT}
								</TableCell>
								<TableCell className="text-end tabular-nums">{item.usersAmount}</TableCell>
								<TableCell aria-hidden="true">
									<div className="h-2 rounded-full bg-primary" style={{ width: `${(item.usersAmount / max) * 100}%` }} />
								</TableCell>
							</TableRow>
						))}
					</TableBody>
				</Table>
				<p className="text-sm" data-testid="total-users">
					{t('report.totalUsers', { count: report.totalUsers })}
				</p>
			</div>
			<div className="grid gap-2">
				<h3 className="font-medium">{t('report.usersTitle')}</h3>
				{rows.length > 0 ? (
					<Table data-testid="tournament-users">
						<TableHeader>
							<TableRow>
								<TableHead>{t('report.name')}</TableHead>
								<TableHead>{t('report.email')}</TableHead>
								<TableHead className="text-end">{t('report.solvedColumn')}</TableHead>
								<TableHead className="text-end">{t('report.score')}</TableHead>
								<TableHead>{t('report.lastActivity')}</TableHead>
							</TableRow>
						</TableHeader>
						<TableBody>
							{rows.map((row) => (
								<TableRow key={row.userId} data-testid="tournament-user">
									<TableCell className="font-medium">{row.name}</TableCell>
									<TableCell>{row.email}</TableCell>
									<TableCell className="text-end tabular-nums">{row.solved}</TableCell>
									<TableCell className="text-end tabular-nums">{row.score}</TableCell>
									<TableCell>{row.lastActivity ?? t('report.never')}</TableCell>
								</TableRow>
							))}
						</TableBody>
					</Table>
				) : (
					<p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{t('report.noUsers')}</p>
				)}
				<div className="flex flex-wrap items-center gap-3">
					<p aria-live="polite" className="text-sm text-muted-foreground" data-testid="users-shown">
						{t('report.shown', { shown: rows.length, total: report.totalItems })}
					</p>
					{more.hasMore ? (
						<Button asChild variant="outline" size="sm">
							<Link
								to={nextHref}
								preventScrollReset
								onClick={(event) => {
									event.preventDefault()
									if (fetcher.state !== 'idle') return
									const params = new URLSearchParams({ [TOURNAMENT_PARAM]: report.tournament.id, [PAGE_PARAM]: String(more.lastPage + 1) })
									void fetcher.load(`${FOR_DEVELOPERS_PATH.statistics}?${params}`)
								}}
								aria-disabled={fetcher.state !== 'idle' || undefined}
							>
								{t('report.showMore')}
							</Link>
						</Button>
					) : null}
				</div>
			</div>
		</section>
	)
}
