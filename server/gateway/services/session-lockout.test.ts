import { afterEach, beforeAll, afterAll, describe, expect, test } from 'vitest'
import { DEMO_PASSWORD, POSTGRES_URL, type TestGateway, createTestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'
import { ACCOUNT_BACKOFF_MAX_MS, ACCOUNT_SLOWDOWN_THRESHOLD, LOGIN_FAILURE_LIMIT, accountBackoffMs, loginBackoff } from './session.ts'

// Wrong passwords are counted per account and client address: a stranger's guesses lock the
// stranger's address out of the account, never the owner signing in from elsewhere; many addresses
// guessing at one account slow every further attempt on it (account-wide backoff).

const realWait = loginBackoff.wait
afterEach(() => {
	loginBackoff.wait = realWait
})

function lockoutSuite(gateway: () => TestGateway) {
	const validate = (email: string, password: string, clientAddress?: string) =>
		gateway().call('POST', '/user/login/validate', { body: { email, password, isAdmin: true, clientAddress } })

	test('an attacker with five wrong passwords from one address is locked out; the owner from another address signs in at once', async () => {
		const email = 'elena.anders@acme.test'
		for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i++) await validate(email, `Wrong-Guess-${i}!`, '203.0.113.66')
		const attacker = await validate(email, DEMO_PASSWORD, '203.0.113.66')
		expect(attacker.status).toBe(429)
		expect(attacker.body.code).toBe('auth/too-many-requests')
		expect(attacker.body.message).toBe('Too many unsuccessful login attempts. Please try again later.')

		const started = Date.now()
		const owner = await validate(email, DEMO_PASSWORD, '198.51.100.10')
		expect(owner.status).toBe(200)
		expect(owner.body.verificationToken).toEqual(expect.any(String))
		expect(Date.now() - started).toBeLessThan(1000)

		// The owner's sign-in does not forgive the attacker's address.
		expect((await validate(email, DEMO_PASSWORD, '203.0.113.66')).status).toBe(429)
	})

	test('four wrong passwords from an address leave it the right to sign in; the fifth locks it', async () => {
		const email = 'farid.anders@acme.test'
		for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) expect((await validate(email, 'Nope-1234!', '192.0.2.4')).status).toBe(400)
		expect((await validate(email, DEMO_PASSWORD, '192.0.2.4')).status).toBe(200)
		for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await validate(email, 'Nope-1234!', '192.0.2.4')).status).toBe(400)
		expect((await validate(email, DEMO_PASSWORD, '192.0.2.4')).status).toBe(429)
	})

	test('guesses spread over many addresses slow every further attempt, and the right password from a clean address still gets in', async () => {
		const email = 'grace.anders@acme.test'
		const waits: number[] = []
		loginBackoff.wait = async (ms) => {
			waits.push(ms)
		}
		// Each address gets its five guesses before it is locked: the account's count grows.
		for (let i = 0; i < ACCOUNT_SLOWDOWN_THRESHOLD; i++) {
			expect((await validate(email, `Guess-${i}-Aa!`, `10.9.${Math.floor(i / LOGIN_FAILURE_LIMIT)}.1`)).status).toBe(400)
		}
		expect(waits).toEqual([])

		// From here on every attempt waits, longer and longer, up to the cap.
		for (let i = 0; i < 6; i++) expect((await validate(email, `More-${i}-Aa!`, `10.8.${i}.1`)).status).toBe(400)
		expect(waits).toHaveLength(6)
		for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!)
		expect(waits[0]).toBeGreaterThan(0)
		expect(waits.at(-1)).toBe(ACCOUNT_BACKOFF_MAX_MS)

		// The owner, from an address that has not failed, is slowed but not refused.
		waits.length = 0
		const owner = await validate(email, DEMO_PASSWORD, '198.51.100.77')
		expect(owner.status).toBe(200)
		expect(waits).toEqual([ACCOUNT_BACKOFF_MAX_MS])
	})

	test('a slowed attempt really takes the backoff time', async () => {
		const email = 'hiro.anders@acme.test'
		loginBackoff.wait = async () => {}
		for (let i = 0; i < ACCOUNT_SLOWDOWN_THRESHOLD; i++)
			await validate(email, `Guess-${i}-Aa!`, `10.7.${Math.floor(i / LOGIN_FAILURE_LIMIT)}.1`)
		loginBackoff.wait = realWait
		const started = Date.now()
		expect((await validate(email, 'Another-Guess-1!', '10.6.0.1')).status).toBe(400)
		expect(Date.now() - started).toBeGreaterThanOrEqual(accountBackoffMs(ACCOUNT_SLOWDOWN_THRESHOLD) - 20)
	})
}

describe('password sign-in lockout (PGlite)', () => {
	let t: TestGateway
	beforeAll(async () => {
		t = await createTestGateway()
	})
	afterAll(() => t.close())
	lockoutSuite(() => t)
})

describe.skipIf(!POSTGRES_URL)('password sign-in lockout (PostgreSQL)', () => {
	let t: TestGateway
	usePostgresGateway('lockout', (gateway) => {
		t = gateway
	})
	lockoutSuite(() => t)
})
