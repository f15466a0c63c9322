import { describe, expect, test } from 'vitest'
import { SEED, countStatements, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin', 'support'] })
const U = SEED.users
const C = SEED.companies
const usersPath = `/customers/api/v1/company/${C.acme}/users`

type Page = {
	data: { id: string; status: string; role: string }[]
	pageInfo: { totalItems: number }
	counts: { enabled: number; disabled: number }
}

async function page(query: Record<string, string> = {}, token = tokens.acmeAdmin!): Promise<Page> {
	const reply = await t.call<Page>('GET', usersPath, { token, query: { pageSize: '100', ...query } })
	expect(reply.status, reply.text).toBe(200)
	return reply.body
}

describe('a page of the users table is kept until the next write (PGlite)', () => {
	test('asked again with nothing written, it is answered without a statement; a write shows on the next call', async () => {
		const first = await page()
		const statements = countStatements(t.database, 'with "page"')
		try {
			expect(await page()).toEqual(first)
			expect(statements.count).toBe(0)
			// Another query is another page.
			const byName = await page({ orderBy: 'name', order: 'asc' })
			expect(statements.count).toBe(1)
			expect(byName.data.map((u) => u.id).sort()).toEqual(first.data.map((u) => u.id).sort())

			const disabled = await t.call('PATCH', `${usersPath}/${U.acmeLearner.id}/status`, {
				token: tokens.acmeAdmin,
				body: { status: 'DISABLED' },
			})
			expect(disabled.status, disabled.text).toBe(204)
			const before = statements.count
			const after = await page()
			expect(statements.count).toBe(before + 1)
			expect(after.data.find((u) => u.id === U.acmeLearner.id)?.status).toBe('DISABLED')
			expect(after.counts.disabled).toBe(first.counts.disabled + 1)
		} finally {
			statements.restore()
		}
	})

	test('what a caller sees is part of the key: platform staff and a customer admin get their own pages', async () => {
		const customer = await page()
		const staff = await page({}, tokens.support!)
		// Each answer is the one its caller would get without keeping: asked twice, the same.
		expect(await page()).toEqual(customer)
		expect(await page({}, tokens.support!)).toEqual(staff)
		expect(staff.pageInfo.totalItems).toBeGreaterThanOrEqual(customer.pageInfo.totalItems)
	})
})
