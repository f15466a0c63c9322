/** For the partner portal's contract tests (tests/contract/services/partner-portal*.test.ts). */
import { type CustomerQuery, PARTNER_PAGE_SIZE } from '#app/gateway/partner-portal.server.ts'

/** The error a call rejects with, or null when it succeeds. */
export const errorOf = (promise: Promise<unknown>) =>
	promise.then(
		() => null,
		(error: unknown) => error,
	)

/** A customers-list query: the first page of the default size by name, with `extra` changed or added. */
export const customerQuery = (extra: Partial<CustomerQuery> = {}): CustomerQuery => ({
	pageNumber: 0,
	pageSize: PARTNER_PAGE_SIZE,
	order: 'asc',
	orderBy: 'name',
	...extra,
})
