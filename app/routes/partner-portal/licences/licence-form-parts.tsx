import { getInputProps } from '@conform-to/react'
import { useRef } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { type FormField, translateErrors } from '#app/components/form-errors.ts'
import { StepButton, typeInto } from '#app/components/step-button.tsx'
import { ErrorList } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { canStepCountDown, canStepCountUp, stepCount } from '#app/lib/count-stepper.ts'
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
	const inputRef = useRef<HTMLInputElement>(null)
	const bounds = { ...LICENCE_COUNT, max }
	const values = { min: LICENCE_COUNT.min, step: LICENCE_COUNT.step, max: max ?? '' }
	const value = (field.value as string | undefined) ?? ''
	const withStepper = hydrated && stepper
	const step = (direction: 1 | -1) => {
		if (inputRef.current) typeInto(inputRef.current, String(stepCount(inputRef.current.value, direction, bounds)))
	}
	return (
		<div className="grid gap-2" data-slot="field">
			<Label htmlFor={field.id}>{t('licenses.label')}</Label>
			<div className="flex flex-wrap items-center gap-2">
				{withStepper ? (
					<StepButton
						label={t('licenses.decrease', values)}
						controls={field.id}
						disabled={!canStepCountDown(value, bounds)}
						onClick={() => step(-1)}
						testId="licenses-decrease"
						sign="−"
					/>
				) : null}
				<Input
					{...getInputProps(field, { type: 'text', ariaDescribedBy: field.descriptionId })}
					ref={inputRef}
					inputMode="numeric"
					autoComplete="off"
					className="w-32 text-center"
				/>
				{withStepper ? (
					<StepButton
						label={t('licenses.increase', values)}
						controls={field.id}
						disabled={!canStepCountUp(value, bounds)}
						onClick={() => step(1)}
						testId="licenses-increase"
						sign="+"
					/>
				) : null}
				{children}
			</div>
			<p id={field.descriptionId} className="text-sm text-muted-foreground">
				{hint ?? t('licenses.hint', values)}
			</p>
			<ErrorList id={field.errorId} errors={translateErrors(t, field.errors, values)} />
		</div>
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
