import { describe, expect, test } from 'vitest'
import { commitSession, sessionStorage } from '#app/auth/session.server.ts'
import { combineHeaders, createToastHeaders, getToast, redirectWithToast, setToast } from './toast.server.ts'

/** The request the browser sends next: the cookies a response set. */
function nextRequest(response: { headers: Headers }) {
	const cookie = response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
	return new Request('http://localhost/next', { headers: { Cookie: cookie } })
}

async function signedInRequest() {
	const session = await sessionStorage().getSession()
	session.set('idToken', 'own-token')
	const cookie = (await commitSession(session)).split(';')[0]
	return new Request('http://localhost/users', { method: 'POST', headers: { Cookie: cookie } })
}

describe('toasts', () => {
	test('a redirect with a toast shows it on the next page once, and the session stays signed in', async () => {
		const response = await redirectWithToast(await signedInRequest(), '/users/all_users', {
			type: 'success',
			message: 'users:reminder.sent',
		})
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/users/all_users')

		const next = await getToast(nextRequest(response))
		expect(next.toast).toEqual({ type: 'success', message: 'users:reminder.sent' })
		const afterThat = nextRequest({ headers: next.headers! })
		expect((await sessionStorage().getSession(afterThat.headers.get('Cookie'))).get('idToken')).toBe('own-token')
		expect(await getToast(afterThat)).toEqual({ toast: null, headers: null })
	})

	test('a page without a toast sets no cookie', async () => {
		expect(await getToast(await signedInRequest())).toEqual({ toast: null, headers: null })
	})

	test('the gateway’s own text travels as raw text', async () => {
		const headers = await createToastHeaders(new Request('http://localhost/'), {
			type: 'error',
			message: 'Domain is taken',
			raw: true,
		})
		expect((await getToast(nextRequest({ headers }))).toast).toEqual({
			type: 'error',
			message: 'Domain is taken',
			raw: true,
		})
	})

	test('a toast set into a session the caller commits arrives with that session’s other values', async () => {
		const session = await sessionStorage().getSession()
		session.set('idToken', 'renewed-token')
		setToast(session, { type: 'info', message: 'auth:mfa.codeSent' })
		const headers = new Headers({ 'Set-Cookie': await commitSession(session) })
		const next = nextRequest({ headers })
		expect((await sessionStorage().getSession(next.headers.get('Cookie'))).get('idToken')).toBe('renewed-token')
		expect((await getToast(next)).toast).toEqual({ type: 'info', message: 'auth:mfa.codeSent' })
	})

	test('combined headers keep every Set-Cookie and the other headers', async () => {
		const headers = combineHeaders(
			{ 'Cache-Control': 'no-store' },
			new Headers([
				['Set-Cookie', 'a=1'],
				['Set-Cookie', 'b=2'],
			]),
			null,
			undefined,
		)
		expect(headers.get('Cache-Control')).toBe('no-store')
		expect(headers.getSetCookie()).toEqual(['a=1', 'b=2'])
	})

	test('a redirect keeps the headers it was given beside the toast', async () => {
		const response = await redirectWithToast(
			new Request('http://localhost/'),
			'/home',
			{ type: 'success', message: 'users:reminder.sent' },
			{ headers: { 'Set-Cookie': 'flow=; Max-Age=0' } },
		)
		expect(response.headers.getSetCookie()).toHaveLength(2)
		expect(response.headers.getSetCookie()[0]).toBe('flow=; Max-Age=0')
	})
})
