import { redirect } from 'react-router'
import { tabPath } from './list-options.ts'
import { requireSimulationViewer } from './simulation-access.server.ts'
import type { Route } from './+types/legacy-redirect'

/** /phishing/campaign (spec 3 §2): the old address of the campaign list, sent to its Active tab. */
export async function loader(args: Route.LoaderArgs) {
	await requireSimulationViewer(args)
	throw redirect(tabPath('active'))
}

export default function LegacyRedirect() {
	return null
}
