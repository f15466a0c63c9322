/**
 * Roles and role groups of spec 1 §6, and the access rules built on them.
 * Pure functions: the guards, the navigation and the tests all use these.
 */
export const ROLES = ['admin', 'superadmin', 'support', 'msp', 'hidden', 'user', 'guest'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_GROUPS = {
	staff: ['admin', 'superadmin', 'support'],
	adminPanel: ['admin', 'superadmin', 'msp', 'support'],
	userArea: ['admin', 'user'],
	guestOnly: ['guest'],
	mspOnly: ['msp'],
	errorPages: ['admin', 'user', 'msp', 'superadmin'],
} as const satisfies Record<string, readonly Role[]>

export type RoleGroup = keyof typeof ROLE_GROUPS

export function isInGroup(role: string | null | undefined, group: RoleGroup): boolean {
	return !!role && (ROLE_GROUPS[group] as readonly string[]).includes(role)
}

/** Only these roles stay signed in to the console. */
export function hasAdminPanelAccess(role: string | null | undefined) {
	return isInGroup(role, 'adminPanel')
}

export type GuardDecision =
	{ allow: true } | { allow: false; reason: 'not-signed-in' | 'role-not-allowed' | 'no-admin-panel-access' | 'signed-in-guest-only' }

/**
 * The route guard of spec 1 §4: a route that lists roles admits only those
 * roles; a route that lists none admits only guests (no role); a signed-in
 * role without admin-panel access is always turned away.
 */
export function decideRouteAccess(role: string | null | undefined, allowed: readonly string[] | null): GuardDecision {
	if (role && !hasAdminPanelAccess(role)) return { allow: false, reason: 'no-admin-panel-access' }
	if (!allowed || allowed.length === 0) {
		return role ? { allow: false, reason: 'signed-in-guest-only' } : { allow: true }
	}
	if (!role) return { allow: false, reason: 'not-signed-in' }
	return allowed.includes(role) ? { allow: true } : { allow: false, reason: 'role-not-allowed' }
}

/**
 * Where the root of the console sends a signed-in user: a partner to its portal (spec 1 §2, the
 * reseller overview; a sub-reseller, which has no overview, to its customers; any other partner to
 * My Customers), everyone else to get-started.
 */
export function homePathFor(company: { distribution: { isPartner: boolean; customerType?: string | null } }) {
	if (!company.distribution.isPartner) return '/home'
	if (company.distribution.customerType === 'RESELLER') return '/partner-portal/reseller/overview'
	if (company.distribution.customerType === 'SUBRESELLER') return '/partner-portal/subreseller/customers'
	return '/partner-portal/companies'
}
