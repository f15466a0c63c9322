/**
 * Whether `value` is one of `values`, narrowing its type: a value the gateway names picks a text
 * only when it is a known one, `isOneOf(ROLES, role) ? t(`roles.${role}`) : role`, and the key
 * type-checks.
 */
export function isOneOf<const T extends readonly string[]>(values: T, value: string | null | undefined): value is T[number] {
	return (values as readonly (string | null | undefined)[]).includes(value)
}
