import { useSyncExternalStore } from 'react'

const noopSubscribe = () => () => {}

/** false on the server and during hydration, true afterwards (no hydration mismatch). */
export function useHydrated() {
	return useSyncExternalStore(
		noopSubscribe,
		() => true,
		() => false,
	)
}
