import { randomBytes, randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'

// Signed tokens (HS256). The `typ` claim keeps the families apart so a token of one kind is never
// accepted where another is expected.

const ISSUER = 'reference-gateway'
export const ID_TOKEN_TTL_SECONDS = 8 * 60 * 60
export const ONE_TIME_TTL_SECONDS = 5 * 60
export const MAGIC_LINK_TTL_SECONDS = 24 * 60 * 60
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60
export const IDP_REQUEST_TTL_SECONDS = 10 * 60

export type IdTokenClaims = { sub: string; cid: string; role: string; sid: string; lac: boolean }
/** A verified ID token's claims and when the token stops being accepted (its `exp`). */
export type VerifiedIdToken = IdTokenClaims & { expiresAt: Date }

/** Kinds of one-time tokens; each is single use through the one_time_tokens table. */
export type OneTimeKind = 'sign_in' | 'magic_link' | 'sso_login' | 'email_verification'
export type OneTimeClaims = { sub: string; cid: string; lac: boolean; kind: OneTimeKind; jti: string }

export type IdpRequestClaims = { email: string; cid: string }

export function generateSecret(): string {
	return randomBytes(32).toString('base64url')
}

/** The secret may arrive later (read from the settings table on first use). */
export function createTokens(secret: string | Promise<string>) {
	const keyPromise = Promise.resolve(secret).then((value) => {
		if (value.length < 16) throw new Error('The gateway secret must have at least 16 characters.')
		return new TextEncoder().encode(value)
	})
	// Failures surface on first use, not as an unhandled rejection at start.
	keyPromise.catch(() => {})

	async function sign(payload: Record<string, unknown>, ttlSeconds: number, jti?: string) {
		const now = Math.floor(Date.now() / 1000)
		const exp = now + ttlSeconds
		let jwt = new SignJWT(payload)
			.setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
			.setIssuer(ISSUER)
			.setIssuedAt(now)
			.setExpirationTime(exp)
		if (jti) jwt = jwt.setJti(jti)
		return { token: await jwt.sign(await keyPromise), expiresAt: new Date(exp * 1000) }
	}

	async function verify(token: string, typ: string): Promise<Record<string, unknown> | null> {
		const key = await keyPromise
		try {
			const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] })
			return payload.typ === typ ? (payload as Record<string, unknown>) : null
		} catch {
			return null
		}
	}

	return {
		signIdToken(claims: IdTokenClaims) {
			return sign({ typ: 'id', ...claims }, ID_TOKEN_TTL_SECONDS)
		},
		async verifyIdToken(token: string): Promise<VerifiedIdToken | null> {
			const p = await verify(token, 'id')
			if (!p || typeof p.sub !== 'string' || typeof p.cid !== 'string' || typeof p.sid !== 'string') return null
			if (typeof p.exp !== 'number') return null
			return { sub: p.sub, cid: p.cid, role: String(p.role), sid: p.sid, lac: p.lac === true, expiresAt: new Date(p.exp * 1000) }
		},
		/** The caller stores the returned jti before handing the token out. */
		async signOneTime(kind: OneTimeKind, claims: { sub: string; cid: string; lac?: boolean }, ttlSeconds: number) {
			const jti = randomUUID()
			const signed = await sign({ typ: 'ott', kind, sub: claims.sub, cid: claims.cid, lac: claims.lac === true }, ttlSeconds, jti)
			return { ...signed, jti }
		},
		async verifyOneTime(token: string, kinds: readonly OneTimeKind[]): Promise<OneTimeClaims | null> {
			const p = await verify(token, 'ott')
			if (!p || typeof p.jti !== 'string' || typeof p.sub !== 'string' || typeof p.cid !== 'string') return null
			if (!kinds.includes(p.kind as OneTimeKind)) return null
			return { sub: p.sub, cid: p.cid, lac: p.lac === true, kind: p.kind as OneTimeKind, jti: p.jti }
		},
		signIdpRequest(claims: IdpRequestClaims) {
			return sign({ typ: 'idp', email: claims.email, cid: claims.cid }, IDP_REQUEST_TTL_SECONDS)
		},
		async verifyIdpRequest(token: string): Promise<IdpRequestClaims | null> {
			const p = await verify(token, 'idp')
			if (!p || typeof p.email !== 'string' || typeof p.cid !== 'string') return null
			return { email: p.email, cid: p.cid }
		},
	}
}

export type Tokens = ReturnType<typeof createTokens>
