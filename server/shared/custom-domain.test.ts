import { describe, expect, test } from 'vitest'
import { domainProblem, normaliseDomain, verificationRecord } from './custom-domain.ts'

describe('custom domain rules (spec 1 §5 domain-like pattern)', () => {
	test('a public domain name is accepted, after trimming and lower-casing', () => {
		for (const domain of ['training.example.com', 'a.io', 'my-company.co.uk', 'console.northwind.test', 'x1.y2.z3.dev']) {
			expect(domainProblem(normaliseDomain(` ${domain.toUpperCase()} `)), domain).toBeNull()
		}
	})

	test('no consecutive, leading or trailing dot, slash or dash', () => {
		for (const domain of [
			'.example.com',
			'example.com.',
			'a..example.com',
			'-a.example.com',
			'a-.example.com',
			'a--b.example.com',
			'a/b.example.com',
			'/example.com',
			'example.com/',
			'exa mple.com',
			'example',
			'example.c0m',
		]) {
			expect(domainProblem(domain), domain).toBe('pattern')
		}
	})

	test('a whole address (scheme, port or path around a domain) is refused as not the domain alone, not as an IP address', () => {
		for (const domain of [
			'https://x.com',
			'http://training.acme.com/',
			'x.com:8443',
			'x.com/training',
			'training.acme.com?lang=de',
			'ftp://10.0.0.1',
		]) {
			expect(domainProblem(domain), domain).toBe('notDomainOnly')
		}
	})

	test('IP addresses, localhost and private or reserved names are refused with their own reason', () => {
		for (const domain of ['10.0.0.1', '127.0.0.1', '999.1.1.1', '::1', '[::1]', '2001:db8::1'])
			expect(domainProblem(domain), domain).toBe('ipAddress')
		for (const domain of [
			'localhost',
			'app.localhost',
			'printer.local',
			'db.internal',
			'x.invalid',
			'a.onion',
			'router.home.arpa',
			'nas.lan',
			'wiki.corp',
			'site.example',
		]) {
			expect(domainProblem(domain), domain).toBe('reserved')
		}
		expect(domainProblem('')).toBe('required')
		expect(domainProblem(`${'a'.repeat(250)}.com`)).toBe('tooLong')
		expect(domainProblem(`${'a'.repeat(64)}.com`)).toBe('pattern')
	})

	test('the ownership proof is a TXT record under the domain', () => {
		expect(verificationRecord('training.example.com', 'abc')).toEqual({
			type: 'TXT',
			name: '_awareness-verification.training.example.com',
			value: 'awareness-verification=abc',
		})
	})
})

describe('host branding and the verified-domain view', async () => {
	const { withHostBranding } = await import('#app/white-label/host-visibility.ts')
	test("a customer on its partner's verified domain is seen as having a verified domain; elsewhere nothing changes", () => {
		const company: { customDomainAdmin: { domain: string; isVerified: boolean } | null } = { customDomainAdmin: null }
		expect(withHostBranding(company, { companyId: 'cmp_northwind', name: 'Northwind MSP' }).customDomainAdmin?.isVerified).toBe(true)
		expect(withHostBranding(company, null)).toBe(company)
	})
})
