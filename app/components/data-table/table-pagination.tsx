/**
 * The table's footer: "1–25 of 132", rows per page, and first / previous / next / last links.
 *
 * Rows per page is a GET form (select + Apply) that works without JavaScript; once hydrated a
 * change of the select navigates at once and the Apply button is visually hidden (it shows again
 * when it has keyboard focus). Either way the page goes back to the first one and every other
 * parameter is kept.
 */
import { useId } from 'react'
import { useNavigate } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { Pagination, PaginationContent, PaginationItem, PaginationLink } from '#app/components/ui/pagination.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { numberFormat } from '#app/lib/number-format.ts'
import { PAGE_SIZES, TABLE_PARAMS, isPageSize, lastPageNumber, pageHref, pageSizeHref, type TableDefinition } from '#app/lib/table-query.ts'
import { cn } from '#app/lib/utils.ts'
import { HiddenParams } from './hidden-params.tsx'
import { useTableUrl } from './use-table-url.ts'

export type TablePaginationProps<Column extends string> = {
	table: TableDefinition<Column>
	/** Rows across all pages. */
	total: number
	/** Rows on this page (for the range text); defaults to what the page size and total imply. */
	rowCount?: number
	/** Names the nav; defaults to 'Pagination'. Give each table on a page its own. */
	label?: string
	className?: string
}

export function TablePagination<Column extends string>({ table, total, rowCount, label, className }: TablePaginationProps<Column>) {
	const { t, i18n } = useTranslation('widgets')
	const { query, search, pathname, href } = useTableUrl(table)
	const hydrated = useHydrated()
	const navigate = useNavigate()
	const selectId = useId()

	const last = lastPageNumber(total, query.pageSize)
	const offset = query.pageNumber * query.pageSize
	const shown = rowCount ?? Math.max(0, Math.min(query.pageSize, total - offset))
	const format = numberFormat(i18n.language)
	const range = t('table.range', {
		from: format.format(shown > 0 ? offset + 1 : 0),
		to: format.format(shown > 0 ? offset + shown : 0),
		total: format.format(total),
	})

	const atStart = query.pageNumber <= 0
	const atEnd = query.pageNumber >= last
	const link = (pageNumber: number) => href(pageHref(table, search, pageNumber))

	function changePageSize(value: FormDataEntryValue | null) {
		const size = Number(value)
		if (isPageSize(size)) void navigate(href(pageSizeHref(table, search, size)), { preventScrollReset: true })
	}

	return (
		<div data-slot="table-pagination" className={cn('flex flex-wrap items-center justify-end gap-x-6 gap-y-2 py-3 text-sm', className)}>
			<form
				method="get"
				action={pathname}
				className="flex items-center gap-2"
				onSubmit={(event) => {
					event.preventDefault()
					changePageSize(new FormData(event.currentTarget).get(TABLE_PARAMS.pageSize))
				}}
			>
				<HiddenParams search={search} exclude={[TABLE_PARAMS.pageSize, TABLE_PARAMS.pageNumber]} />
				<label htmlFor={selectId} className="whitespace-nowrap text-muted-foreground">
					{t('table.rowsPerPage')}
				</label>
				<NativeSelect
					id={selectId}
					name={TABLE_PARAMS.pageSize}
					// Keyed by the URL's size so a back/forward navigation shows the right one.
					key={query.pageSize}
					defaultValue={String(query.pageSize)}
					className="w-20"
					selectClassName="h-8"
					onChange={(event) => changePageSize(event.currentTarget.value)}
				>
					{PAGE_SIZES.map((size) => (
						<option key={size} value={size}>
							{size}
						</option>
					))}
				</NativeSelect>
				<Button
					type="submit"
					variant="outline"
					size="sm"
					data-hydrated={hydrated || undefined}
					className={cn(hydrated && 'sr-only focus-visible:not-sr-only')}
				>
					{t('table.applyRowsPerPage')}
				</Button>
			</form>

			<p data-slot="table-range" className="whitespace-nowrap text-muted-foreground" aria-live="polite">
				{range}
			</p>

			<Pagination aria-label={label ?? t('table.pagination')}>
				<PaginationContent>
					<PaginationItem>
						<PaginationLink to={link(0)} disabled={atStart} label={t('table.firstPage')} preventScrollReset>
							<Icon name="chevrons-left" />
						</PaginationLink>
					</PaginationItem>
					<PaginationItem>
						<PaginationLink
							to={link(Math.min(query.pageNumber - 1, last))}
							disabled={atStart}
							label={t('table.previousPage')}
							preventScrollReset
						>
							<Icon name="chevron-left" />
						</PaginationLink>
					</PaginationItem>
					<PaginationItem>
						<PaginationLink to={link(query.pageNumber + 1)} disabled={atEnd} label={t('table.nextPage')} preventScrollReset>
							<Icon name="chevron-right" />
						</PaginationLink>
					</PaginationItem>
					<PaginationItem>
						<PaginationLink to={link(last)} disabled={atEnd} label={t('table.lastPage')} preventScrollReset>
							<Icon name="chevrons-right" />
						</PaginationLink>
					</PaginationItem>
				</PaginationContent>
			</Pagination>
		</div>
	)
}
