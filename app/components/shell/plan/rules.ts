/**
 * Who sees which plan dialog and what it offers (spec 1 §4 "Trial" and "Plan", §6): pure rules over
 * the signed-in company, used by the dialogs' loader (overlays.server.ts) and their actions
 * (/resources/plan). The company facts themselves (direct, coalition parent, trial state) are
 * app/auth/visibility.ts's.
 */
import {
	canSeeContactSales,
	isCoalitionParent,
	isDirectCompany,
	isTrialActive,
	isTrialExpiredWithoutBoost,
	SHELL_PATH,
} from '#app/auth/visibility.ts'
import type { CompanyView } from '#app/gateway/company.server.ts'

export type PlanCompany = Pick<CompanyView, 'distribution' | 'subscription'>

/** Coalition parents never see licensing or pricing (spec 1 §6): no plan dialog at all. */
export function canSeePlanDialogs(company: PlanCompany): boolean {
	return !isCoalitionParent(company)
}

/**
 * How the company gets seats: a direct company buys them (Buy Now); a provider-managed one is told
 * 'Licensing is managed by your provider'; null for a coalition parent (no pricing).
 */
export type PurchaseMode = 'direct' | 'providerManaged'
export function purchaseMode(company: PlanCompany): PurchaseMode | null {
	if (!canSeePlanDialogs(company)) return null
	return isDirectCompany(company) ? 'direct' : 'providerManaged'
}

/** Buy Now, the live price and the checkout: direct companies only. */
export function canBuySeats(company: PlanCompany): boolean {
	return purchaseMode(company) === 'direct'
}

/** The trial is for qualifying companies: not on Boost, trial status available (it starts once). */
export function canStartTrial(company: PlanCompany): boolean {
	return canSeePlanDialogs(company) && !company.subscription.hasBoost && company.subscription.trial.status === 'available'
}

/** The licensing page and its children. */
function isLicensingPage(pathname: string): boolean {
	return pathname === SHELL_PATH.licensing || pathname.startsWith(`${SHELL_PATH.licensing}/`)
}

/** The trial button shows only to qualifying companies, and never on the licensing page (spec 1 §4). */
export function showsTrialButton(company: PlanCompany, pathname: string): boolean {
	return canStartTrial(company) && !isLicensingPage(pathname)
}

/** Continue to Free: a direct company on Boost (a provider changes its customers' plans). */
export function canDowngrade(company: PlanCompany): boolean {
	return canBuySeats(company) && company.subscription.hasBoost
}

/**
 * The trial expired without Boost: the upgrade dialog reads 'Boost Trial Ended' on every console
 * page and cannot be closed (only logout or its own actions, spec 1 §4).
 */
export function mustUpgrade(company: PlanCompany): boolean {
	return canSeePlanDialogs(company) && isTrialExpiredWithoutBoost(company)
}

/** Contact Us opens Contact Sales, for the companies that see it (spec 1 §6). */
export function canContactSales(company: PlanCompany): boolean {
	return canSeeContactSales(company)
}

/** The upgrade dialog's heading: upgrade from Free or a trial, more seats on Boost, or the ended trial. */
export type UpgradeVariant = 'upgrade' | 'buySeats' | 'trialEnded'
export function upgradeVariant(company: PlanCompany): UpgradeVariant {
	if (mustUpgrade(company)) return 'trialEnded'
	return company.subscription.hasBoost ? 'buySeats' : 'upgrade'
}

/** A running trial without Boost: the dialog shows 'Trial Ends in' and the date. */
export function showsTrialEnd(company: PlanCompany): boolean {
	return !company.subscription.hasBoost && isTrialActive(company)
}
