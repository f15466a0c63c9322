import { Outlet, useLocation } from 'react-router'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { isBuiltPage } from '#app/lib/built-pages.ts'

/** The learning area (All Courses, the video library, the course pages): its pages show once the area's texts are loaded. */
export const handle = textsHandle('learning')

/** Spec 2 §2: /learning has the tabs videos and courses. */
const LEARNING_TABS = [
	{ key: 'videos', path: '/learning/videos' },
	{ key: 'courses', path: '/learning/courses' },
] as const

export default function LearningArea() {
	useAreaTexts('learning')
	const { pathname } = useLocation()
	return (
		<>
			{pathname.startsWith('/learning/') ? <LearningTabs /> : null}
			<Outlet />
		</>
	)
}

/** The two pages of /learning as tabs (links), above the page; a tab whose page is not built is left out. */
function LearningTabs() {
	const { t } = useTranslation('videos')
	return (
		<div className="mx-auto mb-4 w-full max-w-6xl min-w-0">
			<TabNav aria-label={t('tabs.label')} data-testid="learning-tabs">
				{LEARNING_TABS.filter((tab) => isBuiltPage(tab.path)).map((tab) => (
					<TabNavLink key={tab.key} to={tab.path}>
						{t(`tabs.${tab.key}`)}
					</TabNavLink>
				))}
			</TabNav>
		</div>
	)
}
