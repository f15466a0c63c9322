/**
 * Who sees what (spec 1 §6, spec 2 §2 and §6): pure predicates over the signed-in
 * company and user, shared by the navigation, menus, banners and pages.
 * Each rule has a unit test in visibility.test.ts.
 */
import type { CompanyView } from '#app/gateway/company.server.ts'

/** The two integrations spec 1 §6 treats specially. */
export const INTEGRATION = {
	/** The console integration (its failure page is /sso_fail/acronis). */
	console: 'acronis',
	/** The named parent company whose customers form a coalition. */
	coalition: 'coalition',
} as const

type CompanyFacts = Pick<CompanyView, 'distribution' | 'customDomainAdmin'>

export function isConsoleIntegration(company: Pick<CompanyView, 'distribution'>): boolean {
	return company.distribution.integration === INTEGRATION.console
}

/** The coalition's parent company itself (not its members). */
export function isCoalitionParent(company: Pick<CompanyView, 'distribution'>): boolean {
	return company.distribution.integration === INTEGRATION.coalition && !company.distribution.parentCompanyId
}

/** An admin of a company whose admin custom domain is verified (white-label admins). */
export function hasVerifiedCustomDomain(company: Pick<CompanyFacts, 'customDomainAdmin'>): boolean {
	return company.customDomainAdmin?.isVerified === true
}

/** Direct (non-reseller) companies buy their own seats; a parent company means a provider manages them. */
export function isDirectCompany(company: Pick<CompanyView, 'distribution'>): boolean {
	return !company.distribution.parentCompanyId
}

export function isReseller(company: Pick<CompanyView, 'distribution'>): boolean {
	return company.distribution.customerType === 'RESELLER'
}

export function isSubReseller(company: Pick<CompanyView, 'distribution'>): boolean {
	return company.distribution.customerType === 'SUBRESELLER'
}
