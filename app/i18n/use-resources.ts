import { useEffect, useRef, useSyncExternalStore } from 'react'
import { loadedResources, loadResources, subscribeToResources, type Resources } from './resources.ts'
import type { LanguageCode } from './config.ts'

/**
 * The texts of `lng`, re-rendering when more of them arrive (the console part
 * after a sign-in). After a language change (the next page's data names a new
 * locale) the old texts stay on screen until the new language's chunk arrives.
 */
export function useResources(lng: LanguageCode): { lng: LanguageCode; resources: Resources } {
	const snapshot = () => loadedResources(lng)
	const resources = useSyncExternalStore(subscribeToResources, snapshot, snapshot)
	const shown = useRef<{ lng: LanguageCode; resources: Resources } | null>(null)
	useEffect(() => {
		if (!resources) void loadResources(lng, ['sign-in'])
	}, [lng, resources])
	if (resources && shown.current?.resources !== resources) shown.current = { lng, resources }
	if (!shown.current) throw new Error(`The texts of ${lng} were not loaded before rendering`)
	return shown.current
}
