import { Outlet } from 'react-router'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { FOR_DEVELOPERS_PATH } from './tournament-options.ts'

/** Developer training (spec 2 §2 "/for-developers"): its pages show once the area's texts are loaded. */
export const handle = textsHandle('for-developers')

const TABS = [
	{ key: 'preview', path: FOR_DEVELOPERS_PATH.preview },
	{ key: 'statistics', path: FOR_DEVELOPERS_PATH.statistics },
	{ key: 'settings', path: FOR_DEVELOPERS_PATH.settings },
] as const

/** The area's frame: its title and the Preview, Statistics and Settings tabs (links) above each tab's page. */
export default function ForDevelopersArea() {
	useAreaTexts('for-developers')
	const { t } = useTranslation('forDevelopers')
	return (
		<PageLayout>
			<PageHeader title={t('title')}>
				<TabNav aria-label={t('tabs.label')} data-testid="for-developers-tabs">
					{TABS.map((tab) => (
						<TabNavLink key={tab.key} to={tab.path} end>
							{t(`tabs.${tab.key}`)}
						</TabNavLink>
					))}
				</TabNav>
			</PageHeader>
			<Outlet />
		</PageLayout>
	)
}
