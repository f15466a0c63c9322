import { Outlet } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { CALENDAR_TABS, calendarTabPath } from './calendar-url.ts'
import type { Route } from './+types/layout'

export const handle = textsHandle('calendar')

export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args)
	return null
}

/** The monthly video calendar (spec 2 §2): its title and the tabs preview, history and settings (links). */
export default function CalendarLayout() {
	useAreaTexts('calendar')
	const { t } = useTranslation('calendar')
	return (
		<PageLayout>
			<PageHeader title={t('title')} description={t('description')}>
				<TabNav aria-label={t('tabs.label')} data-testid="calendar-tabs">
					{CALENDAR_TABS.map((tab) => (
						<TabNavLink key={tab} to={calendarTabPath(tab)}>
							{t(`tabs.${tab}`)}
						</TabNavLink>
					))}
				</TabNav>
			</PageHeader>
			<Outlet />
		</PageLayout>
	)
}
