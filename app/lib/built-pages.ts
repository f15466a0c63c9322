/**
 * The pages of the spec's route tree that this build has (app/routes.ts): the one switch between
 * "an area not built yet" and a page users may be sent to. The shell's navigation, the root's
 * redirect and links inside pages consult it, so a link to a page that does not exist yet is hidden
 * rather than a 404. The next area's author adds its paths here when its routes land;
 * built-pages.test.ts checks this list against app/routes.ts both ways.
 */
export const BUILT_PAGES: ReadonlySet<string> = new Set([
	'/home',
	'/guides-and-resources',
	'/access-for-reseller',
	'/become-partner',
	'/licensing',
	'/billing',
	'/learning',
	'/learning/courses',
	'/learning/videos',
	'/calendar',
	'/calendar/preview',
	'/calendar/history',
	'/calendar/settings',
	'/reviews',
	'/gaming',
	'/gaming/preview',
	'/gaming/statistics',
	'/gaming/settings',
	'/fake-or-real',
	'/fake-or-real/preview',
	'/fake-or-real/statistics',
	'/fake-or-real/settings',
	'/for-developers',
	'/for-developers/preview',
	'/for-developers/statistics',
	'/for-developers/settings',
	'/users',
	'/users/all_users',
	'/users/departments',
	'/users/groups',
	'/settings',
	'/settings/general',
	'/settings/email-reminders',
	'/settings/single-sign-on',
	'/settings/white-label',
	'/settings/integration',
	'/partner-portal/reseller/overview',
	'/partner-portal/companies',
	'/partner-portal/reseller/customers',
	'/partner-portal/subreseller/customers',
	'/partner-portal/transactions',
	'/partner-portal/transactions/billing',
	'/partner-portal/transactions/license-allocations',
	'/partner-portal/reseller/transactions',
	'/partner-portal/subreseller/transactions',
	'/opportunity-forecast',
	'/policies',
	'/phishing-exercise',
	'/phishing-exercise/active',
	'/phishing-exercise/archived',
	'/phishing-exercise/create',
	'/phishing-simulation',
	'/phishing-simulation/active',
	'/phishing-simulation/drafts',
	'/phishing-simulation/archived',
	'/phishing-simulation-create',
	'/phishing-simulation/settings',
	'/phishing-simulation/settings/report-button',
	'/phishing-simulation/settings/configuration',
	'/phishing-simulation/settings/direct-email-delivery',
	'/reports/phishing-summary',
	'/reports/phishing-summary/overview',
])

/** Whether a link's page exists (its query and hash aside). */
export function isBuiltPage(href: string): boolean {
	return BUILT_PAGES.has(href.replace(/[?#].*$/, ''))
}

/** A page the spec sends users to, or the fallback while that page is not built. */
export function builtPageOr(path: string, fallback: string): string {
	return isBuiltPage(path) ? path : fallback
}
