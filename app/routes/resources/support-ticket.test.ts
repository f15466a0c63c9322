import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { SUPPORT_CATEGORIES } from '#app/gateway/support.server.ts'
import en from '#app/i18n/locales/en/help.ts'
import { outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { action, loader } from './support-ticket.tsx'

const TICKETS = `${GATEWAY}/api/v1/support/company/:companyId/tickets`

function ticketReply(reply: () => Response = () => HttpResponse.json({ ticketId: 'tkt_1' })) {
	server.use(http.post(TICKETS, reply))
}

const valid = {
	category: 'billing',
	message: 'Our invoice shows the wrong seat count.',
	email: 'ada@acme.test',
	redirectTo: '/home?tab=a',
}

async function post(form: Record<string, string>, cookie?: string, headers?: Record<string, string>) {
	return outcome(() => action(routeArgs('/resources/support-ticket', { cookie: cookie ?? undefined, form, headers }) as any))
}

describe('Contact Support: the support-ticket action', () => {
	test('a ticket is created with the typed values, source ADMIN and the tracking cookie, for the session company', async () => {
		viewerReplies()
		ticketReply()
		const calls = recordGateway()
		const cookie = await signedInCookie()
		const response = (await post({ ...valid, companyId: 'cmp_other' }, cookie, {
			Cookie: 'hubspotutk=trk-123',
		})) as Response
		expect(calls).toEqual([
			{
				call: 'POST /api/v1/support/company/cmp_acme/tickets',
				body: {
					email: 'ada@acme.test',
					description: valid.message,
					category: 'billing',
					source: 'ADMIN',
					trackingToken: 'trk-123',
				},
			},
		])
		// Without JavaScript: back to the page, the drawer showing its Thank You panel.
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/home?tab=a&modal=support&sent=1')
	})

	test('with JavaScript the answer stays in place: sent, no redirect', async () => {
		viewerReplies()
		ticketReply()
		const result = (await post({ ...valid, enhanced: '1' }, await signedInCookie())) as any
		expect(result.data).toMatchObject({ sent: true })
		expect(result.init?.status ?? 200).toBe(200)
	})

	test('without a tracking cookie the token is null; a foreign redirect goes home instead', async () => {
		viewerReplies()
		ticketReply()
		const calls = recordGateway()
		const response = (await post({ ...valid, redirectTo: 'https://evil.example/' }, await signedInCookie())) as Response
		expect((calls[0].body as any).trackingToken).toBeNull()
		expect(response.headers.get('Location')).toBe('/home?modal=support&sent=1')
	})

	test.each([
		['message', { message: '' }, 'Please enter Message'],
		['message', { message: '   ' }, 'Please enter Message'],
		['email', { email: '' }, 'Please enter Email'],
		['email', { email: 'not-an-address' }, 'This is not a valid email'],
		['category', { category: '' }, 'Please select a category'],
		['category', { category: 'made-up' }, 'Please select a category'],
		['message', { message: 'x'.repeat(10_001) }, 'Message must be at most 10000 characters.'],
	])('%s %j is refused with "%s", every typed value kept, nothing sent', async (field, change, text) => {
		viewerReplies()
		const calls = recordGateway()
		const result = (await post({ ...valid, ...change }, await signedInCookie())) as any
		expect(result.init.status).toBe(400)
		const key = result.data.result.error[field][0] as string
		expect(lookup(key)).toBe(text)
		// Every value is kept (conform leaves out the empty ones).
		const typed = Object.fromEntries(Object.entries({ ...valid, ...change }).filter(([, value]) => value !== ''))
		expect(result.data.result.initialValue).toEqual(typed)
		expect(result.data.redirectTo).toBe('/home?tab=a')
		expect(calls).toEqual([])
	})

	test("conform's validate posts get the errors only", async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = (await post(
			{ ...valid, message: '', __intent__: JSON.stringify({ type: 'validate', payload: { name: 'message' } }) },
			await signedInCookie(),
		)) as any
		expect(result.init.status).toBe(400)
		expect(result.data.result.error.message).toEqual(['help:support.messageRequired'])
		expect(calls).toEqual([])
	})

	test('a gateway failure keeps the text and says to try again', async () => {
		viewerReplies()
		ticketReply(() => HttpResponse.json({ message: 'boom' }, { status: 500 }))
		expectConsoleError()
		const result = (await post(valid, await signedInCookie())) as any
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'common:tryAgain' })
		expect(result.data.result.initialValue).toMatchObject(valid)
	})

	test("an expected gateway error shows the gateway's message", async () => {
		viewerReplies()
		ticketReply(() => gatewayError(422, 'bad_request', 'Description is too long'))
		const result = (await post(valid, await signedInCookie())) as any
		expect(result.data.failure).toEqual({ message: 'Description is too long', raw: true })
	})

	test('a guest is sent to sign in and nothing is sent', async () => {
		const calls = recordGateway()
		const response = (await post(valid)) as Response
		expect(response.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
		expect(calls).toEqual([])
	})

	test('a learner is refused (signed out) and nothing is sent', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const response = (await post(valid, await signedInCookie('user'))) as Response
		expect(response.headers.get('Location')).toBe('/login')
		expect(calls.filter((c) => c.call.includes('/support/'))).toEqual([])
	})

	test('GET renders the empty drawer with the user email and the categories, and sends nothing', async () => {
		viewerReplies(authUser(), companyView({ customDomainAdmin: { domain: 'admin.acme.test', isVerified: true } } as any))
		const calls = recordGateway()
		const result = (await loader(
			routeArgs('/resources/support-ticket?redirectTo=%2Fhome', { cookie: await signedInCookie() }) as any,
		)) as any
		expect(result.support).toMatchObject({
			email: 'admin@acme.test',
			categories: SUPPORT_CATEGORIES,
			showFaq: false,
			sent: false,
		})
		expect(result.redirectTo).toBe('/home')
		expect(calls).toEqual([])
	})
})

describe('support categories', () => {
	test('every category the gateway contract offers has a readable English label', () => {
		for (const category of SUPPORT_CATEGORIES) expect(en.support.categories[category]).toMatch(/\w/)
	})
})

function lookup(key: string) {
	const [ns, path] = key.split(':')
	expect(ns).toBe('help')
	return (path.split('.').reduce<any>((node, part) => node?.[part], en) as string).replace('{{maxLength}}', '10000')
}
