import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { Pagination, PaginationContent, PaginationItem, PaginationLink } from '#app/components/ui/pagination.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { numberFormat } from '#app/lib/number-format.ts'
import { TABLE_PARAMS, lastPageNumber, pageHref, pageSizeHref, type PageSize, type TableDefinition } from '#app/lib/table-query.ts'
import { parsePolicyQuery, POLICY_PAGE_SIZES } from './policy-table.ts'

/**
 * The policies tables' footer (spec 2 §9: policy page sizes 25, 50, 100): the console's table footer
 * (data-table/table-pagination.tsx) with the policies' own page sizes. Rows per page is a GET form
 * (select + Apply) without JavaScript; with it a change of the select navigates at once.
 */
export function PolicyPagination<Column extends string>({
	table,
	total,
	label,
}: {
	table: TableDefinition<Column>
	total: number
	label: string
}) {
	const { t, i18n } = useTranslation('widgets')
	const { pathname, search } = useLocation()
	const hydrated = useHydrated()
	const navigate = useNavigate()
	const selectId = useId()
	const query = parsePolicyQuery(table, search)
	const last = lastPageNumber(total, query.pageSize)
	const offset = query.pageNumber * query.pageSize
	const shown = Math.max(0, Math.min(query.pageSize, total - offset))
	const format = numberFormat(i18n.language)
	const range = t('table.range', {
		from: format.format(shown > 0 ? offset + 1 : 0),
		to: format.format(shown > 0 ? offset + shown : 0),
		total: format.format(total),
	})
	const atStart = query.pageNumber <= 0
	const atEnd = query.pageNumber >= last
	const link = (pageNumber: number) => `${pathname}${pageHref(table, search, pageNumber)}`
	function changePageSize(value: FormDataEntryValue | null) {
		const size = Number(value)
		if ((POLICY_PAGE_SIZES as readonly number[]).includes(size))
			void navigate(`${pathname}${pageSizeHref(table, search, size as PageSize)}`, { preventScrollReset: true })
	}
	return (
		<div data-slot="table-pagination" className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 py-3 text-sm">
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
					key={query.pageSize}
					defaultValue={String(query.pageSize)}
					className="w-20"
					selectClassName="h-8"
					onChange={(event) => changePageSize(event.currentTarget.value)}
				>
					{POLICY_PAGE_SIZES.map((size) => (
						<option key={size} value={size}>
							{size}
						</option>
					))}
				</NativeSelect>
				<Button type="submit" variant="outline" size="sm" className={hydrated ? 'sr-only focus-visible:not-sr-only' : undefined}>
					{t('table.applyRowsPerPage')}
				</Button>
			</form>
			<p data-slot="table-range" className="whitespace-nowrap text-muted-foreground" aria-live="polite">
				{range}
			</p>
			<Pagination aria-label={label}>
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
