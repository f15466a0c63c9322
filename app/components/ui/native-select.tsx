/**
 * A styled native <select>: it submits with the form and opens without JavaScript, which a Radix
 * Select cannot. `className` sizes the wrapper; every other prop (name, id, aria-*) reaches the
 * <select>.
 */
import { Icon } from '#app/components/ui/icon.tsx'
import { inputClassName } from '#app/components/ui/input.tsx'
import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

export type NativeSelectProps = React.ComponentProps<'select'> & {
	selectClassName?: string
}

export function NativeSelect({ className, selectClassName, ...props }: NativeSelectProps) {
	return (
		<div data-slot="native-select-wrapper" className={cn('relative w-full has-[select:disabled]:opacity-50', className)}>
			<select
				data-slot="native-select"
				className={cn(
					inputClassName,
					'cursor-pointer appearance-none pe-9 disabled:opacity-100',
					// A multi-row list box has no chevron and grows with its `size`.
					'data-[multiple=true]:h-auto data-[multiple=true]:pe-3',
					selectClassName,
				)}
				data-multiple={props.multiple || undefined}
				{...props}
			/>
			{props.multiple ? null : (
				<Icon name="chevron-down" className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
			)}
		</div>
	)
}

export function NativeSelectOption(props: React.ComponentProps<'option'>) {
	return <option data-slot="native-select-option" {...props} />
}

export function NativeSelectOptGroup(props: React.ComponentProps<'optgroup'>) {
	return <optgroup data-slot="native-select-optgroup" {...props} />
}
