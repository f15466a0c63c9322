import { createI18nextMiddleware } from 'remix-i18next/middleware'
import { createCookie } from 'react-router'
import { FALLBACK_LANGUAGE, isLanguageCode, LANGUAGE_CODES, NAMESPACES } from './config.ts'
import { sessionStorage } from '#app/auth/session.server.ts'
import { allResources } from './all-resources.server.ts'

/** The guest's language choice; signed-in users keep theirs in the session. */
export const localeCookie = createCookie('lng', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
})

let middleware: ReturnType<typeof createI18nextMiddleware> | undefined

/**
 * Locale order (ARCHITECTURE.md): the user's own choice, then the company
 * language, then the cookie, then Accept-Language.
 */
function create() {
	return createI18nextMiddleware({
		detection: {
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
		},
		i18next: {
			fallbackLng: FALLBACK_LANGUAGE,
			supportedLngs: LANGUAGE_CODES,
			lowerCaseLng: true,
			ns: [...NAMESPACES],
			defaultNS: 'common',
			interpolation: { escapeValue: false },
			resources: allResources,
		},
	})
}

function instance() {
	middleware ??= create()
	return middleware
}

export const i18nextMiddleware: ReturnType<typeof createI18nextMiddleware>[0] = (args, next) =>
	instance()[0](args, next)
export const getLocale: ReturnType<typeof createI18nextMiddleware>[1] = (context) => instance()[1](context)
export const getInstance: ReturnType<typeof createI18nextMiddleware>[2] = (context) => instance()[2](context)
