import { isOneOf } from './one-of.ts'

/**
 * Sets of named string constants: a page's `?modal=` values, its forms' `intent` values. Where a
 * value is its own name, `namedValues` writes each name once; `isValueOf` reads a value from a URL or
 * a form against any such set, narrowing its type.
 */

/** The values of a constants object, as a union: `ValueOf<typeof INTENT>`. */
export type ValueOf<T> = T[keyof T]

/** `namedValues(['save', 'remove'])` is `{ save: 'save', remove: 'remove' }`, frozen. */
export function namedValues<const Name extends string>(names: readonly Name[]): { readonly [N in Name]: N } {
	return Object.freeze(Object.fromEntries(names.map((name) => [name, name]))) as { readonly [N in Name]: N }
}

/** Whether `value` is one of the values of `constants`, narrowing its type. */
export function isValueOf<const T extends Readonly<Record<string, string>>>(
	constants: T,
	value: string | null | undefined,
): value is ValueOf<T> {
	return isOneOf(Object.values(constants), value)
}
