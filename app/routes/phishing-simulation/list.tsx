import { Link, redirect, useLocation } from 'react-router'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { DataTable, type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import {
	completeSimulationCampaign,
	deleteSimulationCampaign,
	getSimulationCampaign,
	listSimulationCampaigns,
	type SimulationCampaignRow,
} from '#app/gateway/phishing-simulation.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { formatDate } from '#app/lib/dates.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { pathWithDialog } from '#app/lib/modals.ts'
import { parseTableQuery, redirectPastLastPage } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { cn } from '#app/lib/utils.ts'
import { ENTIRE_ROUND, LIST_TABS, TAB_STATUSES, type ListTab } from '#server/shared/phishing-simulation.ts'
import {
	campaignsTable,
	continuePath,
	CREATE_PATH,
	LIST_INTENT,
	LIST_MODAL,
	type ListColumn,
	listTabOf,
	PARAMS,
	reportPath,
	type RowAction,
	rowActions,
	SETTINGS_PATH,
	sharePath,
	TAB_COLUMNS,
	tabPath,
} from './list-options.ts'
import { requireSimulationViewer } from './simulation-access.server.ts'
import type { Route } from './+types/list'
import type * as React from 'react'

export const handle = textsHandle('phishing-simulation')

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'phishingSimulation:title')

const DIALOG_PARAMS = [PARAMS.modal, PARAMS.campaignId] as const

type Row = {
	id: string
	name: string
	status: SimulationCampaignRow['status']
	total: number
	completed: number
	inProgress: number
	overdue: number
	notStarted: number
	score: number | null
	daysToComplete: number
	startedAt: string | null
	archivedAt: string | null
	createdAt: string | null
	parentCampaignName: string | null
}

function toRow(campaign: SimulationCampaignRow, lng: string): Row {
	return {
		id: campaign.id,
		name: campaign.name,
		status: campaign.status,
		total: campaign.total,
		completed: campaign.completed,
		inProgress: campaign.inProgress,
		overdue: campaign.overdue,
		notStarted: campaign.notStarted,
		score: campaign.score,
		daysToComplete: campaign.daysToComplete,
		startedAt: formatDate(campaign.startedAt, lng),
		archivedAt: formatDate(campaign.archivedAt, lng),
		createdAt: formatDate(campaign.createdAt, lng),
		parentCampaignName: campaign.parentCampaignName,
	}
}

/**
 * A tab's campaigns, one page (spec 3 §7 campaigns/active, /drafts, /archive), and the campaign a confirm
 * dialog of the URL names (read by id, so a dialog opened from a link works on any page of the tab).
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireSimulationViewer(args)
	if (!args.params.tab) throw redirect(`${tabPath('active')}${args.url.search}`)
	const tab = listTabOf(args.params.tab)
	if (!tab) throw new Response('Not Found', { status: 404 })
	const lng = getLocale(args.context)
	const query = parseTableQuery(campaignsTable, args.url)
	const params = args.url.searchParams
	const modal = params.get(PARAMS.modal)
	const campaignId = params.get(PARAMS.campaignId)
	const [page, confirming] = await Promise.all([
		settle(args.request, () =>
			listSimulationCampaigns(viewer.token, viewer.company.id, tab, { pageNumber: query.pageNumber, pageSize: query.pageSize }),
		),
		(modal === LIST_MODAL.archive || modal === LIST_MODAL.delete) && campaignId && campaignId.length <= 200
			? getSimulationCampaign(viewer.token, viewer.company.id, campaignId).catch(() => null)
			: null,
	])
	const total = page.ok ? page.value.pageInfo.totalCount : 0
	if (page.ok) redirectPastLastPage(campaignsTable, args.url, query, total)
	// A dialog only for a campaign of this tab that allows it (a stale link opens nothing).
	const allowed = confirming && (TAB_STATUSES[tab] as readonly string[]).includes(confirming.status) ? confirming : null
	const actions = allowed ? rowActions(allowed.status, viewer.company.distribution.isPartner) : []
	return {
		tab,
		isPartner: viewer.company.distribution.isPartner,
		rows: page.ok ? page.value.campaigns.map((c) => toRow(c, lng)) : [],
		total,
		failure: page.ok ? null : page.failure,
		archiving: modal === LIST_MODAL.archive && allowed && actions.includes('stop') ? { id: allowed.id, name: allowed.name } : null,
		deleting: modal === LIST_MODAL.delete && allowed && actions.includes('delete') ? { id: allowed.id, name: allowed.name } : null,
	}
}

/** Stop (archive) or delete a campaign; either answers with the tab (its page kept, the dialog closed) and a toast. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireSimulationViewer(args)
	const formData = await args.request.formData()
	const intent = formData.get('intent')
	const campaignId = formData.get('campaignId')
	if (typeof campaignId !== 'string' || !campaignId || campaignId.length > 200) throw new Response('Bad request', { status: 400 })
	if (intent !== LIST_INTENT.archive && intent !== LIST_INTENT.delete) throw new Response('Unknown intent', { status: 400 })
	const back = pathWithDialog(`${args.url.pathname}${args.url.search}`, DIALOG_PARAMS, {})
	try {
		if (intent === LIST_INTENT.archive) await completeSimulationCampaign(viewer.token, viewer.company.id, campaignId)
		else await deleteSimulationCampaign(viewer.token, viewer.company.id, campaignId)
	} catch (error) {
		return redirectWithToast(args.request, back, { type: 'error', ...(await writeFailure(error, args.request)) })
	}
	return redirectWithToast(args.request, back, {
		type: 'success',
		message: intent === LIST_INTENT.archive ? 'phishingSimulation:archive.done' : 'phishingSimulation:remove.done',
	})
}

/** /phishing-simulation/{active|drafts|archived} (spec 3 §2): the tabs, the campaign table, Create Campaign and Settings. */
export default function SimulationList({ loaderData }: Route.ComponentProps) {
	useAreaTexts('phishing-simulation')
	const { t } = useTranslation('phishingSimulation')
	const location = useLocation()
	const { tab, rows, total, archiving, deleting, isPartner } = loaderData
	const here = `${location.pathname}${location.search}`
	const dialogHref = (modal: string, id: string) => pathWithDialog(here, DIALOG_PARAMS, { [PARAMS.modal]: modal, [PARAMS.campaignId]: id })
	const closeHref = pathWithDialog(here, DIALOG_PARAMS, {})
	const count = (value: number) => value.toLocaleString()
	const cells: Record<ListColumn, (row: Row) => React.ReactNode> = {
		total: (r) => count(r.total),
		status: (r) => <StatusChip status={r.status}>{t(`list.statuses.${r.status}`)}</StatusChip>,
		completed: (r) => count(r.completed),
		inProgress: (r) => count(r.inProgress),
		overdue: (r) => count(r.overdue),
		notStarted: (r) => count(r.notStarted),
		score: (r) => (r.score === null ? <span aria-label={t('list.noScore')}>—</span> : `${Math.round(r.score)}%`),
		daysToComplete: (r) => (r.daysToComplete === ENTIRE_ROUND ? t('list.entireRound') : t('list.days', { count: r.daysToComplete })),
		startedAt: (r) => r.startedAt ?? '—',
		archivedAt: (r) => r.archivedAt ?? '—',
		createdAt: (r) => r.createdAt ?? '—',
	}
	const actionHref = (action: RowAction, row: Row) =>
		({
			report: reportPath(row.id),
			share: sharePath(row.id),
			stop: dialogHref(LIST_MODAL.archive, row.id),
			delete: dialogHref(LIST_MODAL.delete, row.id),
			continue: continuePath(row.id),
		})[action]
	const columns: Array<DataTableColumn<Row>> = [
		{
			id: 'name',
			header: t('list.columns.name'),
			isRowHeader: true,
			cell: (row) => (
				<span className="grid gap-0.5">
					<span>{row.name}</span>
					{row.parentCampaignName ? (
						<span className="text-xs font-normal text-muted-foreground">{t('list.clonedFrom', { name: row.parentCampaignName })}</span>
					) : null}
				</span>
			),
		},
		...TAB_COLUMNS[tab].map((column) => ({
			id: column,
			header: (
				<span title={t(`list.legend.${column}`)} className="cursor-help underline decoration-dotted underline-offset-4">
					{t(`list.columns.${column}`)}
				</span>
			),
			cell: cells[column],
			align: ['status', 'daysToComplete', 'startedAt', 'archivedAt', 'createdAt'].includes(column) ? undefined : ('end' as const),
		})),
		{
			id: 'actions',
			header: <span className="sr-only">{t('list.columns.actions')}</span>,
			cell: (row) => (
				<ul className="flex flex-wrap justify-end gap-1" aria-label={t('list.actionsOf', { name: row.name })}>
					{rowActions(row.status, isPartner).map((action) => (
						<li key={action}>
							<Link
								to={actionHref(action, row)}
								preventScrollReset={action === 'stop' || action === 'delete'}
								className={cn(
									buttonVariants({ variant: action === 'stop' || action === 'delete' ? 'ghost' : 'outline', size: 'sm' }),
									(action === 'stop' || action === 'delete') && 'text-destructive',
								)}
								aria-label={t(`list.actionLabels.${action}`, { name: row.name })}
							>
								{t(`list.actions.${action}`)}
							</Link>
						</li>
					))}
				</ul>
			),
			align: 'end',
		},
	]
	return (
		<PageLayout>
			<PageHeader
				title={t('title')}
				description={t('list.description')}
				actions={
					<>
						<Button asChild variant="outline">
							<Link to={SETTINGS_PATH}>{t('list.settings')}</Link>
						</Button>
						<Button asChild>
							<Link to={CREATE_PATH}>{t('list.createCampaign')}</Link>
						</Button>
					</>
				}
			>
				<TabNav aria-label={t('list.tabsLabel')}>
					{LIST_TABS.map((name: ListTab) => (
						<TabNavLink key={name} to={tabPath(name)} active={name === tab}>
							{t(`list.tabs.${name}`)}
						</TabNavLink>
					))}
				</TabNav>
			</PageHeader>
			<section aria-labelledby="simulation-campaigns-title" className="grid gap-4" data-testid={`simulation-campaigns-${tab}`}>
				<h2 id="simulation-campaigns-title" className="sr-only">
					{t(`list.tabs.${tab}`)}
				</h2>
				<LoadFailures failures={[loaderData.failure]} namespace="phishingSimulation" />
				<DataTable
					table={campaignsTable}
					caption={t(`list.tabs.${tab}`)}
					hideCaption
					columns={columns}
					rows={rows}
					rowKey={(row) => row.id}
					total={total}
					emptyText={
						<span className="grid justify-items-center gap-3" data-testid="simulation-empty">
							<span>{t(`list.empty.${tab}`)}</span>
							{tab !== 'archived' ? (
								<Link to={CREATE_PATH} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
									{t('list.createCampaign')}
								</Link>
							) : null}
						</span>
					}
					paginationLabel={t('list.pagination')}
				/>
				<details className="text-sm text-muted-foreground">
					<summary className="cursor-pointer">{t('list.legend.title')}</summary>
					<dl className="mt-2 grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
						{TAB_COLUMNS[tab].map((column) => (
							<div key={column} className="contents">
								<dt className="font-medium text-foreground">{t(`list.columns.${column}`)}</dt>
								<dd>{t(`list.legend.${column}`)}</dd>
							</div>
						))}
					</dl>
				</details>
			</section>
			<ConfirmDialog
				open={archiving !== null}
				data-testid="archive-simulation-dialog"
				title={t('archive.title', { name: archiving?.name ?? '' })}
				description={t('archive.text')}
				closeHref={closeHref}
				form={{ action: here, fields: { intent: LIST_INTENT.archive, campaignId: archiving?.id ?? '' } }}
				confirmLabel={t('archive.confirm')}
				destructive
			/>
			<ConfirmDialog
				open={deleting !== null}
				data-testid="delete-simulation-dialog"
				title={t('remove.title', { name: deleting?.name ?? '' })}
				description={t('remove.text')}
				closeHref={closeHref}
				form={{ action: here, fields: { intent: LIST_INTENT.delete, campaignId: deleting?.id ?? '' } }}
				confirmLabel={t('remove.confirm')}
				destructive
			/>
		</PageLayout>
	)
}
