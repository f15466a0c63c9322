import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { parseTableQuery, type TableDefinition, type TableQuery } from '#app/lib/table-query.ts'

/**
 * The table's state as the current URL has it, and `href(search)` that joins a query string from
 * the table-query builders to the current path (a bare "?…" link would resolve against the route
 * that renders it, which is a layout's path when the table sits in one).
 */
export function useTableUrl<Column extends string>(table: TableDefinition<Column>) {
	const location = useLocation()
	return useMemo(() => {
		const query: TableQuery<Column> = parseTableQuery(table, location.search)
		return {
			query,
			search: location.search,
			pathname: location.pathname,
			href: (search: string) => `${location.pathname}${search}`,
		}
	}, [table, location.pathname, location.search])
}
