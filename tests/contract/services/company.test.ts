import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { CompanyViewSchema, SubscriptionRecordsSchema } from '#app/gateway/company.server.ts'
import { NotificationsSchema } from '#app/gateway/notifications.server.ts'
import { CompanyCustomTokenSchema } from '#app/gateway/partnership.server.ts'
import { SurveyReplySchema } from '#app/gateway/surveys.server.ts'
import { AuthUserSchema } from '#app/gateway/user.server.ts'
import * as schema from '#server/gateway/db/schema.ts'
import { DEMO_PASSWORD, SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({
	signIn: ['acmeAdmin', 'globexAdmin', 'northwindPartner', 'support', 'umbrellaAdmin', 'tailspinAdmin', 'initechAdmin'],
})

const U = SEED.users
const C = SEED.companies
const view = (token: string, companyId: string) => t.call('GET', `/customers/api/v2/company/${companyId}/view/admin`, { token })

describe('company view', () => {
	test('an admin reads its own company in the console CompanyView shape', async () => {
		const reply = await view(tokens.acmeAdmin!, C.acme)
		expect(reply.status).toBe(200)
		const company = CompanyViewSchema.parse(reply.body)
		expect(company).toMatchObject({
			id: C.acme,
			name: 'Acme Corp',
			ownerId: U.acmeAdmin.id,
			subscription: { hasBoost: false, type: 'FREE', trial: { status: 'available', endsAt: null } },
			distribution: { isPartner: false, parentCompanyId: null, customerType: null },
			users: { total: 40, enabled: 39, disabled: 1 },
			isDisabled: false,
			hasSso: false,
		})
	})

	test('the user counts follow users added, disabled and removed', async () => {
		const users = async () => CompanyViewSchema.parse((await view(tokens.acmeAdmin!, C.acme)).body).users
		const at = new Date('2026-01-01T00:00:00Z')
		await t.database.db
			.insert(schema.users)
			.values({ id: 'usr_count_check', companyId: C.acme, email: 'count-check@acme.test', role: 'user', createdAt: at })
		try {
			expect(await users()).toEqual({ total: 41, enabled: 40, disabled: 1 })
			await t.database.db.update(schema.users).set({ status: 'DISABLED' }).where(eq(schema.users.id, 'usr_count_check'))
			expect(await users()).toEqual({ total: 41, enabled: 39, disabled: 2 })
		} finally {
			await t.database.db.delete(schema.users).where(eq(schema.users.id, 'usr_count_check'))
		}
		expect(await users()).toEqual({ total: 40, enabled: 39, disabled: 1 })
	})

	test('the seeded tenants show their plans', async () => {
		const globex = CompanyViewSchema.parse((await view(tokens.globexAdmin!, C.globex)).body)
		expect(globex).toMatchObject({
			subscription: { hasBoost: true, type: 'PAID' },
			hasSso: true,
			users: { total: 300 },
		})
		const initech = CompanyViewSchema.parse((await view(tokens.initechAdmin!, C.initech)).body)
		expect(initech.subscription.trial.status).toBe('expired')
		expect(initech.subscription.hasBoost).toBe(false)
		const daysAgo = (Date.now() - Date.parse(initech.subscription.trial.endsAt!)) / 86_400_000
		expect(Math.round(daysAgo)).toBe(10)
		const northwind = CompanyViewSchema.parse((await view(tokens.northwindPartner!, C.northwind)).body)
		expect(northwind.distribution).toMatchObject({ isPartner: true, customerType: 'RESELLER' })
		expect(northwind.features).toMatchObject({
			hasWhiteLabelAccess: true,
			isChildLoginAllowed: true,
			isGrandChildrenAccessAllowed: true,
		})
		expect(northwind.customDomainAdmin).toEqual({ domain: 'console.northwind.test', isVerified: true })
	})

	test('an admin of Acme may not read Globex', async () => {
		const reply = await view(tokens.acmeAdmin!, C.globex)
		expect(reply.status).toBe(403)
		expect(reply.body.code).toBe('company_not_accessible')
		expect(reply.body.details[0].code).toBe('company_not_accessible')
		// An unknown id looks the same as a foreign one.
		expect((await view(tokens.acmeAdmin!, 'cmp_nope')).body.code).toBe('company_not_accessible')
	})

	test('a partner reads its customers, and a sub-reseller customer through grandchildren access', async () => {
		const contoso = CompanyViewSchema.parse((await view(tokens.northwindPartner!, C.contoso)).body)
		expect(contoso.distribution).toMatchObject({
			parentCompanyId: C.northwind,
			parentCompanyName: 'Northwind MSP',
			partnerStatus: 'access',
		})
		expect(contoso.subscription.hasBoost).toBe(true)
		const fabrikam = CompanyViewSchema.parse((await view(tokens.northwindPartner!, C.fabrikam)).body)
		expect(fabrikam.distribution.partnerStatus).toBe('pending')
		const tailspin = CompanyViewSchema.parse((await view(tokens.northwindPartner!, C.tailspin)).body)
		expect(tailspin.distribution.customerType).toBe('SUBRESELLER')
		expect((await view(tokens.northwindPartner!, C.wingtip)).status).toBe(200)
		expect((await view(tokens.northwindPartner!, C.globex)).body.code).toBe('company_not_accessible')
		// The sub-reseller reaches its own customer, not its parent's other customers.
		expect((await view(tokens.tailspinAdmin!, C.wingtip)).status).toBe(200)
		expect((await view(tokens.tailspinAdmin!, C.contoso)).body.code).toBe('company_not_accessible')
	})

	test('staff read any company, even a disabled one', async () => {
		for (const id of [C.acme, C.globex, C.wingtip, C.umbrella]) {
			expect((await view(tokens.support!, id)).status).toBe(200)
		}
	})

	test('a disabled company answers "This company is disabled" while GET /user still works', async () => {
		const reply = await view(tokens.umbrellaAdmin!, C.umbrella)
		expect(reply.status).toBe(403)
		expect(reply.body).toMatchObject({ code: 'company_disabled', message: 'This company is disabled' })
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token: tokens.umbrellaAdmin })).body).company_id).toBe(C.umbrella)
	})

	test('subscriptions list oldest first; the seeded Boost company has 250 seats for a year', async () => {
		const reply = await t.call('GET', `api/v1/company/${C.globex}/subscriptions`, { token: tokens.globexAdmin })
		const records = SubscriptionRecordsSchema.parse(reply.body)
		const last = records.at(-1)!
		expect(last).toMatchObject({ status: 'ACTIVE', reservedSeats: 250 })
		expect((Date.parse(last.periodEnd!) - Date.now()) / 86_400_000).toBeGreaterThan(360)
		expect(
			SubscriptionRecordsSchema.parse((await t.call('GET', `api/v1/company/${C.acme}/subscriptions`, { token: tokens.acmeAdmin })).body),
		).toEqual([])
		expect((await t.call('GET', `api/v1/company/${C.globex}/subscriptions`, { token: tokens.acmeAdmin })).status).toBe(403)
	})
})

describe('partner access', () => {
	test('a partner gets a custom token for its customer that signs in as that company', async () => {
		const reply = await t.call('GET', `/user/custom_token/${C.contoso}`, { token: tokens.northwindPartner })
		expect(reply.status).toBe(200)
		const { customToken, company_id } = CompanyCustomTokenSchema.parse(reply.body)
		expect(company_id).toBe(C.contoso)
		const signedIn = await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: customToken } })
		expect(signedIn.status).toBe(200)
		const lac = signedIn.body.idToken
		const user = AuthUserSchema.parse((await t.call('GET', '/user', { token: lac })).body)
		expect(user).toMatchObject({
			company_id: C.contoso,
			role: 'admin',
			name: 'External',
			isAdminLoggedInAsCompany: true,
			adminEmail: U.northwindPartner.email,
		})
		// It acts as admin of that customer only.
		expect((await view(lac, C.contoso)).status).toBe(200)
		expect((await view(lac, C.northwind)).body.code).toBe('company_not_accessible')
		expect((await view(lac, C.fabrikam)).body.code).toBe('company_not_accessible')
		expect((await t.call('GET', `/user/custom_token/${C.fabrikam}`, { token: lac })).status).toBe(403)
		// Its logout ends only the partner-access session.
		expect((await t.call('POST', '/api/v1/auth/logout', { token: lac })).status).toBe(204)
		expect((await t.call('GET', '/user', { token: lac })).status).toBe(401)
		expect((await t.call('GET', '/user', { token: tokens.northwindPartner })).status).toBe(200)
	})

	test('a customer that has not granted access, or a foreign company, gives no custom token', async () => {
		const pending = await t.call('GET', `/user/custom_token/${C.fabrikam}`, { token: tokens.northwindPartner })
		expect(pending.status).toBe(403)
		expect(pending.body.code).toBe('partner_access_not_granted')
		expect((await t.call('GET', `/user/custom_token/${C.globex}`, { token: tokens.acmeAdmin })).body.code).toBe('company_not_accessible')
		expect((await t.call('GET', `/user/custom_token/${C.acme}`, { token: tokens.acmeAdmin })).body.code).toBe('company_not_accessible')
		expect((await t.call('GET', `/user/custom_token/${C.wingtip}`, { token: tokens.northwindPartner })).status).toBe(200)
	})

	test('staff get a custom token for any company', async () => {
		expect((await t.call('GET', `/user/custom_token/${C.globex}`, { token: tokens.support })).status).toBe(200)
	})

	test('a partner sets a temporary password for a customer owner, which must then be changed', async () => {
		const password = 'Temp-Pass-2026#'
		const path = `/partnership/api/v1/company/${C.fabrikam}/temporary_password`
		expect((await t.call('POST', path, { token: tokens.acmeAdmin, body: { password, grantLoginAccess: true } })).status).toBe(403)
		expect(
			(
				await t.call('POST', path, {
					token: tokens.northwindPartner,
					body: { password: 'short', grantLoginAccess: true },
				})
			).status,
		).toBe(422)
		expect((await t.call('POST', path, { token: tokens.northwindPartner, body: { password, grantLoginAccess: true } })).status).toBe(204)

		const email = await t.latestEmail(U.fabrikamAdmin.email)
		expect(email).toMatchObject({ kind: 'temporary_password', subject: 'Your temporary password' })
		expect(email!.text).toContain(password)
		expect(
			(
				await t.call('POST', '/user/login/validate', {
					body: { email: U.fabrikamAdmin.email, password: DEMO_PASSWORD },
				})
			).status,
		).toBe(400)
		const token = await t.signIn(U.fabrikamAdmin.email, password)
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).temporary_password).toBe(true)
		// grantLoginAccess gave the partner access.
		expect(CompanyViewSchema.parse((await view(token, C.fabrikam)).body).distribution.partnerStatus).toBe('access')
		expect((await t.call('GET', `/user/custom_token/${C.fabrikam}`, { token: tokens.northwindPartner })).status).toBe(200)
		// An admin cannot use the partnership call on its own company.
		expect((await t.call('POST', path, { token, body: { password, grantLoginAccess: false } })).body.code).toBe('company_not_accessible')
	})
})

describe('notifications and surveys', () => {
	test('an admin reads notifications, pinned first; a viewed card leaves the list unless pinned', async () => {
		const token = tokens.globexAdmin!
		const path = `/api/v1/notifications/${C.globex}/user/${U.globexAdmin.id}`
		const first = NotificationsSchema.parse((await t.call('GET', path, { token })).body)
		expect(first.notifications.map((n) => n.notificationId)).toEqual([
			SEED.notifications.pinned,
			SEED.notifications.webinar,
			SEED.notifications.video,
		])
		expect(first.notifications[0]!.isPinned).toBe(true)
		expect(first.suspendedCampaigns).toEqual([])

		for (const notificationId of [SEED.notifications.video, SEED.notifications.pinned]) {
			expect((await t.call('PUT', path, { token, body: { notificationId } })).status).toBe(204)
		}
		const after = NotificationsSchema.parse((await t.call('GET', path, { token })).body)
		expect(after.notifications.map((n) => n.notificationId)).toEqual([SEED.notifications.pinned, SEED.notifications.webinar])
		expect((await t.call('PUT', path, { token, body: { notificationId: 'ntf_nope' } })).status).toBe(404)
	})

	test('closing the popover marks notifications shown', async () => {
		const token = tokens.globexAdmin!
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).notificationsShown).toBe(false)
		const path = `/api/v1/notifications/${C.globex}/user/${U.globexAdmin.id}/shown`
		expect((await t.call('PUT', path, { token, body: { notificationsShown: true } })).status).toBe(204)
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).notificationsShown).toBe(true)
	})

	test('notifications are per user and per company', async () => {
		const token = tokens.acmeAdmin!
		expect((await t.call('GET', `/api/v1/notifications/${C.acme}/user/${U.acmeLearner.id}`, { token })).status).toBe(403)
		expect((await t.call('GET', `/api/v1/notifications/${C.globex}/user/${U.acmeAdmin.id}`, { token })).status).toBe(403)
	})

	test('the admin survey is offered until answered; ratings are 1 to 5', async () => {
		const token = tokens.acmeAdmin!
		const getPath = `/api/v1/surveys/company/${C.acme}/user/${U.acmeAdmin.id}`
		const offered = SurveyReplySchema.parse((await t.call('GET', getPath, { token, query: { platform: 'admin' } })).body)
		expect(offered.survey).toEqual({ id: SEED.survey, title: expect.any(String) })
		const postPath = `/api/v1/surveys/company/${C.acme}/${SEED.survey}/user/${U.acmeAdmin.id}/response`
		const bad = await t.call('POST', postPath, {
			token,
			query: { platform: 'admin' },
			body: { rating: 6, message: '' },
		})
		expect(bad.status).toBe(422)
		expect(bad.body.validationResults[0]).toMatchObject({ field: 'rating', message: 'Rating must be at most 5' })
		expect((await t.call('POST', postPath, { token, query: { platform: 'admin' }, body: { rating: 5, message: 'Great' } })).status).toBe(
			204,
		)
		expect(SurveyReplySchema.parse((await t.call('GET', getPath, { token, query: { platform: 'admin' } })).body).survey).toBeNull()
		expect((await t.call('POST', postPath, { token, body: { rating: 4 } })).body.code).toBe('survey_already_answered')
	})
})
