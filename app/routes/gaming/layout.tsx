import { Outlet, redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { metaTranslator, useTranslation } from '#app/i18n/react.tsx'
import { gamingRedirect } from './game-switch.ts'
import { requireGame } from './game.server.ts'
import { GAME, GAME_TABS, gamePath, gameTextKey } from './games.ts'
import type { Route } from './+types/layout'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = metaTranslator(matches)
	return loaderData ? [{ title: t(gameTextKey(loaderData.game, 'title')) }] : []
}

/**
 * A game's pages (spec 2 §2): the title and the preview, statistics and settings tabs. A company with
 * the phishing exercise v2 flag asking for gaming goes to the matching phishing exercise page once that
 * is built (spec 3 §6, game-switch.ts).
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const game = requireGame(args.url)
	if (game === GAME.gaming) {
		const to = gamingRedirect(args.url.pathname, viewer.company.features.isPhishingExerciseV2Enabled)
		if (to) throw redirect(to)
	}
	return { game }
}

export default function GameLayout({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('gaming')
	const { game } = loaderData
	return (
		<PageLayout>
			<PageHeader
				title={
					<span className="inline-flex flex-wrap items-center gap-2">
						{t(gameTextKey(game, 'title'))}
						{game === GAME.fakeOrReal ? <Badge variant="secondary">{t(gameTextKey(game, 'subtitle'))}</Badge> : null}
					</span>
				}
				description={
					<>
						{game === GAME.gaming ? <span className="font-medium">{t(gameTextKey(game, 'subtitle'))}: </span> : null}
						{t(gameTextKey(game, 'description'))}
					</>
				}
			>
				<TabNav aria-label={t('tabs.label')}>
					{GAME_TABS.map((tab) => (
						<TabNavLink key={tab} to={gamePath(game, tab)} end>
							{t(`tabs.${tab}`)}
						</TabNavLink>
					))}
				</TabNav>
			</PageHeader>
			<Outlet />
		</PageLayout>
	)
}
