import net from 'node:net'
import { describe, expect, test } from 'vitest'
import { SsoCustomTokenSchema, SsoLinkSchema, AuthUserSchema } from '#app/gateway/user.server.ts'
import { createTokens } from '#server/gateway/lib/tokens.ts'
import { DEMO_PASSWORD, SEED, TEST_SECRET, wrapGateway, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t } = useTestGateway()

const U = SEED.users
const C = SEED.companies
const tokens = createTokens(TEST_SECRET)

async function ssoLink(email: string) {
	return t.call('POST', `api/v1/sso/login_endpoint_link/by_email/${encodeURIComponent(email)}`, {
		body: { origin: 'admin' },
	})
}

async function requestFor(email: string) {
	const reply = await ssoLink(email)
	expect(reply.status).toBe(200)
	const link = new URL(SsoLinkSchema.parse(reply.body).link)
	expect(`${link.origin}${link.pathname}`).toBe('http://console.test/__gateway/idp/authorize')
	return link.searchParams.get('request')!
}

function authorize(request: string, email: string, password: string, headers: Record<string, string> = {}) {
	return t.postForm('/__gateway/idp/authorize', { request, email, password }, headers)
}

function failure(response: Response) {
	expect(response.status).toBe(302)
	const location = new URL(response.headers.get('location')!)
	expect(`${location.origin}${location.pathname}`).toBe('http://console.test/sso_fail')
	return location.searchParams.get('error')
}

describe('SSO link', () => {
	test('a Boost company with SSO gets a link to its identity provider', async () => {
		const request = await requestFor(U.globexAdmin.email)
		const page = await t.gateway.fetch(new Request(`http://console.test/__gateway/idp/authorize?request=${request}`))
		expect(page.status).toBe(200)
		const html = await page.text()
		expect(html).toMatch(/<title>Okta – Sign in<\/title>/)
		expect(html).toContain(`value="${U.globexAdmin.email}"`)
		expect(html).toContain('href="http://console.test/login/sso"')
		expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
	})

	test('by_email refuses emails without SSO and companies without Boost', async () => {
		for (const email of [U.acmeAdmin.email, 'nobody@nowhere.test']) {
			const reply = await ssoLink(email)
			expect(reply.status).toBe(400)
			expect(reply.body).toMatchObject({
				code: 'email_is_not_connected',
				message: 'This email is not connected to SSO. Please, contact your manager',
			})
		}
		const initech = await ssoLink(U.initechAdmin.email)
		expect(initech.body).toMatchObject({ code: 'no_subscription', message: 'Invalid SSO link' })
	})
})

describe('identity provider', () => {
	test('correct credentials return a one-time ssoToken that exchanges for a sign-in token', async () => {
		const request = await requestFor(U.globexAdmin.email)
		const response = await authorize(request, U.globexAdmin.email, DEMO_PASSWORD)
		expect(response.status).toBe(302)
		const location = new URL(response.headers.get('location')!)
		expect(`${location.origin}${location.pathname}`).toBe('http://console.test/login/sso')
		const ssoToken = location.searchParams.get('ssoToken')!

		const exchanged = await t.call('GET', `/api/v1/user/custom_token_sso/${ssoToken}`)
		expect(exchanged.status).toBe(200)
		const { customFirebaseToken } = SsoCustomTokenSchema.parse(exchanged.body)
		const signedIn = await t.call('POST', '/api/v1/auth/sign_in_with_token', { body: { token: customFirebaseToken } })
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token: signedIn.body.idToken })).body).id).toBe(U.globexAdmin.id)

		const again = await t.call('GET', `/api/v1/user/custom_token_sso/${ssoToken}`)
		expect(again.status).toBe(401)
		expect(again.body).toMatchObject({
			code: 'sso_token_expired',
			message: 'Verification token is expired, please try again',
		})
		expect((await t.call('GET', '/api/v1/user/custom_token_sso/not-a-token')).body.code).toBe('sso_token_expired')
	})

	test('a wrong password shows the form again with an error', async () => {
		const request = await requestFor(U.globexAdmin.email)
		const response = await authorize(request, U.globexAdmin.email, 'Wrong-Pass-1!')
		expect(response.status).toBe(401)
		const html = await response.text()
		expect(html).toContain('role="alert"')
		expect(html).toContain(`name="request" value="${request}"`)
	})

	test('an email of another company is email_in_use', async () => {
		const request = await requestFor(U.globexAdmin.email)
		expect(failure(await authorize(request, U.acmeAdmin.email, DEMO_PASSWORD))).toBe('email_in_use')
	})

	test('an unknown email, or a company without SSO, is email_is_not_connected', async () => {
		const request = await requestFor(U.globexAdmin.email)
		expect(failure(await authorize(request, 'stranger@globex.test', DEMO_PASSWORD))).toBe('email_is_not_connected')
		const { token: acmeRequest } = await tokens.signIdpRequest({ email: U.acmeAdmin.email, cid: C.acme })
		expect(failure(await authorize(acmeRequest, U.acmeAdmin.email, DEMO_PASSWORD))).toBe('email_is_not_connected')
	})

	test('a company with SSO but without Boost is no_subscription', async () => {
		const { token } = await tokens.signIdpRequest({ email: U.initechAdmin.email, cid: C.initech })
		expect(failure(await authorize(token, U.initechAdmin.email, DEMO_PASSWORD))).toBe('no_subscription')
	})

	test('an expired or forged request is refused', async () => {
		for (const request of ['forged', '']) {
			const page = await t.gateway.fetch(new Request(`http://console.test/__gateway/idp/authorize?request=${request}`))
			expect(page.status).toBe(400)
			expect(await page.text()).toContain('This sign-in request has expired')
			expect((await authorize(request, U.globexAdmin.email, DEMO_PASSWORD)).status).toBe(400)
		}
	})

	test('cross-site posts are refused', async () => {
		const request = await requestFor(U.globexAdmin.email)
		expect((await authorize(request, U.globexAdmin.email, DEMO_PASSWORD, { Origin: 'http://evil.test' })).status).toBe(403)
		expect((await authorize(request, U.globexAdmin.email, DEMO_PASSWORD, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
	})

	test('values on the page are escaped', async () => {
		const { token } = await tokens.signIdpRequest({ email: '"><script>alert(1)</script>', cid: C.globex })
		const html = await (await t.gateway.fetch(new Request(`http://console.test/__gateway/idp/authorize?request=${token}`))).text()
		expect(html).not.toContain('<script>')
		expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
	})
})

describe('mailbox', () => {
	test('the sign-in link form emails a single-use magic link with its redirect', async () => {
		const response = await t.postForm('/__gateway/mailbox/magic-link', {
			email: 'Admin@Acme.test',
			redirectTo: 'users',
		})
		expect(response.status).toBe(303)
		const messagePath = response.headers.get('location')!
		expect(messagePath).toMatch(/^\/__gateway\/mailbox\/\d+$/)

		const page = await t.gateway.fetch(new Request(`http://console.test${messagePath}`))
		const html = await page.text()
		expect(html).toContain('Your sign-in link')
		const href = /href="(http:\/\/console\.test\/\?magicLinkVerificationToken=[^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&')
		const link = new URL(href)
		expect(link.searchParams.get('redirectTo')).toBe('users')
		const verificationToken = link.searchParams.get('magicLinkVerificationToken')!

		const exchanged = await t.call('GET', `/api/v1/auth/auth_token/magic_link/${verificationToken}`)
		expect(exchanged.status).toBe(200)
		const signedIn = await t.call('POST', '/api/v1/auth/sign_in_with_token', {
			body: { token: exchanged.body.authToken },
		})
		expect(AuthUserSchema.parse((await t.call('GET', '/user', { token: signedIn.body.idToken })).body).id).toBe(U.acmeAdmin.id)
		expect((await t.call('GET', `/api/v1/auth/auth_token/magic_link/${verificationToken}`)).status).toBe(401)
	})

	test('a link without redirect has no redirectTo', async () => {
		await t.postForm('/__gateway/mailbox/magic-link', { email: U.globexAdmin.email, redirectTo: 'none' })
		const email = await t.latestEmail(U.globexAdmin.email)
		expect(email!.text).toMatch(/http:\/\/console\.test\/\?magicLinkVerificationToken=\S+\n/)
		expect(email!.text).not.toContain('redirectTo')
	})

	test('an unknown address re-renders the form with an error and keeps the value', async () => {
		const response = await t.postForm('/__gateway/mailbox/magic-link', {
			email: 'ghost@nowhere.test',
			redirectTo: 'none',
		})
		expect(response.status).toBe(400)
		const html = await response.text()
		expect(html).toContain('No user has this email address.')
		expect(html).toContain('value="ghost@nowhere.test"')
	})

	test('cross-site posts are refused', async () => {
		const response = await t.postForm(
			'/__gateway/mailbox/magic-link',
			{ email: U.acmeAdmin.email },
			{ Origin: 'http://evil.test', 'Sec-Fetch-Site': 'cross-site' },
		)
		expect(response.status).toBe(403)
	})

	test('the list shows messages newest first and filters by recipient', async () => {
		await t.postForm('/__gateway/mailbox/magic-link', { email: U.initechAdmin.email })
		const all = await (await t.gateway.fetch(new Request('http://console.test/__gateway/mailbox'))).text()
		expect(all.indexOf(U.initechAdmin.email)).toBeLessThan(all.indexOf(U.acmeAdmin.email))
		const filtered = await (await t.gateway.fetch(new Request(`http://console.test/__gateway/mailbox?to=${U.initechAdmin.email}`))).text()
		expect(filtered).toContain(U.initechAdmin.email)
		expect(filtered).not.toContain(`<td>${U.acmeAdmin.email}</td>`)
		expect(filtered).toContain('Send a sign-in link')
	})

	test('the latest-message API picks the newest message to an address, or the newest with a subject', async () => {
		await t.postForm('/__gateway/mailbox/magic-link', { email: U.initechAdmin.email })
		const newest = await t.call('GET', '/__gateway/api/outbox/latest', { query: { to: U.initechAdmin.email } })
		expect(newest.status).toBe(200)
		const bySubject = await t.call('GET', '/__gateway/api/outbox/latest', {
			query: { to: U.initechAdmin.email, subject: newest.body.subject },
		})
		expect(bySubject.body.id).toBe(newest.body.id)
		const otherSubject = { to: U.initechAdmin.email, subject: `${newest.body.subject} (not sent)` }
		expect((await t.call('GET', '/__gateway/api/outbox/latest', { query: otherSubject })).status).toBe(404)
	})

	test('the latest-message API is 404 for an address without mail', async () => {
		expect((await t.call('GET', '/__gateway/api/outbox/latest', { query: { to: 'silent@nowhere.test' } })).status).toBe(404)
		expect((await t.gateway.fetch(new Request('http://console.test/__gateway/mailbox/999999'))).status).toBe(404)
	})
})

// A minimal SMTP server that accepts every message and keeps its DATA.
function fakeSmtp() {
	const messages: string[] = []
	const server = net.createServer((socket) => {
		let data: string | null = null
		let buffer = ''
		socket.write('220 fake ESMTP\r\n')
		socket.on('data', (chunk) => {
			buffer += chunk.toString('utf8')
			let index: number
			while ((index = buffer.indexOf('\r\n')) >= 0) {
				const line = buffer.slice(0, index)
				buffer = buffer.slice(index + 2)
				if (data !== null) {
					if (line === '.') {
						messages.push(data)
						data = null
						socket.write('250 OK queued\r\n')
					} else data += `${line}\n`
					continue
				}
				const verb = line.slice(0, 4).toUpperCase()
				if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n')
				else if (verb === 'DATA') {
					data = ''
					socket.write('354 go ahead\r\n')
				} else if (verb === 'QUIT') socket.end('221 bye\r\n')
				else socket.write('250 OK\r\n')
			}
		})
	})
	return { server, messages }
}

describe('outbox delivery', () => {
	test('once email goes out by SMTP the web mailbox is not served, unless asked for', async () => {
		const quiet = wrapGateway(t.database, { smtpUrl: 'smtp://127.0.0.1:9' })
		try {
			expect((await quiet.gateway.fetch(new Request('http://gateway.internal/__gateway/mailbox'))).status).toBe(404)
			expect((await quiet.call('GET', '/__gateway/api/outbox/latest', { query: { to: U.acmeAdmin.email } })).status).toBe(404)
		} finally {
			await quiet.gateway.close()
		}
		expect((await t.gateway.fetch(new Request('http://gateway.internal/__gateway/mailbox'))).status).toBe(200)
	})

	test('with an SMTP server, outbox messages are delivered and marked sent', async () => {
		const smtp = fakeSmtp()
		await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve))
		const { port } = smtp.server.address() as net.AddressInfo
		// A second gateway on the same database, configured with SMTP (and the web mailbox kept on).
		const mailing = wrapGateway(t.database, { smtpUrl: `smtp://127.0.0.1:${port}`, mailbox: true })
		try {
			const response = await mailing.postForm('/__gateway/mailbox/magic-link', { email: U.wingtipAdmin.email })
			expect(response.status).toBe(303)
			// A message is marked sent when a process claims it, just before the SMTP server has it.
			const deliveredTo = () => smtp.messages.filter((m) => m.includes(`To: ${U.wingtipAdmin.email}`))
			await expect.poll(deliveredTo, { timeout: 5000 }).toHaveLength(1)
			expect((await mailing.latestEmail(U.wingtipAdmin.email))?.sentAt).toBeTruthy()
			const delivered = deliveredTo()
			expect(delivered[0]).toContain('Subject: Your sign-in link')
		} finally {
			await mailing.gateway.close()
			await new Promise((resolve) => smtp.server.close(resolve))
		}
	})
})
