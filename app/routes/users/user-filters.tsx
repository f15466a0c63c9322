import { useId } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { TABLE_PARAMS } from '#app/lib/table-query.ts'
import { cn } from '#app/lib/utils.ts'
import {
	activeFilterCount,
	FILTER_PARAM_NAMES,
	FILTER_PARAMS,
	MODAL_PARAM,
	parseUserFilters,
	ROLE_FILTERS,
	SELECTION_PARAM_NAMES,
	searchWithout,
	STATUS_FILTERS,
} from './directory.ts'

type Option = { id: string; name: string }

const ROLE_LABEL = { admin: 'filters.roleAdmin', owner: 'filters.roleOwner', learner: 'filters.roleLearner' } as const

/**
 * The users filters (department, group, role, status) as a plain GET form whose checkboxes become
 * repeated URL parameters (`departmentIds=a&departmentIds=b`). It sits in a disclosure so the
 * table stays in view; applying starts again at the first page and drops the selection and dialog.
 */
export function UserFilters({ departments, groups }: { departments: readonly Option[]; groups: readonly Option[] }) {
	const { t } = useTranslation('users')
	const location = useLocation()
	const params = new URLSearchParams(location.search)
	const filters = parseUserFilters(params)
	const count = activeFilterCount(filters)
	const dropped = [...FILTER_PARAM_NAMES, TABLE_PARAMS.pageNumber, MODAL_PARAM, ...SELECTION_PARAM_NAMES]
	const clearHref = `${location.pathname}${searchWithout(location.search, dropped)}`
	return (
		// Keyed by the URL: after applying (or back/forward) it shows the applied filters, folded.
		<details key={location.search} className="group relative" data-testid="user-filters">
			<summary
				className={cn(
					buttonVariants({ variant: 'outline' }),
					'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
				)}
			>
				{t('filters.title')}
				{count > 0 ? <span className="text-muted-foreground">({t('filters.active', { count })})</span> : null}
			</summary>
			<Form
				method="get"
				action={location.pathname}
				preventScrollReset
				className="absolute start-0 top-full z-20 mt-2 grid w-[min(40rem,calc(100vw-2rem))] gap-4 rounded-md border bg-background p-4 shadow-lg"
			>
				<HiddenParams search={location.search} exclude={dropped} />
				<div className="grid gap-4 sm:grid-cols-2">
					<FilterGroup
						legend={t('filters.department')}
						name={FILTER_PARAMS.departmentIds}
						options={departments.map((d) => ({ value: d.id, label: d.name }))}
						checked={filters.departmentIds}
					/>
					<FilterGroup
						legend={t('filters.group')}
						name={FILTER_PARAMS.groupIds}
						options={groups.map((g) => ({ value: g.id, label: g.name }))}
						checked={filters.groupIds}
					/>
					<FilterGroup
						legend={t('filters.role')}
						name={FILTER_PARAMS.roles}
						options={ROLE_FILTERS.map((role) => ({ value: role, label: t(ROLE_LABEL[role]) }))}
						checked={filters.roles}
					/>
					<FilterGroup
						legend={t('filters.status')}
						name={FILTER_PARAMS.statuses}
						options={STATUS_FILTERS.map((status) => ({ value: status, label: t(`status.${status}`) }))}
						checked={filters.statuses}
					/>
				</div>
				<div className="flex flex-wrap justify-end gap-2">
					{count > 0 ? (
						<Link to={clearHref} preventScrollReset className={buttonVariants({ variant: 'outline' })}>
							{t('filters.clear')}
						</Link>
					) : null}
					<Button type="submit">{t('filters.apply')}</Button>
				</div>
			</Form>
		</details>
	)
}

function FilterGroup({
	legend,
	name,
	options,
	checked,
}: {
	legend: string
	name: string
	options: Array<{ value: string; label: string }>
	checked: readonly string[]
}) {
	const { t } = useTranslation('users')
	const baseId = useId()
	return (
		<fieldset className="grid content-start gap-2">
			<legend className="mb-1 text-sm font-medium">{legend}</legend>
			{options.length === 0 ? <p className="text-sm text-muted-foreground">{t('filters.empty')}</p> : null}
			<div className="grid max-h-40 gap-1.5 overflow-y-auto pe-2">
				{options.map((option, index) => {
					const id = `${baseId}-${index}`
					return (
						<div key={option.value} className="flex items-center gap-2">
							<Checkbox id={id} name={name} value={option.value} defaultChecked={checked.includes(option.value)} />
							<label htmlFor={id} className="text-sm">
								{option.label}
							</label>
						</div>
					)
				})}
			</div>
		</fieldset>
	)
}
