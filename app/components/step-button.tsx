import { Button } from '#app/components/ui/button.tsx'

/**
 * − or + beside a count field (with JavaScript only; without, the form's own submit prices or checks
 * the typed count): a labelled icon button that names the field it changes.
 */
export function StepButton({
	label,
	controls,
	disabled,
	onClick,
	testId,
	sign,
}: {
	label: string
	controls: string
	disabled: boolean
	onClick: () => void
	testId: string
	sign: string
}) {
	return (
		<Button
			type="button"
			variant="outline"
			size="icon"
			aria-label={label}
			aria-controls={controls}
			disabled={disabled}
			onClick={onClick}
			data-testid={testId}
		>
			<span aria-hidden="true">{sign}</span>
		</Button>
	)
}

/** Sets a field's value as typing would, so conform (listening for input events) sees it. */
export function typeInto(input: HTMLInputElement, value: string) {
	Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
	input.dispatchEvent(new Event('input', { bubbles: true }))
}
