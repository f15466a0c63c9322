import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { CompanyViewSchema } from '#app/gateway/company.server.ts'
import { BrandingSchema, CustomDomainsSchema, CustomSmtpSchema, GraphStatusSchema } from '#app/gateway/white-label.server.ts'
import { companies } from '#server/gateway/db/schema.ts'
import { DOMAIN_CONFLICT_MESSAGE, MAIL_DELIVERY_CONFLICT_MESSAGE } from '#server/shared/custom-domain.ts'
import { CONSOLE_URL, SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

// White label (spec 1 §7): the host lookup and who may see a brand, custom domains with their DNS
// proof (the embedded zone of pages/dns.ts), Office Graph API through the consent page
// (pages/graph.ts) and custom SMTP, never both on (spec 1 §5).

const SIGN_INS = ['acmeAdmin', 'acmeLearner', 'northwindPartner', 'contosoAdmin', 'wingtipAdmin', 'support'] as const
const C = SEED.companies
const base = (companyId: string) => `/white-label/api/v1/company/${companyId}`

const { t, tokens } = useTestGateway({ signIn: SIGN_INS })
beforeAll(async () => {
	// The seed has one white-label partner; Contoso plays a second one here.
	await t.database.db.update(companies).set({ hasWhiteLabelAccess: true }).where(eq(companies.id, C.contoso))
})

const domains = async (token: string, companyId: string) =>
	CustomDomainsSchema.parse((await t.call('GET', `${base(companyId)}/custom_domains`, { token })).body).customDomains
const entry = async (token: string, companyId: string, type: string) => (await domains(token, companyId)).find((d) => d.type === type)!
const add = (token: string, companyId: string, customDomain: string, type = 'employee') =>
	t.call('POST', `${base(companyId)}/custom_domains`, { token, body: { customDomain, type } })
const view = async (token: string, companyId: string) =>
	CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${companyId}/view/admin`, { token })).body)
const publish = (name: string, value: string) => t.postForm('/__gateway/dns', { name, value })

describe('host lookup', () => {
	test("a verified admin domain, in any case, answers its company's brand to anyone; an unknown host is 404", async () => {
		for (const host of ['console.northwind.test', 'CONSOLE.Northwind.test', 'Console.Northwind.test']) {
			const reply = await t.call('GET', `/white-label/api/v1/by-domain/${host}`)
			expect(reply.status, host).toBe(200)
			expect(BrandingSchema.parse(reply.body)).toEqual({ companyId: C.northwind, name: 'Northwind MSP', logo: null, isVerified: true })
		}
		for (const host of ['console.unknown.test', 'localhost']) {
			expect((await t.call('GET', `/white-label/api/v1/by-domain/${host}`)).status, host).toBe(404)
		}
	})

	test("inside a session the brand is only for the domain's company and its customers", async () => {
		const property = (token?: string) => t.call('GET', '/white-label/api/v1/by-domain/console.northwind.test/property', { token })
		expect((await property(tokens.northwindPartner)).body).toMatchObject({
			companyId: C.northwind,
			name: 'Northwind MSP',
		})
		expect((await property(tokens.contosoAdmin)).body).toMatchObject({ companyId: C.northwind })
		// Wingtip is a customer of Tailspin, Northwind's sub-reseller.
		expect((await property(tokens.wingtipAdmin)).status).toBe(200)
		for (const token of [tokens.acmeAdmin, tokens.support]) {
			const other = await property(token)
			expect(other.status).toBe(404)
			expect(other.text).not.toContain('Northwind')
		}
		expect((await property()).status).toBe(401)
	})
})

describe('custom domains', () => {
	test('only admins of a company with the white-label feature, in scope, reach them', async () => {
		const acme = await t.call('GET', `${base(C.acme)}/custom_domains`, { token: tokens.acmeAdmin })
		expect(acme.status).toBe(403)
		expect(acme.body.message).toBe('White label is not available for this company.')
		expect((await t.call('GET', `${base(C.northwind)}/custom_domains`, { token: tokens.acmeAdmin })).body.code).toBe(
			'company_not_accessible',
		)
		expect((await t.call('GET', `${base(C.acme)}/custom_domains`, { token: tokens.acmeLearner })).status).toBe(403)
		expect(await domains(tokens.northwindPartner!, C.northwind)).toEqual([
			{
				type: 'admin',
				customDomain: 'console.northwind.test',
				isVerified: true,
				record: expect.objectContaining({ type: 'TXT', name: '_awareness-verification.console.northwind.test' }),
			},
			{ type: 'employee', customDomain: null, isVerified: false, record: null },
			{ type: 'web', customDomain: null, isVerified: false, record: null },
		])
	})

	test('a refused domain changes nothing and says why', async () => {
		for (const [domain, message] of [
			['192.168.1.10', 'An IP address cannot be a custom domain.'],
			['[::1]', 'An IP address cannot be a custom domain.'],
			['https://training.contoso.com', 'Enter the domain alone, without https://, a port or a path, such as training.example.com.'],
			['localhost', 'Local, private and reserved names cannot be a custom domain.'],
			['intranet.corp', 'Local, private and reserved names cannot be a custom domain.'],
			['printer.local', 'Local, private and reserved names cannot be a custom domain.'],
			['training..contoso.com', 'Enter a domain such as training.example.com.'],
			['-training.contoso.com', 'Enter a domain such as training.example.com.'],
			['training.contoso.com/', 'Enter a domain such as training.example.com.'],
			['training--x.contoso.com', 'Enter a domain such as training.example.com.'],
			['', 'Field is required'],
		] as const) {
			const reply = await add(tokens.contosoAdmin!, C.contoso, domain)
			expect(reply.status, domain).toBe(422)
			expect(reply.body.validationResults[0], domain).toEqual({ field: 'customDomain', message })
		}
		// The platform's own host is not a tenant's.
		expect((await add(tokens.contosoAdmin!, C.contoso, `training.${new URL(CONSOLE_URL).hostname}`)).status).toBe(422)
		expect((await entry(tokens.contosoAdmin!, C.contoso, 'employee')).customDomain).toBeNull()
	})

	test("another company's domain, of any type, is the spec's conflict", async () => {
		for (const type of ['admin', 'employee', 'web']) {
			const reply = await add(tokens.contosoAdmin!, C.contoso, 'CONSOLE.northwind.test', type)
			expect(reply.status).toBe(409)
			expect(reply.body).toMatchObject({ code: 'custom_domain/upsert_one/conflict', message: DOMAIN_CONFLICT_MESSAGE })
		}
		expect((await add(tokens.northwindPartner!, C.northwind, 'learn.northwind-demo.com', 'web')).status).toBe(200)
		const taken = await add(tokens.contosoAdmin!, C.contoso, 'learn.northwind-demo.com', 'admin')
		expect(taken.body.message).toBe(DOMAIN_CONFLICT_MESSAGE)
		// Two types of one company cannot share a host either.
		expect((await add(tokens.northwindPartner!, C.northwind, 'learn.northwind-demo.com', 'employee')).status).toBe(409)
		expect((await view(tokens.contosoAdmin!, C.contoso)).customDomainAdmin).toBeNull()
	})

	test('a domain is pending until its TXT record is published, then verified; reset clears it', async () => {
		const added = CustomDomainsSchema.parse((await add(tokens.contosoAdmin!, C.contoso, ' Training.Contoso-Demo.com ')).body)
		const employee = added.customDomains.find((d) => d.type === 'employee')!
		expect(employee).toMatchObject({ customDomain: 'training.contoso-demo.com', isVerified: false })
		expect(employee.record).toMatchObject({
			type: 'TXT',
			name: '_awareness-verification.training.contoso-demo.com',
			value: expect.stringMatching(/^awareness-verification=.{20,}$/),
		})

		const early = await t.call('POST', `${base(C.contoso)}/custom_domains/verify`, {
			token: tokens.contosoAdmin,
			body: { type: 'employee' },
		})
		expect(early.status).toBe(409)
		expect(early.body.code).toBe('custom_domain/not_verified')
		expect(early.body.message).toContain('_awareness-verification.training.contoso-demo.com')

		// A wrong value does not count; the right one does.
		expect((await publish(employee.record!.name, 'awareness-verification=guess')).status).toBe(303)
		expect(
			(
				await t.call('POST', `${base(C.contoso)}/custom_domains/verify`, {
					token: tokens.contosoAdmin,
					body: { type: 'employee' },
				})
			).status,
		).toBe(409)
		await publish(employee.record!.name.toUpperCase(), `"${employee.record!.value}"`)
		const verified = await t.call('POST', `${base(C.contoso)}/custom_domains/verify`, {
			token: tokens.contosoAdmin,
			body: { type: 'employee' },
		})
		expect(verified.status).toBe(200)
		expect((await entry(tokens.contosoAdmin!, C.contoso, 'employee')).isVerified).toBe(true)
		expect((await view(tokens.contosoAdmin!, C.contoso)).customDomainEmployee).toEqual({
			domain: 'training.contoso-demo.com',
			isVerified: true,
		})
		// Adding the same domain again keeps it verified.
		await add(tokens.contosoAdmin!, C.contoso, 'training.contoso-demo.com')
		expect((await entry(tokens.contosoAdmin!, C.contoso, 'employee')).isVerified).toBe(true)

		const reset = await t.call('POST', `${base(C.contoso)}/custom_domains/reset`, {
			token: tokens.contosoAdmin,
			body: { type: 'employee' },
		})
		expect(reset.status).toBe(200)
		expect(await entry(tokens.contosoAdmin!, C.contoso, 'employee')).toEqual({
			type: 'employee',
			customDomain: null,
			isVerified: false,
			record: null,
		})
		expect((await view(tokens.contosoAdmin!, C.contoso)).customDomainEmployee).toBeNull()
		// A new claim needs a new proof: the old record no longer verifies it.
		const again = CustomDomainsSchema.parse((await add(tokens.contosoAdmin!, C.contoso, 'training.contoso-demo.com')).body)
		expect(again.customDomains.find((d) => d.type === 'employee')!.record!.value).not.toBe(employee.record!.value)
		expect(
			(await t.call('PATCH', `${base(C.contoso)}/custom_domains/verify`, { token: tokens.contosoAdmin })).body.customDomains[1].isVerified,
		).toBe(false)
	})

	test('a verified admin domain brands the host; an unverified one does not yet', async () => {
		const added = CustomDomainsSchema.parse((await add(tokens.contosoAdmin!, C.contoso, 'admin.contoso-demo.com', 'admin')).body)
		const record = added.customDomains.find((d) => d.type === 'admin')!.record!
		expect((await t.call('GET', '/white-label/api/v1/by-domain/admin.contoso-demo.com')).body.isVerified).toBe(false)
		expect(
			(
				await t.call('GET', '/white-label/api/v1/by-domain/admin.contoso-demo.com/property', {
					token: tokens.contosoAdmin,
				})
			).status,
		).toBe(404)
		await publish(record.name, record.value)
		const rechecked = await t.call('PATCH', `${base(C.contoso)}/custom_domains/verify`, { token: tokens.contosoAdmin })
		expect(rechecked.body.customDomains[0]).toMatchObject({ customDomain: 'admin.contoso-demo.com', isVerified: true })
		expect((await t.call('GET', '/white-label/api/v1/by-domain/admin.contoso-demo.com')).body).toMatchObject({
			companyId: C.contoso,
			isVerified: true,
		})
		// Contoso's parent does not see its customer's brand as its own.
		expect(
			(
				await t.call('GET', '/white-label/api/v1/by-domain/admin.contoso-demo.com/property', {
					token: tokens.northwindPartner,
				})
			).status,
		).toBe(404)
	})

	test('the DNS zone page refuses cross-site posts', async () => {
		const reply = await t.postForm(
			'/__gateway/dns',
			{ name: 'x.example.org', value: 'y' },
			{ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
		)
		expect(reply.status).toBe(403)
		const page = await t.gateway.fetch(new Request(`${CONSOLE_URL}/__gateway/dns`))
		expect(await page.text()).toContain('_awareness-verification.training.contoso-demo.com')
	})
})

describe('Office Graph API and custom SMTP', () => {
	const graph = async () =>
		GraphStatusSchema.parse((await t.call('GET', `${base(C.northwind)}/graph_api/is_available`, { token: tokens.northwindPartner })).body)
	const authUrl = (redirectDomain: string) =>
		t.call('GET', `${base(C.northwind)}/graph_api/auth_url`, {
			token: tokens.northwindPartner,
			query: { redirectDomain },
		})
	const smtp = (body: Record<string, unknown>) =>
		t.call('PUT', `${base(C.northwind)}/custom_smtp`, {
			token: tokens.northwindPartner,
			body: {
				host: 'smtp.northwind-demo.com',
				port: 587,
				username: 'mailer',
				fromAddress: 'Training@Northwind-Demo.com',
				...body,
			},
		})

	test('connect through the consent page, back to the console; then custom SMTP is refused', async () => {
		expect(await graph()).toMatchObject({ isAvailable: false })
		expect((await authUrl('evil.example.org')).status).toBe(422)
		expect((await authUrl('console.northwind.test:8080')).status).toBe(422)
		const reply = await authUrl('console.northwind.test')
		expect(reply.status).toBe(200)
		const consent = new URL(reply.body.authUrl)
		expect(consent.origin).toBe(CONSOLE_URL)
		const page = await t.gateway.fetch(new Request(consent))
		const text = await page.text()
		expect(text).toContain('Let Northwind MSP send email through Office Graph API?')
		expect(page.headers.get('Content-Security-Policy')).toContain("form-action 'self' http://console.northwind.test")

		expect((await t.postForm(`${consent.pathname}/accept`, { account: 'not-an-email' })).status).toBe(400)
		const accepted = await t.postForm(`${consent.pathname}/accept`, { account: 'Mail@Northwind-Demo.com' })
		expect(accepted.status).toBe(303)
		expect(accepted.headers.get('location')).toBe('http://console.northwind.test/settings/white-label?graph=connected')
		expect(await graph()).toMatchObject({ isAvailable: true, account: 'mail@northwind-demo.com' })
		// Single use.
		expect((await t.postForm(`${consent.pathname}/accept`, { account: 'mail@northwind-demo.com' })).status).toBe(404)

		const refused = await smtp({ password: 'secret-1' })
		expect(refused.status).toBe(409)
		expect(refused.body.message).toBe(MAIL_DELIVERY_CONFLICT_MESSAGE)
		expect(
			CustomSmtpSchema.parse((await t.call('GET', `${base(C.northwind)}/custom_smtp`, { token: tokens.northwindPartner })).body).isEnabled,
		).toBe(false)

		expect((await t.call('DELETE', `${base(C.northwind)}/graph_api/auth_reset`, { token: tokens.northwindPartner })).status).toBe(204)
		expect(await graph()).toMatchObject({ isAvailable: false, account: null })
	})

	test('custom SMTP keeps its password to itself; while it is on, Graph API cannot connect', async () => {
		// A consent opened before SMTP was switched on cannot complete after.
		const early = new URL((await authUrl(new URL(CONSOLE_URL).host)).body.authUrl)
		expect((await smtp({})).body.validationResults[0]).toEqual({ field: 'password', message: 'Field is required' })
		expect((await smtp({ host: '10.0.0.5', password: 'x' })).status).toBe(422)
		expect((await smtp({ host: 'localhost', password: 'x' })).status).toBe(422)
		const saved = await smtp({ password: 'secret-1' })
		expect(saved.status).toBe(200)
		expect(saved.body).toEqual({
			isEnabled: true,
			host: 'smtp.northwind-demo.com',
			port: 587,
			username: 'mailer',
			fromAddress: 'training@northwind-demo.com',
			hasPassword: true,
		})
		expect(saved.text).not.toContain('secret-1')
		// An empty password keeps the stored one.
		expect((await smtp({ port: 465, password: '' })).body).toMatchObject({ port: 465, hasPassword: true })

		const conflict = await authUrl(new URL(CONSOLE_URL).host)
		expect(conflict.status).toBe(409)
		expect(conflict.body.message).toBe(MAIL_DELIVERY_CONFLICT_MESSAGE)
		const late = await t.postForm(`${early.pathname}/accept`, { account: 'mail@northwind-demo.com' })
		expect(late.headers.get('location')).toBe(`${CONSOLE_URL}/settings/white-label?graph=smtpOn`)
		expect(await graph()).toMatchObject({ isAvailable: false })

		expect((await t.call('DELETE', `${base(C.northwind)}/custom_smtp`, { token: tokens.northwindPartner })).status).toBe(204)
		expect((await t.call('GET', `${base(C.northwind)}/custom_smtp`, { token: tokens.northwindPartner })).body).toMatchObject({
			isEnabled: false,
			hasPassword: false,
		})
	})
})
