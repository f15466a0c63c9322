import { useEffect, useId, useRef, useState } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import { LIST_SEARCH_DEBOUNCE_MS } from '#app/components/data-table/search-box.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { NativeSelect, NativeSelectOption } from '#app/components/ui/native-select.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { SEARCH_TEXT_MAX_LENGTH } from '#app/lib/table-query.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { cn } from '#app/lib/utils.ts'
import { ADD_MODAL, DIALOG_PARAMS, SHARE_INTENT, unavailableNote } from './share-options.ts'

export type AddCustomersData = {
	customers: Array<{ companyId: string; companyName: string; isBoosted: boolean; isWithRegisteredUsers: boolean }>
	totalAvailableCount: number
	totalCount: number
	pageNumber: number
	pageCount: number
	search: string
	startDate: string
	timezone: string
	picked: string[]
	isAllSelected: boolean
	timezones: string[]
	failure: UiMessage | null
}

/**
 * The Add Customers dialog (spec 3 §2, `?modal=add-customers`): a start date (past days disabled, shown
 * as 'Mar 05, 2025'), a time zone, a search and the customers without the campaign, each with a checkbox;
 * those that cannot receive it greyed with the spec's note; 'All Customers' takes every available one.
 *
 * One POST form. Without JavaScript its Search and page buttons submit it with GET to the page, so the
 * date, zone and ticks travel in the URL and come back ticked; the ticks of other pages ride along as
 * hidden fields. With JavaScript the same GET submits happen through the router, the search 300 ms after
 * typing (spec 3 §9 share dialogs).
 */
export function AddCustomersDialog({
	path,
	postAction,
	closeHref,
	hiddenParams,
	today,
	data,
	errors,
	failure,
}: {
	path: string
	postAction: string
	closeHref: string
	/** The table's parameters: kept through the dialog's GET submits. */
	hiddenParams: Array<[string, string]>
	today: string
	data: AddCustomersData
	errors: Record<string, string[] | null> | undefined
	failure: UiMessage | null | undefined
}) {
	const { t, i18n } = useTranslation('phishingSimulationShare')
	const submit = useSubmit()
	const formRef = useRef<HTMLFormElement>(null)
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
	useEffect(() => () => clearTimeout(timer.current), [])
	const [day, setDay] = useState(data.startDate)
	const [selected, setSelected] = useState(() => new Set(data.picked))
	const [all, setAll] = useState(data.isAllSelected)
	const pending = useIsPending({ intent: SHARE_INTENT.add })
	const ids = { search: useId(), all: useId(), error: useId() }
	const onPage = new Set(data.customers.map((c) => c.companyId))
	const fieldErrors = (name: string) => translateErrors(t, errors?.[name] ?? undefined)
	const dayLabel = formatDate(day, i18n.language)

	function toggle(id: string, checked: boolean) {
		setSelected((previous) => {
			const next = new Set(previous)
			if (checked) next.add(id)
			else next.delete(id)
			return next
		})
		if (!checked) setAll(false)
	}
	const pageButton = (pageNumber: number) =>
		({
			type: 'submit',
			variant: 'outline',
			size: 'sm',
			formMethod: 'get',
			formAction: path,
			formNoValidate: true,
			name: DIALOG_PARAMS.page,
			value: String(pageNumber),
		}) as const

	return (
		<UrlDialog
			closeHref={closeHref}
			className="sm:max-w-xl"
			data-testid="add-customers"
			title={t('dialog.title')}
			description={t('dialog.description')}
		>
			<Form ref={formRef} method="post" action={postAction} preventScrollReset className="grid gap-4" noValidate>
				<input type="hidden" name={DIALOG_PARAMS.modal} value={ADD_MODAL} />
				{hiddenParams.map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<FailureAlert t={t} failure={failure ?? data.failure} data-testid="add-customers-failure" />
				<div className="grid gap-4 sm:grid-cols-2">
					<Field
						label={t('dialog.startDate')}
						errors={fieldErrors('startDate')}
						description={dayLabel ? t('dialog.startsOn', { date: dayLabel }) : undefined}
					>
						<Input
							type="date"
							name={DIALOG_PARAMS.startDate}
							min={today}
							defaultValue={data.startDate}
							onChange={(event) => setDay(event.currentTarget.value)}
							required
						/>
					</Field>
					<Field label={t('dialog.timezone')} errors={fieldErrors('timezone')}>
						<NativeSelect name={DIALOG_PARAMS.timezone} defaultValue={data.timezone} required>
							{data.timezones.map((zone) => (
								<NativeSelectOption key={zone} value={zone}>
									{zone}
								</NativeSelectOption>
							))}
						</NativeSelect>
					</Field>
				</div>
				<div role="search" className="flex gap-2">
					<label htmlFor={ids.search} className="sr-only">
						{t('dialog.search')}
					</label>
					<Input
						id={ids.search}
						type="search"
						name={DIALOG_PARAMS.search}
						defaultValue={data.search}
						placeholder={t('dialog.search')}
						maxLength={SEARCH_TEXT_MAX_LENGTH}
						autoComplete="off"
						enterKeyHint="search"
						onChange={() => {
							clearTimeout(timer.current)
							timer.current = setTimeout(() => {
								if (formRef.current) void submit(formRef.current, { method: 'get', action: path, replace: true, preventScrollReset: true })
							}, LIST_SEARCH_DEBOUNCE_MS)
						}}
					/>
					{/* The form's first submit button: Enter in a field searches rather than adds. */}
					<Button type="submit" variant="outline" formMethod="get" formAction={path} formNoValidate>
						<Icon name="search" />
						{t('dialog.searchSubmit')}
					</Button>
				</div>
				{/* The ticks of other pages travel along (this page's are its checkboxes). */}
				{[...selected]
					.filter((id) => !onPage.has(id))
					.map((id) => (
						<input key={id} type="hidden" name={DIALOG_PARAMS.companyIds} value={id} />
					))}
				<fieldset className="grid gap-2" aria-describedby={errors?.companyIds ? ids.error : undefined}>
					<legend className="sr-only">{t('dialog.listLabel')}</legend>
					{data.totalCount === 0 ? (
						<p
							className="rounded-md border border-dashed p-4 text-center text-muted-foreground"
							role="status"
							data-testid="add-customers-empty"
						>
							{data.search ? t('dialog.noSearchResults') : t('dialog.noCustomers')}
						</p>
					) : (
						<>
							<div className="flex items-center gap-2 border-b pb-2">
								<Checkbox
									id={ids.all}
									name={DIALOG_PARAMS.isAllSelected}
									value="true"
									checked={all}
									disabled={data.totalAvailableCount === 0}
									onChange={(event) => setAll(event.currentTarget.checked)}
								/>
								<Label htmlFor={ids.all}>{t('dialog.allCustomers')}</Label>
								<span className="text-sm text-muted-foreground">{t('dialog.allCustomersHint', { count: data.totalAvailableCount })}</span>
							</div>
							<ul aria-label={t('dialog.listLabel')} className="grid max-h-80 gap-2 overflow-y-auto" data-testid="add-customers-list">
								{data.customers.map((customer) => {
									const id = `share-${customer.companyId}`
									const note = unavailableNote(customer)
									return (
										<li
											key={customer.companyId}
											className={cn('flex flex-wrap items-center gap-x-2', note && 'text-muted-foreground')}
											data-customer-id={customer.companyId}
										>
											{note ? (
												<>
													<Checkbox id={id} disabled aria-describedby={`${id}-note`} />
													<Label htmlFor={id} className="font-normal">
														{customer.companyName}
													</Label>
													<span id={`${id}-note`} className="text-xs">
														{t(note)}
													</span>
												</>
											) : (
												<>
													<Checkbox
														id={id}
														name={DIALOG_PARAMS.companyIds}
														value={customer.companyId}
														checked={all || selected.has(customer.companyId)}
														onChange={(event) => toggle(customer.companyId, event.currentTarget.checked)}
													/>
													<Label htmlFor={id} className="font-normal">
														{customer.companyName}
													</Label>
												</>
											)}
										</li>
									)
								})}
							</ul>
						</>
					)}
					<ErrorList id={ids.error} errors={fieldErrors('companyIds')} />
				</fieldset>
				{data.pageCount > 1 ? (
					<nav aria-label={t('dialog.pagination')} className="flex items-center justify-between gap-2">
						<Button {...pageButton(data.pageNumber - 1)} disabled={data.pageNumber === 0}>
							{t('dialog.previous')}
						</Button>
						<span className="text-sm text-muted-foreground">{t('dialog.page', { page: data.pageNumber + 1, pages: data.pageCount })}</span>
						<Button {...pageButton(data.pageNumber + 1)} disabled={data.pageNumber >= data.pageCount - 1}>
							{t('dialog.next')}
						</Button>
					</nav>
				) : null}
				<DialogFooter>
					<Button asChild variant="outline">
						<Link to={closeHref} replace preventScrollReset>
							{t('dialog.cancel')}
						</Link>
					</Button>
					<StatusButton type="submit" name="intent" value={SHARE_INTENT.add} pending={pending}>
						{t('dialog.submit')}
					</StatusButton>
				</DialogFooter>
			</Form>
		</UrlDialog>
	)
}
