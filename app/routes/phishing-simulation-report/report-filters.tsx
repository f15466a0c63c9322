import { useEffect, useId, useRef, useState } from 'react'
import { Form, Link, useLocation, useNavigate } from 'react-router'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { OptionsFilter } from '#app/components/data-table/options-filter.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { NativeSelect, NativeSelectOption } from '#app/components/ui/native-select.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { EVENT_TYPES } from '#server/shared/phishing-simulation.ts'
import {
	clearFiltersHref,
	CONTROL_PARAMS,
	FILTER_FORM_FIELDS,
	FILTER_PARAMS,
	hasReportFilters,
	normalizeReportSearch,
	PERIOD_ALL,
	PERIOD_CHOICES,
	PERIOD_CUSTOM,
	periodChoiceOf,
	presetRange,
	rangeKey,
	type ReportFilters,
	roundsKey,
	utcToday,
} from './report-url.ts'
import type { FilterChoices } from './report-types.ts'

/**
 * The report's filters (spec 3 §2) as one GET form that works without JavaScript: rounds (a campaign's
 * report), departments, groups, phishing events, the period (a preset of spec 3 §9 or two dates, at most
 * MAX_RANGE_DAYS), and on the summary the campaign start date. The form carries the rounds and period it
 * was drawn with, so the server knows which one the user changed (rounds and dates exclude each other,
 * report-url.ts normalizeReportSearch).
 *
 * With JavaScript a choice applies at once (checkboxes, the period select): choosing a round clears the
 * dates, changing the period clears the rounds, and the browser goes straight to the canonical URL. Typed
 * dates apply with Apply or Enter (a half-typed date is not a period yet).
 */
export function ReportFilterForm({ filters, choices }: { filters: ReportFilters; choices: FilterChoices }) {
	const { t, i18n } = useTranslation('phishingSimulationReport')
	const location = useLocation()
	const navigate = useNavigate()
	// Which disclosures are open survives the form being drawn again for the new URL.
	const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
	const toggle = (name: string, isOpen: boolean) =>
		setOpen((current) => {
			const next = new Set(current)
			if (isOpen) next.add(name)
			else next.delete(name)
			return next
		})
	const today = utcToday()
	const period = periodChoiceOf(filters.period, today)
	// The control that applied a change keeps the focus when the form is drawn again for the new URL.
	const formRef = useRef<HTMLFormElement>(null)
	const lastChanged = useRef<{ name: string; value: string } | null>(null)
	useEffect(() => {
		const changed = lastChanged.current
		lastChanged.current = null
		if (!changed || !formRef.current) return
		const controls = [...formRef.current.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[name="${changed.name}"]`)]
		const control = controls.find((element) => element.type !== 'checkbox' || element.value === changed.value) ?? controls[0]
		control?.focus()
	}, [location.search])

	function apply(form: HTMLFormElement) {
		const params = new URLSearchParams()
		for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value)
		const normalized = normalizeReportSearch(params, { today: utcToday(), allowRounds: choices.rounds !== null })
		const search = normalized.search.toString()
		void navigate(search ? `${location.pathname}?${search}` : location.pathname, { preventScrollReset: true })
	}

	function onChange(event: React.FormEvent<HTMLFormElement>) {
		const form = event.currentTarget
		const target = event.target as HTMLInputElement | HTMLSelectElement
		lastChanged.current = { name: target.name, value: target.value }
		const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
		const dateFrom = field(FILTER_PARAMS.dateFrom) as HTMLInputElement | null
		const dateTo = field(FILTER_PARAMS.dateTo) as HTMLInputElement | null
		const periodSelect = field(CONTROL_PARAMS.period) as HTMLSelectElement | null
		const clearRounds = () =>
			form.querySelectorAll<HTMLInputElement>(`input[name="${FILTER_PARAMS.rounds}"]`).forEach((box) => (box.checked = false))
		if (target.name === FILTER_PARAMS.rounds) {
			if (target instanceof HTMLInputElement && target.checked && dateFrom && dateTo && periodSelect) {
				dateFrom.value = ''
				dateTo.value = ''
				periodSelect.value = PERIOD_ALL
			}
			return apply(form)
		}
		if (target.name === CONTROL_PARAMS.period) {
			clearRounds()
			if (target.value === PERIOD_CUSTOM) return dateFrom?.focus()
			const range = target.value === PERIOD_ALL ? null : presetRange(Number(target.value), today)
			if (dateFrom && dateTo) {
				dateFrom.value = range?.from ?? ''
				dateTo.value = range?.to ?? ''
			}
			return apply(form)
		}
		if (target.name === FILTER_PARAMS.dateFrom || target.name === FILTER_PARAMS.dateTo) {
			// Applied with Apply or Enter; the rounds clear now so the form shows what will apply.
			clearRounds()
			if (periodSelect) periodSelect.value = PERIOD_CUSTOM
			return
		}
		if (target.name === FILTER_PARAMS.campaignStartFrom || target.name === FILTER_PARAMS.campaignStartTo) return
		apply(form)
	}

	return (
		<Form
			// Drawn again for each URL so the controls show the applied filters after back/forward.
			key={location.search}
			ref={formRef}
			method="get"
			action={location.pathname}
			preventScrollReset
			aria-label={t('filters.label')}
			className="grid gap-4 rounded-lg border p-4"
			data-testid="report-filters"
			onChange={onChange}
			onSubmit={(event) => {
				event.preventDefault()
				apply(event.currentTarget)
			}}
		>
			<HiddenParams search={location.search} exclude={FILTER_FORM_FIELDS} />
			<input type="hidden" name={CONTROL_PARAMS.appliedRounds} value={roundsKey(filters.rounds)} />
			<input type="hidden" name={CONTROL_PARAMS.appliedPeriod} value={rangeKey(filters.period)} />
			<div className="flex flex-wrap items-start gap-x-6 gap-y-3">
				{choices.rounds ? (
					<OptionsFilter
						legend={t('filters.rounds')}
						name={FILTER_PARAMS.rounds}
						options={choices.rounds.map((round) => ({
							id: String(round.roundNumber),
							name: t('filters.round', { number: round.roundNumber, date: formatDate(round.startsAt, i18n.language) ?? '' }),
						}))}
						selected={filters.rounds.map(String)}
						empty={t('filters.noRounds')}
						testId="round-filter"
						summary={filters.rounds.length === 0 ? t('filters.all') : t('filters.chosen', { count: filters.rounds.length })}
						open={open.has(FILTER_PARAMS.rounds)}
						onToggle={(isOpen) => toggle(FILTER_PARAMS.rounds, isOpen)}
						className="w-52"
					/>
				) : null}
				<OptionsFilter
					legend={t('filters.departments')}
					name={FILTER_PARAMS.departments}
					options={choices.departments}
					selected={filters.departments}
					empty={t('filters.noDepartments')}
					testId="department-filter"
					summary={filters.departments.length === 0 ? t('filters.all') : t('filters.chosen', { count: filters.departments.length })}
					open={open.has(FILTER_PARAMS.departments)}
					onToggle={(isOpen) => toggle(FILTER_PARAMS.departments, isOpen)}
					className="w-52"
				/>
				<OptionsFilter
					legend={t('filters.groups')}
					name={FILTER_PARAMS.groups}
					options={choices.groups}
					selected={filters.groups}
					empty={t('filters.noGroups')}
					testId="group-filter"
					summary={filters.groups.length === 0 ? t('filters.all') : t('filters.chosen', { count: filters.groups.length })}
					open={open.has(FILTER_PARAMS.groups)}
					onToggle={(isOpen) => toggle(FILTER_PARAMS.groups, isOpen)}
					className="w-52"
				/>
				<fieldset className="grid gap-1" data-testid="event-filter">
					<legend className="mb-1 text-xs text-muted-foreground">{t('filters.events')}</legend>
					<div className="flex flex-wrap gap-x-4 gap-y-2 pt-2">
						{EVENT_TYPES.map((event) => (
							<label key={event} className="inline-flex items-center gap-2 text-sm">
								<Checkbox name={FILTER_PARAMS.events} value={event} defaultChecked={filters.events.includes(event)} />
								{t(`events.${event}`)}
							</label>
						))}
					</div>
				</fieldset>
			</div>
			<div className="flex flex-wrap items-end gap-x-6 gap-y-3">
				<PeriodFields period={period} filters={filters} today={today} />
				{choices.hasCampaignStart ? <CampaignStartFields filters={filters} /> : null}
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
			</div>
			{choices.rounds ? <p className="text-xs text-muted-foreground">{t('filters.exclusive')}</p> : null}
		</Form>
	)
}

function PeriodFields({ period, filters, today }: { period: string; filters: ReportFilters; today: string }) {
	const { t } = useTranslation('phishingSimulationReport')
	const id = useId()
	return (
		<div className="flex flex-wrap items-end gap-3" data-testid="period-filter">
			<div className="grid gap-1">
				<label htmlFor={`${id}-period`} className="text-xs text-muted-foreground">
					{t('filters.period')}
				</label>
				<NativeSelect id={`${id}-period`} name={CONTROL_PARAMS.period} defaultValue={period} className="w-44">
					{PERIOD_CHOICES.map((choice) => (
						<NativeSelectOption key={choice} value={choice}>
							{choice === PERIOD_ALL
								? t('filters.periodAll')
								: choice === PERIOD_CUSTOM
									? t('filters.periodCustom')
									: t('filters.periodDays', { count: Number(choice) })}
						</NativeSelectOption>
					))}
				</NativeSelect>
			</div>
			<div className="grid gap-1">
				<label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
					{t('filters.dateFrom')}
				</label>
				<Input
					id={`${id}-from`}
					type="date"
					name={FILTER_PARAMS.dateFrom}
					defaultValue={filters.period?.from ?? ''}
					max={today}
					className="w-40"
				/>
			</div>
			<div className="grid gap-1">
				<label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
					{t('filters.dateTo')}
				</label>
				<Input id={`${id}-to`} type="date" name={FILTER_PARAMS.dateTo} defaultValue={filters.period?.to ?? ''} className="w-40" />
			</div>
		</div>
	)
}

function CampaignStartFields({ filters }: { filters: ReportFilters }) {
	const { t } = useTranslation('phishingSimulationReport')
	const id = useId()
	return (
		<fieldset className="flex flex-wrap items-end gap-3" data-testid="campaign-start-filter">
			<legend className="mb-1 text-xs text-muted-foreground">{t('filters.campaignStart')}</legend>
			<div className="grid gap-1">
				<label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
					{t('filters.campaignStartFrom')}
				</label>
				<Input
					id={`${id}-from`}
					type="date"
					name={FILTER_PARAMS.campaignStartFrom}
					defaultValue={filters.campaignStart.from ?? ''}
					className="w-40"
				/>
			</div>
			<div className="grid gap-1">
				<label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
					{t('filters.campaignStartTo')}
				</label>
				<Input
					id={`${id}-to`}
					type="date"
					name={FILTER_PARAMS.campaignStartTo}
					defaultValue={filters.campaignStart.to ?? ''}
					className="w-40"
				/>
			</div>
		</fieldset>
	)
}
