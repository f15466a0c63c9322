import { describe, expect, test } from 'vitest'
import { LogoReplySchema } from '#app/gateway/company-settings.server.ts'
import { CompanyViewSchema } from '#app/gateway/company.server.ts'
import { GATEWAY_BASE, POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// Company settings on a PostgreSQL server (TEST_DATABASE_URL): migration 0008, the settings the
// company view returns afterwards, and a logo's bytes (bytea through node-postgres) stored and served.

const PNG = Uint8Array.from(
	Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
)

describe.skipIf(!POSTGRES_URL)('company settings on PostgreSQL', () => {
	let t: TestGateway
	let token: string

	usePostgresGateway('company_settings', async (gateway) => {
		t = gateway
		token = await t.signIn(SEED.users.acmeAdmin.email)
	})

	const C = SEED.companies
	const view = async () => CompanyViewSchema.parse((await t.call('GET', `/customers/api/v2/company/${C.acme}/view/admin`, { token })).body)

	test('saved settings are what the company view returns; a taken name and another company are refused', async () => {
		const reply = await t.call('PATCH', `customers/api/v1/company/${C.acme}`, {
			token,
			body: { name: 'Acme Renamed', lang: 'fr', country: 'CA' },
		})
		expect(reply.status).toBe(200)
		expect(await view()).toMatchObject({ name: 'Acme Renamed', lang: 'fr', country: 'CA' })
		const taken = await t.call('PATCH', `customers/api/v1/company/${C.acme}`, {
			token,
			body: { name: 'northwind msp', lang: 'fr', country: 'CA' },
		})
		expect(taken.body.code).toBe('company_name_already_exists')
		const other = await t.call('PATCH', `customers/api/v1/company/${C.globex}`, {
			token,
			body: { name: 'Mine', lang: 'en', country: 'US' },
		})
		expect(other.status).toBe(403)
	})

	test('a logo is stored as bytes, served as they were, replaced and removed', async () => {
		const put = async (bytes: Uint8Array) =>
			t.gateway.fetch(
				new Request(`${GATEWAY_BASE}/customers/api/v1/company/${C.acme}/logo`, {
					method: 'PUT',
					headers: {
						Authorization: `Bearer ${token}`,
						'Content-Type': 'image/png',
						'Content-Length': String(bytes.byteLength),
					},
					body: bytes as BodyInit,
				}),
			)
		const first = LogoReplySchema.parse(await (await put(PNG)).json()).logo
		const second = LogoReplySchema.parse(await (await put(PNG)).json()).logo
		expect((await view()).logo).toBe(second)
		const served = await t.gateway.fetch(new Request(second))
		expect(served.headers.get('content-type')).toBe('image/png')
		expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
		expect((await t.gateway.fetch(new Request(first))).status).toBe(404)
		expect((await t.call('DELETE', `customers/api/v1/company/${C.acme}/logo`, { token })).status).toBe(204)
		expect((await view()).logo).toBeNull()
	})
})
