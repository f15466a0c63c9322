import type { TranslationKey } from '#app/i18n/keys.ts'
import type { TFunction, TranslateValues } from '#app/i18n/translator.ts'
import type { FieldMetadata } from '@conform-to/react'

/**
 * Form messages are i18n keys (the schemas are shared by browser and server); show them translated.
 * conform hands them back as plain strings: the schemas write each one with `textKey`, which checks it.
 */
export function translateErrors(
	t: TFunction,
	errors: readonly string[] | undefined,
	values?: TranslateValues | ((message: string) => TranslateValues),
) {
	return errors?.map((e) => t(e as TranslationKey, typeof values === 'function' ? values(e) : values))
}

/** A message for the page: an i18n key, or the gateway's own text when raw (never run through t()). */
export type UiMessage = { message: TranslationKey; raw?: false } | { message: string; raw: true }

export function showMessage(t: TFunction, m: UiMessage) {
	return m.raw ? m.message : t(m.message)
}

/** A conform field of a form whose schema type is not spelled out (useForm without a type argument). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormField = FieldMetadata<any, any, string[]>
