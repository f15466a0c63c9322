import { useLocation } from 'react-router'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { HelpButton } from './help-button.tsx'
import { SHELL_MODAL } from './modals.ts'
import { NewVersionBanner } from './new-version-banner.tsx'
import { pathWithoutOverlay } from './urls.ts'
import type { ShellOverlaysData } from './overlay-data.ts'

// Each in a chunk of its own, fetched when the URL opens it.
const SupportDrawer = lazyPanel('SupportDrawer', () => import('./support-drawer.tsx').then((m) => m.SupportDrawer))
const ContactSalesDialog = lazyPanel('ContactSalesDialog', () => import('./contact-sales-dialog.tsx').then((m) => m.ContactSalesDialog))
const FeedbackDrawer = lazyPanel('FeedbackDrawer', () => import('./feedback-drawer.tsx').then((m) => m.FeedbackDrawer))

/**
 * The shell's help overlays: the floating Help button, the drawer or dialog the
 * URL opens (`?modal=support | contactSales | feedback`) and the new-version
 * banner. `data` is loadShellOverlays' answer for this page's URL.
 */
export function ShellOverlays({ data }: { data: ShellOverlaysData }) {
	const location = useLocation()
	const closeHref = pathWithoutOverlay(location.pathname, location.search)
	return (
		<>
			<HelpButton />
			{data.modal === SHELL_MODAL.support && data.support ? <SupportDrawer data={data.support} closeHref={closeHref} /> : null}
			{data.modal === SHELL_MODAL.contactSales && data.contactSales ? (
				<ContactSalesDialog data={data.contactSales} closeHref={closeHref} />
			) : null}
			{data.modal === SHELL_MODAL.feedback && data.feedback ? <FeedbackDrawer data={data.feedback} closeHref={closeHref} /> : null}
			<NewVersionBanner />
		</>
	)
}
