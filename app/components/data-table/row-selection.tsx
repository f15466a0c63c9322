/**
 * Row selection for DataTable (spec 3 §2: selecting all rows on a page offers 'Select all N'
 * across pages and 'Clear Selection'; changing page clears an all-selected state).
 *
 * The checkboxes are native inputs named by the caller. They usually sit outside the caller's
 * POST form (a table cannot be inside a form that also holds the search and page-size GET forms),
 * so they join it through the `form` attribute. The caller's action receives:
 *   - `<name>` once per checked row of this page (e.g. `userIds=u1&userIds=u2`);
 *   - `<allSelectedName>=true` (default `isAllSelected`) when the user chose every row across pages;
 *     the action then acts on the whole filtered set (same search and filters) and ignores `<name>`.
 *
 * With JavaScript: the header checkbox ticks the page's rows; when all of them are ticked and
 * there are more rows than the page shows, a banner offers 'Select all {total}', then shows
 * '{total} selected' with 'Clear Selection'. The selection (and the all-selected state) starts
 * again whenever the rows change: another page, page size, sort, search or filter.
 *
 * Without JavaScript: rows are ticked one by one (the header checkbox cannot tick them, so it is
 * not rendered), and 'Select all {total}' is a checkbox of its own that posts
 * `<allSelectedName>=true` with the caller's form.
 */
import { useEffect, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { numberFormat } from '#app/lib/number-format.ts'

export const DEFAULT_ALL_SELECTED_NAME = 'isAllSelected'

export type RowSelectionState = {
	/** The checked rows of this page. */
	values: string[]
	/** Every row across pages is selected. */
	isAllSelected: boolean
}

export type RowSelectionConfig<Row> = {
	/** The name each row checkbox posts under, e.g. 'userIds'. */
	name: string
	/** The value a row's checkbox posts, usually the row's id. */
	value: (row: Row) => string
	/** The accessible name of a row's checkbox, e.g. "Select Jane Doe"; defaults to 'Select row'. */
	label?: (row: Row) => string
	/**
	 * The id of the caller's POST form, which the checkboxes and the all-selected input join
	 * (the table cannot sit inside it: it holds GET forms of its own).
	 */
	form: string
	/** The name of the all-selected input (value 'true'); defaults to 'isAllSelected'. */
	allSelectedName?: string
	/** Values checked on first render, e.g. after a failed submit. */
	defaultValues?: readonly string[]
	/** Called after every change of the selection (JavaScript only), including the reset on a new page. */
	onChange?: (selection: RowSelectionState) => void
}

type State = { resetKey: string; values: ReadonlySet<string>; isAllSelected: boolean }

/**
 * The selection of the page's rows. `resetKey` names the row set (table query and row values):
 * when it changes the selection starts empty again.
 */
export function useRowSelection({
	rowValues,
	resetKey,
	defaultValues,
	onChange,
}: {
	rowValues: readonly string[]
	resetKey: string
	defaultValues?: readonly string[]
	onChange?: (selection: RowSelectionState) => void
}) {
	const [state, setState] = useState<State>(() => ({
		resetKey,
		values: new Set(defaultValues?.filter((value) => rowValues.includes(value))),
		isAllSelected: false,
	}))
	// A new page (or sort, search, filter): start again, during render so no stale frame shows.
	let current = state
	if (state.resetKey !== resetKey) {
		current = { resetKey, values: new Set(), isAllSelected: false }
		setState(current)
	}

	const checkedCount = rowValues.filter((value) => current.values.has(value)).length
	const pageState: 'none' | 'some' | 'all' =
		rowValues.length > 0 && checkedCount === rowValues.length ? 'all' : checkedCount > 0 ? 'some' : 'none'

	const onChangeRef = useRef(onChange)
	onChangeRef.current = onChange
	const valuesKey = [...current.values].join('\n')
	const reported = useRef(`${current.isAllSelected}|${valuesKey}`)
	useEffect(() => {
		const key = `${current.isAllSelected}|${valuesKey}`
		if (reported.current === key) return
		reported.current = key
		onChangeRef.current?.({ values: valuesKey ? valuesKey.split('\n') : [], isAllSelected: current.isAllSelected })
	}, [valuesKey, current.isAllSelected])

	return {
		isChecked: (value: string) => current.values.has(value),
		isAllSelected: current.isAllSelected,
		pageState,
		toggleRow(value: string, checked: boolean) {
			setState((s) => {
				const values = new Set(s.values)
				if (checked) values.add(value)
				else values.delete(value)
				// Unticking any row means "all across pages" is no longer true.
				return { ...s, values, isAllSelected: checked && s.isAllSelected }
			})
		},
		togglePage(checked: boolean) {
			setState((s) => ({ ...s, values: new Set(checked ? rowValues : []), isAllSelected: false }))
		},
		selectAll() {
			setState((s) => ({ ...s, values: new Set(rowValues), isAllSelected: true }))
		},
		clear() {
			setState((s) => ({ ...s, values: new Set(), isAllSelected: false }))
		},
	}
}

export type RowSelection = ReturnType<typeof useRowSelection>

/** The header cell's checkbox: ticks or clears every row of the page; mixed when some are ticked. */
export function PageCheckbox({ selection, disabled }: { selection: RowSelection; disabled?: boolean }) {
	const { t } = useTranslation('widgets')
	const ref = useRef<HTMLInputElement>(null)
	useEffect(() => {
		if (ref.current) ref.current.indeterminate = selection.pageState === 'some'
	}, [selection.pageState])
	return (
		<Checkbox
			ref={ref}
			data-slot="page-checkbox"
			aria-label={t('table.selectPage')}
			checked={selection.pageState === 'all'}
			disabled={disabled}
			onChange={(event) => selection.togglePage(event.currentTarget.checked)}
		/>
	)
}

/**
 * The banner above the rows. With JavaScript: a polite live region that offers 'Select all
 * {total}' once the page is fully ticked, then '{total} selected' and 'Clear Selection', plus the
 * hidden all-selected input. Without: the 'Select all {total}' checkbox.
 */
export function SelectionBanner({
	selection,
	hydrated,
	pageRowCount,
	total,
	form,
	allSelectedName = DEFAULT_ALL_SELECTED_NAME,
	onCleared,
}: {
	selection: RowSelection
	hydrated: boolean
	pageRowCount: number
	total: number
	form?: string
	allSelectedName?: string
	/** Where focus goes after 'Clear Selection' removes the banner (the header checkbox). */
	onCleared?: () => void
}) {
	const { t, i18n } = useTranslation('widgets')
	const totalText = numberFormat(i18n.language).format(total)
	const clearRef = useRef<HTMLButtonElement>(null)
	const focusClear = useRef(false)

	useEffect(() => {
		// 'Select all' unmounts with its click; keep the keyboard user on the banner.
		if (focusClear.current && selection.isAllSelected) clearRef.current?.focus()
		focusClear.current = false
	}, [selection.isAllSelected])

	if (!hydrated) {
		if (total <= 0) return null
		return (
			<div data-slot="selection-banner" className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
				<label className="inline-flex cursor-pointer items-center gap-2">
					<Checkbox name={allSelectedName} value="true" form={form} />
					{t('table.selectAll', { total: totalText })}
				</label>
			</div>
		)
	}

	const offerAll = !selection.isAllSelected && selection.pageState === 'all' && total > pageRowCount
	return (
		<div
			data-slot="selection-banner"
			role="status"
			className="flex flex-wrap items-center justify-center gap-x-2 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground empty:hidden"
		>
			{selection.isAllSelected ? (
				<>
					<input type="hidden" name={allSelectedName} value="true" form={form} />
					<span>{t('table.allSelected', { total: totalText })}</span>
					<Button
						ref={clearRef}
						type="button"
						variant="link"
						size="sm"
						className="h-auto px-1"
						onClick={() => {
							selection.clear()
							onCleared?.()
						}}
					>
						{t('table.clearSelection')}
					</Button>
				</>
			) : offerAll ? (
				<>
					<span>{t('table.pageSelected', { n: numberFormat(i18n.language).format(pageRowCount) })}</span>
					<Button
						type="button"
						variant="link"
						size="sm"
						className="h-auto px-1"
						onClick={() => {
							focusClear.current = true
							selection.selectAll()
						}}
					>
						{t('table.selectAll', { total: totalText })}
					</Button>
				</>
			) : null}
		</div>
	)
}
