import { redirect } from 'react-router'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { listActiveCampaigns, listArchivedCampaigns } from '#app/gateway/phishing-exercise.server.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { CampaignsEmpty } from './campaign-card.tsx'
import { tabPath } from './campaign-options.ts'
import { requireExerciseViewer } from './exercise-access.server.ts'
import type { Route } from './+types/home'

/**
 * /phishing-exercise (spec 3 §2): with campaigns, the Active tab's route; without, the home stays at its
 * base URL with the packs and the empty Active tab.
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireExerciseViewer(args)
	const first = { pageNumber: 0, pageSize: 1 }
	const [active, archived] = await Promise.all([
		settle(args.request, () => listActiveCampaigns(viewer.token, viewer.company.id, first)),
		settle(args.request, () => listArchivedCampaigns(viewer.token, viewer.company.id, first)),
	])
	const count = (page: typeof active) => (page.ok ? page.value.pageInfo.totalItems : 0)
	if (count(active) + count(archived) > 0) throw redirect(`${tabPath('active')}${args.url.search}`)
	return { failures: [active.ok ? null : active.failure, archived.ok ? null : archived.failure] }
}

export default function PhishingExerciseStart({ loaderData }: Route.ComponentProps) {
	return (
		<section className="grid gap-4" data-testid="campaigns-active">
			<LoadFailures failures={loaderData.failures} namespace="phishingExercise" />
			<CampaignsEmpty tab="active" />
		</section>
	)
}
