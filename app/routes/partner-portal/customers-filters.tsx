import { useEffect, useId, useRef } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import type { SubReseller } from '#app/gateway/partner-portal.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { searchWithout } from '#app/lib/modals.ts'
import { TABLE_PARAMS } from '#app/lib/table-query.ts'
import { cn } from '#app/lib/utils.ts'
import {
	ACCESS_STATUSES,
	activeFilterCount,
	COMPANY_AFFILIATIONS,
	CUSTOMER_PARAM,
	ENABLEMENTS,
	FILTER_PARAM_NAMES,
	FILTER_PARAMS,
	type CustomersPage,
	LICENSING_STATUSES,
	MODAL_PARAM,
	parseCustomerFilters,
	SELECTION_PARAM_NAMES,
} from './customers-url.ts'

/** What a new filter leaves behind: the first page, any open dialog and the selection. */
const DROPPED = [...FILTER_PARAM_NAMES, TABLE_PARAMS.pageNumber, MODAL_PARAM, CUSTOMER_PARAM, ...SELECTION_PARAM_NAMES]

type Option = { value: string; label: string }

/**
 * The reseller list filters (spec 2 §3) as one GET form: each a select whose empty choice means "any".
 * Without JavaScript, Apply submits it (the page's other parameters ride along as hidden inputs); with
 * JavaScript a change applies at once, leaving out the empty ones, and Apply only shows to the keyboard.
 */
export function CustomerFilters({ page, subResellers }: { page: CustomersPage; subResellers: readonly SubReseller[] }) {
	const { t } = useTranslation('partnerCustomers')
	const location = useLocation()
	const navigate = useNavigate()
	const hydrated = useHydrated()
	const filters = parseCustomerFilters(new URLSearchParams(location.search))
	const count = activeFilterCount(page === 'reseller' ? filters : { ...filters, subResellers: undefined })
	const clearHref = `${location.pathname}${searchWithout(location.search, DROPPED)}`

	function apply(form: HTMLFormElement) {
		const next = new URLSearchParams(searchWithout(location.search, DROPPED))
		for (const [name, value] of new FormData(form)) {
			if ((FILTER_PARAM_NAMES as readonly string[]).includes(name) && typeof value === 'string' && value) next.set(name, value)
		}
		const search = next.toString()
		void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true, preventScrollReset: true })
	}

	const any = { value: '', label: t('filters.any') }
	const selects: Array<{ name: string; label: string; value: string | undefined; options: Option[] }> = [
		{
			name: FILTER_PARAMS.status,
			label: t('filters.status'),
			value: filters.status,
			options: LICENSING_STATUSES.map((status) => ({ value: status, label: t(`licensingStatus.${status}`) })),
		},
		{
			name: FILTER_PARAMS.isRegistered,
			label: t('filters.isRegistered'),
			value: filters.isRegistered === undefined ? undefined : String(filters.isRegistered),
			options: [
				{ value: 'true', label: t('filters.registeredTrue') },
				{ value: 'false', label: t('filters.registeredFalse') },
			],
		},
		{
			name: FILTER_PARAMS.hasOverages,
			label: t('filters.hasOverages'),
			value: filters.hasOverages === undefined ? undefined : String(filters.hasOverages),
			options: [
				{ value: 'true', label: t('filters.overagesTrue') },
				{ value: 'false', label: t('filters.overagesFalse') },
			],
		},
		{
			name: FILTER_PARAMS.state,
			label: t('filters.state'),
			value: filters.state,
			options: ENABLEMENTS.map((state) => ({ value: state, label: t(`standing.${state}`) })),
		},
		{
			name: FILTER_PARAMS.companyAffiliation,
			label: t('filters.companyAffiliation'),
			value: filters.companyAffiliation,
			options: COMPANY_AFFILIATIONS.map((value) => ({ value, label: t(`filters.affiliation.${value}`) })),
		},
		{
			name: FILTER_PARAMS.accountAccess,
			label: t('filters.accountAccess'),
			value: filters.accountAccess,
			options: ACCESS_STATUSES.map((value) => ({ value, label: t(`access.${value}`) })),
		},
		...(page === 'reseller'
			? [
					{
						name: FILTER_PARAMS.subResellers,
						label: t('filters.subResellers'),
						value: filters.subResellers,
						options: subResellers.map((s) => ({ value: s.id, label: s.name })),
					},
				]
			: []),
	]

	return (
		<form
			method="get"
			action={location.pathname}
			aria-label={t('filters.title')}
			data-testid="customer-filters"
			className="grid gap-3 rounded-md border p-3"
			onSubmit={(event) => {
				event.preventDefault()
				apply(event.currentTarget)
			}}
			onChange={(event) => apply(event.currentTarget)}
		>
			<HiddenParams search={location.search} exclude={DROPPED} />
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h2 className="text-sm font-semibold">
					{t('filters.title')}
					{count > 0 ? <span className="ms-2 font-normal text-muted-foreground">({t('filters.active', { count })})</span> : null}
				</h2>
				<div className="flex flex-wrap items-center gap-2">
					{count > 0 ? (
						<Link to={clearHref} preventScrollReset className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
							{t('filters.clear')}
						</Link>
					) : null}
					<Button type="submit" variant="outline" size="sm" className={cn(hydrated && 'sr-only focus-visible:not-sr-only')}>
						{t('filters.apply')}
					</Button>
				</div>
			</div>
			<div className="grid grid-cols-1 gap-3 min-[30rem]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
				{selects.map((select) => (
					<FilterSelect key={select.name} {...select} options={[any, ...select.options]} />
				))}
			</div>
		</form>
	)
}

/** One labelled select; it follows the URL (back, forward, Clear) unless the user is on it. */
function FilterSelect({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: Option[] }) {
	const id = useId()
	const ref = useRef<HTMLSelectElement>(null)
	const current = value ?? ''
	useEffect(() => {
		const select = ref.current
		if (select && document.activeElement !== select && select.value !== current) select.value = current
	}, [current])
	return (
		<div className="grid gap-1">
			<label htmlFor={id} className="text-xs font-medium text-muted-foreground">
				{label}
			</label>
			<NativeSelect ref={ref} id={id} name={name} defaultValue={current} selectClassName="h-8 text-sm">
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</NativeSelect>
		</div>
	)
}
