/** The password rules of spec 1 §5, each shown as met or not while typing. */
export const PASSWORD_RULES = [
	{ id: 'length', test: (p: string) => p.length >= 8 },
	{ id: 'upper', test: (p: string) => /\p{Lu}/u.test(p) },
	{ id: 'lower', test: (p: string) => /\p{Ll}/u.test(p) },
	{ id: 'digit', test: (p: string) => /\d/.test(p) },
	{ id: 'special', test: (p: string) => /[^\p{L}\d\s]/u.test(p) },
] as const

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id']

export function passwordRuleResults(password: string): Record<PasswordRuleId, boolean> {
	return Object.fromEntries(PASSWORD_RULES.map((r) => [r.id, r.test(password)])) as Record<PasswordRuleId, boolean>
}

export function isStrongPassword(password: string) {
	return PASSWORD_RULES.every((r) => r.test(password))
}
