import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('environment', () => {
	test('a production start without SESSION_SECRET is refused with a message naming it', () => {
		expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required in production/)
	})
	test('a non-numeric PORT names the variable', () => {
		expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/)
	})
	test('a GATEWAY_URL that is not a URL is refused', () => {
		expect(() => parseEnv({ GATEWAY_URL: 'gateway' })).toThrow(/GATEWAY_URL must be an absolute/)
	})
	test('defaults: port 3000, embedded gateway, ./data, a generated dev secret', () => {
		const env = parseEnv({ NODE_ENV: 'development' })
		expect(env.PORT).toBe(3000)
		expect(env.GATEWAY_URL).toBeUndefined()
		expect(env.DATA_DIR).toBe('./data')
		expect(env.sessionSecrets[0]).toHaveLength(64)
		expect(env.publicUrl).toBe('http://localhost:3000')
	})
	test('outside production every test page is on and the demo data is seeded, as before', () => {
		const env = parseEnv({ NODE_ENV: 'development' })
		expect(env.gateway.testPages).toEqual(['mailbox', 'sign-in-links', 'checkout', 'dns', 'idp'])
		expect(env.gateway.seedDemo).toBe(true)
		expect(env.mailbox).toBe(true)
	})
	test('in production no test page exists and nothing is seeded unless asked', () => {
		const env = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) })
		expect(env.gateway).toMatchObject({ production: true, testPages: [], seedDemo: false })
		expect(env.mailbox).toBe(false)
		const asked = parseEnv({
			NODE_ENV: 'production',
			SESSION_SECRET: 's'.repeat(32),
			GATEWAY_TEST_PAGES: 'mailbox,checkout',
			SEED_DEMO: '1',
		})
		expect(asked.gateway).toMatchObject({ testPages: ['mailbox', 'checkout'], seedDemo: true })
	})
	test('an unknown test page stops the start with a message naming GATEWAY_TEST_PAGES', () => {
		expect(() => parseEnv({ GATEWAY_TEST_PAGES: 'mailbox,payments' })).toThrow(/GATEWAY_TEST_PAGES: unknown page "payments"/)
		expect(() => parseEnv({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO: must be 1 or 0/)
	})
	test('GATEWAY_MAILBOX still turns the web mailbox on or off; SMTP_URL turns it off by default', () => {
		expect(parseEnv({ GATEWAY_MAILBOX: '1' }).mailbox).toBe(true)
		expect(parseEnv({ GATEWAY_MAILBOX: 'false' }).mailbox).toBe(false)
		expect(parseEnv({ SMTP_URL: 'smtp://mail.example.com' }).mailbox).toBe(false)
		expect(parseEnv({ SMTP_URL: 'smtp://mail.example.com', GATEWAY_MAILBOX: '1' }).mailbox).toBe(true)
	})
	test('several session secrets rotate: newest first', () => {
		const a = 'a'.repeat(32)
		const b = 'b'.repeat(32)
		expect(parseEnv({ SESSION_SECRET: `${a},${b}` }).sessionSecrets).toEqual([a, b])
	})
})
