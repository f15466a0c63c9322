// How the reference gateway runs: which of its test pages exist and whether it seeds the demo tenants.
// One parser for the embedded gateway (the console's environment, app/env.server.ts) and the
// standalone one (standalone.ts). Pure: no imports, so the console's start-up check can use it.

/**
 * The /__gateway/ pages that stand in for the outside world on one machine:
 * - mailbox: the web mailbox and its JSON outbox (/__gateway/mailbox, /__gateway/api/outbox/latest);
 * - sign-in-links: the mailbox's "Send a sign-in link" form (POST /__gateway/mailbox/magic-link);
 * - checkout: the test-mode payment provider (checkout and customer portal pages, no money moves);
 * - dns: the DNS zone custom domains are verified against (/__gateway/dns);
 * - idp: the identity providers it plays: the SSO sign-in page (/__gateway/idp) and Microsoft's
 *   Graph consent screen (/__gateway/graph).
 */
export const TEST_PAGES = ['mailbox', 'sign-in-links', 'checkout', 'dns', 'idp'] as const
export type TestPage = (typeof TEST_PAGES)[number]

export type GatewayRunConfig = {
	/** NODE_ENV=production: test pages off unless listed, the mailbox and sign-in links only for platform staff, no demo seed. */
	production: boolean
	/** The test pages that exist, in TEST_PAGES order. */
	testPages: TestPage[]
	/** Seed the demo tenants into an empty database (SEED_DEMO). */
	seedDemo: boolean
	/** The first staff account of an empty production database (GATEWAY_ADMIN_EMAIL / GATEWAY_ADMIN_PASSWORD). */
	firstStaff: { email: string; password: string } | null
}

type Source = Record<string, string | undefined>

function value(source: Source, name: string): string | undefined {
	const v = source[name]?.trim()
	return v ? v : undefined
}

function flag(source: Source, name: string, issues: string[]): boolean | undefined {
	const v = value(source, name)
	if (v === undefined) return undefined
	if (v === '1' || v === 'true') return true
	if (v === '0' || v === 'false') return false
	issues.push(`${name}: must be 1 or 0`)
	return undefined
}

/**
 * Reads GATEWAY_TEST_PAGES (comma list of TEST_PAGES, or all / none), SEED_DEMO (1 / 0),
 * GATEWAY_MAILBOX (1 / 0, the older switch of the mailbox), GATEWAY_ADMIN_EMAIL and
 * GATEWAY_ADMIN_PASSWORD. Outside production every test page is on and the demo data is seeded
 * (as before); in production none is and nothing is seeded unless asked. Without
 * GATEWAY_TEST_PAGES, an SMTP_URL turns the mailbox off (emails really leave) and
 * WHITE_LABEL_DNS_SERVERS turns the DNS zone off (real DNS). Throws "Invalid environment" naming
 * the variable.
 */
export function parseGatewayRunConfig(source: Source): GatewayRunConfig {
	const issues: string[] = []
	const production = source.NODE_ENV === 'production'
	const listed = value(source, 'GATEWAY_TEST_PAGES')
	let pages: Set<TestPage>
	if (listed === undefined) {
		pages = new Set(production ? [] : TEST_PAGES)
		if (value(source, 'SMTP_URL')) {
			pages.delete('mailbox')
			pages.delete('sign-in-links')
		}
		if (value(source, 'WHITE_LABEL_DNS_SERVERS')) pages.delete('dns')
	} else {
		const names = listed
			.split(',')
			.map((n) => n.trim().toLowerCase())
			.filter(Boolean)
		pages = new Set()
		const unknown: string[] = []
		for (const name of names) {
			if (name === 'all') TEST_PAGES.forEach((p) => pages.add(p))
			else if (name === 'none') continue
			else if ((TEST_PAGES as readonly string[]).includes(name)) pages.add(name as TestPage)
			else unknown.push(name)
		}
		if (unknown.length) {
			issues.push(
				`GATEWAY_TEST_PAGES: unknown page ${unknown.map((n) => `"${n}"`).join(', ')} (known: ${TEST_PAGES.join(', ')}, all, none)`,
			)
		}
	}
	const mailbox = flag(source, 'GATEWAY_MAILBOX', issues)
	if (mailbox === true) pages.add('mailbox')
	if (mailbox === false) {
		pages.delete('mailbox')
		pages.delete('sign-in-links')
	}
	const seedDemo = flag(source, 'SEED_DEMO', issues) ?? !production

	const email = value(source, 'GATEWAY_ADMIN_EMAIL')
	const password = source.GATEWAY_ADMIN_PASSWORD ?? ''
	let firstStaff: GatewayRunConfig['firstStaff'] = null
	if (email && password) {
		if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) issues.push('GATEWAY_ADMIN_EMAIL: must be an email address')
		firstStaff = { email: email.toLowerCase(), password }
	} else if (email || password) {
		issues.push(
			`${email ? 'GATEWAY_ADMIN_PASSWORD' : 'GATEWAY_ADMIN_EMAIL'}: required with ${email ? 'GATEWAY_ADMIN_EMAIL' : 'GATEWAY_ADMIN_PASSWORD'}`,
		)
	}

	if (issues.length) throw new Error(`Invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`)
	return { production, testPages: TEST_PAGES.filter((p) => pages.has(p)), seedDemo, firstStaff }
}
