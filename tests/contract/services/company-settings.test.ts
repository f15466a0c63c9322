import { describe, expect, test } from 'vitest'
import { CompanySettingsSchema, LogoReplySchema } from '#app/gateway/company-settings.server.ts'
import { CompanyViewSchema } from '#app/gateway/company.server.ts'
import { MAX_LOGO_BYTES, isLogoUploadPath, sniffImageType } from '#server/gateway/services/company-settings.ts'
import { CONSOLE_URL, GATEWAY_BASE, SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

// Company settings (spec 1 §3 Company; the paths are the reference gateway's): the settings the
// company view returns afterwards, validation in the spec's words, another company refused, and
// the logo stored, served and removed. The same calls on PostgreSQL: company-settings-postgres.test.ts.

const SIGN_INS = ['acmeAdmin', 'acmeLearner', 'globexAdmin', 'northwindPartner', 'support'] as const
const { t, tokens } = useTestGateway({ signIn: SIGN_INS })

const C = SEED.companies

/** A 1×1 PNG, and the first bytes of a GIF and a JPEG. */
export const PNG = Uint8Array.from(
	Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
)
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b])
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])

const view = async (token: string, companyId: string) =>
	CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${companyId}/view/admin`, { token })).body)
const update = (token: string, companyId: string, body: Record<string, unknown>) =>
	t.call('PATCH', `customers/api/v1/company/${companyId}`, {
		token,
		body: { name: 'Acme Corp', lang: 'en', country: 'US', ...body },
	})

function upload(
	token: string | undefined,
	companyId: string,
	bytes: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
	type = 'image/png',
) {
	return t.call('PUT', `customers/api/v1/company/${companyId}/logo`, { token, file: { bytes, type } })
}

function messageOf(reply: { status: number; body: any }, field: string): string | undefined {
	expect(reply.status).toBe(422)
	return reply.body.validationResults.find((r: { field: string }) => r.field === field)?.message
}

describe('company settings', () => {
	test('a saved name, language and country are what the company view returns afterwards', async () => {
		const reply = await update(tokens.globexAdmin!, C.globex, { name: '  Globex Renamed ', lang: 'de', country: 'FR' })
		expect(reply.status).toBe(200)
		expect(CompanySettingsSchema.parse(reply.body)).toMatchObject({
			id: C.globex,
			name: 'Globex Renamed',
			lang: 'de',
			country: 'FR',
		})
		expect(await view(tokens.globexAdmin!, C.globex)).toMatchObject({
			name: 'Globex Renamed',
			lang: 'de',
			country: 'FR',
		})
		// Put back for the other tests of this file.
		expect((await update(tokens.globexAdmin!, C.globex, { name: 'Globex', lang: 'de', country: 'DE' })).status).toBe(200)
	})

	test('an empty name, a name outside the name-like pattern, an unknown language or country are refused in the spec words', async () => {
		expect(messageOf(await update(tokens.acmeAdmin!, C.acme, { name: '   ' }), 'name')).toBe('Field is required')
		expect(messageOf(await update(tokens.acmeAdmin!, C.acme, { name: 'Acme <script>' }), 'name')).toBe(
			'Letters, digits, dot, dash, underscore, ampersand and inner spaces only.',
		)
		expect(messageOf(await update(tokens.acmeAdmin!, C.acme, { lang: 'xx' }), 'lang')).toMatch(/^The language is one of en, de/)
		expect(messageOf(await update(tokens.acmeAdmin!, C.acme, { country: 'ZZ' }), 'country')).toBe('Please select your country.')
		expect((await view(tokens.acmeAdmin!, C.acme)).name).toBe('Acme Corp')
	})

	test("another company's name is taken, whatever its case", async () => {
		const reply = await update(tokens.acmeAdmin!, C.acme, { name: 'GLOBEX' })
		expect(reply.status).toBe(409)
		expect(reply.body).toMatchObject({
			code: 'company_name_already_exists',
			message: 'This company name is already in use.',
		})
	})

	test("another company's id is refused, a partner's customer included; a learner and a call without a session too", async () => {
		for (const [token, companyId] of [
			[tokens.acmeAdmin, C.globex],
			[tokens.northwindPartner, C.fabrikam],
		] as const) {
			const reply = await update(token!, companyId, { name: 'Taken Over' })
			expect(reply.status).toBe(403)
			expect(reply.body.code).toBe('company_not_accessible')
			expect((await upload(token, companyId, PNG)).status).toBe(403)
		}
		const mismatch = await update(tokens.acmeAdmin!, C.acme, { companyId: C.globex })
		expect(messageOf(mismatch, 'companyId')).toBe('The company of the path.')
		expect((await update(tokens.acmeLearner!, C.acme, {})).status).toBe(403)
		expect((await t.call('PATCH', `customers/api/v1/company/${C.acme}`, { body: { name: 'X', lang: 'en', country: 'US' } })).status).toBe(
			401,
		)
		expect((await upload(undefined, C.acme, PNG)).status).toBe(401)
		// Platform staff may.
		expect((await update(tokens.support!, C.acme, {})).status).toBe(200)
	})

	test('only a partner has a default child invite message', async () => {
		const direct = await update(tokens.acmeAdmin!, C.acme, { defaultChildInviteMessage: 'Welcome aboard' })
		expect(messageOf(direct, 'defaultChildInviteMessage')).toBe('Only partners have a default child invite message.')
		const base = { name: 'Northwind MSP', lang: 'en', country: 'US' }
		const saved = await update(tokens.northwindPartner!, C.northwind, {
			...base,
			defaultChildInviteMessage: '  Join us on the platform.  ',
		})
		expect(saved.status).toBe(200)
		expect((await view(tokens.northwindPartner!, C.northwind)).defaultChildInviteMessage).toBe('Join us on the platform.')
		// Leaving the field out keeps it; an empty one clears it.
		await update(tokens.northwindPartner!, C.northwind, base)
		expect((await view(tokens.northwindPartner!, C.northwind)).defaultChildInviteMessage).toBe('Join us on the platform.')
		await update(tokens.northwindPartner!, C.northwind, { ...base, defaultChildInviteMessage: '' })
		expect((await view(tokens.northwindPartner!, C.northwind)).defaultChildInviteMessage).toBeNull()
	})
})

describe('company logo', () => {
	test('an uploaded logo is the company view’s logo, served under /__gateway/ with the type read from its bytes', async () => {
		const reply = await upload(tokens.acmeAdmin!, C.acme, PNG, 'application/octet-stream')
		expect(reply.status).toBe(200)
		const { logo } = LogoReplySchema.parse(reply.body)
		expect(logo.startsWith(`${CONSOLE_URL}/__gateway/logos/logo_`)).toBe(true)
		expect((await view(tokens.acmeAdmin!, C.acme)).logo).toBe(logo)
		const served = await t.gateway.fetch(new Request(logo))
		expect(served.status).toBe(200)
		expect(served.headers.get('content-type')).toBe('image/png')
		expect(served.headers.get('x-content-type-options')).toBe('nosniff')
		expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)

		// A new upload replaces it under a new address; the old one is gone.
		const next = LogoReplySchema.parse((await upload(tokens.acmeAdmin!, C.acme, GIF, 'image/gif')).body).logo
		expect(next).not.toBe(logo)
		expect((await t.gateway.fetch(new Request(logo))).status).toBe(404)
		expect((await t.gateway.fetch(new Request(next))).headers.get('content-type')).toBe('image/gif')

		// Removing it leaves the company without a logo.
		expect((await t.call('DELETE', `customers/api/v1/company/${C.acme}/logo`, { token: tokens.acmeAdmin })).status).toBe(204)
		expect((await view(tokens.acmeAdmin!, C.acme)).logo).toBeNull()
		expect((await t.gateway.fetch(new Request(next))).status).toBe(404)
	})

	test('a file that is not a gif, jpeg or png is refused with the spec message, whatever it calls itself', async () => {
		const text = await upload(tokens.acmeAdmin!, C.acme, new TextEncoder().encode('just text'), 'image/png')
		expect(text.status).toBe(415)
		expect(text.body).toMatchObject({
			code: 'logo_content_type',
			message: 'File should be of allowed content type: gif, jpeg, jpg, png',
		})
		const pdf = await upload(tokens.acmeAdmin!, C.acme, new TextEncoder().encode('%PDF-1.7'), 'application/pdf')
		expect(pdf.status).toBe(415)
		expect((await upload(tokens.acmeAdmin!, C.acme, new Uint8Array(), 'image/png')).status).toBe(422)
		expect((await view(tokens.acmeAdmin!, C.acme)).logo).toBeNull()
	})

	test('a logo over 7 MB is refused by its declared size, and cut off when it streams past the limit', async () => {
		const declared = await t.gateway.fetch(
			new Request(`${GATEWAY_BASE}/customers/api/v1/company/${C.acme}/logo`, {
				method: 'PUT',
				headers: {
					Authorization: `Bearer ${tokens.acmeAdmin}`,
					'Content-Type': 'image/png',
					'Content-Length': String(MAX_LOGO_BYTES + 1),
				},
				body: new Uint8Array(16),
			}),
		)
		expect(declared.status).toBe(413)
		let sent = 0
		const chunk = new Uint8Array(256 * 1024)
		const endless = new ReadableStream<Uint8Array>({
			pull(controller) {
				sent += chunk.byteLength
				if (sent > 4 * MAX_LOGO_BYTES) controller.close()
				else controller.enqueue(chunk)
			},
		})
		expect((await upload(tokens.acmeAdmin!, C.acme, endless)).status).toBe(413)
		expect(sent).toBeLessThan(2 * MAX_LOGO_BYTES)
		expect((await view(tokens.acmeAdmin!, C.acme)).logo).toBeNull()
	})

	test('jpeg and gif are told by their bytes; the upload path is known to the body limit', () => {
		expect(sniffImageType(JPEG)).toBe('image/jpeg')
		expect(sniffImageType(GIF)).toBe('image/gif')
		expect(sniffImageType(PNG)).toBe('image/png')
		expect(sniffImageType(new TextEncoder().encode('GIF8xa'))).toBeNull()
		expect(isLogoUploadPath(`/customers/api/v1/company/${C.acme}/logo`)).toBe(true)
		expect(isLogoUploadPath(`/customers/api/v1/company/${C.acme}`)).toBe(false)
	})
})
