import { beforeAll, describe, expect, test } from 'vitest'
import { flashToast, outcome, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { companyView, server } from '#tests/mocks/gateway.ts'
import { whiteLabelHandlers } from '#tests/mocks/settings-white-label.ts'
import { action, loader } from './route.tsx'

let cookie: string
beforeAll(async () => {
	cookie = await signedInCookie('admin')
})

const whiteLabelCompany = companyView({ features: { ...companyView().features, hasWhiteLabelAccess: true } })
const PATH = '/settings/white-label'
const load = (path = PATH) => outcome(() => loader(routeArgs(path, { cookie }) as any)) as Promise<any>
const post = (form: Record<string, string>) => outcome(() => action(routeArgs(PATH, { cookie, form }) as any)) as Promise<any>

function setUp(options: Parameters<typeof whiteLabelHandlers>[0] = {}, company = whiteLabelCompany) {
	viewerReplies(undefined, company)
	const wl = whiteLabelHandlers(options)
	server.use(...wl.handlers)
	return wl
}

describe('White Label settings: who gets in', () => {
	test('a company without the white-label feature is sent to the general settings, and its posts too', async () => {
		const wl = setUp({}, companyView())
		const page = await load()
		expect(page.status).toBe(302)
		expect(page.headers.get('Location')).toBe('/settings/general')
		const posted = await post({ intent: 'addDomain', type: 'admin', customDomain: 'training.acme-demo.com' })
		expect(posted.headers.get('Location')).toBe('/settings/general')
		expect(wl.calls).toEqual([])
	})

	test("the page reads the session company's domains, Graph API and SMTP state", async () => {
		const wl = setUp({
			domains: { admin: { customDomain: 'console.acme-demo.com', isVerified: false } },
			smtp: {
				isEnabled: true,
				host: 'smtp.acme-demo.com',
				port: 587,
				username: 'mailer',
				fromAddress: 'a@acme-demo.com',
				hasPassword: true,
			},
		})
		const data = await load('/settings/white-label?modal=resetDomain&type=admin')
		expect(wl.calls.map((c) => c.call).sort()).toEqual([
			'GET /company/cmp_acme/custom_domains',
			'GET /company/cmp_acme/custom_smtp',
			'GET /company/cmp_acme/graph_api/is_available',
		])
		expect(data.domains[0]).toMatchObject({
			type: 'admin',
			customDomain: 'console.acme-demo.com',
			isVerified: false,
			record: { type: 'TXT', name: '_awareness-verification.console.acme-demo.com' },
		})
		expect(data.smtp).toMatchObject({ isEnabled: true, hasPassword: true })
		expect(JSON.stringify(data)).not.toMatch(/password"\s*:\s*"/)
		expect(data.modal).toEqual({ kind: 'resetDomain', type: 'admin' })
		expect(data.failures).toEqual([])
	})
})

describe('White Label settings: custom domains', () => {
	test('an IP address, a whole address, localhost or a malformed name is refused before the gateway, keeping what was typed', async () => {
		const wl = setUp()
		for (const [typed, message] of [
			['10.0.0.1', 'whiteLabel:errors.ipAddress'],
			['https://x.com', 'whiteLabel:errors.notDomainOnly'],
			['localhost', 'whiteLabel:errors.reserved'],
			['intranet.local', 'whiteLabel:errors.reserved'],
			['training..acme.com', 'whiteLabel:errors.pattern'],
			['-training.acme.com', 'whiteLabel:errors.pattern'],
			['', 'whiteLabel:errors.required'],
		]) {
			const reply = await post({ intent: 'addDomain', type: 'employee', customDomain: typed! })
			expect(reply.init.status, typed).toBe(400)
			expect(reply.data.type).toBe('employee')
			expect(reply.data.result.error.customDomain, typed).toEqual([message])
			expect(reply.data.result.initialValue.customDomain ?? '').toBe(typed)
		}
		expect(wl.calls.filter((c) => c.call.startsWith('POST'))).toEqual([])
	})

	test("a domain in use by another company is the spec's conflict, on the field, with the value kept", async () => {
		const wl = setUp({ takenDomains: ['console.northwind.test'] })
		const reply = await post({ intent: 'addDomain', type: 'admin', customDomain: 'Console.Northwind.test' })
		expect(reply.init.status).toBe(409)
		expect(reply.data.result.error.customDomain).toEqual(['whiteLabel:errors.conflict'])
		expect(reply.data.result.initialValue.customDomain).toBe('Console.Northwind.test')
		expect(wl.state.domains.admin).toBeUndefined()
	})

	test('add, verify (pending until the record is published), reset: each says so in a toast', async () => {
		const wl = setUp()
		const added = await post({ intent: 'addDomain', type: 'employee', customDomain: ' Training.Acme-Demo.com ' })
		expect(added.headers.get('Location')).toBe(PATH)
		expect(await flashToast(added)).toEqual({ type: 'success', message: 'whiteLabel:toasts.domainAdded' })
		expect(wl.calls.at(-1)).toEqual({
			call: 'POST /company/cmp_acme/custom_domains',
			body: { customDomain: 'training.acme-demo.com', type: 'employee' },
		})

		const early = await post({ intent: 'verifyDomain', type: 'employee' })
		expect(await flashToast(early)).toEqual({ type: 'error', message: 'whiteLabel:toasts.notVerified' })
		expect(wl.state.domains.employee?.isVerified).toBe(false)
		wl.publish('employee')
		expect(await flashToast(await post({ intent: 'verifyDomain', type: 'employee' }))).toEqual({
			type: 'success',
			message: 'whiteLabel:toasts.domainVerified',
		})
		expect(wl.state.domains.employee?.isVerified).toBe(true)

		const reset = await post({ intent: 'resetDomain', type: 'employee' })
		expect(await flashToast(reset)).toEqual({ type: 'success', message: 'whiteLabel:toasts.domainReset' })
		expect(wl.state.domains.employee).toBeUndefined()
	})
})

describe('White Label settings: email delivery', () => {
	test('Connect sends the browser to the consent page, returning to this host; back, the page says how it went', async () => {
		const wl = setUp()
		const reply = await post({ intent: 'connectGraph' })
		expect(reply.status).toBe(302)
		expect(reply.headers.get('Location')).toBe('http://localhost:3000/__gateway/graph/consent/consent_1')
		expect(wl.calls.at(-1)!.call).toBe('GET /company/cmp_acme/graph_api/auth_url?redirectDomain=localhost:3000')
		const back = await load('/settings/white-label?graph=connected')
		expect(back.headers.get('Location')).toBe(PATH)
		expect(await flashToast(back)).toEqual({ type: 'success', message: 'whiteLabel:toasts.graphConnected' })
		expect(await flashToast(await load('/settings/white-label?graph=smtpOn'))).toEqual({
			type: 'error',
			message: 'whiteLabel:errors.exclusive',
		})
	})

	test('custom SMTP and Graph API are never on together: each is refused while the other is on', async () => {
		const connected = setUp({ graph: { isAvailable: true, account: 'mail@acme-demo.com', connectedAt: null } })
		const refused = await post({
			intent: 'saveSmtp',
			host: 'smtp.acme-demo.com',
			port: '587',
			username: 'mailer',
			password: 'secret-1',
			fromAddress: 'training@acme-demo.com',
		})
		expect(refused.init.status).toBe(400)
		expect(refused.data.failure).toEqual({ message: 'whiteLabel:errors.exclusive' })
		// What was typed stays, except the password, which is never drawn back into the page.
		expect(refused.data.result.initialValue).toMatchObject({ host: 'smtp.acme-demo.com', username: 'mailer' })
		expect(JSON.stringify(refused.data)).not.toContain('secret-1')
		expect(connected.state.smtp.isEnabled).toBe(false)

		server.resetHandlers()
		const smtpOn = setUp({ smtp: { isEnabled: true, hasPassword: true } })
		expect(await flashToast(await post({ intent: 'connectGraph' }))).toEqual({
			type: 'error',
			message: 'whiteLabel:errors.exclusive',
		})
		expect(smtpOn.state.graph.isAvailable).toBe(false)
	})

	test('SMTP: validated here first; saved with the password only when one is typed; turned off', async () => {
		const wl = setUp({
			smtp: {
				isEnabled: true,
				host: 'smtp.acme-demo.com',
				port: 587,
				username: 'mailer',
				fromAddress: 'a@acme-demo.com',
				hasPassword: true,
			},
		})
		const invalid = await post({
			intent: 'saveSmtp',
			host: '127.0.0.1',
			port: '70000',
			username: '',
			password: '',
			fromAddress: 'nope',
		})
		expect(invalid.data.result.error).toEqual({
			host: ['whiteLabel:errors.ipAddress'],
			port: ['whiteLabel:errors.port'],
			username: ['whiteLabel:errors.required'],
			fromAddress: ['whiteLabel:errors.email'],
		})
		const saved = await post({
			intent: 'saveSmtp',
			host: 'smtp2.acme-demo.com',
			port: '465',
			username: 'mailer',
			password: '',
			fromAddress: 'training@acme-demo.com',
		})
		expect(await flashToast(saved)).toEqual({ type: 'success', message: 'whiteLabel:toasts.smtpSaved' })
		expect(wl.calls.at(-1)!.body).toEqual({
			host: 'smtp2.acme-demo.com',
			port: 465,
			username: 'mailer',
			fromAddress: 'training@acme-demo.com',
		})
		expect(await flashToast(await post({ intent: 'disableSmtp' }))).toEqual({
			type: 'success',
			message: 'whiteLabel:toasts.smtpDisabled',
		})
		expect(wl.state.smtp.isEnabled).toBe(false)
	})
})
