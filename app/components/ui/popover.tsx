/**
 * Radix popover wrappers. A popover opens only with JavaScript: whatever it offers must also be
 * reachable without it (a link to a URL that renders the same panel on the server).
 */
import * as PopoverPrimitive from '@radix-ui/react-popover'
import { cn } from '#app/lib/utils.ts'
import { popoverContentClassName } from './popover-styles.ts'
import type * as React from 'react'

export function Popover(props: React.ComponentProps<typeof PopoverPrimitive.Root>) {
	return <PopoverPrimitive.Root data-slot="popover" {...props} />
}

export function PopoverTrigger(props: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
	return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />
}

export function PopoverAnchor(props: React.ComponentProps<typeof PopoverPrimitive.Anchor>) {
	return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />
}

export function PopoverClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
	return <PopoverPrimitive.Close data-slot="popover-close" {...props} />
}

export function PopoverContent({
	className,
	align = 'center',
	sideOffset = 4,
	...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
	return (
		<PopoverPrimitive.Portal>
			<PopoverPrimitive.Content
				data-slot="popover-content"
				align={align}
				sideOffset={sideOffset}
				className={cn(
					popoverContentClassName,
					'max-h-(--radix-popover-content-available-height) origin-(--radix-popover-content-transform-origin) overflow-y-auto',
					'motion-safe:data-[state=open]:animate-fade-in',
					className,
				)}
				{...props}
			/>
		</PopoverPrimitive.Portal>
	)
}
