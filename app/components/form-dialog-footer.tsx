import { buttonVariants } from '#app/components/ui/button.tsx'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx'
import { StatusButton, type StatusButtonProps } from '#app/components/ui/status-button.tsx'
import { UrlDialogClose } from '#app/components/url-dialog.tsx'

/** A URL dialog form's footer: Cancel (closes the dialog, a plain link without JavaScript) and the submit button. */
export function FormDialogFooter({
	cancelLabel,
	submitLabel,
	pending,
	...submitProps
}: {
	cancelLabel: string
	submitLabel: string
	pending: boolean
} & Omit<StatusButtonProps, 'type' | 'status' | 'children'>) {
	return (
		<DialogFooter>
			<UrlDialogClose className={buttonVariants({ variant: 'outline' })}>{cancelLabel}</UrlDialogClose>
			<StatusButton type="submit" pending={pending} {...submitProps}>
				{submitLabel}
			</StatusButton>
		</DialogFooter>
	)
}

/** The panel a URL dialog shows in place of its form once sent: a title, a line of text and Close. */
export function ThankYouPanel({ title, text, closeLabel }: { title: string; text: string; closeLabel: string }) {
	return (
		<>
			<DialogHeader>
				<DialogTitle>{title}</DialogTitle>
				<DialogDescription>{text}</DialogDescription>
			</DialogHeader>
			<DialogFooter>
				<UrlDialogClose className={buttonVariants()}>{closeLabel}</UrlDialogClose>
			</DialogFooter>
		</>
	)
}
