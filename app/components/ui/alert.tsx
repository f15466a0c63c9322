/**
 * Only the destructive variant is role="alert" (assertive, interrupts the screen reader);
 * the others are role="status" so success and info messages are announced politely.
 */
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

export const alertVariants = cva(
	[
		'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-start text-sm',
		'has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3',
		'[&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
	],
	{
		variants: {
			variant: {
				default: 'bg-card text-card-foreground',
				destructive: 'border-destructive/40 bg-destructive/5 text-destructive *:data-[slot=alert-description]:text-destructive/90',
				success: 'border-success/40 bg-success/5 text-success *:data-[slot=alert-description]:text-foreground',
				warning: 'border-warning bg-warning/15 text-warning-foreground *:data-[slot=alert-description]:text-warning-foreground',
				info: 'border-info/40 bg-info/5 text-info *:data-[slot=alert-description]:text-foreground',
			},
		},
		defaultVariants: { variant: 'default' },
	},
)

export type AlertProps = React.ComponentProps<'div'> & VariantProps<typeof alertVariants>

export function Alert({ className, variant, role, ...props }: AlertProps) {
	return (
		<div
			data-slot="alert"
			data-variant={variant ?? 'default'}
			role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
			className={cn(alertVariants({ variant }), className)}
			{...props}
		/>
	)
}

export function AlertTitle({ className, ...props }: React.ComponentProps<'div'>) {
	return <div data-slot="alert-title" className={cn('col-start-2 min-h-4 font-medium tracking-tight', className)} {...props} />
}

export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
	return (
		<div
			data-slot="alert-description"
			className={cn('col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed', className)}
			{...props}
		/>
	)
}
