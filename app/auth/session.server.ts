import { createCookie, type Session } from 'react-router'
import { getEnv } from '#app/env.server.ts'
import type { Toast } from '#app/lib/toast.server.ts'
import { createEncryptedCookieSessionStorage, lazyCookie } from './encrypted-cookie-session.server.ts'

/**
 * Who is signed in. The gateway token never leaves the server: the cookie is
 * encrypted (AES-256-GCM, keys from SESSION_SECRET) and httpOnly, and the token in it
 * is revoked at the gateway on logout, so a copied cookie stops working once its
 * owner signs out.
 */
export type SessionData = {
	idToken: string
	userId: string
	companyId: string
	role: string
	/** Company language, second in the locale order after the user's own choice. */
	companyLang?: string
	/** The user's own language choice (language menu). */
	lng?: string
	/** A password sign-in waiting for its email code. */
	mfa?: { verificationToken: string; email: string; sendsLeft: number; redirectTo?: string }
}

/** One-time values for the next page; `#app/lib/toast.server.ts` owns the toast. */
export type FlashData = { toast: Toast }

let storage: ReturnType<typeof createStorage> | undefined
let companyAccess: ReturnType<typeof createCompanyAccessStorage> | undefined

function createStorage() {
	const env = getEnv()
	return createEncryptedCookieSessionStorage<SessionData, FlashData>({
		cookie: {
			name: '__session',
			httpOnly: true,
			sameSite: 'lax',
			path: '/',
			secure: env.NODE_ENV === 'production',
			secrets: env.sessionSecrets,
			maxAge: 60 * 60 * 8,
		},
	})
}

/**
 * Partner "login as company" lives in its own cookie with no Max-Age: it ends
 * with the browser session, and the partner's own session stays untouched.
 */
export type CompanyAccessData = {
	idToken: string
	companyId: string
	companyName: string
	userId: string
	/** The partner's own customers page, where 'Back to customers' returns. */
	returnTo?: string
}
function createCompanyAccessStorage() {
	const env = getEnv()
	return createEncryptedCookieSessionStorage<CompanyAccessData>({
		cookie: {
			name: '__company_access',
			httpOnly: true,
			sameSite: 'lax',
			path: '/',
			secure: env.NODE_ENV === 'production',
			secrets: env.sessionSecrets,
		},
	})
}

export function sessionStorage() {
	storage ??= createStorage()
	return storage
}

export function companyAccessStorage() {
	companyAccess ??= createCompanyAccessStorage()
	return companyAccess
}

export function getSession(request: Request) {
	return sessionStorage().getSession(request.headers.get('Cookie'))
}

export function commitSession(session: Session<SessionData, FlashData>) {
	return sessionStorage().commitSession(session)
}

export function destroySession(session: Session<SessionData, FlashData>) {
	return sessionStorage().destroySession(session)
}

export function getCompanyAccess(request: Request) {
	return companyAccessStorage().getSession(request.headers.get('Cookie'))
}

/** Which sign-in page a signed-out user returns to: 14 days and 10 hours (spec 1 §9). */
export const AUTH_TYPE_MAX_AGE = (14 * 24 + 10) * 60 * 60
export const authTypeCookie = lazyCookie(() =>
	createCookie('auth_type', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		secure: getEnv().NODE_ENV === 'production',
		maxAge: AUTH_TYPE_MAX_AGE,
	}),
)

export type AuthType = 'password' | 'sso'

export async function getAuthType(request: Request): Promise<AuthType> {
	const value = await authTypeCookie.parse(request.headers.get('Cookie'))
	return value === 'sso' ? 'sso' : 'password'
}

export function loginPathFor(authType: AuthType) {
	return authType === 'sso' ? '/login/sso' : '/login'
}
