import { describe, expect, test } from 'vitest'
import { NotificationsSchema } from '#app/gateway/notifications.server.ts'
import { AuthUserSchema } from '#app/gateway/user.server.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t } = useTestGateway()

const U = SEED.users
const C = SEED.companies
const notices = async (token: string, companyId: string, userId: string) => {
	const reply = await t.call('GET', `/api/v1/notifications/${companyId}/user/${userId}`, { token })
	expect(reply.status).toBe(200)
	return NotificationsSchema.parse(reply.body).suspendedCampaigns
}
const shownFlag = async (token: string) =>
	AuthUserSchema.parse((await t.call('GET', '/user', { token })).body).suspendedCampaignsNotificationShown
const markShown = (token: string, userId: string) =>
	t.call('PATCH', `/api/v1/user/${userId}/suspended_campaigns_notification_shown`, { token })

describe('suspended-campaign notices', () => {
	test("Initech's admin sees its suspended annual training until the popover is closed", async () => {
		const token = await t.signIn(U.initechAdmin.email)
		expect(await shownFlag(token)).toBe(false)
		expect(await notices(token, C.initech, U.initechAdmin.id)).toEqual([
			{ course_id: SEED.courses.annual, course_name: 'Annual Security Awareness Training', course_image: null },
		])

		expect((await markShown(token, U.initechAdmin.id)).status).toBe(204)
		expect(await shownFlag(token)).toBe(true)
		expect(await notices(token, C.initech, U.initechAdmin.id)).toEqual([])
		// The regular notifications are untouched.
		const reply = await t.call('GET', `/api/v1/notifications/${C.initech}/user/${U.initechAdmin.id}`, { token })
		expect(reply.body.notifications).toHaveLength(3)
	})

	test('a running (Globex) or never started (Acme) training gives no notice', async () => {
		const globex = await t.signIn(U.globexAdmin.email)
		expect(await notices(globex, C.globex, U.globexAdmin.id)).toEqual([])
		const acme = await t.signIn(U.acmeAdmin.email)
		expect(await notices(acme, C.acme, U.acmeAdmin.id)).toEqual([])
	})

	test('a user marks only their own notices shown', async () => {
		const token = await t.signIn(U.acmeAdmin.email)
		const other = await markShown(token, U.initechAdmin.id)
		expect(other.status).toBe(403)
		expect(other.body.code).toBe('forbidden')
		expect((await markShown(token, U.acmeLearner.id)).status).toBe(403)
		expect((await t.call('PATCH', `/api/v1/user/${U.acmeAdmin.id}/suspended_campaigns_notification_shown`)).status).toBe(401)
	})

	test('a partner logged in as a company has no notices to mark (its identity reads as shown)', async () => {
		const partner = await t.signIn(U.northwindPartner.email)
		const { customToken } = (await t.call('GET', `/user/custom_token/${C.contoso}`, { token: partner })).body
		const lac = (await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: customToken } })).body.idToken
		expect(await shownFlag(lac)).toBe(true)
		expect(await notices(lac, C.contoso, U.northwindPartner.id)).toEqual([])
		expect((await markShown(lac, U.northwindPartner.id)).status).toBe(204)
		// The partner's own flag is not changed by the customer session.
		expect(await shownFlag(partner)).toBe(false)
	})
})
