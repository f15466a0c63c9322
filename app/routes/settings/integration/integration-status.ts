import {
	canSeeContactSales,
	canSeeLicensing,
	canSeePartnerTransactions,
	INTEGRATION,
	isCoalitionParent,
	isConsoleIntegration,
	isDirectCompany,
} from '#app/auth/visibility.ts'
import type { CompanyView } from '#app/gateway/company.server.ts'

/** What the console changes for an integration, each a text of settingsGeneral:integration.changes. */
export type IntegrationChange =
	'contactSales' | 'freeVsBoost' | 'transactions' | 'adminDisable' | 'signInFailures' | 'licensing' | 'pricing' | 'providerManaged'

export type IntegrationStatus =
	| { kind: 'none' }
	| {
			kind: 'console' | 'coalitionParent' | 'coalitionMember' | 'other'
			/** The gateway's integration value (company.distribution.integration). */
			id: string
			parentCompanyName: string | null
			changes: IntegrationChange[]
	  }

/**
 * The company's console integration (spec 1 §3 distribution.integration, §6 "two integrations are
 * treated specially") and what the console's own rules (app/auth/visibility.ts) change for it.
 */
export function integrationStatus(company: Pick<CompanyView, 'distribution'>): IntegrationStatus {
	const id = company.distribution.integration?.trim()
	if (!id) return { kind: 'none' }
	const parentCompanyName = company.distribution.parentCompanyName
	if (isConsoleIntegration(company)) {
		const changes: IntegrationChange[] = []
		if (!canSeeContactSales(company)) changes.push('contactSales')
		// Guides: the Free vs Boost video is hidden for the console integration (routes/guides/guide-cards.ts).
		changes.push('freeVsBoost')
		if (!canSeePartnerTransactions(company)) changes.push('transactions')
		// Disabling an admin user of an integration-restricted account is refused (spec 1 §6).
		changes.push('adminDisable', 'signInFailures')
		return { kind: 'console', id, parentCompanyName, changes }
	}
	if (isCoalitionParent(company)) {
		const changes: IntegrationChange[] = []
		if (!canSeeLicensing(company)) changes.push('licensing')
		changes.push('pricing')
		return { kind: 'coalitionParent', id, parentCompanyName, changes }
	}
	if (id === INTEGRATION.coalition) {
		return {
			kind: 'coalitionMember',
			id,
			parentCompanyName,
			changes: isDirectCompany(company) ? [] : ['providerManaged'],
		}
	}
	return { kind: 'other', id, parentCompanyName, changes: [] }
}
