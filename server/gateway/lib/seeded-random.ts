/** A small deterministic PRNG (mulberry32): the same seed, the same sequence (demo data, template rotation). */
export function seededRandom(seed: number): () => number {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/** A string as a 32-bit seed (FNV-1a). */
export function hashString(value: string): number {
	let h = 2166136261
	for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619)
	return h >>> 0
}
