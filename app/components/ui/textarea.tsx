import { inputClassName } from '#app/components/ui/input.tsx'
import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
	return <textarea data-slot="textarea" className={cn(inputClassName, 'field-sizing-content h-auto min-h-16 py-2', className)} {...props} />
}
