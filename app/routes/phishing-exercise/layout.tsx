import { Link, Outlet, useLocation } from 'react-router'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { hrefWith } from '#app/components/shell/url-state.ts'
import { Button } from '#app/components/ui/button.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { listAvailablePacks } from '#app/gateway/phishing-exercise.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { settle } from '#app/lib/gateway-results.server.ts'
import { ALL_PACKS, CAMPAIGN_TABS, CREATE_PATH, EXERCISE_PATH, PACKS_SHOWN, PARAMS, tabPath } from './campaign-options.ts'
import { requireExerciseViewer } from './exercise-access.server.ts'
import { PackCards } from './pack-cards.tsx'
import type { Route } from './+types/layout'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'phishingExercise:title')

/** The phishing exercise home's frame (spec 3 §2): the packs to start from, Create Custom, and the Active and Archived tabs. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireExerciseViewer(args)
	const packs = await settle(args.request, () => listAvailablePacks(viewer.token, viewer.company.id))
	return {
		packs: packs.ok
			? packs.value.map(({ id, name, thumbnail, difficulty, templatesEmailCount, templatesSmsCount }) => ({
					id,
					name,
					thumbnail,
					difficulty,
					templatesEmailCount,
					templatesSmsCount,
				}))
			: [],
		failure: packs.ok ? null : packs.failure,
	}
}

export default function PhishingExerciseHome({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('phishingExercise')
	const location = useLocation()
	const showAll = new URLSearchParams(location.search).get(PARAMS.packs) === ALL_PACKS
	return (
		<PageLayout>
			<PageHeader
				title={t('title')}
				description={t('description')}
				actions={
					<Button asChild>
						<Link to={CREATE_PATH}>{t('packs.createCustom')}</Link>
					</Button>
				}
			/>
			<LoadFailures failures={[loaderData.failure]} namespace="phishingExercise" />
			<PackCards
				packs={loaderData.packs}
				showAll={showAll}
				limit={PACKS_SHOWN}
				moreHref={hrefWith(location, PARAMS.packs, ALL_PACKS)}
				lessHref={hrefWith(location, PARAMS.packs, null)}
				chooseHref={(packId) => `${CREATE_PATH}?${PARAMS.packId}=${encodeURIComponent(packId)}`}
			/>
			<TabNav aria-label={t('tabs.label')}>
				{CAMPAIGN_TABS.map((tab) => (
					<TabNavLink
						key={tab}
						to={tabPath(tab)}
						active={location.pathname === tabPath(tab) || (tab === 'active' && location.pathname === EXERCISE_PATH)}
					>
						{t(`tabs.${tab}`)}
					</TabNavLink>
				))}
			</TabNav>
			<Outlet />
		</PageLayout>
	)
}
