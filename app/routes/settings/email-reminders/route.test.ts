import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import type { ReminderSettings } from '#app/gateway/reminder-settings.server.ts'
import { flashToast, outcome, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './route.tsx'

let cookie: string
beforeAll(async () => {
	cookie = await signedInCookie('admin')
})

const SAVED: ReminderSettings = {
	enabled: true,
	frequency: 'biweekly',
	weekday: 3,
	includeGaming: false,
	includeVideoTraining: true,
	includePolicies: true,
	includeCalendarVideos: false,
	subject: 'Your training is waiting',
	customMessage: 'Ten minutes a week.',
	lastSentAt: '2026-11-11T09:00:00.000Z',
	nextSendDate: '2026-11-25',
}

function reminderGateway(put: (body: any) => Response = (body) => HttpResponse.json({ ...SAVED, ...body })) {
	const calls: Array<{ call: string; body?: any }> = []
	server.use(
		http.get(`${GATEWAY}/users/company/:companyId/reminders/automatic`, ({ params }) => {
			calls.push({ call: `GET ${params.companyId}` })
			return HttpResponse.json(SAVED)
		}),
		http.put(`${GATEWAY}/users/company/:companyId/reminders/automatic`, async ({ request, params }) => {
			const body = await request.json()
			calls.push({ call: `PUT ${params.companyId}`, body })
			return put(body)
		}),
	)
	return calls
}

const load = () => outcome(() => loader(routeArgs('/settings/email-reminders', { cookie }) as any)) as Promise<any>
const post = (form: Record<string, string>) =>
	outcome(() => action(routeArgs('/settings/email-reminders', { cookie, form }) as any)) as Promise<any>

const VALID = {
	enabled: 'on',
	frequency: 'weekly',
	weekday: '1',
	includeVideoTraining: 'on',
	includeGaming: 'on',
	subject: '  Please finish your tasks  ',
	customMessage: 'Line one\r\nLine two',
}

describe('Email Reminders', () => {
	test("the loader reads the session company's settings, with the next and last rounds as dates", async () => {
		viewerReplies()
		const calls = reminderGateway()
		const data = await load()
		expect(calls).toEqual([{ call: 'GET cmp_acme' }])
		expect(data.settings).toEqual(SAVED)
		expect(data.nextLabel).toBe('Nov 25, 2026')
		expect(data.lastLabel).toBe('Nov 11, 2026')
	})

	test("Save sends the form to the gateway and shows 'Settings successfully updated!'", async () => {
		viewerReplies()
		const calls = reminderGateway()
		const response = await post({ ...VALID, companyId: 'cmp_globex' })
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/settings/email-reminders')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'emailReminders:saved' })
		expect(calls).toEqual([
			{
				call: 'PUT cmp_acme',
				body: {
					enabled: true,
					frequency: 'weekly',
					weekday: 1,
					includeVideoTraining: true,
					includeGaming: true,
					includePolicies: false,
					includeCalendarVideos: false,
					subject: 'Please finish your tasks',
					customMessage: 'Line one\nLine two',
				},
			},
		])
	})

	test('unchecked switch and categories post nothing: off, and the at-least-one-category rule', async () => {
		viewerReplies()
		const calls = reminderGateway()
		const result = await post({ frequency: 'monthly', weekday: '5', subject: '', customMessage: 'kept' })
		expect(result.init?.status).toBe(400)
		expect(result.data.result.error).toEqual({
			categories: ['emailReminders:errors.categoriesRequired'],
			subject: ['emailReminders:errors.subjectRequired'],
		})
		expect(result.data.result.initialValue).toMatchObject({ frequency: 'monthly', weekday: '5', customMessage: 'kept' })
		expect(calls).toEqual([])
	})

	test('an unknown frequency or weekday is refused', async () => {
		viewerReplies()
		reminderGateway()
		const result = await post({ ...VALID, frequency: 'daily', weekday: '9' })
		expect(result.data.result.error).toEqual({
			frequency: ['emailReminders:errors.required'],
			weekday: ['emailReminders:errors.required'],
		})
	})

	test("a gateway refusal is shown with the gateway's words and the typed values kept", async () => {
		viewerReplies()
		reminderGateway(() => gatewayError(403, 'forbidden', 'Only admins can manage reminders.'))
		const result = await post(VALID)
		expect(result.init?.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'Only admins can manage reminders.', raw: true })
		expect(result.data.result.initialValue).toMatchObject({ subject: '  Please finish your tasks  ' })
	})
})
