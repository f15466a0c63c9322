import { useHydrated } from 'remix-utils/use-hydrated'
import { CountStepperField } from '#app/components/count-stepper-field.tsx'
import { FormDialogFooter } from '#app/components/form-dialog-footer.tsx'
import { type FormField, translateErrors } from '#app/components/form-errors.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { ENHANCED_FIELD } from '#app/lib/modals.ts'
import { LICENCE_COUNT, LICENCE_DIALOG_FIELD } from './modal.ts'
import type * as React from 'react'

/**
 * A licence count (spec 2 §5): the field, and with JavaScript − and + in steps of 50 (minus disabled
 * at or below the minimum, plus at the maximum when there is one), its hint and its messages.
 * `children` sit at the end of the row (a "Calculate" button without JavaScript).
 */
export function LicenceCountField({
	field,
	max,
	hint,
	stepper = true,
	children,
}: {
	field: FormField
	/** The most it may be (an allocation's pool). */
	max?: number
	/** Replaces 'At least 1, in steps of 50.' */
	hint?: React.ReactNode
	stepper?: boolean
	children?: React.ReactNode
}) {
	const { t } = useTranslation('partnerBilling')
	const hydrated = useHydrated()
	const values = { min: LICENCE_COUNT.min, step: LICENCE_COUNT.step, max: max ?? '' }
	return (
		<CountStepperField
			field={field}
			bounds={{ ...LICENCE_COUNT, max }}
			stepper={hydrated && stepper}
			label={t('licenses.label')}
			decreaseLabel={t('licenses.decrease', values)}
			increaseLabel={t('licenses.increase', values)}
			testIdPrefix="licenses"
			hint={hint ?? t('licenses.hint', values)}
			errors={translateErrors(t, field.errors, values)}
		>
			{children}
		</CountStepperField>
	)
}

/** Cancel and the licence form's submit, which posts the dialog's intent. */
export function LicenceFormFooter({
	intent,
	submitLabel,
	pending,
	disabled,
}: {
	intent: string
	submitLabel: string
	pending: boolean
	disabled?: boolean
}) {
	const { t } = useTranslation('partnerBilling')
	return (
		<FormDialogFooter
			cancelLabel={t('common:cancel')}
			submitLabel={submitLabel}
			pending={pending}
			name="intent"
			value={intent}
			disabled={disabled}
		/>
	)
}

/**
 * The hidden fields of a licence form: which dialog posts, the page to go back to, the customer, and
 * once hydrated ENHANCED_FIELD (the route may then answer in place instead of redirecting).
 */
export function LicenceFormHiddenFields({ dialog, redirectTo, customerId }: { dialog: string; redirectTo: string; customerId?: string }) {
	const hydrated = useHydrated()
	return (
		<>
			{hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
			<input type="hidden" name={LICENCE_DIALOG_FIELD} value={dialog} />
			<input type="hidden" name="redirectTo" value={redirectTo} />
			{customerId ? <input type="hidden" name="customerId" value={customerId} /> : null}
		</>
	)
}
