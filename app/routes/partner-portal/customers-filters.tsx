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
	type FilterName,
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
	const yesNo = (yes: string, no: string): Option[] => [
		{ value: 'true', label: yes },
		{ value: 'false', label: no },
	]
	// The choices of each filter, in the order the selects show; each is labelled `filters.<name>`.
	const choices: Partial<Record<FilterName, Option[]>> = {
		status: LICENSING_STATUSES.map((status) => ({ value: status, label: t(`licensingStatus.${status}`) })),
		isRegistered: yesNo(t('filters.registeredTrue'), t('filters.registeredFalse')),
		hasOverages: yesNo(t('filters.overagesTrue'), t('filters.overagesFalse')),
		state: ENABLEMENTS.map((state) => ({ value: state, label: t(`standing.${state}`) })),
		companyAffiliation: COMPANY_AFFILIATIONS.map((value) => ({ value, label: t(`filters.affiliation.${value}`) })),
		accountAccess: ACCESS_STATUSES.map((value) => ({ value, label: t(`access.${value}`) })),
		// Only a reseller has sub-resellers to filter by.
		subResellers: page === 'reseller' ? subResellers.map((s) => ({ value: s.id, label: s.name })) : undefined,
	}

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
				{(Object.keys(choices) as FilterName[]).map((name) => {
					const options = choices[name]
					if (!options) return null
					const label = t(`filters.${name}`)
					return (
						<FilterSelect
							key={name}
							name={FILTER_PARAMS[name]}
							label={label}
							value={filters[name]?.toString()}
							options={[any, ...options]}
						/>
					)
				})}
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
