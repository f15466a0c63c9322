import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import { parseSubmission } from '#app/lib/forms.ts'
import { flashToast, outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, server, GATEWAY } from '#tests/mocks/gateway.ts'
import { ConfigurationSchema, ReportButtonSchema } from './settings-schemas.ts'
import { action, loader } from './settings.tsx'

// The simulation settings pages' loader and action (spec 3 §2 settings, §3, §8 'Settings successfully
// updated!') with the gateway doubled by msw.

let admin: string
let learner: string
beforeAll(async () => {
	admin = await signedInCookie('admin')
	learner = await signedInCookie('user')
})

const BASE = '/phishing/api/v3/company/:companyId/settings'
const SAVED = { xTestPhish: true, email: 'soc@acme.test', gwReportAction: 'MOVE_TO_TRASH', msReportAction: 'KEEP_IN_INBOX', folderId: '' }
const DED = { isGmailDedEnabled: false, isMicrosoftDedEnabled: true, testEmail: '', authorizedDomains: ['acme.test'] }

function settingsGateway(patch: (body: any) => Response = (body) => HttpResponse.json({ ...SAVED, ...body })) {
	server.use(
		http.get(`${GATEWAY}${BASE}`, () => HttpResponse.json(SAVED)),
		http.patch(`${GATEWAY}${BASE}`, async ({ request }) => patch(await request.json())),
		http.get(`${GATEWAY}${BASE}/ded`, () => HttpResponse.json(DED)),
		http.patch(`${GATEWAY}${BASE}/ded`, async ({ request }) => HttpResponse.json({ ...DED, ...((await request.json()) as object) })),
		http.post(`${GATEWAY}${BASE}/ded/test-email`, () => new HttpResponse(null, { status: 204 })),
		http.post(`${GATEWAY}${BASE}/user/:userId/ded/auth/initiate`, () =>
			HttpResponse.json({ authorizationUrl: 'http://localhost:3000/__gateway/ded/consent/abc' }),
		),
	)
}

const args = (page: string | undefined, cookie: string, form?: Record<string, string>) => ({
	...routeArgs(`/phishing-simulation/settings${page ? `/${page}` : ''}`, { cookie, form }),
	params: { page },
})
const load = (page?: string, cookie = admin) => outcome(() => loader(args(page, cookie) as any)) as Promise<any>
const post = (page: string, form: Record<string, string>) => outcome(() => action(args(page, admin, form) as any)) as Promise<any>

describe('the settings pages', () => {
	test('the bare path goes to the report button page; a learner is refused', async () => {
		viewerReplies()
		settingsGateway()
		const response = await load()
		expect(response.headers.get('Location')).toBe('/phishing-simulation/settings/report-button')
		viewerReplies(authUser({ role: 'user' }))
		const refused = await load('report-button', learner)
		expect(refused).toBeInstanceOf(Response)
		expect([302, 403]).toContain((refused as Response).status)
	})

	test('the direct email delivery page reads both settings', async () => {
		viewerReplies()
		settingsGateway()
		const page = await load('direct-email-delivery')
		expect(page).toMatchObject({ page: 'direct-email-delivery', settings: SAVED, ded: DED })
	})

	test('the report button saves with the other settings as they are, and says so', async () => {
		viewerReplies()
		settingsGateway()
		const calls = recordGateway()
		const response = await post('report-button', {
			intent: 'report-button',
			gwReportAction: 'MOVE_TO_FOLDER',
			msReportAction: 'MOVE_TO_TRASH',
			folderId: ' Phish ',
		})
		expect(response.headers.get('Location')).toBe('/phishing-simulation/settings/report-button')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'phishingSimulationSettings:toast.updated' })
		expect(calls.find((c) => c.call.startsWith('PATCH'))?.body).toEqual({
			...SAVED,
			gwReportAction: 'MOVE_TO_FOLDER',
			msReportAction: 'MOVE_TO_TRASH',
			folderId: 'Phish',
		})
	})

	test('the gateway’s Wrong Email format comes back on the field', async () => {
		viewerReplies()
		settingsGateway(() =>
			HttpResponse.json(
				{
					code: 'validation_error',
					message: 'Missing or invalid request parameters: email.',
					validationResults: [{ field: 'email', message: 'Wrong Email format' }],
					details: [{ code: 'email', description: 'Wrong Email format' }],
				},
				{ status: 422 },
			),
		)
		const reply = await post('configuration', { intent: 'configuration', xTestPhish: 'on', email: 'a@b.co' })
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error).toEqual({ email: ['phishingSimulationSettings:errors.emailFormat'] })
		expect(reply.data.result.initialValue).toMatchObject({ email: 'a@b.co' })
	})

	test('Send test email saves the address first, then sends to it', async () => {
		viewerReplies()
		settingsGateway()
		const calls = recordGateway()
		const response = await post('direct-email-delivery', { intent: 'test-email', isMicrosoftDedEnabled: 'on', testEmail: 'it@acme.test' })
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'A test email was sent to it@acme.test.', raw: true })
		expect(calls.map((c) => c.call)).toEqual([
			'PATCH /phishing/api/v3/company/cmp_acme/settings/ded',
			'POST /phishing/api/v3/company/cmp_acme/settings/ded/test-email',
		])
		expect(calls[0]!.body).toEqual({ isGmailDedEnabled: false, isMicrosoftDedEnabled: true, testEmail: 'it@acme.test' })
	})

	test('authorising a domain sends the browser to the consent page (a document load)', async () => {
		viewerReplies()
		settingsGateway()
		const calls = recordGateway()
		const response = await post('direct-email-delivery', { intent: 'ded-auth', domain: 'Mail.Acme.test' })
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('http://localhost:3000/__gateway/ded/consent/abc')
		expect(response.headers.get('X-Remix-Reload-Document')).toBe('true')
		expect(calls[0]).toEqual({
			call: 'POST /phishing/api/v3/company/cmp_acme/settings/user/usr_admin/ded/auth/initiate',
			body: { domain: 'Mail.Acme.test' },
		})
	})
})

describe('the settings forms', () => {
	const parse = (schema: Parameters<typeof parseSubmission>[1], fields: Record<string, string>) =>
		parseSubmission(new URLSearchParams(fields), schema)

	test('Move to folder needs a folder id', () => {
		expect(
			parse(ReportButtonSchema, { gwReportAction: 'MOVE_TO_TRASH', msReportAction: 'MOVE_TO_FOLDER', folderId: ' ' }).reply().error,
		).toEqual({
			folderId: ['phishingSimulationSettings:errors.folderIdRequired'],
		})
		expect(parse(ReportButtonSchema, { gwReportAction: 'KEEP_IN_INBOX', msReportAction: 'MOVE_TO_TRASH' }).status).toBe('success')
	})

	test('the email is empty or an address', () => {
		expect(parse(ConfigurationSchema, { email: 'nope' }).reply().error).toEqual({
			email: ['phishingSimulationSettings:errors.emailFormat'],
		})
		expect(parse(ConfigurationSchema, { email: '' }).status).toBe('success')
	})
})
