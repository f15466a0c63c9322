import { useEffect, useState } from 'react'
import type { LanguageCode } from './config.ts'
import { loadedResources, loadResources, type Resources } from './resources.ts'

/**
 * The texts of `lng`. After a language change (the next page's data names a new
 * locale) the old texts stay on screen until the new language's chunk arrives.
 */
export function useResources(lng: LanguageCode): { lng: LanguageCode; resources: Resources } {
	const [state, setState] = useState(() => ({ lng, resources: loadedResources(lng) }))
	useEffect(() => {
		if (state.lng === lng && state.resources) return
		let current = true
		void loadResources(lng).then((resources) => current && setState({ lng, resources }))
		return () => {
			current = false
		}
	}, [lng, state])
	if (!state.resources) throw new Error(`The texts of ${state.lng} were not loaded before rendering`)
	return { lng: state.lng, resources: state.resources }
}
