import { useId } from 'react'
import { Form, Link, useLocation, useNavigate } from 'react-router'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { searchWithout } from '#app/lib/modals.ts'
import { TABLE_PARAMS } from '#app/lib/table-query.ts'
import {
	activeFilterCount,
	FILTER_PARAM_NAMES,
	FILTER_PARAMS,
	FILTERS_PANEL_PARAM,
	MODAL_PARAM,
	OPEN,
	openDialogHref,
	parseUserFilters,
	ROLE_FILTERS,
	SELECTION_PARAM_NAMES,
	STATUS_FILTERS,
} from './directory.ts'

type Option = { id: string; name: string }

const ROLE_LABEL = { admin: 'filters.roleAdmin', owner: 'filters.roleOwner', learner: 'filters.roleLearner' } as const

/**
 * The users filters (department, group, role, status) as a plain GET form whose checkboxes become
 * repeated URL parameters (`departmentIds=a&departmentIds=b`). The panel unfolds over the table
 * through `?filters=open` (a link, so it works without JavaScript, and the loader reads the
 * department and group lists only then); applying starts again at the first page, folds the panel
 * and drops the selection and dialog.
 */
export function UserFilters({ open, departments, groups }: { open: boolean; departments: readonly Option[]; groups: readonly Option[] }) {
	const { t } = useTranslation('users')
	const location = useLocation()
	const navigate = useNavigate()
	const panelId = useId()
	const params = new URLSearchParams(location.search)
	const filters = parseUserFilters(params)
	const count = activeFilterCount(filters)
	const dropped = [...FILTER_PARAM_NAMES, TABLE_PARAMS.pageNumber, MODAL_PARAM, FILTERS_PANEL_PARAM, ...SELECTION_PARAM_NAMES]
	const clearHref = `${location.pathname}${searchWithout(location.search, dropped)}`
	const toggleHref = open
		? `${location.pathname}${searchWithout(location.search, [FILTERS_PANEL_PARAM])}`
		: openDialogHref(location, { [FILTERS_PANEL_PARAM]: OPEN })
	return (
		<div className="relative" data-testid="user-filters">
			<Link
				to={toggleHref}
				preventScrollReset
				replace
				aria-expanded={open}
				aria-controls={open ? panelId : undefined}
				className={buttonVariants({ variant: 'outline' })}
			>
				{t('filters.title')}
				{count > 0 ? <span className="text-muted-foreground">({t('filters.active', { count })})</span> : null}
			</Link>
			{open ? (
				<Form
					id={panelId}
					method="get"
					action={location.pathname}
					preventScrollReset
					aria-label={t('filters.title')}
					// Escape folds the panel, as it would a menu.
					onKeyDown={(event) => {
						if (event.key === 'Escape') void navigate(toggleHref, { replace: true, preventScrollReset: true })
					}}
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
			) : null}
		</div>
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
