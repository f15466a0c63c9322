import { describe, expect, test } from 'vitest'
import { CompanyViewSchema } from '#app/gateway/company.server.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

// /__gateway/companies: platform staff switch a company's feature flags (server/gateway/pages/company-features.ts).

const { t, tokens } = useTestGateway({ signIn: ['support', 'acmeAdmin'] })
const C = SEED.companies

function get(path: string, token?: string) {
	return t.gateway.fetch(new Request(`http://console.test${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }))
}

async function acmeFeatures() {
	const reply = await t.call('GET', `/customers/api/v2/company/${C.acme}/view/admin`, { token: tokens.acmeAdmin })
	expect(reply.status, reply.text).toBe(200)
	return CompanyViewSchema.parse(reply.body).features
}

describe('company features', () => {
	test('only platform staff reach the pages: a guest is asked to sign in, a company admin is refused', async () => {
		const guest = await get('/__gateway/companies')
		expect(guest.status).toBe(401)
		expect(await guest.text()).toContain('Sign in to the console as platform staff')
		const admin = await get(`/__gateway/companies/${C.acme}`, tokens.acmeAdmin)
		expect(admin.status).toBe(403)
		const post = await t.postForm(
			`/__gateway/companies/${C.acme}`,
			{ isScormEnabled: 'on' },
			{ Authorization: `Bearer ${tokens.acmeAdmin}` },
		)
		expect(post.status).toBe(403)
		expect((await acmeFeatures()).isScormEnabled).toBe(false)
	})

	test("staff see each company's features and switch Acme from the phishing exercise v2 to gaming and back", async () => {
		const list = await get('/__gateway/companies?search=acme', tokens.support)
		expect(list.status).toBe(200)
		const listed = await list.text()
		expect(listed).toContain('Acme Corp')
		expect(listed).not.toContain('Globex')

		const before = await get(`/__gateway/companies/${C.acme}`, tokens.support)
		expect(await before.text()).toMatch(/name="isPhishingExerciseV2Enabled" value="on" checked/)
		expect((await acmeFeatures()).isPhishingExerciseV2Enabled).toBe(true)

		const off = await t.postForm(
			`/__gateway/companies/${C.acme}`,
			{ isMonthlyVideoEnabled: 'on' },
			{ Authorization: `Bearer ${tokens.support}` },
		)
		expect(off.status).toBe(303)
		expect(off.headers.get('location')).toBe(`/__gateway/companies/${C.acme}?saved=1`)
		expect(await acmeFeatures()).toMatchObject({ isPhishingExerciseV2Enabled: false, isMonthlyVideoEnabled: true })
		expect(await (await get(`/__gateway/companies/${C.acme}?saved=1`, tokens.support)).text()).toContain('The features were saved.')

		const on = await t.postForm(
			`/__gateway/companies/${C.acme}`,
			{ isPhishingExerciseV2Enabled: 'on' },
			{ Authorization: `Bearer ${tokens.support}` },
		)
		expect(on.status).toBe(303)
		expect(await acmeFeatures()).toMatchObject({ isPhishingExerciseV2Enabled: true, isMonthlyVideoEnabled: false })
	})

	test('a cross-site form post is refused and changes nothing', async () => {
		const refused = await t.postForm(
			`/__gateway/companies/${C.acme}`,
			{},
			{ Authorization: `Bearer ${tokens.support}`, Origin: 'https://evil.test', 'Sec-Fetch-Site': 'cross-site' },
		)
		expect(refused.status).toBe(403)
		expect((await acmeFeatures()).isPhishingExerciseV2Enabled).toBe(true)
	})
})
