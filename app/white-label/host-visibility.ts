import type { CompanyView } from '#app/gateway/company.server.ts'

type Branding = { companyId: string; name: string } | null

/**
 * Spec 1 §6 hides some platform items (Knowledge Base, Swag Shop, the awareness-PDF tip, the first
 * guide cards, demo, pricing and affiliate cards) for admins with a verified custom domain. On a
 * partner's verified domain its customers get the same view: the visibility rules see the company
 * as if the host's verified domain were its own. `branding` is the root loader's (already scoped
 * to the domain's company and its customers by getBranding), so another tenant's host changes nothing.
 */
export function withHostBranding<C extends Pick<CompanyView, 'customDomainAdmin'>>(company: C, branding: Branding): C {
	if (!branding || company.customDomainAdmin?.isVerified) return company
	return { ...company, customDomainAdmin: { domain: company.customDomainAdmin?.domain ?? '', isVerified: true } }
}
