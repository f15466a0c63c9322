/**
 * The users directory's list vocabulary (spec 1 §3 user row, §6 roles, §7 "Users, invites, lookups"):
 * the values the console's contract (app/gateway/users.server.ts) sends, the directory's URL state
 * (app/routes/users/directory.ts) offers, and the reference gateway (server/gateway/services/) accepts.
 * Pure, so the browser may import it too.
 */

export const USER_STATUSES = ['ENABLED', 'DISABLED'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/** The role filter of the users table (spec 1 §6: account admin, account owner and learner). */
export const USER_ROLE_FILTERS = ['admin', 'owner', 'learner'] as const
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number]

/** The columns the users table and the departments and groups lists may be sorted by (`orderBy`). */
export const USER_ORDER_BY = ['name', 'email', 'role', 'department', 'status', 'lastLogin', 'createdAt'] as const
export type UserOrderBy = (typeof USER_ORDER_BY)[number]
export const NAMED_LIST_ORDER_BY = ['name', 'usersCount', 'createdAt'] as const
export type NamedListOrderBy = (typeof NAMED_LIST_ORDER_BY)[number]
