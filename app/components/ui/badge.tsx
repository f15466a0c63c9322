import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '#app/lib/utils.ts'
import { Slot } from './slot.tsx'
import type * as React from 'react'

/** Status chips: tinted background, full-strength text, so the label stays readable (≥ 4.5:1). */
export const badgeVariants = cva(
	[
		'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
		'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
		'[&>svg]:pointer-events-none [&>svg]:size-3',
	],
	{
		variants: {
			variant: {
				default: 'border-transparent bg-primary text-primary-foreground',
				secondary: 'border-transparent bg-secondary text-secondary-foreground',
				outline: 'border-border text-foreground',
				neutral: 'border-border bg-muted text-muted-foreground',
				success: 'border-success/30 bg-success/10 text-success',
				warning: 'border-warning bg-warning/20 text-warning-foreground',
				destructive: 'border-destructive/30 bg-destructive/10 text-destructive',
				info: 'border-info/30 bg-info/10 text-info',
			},
		},
		defaultVariants: { variant: 'default' },
	},
)

export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
	const Comp = asChild ? Slot : 'span'
	return <Comp data-slot="badge" data-variant={variant ?? 'default'} className={cn(badgeVariants({ variant }), className)} {...props} />
}
