import { useEffect, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { BUILD_TIMESTAMP } from './build-info.ts'
import { fetchServerBuild, startVersionPoll, VERSION_CHECK_INTERVAL_MS } from './version-check.ts'

/**
 * 'New version is available!' with RELAUNCH (spec 3): with JavaScript the page
 * asks the server for its build every 60 s and offers a reload once it differs
 * from the build the page came with. Without JavaScript there is nothing to
 * poll: every page load already comes from the running build.
 */
export function NewVersionBanner({
	pageBuild = BUILD_TIMESTAMP,
	fetchBuild = fetchServerBuild,
	relaunch = () => window.location.reload(),
	intervalMs = VERSION_CHECK_INTERVAL_MS,
}: {
	pageBuild?: string
	fetchBuild?: () => Promise<unknown>
	relaunch?: () => void
	intervalMs?: number
}) {
	const { t } = useTranslation('help')
	const [available, setAvailable] = useState(false)
	useEffect(
		() =>
			startVersionPoll({
				pageBuild,
				// A tab in the background does not ask; it catches up on the next tick after it shows again.
				fetchBuild: () => (document.visibilityState === 'hidden' ? Promise.resolve(null) : fetchBuild()),
				onNewVersion: () => setAvailable(true),
				intervalMs,
			}),
		[pageBuild, fetchBuild, intervalMs],
	)
	return (
		<div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-4">
			{available ? (
				<div
					role="status"
					data-testid="new-version-banner"
					className="pointer-events-auto flex items-center gap-4 rounded-md border bg-card px-4 py-2 text-sm text-card-foreground shadow-lg"
				>
					<span>{t('version.available')}</span>
					<Button type="button" size="sm" onClick={relaunch}>
						{t('version.relaunch')}
					</Button>
				</div>
			) : null}
		</div>
	)
}
