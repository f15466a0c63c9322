import { requireViewer } from '#app/auth/guards.server.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import { listCourseCampaigns, type CourseCampaignRow } from '#app/gateway/courses.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import type { Route } from './+types/statistics'

/** The company's campaigns of this course (spec 2 §3 "Training campaign row"), newest first. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const lng = getLocale(args.context)
	const result = await settle(args.request, () => listCourseCampaigns(viewer.token, viewer.company.id, args.params.courseId))
	return {
		rows: result.ok ? result.value.campaigns.map((row) => toStatisticsRow(row, lng)) : [],
		failure: result.ok ? null : result.failure,
	}
}

function toStatisticsRow(row: CourseCampaignRow, lng: string) {
	return {
		...row,
		startedLabel: formatDate(row.startedAt, lng),
		archivedLabel: formatDate(row.archivedAt, lng),
	}
}

const COUNT_COLUMNS = ['completed', 'inProgress', 'overdue', 'notStarted'] as const

/** The statistics tab: one row per campaign with its assignments by state, score and dates. */
export default function CourseStatistics({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('learning')
	const { rows, failure } = loaderData
	return (
		<section aria-labelledby="course-campaigns-title" className="grid gap-4">
			<h2 id="course-campaigns-title" className="text-xl font-semibold">
				{t('statistics.title')}
			</h2>
			<LoadFailures failures={[failure]} namespace="learning" />
			{rows.length === 0 ? (
				failure ? null : (
					<p className="rounded-md border border-dashed p-8 text-center text-muted-foreground" data-testid="campaigns-empty">
						{t('widgets:table.noData')}
					</p>
				)
			) : (
				<Table data-testid="course-campaigns">
					<TableHeader>
						<TableRow>
							<TableHead scope="col">{t('statistics.columns.name')}</TableHead>
							<TableHead scope="col">{t('statistics.columns.total')}</TableHead>
							<TableHead scope="col">{t('statistics.columns.status')}</TableHead>
							{COUNT_COLUMNS.map((column) => (
								<TableHead key={column} scope="col">
									{t(`statistics.columns.${column}`)}
								</TableHead>
							))}
							<TableHead scope="col">{t('statistics.columns.score')}</TableHead>
							<TableHead scope="col">{t('statistics.columns.daysToComplete')}</TableHead>
							<TableHead scope="col">{t('statistics.columns.started')}</TableHead>
							<TableHead scope="col">{t('statistics.columns.archived')}</TableHead>
						</TableRow>
					</TableHeader>
					<TableBody>
						{rows.map((row) => (
							<TableRow key={row.id} data-campaign-id={row.id}>
								<TableHead scope="row" className="font-medium text-foreground">
									{row.name}
								</TableHead>
								<TableCell data-field="total">{row.total}</TableCell>
								<TableCell>
									<StatusChip status={row.status}>{t(`statistics.status.${row.status}`)}</StatusChip>
								</TableCell>
								{COUNT_COLUMNS.map((column) => (
									<TableCell key={column} data-field={column}>
										{row[column]}
									</TableCell>
								))}
								<TableCell data-field="score">{row.score === null ? '—' : Math.round(row.score)}</TableCell>
								<TableCell data-field="daysToComplete">{row.daysToComplete}</TableCell>
								<TableCell>{row.startedLabel ?? '—'}</TableCell>
								<TableCell>{row.archivedLabel ?? '—'}</TableCell>
							</TableRow>
						))}
					</TableBody>
				</Table>
			)}
		</section>
	)
}
