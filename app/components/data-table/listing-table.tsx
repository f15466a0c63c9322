import { DataTable, type DataTableProps } from './data-table.tsx'
import { SearchBox } from './search-box.tsx'

/**
 * A page's list of records: a DataTable keyed by the rows' ids, its caption for assistive technology
 * only (the page shows its own heading), and when `search` names it, the search box first in the toolbar.
 */
export function ListingTable<Row extends { id: string }, Column extends string>({
	search,
	toolbar,
	...props
}: Omit<DataTableProps<Row, Column>, 'hideCaption' | 'rowKey'> & {
	/** The search box's label, also its placeholder. */
	search?: string
}) {
	return (
		<DataTable
			{...props}
			hideCaption
			rowKey={(row) => row.id}
			toolbar={
				search ? (
					<>
						<SearchBox label={search} placeholder={search} />
						{toolbar}
					</>
				) : (
					toolbar
				)
			}
		/>
	)
}
