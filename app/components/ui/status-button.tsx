import { Button, type ButtonProps } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'

export type ButtonStatus = 'idle' | 'pending' | 'success' | 'error'

export type StatusButtonProps = Omit<ButtonProps, 'asChild'> & {
	status?: ButtonStatus
	/** Shorthand for `status="pending"` while true (what most forms say: `pending={useIsPending(…)}`). */
	pending?: boolean
}

/**
 * A button that shows the state of what it submitted (the Epic Stack's StatusButton): a spinner
 * while pending (and disabled, so it is not sent twice), a tick after success, a cross after an
 * error. The label stays; the icon is decorative, since the page says the outcome in words.
 */
export function StatusButton({ status: statusProp = 'idle', pending, disabled, children, ...props }: StatusButtonProps) {
	const status = pending ? 'pending' : statusProp
	return (
		<Button data-status={status} aria-busy={status === 'pending' || undefined} disabled={disabled || status === 'pending'} {...props}>
			{children}
			{status === 'pending' ? (
				<Icon name="spinner" className="animate-spin" />
			) : status === 'success' ? (
				<Icon name="check" />
			) : status === 'error' ? (
				<Icon name="x" />
			) : null}
		</Button>
	)
}
