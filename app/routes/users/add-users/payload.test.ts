import { describe, expect, test } from 'vitest'
import { invitee, invitePayload } from '#tests/support/payloads.ts'
import { buildInvitePayload } from './payload.ts'

describe('the invite payload (spec 1 §3)', () => {
	test('each email with role, department and groups by name; departments and groups null at the top', () => {
		const payload = buildInvitePayload({
			companyId: 'cmp_acme',
			invites: [
				{ email: ' Ann@Acme.test ', role: 'user', department: 'Sales', groups: ['Remote', 'remote', 'Night shift'] },
				{ email: 'bob@acme.test', role: 'admin', department: null, groups: [] },
			],
			notification: true,
			subject: 'Welcome',
			message: 'Hi {{name}}',
			sso: false,
		})
		// The payload the gateway's contract tests send (tests/support/payloads.ts).
		const emails = [
			invitee('ann@acme.test', { departments: ['Sales'], groups: ['Remote', 'Night shift'] }),
			invitee('bob@acme.test', { role: 'admin' }),
		]
		expect(payload).toEqual(invitePayload('cmp_acme', emails, { custom_message: 'Hi {{name}}', custom_subject: 'Welcome', sso: false }))
		expect(payload).toMatchObject({ departments: null, groups: null, notificationsEnabled: true })
	})

	test('CSV invites carry name and lastName (left out when empty); without notification no subject or message is sent', () => {
		const payload = buildInvitePayload({
			companyId: 'cmp_acme',
			invites: [
				{ email: 'ann@acme.test', role: 'user', department: 'Sales', groups: [], name: 'Ann', lastName: 'Lee' },
				{ email: 'bob@acme.test', role: 'user', department: 'Sales', groups: [], name: '', lastName: '' },
			],
			notification: false,
			subject: 'Welcome',
			message: 'Hi',
			sso: true,
		})
		expect(payload.emails).toEqual([
			{ email: 'ann@acme.test', role: 'user', departments: ['Sales'], groups: [], name: 'Ann', lastName: 'Lee' },
			{ email: 'bob@acme.test', role: 'user', departments: ['Sales'], groups: [] },
		])
		expect(payload).toMatchObject({ custom_subject: '', custom_message: '', notificationsEnabled: false, sso: true })
	})
})
