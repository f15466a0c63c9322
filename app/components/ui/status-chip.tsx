/**
 * A status chip: the colour comes from the status (its tone), the label from the caller through
 * i18n, because the same status reads differently per area ('Active' user, 'Ongoing' campaign):
 *
 *   <StatusChip status={user.status}>{t(`users:status.${user.status}`)}</StatusChip>
 *
 * The dot is decoration; the text carries the meaning, so colour is never the only cue.
 */
import { cva } from 'class-variance-authority'
import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

export const statusChipVariants = cva(
	'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
	{
		variants: {
			tone: {
				success: 'border-success/30 bg-success/10 text-success',
				info: 'border-info/30 bg-info/10 text-info',
				warning: 'border-warning bg-warning/20 text-warning-foreground',
				danger: 'border-destructive/30 bg-destructive/10 text-destructive',
				neutral: 'border-border bg-muted text-muted-foreground',
				draft: 'border-dashed border-input bg-background text-muted-foreground',
			},
		},
		defaultVariants: { tone: 'neutral' },
	},
)

export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral' | 'draft'

/** The tone of every status the spec names (user, company, campaign, invoice, subscription, assignment). */
export const STATUS_TONES: Record<string, StatusTone> = {
	// users, companies, features
	ACTIVE: 'success',
	SUSPENDED: 'warning',
	ENABLED: 'success',
	DISABLED: 'neutral',
	// campaigns, exercises, simulations
	IN_PROGRESS: 'info',
	ONGOING: 'info',
	QUEUED: 'warning',
	DRAFT: 'draft',
	ENDED: 'neutral',
	ARCHIVED: 'neutral',
	// invoices
	OPEN: 'info',
	PAID: 'success',
	VOID: 'neutral',
	UNCOLLECTIBLE: 'danger',
	OVERDUE: 'danger',
	// partner subscriptions
	PAST_DUE: 'warning',
	UNPAID: 'danger',
	// assignments (spec 3 §2: Completed, In Progress, Not Started, Overdue)
	completed: 'success',
	inProgress: 'info',
	notStarted: 'neutral',
	overdue: 'danger',
}

export function statusTone(status: string): StatusTone {
	return Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status] : 'neutral'
}

export type StatusChipProps = React.ComponentProps<'span'> & {
	/** The status value as the gateway sends it; unknown values are neutral. */
	status: string
	/** Overrides the status's own tone. */
	tone?: StatusTone
}

export function StatusChip({ status, tone, className, children, ...props }: StatusChipProps) {
	const resolved = tone ?? statusTone(status)
	return (
		<span
			data-slot="status-chip"
			data-status={status}
			data-tone={resolved}
			className={cn(statusChipVariants({ tone: resolved }), className)}
			{...props}
		>
			<span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current" />
			{children}
		</span>
	)
}
