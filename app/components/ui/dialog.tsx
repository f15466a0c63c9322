/**
 * The dialog primitive over Radix (shadcn/ui's shape). It needs JavaScript: Radix draws its content
 * through a portal that mounts only after an effect. Dialogs that are URL state and must also work
 * without JavaScript use `UrlDialog` (components/url-dialog.tsx), which builds on these parts.
 */
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { Icon } from '#app/components/ui/icon.tsx'
import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

export const dialogOverlayClassName = 'fixed inset-0 z-50 bg-black/50'

export const dialogContentVariants = cva(
	[
		'fixed z-50 gap-4 overflow-y-auto bg-background p-6 text-start text-foreground shadow-lg',
		'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
	],
	{
		variants: {
			variant: {
				// inset-0 + m-auto + h-fit centres the panel without a physical left/translate, so it needs
				// no right-to-left special case.
				dialog: 'inset-0 m-auto grid h-fit max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] rounded-lg border sm:max-w-lg',
				// The drawer: a full-height panel on the inline-end side (right, or left in right-to-left).
				sheet: 'inset-y-0 end-0 flex h-full w-full max-w-md flex-col border-s',
			},
			animated: { true: '', false: '' },
		},
		compoundVariants: [{ variant: 'dialog', animated: true, className: 'motion-safe:data-[state=open]:animate-dialog-in' }],
		defaultVariants: { variant: 'dialog', animated: true },
	},
)

/** The close button in the panel's corner (a Radix Close here, a link in UrlDialog's server-drawn panel). */
export const dialogCornerCloseClassName = cn(
	'absolute end-4 top-4 inline-flex size-7 items-center justify-center rounded-sm text-muted-foreground opacity-80',
	'transition-opacity hover:text-foreground hover:opacity-100',
	'focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
	'disabled:pointer-events-none',
)

export function DialogCornerCloseContent({ label }: { label: string }) {
	return (
		<>
			<Icon name="x" />
			<span className="sr-only">{label}</span>
		</>
	)
}

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
	return <DialogPrimitive.Root data-slot="dialog" {...props} />
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
	return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
	return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
	return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

export function DialogOverlay({
	className,
	animated = true,
	...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay> & { animated?: boolean }) {
	return (
		<DialogPrimitive.Overlay
			data-slot="dialog-overlay"
			className={cn(dialogOverlayClassName, animated && 'motion-safe:data-[state=open]:animate-fade-in', className)}
			{...props}
		/>
	)
}

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
	VariantProps<typeof dialogContentVariants> & {
		/** Accessible name of the corner close button; pass the translated text. */
		closeLabel?: string
		showCloseButton?: boolean
	}

export function DialogContent({
	className,
	variant,
	animated,
	children,
	closeLabel = 'Close',
	showCloseButton = true,
	...props
}: DialogContentProps) {
	return (
		<DialogPortal>
			<DialogOverlay animated={animated ?? true} />
			<DialogPrimitive.Content
				data-slot="dialog-content"
				className={cn(dialogContentVariants({ variant, animated }), className)}
				{...props}
			>
				{children}
				{showCloseButton ? (
					<DialogPrimitive.Close data-slot="dialog-close" className={dialogCornerCloseClassName}>
						<DialogCornerCloseContent label={closeLabel} />
					</DialogPrimitive.Close>
				) : null}
			</DialogPrimitive.Content>
		</DialogPortal>
	)
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
	return (
		<div
			data-slot="dialog-header"
			// room for the close button in the corner
			className={cn('flex flex-col gap-2 pe-8 text-center sm:text-start', className)}
			{...props}
		/>
	)
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
	return <div data-slot="dialog-footer" className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
	return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg leading-none font-semibold', className)} {...props} />
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
	return (
		<DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
	)
}
