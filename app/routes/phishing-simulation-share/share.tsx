import { useState } from 'react'
import { data, Form, Link, useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { ListingTable } from '#app/components/data-table/listing-table.tsx'
import { type UiMessage } from '#app/components/form-errors.ts'
import { BackLink, PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { cloneCampaign, completeSharedCampaigns } from '#app/gateway/phishing-simulation-sharing.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { loadResources, textsHandle } from '#app/i18n/resources.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { formatDate, isoDay } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { parseTableQuery, TABLE_PARAMS } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { displayTimezone } from '#server/shared/phishing-simulation.ts'
import { AddCustomersDialog, type AddCustomersData } from './add-customers-dialog.tsx'
import {
	ADD_MODAL,
	addCustomersSchema,
	ARCHIVE_ALL,
	ARCHIVE_FORM,
	ARCHIVE_IDS,
	DIALOG_PARAMS,
	LIST_PATH,
	SHARE_INTENT,
	type SHARE_SORT_COLUMNS,
	shareTable,
	tableParams,
	withoutDialog,
} from './share-options.ts'
import {
	allSharedCampaignIds,
	loadCandidates,
	loadSharedCampaign,
	loadSharedPage,
	requireShareViewer,
	shareFailure,
	timezoneOptions,
} from './share.server.ts'
import type { Route } from './+types/share'

// Sharing a phishing simulation campaign with the partner's customers (spec 3 §2 share page, §4 Sharing,
// §5 "Simulation share", §8 messages, §9 defaults): the customers it is shared with (progress, start
// date, received), Add Customers (`?modal=add-customers`, add-customers-dialog.tsx) and Archive for the
// ticked ones. Partners only (share.server.ts); the company is the session's.

export const handle = textsHandle('phishing-simulation-share')

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'phishingSimulationShare:shareToMyCustomers')

const flag = (value: string | null) => value === 'true' || value === 'on'

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireShareViewer(args)
	const { campaignId } = args.params
	const lng = getLocale(args.context)
	const params = args.url.searchParams
	const query = parseTableQuery(shareTable, args.url)
	const [campaign, shared] = await Promise.all([
		// The campaign's zone is the dialog's default; a read that fails otherwise than "not yours" (a redirect) leaves UTC.
		loadSharedCampaign(viewer, campaignId).catch((error: unknown) => {
			if (error instanceof Response) throw error
			return null
		}),
		loadSharedPage(viewer, campaignId, query),
	])
	const today = isoDay(new Date())
	let dialog: AddCustomersData | null = null
	if (params.get(DIALOG_PARAMS.modal) === ADD_MODAL) {
		const search = (params.get(DIALOG_PARAMS.search) ?? '').trim().slice(0, 255)
		const page = Number(params.get(DIALOG_PARAMS.page) ?? 0)
		const candidates = await settle(args.request, () =>
			loadCandidates(viewer, campaignId, search, Number.isInteger(page) && page >= 0 ? page : 0),
		)
		dialog = {
			...(candidates.ok ? candidates.value : { customers: [], totalAvailableCount: 0, totalCount: 0, pageNumber: 0, pageCount: 1 }),
			failure: candidates.ok ? null : candidates.failure,
			search,
			startDate: params.get(DIALOG_PARAMS.startDate) ?? today,
			timezone: params.get(DIALOG_PARAMS.timezone) ?? (campaign ? displayTimezone(campaign.timezone) : 'UTC'),
			picked: [...new Set(params.getAll(DIALOG_PARAMS.companyIds))].slice(0, 1000),
			isAllSelected: flag(params.get(DIALOG_PARAMS.isAllSelected)),
			timezones: timezoneOptions(),
		}
	}
	return {
		name: shared.parentCampaignName,
		rows: shared.companies.map((row) => ({
			id: row.campaignId,
			campaignId: row.campaignId,
			companyName: row.companyName,
			progress: Math.round(row.sentPercent),
			startLabel: formatDate(row.startDate, lng),
			receivedLabel: formatDate(row.createdDate, lng),
		})),
		total: shared.pageInfo.totalCount,
		dialog,
		today,
	}
}

type ActionReply = {
	errors?: Record<string, string[] | null>
	values?: { startDate: string; timezone: string; companyIds: string[]; isAllSelected: boolean }
	failure?: UiMessage
}

async function translator(args: Route.ActionArgs) {
	const lng = getLocale(args.context)
	return createTranslator(lng, await loadResources(lng, ['phishing-simulation-share']))
}

/** Add (clone into the chosen customers) and Archive (complete the ticked customers), told apart by `intent`. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireShareViewer(args)
	const { campaignId } = args.params
	const url = args.url
	const formData = await args.request.formData()
	const intent = formData.get('intent')
	const { token } = viewer
	const companyId = viewer.company.id

	if (intent === SHARE_INTENT.add) {
		const submission = parseSubmission(formData, addCustomersSchema(isoDay(new Date(Date.now() - 24 * 3600_000))))
		const raw = {
			startDate: String(formData.get(DIALOG_PARAMS.startDate) ?? ''),
			timezone: String(formData.get(DIALOG_PARAMS.timezone) ?? ''),
			companyIds: formData.getAll(DIALOG_PARAMS.companyIds).map(String),
			isAllSelected: flag(String(formData.get(DIALOG_PARAMS.isAllSelected) ?? '')),
		}
		if (submission.status !== 'success') return data<ActionReply>({ errors: submission.error ?? {}, values: raw }, { status: 400 })
		const value = submission.value
		try {
			// The name is the partner's campaign's (the gateway's when empty).
			const reply = await cloneCampaign(token, companyId, campaignId, {
				companyIds: value.isAllSelected ? [] : [...new Set(value.companyIds)],
				name: '',
				startDate: value.startDate,
				timezone: value.timezone,
				isAllSelected: value.isAllSelected,
			})
			const t = await translator(args)
			return redirectWithToast(args.request, withoutDialog(url.pathname, url.search), {
				type: 'success',
				message: t('phishingSimulationShare:toast.added', { count: reply.count }),
				raw: true,
			})
		} catch (error) {
			return data<ActionReply>({ values: raw, failure: await shareFailure(error, args.request) }, { status: 400 })
		}
	}

	if (intent === SHARE_INTENT.archive) {
		const back = `${url.pathname}${url.search}`
		const searchText = url.searchParams.get(TABLE_PARAMS.searchText)?.trim() ?? ''
		let isAllSelected = formData.get(ARCHIVE_ALL) === 'true'
		let campaignIds = [...new Set(formData.getAll(ARCHIVE_IDS).map(String))].filter(Boolean)
		try {
			// Every customer across pages: with a search, only those it finds (the gateway's "all" knows no search).
			if (isAllSelected && searchText) {
				campaignIds = await allSharedCampaignIds(viewer, campaignId, searchText)
				isAllSelected = false
			}
			if (!isAllSelected && campaignIds.length === 0)
				return redirectWithToast(args.request, back, { type: 'error', message: 'phishingSimulationShare:errors.noSelection' })
			const reply = await completeSharedCampaigns(token, companyId, {
				campaignIds: isAllSelected ? [] : campaignIds,
				isAllSelected,
				parentCampaignId: campaignId,
			})
			const t = await translator(args)
			return redirectWithToast(args.request, withoutPage(url), {
				type: 'info',
				message: t('phishingSimulationShare:toast.removed', { count: reply.count }),
				raw: true,
			})
		} catch (error) {
			return redirectWithToast(args.request, back, { type: 'error', ...(await shareFailure(error, args.request)) })
		}
	}
	throw new Response('Unknown intent', { status: 400 })
}

/** After removing rows the page may be past the last one: back to the first page (search and sort kept). */
function withoutPage(url: URL) {
	const params = new URLSearchParams(url.search)
	params.delete(TABLE_PARAMS.pageNumber)
	const query = params.toString()
	return query ? `${url.pathname}?${query}` : url.pathname
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

export default function SharePage({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('phishing-simulation-share')
	const { t } = useTranslation('phishingSimulationShare')
	const location = useLocation()
	const hydrated = useHydrated()
	const { name, rows, total, dialog, today } = loaderData
	const [selected, setSelected] = useState({ values: [] as string[], isAllSelected: false })
	const selectedCount = selected.isAllSelected ? total : selected.values.length
	const archiving = useIsPending({ intent: SHARE_INTENT.archive })
	const path = location.pathname
	const searchText = new URLSearchParams(location.search).get(TABLE_PARAMS.searchText)
	const openHref = withoutDialog(path, location.search, [[DIALOG_PARAMS.modal, ADD_MODAL]])
	const closeHref = withoutDialog(path, location.search)
	const empty = total === 0 && !searchText

	const columns: DataTableColumn<Row, (typeof SHARE_SORT_COLUMNS)[number]>[] = [
		{ id: 'companyName', header: t('columns.companyName'), sortBy: 'name', isRowHeader: true, cell: (row) => row.companyName },
		{
			id: 'progress',
			header: t('columns.progress'),
			sortBy: 'sentPercent',
			cell: (row) => <span data-field="progress">{row.progress}%</span>,
		},
		{
			id: 'startDate',
			header: t('columns.startDate'),
			sortBy: 'startDate',
			cell: (row) => <span data-field="startDate">{row.startLabel ?? t('notScheduled')}</span>,
		},
		{
			id: 'received',
			header: t('columns.received'),
			sortBy: 'createdDate',
			cell: (row) => <span data-field="received">{row.receivedLabel}</span>,
		},
	]

	const addButton = (
		<Button asChild>
			<Link to={openHref} preventScrollReset>
				{t('addCustomers')}
			</Link>
		</Button>
	)

	return (
		<PageLayout>
			<BackLink to={LIST_PATH}>{t('back')}</BackLink>
			<PageHeader title={t('heading', { name })} actions={empty ? null : addButton} />
			{empty ? (
				<section
					aria-labelledby="share-empty-title"
					className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center"
					data-testid="share-empty"
				>
					<h2 id="share-empty-title" className="text-lg font-semibold">
						{t('empty.title')}
					</h2>
					<p className="max-w-prose text-muted-foreground">{t('empty.text')}</p>
					{addButton}
				</section>
			) : (
				<section aria-labelledby="share-count" className="grid gap-3">
					{/* The table holds GET forms of its own: its checkboxes join this form through their form attribute. */}
					<Form
						id={ARCHIVE_FORM}
						method="post"
						action={`${path}${location.search}`}
						preventScrollReset
						className="flex min-h-9 flex-wrap items-center gap-3"
					>
						<input type="hidden" name="intent" value={SHARE_INTENT.archive} />
						<h2 id="share-count" className="text-lg font-semibold" aria-live="polite" data-testid="share-count">
							{hydrated && selectedCount > 0 ? t('selectedCount', { count: selectedCount }) : t('customersCount', { count: total })}
						</h2>
						{/* Spec 3 §2: Archive shows once customers are selected (without JavaScript it is always there). */}
						{!hydrated || selectedCount > 0 ? (
							<StatusButton type="submit" variant="outline" pending={archiving} title={t('archiveHint')}>
								{t('archive')}
							</StatusButton>
						) : null}
					</Form>
					<ListingTable
						table={shareTable}
						caption={t('tableCaption')}
						search={t('search')}
						columns={columns}
						rows={rows}
						total={total}
						paginationLabel={t('tableCaption')}
						selection={{
							name: ARCHIVE_IDS,
							value: (row) => row.campaignId,
							label: (row) => t('selectCustomer', { name: row.companyName }),
							form: ARCHIVE_FORM,
							allSelectedName: ARCHIVE_ALL,
							onChange: setSelected,
						}}
					/>
				</section>
			)}
			{dialog ? (
				<AddCustomersDialog
					// A failed add comes back with what was typed: a fresh dialog shows it.
					key={actionData ? JSON.stringify(actionData.values) : 'dialog'}
					path={path}
					postAction={`${path}${location.search}`}
					closeHref={closeHref}
					hiddenParams={tableParams(location.search)}
					today={today}
					data={actionData?.values ? { ...dialog, ...actionData.values, picked: actionData.values.companyIds } : dialog}
					errors={actionData?.errors}
					failure={actionData?.failure}
				/>
			) : null}
		</PageLayout>
	)
}
