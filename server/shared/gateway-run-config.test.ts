import { describe, expect, test } from 'vitest'
import { TEST_PAGES, parseGatewayRunConfig } from './gateway-run-config.ts'

describe('gateway run config', () => {
	test('outside production: every test page, the demo data, no first staff account', () => {
		expect(parseGatewayRunConfig({})).toEqual({
			production: false,
			testPages: [...TEST_PAGES],
			seedDemo: true,
			firstStaff: null,
		})
		expect(parseGatewayRunConfig({ NODE_ENV: 'test' }).testPages).toEqual([...TEST_PAGES])
	})
	test('production: no test page and no demo data unless each is asked for', () => {
		expect(parseGatewayRunConfig({ NODE_ENV: 'production' })).toMatchObject({
			production: true,
			testPages: [],
			seedDemo: false,
		})
		expect(parseGatewayRunConfig({ NODE_ENV: 'production', GATEWAY_TEST_PAGES: 'idp, DNS ,mailbox', SEED_DEMO: '1' })).toMatchObject({
			testPages: ['mailbox', 'dns', 'idp'],
			seedDemo: true,
		})
		expect(parseGatewayRunConfig({ NODE_ENV: 'production', GATEWAY_TEST_PAGES: 'all' }).testPages).toEqual([...TEST_PAGES])
	})
	test('none turns every page off outside production too; SEED_DEMO=0 stops the seed', () => {
		expect(parseGatewayRunConfig({ GATEWAY_TEST_PAGES: 'none', SEED_DEMO: '0' })).toMatchObject({
			testPages: [],
			seedDemo: false,
		})
	})
	test('unknown page names and bad flags stop the start, naming the variable', () => {
		expect(() => parseGatewayRunConfig({ GATEWAY_TEST_PAGES: 'mailbox,payments,bank' })).toThrow(
			/Invalid environment:\n {2}- GATEWAY_TEST_PAGES: unknown page "payments", "bank"/,
		)
		expect(() => parseGatewayRunConfig({ SEED_DEMO: 'on' })).toThrow(/SEED_DEMO: must be 1 or 0/)
		expect(() => parseGatewayRunConfig({ GATEWAY_MAILBOX: 'yes' })).toThrow(/GATEWAY_MAILBOX: must be 1 or 0/)
	})
	test('GATEWAY_MAILBOX=1 adds the mailbox alone (a production mailbox never sends links); 0 removes the sign-in links too', () => {
		expect(parseGatewayRunConfig({ NODE_ENV: 'production', GATEWAY_MAILBOX: '1' }).testPages).toEqual(['mailbox'])
		expect(parseGatewayRunConfig({ GATEWAY_MAILBOX: '0' }).testPages).toEqual(['checkout', 'dns', 'idp'])
	})
	test('without GATEWAY_TEST_PAGES, SMTP_URL turns the mailbox off and WHITE_LABEL_DNS_SERVERS the DNS zone (real DNS)', () => {
		expect(parseGatewayRunConfig({ SMTP_URL: 'smtp://mail', WHITE_LABEL_DNS_SERVERS: 'system' }).testPages).toEqual(['checkout', 'idp'])
		expect(parseGatewayRunConfig({ SMTP_URL: 'smtp://mail', GATEWAY_TEST_PAGES: 'mailbox' }).testPages).toEqual(['mailbox'])
	})
	test('the first staff account needs both GATEWAY_ADMIN_EMAIL and GATEWAY_ADMIN_PASSWORD', () => {
		expect(parseGatewayRunConfig({ GATEWAY_ADMIN_EMAIL: 'Owner@Example.com', GATEWAY_ADMIN_PASSWORD: 'Str0ng-Pass!' }).firstStaff).toEqual({
			email: 'owner@example.com',
			password: 'Str0ng-Pass!',
		})
		expect(() => parseGatewayRunConfig({ GATEWAY_ADMIN_EMAIL: 'owner@example.com' })).toThrow(
			/GATEWAY_ADMIN_PASSWORD: required with GATEWAY_ADMIN_EMAIL/,
		)
		expect(() => parseGatewayRunConfig({ GATEWAY_ADMIN_EMAIL: 'owner', GATEWAY_ADMIN_PASSWORD: 'x' })).toThrow(
			/GATEWAY_ADMIN_EMAIL: must be an email address/,
		)
	})
})
