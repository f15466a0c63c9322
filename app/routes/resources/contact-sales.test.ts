import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import en from '#app/i18n/locales/en/help.ts'
import { flashToast, outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { action, loader } from './contact-sales.tsx'

const CONTACT_US_BUY = `${GATEWAY}/api/v1/user/:companyId/contact_us_buy`
const SALES_QUOTE = `${GATEWAY}/marketing/api/v1/company/:companyId/sales_quote`

function salesReplies({
	first = () => new HttpResponse(null, { status: 204 }),
	second = () => HttpResponse.json({ quoteId: 'q_1' }),
}: { first?: () => Response; second?: () => Response } = {}) {
	server.use(http.post(CONTACT_US_BUY, first), http.post(SALES_QUOTE, second))
}

const valid = {
	usersNumber: '120',
	phone: '+1 (555) 123-4567',
	message: 'We would like a quote.',
	pageName: 'licensing',
	redirectTo: '/licensing?tab=plans',
}

async function post(form: Record<string, string>, cookie?: string, headers?: Record<string, string>) {
	return outcome(() => action(routeArgs('/resources/contact-sales', { cookie, form, headers }) as any))
}

describe('Contact Sales: the contact-sales action', () => {
	test('records the request, then forwards the quote, with the user, the session company and the page', async () => {
		viewerReplies()
		salesReplies()
		const calls = recordGateway()
		const response = (await post({ ...valid, companyId: 'cmp_other' }, await signedInCookie(), {
			Cookie: 'hubspotutk=trk-9',
		})) as Response
		expect(calls).toEqual([
			{
				call: 'POST /api/v1/user/cmp_acme/contact_us_buy',
				body: {
					full_name: 'Ada Admin',
					company_name: 'Acme Corp',
					email: 'admin@acme.test',
					users_number: 120,
					message: valid.message,
				},
			},
			{
				call: 'POST /marketing/api/v1/company/cmp_acme/sales_quote',
				body: {
					name: 'Ada',
					lastName: 'Admin',
					email: 'admin@acme.test',
					users: 120,
					message: valid.message,
					phone: valid.phone,
					companyName: 'Acme Corp',
					country: 'US',
					pageUri: 'http://localhost:3000/licensing?tab=plans',
					trackingCookie: 'trk-9',
					pageName: 'licensing',
				},
			},
		])
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/licensing?tab=plans')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'help:sales.sent' })
		expect(en.sales.sent).toBe('Request sent')
	})

	test('without a tracking cookie, a page name or a message: null, the page path, empty', async () => {
		viewerReplies()
		salesReplies()
		const calls = recordGateway()
		await post({ usersNumber: '5', phone: '5551234567', redirectTo: '/home' }, await signedInCookie())
		expect(calls[0].body).toMatchObject({ users_number: 5, message: '' })
		expect(calls[1].body).toMatchObject({
			trackingCookie: null,
			pageName: '/home',
			message: '',
			pageUri: 'http://localhost:3000/home',
		})
	})

	test('when recording fails, nothing is forwarded and the typed values stay with the message', async () => {
		viewerReplies()
		salesReplies({ first: () => HttpResponse.json({ message: 'down' }, { status: 500 }) })
		expectConsoleError()
		const calls = recordGateway()
		const result = (await post(valid, await signedInCookie())) as any
		expect(calls.map((c) => c.call)).toEqual(['POST /api/v1/user/cmp_acme/contact_us_buy'])
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'common:tryAgain' })
		expect(result.data.result.initialValue).toMatchObject(valid)
	})

	test('when only the forwarding fails, the user still hears "Request sent" and the failure is logged', async () => {
		viewerReplies()
		salesReplies({ second: () => gatewayError(502, 'marketing_down', 'Marketing form unavailable') })
		const logged = expectConsoleError()
		const response = (await post(valid, await signedInCookie())) as Response
		expect(response.headers.get('Location')).toBe('/licensing?tab=plans')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'help:sales.sent' })
		expect(logged.length).toBeGreaterThan(0)
	})

	test.each([
		['usersNumber', { usersNumber: '' }, 'Field is required'],
		['usersNumber', { usersNumber: 'ten' }, 'Value must be a number'],
		['usersNumber', { usersNumber: '2.5' }, 'Value must be an integer'],
		['usersNumber', { usersNumber: '0' }, 'Value must be greater than or equal to 1.'],
		['usersNumber', { usersNumber: '-4' }, 'Value must be greater than or equal to 1.'],
		['usersNumber', { usersNumber: '1000001' }, 'Value must be less than or equal to 1000000.'],
		['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
		['phone', { phone: '' }, 'Field is required'],
		['phone', { phone: '12345' }, 'Phone number is invalid.'],
		['phone', { phone: '+44 20 7946 0958' }, 'Phone number is invalid.'],
	])('%s %j is refused with "%s", the typed values kept, nothing sent', async (field, change, text) => {
		viewerReplies()
		const calls = recordGateway()
		const result = (await post({ ...valid, ...change }, await signedInCookie())) as any
		expect(result.init.status).toBe(400)
		const key = result.data.result.error[field][0] as string
		expect(translate(key)).toBe(text)
		const typed = Object.fromEntries(Object.entries({ ...valid, ...change }).filter(([, value]) => value !== ''))
		expect(result.data.result.initialValue).toEqual(typed)
		expect(calls).toEqual([])
	})

	test('a guest is sent to sign in; a learner is signed out; nothing is sent', async () => {
		const calls = recordGateway()
		const guest = (await post(valid)) as Response
		expect(guest.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
		viewerReplies(authUser({ role: 'user' }))
		const learner = (await post(valid, await signedInCookie('user'))) as Response
		expect(learner.headers.get('Location')).toBe('/login')
		expect(calls.filter((c) => c.call.includes('contact_us_buy') || c.call.includes('sales_quote'))).toEqual([])
	})

	test("a reseller's customer or a sub-reseller (who do not see Contact Sales) is refused and nothing is sent", async () => {
		const calls = recordGateway()
		for (const distribution of [
			{ parentCompanyId: 'cmp_northwind', customerType: null },
			{ parentCompanyId: null, customerType: 'SUBRESELLER' },
		]) {
			viewerReplies(authUser(), companyView({ distribution: { ...companyView().distribution, ...distribution } } as any))
			const response = (await post(valid, await signedInCookie())) as Response
			expect(response.status).toBe(403)
		}
		expect(calls).toEqual([])
	})

	test('GET renders the empty dialog and sends nothing', async () => {
		viewerReplies()
		const calls = recordGateway()
		const result = (await loader(
			routeArgs('/resources/contact-sales?pageName=billing&redirectTo=%2Fbilling', {
				cookie: await signedInCookie(),
			}) as any,
		)) as any
		expect(result.contactSales.pageName).toBe('billing')
		expect(result.redirectTo).toBe('/billing')
		expect(calls).toEqual([])
	})
})

function translate(key: string) {
	const [ns, path] = key.split(':')
	expect(ns).toBe('help')
	const text = path.split('.').reduce<any>((node, part) => node?.[part], en) as string
	return text.replace('{{min}}', '1').replace('{{max}}', '1000000').replace('{{maxLength}}', '5000')
}
