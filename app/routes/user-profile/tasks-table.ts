import { defineTable } from '#app/lib/table-query.ts'

/**
 * The profile's task tables: paging in the URL (`pageNumber`, `pageSize`); the gateway lists the
 * newest assignment first, so there is nothing to sort by.
 */
export const tasksTable = defineTable({
	sortColumns: ['assignedAt'],
	defaultOrderBy: 'assignedAt',
	defaultPageSize: 10,
})
export type TasksColumn = 'assignedAt'
