/**
 * A page's bulk actions over its table's ticked rows (spec 3 §2). The rows' checkboxes join the
 * page's bulk form through their `form` attribute (see row-selection.tsx); the bulk buttons submit it.
 */
import { useState } from 'react'
import { Form, useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button, type ButtonProps } from '#app/components/ui/button.tsx'
import { HiddenParams } from './hidden-params.tsx'
import type { RowSelectionConfig } from './row-selection.tsx'

/** What a page tells its table about the selection; the table adds the rows' name, value and label. */
export type BulkSelectionConfig = Pick<RowSelectionConfig<unknown>, 'form' | 'defaultValues' | 'onChange'>

/**
 * The selection the page starts with (from its URL, e.g. after a failed submit) and whether any row is
 * ticked. With JavaScript the bulk buttons wait for a selection; without it they stay enabled and the
 * action answers an empty selection itself.
 */
export function useBulkSelection(form: string, initial: { values: readonly string[]; isAllSelected: boolean }) {
	const hydrated = useHydrated()
	const [selected, setSelected] = useState(initial.isAllSelected || initial.values.length > 0)
	const selection: BulkSelectionConfig = {
		form,
		defaultValues: initial.values,
		onChange: (state) => setSelected(state.isAllSelected || state.values.length > 0),
	}
	return { selection, disabled: hydrated && !selected }
}

export type BulkSelection = ReturnType<typeof useBulkSelection>

/**
 * A bulk form that opens a dialog with GET: the dialog's name and the ticked rows join the page's
 * query (its search, filters and sorting), less the parameters the form sets itself.
 */
export function BulkDialogForm({ id, exclude }: { id: string; exclude: readonly string[] }) {
	const location = useLocation()
	return (
		<Form id={id} method="get" action={location.pathname} preventScrollReset>
			<HiddenParams search={location.search} exclude={exclude} />
		</Form>
	)
}

/** A bulk button that submits the page's bulk form (its `name` and `value` say which dialog opens). */
export function BulkButton({ bulk, ...props }: Omit<ButtonProps, 'type' | 'form' | 'disabled' | 'asChild'> & { bulk: BulkSelection }) {
	return <Button type="submit" form={bulk.selection.form} variant="outline" disabled={bulk.disabled} {...props} />
}
