/**
 * The console's table: server-rendered, URL-driven (ARCHITECTURE.md "The URL is the state"),
 * complete without JavaScript.
 *
 *   // users.tsx
 *   export const usersTable = defineTable({ sortColumns: ['name', 'createdAt'], defaultOrderBy: 'createdAt' })
 *   // loader: const query = parseTableQuery(usersTable, request.url) → gateway → { rows, total }
 *   <DataTable
 *     table={usersTable}
 *     caption={t('users:title')}
 *     toolbar={<SearchBox />}
 *     columns={[{ id: 'name', header: t('users:name'), sortBy: 'name', isRowHeader: true, cell: (u) => u.name }, …]}
 *     rows={rows}
 *     rowKey={(u) => u.id}
 *     total={total}
 *     selection={{ name: 'userIds', value: (u) => u.id, label: (u) => u.name, form: 'bulk-actions' }}
 *   />
 *
 * Sortable headers are links (aria-sort on the sorted one), pagination is links plus a GET form,
 * the empty state says 'No data' or, with a search, 'No data was found, try another search'.
 * Selection: see row-selection.tsx. Do not wrap the table in a <form>: it holds GET forms of its
 * own; point `selection.form` at the caller's form instead.
 */
import { useRef } from 'react'
import { Link } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { sortHref, type SortOrder, type TableDefinition } from '#app/lib/table-query.ts'
import { cn } from '#app/lib/utils.ts'
import { PageCheckbox, SelectionBanner, useRowSelection, type RowSelectionConfig } from './row-selection.tsx'
import { TablePagination } from './table-pagination.tsx'
import { useTableUrl } from './use-table-url.ts'
import type * as React from 'react'

export type DataTableColumn<Row, Column extends string = string> = {
	/** Unique among the columns. */
	id: string
	header: React.ReactNode
	cell: (row: Row) => React.ReactNode
	/** Makes the header a sort link for this orderBy value (one of the table's sort columns). */
	sortBy?: Column
	/** Renders the cell as <th scope="row"> (the column that names the row, e.g. the full name). */
	isRowHeader?: boolean
	align?: 'start' | 'center' | 'end'
	className?: string
	headerClassName?: string
}

export type DataTableProps<Row, Column extends string> = {
	table: TableDefinition<Column>
	/** The table's name, rendered as its <caption>. */
	caption: React.ReactNode
	/** Keep the caption for assistive technology only (the page shows its own heading). */
	hideCaption?: boolean
	columns: ReadonlyArray<DataTableColumn<Row, Column>>
	/** This page's rows. */
	rows: readonly Row[]
	rowKey: (row: Row) => string
	/** Rows across all pages. */
	total: number
	/** Above the table: search box, filters, bulk-action buttons. */
	toolbar?: React.ReactNode
	selection?: RowSelectionConfig<Row>
	/** Filters narrow the rows, so an empty table reads 'No data was found, try another search' (a search always does). */
	isFiltered?: boolean
	/** Replaces both empty-state texts. */
	emptyText?: React.ReactNode
	/** The pagination nav's name; give each table on a page its own. */
	paginationLabel?: string
	hidePagination?: boolean
	className?: string
}

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const

export function DataTable<Row, Column extends string>({
	table,
	caption,
	hideCaption,
	columns,
	rows,
	rowKey,
	total,
	toolbar,
	selection,
	isFiltered,
	emptyText,
	paginationLabel,
	hidePagination,
	className,
}: DataTableProps<Row, Column>) {
	const { t } = useTranslation('widgets')
	const { query, search, href } = useTableUrl(table)
	const hydrated = useHydrated()
	const pageCheckboxCell = useRef<HTMLTableCellElement>(null)

	const rowValues = selection ? rows.map(selection.value) : []
	const rowSelection = useRowSelection({
		rowValues,
		resetKey: [query.pageNumber, query.pageSize, query.order, query.orderBy, query.searchText, rowValues.join('\n')].join('|'),
		defaultValues: selection?.defaultValues,
		onChange: selection?.onChange,
	})

	const columnCount = columns.length + (selection ? 1 : 0)
	const empty = emptyText ?? (query.searchText || isFiltered ? t('table.noSearchResults') : t('table.noData'))

	return (
		<div data-slot="data-table" className={cn('flex flex-col gap-3', className)}>
			{toolbar ? <div className="flex flex-wrap items-center gap-3">{toolbar}</div> : null}
			{selection ? (
				<SelectionBanner
					selection={rowSelection}
					hydrated={hydrated}
					pageRowCount={rows.length}
					total={total}
					form={selection.form}
					allSelectedName={selection.allSelectedName}
					onCleared={() => pageCheckboxCell.current?.querySelector('input')?.focus()}
				/>
			) : null}
			<Table>
				<TableCaption className={cn(hideCaption && 'sr-only')}>{caption}</TableCaption>
				<TableHeader>
					<TableRow className="hover:bg-transparent">
						{selection ? (
							<TableHead ref={pageCheckboxCell} scope="col" className="w-10">
								{hydrated ? (
									<PageCheckbox selection={rowSelection} disabled={rows.length === 0} />
								) : (
									<span className="sr-only">{t('table.selection')}</span>
								)}
							</TableHead>
						) : null}
						{columns.map((column) => {
							const sorted = column.sortBy !== undefined && column.sortBy === query.orderBy
							return (
								<TableHead
									key={column.id}
									scope="col"
									aria-sort={sorted ? ariaSort(query.order) : undefined}
									className={cn(column.align && alignClass[column.align], column.headerClassName)}
								>
									{column.sortBy === undefined ? (
										column.header
									) : (
										<Link
											to={href(sortHref(table, search, column.sortBy))}
											preventScrollReset
											data-slot="sort-link"
											className={cn(
												'-mx-1 inline-flex items-center gap-1 rounded-sm px-1 py-0.5 hover:text-foreground',
												sorted && 'text-foreground',
											)}
										>
											{column.header}
											<SortIcon order={sorted ? query.order : undefined} />
										</Link>
									)}
								</TableHead>
							)
						})}
					</TableRow>
				</TableHeader>
				<TableBody>
					{rows.length === 0 ? (
						<TableRow className="hover:bg-transparent">
							<TableCell data-slot="table-empty" colSpan={columnCount} className="h-24 text-center text-muted-foreground">
								{empty}
							</TableCell>
						</TableRow>
					) : (
						rows.map((row) => {
							const key = rowKey(row)
							const value = selection?.value(row)
							const checked = value !== undefined && rowSelection.isChecked(value)
							return (
								<TableRow key={key} data-state={checked ? 'selected' : undefined}>
									{selection && value !== undefined ? (
										<TableCell className="w-10">
											<Checkbox
												name={selection.name}
												value={value}
												form={selection.form}
												aria-label={selection.label?.(row) ?? t('table.selectRow')}
												checked={checked}
												onChange={(event) => rowSelection.toggleRow(value, event.currentTarget.checked)}
											/>
										</TableCell>
									) : null}
									{columns.map((column) => {
										const Cell = column.isRowHeader ? TableHead : TableCell
										return (
											<Cell
												key={column.id}
												scope={column.isRowHeader ? 'row' : undefined}
												className={cn(
													column.isRowHeader && 'h-auto p-3 font-medium whitespace-normal text-foreground',
													column.align && alignClass[column.align],
													column.className,
												)}
											>
												{column.cell(row)}
											</Cell>
										)
									})}
								</TableRow>
							)
						})
					)}
				</TableBody>
			</Table>
			{hidePagination ? null : <TablePagination table={table} total={total} rowCount={rows.length} label={paginationLabel} />}
		</div>
	)
}

function ariaSort(order: SortOrder) {
	return order === 'asc' ? 'ascending' : 'descending'
}

function SortIcon({ order }: { order?: SortOrder }) {
	const className = cn('size-3.5', order ? 'opacity-100' : 'opacity-40')
	if (order === 'asc') return <Icon name="chevron-up" className={className} />
	if (order === 'desc') return <Icon name="chevron-down" className={className} />
	return <Icon name="chevron-up-down" className={className} />
}
