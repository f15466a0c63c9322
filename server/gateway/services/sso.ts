import type { Hono } from 'hono'
import { z } from 'zod'
import { type Deps, consumeOneTime, findCompany, issueOneTime, pagesLink } from '../lib/context.ts'
import { ApiError, errors, readBody } from '../lib/http.ts'
import { ONE_TIME_TTL_SECONDS } from '../lib/tokens.ts'
import { findUserByEmail } from './session.ts'

export const ssoErrors = {
	emailNotConnected: () =>
		new ApiError(400, 'email_is_not_connected', 'This email is not connected to SSO. Please, contact your manager'),
	noSubscription: () => new ApiError(400, 'no_subscription', 'Invalid SSO link'),
	tokenExpired: () => new ApiError(401, 'sso_token_expired', 'Verification token is expired, please try again'),
}

export const SSO_PROVIDER_NAMES: Record<string, string> = {
	azure: 'Microsoft Entra ID',
	okta: 'Okta',
	oneLogin: 'OneLogin',
	gsuite: 'Google Workspace',
	customSaml: 'SAML',
}

export function registerSsoRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	app.post('/api/v1/sso/login_endpoint_link/by_email/:userEmail', async (c) => {
		await readBody(c, z.object({ origin: z.string().optional() }))
		const email = c.req.param('userEmail').trim().toLowerCase()
		const user = await findUserByEmail(deps, email)
		if (!user) throw ssoErrors.emailNotConnected()
		const company = await findCompany(db, user.companyId)
		if (!company || !company.ssoType) throw ssoErrors.emailNotConnected()
		if (company.isDisabled) throw errors.companyDisabled()
		if (!company.hasBoost) throw ssoErrors.noSubscription()
		const { token } = await deps.tokens.signIdpRequest({ email: user.email, cid: company.id })
		return c.json({ link: pagesLink(deps, '/__gateway/idp/authorize', { request: token }) })
	})

	app.get('/api/v1/user/custom_token_sso/:token', async (c) => {
		const customFirebaseToken = await db.transaction(async (tx) => {
			const claims = await consumeOneTime(deps, tx, c.req.param('token'), 'sso_login')
			if (!claims) return null
			return issueOneTime(deps, tx, 'sign_in', { sub: claims.sub, cid: claims.cid }, ONE_TIME_TTL_SECONDS)
		})
		if (!customFirebaseToken) throw ssoErrors.tokenExpired()
		return c.json({ customFirebaseToken })
	})
}
