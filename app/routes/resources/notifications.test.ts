import { http, HttpResponse } from 'msw'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import type { Notification } from '#app/gateway/notifications.server.ts'
import type { AuthUser } from '#app/gateway/user.server.ts'
import { signedInCookie } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { action, loader } from './notifications.tsx'

function post(cookie: string | null, fields: Record<string, string>) {
	const url = 'http://localhost:3000/resources/notifications'
	return {
		request: new Request(url, {
			method: 'POST',
			headers: cookie ? { Cookie: cookie } : {},
			body: new URLSearchParams(fields),
		}),
		url: new URL(url),
		context: new RouterContextProvider(),
		params: {},
		unstable_pattern: '',
	} as any
}

function card(overrides: Partial<Notification>): Notification {
	return {
		notificationId: 'ntf_1',
		url: '/home',
		head: 'Monthly video',
		title: 'New monthly video',
		description: null,
		buttonName: 'Watch',
		image: null,
		isPinned: false,
		...overrides,
	}
}

/** The gateway as the console sees it, recording every write. */
function gateway(user: Partial<AuthUser> = {}, notifications: Notification[] = [], suspendedCampaigns = 0) {
	const writes: string[] = []
	server.use(
		http.get(`${GATEWAY}/user`, () =>
			HttpResponse.json(authUser({ notificationsShown: false, suspendedCampaignsNotificationShown: false, ...user })),
		),
		http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, () => HttpResponse.json(companyView())),
		http.get(`${GATEWAY}/api/v1/notifications/:companyId/user/:userId`, () =>
			HttpResponse.json({
				notifications,
				suspendedCampaigns: Array.from({ length: suspendedCampaigns }, (_, i) => ({
					course_id: `crs_${i}`,
					course_name: `Course ${i}`,
					course_image: null,
				})),
			}),
		),
		http.put(`${GATEWAY}/api/v1/notifications/:companyId/user/:userId/shown`, async ({ params, request }) => {
			writes.push(`shown ${params.companyId}/${params.userId} ${JSON.stringify(await request.json())}`)
			return new HttpResponse(null, { status: 204 })
		}),
		http.put(`${GATEWAY}/api/v1/notifications/:companyId/user/:userId`, async ({ request }) => {
			writes.push(`viewed ${((await request.json()) as { notificationId: string }).notificationId}`)
			return new HttpResponse(null, { status: 204 })
		}),
		http.patch(`${GATEWAY}/api/v1/user/:userId/suspended_campaigns_notification_shown`, ({ params }) => {
			writes.push(`notices ${params.userId}`)
			return new HttpResponse(null, { status: 204 })
		}),
	)
	return writes
}

describe('notifications resource route', () => {
	test('closing the popover with JavaScript marks the notifications and the shown notices, and answers data', async () => {
		const writes = gateway()
		const result = (await action(post(await signedInCookie(), { intent: 'shown', notices: '1' }))) as any
		expect(result.data).toEqual({ ok: true })
		expect(writes.sort()).toEqual(['notices usr_admin', 'shown cmp_acme/usr_admin {"notificationsShown":true}'])
	})

	test('closing without JavaScript marks them shown and returns to the page', async () => {
		const writes = gateway({ suspendedCampaignsNotificationShown: true })
		const response = (await action(
			post(await signedInCookie(), { intent: 'shown', notices: '', redirectTo: '/guides-and-resources?tab=1' }),
		)) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/guides-and-resources?tab=1')
		expect(writes).toEqual(['shown cmp_acme/usr_admin {"notificationsShown":true}'])
	})

	test('nothing is written when everything was already shown', async () => {
		const writes = gateway({ notificationsShown: true, suspendedCampaignsNotificationShown: true })
		await action(post(await signedInCookie(), { intent: 'shown', notices: '1' }))
		expect(writes).toEqual([])
	})

	test('a card click marks it viewed and goes to its internal path', async () => {
		const writes = gateway({ notificationsShown: true }, [card({ notificationId: 'ntf_video', url: '/learning/videos?tab=new' })])
		const response = (await action(
			post(await signedInCookie(), { intent: 'open', notificationId: 'ntf_video', redirectTo: '/home' }),
		)) as Response
		expect(response.headers.get('Location')).toBe('/learning/videos?tab=new')
		expect(writes).toEqual(['viewed ntf_video'])
	})

	test('a pinned card is not marked viewed', async () => {
		const writes = gateway({ notificationsShown: true }, [
			card({ notificationId: 'ntf_pinned', url: '/phishing-exercise', isPinned: true }),
		])
		const response = (await action(post(await signedInCookie(), { intent: 'open', notificationId: 'ntf_pinned' }))) as Response
		expect(response.headers.get('Location')).toBe('/phishing-exercise')
		expect(writes).toEqual([])
	})

	test('an outside link is a full page load with JavaScript and a hand-over page without', async () => {
		gateway({ notificationsShown: true }, [card({ notificationId: 'ntf_web', url: 'https://example.com/webinar' })])
		const withJs = (await action(post(await signedInCookie(), { intent: 'open', notificationId: 'ntf_web', js: '1' }))) as Response
		expect(withJs.headers.get('Location')).toBe('https://example.com/webinar')
		expect(withJs.headers.get('X-Remix-Reload-Document')).toBe('true')

		const withoutJs = (await action(post(await signedInCookie(), { intent: 'open', notificationId: 'ntf_web' }))) as Response
		expect(withoutJs.status).toBe(200)
		const html = await withoutJs.text()
		expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://example.com/webinar">')
		expect(html).toContain('Continue to https://example.com/webinar')
	})

	test("a card's address never comes from the form, and an unsafe internal one falls back to the page", async () => {
		gateway({ notificationsShown: true }, [card({ notificationId: 'ntf_odd', url: '//evil.example/x' })])
		const unknown = (await action(
			post(await signedInCookie(), {
				intent: 'open',
				notificationId: 'ntf_missing',
				url: 'https://evil.example',
				redirectTo: '/home',
			}),
		)) as Response
		expect(unknown.headers.get('Location')).toBe('/home')
		const odd = (await action(post(await signedInCookie(), { intent: 'open', notificationId: 'ntf_odd', redirectTo: '/home' }))) as Response
		expect(odd.headers.get('Location')).toBe('/home')
	})

	test('a redirectTo to another site is refused', async () => {
		gateway({ notificationsShown: true })
		const response = (await action(post(await signedInCookie(), { intent: 'shown', redirectTo: 'https://evil.example/' }))) as Response
		expect(response.headers.get('Location')).toBe('/')
	})

	test('GET changes nothing', async () => {
		const writes = gateway()
		const response = loader()
		expect(response.status).toBe(302)
		expect(writes).toEqual([])
	})

	test('a guest is sent to sign in and nothing is written', async () => {
		const writes = gateway()
		const response = await (action(post(null, { intent: 'shown' })) as Promise<unknown>).catch((e) => e as Response)
		expect((response as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
		expect(writes).toEqual([])
	})

	test('a learner is signed out and nothing is written', async () => {
		const writes = gateway({ role: 'user' })
		const response = await (action(post(await signedInCookie(), { intent: 'shown' })) as Promise<unknown>).catch((e) => e as Response)
		expect((response as Response).headers.get('Location')).toBe('/login')
		expect(writes).toEqual([])
	})

	test('a gateway failure returns to the page with the error message', async () => {
		gateway()
		server.use(
			http.put(`${GATEWAY}/api/v1/notifications/:companyId/user/:userId/shown`, () =>
				HttpResponse.json({ message: 'boom' }, { status: 500 }),
			),
		)
		expectConsoleError() // a 500 is unexpected and logged
		const response = (await action(post(await signedInCookie(), { intent: 'shown', redirectTo: '/home' }))) as Response
		expect(response.headers.get('Location')).toBe('/home')
		expect(response.headers.get('Set-Cookie')).toContain('__session=')
	})
})
