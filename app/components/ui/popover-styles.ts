import { cn } from '#app/lib/utils.ts'

/** The popover panel's look, apart from the Radix part, for panels drawn without it (no JavaScript, or before its chunk). */
export const popoverContentClassName = cn(
	'z-50 w-80 rounded-md border bg-popover p-4 text-start text-popover-foreground shadow-md outline-hidden',
	'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
)
