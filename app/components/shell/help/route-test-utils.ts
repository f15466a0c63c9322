/** Shared by the help overlays' route tests (msw doubles of the gateway, a signed-in cookie, route args). */
import { http, HttpResponse } from 'msw'
import { RouterContextProvider } from 'react-router'
import type { AuthUser } from '#app/gateway/user.server.ts'
import type { CompanyView } from '#app/gateway/company.server.ts'
import { commitSession, sessionStorage } from '#app/auth/session.server.ts'
import { getToast } from '#app/lib/toast.server.ts'
import { authUser, companyView, GATEWAY, server } from '#tests/mocks/gateway.ts'

export async function signedInCookie(role = 'admin') {
	const session = await sessionStorage().getSession()
	session.set('idToken', 'own-token')
	session.set('userId', 'usr_admin')
	session.set('companyId', 'cmp_acme')
	session.set('role', role)
	return (await commitSession(session)).split(';')[0]
}

/** The viewer's reads (user and company) with the given replies; `calls` records every other gateway request. */
export function viewerReplies(user: AuthUser = authUser(), company: CompanyView = companyView()) {
	server.use(
		http.get(`${GATEWAY}/user`, () => HttpResponse.json(user)),
		http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, () => HttpResponse.json(company)),
	)
}

/** Every gateway request other than the viewer's reads, in order: "METHOD /path" and the JSON body. */
export function recordGateway() {
	const calls: Array<{ call: string; body: unknown }> = []
	server.events.on('request:start', async ({ request }) => {
		const url = new URL(request.url)
		if (url.pathname === '/user' || url.pathname.startsWith('/customers/api/v2/company/')) return
		const text = request.method === 'GET' ? '' : await request.clone().text()
		calls.push({ call: `${request.method} ${url.pathname}${url.search}`, body: text ? JSON.parse(text) : undefined })
	})
	return calls
}

export function routeArgs(path: string, init: { cookie?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
	const href = `http://localhost:3000${path}`
	const headers: Record<string, string> = { ...(init.headers ?? {}) }
	if (init.cookie) headers.Cookie = [init.cookie, headers.Cookie].filter(Boolean).join('; ')
	return {
		request: new Request(href, init.form ? { method: 'POST', body: new URLSearchParams(init.form), headers } : { headers }),
		url: new URL(href),
		context: new RouterContextProvider(),
		params: {},
		unstable_pattern: '',
	}
}

/** A thrown or returned Response, or the `data()` result of an action. */
export async function outcome(run: () => Promise<unknown>): Promise<Response | { data: any; init: { status?: number } | null }> {
	try {
		return (await run()) as any
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

export async function flashToast(response: Response) {
	const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__session='))
	if (!cookie) return null
	return (await getToast(new Request('http://localhost', { headers: { Cookie: cookie.split(';')[0] } }))).toast
}
