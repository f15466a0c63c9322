import { describe, expect, test } from 'vitest'
import { GatewayError } from '#app/gateway/errors.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { SEED, type TestGateway } from '#tests/fixtures/gateway.ts'
import { getReminderSettings, updateReminderSettings } from './reminder-settings.server.ts'

// The contract's automatic-reminder calls against the reference gateway, in process: path, body and reply schema.

let t: TestGateway
let token: string
useConsoleGateway(async (gateway) => {
	t = gateway
	token = await t.signIn(SEED.users.acmeAdmin.email)
})

const input = {
	enabled: true,
	frequency: 'monthly' as const,
	weekday: 5,
	includeGaming: true,
	includeVideoTraining: false,
	includePolicies: false,
	includeCalendarVideos: true,
	subject: 'Monthly catch-up',
	customMessage: 'See you in the portal.',
}

describe('reminder settings contract', () => {
	test('the defaults, then a save that reads back', async () => {
		expect(await getReminderSettings(token, SEED.companies.acme)).toMatchObject({
			enabled: false,
			frequency: 'weekly',
			nextSendDate: null,
		})
		const saved = await updateReminderSettings(token, SEED.companies.acme, input)
		expect(saved).toMatchObject(input)
		expect(saved.nextSendDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
		expect(await getReminderSettings(token, SEED.companies.acme)).toEqual(saved)
	})

	test("the gateway's refusal is one GatewayError with the spec 1 §8 wording", async () => {
		const error = await updateReminderSettings(token, SEED.companies.acme, {
			...input,
			includeGaming: false,
			includeCalendarVideos: false,
		}).catch((e) => e)
		expect(error).toBeInstanceOf(GatewayError)
		expect(error).toMatchObject({
			status: 422,
			message: 'Missing or invalid request parameters: categories.',
			expected: true,
		})
		const foreign = await getReminderSettings(token, SEED.companies.globex).catch((e) => e)
		expect(foreign).toMatchObject({ status: 403, code: 'company_not_accessible' })
	})
})
