import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { LIST_SEARCH_DEBOUNCE_MS } from '#app/components/data-table/search-box.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { type UiMessage } from '#app/components/form-errors.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { normalizeSearchText, SEARCH_TEXT_MAX_LENGTH } from '#app/lib/table-query.ts'
import {
	CUSTOMERS_MODAL,
	typedParams,
	PICKER_PARAMS,
	pickerPageHref,
	type ChosenCustomer,
	type SharingDraft,
} from './customers-picker-url.ts'
import type { PickerPage } from './sharing.server.ts'

export type PickerData = PickerPage & { failure: UiMessage | null }

/**
 * The Add Customers picker (spec 2 §2, `?modal=customers`): the customers without the course, searched
 * and paged; the boosted ones can be ticked, the others say "Not available, non boost customer".
 *
 * Without JavaScript it is a GET form to the tab: Search, the pages and Add carry the ticks, the
 * customers chosen on other pages and the sharing form's values (`draft`) along, and Add goes back to
 * the form with them. With JavaScript the search waits 300 ms after typing (spec 2 §9), pages and
 * searches load through a fetcher from the tab's loader, the ticks live here across them, and Add hands
 * them to the form (`onAdd`) without a page load.
 */
export function CustomersPickerDialog({
	path,
	closeHref,
	draft,
	draftId,
	chosen,
	picked,
	picker,
	onAdd,
}: {
	path: string
	closeHref: string
	draft: SharingDraft | null
	/** The kept draft of what was typed (no JavaScript), carried along instead of its values. */
	draftId: string | null
	/** The form's customers: Cancel keeps them. */
	chosen: readonly ChosenCustomer[]
	/** The ticks the picker opens with: the form's customers, or those carried by its own submits (no JavaScript). */
	picked: readonly ChosenCustomer[]
	picker: PickerData
	onAdd: (chosen: ChosenCustomer[]) => void
}) {
	const { t } = useTranslation('courseSharing')
	const fetcher = useFetcher<{ picker: PickerData | null }>()
	const page = fetcher.data?.picker ?? picker
	const [selected, setSelected] = useState(() => new Map(picked.map((c) => [c.companyId, c.companyName])))
	const searchId = useId()
	const input = useRef<HTMLInputElement>(null)
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
	useEffect(() => () => clearTimeout(timer.current), [])

	function load(pageNumber: number) {
		clearTimeout(timer.current)
		void fetcher.load(pickerPageHref(path, normalizeSearchText(input.current?.value), pageNumber))
	}
	function toggle(customer: ChosenCustomer, checked: boolean) {
		setSelected((previous) => {
			const next = new Map(previous)
			if (checked) next.set(customer.companyId, customer.companyName)
			else next.delete(customer.companyId)
			return next
		})
	}
	const onPage = new Set(page.customers.map((c) => c.companyId))
	const loading = fetcher.state !== 'idle'
	const pageButton = (pageNumber: number) => ({
		type: 'submit' as const,
		variant: 'outline' as const,
		size: 'sm' as const,
		name: PICKER_PARAMS.pageNumber,
		value: String(pageNumber),
		onClick: (event: MouseEvent) => {
			event.preventDefault()
			load(pageNumber)
		},
	})

	return (
		<UrlDialog
			closeHref={closeHref}
			className="sm:max-w-xl"
			data-testid="customers-picker"
			title={t('sharing.settings.picker.title')}
			description={t('sharing.settings.customersHint')}
		>
			<form
				method="get"
				action={path}
				className="grid gap-4"
				onSubmit={(event) => {
					event.preventDefault()
					load(0)
				}}
			>
				{typedParams(draftId, draft).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<input type="hidden" name={PICKER_PARAMS.modal} value={CUSTOMERS_MODAL} />
				{chosen.map((c) => (
					<input key={c.companyId} type="hidden" name={PICKER_PARAMS.customers} value={c.companyId} />
				))}
				{/* The ticks: this page's checkboxes, the other pages' here; the empty one says the ticks travel (maybe none). */}
				<input type="hidden" name={PICKER_PARAMS.picked} value="" />
				{[...selected.keys()]
					.filter((id) => !onPage.has(id))
					.map((id) => (
						<input key={id} type="hidden" name={PICKER_PARAMS.picked} value={id} />
					))}
				<div role="search" className="flex gap-2">
					<label htmlFor={searchId} className="sr-only">
						{t('sharing.settings.pickerSearch')}
					</label>
					<Input
						ref={input}
						id={searchId}
						type="search"
						name={PICKER_PARAMS.searchText}
						defaultValue={page.searchText}
						placeholder={t('sharing.settings.pickerSearch')}
						maxLength={SEARCH_TEXT_MAX_LENGTH}
						autoComplete="off"
						enterKeyHint="search"
						onChange={() => {
							clearTimeout(timer.current)
							timer.current = setTimeout(() => load(0), LIST_SEARCH_DEBOUNCE_MS)
						}}
					/>
					{/* The form's first submit button: Enter in the search searches. */}
					<Button type="submit" variant="outline">
						<Icon name="search" />
						{t('sharing.settings.picker.searchSubmit')}
					</Button>
				</div>
				<FailureAlert t={t} failure={page.failure} />
				<div className="grid gap-2" aria-busy={loading || undefined} data-testid="picker-results">
					{page.failure ? null : page.itemsCount === 0 ? (
						<p className="rounded-md border border-dashed p-4 text-center text-muted-foreground" data-testid="picker-empty" role="status">
							{page.searchText ? t('sharing.settings.picker.noSearchResults') : t('sharing.settings.allAdded')}
						</p>
					) : (
						<>
							<p className="text-sm text-muted-foreground" role="status">
								{t('sharing.settings.boostedCount', { count: page.boostedCount, total: page.itemsCount })}
							</p>
							<ul aria-label={t('sharing.settings.picker.listLabel')} className="grid max-h-80 gap-2 overflow-y-auto rounded-md border p-3">
								{page.customers.map((customer) => {
									const id = `picker-${customer.companyId}`
									return customer.isBoosted ? (
										<li key={customer.companyId} className="flex items-center gap-2" data-customer-id={customer.companyId}>
											<Checkbox
												id={id}
												name={PICKER_PARAMS.picked}
												value={customer.companyId}
												checked={selected.has(customer.companyId)}
												onChange={(event) => toggle(customer, event.currentTarget.checked)}
											/>
											<Label htmlFor={id} className="font-normal">
												{customer.companyName}
											</Label>
										</li>
									) : (
										<li
											key={customer.companyId}
											className="flex flex-wrap items-center gap-x-2 text-muted-foreground"
											data-customer-id={customer.companyId}
										>
											<Checkbox id={id} disabled aria-describedby={`${id}-not-boosted`} />
											<Label htmlFor={id} className="font-normal">
												{customer.companyName}
											</Label>
											<span id={`${id}-not-boosted`} className="text-xs">
												{t('sharing.settings.notBoosted')}
											</span>
										</li>
									)
								})}
							</ul>
						</>
					)}
				</div>
				{page.pageCount > 1 ? (
					<nav aria-label={t('sharing.settings.picker.pagination')} className="flex items-center justify-between gap-2">
						<Button {...pageButton(page.pageNumber - 1)} disabled={page.pageNumber === 0}>
							{t('sharing.settings.picker.previous')}
						</Button>
						<span className="text-sm text-muted-foreground">
							{t('sharing.settings.picker.page', { page: page.pageNumber + 1, pages: page.pageCount })}
						</span>
						<Button {...pageButton(page.pageNumber + 1)} disabled={page.pageNumber >= page.pageCount - 1}>
							{t('sharing.settings.picker.next')}
						</Button>
					</nav>
				) : null}
				<DialogFooter className="sm:items-center">
					<p className="text-sm text-muted-foreground sm:me-auto" aria-live="polite" data-testid="picker-selected">
						{t('sharing.settings.picker.selected', { count: selected.size })}
					</p>
					<Button asChild variant="outline">
						<Link to={closeHref} replace preventScrollReset>
							{t('common:cancel')}
						</Link>
					</Button>
					<Button
						type="submit"
						name={PICKER_PARAMS.add}
						value="1"
						onClick={(event) => {
							event.preventDefault()
							onAdd([...selected].map(([companyId, companyName]) => ({ companyId, companyName })))
						}}
					>
						{t('sharing.settings.picker.add')}
					</Button>
				</DialogFooter>
			</form>
		</UrlDialog>
	)
}
