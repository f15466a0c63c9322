import { useId } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { cn } from '#app/lib/utils.ts'

export type FilterOption = { id: string; name: string }

/**
 * A multiple-choice filter of a GET filter form (departments, groups, rounds …): a native disclosure of
 * checkboxes named `name`, so it works without JavaScript; the summary says what is chosen. `open` and
 * `onToggle` keep it open across a navigation that applies a choice at once (with JavaScript).
 */
export function OptionsFilter({
	legend,
	name,
	options,
	selected,
	empty,
	testId,
	summary,
	open,
	onToggle,
	className = 'w-56',
}: {
	legend: string
	name: string
	options: FilterOption[]
	selected: string[]
	empty: string
	testId: string
	/** What the summary says: "All" for none chosen, else "N chosen". */
	summary: string
	open?: boolean
	onToggle?: (isOpen: boolean) => void
	className?: string
}) {
	const id = useId()
	return (
		<fieldset className="grid gap-1" data-testid={testId}>
			<legend className="mb-1 text-xs text-muted-foreground">{legend}</legend>
			<details className="group" open={open} onToggle={onToggle ? (event) => onToggle(event.currentTarget.open) : undefined}>
				<summary
					className={cn(buttonVariants({ variant: 'outline' }), className, 'cursor-pointer list-none justify-between')}
					aria-describedby={`${id}-chosen`}
				>
					<span id={`${id}-chosen`} className="truncate">
						{summary}
					</span>
					<Icon name="chevron-down" className="transition-transform group-open:rotate-180" />
				</summary>
				<div className="mt-1 grid max-h-64 w-72 gap-2 overflow-y-auto rounded-md border bg-popover p-3">
					{options.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
					{options.map((option) => (
						<label key={option.id} className="flex items-start gap-2 text-sm">
							<Checkbox name={name} value={option.id} defaultChecked={selected.includes(option.id)} />
							<span>{option.name}</span>
						</label>
					))}
				</div>
			</details>
		</fieldset>
	)
}
