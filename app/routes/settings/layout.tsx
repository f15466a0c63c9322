import { Outlet } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { settingsTabsFor } from '#app/auth/visibility.ts'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import type { Route } from './+types/layout'

export const handle = textsHandle('settings')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	return { tabs: settingsTabsFor(viewer.company) }
}

/**
 * Settings (spec 1 §2): the title and the settings pages as tabs (links, so they work without
 * JavaScript); each child page is a route of its own with its own forms.
 */
export default function SettingsLayout({ loaderData }: Route.ComponentProps) {
	useAreaTexts('settings')
	const { t } = useTranslation('settings')
	return (
		<PageLayout>
			<PageHeader title={t('title')}>
				<TabNav aria-label={t('tabs.label')}>
					{loaderData.tabs.map((tab) => (
						<TabNavLink key={tab} to={`/settings/${tab}`}>
							{t(`tabs.${tab}`)}
						</TabNavLink>
					))}
				</TabNav>
			</PageHeader>
			<Outlet />
		</PageLayout>
	)
}
