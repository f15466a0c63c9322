import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { Icon } from '#app/components/ui/icon.tsx'
import { cn } from '#app/lib/utils.ts'

export const spinnerVariants = cva('inline-block shrink-0 animate-spin', {
	variants: {
		size: { sm: 'size-3', default: 'size-4', lg: 'size-6' },
	},
	defaultVariants: { size: 'default' },
})

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'role'> &
	VariantProps<typeof spinnerVariants> & {
		/** Announced by screen readers; pass the translated text. */
		label?: string
	}

export function Spinner({ className, size, label = 'Loading', ...props }: SpinnerProps) {
	return (
		<span
			data-slot="spinner"
			role="status"
			aria-label={label}
			className={cn('inline-flex items-center justify-center', className)}
			{...props}
		>
			<Icon name="spinner" className={spinnerVariants({ size })} />
		</span>
	)
}
