import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt from node:crypto: salted, parameters stored with the hash, compared in constant time.

const N = 16384
const r = 8
const p = 1
const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
	})
}

/** `cost` (scrypt N) is for test fixtures only; the parameters are stored with the hash. */
export async function hashPassword(password: string, cost = N): Promise<string> {
	const salt = randomBytes(16)
	const key = await scrypt(password, salt, KEY_LENGTH, { N: cost, r, p })
	return `scrypt$${cost}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

// A well-formed hash that matches nothing, so unknown users cost the same time as known ones.
let decoyHash: Promise<string> | undefined

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
	const encoded = stored ?? (await (decoyHash ??= hashPassword(randomBytes(16).toString('hex'))))
	const parts = encoded.split('$')
	if (parts.length !== 6 || parts[0] !== 'scrypt') return false
	const [, nText, rText, pText, saltText, keyText] = parts as [string, string, string, string, string, string]
	const expected = Buffer.from(keyText, 'base64url')
	const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
		N: Number(nText),
		r: Number(rText),
		p: Number(pText),
	})
	return actual.length === expected.length && timingSafeEqual(actual, expected) && stored != null
}

/** Spec 1 §5: at least 8 characters with uppercase, lowercase, digit and special character. */
export function isStrongPassword(password: string): boolean {
	return password.length >= 8 && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password)
}
