import { useId } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { OptionsFilter } from '#app/components/data-table/options-filter.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { numberFormat } from '#app/lib/number-format.ts'
import { shownScore } from './report-format.ts'
import {
	ASSIGNMENT_STATUSES,
	clearFiltersHref,
	hasReportFilters,
	REPORT_FILTER_FIELDS,
	REPORT_FILTER_PARAMS,
	type ReportFilters,
} from './report-url.ts'
import type { FilterOption, ReportStats } from './report-types.ts'

/**
 * The report's filters (spec 3 §2: status, departments, groups) as one GET form that works without
 * JavaScript: the departments and groups in disclosures that open in place (nothing would close an
 * overlay without JavaScript). Applying goes back to the first page, closes a dialog and keeps the
 * sort, page size and search.
 */
export function ReportFilterForm({
	filters,
	departments,
	groups,
}: {
	filters: ReportFilters
	departments: FilterOption[]
	groups: FilterOption[]
}) {
	const { t } = useTranslation('phishingExerciseReport')
	const location = useLocation()
	return (
		<Form
			// Keyed by the URL so the controls show the applied filters after back/forward.
			key={location.search}
			method="get"
			action={location.pathname}
			preventScrollReset
			aria-label={t('filters.label')}
			className="flex flex-wrap items-end gap-x-6 gap-y-3"
			data-testid="report-filters"
		>
			<HiddenParams search={location.search} exclude={REPORT_FILTER_FIELDS} />
			<fieldset className="grid gap-1">
				<legend className="mb-1 text-xs text-muted-foreground">{t('filters.status')}</legend>
				<div className="flex flex-wrap gap-x-4 gap-y-2">
					{ASSIGNMENT_STATUSES.map((status) => (
						<label key={status} className="inline-flex items-center gap-2 text-sm">
							<Checkbox name={REPORT_FILTER_PARAMS.status} value={status} defaultChecked={filters.status.includes(status)} />
							{t(`status.${status}`)}
						</label>
					))}
				</div>
			</fieldset>
			<OptionsFilter
				legend={t('filters.departments')}
				name={REPORT_FILTER_PARAMS.departments}
				options={departments}
				selected={filters.departments}
				empty={t('filters.noDepartments')}
				testId="department-filter"
				summary={filters.departments.length === 0 ? t('filters.all') : t('filters.chosen', { count: filters.departments.length })}
			/>
			<OptionsFilter
				legend={t('filters.groups')}
				name={REPORT_FILTER_PARAMS.groups}
				options={groups}
				selected={filters.groups}
				empty={t('filters.noGroups')}
				testId="group-filter"
				summary={filters.groups.length === 0 ? t('filters.all') : t('filters.chosen', { count: filters.groups.length })}
			/>
			<div className="flex items-center gap-2">
				<Button type="submit" variant="secondary">
					{t('filters.apply')}
				</Button>
				{hasReportFilters(filters) ? (
					<Link
						to={clearFiltersHref(location.pathname, location.search)}
						preventScrollReset
						className={buttonVariants({ variant: 'ghost' })}
					>
						{t('filters.clear')}
					</Link>
				) : null}
			</div>
		</Form>
	)
}

/** The stats bar (spec 3 §2, §3 "Stats response"): learners per assignment status and the average score, shown divided by 10. */
export function StatsBar({ stats }: { stats: ReportStats }) {
	const { t, i18n } = useTranslation('phishingExerciseReport')
	const format = numberFormat(i18n.language, { maximumFractionDigits: 1 })
	const headingId = useId()
	const score = shownScore(stats.averageScore)
	const items = [
		...ASSIGNMENT_STATUSES.map((status) => ({ key: status, label: t(`status.${status}`), value: format.format(stats.statuses[status]) })),
		{ key: 'averageScore', label: t('stats.averageScore'), value: score === null ? '-' : format.format(score) },
	]
	return (
		<section aria-labelledby={headingId} data-testid="report-stats">
			<h2 id={headingId} className="sr-only">
				{t('stats.label')}
			</h2>
			<dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
				{items.map((item) => (
					<div key={item.key} className="grid gap-1 rounded-lg border p-3" data-testid={`stat-${item.key}`}>
						<dt className="text-sm text-muted-foreground">{item.label}</dt>
						<dd className="text-2xl font-semibold tabular-nums">{item.value}</dd>
					</div>
				))}
			</dl>
		</section>
	)
}
