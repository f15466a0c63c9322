import type { TranslationKey } from '#app/i18n/keys.ts'
import type { TFunction } from '#app/i18n/translator.ts'
import { CONTAINED_MESSAGE } from './template-messages.ts'

/**
 * The wizard's form messages are i18n keys; the contained-anchor one carries the other callout's number
 * after a '|' (template-schemas.ts), shown in its text.
 */
export function translateTemplateErrors(t: TFunction, errors: readonly string[] | undefined) {
	return errors?.map((error) => {
		const [key, number] = error.split('|')
		return key === CONTAINED_MESSAGE ? t(CONTAINED_MESSAGE, { number }) : t(key as TranslationKey)
	})
}
