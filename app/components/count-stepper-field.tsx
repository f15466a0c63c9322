import { getInputProps } from '@conform-to/react'
import { useRef } from 'react'
import { type FormField } from '#app/components/form-errors.ts'
import { StepButton, typeInto } from '#app/components/step-button.tsx'
import { ErrorList } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { canStepCountDown, canStepCountUp, type StepBounds, stepCount } from '#app/lib/count-stepper.ts'
import type * as React from 'react'

/**
 * A licence or seat count (spec 1 §5, spec 2 §5): its label, the field between − and + (when
 * `stepper`, i.e. with JavaScript) that move to the next multiple of the step within `bounds`,
 * `children` at the end of the row, the hint and the field's messages (already translated).
 */
export function CountStepperField({
	field,
	bounds,
	stepper,
	label,
	decreaseLabel,
	increaseLabel,
	testIdPrefix,
	hint,
	errors,
	onKeyDown,
	children,
}: {
	field: FormField
	bounds: StepBounds
	stepper: boolean
	label: string
	decreaseLabel: string
	increaseLabel: string
	/** The step buttons' test ids: `<prefix>-decrease`, `<prefix>-increase`. */
	testIdPrefix: string
	hint: React.ReactNode
	errors: string[] | undefined
	onKeyDown?: React.KeyboardEventHandler<HTMLInputElement>
	children?: React.ReactNode
}) {
	const inputRef = useRef<HTMLInputElement>(null)
	const value = (field.value as string | undefined) ?? ''
	const step = (direction: 1 | -1) => {
		if (inputRef.current) typeInto(inputRef.current, String(stepCount(inputRef.current.value, direction, bounds)))
	}
	return (
		<div className="grid gap-2" data-slot="field">
			<Label htmlFor={field.id}>{label}</Label>
			<div className="flex flex-wrap items-center gap-2">
				{stepper ? (
					<StepButton
						label={decreaseLabel}
						controls={field.id}
						disabled={!canStepCountDown(value, bounds)}
						onClick={() => step(-1)}
						testId={`${testIdPrefix}-decrease`}
						sign="−"
					/>
				) : null}
				<Input
					{...getInputProps(field, { type: 'text', ariaDescribedBy: field.descriptionId })}
					ref={inputRef}
					onKeyDown={onKeyDown}
					inputMode="numeric"
					autoComplete="off"
					className="w-32 text-center"
				/>
				{stepper ? (
					<StepButton
						label={increaseLabel}
						controls={field.id}
						disabled={!canStepCountUp(value, bounds)}
						onClick={() => step(1)}
						testId={`${testIdPrefix}-increase`}
						sign="+"
					/>
				) : null}
				{children}
			</div>
			<p id={field.descriptionId} className="text-sm text-muted-foreground">
				{hint}
			</p>
			<ErrorList id={field.errorId} errors={errors} />
		</div>
	)
}
