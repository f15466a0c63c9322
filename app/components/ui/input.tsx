import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

export const inputClassName = cn(
	'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs md:text-sm',
	'placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground',
	'transition-[color,border-color,box-shadow]',
	'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
	'disabled:cursor-not-allowed disabled:opacity-50',
	'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
)

/** A real <input>: `name`, `defaultValue` and `required` reach the native form submission. */
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
	return (
		<input
			type={type}
			data-slot="input"
			className={cn(
				inputClassName,
				'file:me-3 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
				className,
			)}
			{...props}
		/>
	)
}
