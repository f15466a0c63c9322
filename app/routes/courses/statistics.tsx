import { Link, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { isInGroup, ROLE_GROUPS } from '#app/auth/roles.ts'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { hrefWith } from '#app/components/shell/url-state.ts'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import { endCourseCampaign, listCourseCampaigns, type CourseCampaignRow } from '#app/gateway/courses.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { coursePath } from '#app/routes/learning/course-library.ts'
import type { Route } from './+types/statistics'

/** `?end=<campaignId>` opens the confirmation that ends that campaign. */
const END_PARAM = 'end'
const END_INTENT = 'endCampaign'

/** The company's campaigns of this course (spec 2 §3 "Training campaign row"), newest first. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const lng = getLocale(args.context)
	const result = await settle(args.request, () => listCourseCampaigns(viewer.token, viewer.company.id, args.params.courseId))
	const rows = result.ok ? result.value.campaigns.map((row) => toStatisticsRow(row, lng)) : []
	const canEnd = isInGroup(viewer.user.role, 'staff')
	const endRequested = args.url.searchParams.get(END_PARAM)
	return {
		rows,
		failure: result.ok ? null : result.failure,
		canEnd,
		// Only a campaign of this list that has not ended yet can be asked about.
		ending: canEnd ? (rows.find((row) => row.id === endRequested && row.status !== 'ARCHIVED') ?? null) : null,
	}
}

/** End campaign: it ends for its learners and is archived; the tab comes back with the outcome. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const formData = await args.request.formData()
	const campaignId = formData.get('campaignId')
	if (formData.get('intent') !== END_INTENT || typeof campaignId !== 'string' || !campaignId) {
		throw new Response('Unknown intent', { status: 400 })
	}
	const back = coursePath(args.params.courseId, 'statistics')
	try {
		await endCourseCampaign(viewer.token, viewer.company.id, campaignId)
	} catch (error) {
		return redirectWithToast(args.request, back, { type: 'error', ...(await writeFailure(error, args.request)) })
	}
	return redirectWithToast(args.request, back, { type: 'success', message: 'learning:statistics.ended' })
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
	const location = useLocation()
	const { rows, failure, canEnd, ending } = loaderData
	const closeHref = hrefWith(location, END_PARAM, null)
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
							{canEnd ? <TableHead scope="col">{t('statistics.columns.actions')}</TableHead> : null}
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
								{canEnd ? (
									<TableCell>
										{row.status === 'ARCHIVED' ? null : (
											<Link
												to={hrefWith(location, END_PARAM, row.id)}
												preventScrollReset
												className="text-primary underline-offset-4 hover:underline"
												aria-label={t('statistics.endNamed', { name: row.name })}
											>
												{t('statistics.end')}
											</Link>
										)}
									</TableCell>
								) : null}
							</TableRow>
						))}
					</TableBody>
				</Table>
			)}
			<ConfirmDialog
				open={ending !== null}
				data-testid="end-campaign-dialog"
				title={t('statistics.endTitle')}
				description={ending ? t('statistics.endDescription', { name: ending.name }) : ''}
				closeHref={closeHref}
				form={{ action: closeHref, fields: { intent: END_INTENT, campaignId: ending?.id ?? '' } }}
				confirmLabel={t('statistics.end')}
				destructive
			/>
		</section>
	)
}
