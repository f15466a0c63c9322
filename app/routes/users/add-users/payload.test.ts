import { describe, expect, test } from 'vitest'
import { buildInvitePayload } from './payload.ts'

describe('the invite payload (spec 1 §3)', () => {
	test('each email with role, department and groups as ids; departments and groups null at the top', () => {
		const payload = buildInvitePayload({
			companyId: 'cmp_acme',
			invites: [
				{ email: ' Ann@Acme.test ', role: 'user', departmentId: 'dep_sales', groupIds: ['grp_a', 'grp_a', 'grp_b'] },
				{ email: 'bob@acme.test', role: 'admin', departmentId: null, groupIds: [] },
			],
			notification: true,
			subject: 'Welcome',
			message: 'Hi {{name}}',
			sso: false,
		})
		expect(payload).toEqual({
			emails: [
				{ email: 'ann@acme.test', role: 'user', departments: ['dep_sales'], groups: ['grp_a', 'grp_b'] },
				{ email: 'bob@acme.test', role: 'admin', departments: [], groups: [] },
			],
			company_id: 'cmp_acme',
			custom_message: 'Hi {{name}}',
			custom_subject: 'Welcome',
			sso: false,
			departments: null,
			groups: null,
			notificationsEnabled: true,
		})
	})

	test('CSV invites carry name and lastName; without notification no subject or message is sent', () => {
		const payload = buildInvitePayload({
			companyId: 'cmp_acme',
			invites: [{ email: 'ann@acme.test', role: 'user', departmentId: 'dep_sales', groupIds: [], name: 'Ann', lastName: 'Lee' }],
			notification: false,
			subject: 'Welcome',
			message: 'Hi',
			sso: true,
		})
		expect(payload.emails[0]).toEqual({ email: 'ann@acme.test', role: 'user', departments: ['dep_sales'], groups: [], name: 'Ann', lastName: 'Lee' })
		expect(payload).toMatchObject({ custom_subject: '', custom_message: '', notificationsEnabled: false, sso: true })
	})

	test('5,000 users make one payload', () => {
		const invites = Array.from({ length: 5000 }, (_, i) => ({ email: `u${i}@acme.test`, role: 'user' as const, departmentId: 'dep', groupIds: [] }))
		const payload = buildInvitePayload({ companyId: 'c', invites, notification: false, subject: '', message: '', sso: false })
		expect(payload.emails).toHaveLength(5000)
	})
})
