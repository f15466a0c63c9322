/** Spec 3 §9 "Version check interval 60 seconds". */
export const VERSION_CHECK_INTERVAL_MS = 60_000

/** A newer build is running when the server names one and it is not the page's own. */
export function isNewVersion(pageBuild: string, serverBuild: unknown): boolean {
	return typeof serverBuild === 'string' && serverBuild !== '' && serverBuild !== pageBuild
}

/**
 * Asks `fetchBuild` for the server's build every `intervalMs` and calls
 * `onNewVersion` once, the first time it differs from `pageBuild`; then stops.
 * A failed check (offline, signed out, a deploy in progress) is skipped
 * silently: the next tick asks again. Returns a stop function.
 */
export function startVersionPoll({
	pageBuild,
	fetchBuild,
	onNewVersion,
	intervalMs = VERSION_CHECK_INTERVAL_MS,
}: {
	pageBuild: string
	fetchBuild: () => Promise<unknown>
	onNewVersion: () => void
	intervalMs?: number
}): () => void {
	let stopped = false
	let checking = false
	const timer = setInterval(() => {
		if (checking) return
		checking = true
		fetchBuild()
			.then((serverBuild) => {
				if (stopped || !isNewVersion(pageBuild, serverBuild)) return
				stop()
				onNewVersion()
			})
			.catch(() => {})
			.finally(() => {
				checking = false
			})
	}, intervalMs)
	function stop() {
		stopped = true
		clearInterval(timer)
	}
	return stop
}

/** The build the server runs, from /resources/build-version. */
export async function fetchServerBuild(signal?: AbortSignal): Promise<unknown> {
	const response = await fetch('/resources/build-version', {
		cache: 'no-store',
		headers: { Accept: 'application/json' },
		signal,
	})
	if (!response.ok || !response.headers.get('Content-Type')?.includes('application/json')) return null
	const body = (await response.json()) as { buildTimestamp?: unknown }
	return body.buildTimestamp
}
