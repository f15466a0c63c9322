/**
 * A native checkbox, not Radix: it posts `name=value` with the form when JavaScript is off.
 * accent-color keeps the platform control (and its forced-colours rendering) in the brand blue.
 */
import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

export type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type'>

export function Checkbox({ className, ...props }: CheckboxProps) {
	return (
		<input
			type="checkbox"
			data-slot="checkbox"
			className={cn(
				'peer size-4 shrink-0 cursor-pointer rounded-sm accent-primary',
				'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
				'disabled:cursor-not-allowed disabled:opacity-50',
				'aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-destructive',
				className,
			)}
			{...props}
		/>
	)
}
