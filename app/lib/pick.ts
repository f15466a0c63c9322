/**
 * A copy of `object` with only `keys`: what a loader sends the browser of a gateway reply, each field
 * named once (a new field of the reply stays on the server until it is added here).
 */
export function pick<T extends object, const K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
	const picked = {} as Pick<T, K>
	for (const key of keys) picked[key] = object[key]
	return picked
}
