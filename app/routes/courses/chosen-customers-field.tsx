import { translateErrors, type FormField } from '#app/components/form-errors.ts'
import { Button } from '#app/components/ui/button.tsx'
import { ErrorList } from '#app/components/ui/field.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { CUSTOMERS_MODAL, PICKER_PARAMS, type ChosenCustomer } from './customers-picker-url.ts'
import type * as React from 'react'

/**
 * The sharing form's customers (spec 2 §2, §5): the chosen ones by name, each removable, posted as
 * hidden `customers` values, and "Add Customers", which opens the picker. Without JavaScript Add and
 * Remove are submits of the form that the action turns into a kept draft and a redirect, so what was typed
 * comes back; with it they only change the page.
 */
export function ChosenCustomersField({
	field,
	chosen,
	path,
	onRemove,
	onOpenPicker,
	addButtonRef,
}: {
	field: FormField
	chosen: readonly ChosenCustomer[]
	/** The tab's path: the GET submits go there. */
	path: string
	onRemove: (companyId: string) => void
	onOpenPicker: () => void
	addButtonRef?: React.Ref<HTMLButtonElement>
}) {
	const { t } = useTranslation('courseSharing')
	const errors = translateErrors(t, field.errors)
	const invalid = !!errors?.length
	// Without JavaScript they post the form: the action keeps what was typed (server-side) and opens the page again.
	const pickerSubmit = { type: 'submit', formMethod: 'post', formAction: path, formNoValidate: true } as const
	return (
		<fieldset className="grid gap-2" data-testid="chosen-customers" aria-describedby="customers-hint">
			<legend className="mb-2 text-sm font-medium">{t('sharing.settings.chosenLegend')}</legend>
			<p id="customers-hint" className="text-sm text-muted-foreground">
				{t('sharing.settings.customersHint')}
			</p>
			{chosen.length === 0 ? (
				<p className="text-sm text-muted-foreground">{t('sharing.settings.noneChosen')}</p>
			) : (
				<ul className="flex flex-wrap gap-2">
					{chosen.map((customer) => (
						<li
							key={customer.companyId}
							data-customer-id={customer.companyId}
							className="inline-flex items-center gap-1 rounded-full border bg-muted/40 py-0.5 ps-3 pe-1 text-sm"
						>
							<input type="hidden" name={field.name} value={customer.companyId} />
							<span>{customer.companyName}</span>
							<Button
								{...pickerSubmit}
								variant="ghost"
								size="icon"
								className="size-6 rounded-full"
								name={PICKER_PARAMS.remove}
								value={customer.companyId}
								aria-label={t('sharing.settings.removeCustomer', { name: customer.companyName })}
								onClick={(event) => {
									event.preventDefault()
									onRemove(customer.companyId)
								}}
							>
								<Icon name="x" />
							</Button>
						</li>
					))}
				</ul>
			)}
			<div>
				<Button
					{...pickerSubmit}
					ref={addButtonRef}
					variant="outline"
					name={PICKER_PARAMS.modal}
					value={CUSTOMERS_MODAL}
					aria-invalid={invalid || undefined}
					aria-describedby={invalid ? field.errorId : undefined}
					onClick={(event) => {
						event.preventDefault()
						onOpenPicker()
					}}
				>
					{t('sharing.settings.addCustomers')}
				</Button>
			</div>
			<ErrorList id={field.errorId} errors={errors} />
		</fieldset>
	)
}
