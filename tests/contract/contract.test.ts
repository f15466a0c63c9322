import http from 'node:http'
import { http as msw, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { getCompanyView, getSubscriptions } from '#app/gateway/company.server.ts'
import { hasErrorCode, isDisabledCompanyError, isGatewayError, isSessionEndingError } from '#app/gateway/errors.ts'
import { mfaLogin, sendMfaCode, setMfaEnabled, verifyMfaPassword } from '#app/gateway/mfa.server.ts'
import {
	getNotifications,
	markNotificationViewed,
	markNotificationsShown,
	markSuspendedCampaignsShown,
} from '#app/gateway/notifications.server.ts'
import { confirmParentAccess, getCompanyCustomToken, setTemporaryPassword } from '#app/gateway/partnership.server.ts'
import { companyNameExists, emailExists, listCountries, register } from '#app/gateway/registration.server.ts'
import { contactUsBuy, submitSalesQuote } from '#app/gateway/sales.server.ts'
import { createSupportTicket } from '#app/gateway/support.server.ts'
import { answerSurvey, getSurvey } from '#app/gateway/surveys.server.ts'
import { createAnnualTrainingCampaign, getStartTrainingData } from '#app/gateway/training.server.ts'
import * as user from '#app/gateway/user.server.ts'
import { getBrandingByDomain } from '#app/gateway/white-label.server.ts'
import { createRequestListener } from '#server/http/request-listener.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { DEMO_PASSWORD, SEED, type TestGateway, linkParam, sixDigitCode } from '#tests/fixtures/gateway.ts'
import { server as gatewayDoubles } from '#tests/mocks/gateway.ts'
import { salesQuoteForm } from '#tests/support/payloads.ts'
import type { AddressInfo } from 'node:net'

// The console's gateway modules (app/gateway) against the reference gateway: every call, its path
// and its reply schema, in process and over HTTP.

let t: TestGateway
useConsoleGateway(async (gateway) => {
	t = gateway
})

const U = SEED.users
const C = SEED.companies

async function signIn(email: string, password = DEMO_PASSWORD) {
	const { isMfaLogin, verificationToken } = await user.validateLogin({ email, password })
	expect(isMfaLogin).toBe(false)
	return (await user.signInWithToken(verificationToken)).idToken
}

const errorOf = (promise: Promise<unknown>) =>
	promise.then(
		() => null,
		(error: unknown) => error,
	)

describe('the console contract in process', () => {
	test('password sign-in, the signed-in user and company, and logout', async () => {
		const token = await signIn(U.globexAdmin.email)
		const me = await user.getAuthUser(token)
		expect(me.company_id).toBe(C.globex)
		await user.updateLastLogin(token, me.id)
		const company = await getCompanyView(token, me.company_id)
		expect(company.subscription.hasBoost).toBe(true)
		expect((await getSubscriptions(token, me.company_id)).at(-1)?.reservedSeats).toBe(250)
		await user.logout(token)
		const error = await errorOf(user.getAuthUser(token))
		expect(isSessionEndingError(error)).toBe(true)
	})

	test('login errors arrive as GatewayErrors with the spec messages', async () => {
		const error = await errorOf(user.validateLogin({ email: U.acmeAdmin.email, password: 'Nope-1234!' }))
		expect(isGatewayError(error) && error.message).toBe('Invalid login credentials')
		expect(hasErrorCode(error, user.LOGIN_ERROR.INVALID_CREDENTIAL)).toBe(true)
	})

	test('company scope and disabled company', async () => {
		const acme = await signIn(U.acmeAdmin.email)
		expect(hasErrorCode(await errorOf(getCompanyView(acme, C.globex)), 'company_not_accessible')).toBe(true)
		const umbrella = await signIn(U.umbrellaAdmin.email)
		expect(isDisabledCompanyError(await errorOf(getCompanyView(umbrella, C.umbrella)))).toBe(true)
	})

	test('MFA sign-in and toggle', async () => {
		const { isMfaLogin, verificationToken } = await user.validateLogin({
			email: U.globexMfa.email,
			password: DEMO_PASSWORD,
		})
		expect(isMfaLogin).toBe(true)
		expect(await sendMfaCode({ email: U.globexMfa.email, verificationTokenId: verificationToken })).toEqual({
			sendsLeft: 2,
		})
		const code = sixDigitCode((await t.latestEmail(U.globexMfa.email))!.text)
		const { customToken } = await mfaLogin({ code, verificationTokenId: verificationToken })
		const { idToken } = await user.signInWithToken(customToken)

		const step = await verifyMfaPassword(idToken, C.globex, DEMO_PASSWORD)
		await sendMfaCode({ email: U.globexMfa.email, verificationTokenId: step.verificationToken })
		const toggleCode = sixDigitCode((await t.latestEmail(U.globexMfa.email))!.text)
		const { customFirebaseToken } = await setMfaEnabled(idToken, C.globex, {
			isMfaEnabled: false,
			code: toggleCode,
			verificationTokenId: step.verificationToken,
		})
		const fresh = (await user.signInWithToken(customFirebaseToken)).idToken
		expect((await user.getAuthUser(fresh)).isMfaEnabled).toBe(false)
	})

	test('SSO link errors and a company magic link', async () => {
		expect(hasErrorCode(await errorOf(user.getSsoLoginLink(U.acmeAdmin.email)), user.SSO_ERROR.EMAIL_NOT_CONNECTED)).toBe(true)
		expect((await user.getSsoLoginLink(U.globexAdmin.email)).link).toContain('/__gateway/idp/authorize?request=')
		expect(hasErrorCode(await errorOf(user.exchangeSsoToken('used')), user.SSO_ERROR.TOKEN_EXPIRED)).toBe(true)

		const token = await signIn(U.initechAdmin.email)
		const { verificationToken } = await user.createCompanyMagicLink(token, C.initech)
		const { authToken } = await user.exchangeMagicLink(verificationToken)
		expect((await user.getAuthUser((await user.signInWithToken(authToken)).idToken)).id).toBe(U.initechAdmin.id)
	})

	test('registration, email verification, privacy policy and password change', async () => {
		expect(await emailExists('admin@acme.test')).toBe(true)
		expect(await companyNameExists('Brand New Co')).toBe(false)
		const countries = await listCountries()
		const { customToken } = await register({
			email: 'owner@brandnew.test',
			name: 'Bea',
			lastName: 'Owner',
			companyName: 'Brand New Co',
			phone: '',
			country: countries.find((c) => c.id === 'NL')!,
			industry: { id: 'retail', label: 'Retail' },
			companySize: '1-10',
			password: 'Strong-Pass-1!',
		})
		const token = (await user.signInWithToken(customToken)).idToken
		const me = await user.getAuthUser(token)
		await user.sendVerificationEmail(token, me.id)
		await user.verifyEmail(linkParam((await t.latestEmail('owner@brandnew.test'))!.text, 'token'))
		await user.confirmPrivacyPolicy(token, me.company_id, me.id)
		const again = await errorOf(user.confirmPrivacyPolicy(token, me.company_id, me.id))
		expect(hasErrorCode(again, user.PRIVACY_POLICY_ALREADY_CONFIRMED)).toBe(true)
		await user.changePassword(token, { password: 'Another-Pass-2!', currentPassword: 'Strong-Pass-1!' })
		const after = await user.getAuthUser(token)
		expect(after).toMatchObject({ emailVerified: true, temporary_password: false })
		expect(after.privacyPolicyConfirmedAt).not.toBeNull()
	})

	test('partner access, temporary password, white label, notifications and surveys', async () => {
		const partner = await signIn(U.northwindPartner.email)
		const { customToken, company_id } = await getCompanyCustomToken(partner, C.contoso)
		const lac = (await user.signInWithToken(customToken)).idToken
		expect(await user.getAuthUser(lac)).toMatchObject({ company_id, isAdminLoggedInAsCompany: true })
		await setTemporaryPassword(partner, C.contoso, { password: 'Temp-Pass-2026#', grantLoginAccess: false })

		expect(await getBrandingByDomain('console.northwind.test')).toMatchObject({
			companyId: C.northwind,
			isVerified: true,
		})
		expect(await getBrandingByDomain('unknown.example')).toBeNull()

		const { notifications } = await getNotifications(partner, C.northwind, U.northwindPartner.id)
		await markNotificationViewed(partner, C.northwind, U.northwindPartner.id, notifications.at(-1)!.notificationId)
		await markNotificationsShown(partner, C.northwind, U.northwindPartner.id)
		expect((await getNotifications(partner, C.northwind, U.northwindPartner.id)).notifications).toHaveLength(notifications.length - 1)

		const survey = await getSurvey(partner, C.northwind, U.northwindPartner.id)
		await answerSurvey(partner, C.northwind, survey!.id, U.northwindPartner.id, { rating: 4 })
		expect(await getSurvey(partner, C.northwind, U.northwindPartner.id)).toBeNull()
	})
})

describe('the console contract of the signed-in shell', () => {
	test('support ticket, contact sales and its marketing form', async () => {
		const token = await signIn(U.acmeAdmin.email)
		const { ticketId } = await createSupportTicket(token, C.acme, {
			email: U.acmeAdmin.email,
			description: 'Help',
			category: 'account',
		})
		expect((await t.latestEmail(U.acmeAdmin.email))!.text).toContain(ticketId)
		const invalid = await errorOf(createSupportTicket(token, C.acme, { email: 'nope', description: 'Help', category: 'account' }))
		expect(isGatewayError(invalid) && invalid.message).toBe('Missing or invalid request parameters: email.')

		await contactUsBuy(token, C.acme, {
			full_name: 'Ada Admin',
			company_name: 'Acme Corp',
			email: U.acmeAdmin.email,
			users_number: 60,
			message: '',
		})
		expect((await t.latestEmail('sales@platform.test'))!.subject).toContain('60 users')
		const { quoteId } = await submitSalesQuote(token, C.acme, salesQuoteForm({ email: U.acmeAdmin.email, users: 60, message: '' }))
		expect(quoteId).toMatch(/\S/)
	})

	test('start-training data and the annual campaign', async () => {
		const token = await signIn(U.fabrikamAdmin.email)
		expect((await getStartTrainingData(token, C.fabrikam)).hasActiveTraining).toBe(false)
		const { assignedUsers } = await createAnnualTrainingCampaign(token, C.fabrikam, {
			startDate: new Date().toISOString().slice(0, 10),
		})
		expect(assignedUsers).toBe(8)
		expect(await getStartTrainingData(token, C.fabrikam)).toMatchObject({
			hasActiveTraining: true,
			hasUsersWithTraining: true,
		})
		const again = await errorOf(createAnnualTrainingCampaign(token, C.fabrikam, { startDate: new Date().toISOString().slice(0, 10) }))
		expect(hasErrorCode(again, 'annual_training_active')).toBe(true)
	})

	test('parent access confirmation and the suspended-campaign notices', async () => {
		const fabrikam = await signIn(U.fabrikamAdmin.email)
		await confirmParentAccess(fabrikam, C.fabrikam)
		expect((await getCompanyView(fabrikam, C.fabrikam)).distribution.partnerStatus).toBe('access')
		expect(hasErrorCode(await errorOf(confirmParentAccess(fabrikam, C.fabrikam)), 'parent_access_not_pending')).toBe(true)

		const initech = await signIn(U.initechAdmin.email)
		expect((await getNotifications(initech, C.initech, U.initechAdmin.id)).suspendedCampaigns).toHaveLength(1)
		await markSuspendedCampaignsShown(initech, U.initechAdmin.id)
		expect((await getNotifications(initech, C.initech, U.initechAdmin.id)).suspendedCampaigns).toEqual([])
	})
})

describe('the console contract over HTTP (GATEWAY_URL)', () => {
	let server: http.Server
	beforeAll(async () => {
		server = http.createServer(createRequestListener((request) => t.gateway.fetch(request)))
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		process.env.GATEWAY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	// The requests go to this real server, past the msw doubles every console test has.
	beforeEach(() => gatewayDoubles.use(msw.all(`${process.env.GATEWAY_URL}/*`, () => passthrough())))
	afterAll(async () => {
		delete process.env.GATEWAY_URL
		await new Promise((resolve) => server.close(resolve))
	})

	test('a sign-in round trip and an error reach the console the same way', async () => {
		const token = await signIn(U.contosoAdmin.email, 'Temp-Pass-2026#')
		expect((await user.getAuthUser(token)).temporary_password).toBe(true)
		expect(isSessionEndingError(await errorOf(user.getAuthUser('bad-token')))).toBe(true)
	})
})
