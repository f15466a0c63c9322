import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '#app/lib/utils.ts'
import { Slot } from './slot.tsx'
import type * as React from 'react'

export const buttonVariants = cva(
	[
		'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap',
		'transition-[color,background-color,border-color,box-shadow]',
		'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
		'disabled:pointer-events-none disabled:opacity-50',
		// asChild links cannot be :disabled; aria-disabled gives them the same look.
		'aria-disabled:pointer-events-none aria-disabled:opacity-50',
		'aria-invalid:outline-2 aria-invalid:outline-destructive',
		"[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
	],
	{
		variants: {
			variant: {
				default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
				destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:outline-destructive',
				outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
				secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
				ghost: 'hover:bg-accent hover:text-accent-foreground',
				link: 'text-primary underline-offset-4 hover:underline',
			},
			size: {
				default: 'h-9 px-4 py-2 has-[>svg]:px-3',
				sm: 'h-8 gap-1.5 px-3 has-[>svg]:px-2.5',
				lg: 'h-10 px-6 has-[>svg]:px-4',
				// Icon-only buttons need an aria-label (or sr-only text) from the caller.
				icon: 'size-9',
			},
		},
		defaultVariants: { variant: 'default', size: 'default' },
	},
)

export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }

export function Button({ className, variant, size, asChild = false, onMouseDown, ...props }: ButtonProps) {
	const Comp = asChild ? Slot : 'button'
	return (
		<Comp
			data-slot="button"
			data-variant={variant ?? 'default'}
			className={cn(buttonVariants({ variant, size }), className)}
			onMouseDown={props.type === 'submit' && !asChild ? keepFocusOnPress(onMouseDown) : onMouseDown}
			{...props}
		/>
	)
}

/**
 * A submit button leaves the focus where it is when pressed with the mouse. Otherwise the field being
 * left validates on blur, its message pushes the button down between press and release, and the click
 * (the submit, which would show every message) is lost: the form seemed to do nothing.
 */
function keepFocusOnPress(onMouseDown: React.MouseEventHandler<HTMLButtonElement> | undefined): React.MouseEventHandler<HTMLButtonElement> {
	return (event) => {
		onMouseDown?.(event)
		if (event.button === 0) event.preventDefault()
	}
}
