import { describe, expect, test } from 'vitest'
import { commitSession, sessionStorage } from '#app/auth/session.server.ts'
import { server } from '#tests/mocks/gateway.ts'
import { whiteLabelHandlers } from '#tests/mocks/settings-white-label.ts'
import { forgetBranding, getBranding } from './branding.server.ts'

const NORTHWIND = {
	companyId: 'cmp_northwind',
	name: 'Northwind MSP',
	logo: '/logo.svg',
	isVerified: true,
	host: 'console.northwind.test',
	members: ['cmp_northwind', 'cmp_contoso'],
}

async function cookieOf(companyId: string) {
	const session = await sessionStorage().getSession()
	session.set('idToken', `token-of-${companyId}`)
	session.set('companyId', companyId)
	return (await commitSession(session)).split(';')[0]!
}
const request = (host: string, cookie?: string) => new Request(`http://${host}:3000/login`, { headers: cookie ? { Cookie: cookie } : {} })

describe('the brand a request carries', () => {
	test("a guest on a partner's verified domain sees its brand; unknown hosts and the platform's own show the platform brand", async () => {
		server.use(...whiteLabelHandlers({ branding: NORTHWIND }).handlers)
		expect(await getBranding(request('console.northwind.test'))).toEqual({
			companyId: 'cmp_northwind',
			name: 'Northwind MSP',
			logo: '/logo.svg',
			isVerified: true,
		})
		expect(await getBranding(request('console.unknown.test'))).toBeNull()
		expect(await getBranding(request('localhost'))).toBeNull()
		expect(await getBranding(request('127.0.0.1'))).toBeNull()
	})

	test("signed in, the brand shows only to the domain's company and its customers, never to another tenant", async () => {
		server.use(...whiteLabelHandlers({ branding: NORTHWIND }).handlers)
		expect((await getBranding(request('console.northwind.test', await cookieOf('cmp_northwind'))))?.name).toBe('Northwind MSP')
		expect((await getBranding(request('console.northwind.test', await cookieOf('cmp_contoso'))))?.name).toBe('Northwind MSP')
		expect(await getBranding(request('console.northwind.test', await cookieOf('cmp_acme')))).toBeNull()
	})

	test('a forwarded host is not trusted without a configured proxy', async () => {
		server.use(...whiteLabelHandlers({ branding: NORTHWIND }).handlers)
		const forwarded = new Request('http://app.platform.test/login', {
			headers: { 'X-Forwarded-Host': 'console.northwind.test' },
		})
		expect(await getBranding(forwarded)).toBeNull()
	})

	test('the cache keeps a host for a short while; a domain changed through the settings is looked up again at once', async () => {
		const host = 'brand.cache-demo.com'
		let lookups = 0
		const brand = { ...NORTHWIND, host }
		server.use(...whiteLabelHandlers({ branding: brand }).handlers)
		server.events.on('request:start', ({ request }) => {
			if (new URL(request.url).pathname === `/white-label/api/v1/by-domain/${host}`) lookups++
		})
		await getBranding(request(host))
		await getBranding(request(host))
		expect(lookups).toBe(1)
		forgetBranding(host.toUpperCase())
		await getBranding(request(host))
		expect(lookups).toBe(2)
	})
})
