import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { LanguageDetector } from 'remix-i18next/server'
import { lazyCookie } from '#app/auth/encrypted-cookie-session.server.ts'
import { sessionStorage } from '#app/auth/session.server.ts'
import { getEnv } from '#app/env.server.ts'
import { FALLBACK_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from './config.ts'

/** The guest's language choice; signed-in users keep theirs in the session. */
export const localeCookie = lazyCookie(() =>
	createCookie('lng', {
		path: '/',
		sameSite: 'lax',
		httpOnly: true,
		secure: getEnv().NODE_ENV === 'production',
		maxAge: 60 * 60 * 24 * 365,
	}),
)

let detector: LanguageDetector | undefined

/**
 * Locale order (ARCHITECTURE.md): the user's own choice, then the company
 * language, then the cookie, then Accept-Language. remix-i18next's detector does
 * the matching; the texts themselves come from our translator (i18n/react.tsx),
 * so no i18next instance is built per request.
 */
function languageDetector() {
	detector ??= new LanguageDetector({
		supportedLanguages: LANGUAGE_CODES,
		fallbackLanguage: FALLBACK_LANGUAGE,
		cookie: localeCookie,
		sessionStorage: sessionStorage(),
		sessionKey: 'lng',
		order: ['session', 'custom', 'cookie', 'header'],
		async findLocale(request) {
			const session = await sessionStorage().getSession(request.headers.get('Cookie'))
			const companyLang = session.get('companyLang')
			return isLanguageCode(companyLang) ? companyLang : null
		},
	})
	return detector
}

const localeContext = createContext<LanguageCode>(FALLBACK_LANGUAGE)

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
	const detected = await languageDetector().detect(request)
	context.set(localeContext, isLanguageCode(detected) ? detected : FALLBACK_LANGUAGE)
	return next()
}

/** The locale the middleware detected for this request. */
export function getLocale(context: Readonly<RouterContextProvider>): LanguageCode {
	return context.get(localeContext)
}
