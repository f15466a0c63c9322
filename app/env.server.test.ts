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
	test('GATEWAY_MAILBOX turns the web mailbox on or off; unset leaves it to the gateway', () => {
		expect(parseEnv({}).mailbox).toBeUndefined()
		expect(parseEnv({ GATEWAY_MAILBOX: '1' }).mailbox).toBe(true)
		expect(parseEnv({ GATEWAY_MAILBOX: 'false' }).mailbox).toBe(false)
	})
	test('several session secrets rotate: newest first', () => {
		const a = 'a'.repeat(32)
		const b = 'b'.repeat(32)
		expect(parseEnv({ SESSION_SECRET: `${a},${b}` }).sessionSecrets).toEqual([a, b])
	})
})
