import { useLocation } from 'react-router'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { pathWithoutPlan } from './modals.ts'
import type { PlanOverlaysData } from './overlay-data.ts'

// Each in a chunk of its own, fetched when the URL (or the expired trial) opens it.
const UpgradeDialog = lazyPanel('UpgradeDialog', () => import('./upgrade-dialog.tsx').then((m) => m.UpgradeDialog))
const DowngradeDialog = lazyPanel('DowngradeDialog', () => import('./downgrade-dialog.tsx').then((m) => m.DowngradeDialog))
const StartTrialDialog = lazyPanel('StartTrialDialog', () => import('./start-trial-dialog.tsx').then((m) => m.StartTrialDialog))
const DowngradedDialog = lazyPanel('DowngradedDialog', () => import('./result-dialogs.tsx').then((m) => m.DowngradedDialog))
const UpgradedDialog = lazyPanel('UpgradedDialog', () => import('./result-dialogs.tsx').then((m) => m.UpgradedDialog))

/**
 * The shell's plan dialogs (spec 1 §2): upgrade (`?modal=upgrade`, or by itself after an expired
 * trial), downgrade, 'Downgraded', 'All Set!' and the trial start. `data` is loadPlanOverlays'
 * answer for this page's URL.
 */
export function PlanOverlays({ data }: { data: PlanOverlaysData }) {
	const location = useLocation()
	const dialog = data.dialog
	if (!dialog) return null
	// The page under the dialog: where closing, Cancel and Done lead, and where the forms return.
	const page = pathWithoutPlan(location.pathname, location.search)
	switch (dialog.kind) {
		case 'upgrade':
			return <UpgradeDialog data={dialog} page={page} />
		case 'downgrade':
			return <DowngradeDialog data={dialog} page={page} />
		case 'downgraded':
			return <DowngradedDialog page={page} />
		case 'upgraded':
			return <UpgradedDialog data={dialog} page={page} />
		case 'startTrial':
			return <StartTrialDialog page={page} />
	}
}
