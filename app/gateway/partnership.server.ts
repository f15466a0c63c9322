import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

export const CompanyCustomTokenSchema = z.object({ customToken: z.string(), company_id: z.string() })
export type CompanyCustomToken = z.infer<typeof CompanyCustomTokenSchema>

/** Partner "login as company": the customToken signs in as admin of that company (lac session). */
export function getCompanyCustomToken(token: string, companyId: string): Promise<CompanyCustomToken> {
	return callGateway({
		method: 'GET',
		path: `/user/custom_token/${seg(companyId)}`,
		token,
		schema: CompanyCustomTokenSchema,
	})
}

/** Sets a temporary password for the customer company's owner; grantLoginAccess also grants partner access. */
export function setTemporaryPassword(
	token: string,
	companyId: string,
	input: { password: string; grantLoginAccess: boolean },
): Promise<void> {
	return callGateway({
		method: 'POST',
		path: `/partnership/api/v1/company/${seg(companyId)}/temporary_password`,
		token,
		body: { password: input.password, grantLoginAccess: input.grantLoginAccess },
		responseType: 'none',
	})
}

/**
 * Confirms the parent company's access to manage this company (spec 1 §4 "Partner access"):
 * partner status pending → access. (ref) path: spec 3 §7 gives the body, not the path.
 */
export function confirmParentAccess(token: string, companyId: string): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `/partnership/api/v1/company/${seg(companyId)}/access_status`,
		token,
		body: { companyId, status: 'access' },
		responseType: 'none',
	})
}
