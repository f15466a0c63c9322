import { describe, expect, test, vi } from 'vitest'
import { LANGUAGE_CODES, textDirection, textsFolderOf } from './config.ts'
import { loadResources, textsPartsFor } from './resources.ts'

function keysOf(value: unknown, prefix = ''): string[] {
	if (typeof value !== 'object' || value === null) return [prefix]
	return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
}

function textAt(resources: unknown, key: string): unknown {
	return key.split('.').reduce<any>((node, part) => node?.[part], resources)
}

function placeholdersOf(text: string): string[] {
	return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort()
}

/**
 * Texts a translation may keep exactly as in English: names, codes and words the language shares
 * (Status, Dashboard, Email …). Any other text equal to the English one is an untranslated string.
 */
const SAME_AS_ENGLISH = new Set([
	'Actions',
	'Admin',
	'BIC / SWIFT',
	'Bank',
	'Beta',
	'Boost',
	'Compliance',
	'Dashboard',
	'Date',
	'Description',
	'Domain',
	'Email',
	'FAQ',
	'Facebook',
	'File: {{name}}',
	'Filters',
	'Gaming',
	'General',
	'Google Workspace',
	'Help',
	'Host',
	'IBAN',
	'Integration',
	'Later',
	'Legal',
	'Link',
	'LinkedIn',
	'Logo',
	'MSP',
	'Message',
	'Microsoft Entra ID (Azure AD)',
	'Name',
	'Navigation',
	'Office Graph API',
	'Okta',
	'OneLogin',
	'Open',
	'OpenID Connect',
	'Optional.',
	'Pagination',
	'Popular',
	'Question {{n}}',
	'Questions',
	'Quiz',
	'Score',
	'Video',
	'Videos',
	'Phishing',
	'Social Engineering',
	'{{count}} video',
	'{{count}} videos',
	'{{count}} training',
	'{{count}} min',
	'{{count}} question',
	'{{count}} questions',
	'{{count}} quiz',
	'Partnership',
	'Password',
	'Percentage',
	'Plan',
	'Policy',
	'Port',
	'SAML 2.0',
	'SMS',
	'{{count}} SMS',
	'UPGRADE',
	'SSO',
	'Send',
	'Single Sign-On',
	'Single sign-on (SSO)',
	'Status',
	'Status:',
	'Support',
	'Total',
	'Training',
	'Transactions',
	'Type',
	'Updates',
	'Upload',
	'White Label',
	'White label',
	'X',
	'training.example.com',
	'{{count}} update',
	'{{count}} updates',
	'{{label}}: {{value}} ({{percent}})',
	'{{percent}}%',
	'{{score}} / 10',
	'{{type}}, {{size}} MB',
	'—',
])

describe('locales', () => {
	test('every locale has exactly the English keys, none empty', async () => {
		const english = keysOf(await loadResources('en')).sort()
		for (const code of LANGUAGE_CODES) {
			const resources = await loadResources(code)
			expect(keysOf(resources).sort(), code).toEqual(english)
			for (const key of english) {
				const value = textAt(resources, key)
				expect(typeof value === 'string' && value.length > 0, `${code}:${key}`).toBe(true)
			}
		}
	})
	test('every text keeps the placeholders of its English text', async () => {
		const en = await loadResources('en')
		for (const code of LANGUAGE_CODES) {
			const resources = await loadResources(code)
			for (const key of keysOf(en)) {
				// A singular may say "one" in words instead of {{count}}.
				const placeholders = (texts: unknown) =>
					placeholdersOf(textAt(texts, key) as string).filter((name) => !(key.endsWith('_one') && name === 'count'))
				expect(placeholders(resources), `${code}:${key}`).toEqual(placeholders(en))
			}
		}
	})
	test('no locale leaves a text in English', async () => {
		const en = await loadResources('en')
		const untranslated = LANGUAGE_CODES.filter((code) => textsFolderOf(code) !== 'en').map(async (code) => {
			const resources = await loadResources(code)
			return keysOf(en)
				.filter((key) => textAt(resources, key) === textAt(en, key) && !SAME_AS_ENGLISH.has(textAt(en, key) as string))
				.map((key) => `${code}:${key}`)
		})
		expect((await Promise.all(untranslated)).flat()).toEqual([])
	})
	test('Hebrew and Arabic read right to left, the others left to right', () => {
		expect(textDirection('he')).toBe('rtl')
		expect(textDirection('ar')).toBe('rtl')
		expect(LANGUAGE_CODES.filter((c) => textDirection(c) === 'rtl')).toEqual(['he', 'ar'])
	})
})

describe('texts parts', () => {
	test('a page needs only the sign-in texts when every matched route says so', () => {
		const signIn = { texts: 'sign-in' }
		expect(textsPartsFor([{ id: 'root' }, { id: 'routes/auth/login', handle: signIn }])).toEqual(['sign-in'])
		expect(textsPartsFor([{ id: 'root' }, { id: 'routes/app/layout' }, { id: 'routes/home/get-started' }])).toEqual(['sign-in', 'console'])
		expect(textsPartsFor([{ id: 'root' }, { id: 'routes/resources/survey', handle: undefined }])).toEqual(['sign-in', 'console'])
	})
	test("an area's layout adds the area's part", () => {
		expect(
			textsPartsFor([
				{ id: 'root' },
				{ id: 'routes/app/layout' },
				{ id: 'routes/users/area-layout', handle: { texts: 'users' } },
				{ id: 'routes/users/all-users' },
			]),
		).toEqual(['sign-in', 'console', 'users'])
	})
	test("a settings page gets the settings layout's part and its own, not its sibling pages' texts", async () => {
		expect(
			textsPartsFor([
				{ id: 'root' },
				{ id: 'routes/app/layout' },
				{ id: 'routes/settings/layout', handle: { texts: 'settings' } },
				{ id: 'routes/settings/single-sign-on/route', handle: { texts: 'settings-sso' } },
			]),
		).toEqual(['sign-in', 'console', 'settings', 'settings-sso'])
		vi.resetModules()
		const { loadResources } = await import('./resources.ts')
		const general = await loadResources('fr', ['console', 'settings'])
		expect(general.settingsGeneral).toBeDefined()
		expect(general.twoFactor).toBeDefined()
		expect([general.settingsSso, general.whiteLabel, general.emailReminders]).toEqual([undefined, undefined, undefined])
		const sso = await loadResources('fr', ['settings-sso'])
		expect(sso.settingsSso).toBeDefined()
		expect(sso.whiteLabel).toBeUndefined()
	})
	test('the sign-in part leaves the console texts out until a console page asks for them', async () => {
		vi.resetModules() // a fresh module: nothing loaded, no part wanted yet
		const { loadResources } = await import('./resources.ts')
		const signIn = await loadResources('fr', ['sign-in'])
		expect(signIn.auth.login).toBeDefined()
		expect(signIn.shell).toBeUndefined()
		const shell = await loadResources('fr', ['console'])
		expect(shell.shell).toBeDefined()
		expect(shell.users).toBeUndefined()
		expect(shell.auth).toEqual(signIn.auth)
		const users = await loadResources('fr', ['users'])
		expect(users.users).toBeDefined()
		expect(users.settings).toBeUndefined()
	})
	test('a language switch loads every part wanted before, so the page keeps its words', async () => {
		vi.resetModules()
		const { loadResources } = await import('./resources.ts')
		await loadResources('fr', ['console', 'settings'])
		const german = await loadResources('de', ['sign-in'])
		expect(german.shell).toBeDefined()
		expect(german.settings?.title).toBe('Einstellungen')
		expect(german.users).toBeUndefined()
	})
})
