/**
 * Plain table parts (shadcn style). The wrapper scrolls sideways on narrow screens; the table
 * keeps its native semantics, so headers, captions and aria-sort reach assistive technology.
 * The wrapper's inline-size containment keeps a wide table from widening the grids and flex rows
 * around it (the page would scroll sideways on a phone): it takes its parent's width and scrolls.
 */
import { cn } from '#app/lib/utils.ts'
import type * as React from 'react'

export function Table({ className, containerClassName, ...props }: React.ComponentProps<'table'> & { containerClassName?: string }) {
	return (
		<div data-slot="table-container" className={cn('relative w-full overflow-x-auto [contain:inline-size]', containerClassName)}>
			<table data-slot="table" className={cn('w-full caption-top border-collapse text-sm', className)} {...props} />
		</div>
	)
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
	return (
		<caption data-slot="table-caption" className={cn('mb-3 text-start text-base font-semibold text-foreground', className)} {...props} />
	)
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
	return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
	return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />
}

export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
	return <tfoot data-slot="table-footer" className={cn('border-t bg-muted/50 font-medium', className)} {...props} />
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
	return (
		<tr
			data-slot="table-row"
			className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-accent', className)}
			{...props}
		/>
	)
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
	return (
		<th
			data-slot="table-head"
			className={cn('h-10 px-3 text-start align-middle font-medium whitespace-nowrap text-muted-foreground', className)}
			{...props}
		/>
	)
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
	return <td data-slot="table-cell" className={cn('p-3 align-middle', className)} {...props} />
}
