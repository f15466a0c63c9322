import { eq, sql } from 'drizzle-orm'
import { userCounts } from '../db/schema.ts'
import { type CompanyRow, type Deps, authenticate, companyScope, findCompany } from '../lib/context.ts'
import { iso } from '../lib/http.ts'
import { trialStatus } from '../lib/training.ts'
import type { Hono } from 'hono'

function domain(name: string | null, isVerified: boolean) {
	return name ? { domain: name, isVerified } : null
}

/** Spec 1 §3 Company, as the console's CompanyView schema reads it. */
export async function companyView(deps: Deps, company: CompanyRow) {
	const [counts, parent] = await Promise.all([
		// user_counts is kept by triggers on users: no scan of a large company's users on every page.
		deps.db
			.select({ status: userCounts.status, n: sql<number>`sum(${userCounts.n})`.mapWith(Number) })
			.from(userCounts)
			.where(eq(userCounts.companyId, company.id))
			.groupBy(userCounts.status),
		company.parentCompanyId ? findCompany(deps.db, company.parentCompanyId) : Promise.resolve(undefined),
	])
	const enabled = counts.find((r) => r.status === 'ENABLED')?.n ?? 0
	const total = counts.reduce((sum, r) => sum + r.n, 0)
	return {
		id: company.id,
		name: company.name,
		slug: company.slug,
		logo: company.logo,
		lang: company.lang,
		country: company.country,
		ownerId: company.ownerId,
		apiKey: company.apiKey,
		videoProjectId: company.videoProjectId,
		createdAt: company.createdAt.toISOString(),
		updatedAt: company.updatedAt.toISOString(),
		defaultChildInviteMessage: company.defaultChildInviteMessage,
		subscription: {
			hasBoost: company.hasBoost,
			hasSuperBoost: company.hasSuperBoost,
			trial: { status: trialStatus(company, deps.now()), modal: company.trialModal, endsAt: iso(company.trialEndsAt) },
			type: company.subscriptionType,
		},
		distribution: {
			isPartner: company.isPartner,
			parentCompanyId: company.parentCompanyId,
			parentCompanyName: parent?.name ?? null,
			customerType: company.customerType,
			integration: company.integration,
			loginAsCompany: company.loginAsCompany,
			partnerStatus: company.partnerStatus,
		},
		features: {
			isChildLoginAllowed: company.isChildLoginAllowed,
			isPartnerInviteAllowed: company.isPartnerInviteAllowed,
			isGrandChildrenAccessAllowed: company.isGrandChildrenAccessAllowed,
			hasWhiteLabelAccess: company.hasWhiteLabelAccess,
			hasPayByInvoiceAccess: company.hasPayByInvoiceAccess,
			isOktaSamlAccessible: company.isOktaSamlAccessible,
			isPhishingExerciseV2Enabled: company.isPhishingExerciseV2Enabled,
			isScormEnabled: company.isScormEnabled,
			isMonthlyVideoEnabled: company.isMonthlyVideoEnabled,
		},
		users: { total, enabled, disabled: total - enabled },
		customDomainAdmin: domain(company.customDomainAdmin, company.customDomainAdminVerified),
		customDomainEmployee: domain(company.customDomainEmployee, company.customDomainEmployeeVerified),
		customDomainWeb: domain(company.customDomainWeb, company.customDomainWebVerified),
		isDisabled: company.isDisabled,
		hasSso: company.ssoType !== null,
	}
}

export function registerCompanyRoutes(app: Hono, deps: Deps): void {
	app.get('/customers/api/v2/company/:companyId/view/admin', async (c) => {
		const actor = await authenticate(c, deps)
		const company = await companyScope(deps, actor, c.req.param('companyId'))
		return c.json(await companyView(deps, company))
	})
	// The subscription records (GET api/v1/company/{companyId}/subscriptions) are in billing.ts.
}
