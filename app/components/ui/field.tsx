/**
 * Field: a label, one control, an optional description and the control's errors, wired together
 * by id so it works in server-rendered HTML: label[for] → control[id]; the control gets
 * aria-invalid and aria-describedby pointing at `${id}-error` and `${id}-description`, the same
 * ids Conform uses for `field.errorId` / `field.descriptionId`.
 *
 * The control id comes from `id`, else from the control's own `id`, else `useId()`. Anything the
 * control already sets for aria-describedby is kept and joined with the field's ids.
 */
import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { Label } from '#app/components/ui/label.tsx'
import { cn } from '#app/lib/utils.ts'

type ControlProps = {
	id?: string
	'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling'
	'aria-describedby'?: string
}

export type FieldErrors = ReadonlyArray<string | null | undefined> | null | undefined

const fieldVariants = cva('group/field grid gap-2', {
	variants: {
		orientation: {
			vertical: '',
			// For a checkbox: control then label on one line, description and errors below.
			horizontal: 'grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 [&>p]:col-start-2 [&>ul]:col-start-2',
		},
	},
	defaultVariants: { orientation: 'vertical' },
})

export type FieldProps = Omit<React.ComponentProps<'div'>, 'id' | 'children'> &
	VariantProps<typeof fieldVariants> & {
		label: React.ReactNode
		/** The control's id (not the wrapper's). */
		id?: string
		description?: React.ReactNode
		errors?: FieldErrors
		labelProps?: Omit<React.ComponentProps<typeof Label>, 'htmlFor'>
		/** Exactly one control element: Input, Textarea, NativeSelect, Checkbox … */
		children: React.ReactElement<ControlProps>
	}

export function Field({ label, id: idProp, description, errors, orientation, labelProps, className, children, ...props }: FieldProps) {
	const control = React.Children.only(children)
	const fallbackId = React.useId()
	const id = idProp ?? control.props.id ?? fallbackId
	const errorId = `${id}-error`
	const descriptionId = `${id}-description`
	const errorMessages = (errors ?? []).filter((error): error is string => Boolean(error))
	const invalid = errorMessages.length > 0

	const describedBy = joinIds(invalid ? errorId : undefined, description ? descriptionId : undefined, control.props['aria-describedby'])

	const labelElement = (
		<Label {...labelProps} htmlFor={id} className={cn(orientation === 'horizontal' && 'font-normal', labelProps?.className)}>
			{label}
		</Label>
	)
	const controlElement = React.cloneElement(control, {
		id,
		'aria-invalid': invalid ? true : control.props['aria-invalid'],
		'aria-describedby': describedBy,
	})

	return (
		<div
			data-slot="field"
			data-invalid={invalid || undefined}
			data-orientation={orientation ?? 'vertical'}
			className={cn(fieldVariants({ orientation }), className)}
			{...props}
		>
			{orientation === 'horizontal' ? (
				<>
					{controlElement}
					{labelElement}
				</>
			) : (
				<>
					{labelElement}
					{controlElement}
				</>
			)}
			{description ? (
				<p id={descriptionId} data-slot="field-description" className="text-sm text-muted-foreground">
					{description}
				</p>
			) : null}
			<ErrorList id={errorId} errors={errorMessages} />
		</div>
	)
}

export type ErrorListProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
	errors?: FieldErrors
}

/** The error messages of a field, or of a whole form (Conform's `form.errorId` / `form.errors`). */
export function ErrorList({ errors, className, ...props }: ErrorListProps) {
	const messages = (errors ?? []).filter((error): error is string => Boolean(error))
	if (messages.length === 0) return null
	return (
		<ul data-slot="field-error" className={cn('grid gap-1 text-sm font-medium text-destructive', className)} {...props}>
			{messages.map((message, index) => (
				<li key={`${index}-${message}`}>{message}</li>
			))}
		</ul>
	)
}

function joinIds(...values: Array<string | undefined>) {
	const ids = new Set(values.flatMap((value) => value?.split(/\s+/).filter(Boolean) ?? []))
	return ids.size > 0 ? [...ids].join(' ') : undefined
}
