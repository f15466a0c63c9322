import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SEED, type TestGateway, createTestGateway } from '#tests/fixtures/gateway.ts'
import { recordEmbeddedGateway } from '#tests/mocks/embedded-gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { deleteCompanyLogo, updateCompanySettings, uploadCompanyLogo } from './company-settings.server.ts'
import { getCompanyView } from './company.server.ts'
import { GatewayError } from './errors.ts'
import { registerEmbeddedGateway } from './transport.server.ts'

const { requests, useHandler } = recordEmbeddedGateway()

const settings = { id: 'cmp/1', name: 'Acme', logo: null, lang: 'de', country: 'DE', defaultChildInviteMessage: null }

describe('company settings contract', () => {
	test('the settings are PATCHed on the company of the path, which the body repeats', async () => {
		useHandler(() => Response.json(settings))
		expect(await updateCompanySettings('tok', 'cmp/1', { name: 'Acme', lang: 'de', country: 'DE' })).toEqual(settings)
		const [request] = requests
		expect(request!.method).toBe('PATCH')
		expect(new URL(request!.url).pathname).toBe('/customers/api/v1/company/cmp%2F1')
		expect(request!.headers.get('authorization')).toBe('Bearer tok')
		expect(await request!.json()).toEqual({ name: 'Acme', lang: 'de', country: 'DE', companyId: 'cmp/1' })
	})

	test("a logo travels as its bytes with its type and length; the reply is the logo's address", async () => {
		useHandler(() => Response.json({ logo: 'https://console.test/__gateway/logos/logo_1' }))
		const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })
		expect(await uploadCompanyLogo('tok', 'cmp_1', file)).toBe('https://console.test/__gateway/logos/logo_1')
		const [request] = requests
		expect(request!.method).toBe('PUT')
		expect(new URL(request!.url).pathname).toBe('/customers/api/v1/company/cmp_1/logo')
		expect(request!.headers.get('content-type')).toBe('image/png')
		expect(request!.headers.get('content-length')).toBe('4')
		expect(new Uint8Array(await request!.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
	})

	test('a refused logo is a GatewayError with the code and the message of the reply', async () => {
		useHandler(() =>
			Response.json(
				{
					code: 'logo_content_type',
					message: 'File should be of allowed content type: gif, jpeg, jpg, png',
					details: [{ code: 'logo_content_type', description: 'x' }],
				},
				{ status: 415 },
			),
		)
		const error = await uploadCompanyLogo('tok', 'cmp_1', new Blob(['x'])).catch((e) => e)
		expect(error).toBeInstanceOf(GatewayError)
		expect(error).toMatchObject({
			status: 415,
			code: 'logo_content_type',
			message: 'File should be of allowed content type: gif, jpeg, jpg, png',
			expected: true,
		})
	})

	test('an unexpected reply to an upload is a 502, and removing the logo is a DELETE', async () => {
		useHandler(() => Response.json({ nope: true }))
		expectConsoleError() // the console logs a reply it cannot read
		await expect(uploadCompanyLogo('tok', 'cmp_1', new Blob(['x']))).rejects.toMatchObject({ status: 502 })
		useHandler(() => new Response(null, { status: 204 }))
		await deleteCompanyLogo('tok', 'cmp_1')
		expect(requests.at(-1)!.method).toBe('DELETE')
		expect(new URL(requests.at(-1)!.url).pathname).toBe('/customers/api/v1/company/cmp_1/logo')
	})
})

describe('company settings contract against the reference gateway', () => {
	let t: TestGateway
	beforeAll(async () => {
		t = await createTestGateway()
	})
	afterAll(() => t.close())

	test('the calls, their paths and reply schemas agree with server/gateway/services/company-settings.ts', async () => {
		registerEmbeddedGateway(t.gateway.fetch)
		const token = await t.signIn(SEED.users.acmeAdmin.email)
		const companyId = SEED.companies.acme
		expect(await updateCompanySettings(token, companyId, { name: 'Acme Contract', lang: 'nl', country: 'NL' })).toMatchObject({
			name: 'Acme Contract',
			lang: 'nl',
			country: 'NL',
		})
		const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
		const logo = await uploadCompanyLogo(token, companyId, new File([png], 'logo.png', { type: 'image/png' }))
		expect(await getCompanyView(token, companyId)).toMatchObject({
			name: 'Acme Contract',
			lang: 'nl',
			country: 'NL',
			logo,
		})
		const refused = await uploadCompanyLogo(token, companyId, new File(['hello'], 'logo.png', { type: 'image/png' })).catch((e) => e)
		expect(refused).toMatchObject({ status: 415, code: 'logo_content_type' })
		await deleteCompanyLogo(token, companyId)
		expect((await getCompanyView(token, companyId)).logo).toBeNull()
	}, 60_000)
})
