import { z } from 'zod'
import { callGateway } from './client.server.ts'

/**
 * What every paged list call of the gateway shares (spec 2 §9 "Table query fields"): the table query
 * it sends, the page information it answers, and the GET of one page. The contracts of each service
 * (users, billing, partner portal…) build their list calls from these.
 */

export const ORDER = ['asc', 'desc'] as const

export const PageInfoSchema = z.object({
	pageNumber: z.number().int(),
	pageSize: z.number().int(),
	totalItems: z.number().int(),
	totalPages: z.number().int(),
})
export type PageInfo = z.infer<typeof PageInfoSchema>

export type ListQuery<OrderBy extends string> = {
	pageNumber: number
	pageSize: number
	order: (typeof ORDER)[number]
	orderBy: OrderBy
	searchText?: string
}

/**
 * A list call's query string: the table query fields first, an empty search left out, then the
 * call's own filters as they are (arrays repeat their key).
 */
export function listQueryParams<Filters extends object>({
	pageNumber,
	pageSize,
	order,
	orderBy,
	searchText,
	...filters
}: ListQuery<string> & Filters) {
	return { pageNumber, pageSize, order, orderBy, searchText: searchText || undefined, ...filters }
}

/** One page of a list: GET `path` with the list query (listQueryParams), the reply read by `schema`. */
export function getListPage<S extends z.ZodType>(
	path: string,
	token: string,
	query: ListQuery<string> & object,
	schema: S,
): Promise<z.output<S>> {
	return callGateway({ method: 'GET', path, token, query: listQueryParams(query), schema })
}
