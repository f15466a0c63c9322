/** The 16 locale codes of spec 1 §9, with their names in their own language. */
export const LANGUAGES = [
	{ code: 'en', name: 'English' },
	{ code: 'de', name: 'Deutsch' },
	{ code: 'es', name: 'Español (Latinoamérica)' },
	{ code: 'es-es', name: 'Español (España)' },
	{ code: 'fr', name: 'Français' },
	{ code: 'he', name: 'עברית' },
	{ code: 'it', name: 'Italiano' },
	{ code: 'da', name: 'Dansk' },
	{ code: 'nl', name: 'Nederlands' },
	{ code: 'pt', name: 'Português (Portugal)' },
	{ code: 'pt-br', name: 'Português (Brasil)' },
	{ code: 'zh', name: '中文' },
	{ code: 'ru', name: 'Русский' },
	{ code: 'ar', name: 'العربية' },
	{ code: 'el', name: 'Ελληνικά' },
	{ code: 'ja', name: '日本語' },
] as const

export type LanguageCode = (typeof LANGUAGES)[number]['code']
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[]
export const FALLBACK_LANGUAGE: LanguageCode = 'en'
const RTL_LANGUAGES = new Set<string>(['he', 'ar'])
/** Languages shown with the English texts (spec 1 §9): they load English's chunks, they have no files of their own. */
const ENGLISH_TEXT_LANGUAGES = new Set<string>(['ru', 'ar', 'el', 'ja'])

/** The locale folder whose texts `lng` shows. */
export function textsFolderOf(lng: LanguageCode): LanguageCode {
	return ENGLISH_TEXT_LANGUAGES.has(lng) ? 'en' : lng
}

export function isLanguageCode(value: unknown): value is LanguageCode {
	return typeof value === 'string' && (LANGUAGE_CODES as string[]).includes(value)
}

export function textDirection(lng: string): 'rtl' | 'ltr' {
	return RTL_LANGUAGES.has(lng) ? 'rtl' : 'ltr'
}
