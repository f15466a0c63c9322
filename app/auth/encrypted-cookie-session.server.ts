import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { createCookie, createSession, type CookieOptions, type Cookie, type SessionData, type SessionStorage } from 'react-router'

/**
 * A cookie session whose payload is encrypted (AES-256-GCM), not only signed: the gateway token
 * in it cannot be read from the cookie. One key per secret (HKDF-SHA256 of the secret, bound to the
 * cookie's name); the newest secret encrypts, every secret decrypts, so rotating SESSION_SECRET
 * keeps sessions. A cookie that fails to decrypt (tampered, foreign, from a retired secret) is no
 * session. Same interface as React Router's createCookieSessionStorage.
 */
export function createEncryptedCookieSessionStorage<Data = SessionData, FlashData = Data>({
	cookie: { secrets, name, ...options },
}: {
	cookie: CookieOptions & { name: string; secrets: string[] }
}): SessionStorage<Data, FlashData> {
	if (secrets.length === 0) throw new Error(`The ${name} cookie needs at least one secret`)
	const keys = secrets.map((secret) => deriveKey(secret, name))
	// The cookie itself is not signed: integrity comes from the cipher's authentication tag.
	const cookie = createCookie(name, options)
	// A page's loaders, middleware and the shell each read the session: the same Cookie header is
	// parsed and opened once (parsing decodes the value a character at a time: ~1 % of a page's CPU).
	const opened = new Map<string, Record<string, unknown> | null>()
	async function openOnce(cookieHeader: string) {
		let data = opened.get(cookieHeader)
		if (data === undefined) {
			const sealed: unknown = await cookie.parse(cookieHeader)
			const value = typeof sealed === 'string' ? open(sealed, keys, name) : null
			data = isRecord(value) ? value : null
			if (opened.size >= OPENED_COOKIES_KEPT) opened.delete(opened.keys().next().value!)
			opened.set(cookieHeader, data)
		}
		// Each session gets its own copy: callers set and unset values on theirs.
		return data && structuredClone(data)
	}
	return {
		async getSession(cookieHeader) {
			const data = cookieHeader ? await openOnce(cookieHeader) : null
			return createSession<Data, FlashData>((data ?? {}) as never)
		},
		async commitSession(session, serializeOptions) {
			const serialized = await cookie.serialize(seal(session.data, keys[0]!, name), serializeOptions)
			if (serialized.length > 4096) throw new Error(`Cookie length will exceed browser maximum. Length: ${serialized.length}`)
			return serialized
		},
		async destroySession(_session, serializeOptions) {
			return cookie.serialize('', { ...serializeOptions, maxAge: undefined, expires: new Date(0) })
		},
	}
}

const VERSION = 'v1'
/** Opened Cookie headers kept per storage; the oldest go first. */
const OPENED_COOKIES_KEPT = 1000
const IV_BYTES = 12
const TAG_BYTES = 16

function deriveKey(secret: string, cookieName: string) {
	return Buffer.from(hkdfSync('sha256', secret, 'console-session-cookie', `${VERSION}:${cookieName}`, 32))
}

function seal(data: unknown, key: Buffer, cookieName: string): string {
	const iv = randomBytes(IV_BYTES)
	const cipher = createCipheriv('aes-256-gcm', key, iv)
	cipher.setAAD(Buffer.from(cookieName))
	const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()])
	return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
}

function open(sealed: string, keys: Buffer[], cookieName: string): unknown {
	if (!sealed.startsWith(`${VERSION}.`)) return null
	const bytes = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url')
	if (bytes.length < IV_BYTES + TAG_BYTES) return null
	const iv = bytes.subarray(0, IV_BYTES)
	const tag = bytes.subarray(bytes.length - TAG_BYTES)
	const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)
	for (const key of keys) {
		try {
			const decipher = createDecipheriv('aes-256-gcm', key, iv)
			decipher.setAAD(Buffer.from(cookieName))
			decipher.setAuthTag(tag)
			const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
			return JSON.parse(plain)
		} catch {
			// Not this key (or tampered): try the next one.
		}
	}
	return null
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A cookie built on first use, so its options can read the validated environment (Secure in
 * production) without reading it when the module loads.
 */
export function lazyCookie(build: () => Cookie): Cookie {
	let cookie: Cookie | undefined
	const get = () => (cookie ??= build())
	return {
		get name() {
			return get().name
		},
		get isSigned() {
			return get().isSigned
		},
		get expires() {
			return get().expires
		},
		parse: (header, options) => get().parse(header, options),
		serialize: (value, options) => get().serialize(value, options),
	}
}
