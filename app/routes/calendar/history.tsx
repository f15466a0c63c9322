import { Link } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import { getAwarenessStatistics } from '#app/gateway/awareness-analytics.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { settle } from '#app/lib/gateway-results.server.ts'
import { calendarYears, historyHref, historyMonthPath, monthLabel, parseYear } from './calendar-url.ts'
import type { Route } from './+types/history'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'calendar:tabs.history', 'calendar:title')

/** The months of a year whose video has gone out, newest first, with their awareness statistics (spec 2 §7 "Analytics"). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const now = new Date()
	const year = parseYear(args.url.searchParams, now)
	const stats = await settle(args.request, () => getAwarenessStatistics(viewer.token, viewer.company.id, { year }))
	return {
		year,
		range: calendarYears(now),
		rows: stats.ok ? stats.value.items : [],
		failure: stats.ok ? null : stats.failure,
	}
}

export default function CalendarHistory({ loaderData }: Route.ComponentProps) {
	const { t, i18n } = useTranslation('calendar')
	const { year, range, rows } = loaderData
	return (
		<section aria-labelledby="calendar-history" className="grid gap-4">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="calendar-history" className="text-xl font-semibold">
					{t('history.title')}
				</h2>
				<nav aria-label={t('year.nav')} className="flex items-center gap-2">
					<HistoryYearLink year={year - 1} disabled={year - 1 < range.from} label={t('year.previous')} icon="chevron-left" />
					<span className="min-w-14 text-center font-medium tabular-nums" data-testid="history-year">
						{year}
					</span>
					<HistoryYearLink year={year + 1} disabled={year + 1 > range.to} label={t('year.next')} icon="chevron-right" />
				</nav>
			</div>
			<LoadFailures failures={[loaderData.failure]} namespace="calendar" />
			{rows.length === 0 ? (
				loaderData.failure ? null : (
					<p className="rounded-md border border-dashed p-8 text-center text-muted-foreground" data-testid="history-empty">
						{t('history.empty')}
					</p>
				)
			) : (
				<Table data-testid="history-table">
					<TableCaption className="sr-only">{t('history.title')}</TableCaption>
					<TableHeader>
						<TableRow>
							<TableHead scope="col">{t('history.month')}</TableHead>
							<TableHead scope="col">{t('history.video')}</TableHead>
							<TableHead scope="col" className="text-end">
								{t('history.learners')}
							</TableHead>
							<TableHead scope="col" className="text-end">
								{t('history.completed')}
							</TableHead>
							<TableHead scope="col" className="text-end">
								{t('history.inProgress')}
							</TableHead>
							<TableHead scope="col" className="text-end">
								{t('history.notStarted')}
							</TableHead>
							<TableHead scope="col" className="text-end">
								{t('history.completion')}
							</TableHead>
						</TableRow>
					</TableHeader>
					<TableBody>
						{rows.map((row) => {
							const month = monthLabel(row.date.slice(0, 7), i18n.language)
							return (
								<TableRow key={row.eventId} data-testid="history-row" data-event-id={row.eventId}>
									<TableCell className="font-medium">
										<Link
											to={historyMonthPath(row.eventId)}
											aria-label={t('history.open', { month })}
											className="text-primary underline-offset-4 hover:underline"
										>
											{month}
										</Link>
									</TableCell>
									<TableCell>{row.videoName}</TableCell>
									<TableCell className="text-end tabular-nums">{row.totalUsers}</TableCell>
									<TableCell className="text-end tabular-nums">{row.completed}</TableCell>
									<TableCell className="text-end tabular-nums">{row.inProgress}</TableCell>
									<TableCell className="text-end tabular-nums">{row.notStarted}</TableCell>
									<TableCell className="text-end tabular-nums">{row.completionPercentage}%</TableCell>
								</TableRow>
							)
						})}
					</TableBody>
				</Table>
			)}
		</section>
	)
}

function HistoryYearLink({
	year,
	disabled,
	label,
	icon,
}: {
	year: number
	disabled: boolean
	label: string
	icon: 'chevron-left' | 'chevron-right'
}) {
	const glyph = <Icon name={icon} className="size-4 rtl:rotate-180" />
	if (disabled) {
		return (
			<Button type="button" variant="outline" size="icon" disabled aria-label={label}>
				{glyph}
			</Button>
		)
	}
	return (
		<Button asChild variant="outline" size="icon">
			<Link to={historyHref(year)} aria-label={label}>
				{glyph}
			</Link>
		</Button>
	)
}
