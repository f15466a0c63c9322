/** No Radix needed: a decorative separator is hidden from assistive tech, a semantic one is announced. */
import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

export type SeparatorProps = React.ComponentProps<'div'> & {
	orientation?: 'horizontal' | 'vertical'
	decorative?: boolean
}

export function Separator({
	className,
	orientation = 'horizontal',
	decorative = true,
	...props
}: SeparatorProps) {
	return (
		<div
			data-slot="separator"
			data-orientation={orientation}
			{...(decorative
				? { role: 'none' }
				: {
						role: 'separator',
						// horizontal is the ARIA default, so it is only spelled out when vertical
						'aria-orientation': orientation === 'vertical' ? 'vertical' : undefined,
					})}
			className={cn(
				'shrink-0 bg-border',
				orientation === 'horizontal' ? 'h-px w-full' : 'h-full w-px self-stretch',
				className,
			)}
			{...props}
		/>
	)
}
