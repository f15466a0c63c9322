import { useId } from 'react'
import { Form, Link, useLocation, useNavigate } from 'react-router'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import type { InvoiceStatus, PaymentMethod } from '#app/gateway/billing.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import {
	hasInvoiceFilters,
	INVOICE_FILTER_PARAM_NAMES,
	INVOICE_FILTER_PARAMS,
	INVOICE_STATUSES,
	parseInvoiceFilters,
	PAYMENT_METHODS,
} from '#app/lib/invoice-filters.ts'
import { TABLE_PARAMS } from '#app/lib/table-query.ts'
import { cn } from '#app/lib/utils.ts'

/**
 * Where the filter form's words are: `<at>.filters.*` (status, paymentMethod, all, apply, clear), and the
 * status and payment method names at `<at>.status.*` and `<at>.paymentMethod.*`, as the table's own.
 */
export type InvoiceFiltersTextsAt = 'licensing:invoices' | 'partnerBilling:transactions'

/**
 * Invoice status and payment method of a table (spec 2 §3 table query fields) as a plain GET form:
 * applying starts again at the first page and keeps the search, sort and page size. The status is
 * one choice in a select, or several as checkboxes (`invoiceStatus` repeated in the URL).
 */
export function InvoiceFiltersForm({
	textsAt,
	severalStatuses = false,
	'data-testid': testId = 'invoice-filters',
}: {
	textsAt: InvoiceFiltersTextsAt
	severalStatuses?: boolean
	'data-testid'?: string
}) {
	const { t } = useTranslation()
	const texts = {
		status: t(`${textsAt}.filters.status`),
		paymentMethod: t(`${textsAt}.filters.paymentMethod`),
		all: t(`${textsAt}.filters.all`),
		apply: t(`${textsAt}.filters.apply`),
		clear: t(`${textsAt}.filters.clear`),
		statusLabel: (status: InvoiceStatus) => t(`${textsAt}.status.${status}`),
		methodLabel: (method: PaymentMethod) => t(`${textsAt}.paymentMethod.${method}`),
	}
	const location = useLocation()
	const navigate = useNavigate()
	const id = useId()
	const filters = parseInvoiceFilters(new URLSearchParams(location.search))
	const dropped = [...INVOICE_FILTER_PARAM_NAMES, TABLE_PARAMS.pageNumber]
	const clear = new URLSearchParams(location.search)
	for (const name of dropped) clear.delete(name)
	const clearHref = `${location.pathname}${clear.size ? `?${clear}` : ''}`
	return (
		<Form
			// Keyed by the URL so the controls show the applied filters after back/forward.
			key={location.search}
			method="get"
			action={location.pathname}
			preventScrollReset
			className="flex flex-wrap items-end gap-3"
			data-testid={testId}
			onSubmit={(event) => {
				// With JavaScript the address leaves out the filters set to 'All' (without it they arrive empty and are ignored).
				event.preventDefault()
				const params = new URLSearchParams()
				for (const [name, value] of new FormData(event.currentTarget))
					if (typeof value === 'string' && value !== '') params.append(name, value)
				void navigate(`${location.pathname}${params.size ? `?${params}` : ''}`, { preventScrollReset: true })
			}}
		>
			<HiddenParams search={location.search} exclude={dropped} />
			{severalStatuses ? (
				<fieldset className="grid gap-1">
					<legend className="mb-1 text-xs text-muted-foreground">{texts.status}</legend>
					<div className="flex flex-wrap gap-x-4 gap-y-2">
						{INVOICE_STATUSES.map((status) => (
							<label key={status} className="inline-flex items-center gap-2 text-sm">
								<Checkbox name={INVOICE_FILTER_PARAMS.status} value={status} defaultChecked={filters.invoiceStatus.includes(status)} />
								{texts.statusLabel(status)}
							</label>
						))}
					</div>
				</fieldset>
			) : (
				<div className="grid gap-1">
					<label htmlFor={`${id}-status`} className="text-xs text-muted-foreground">
						{texts.status}
					</label>
					<NativeSelect
						id={`${id}-status`}
						name={INVOICE_FILTER_PARAMS.status}
						defaultValue={filters.invoiceStatus.length === 1 ? filters.invoiceStatus[0] : ''}
						className="w-44"
					>
						<option value="">{texts.all}</option>
						{INVOICE_STATUSES.map((status) => (
							<option key={status} value={status}>
								{texts.statusLabel(status)}
							</option>
						))}
					</NativeSelect>
				</div>
			)}
			<div className="grid gap-1">
				<label htmlFor={`${id}-method`} className="text-xs text-muted-foreground">
					{texts.paymentMethod}
				</label>
				<NativeSelect
					id={`${id}-method`}
					name={INVOICE_FILTER_PARAMS.paymentMethod}
					defaultValue={filters.paymentMethod ?? ''}
					className="w-48"
				>
					<option value="">{texts.all}</option>
					{PAYMENT_METHODS.map((method) => (
						<option key={method} value={method}>
							{texts.methodLabel(method)}
						</option>
					))}
				</NativeSelect>
			</div>
			<Button type="submit" variant="outline">
				{texts.apply}
			</Button>
			{hasInvoiceFilters(filters) ? (
				<Link to={clearHref} preventScrollReset className={cn(buttonVariants({ variant: 'ghost' }))}>
					{texts.clear}
				</Link>
			) : null}
		</Form>
	)
}
