import type { EnglishTexts, Namespace } from './namespaces.ts'

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other'
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K
/** The dotted paths of an object's texts; a plural's `_one` / `_other` forms fold into their base key. */
type TextPaths<T> = {
	[K in keyof T & string]: T[K] extends string ? WithoutPluralSuffix<K> : `${K}.${TextPaths<T[K]>}`
}[keyof T & string]

/** A key inside one namespace, as a `t` of `useTranslation(ns)` takes it bare: `'login.title'`. */
export type KeyIn<NS extends Namespace> = TextPaths<EnglishTexts[NS]>

/**
 * A key with its namespace, `'auth:login.title'`: what travels as data (schema messages, server
 * replies, flash messages) and works with any `t`. Only keys of the English texts type-check.
 */
export type TranslationKey = { [NS in Namespace]: `${NS}:${KeyIn<NS>}` }[Namespace]

/**
 * A key written where TypeScript cannot tell it is one (a zod message is any string): checked here.
 * `z.minLength(1, textKey('auth:login.emailRequired'))`
 */
export function textKey<const K extends TranslationKey>(key: K): K {
	return key
}
