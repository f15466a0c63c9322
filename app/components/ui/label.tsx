import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

/**
 * shadcn's Label on a native `<label>`: Radix's Label only stops a double click from selecting the
 * text, which `select-none` already does, and it would add Radix's primitives to the sign-in pages'
 * first load (the 140 KB budget).
 */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
	return (
		// eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor or wrap the control
		<label
			data-slot="label"
			className={cn(
				'flex items-center gap-2 text-sm leading-none font-medium select-none',
				'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
				'group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50',
				className,
			)}
			{...props}
		/>
	)
}
