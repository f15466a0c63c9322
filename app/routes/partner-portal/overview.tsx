import { useId } from 'react'
import { Link } from 'react-router'
import { SHELL_PATH } from '#app/auth/visibility.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import { getResellerOverview, type ResellerOverview } from '#app/gateway/partner-portal.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { numberFormat } from '#app/lib/number-format.ts'
import { cn } from '#app/lib/utils.ts'
import { filteredCustomersHref, LICENSING_STATUSES } from './customers-url.ts'
import { requirePartner } from './guard.server.ts'
import type { Route } from './+types/overview'
import type * as React from 'react'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'partnerCustomers:overview.title')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requirePartner(args, 'reseller')
	const lng = getLocale(args.context)
	const result = await settle(args.request, () => getResellerOverview(viewer.token, viewer.company.id))
	return { overview: result.ok ? toOverviewView(result.value, lng) : null, failure: result.ok ? null : result.failure }
}

/** The overview with its dates formatted ('MMM dd, yyyy') for the page. */
function toOverviewView(overview: ResellerOverview, lng: string) {
	return {
		...overview,
		trialsEndingSoon: overview.trialsEndingSoon.map((trial) => ({ ...trial, endLabel: formatDate(trial.endDate, lng) })),
		recentTransactions: overview.recentTransactions.map((t) => ({
			id: t.id,
			customerName: t.customerName,
			licenses: t.licenses,
			amountDue: t.amountDue,
			currency: t.currency,
			status: t.status,
			dateLabel: formatDate(t.createdAt, lng),
		})),
	}
}
type OverviewView = ReturnType<typeof toOverviewView>

const STATUS_BAR_CLASS: Record<(typeof LICENSING_STATUSES)[number], string> = {
	BOOSTED: 'bg-success',
	TRIAL_ACTIVE: 'bg-info',
	FREE: 'bg-muted-foreground/50',
	UNREGISTERED: 'bg-warning',
}

/** The overview's single figures: what each counts, its texts (`overview.<text>`, `<text>Hint`) and the customers it links to. */
const FIGURE_CARDS = [
	{ text: 'overages', testId: 'overages', count: 'customersWithOverages', filter: { hasOverages: 'true' } },
	{ text: 'pendingAccess', testId: 'pending-access', count: 'pendingAccessRequests', filter: { accountAccess: 'REQUESTED' } },
] as const

/**
 * The reseller overview (spec 2 §2): what a partner opens every morning. Each figure links to the
 * customers table filtered to it (`?status=TRIAL_ACTIVE`, `?hasOverages=true`, `?accountAccess=REQUESTED`).
 */
export default function Overview({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('partnerCustomers')
	const { overview } = loaderData
	return (
		<PageLayout>
			<PageHeader title={t('overview.title')} description={t('overview.description')}>
				<LoadFailures failures={[loaderData.failure]} namespace="partnerCustomers" />
			</PageHeader>
			{overview ? (
				<div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="overview">
					<StatusCard overview={overview} />
					<TrialsCard overview={overview} />
					{FIGURE_CARDS.map((card) => (
						<FigureCard
							key={card.text}
							testId={card.testId}
							title={t(`overview.${card.text}`)}
							hint={t(`overview.${card.text}Hint`)}
							value={overview[card.count]}
							href={filteredCustomersHref('reseller', card.filter)}
						/>
					))}
					<SeatsCard overview={overview} />
					<TransactionsCard overview={overview} />
				</div>
			) : null}
		</PageLayout>
	)
}

function Card({ title, testId, className, children }: { title: string; testId: string; className?: string; children: React.ReactNode }) {
	const id = useId()
	return (
		<section
			aria-labelledby={id}
			data-testid={testId}
			className={cn('grid content-start gap-3 rounded-xl border bg-card p-5 shadow-sm', className)}
		>
			<h2 id={id} className="font-semibold">
				{title}
			</h2>
			{children}
		</section>
	)
}

/** A big figure that is a link to the customers it counts. */
function FigureLink({ value, label, href, testId }: { value: number; label: string; href: string; testId?: string }) {
	const { i18n } = useTranslation('partnerCustomers')
	return (
		<Link to={href} className="w-fit text-3xl font-semibold text-primary underline-offset-4 hover:underline" data-testid={testId}>
			{numberFormat(i18n.language).format(value)}
			<span className="sr-only"> {label}</span>
		</Link>
	)
}

function FigureCard({ title, hint, value, href, testId }: { title: string; hint: string; value: number; href: string; testId: string }) {
	return (
		<Card title={title} testId={testId}>
			<FigureLink value={value} label={title} href={href} testId={`${testId}-figure`} />
			<p className="text-sm text-muted-foreground">{hint}</p>
		</Card>
	)
}

/** Customers by licensing status: a figure per status (each a link) and a bar of the split. */
function StatusCard({ overview }: { overview: OverviewView }) {
	const { t, i18n } = useTranslation('partnerCustomers')
	const number = numberFormat(i18n.language)
	const counted = LICENSING_STATUSES.reduce((sum, status) => sum + overview.byStatus[status], 0)
	return (
		<Card title={t('overview.byStatus')} testId="by-status" className="sm:col-span-2 xl:col-span-3">
			<Link
				to={filteredCustomersHref('reseller', {})}
				className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
			>
				{t('overview.totalCustomers', { count: overview.totalCustomers })}
			</Link>
			{counted > 0 ? (
				<div className="flex h-3 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true" data-testid="status-bar">
					{LICENSING_STATUSES.map((status) =>
						overview.byStatus[status] > 0 ? (
							<div key={status} className={STATUS_BAR_CLASS[status]} style={{ width: `${(overview.byStatus[status] / counted) * 100}%` }} />
						) : null,
					)}
				</div>
			) : null}
			<ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('overview.statusSplit')}>
				{LICENSING_STATUSES.map((status) => (
					<li key={status} className="grid gap-1 rounded-md border p-3">
						<span className="flex items-center gap-2 text-sm text-muted-foreground">
							<span aria-hidden="true" className={cn('size-2.5 rounded-full', STATUS_BAR_CLASS[status])} />
							{t(`licensingStatus.${status}`)}
						</span>
						<Link
							to={filteredCustomersHref('reseller', { status })}
							className="w-fit text-2xl font-semibold text-primary underline-offset-4 hover:underline"
							data-testid={`status-${status}`}
						>
							{number.format(overview.byStatus[status])}
							<span className="sr-only"> {t(`licensingStatus.${status}`)}</span>
						</Link>
					</li>
				))}
			</ul>
		</Card>
	)
}

function TrialsCard({ overview }: { overview: OverviewView }) {
	const { t } = useTranslation('partnerCustomers')
	return (
		<Card title={t('overview.trialsEndingSoon')} testId="trials-ending">
			<FigureLink
				value={overview.trialsEndingSoonCount}
				label={t('overview.trialsEndingSoon')}
				href={filteredCustomersHref('reseller', { status: 'TRIAL_ACTIVE' }, { orderBy: 'expireDate', order: 'asc' })}
				testId="trials-ending-figure"
			/>
			<p className="text-sm text-muted-foreground">{t('overview.trialsEndingSoonCount', { count: overview.trialsEndingSoonCount })}</p>
			{overview.trialsEndingSoon.length > 0 ? (
				<ul className="grid gap-2 text-sm">
					{overview.trialsEndingSoon.map((trial) => (
						<li key={trial.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
							<Link
								to={filteredCustomersHref('reseller', { status: 'TRIAL_ACTIVE' }, { searchText: trial.name })}
								className="font-medium text-primary underline-offset-4 hover:underline"
							>
								{trial.name}
							</Link>
							<span className="text-muted-foreground">
								{t('overview.daysLeft', { count: trial.days })}
								{trial.endLabel ? ` · ${t('overview.endsOn', { date: trial.endLabel })}` : null}
							</span>
						</li>
					))}
				</ul>
			) : (
				<p className="text-sm text-muted-foreground">{t('overview.noTrialsEnding')}</p>
			)}
		</Card>
	)
}

function SeatsCard({ overview }: { overview: OverviewView }) {
	const { t, i18n } = useTranslation('partnerCustomers')
	const number = numberFormat(i18n.language)
	const bySeats = filteredCustomersHref('reseller', {}, { orderBy: 'totalSeats' })
	const items = [
		['seatsSold', overview.seatsSold, bySeats],
		['seatsAllocated', overview.seatsAllocated, bySeats],
		['licencesAvailable', overview.licencesAvailable, filteredCustomersHref('reseller', { isRegistered: 'true' })],
	] as const
	return (
		<Card title={t('overview.seats')} testId="seats">
			<dl className="grid gap-3">
				{items.map(([key, value, href]) => (
					<div key={key} className="flex items-baseline justify-between gap-3">
						<dt className="text-sm text-muted-foreground">{t(`overview.${key}`)}</dt>
						<dd>
							<Link to={href} className="text-xl font-semibold text-primary underline-offset-4 hover:underline" data-testid={key}>
								{number.format(value)}
								<span className="sr-only"> {t(`overview.${key}`)}</span>
							</Link>
						</dd>
					</div>
				))}
			</dl>
			<p className="text-sm text-muted-foreground">{t('overview.licencesAvailableHint')}</p>
		</Card>
	)
}

function money(lng: string, cents: number, currency: string) {
	try {
		return numberFormat(lng, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
	} catch {
		return `${numberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} ${currency.toUpperCase()}`
	}
}

function TransactionsCard({ overview }: { overview: OverviewView }) {
	const { t, i18n } = useTranslation('partnerCustomers')
	const number = numberFormat(i18n.language)
	return (
		<Card title={t('overview.recentTransactions')} testId="recent-transactions" className="sm:col-span-2 xl:col-span-3">
			<Table>
				<TableCaption className="sr-only">{t('overview.recentTransactions')}</TableCaption>
				<TableHeader>
					<TableRow className="hover:bg-transparent">
						<TableHead scope="col">{t('overview.transaction.customer')}</TableHead>
						<TableHead scope="col" className="text-end">
							{t('overview.transaction.licences')}
						</TableHead>
						<TableHead scope="col" className="text-end">
							{t('overview.transaction.amount')}
						</TableHead>
						<TableHead scope="col">{t('overview.transaction.status')}</TableHead>
						<TableHead scope="col">{t('overview.transaction.date')}</TableHead>
					</TableRow>
				</TableHeader>
				<TableBody>
					{overview.recentTransactions.length === 0 ? (
						<TableRow className="hover:bg-transparent">
							<TableCell colSpan={5} className="h-16 text-center text-muted-foreground">
								{t('overview.noTransactions')}
							</TableCell>
						</TableRow>
					) : (
						overview.recentTransactions.map((row) => (
							<TableRow key={row.id}>
								<TableHead scope="row" className="h-auto p-3 font-medium whitespace-normal text-foreground">
									{row.customerName}
								</TableHead>
								<TableCell className="text-end">{number.format(row.licenses)}</TableCell>
								<TableCell className="text-end whitespace-nowrap">{money(i18n.language, row.amountDue, row.currency)}</TableCell>
								<TableCell>
									<StatusChip status={row.status}>{t(`overview.invoiceStatus.${row.status}`)}</StatusChip>
								</TableCell>
								<TableCell className="whitespace-nowrap">{row.dateLabel}</TableCell>
							</TableRow>
						))
					)}
				</TableBody>
			</Table>
			<Link to={SHELL_PATH.resellerTransactions} className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline">
				{t('overview.allTransactions')}
			</Link>
		</Card>
	)
}
