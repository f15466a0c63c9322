import { Link } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { isConsoleIntegration, isSubReseller } from '#app/auth/visibility.ts'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { SHELL_MODAL } from '#app/components/shell/help/modals.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import type { Route } from './+types/become-partner'

/** The Contact Sales dialog knows which page asked (sales quote `pageName`, spec 1 §3). */
export const BECOME_PARTNER_PAGE_NAME = 'become-partner'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'home:becomePartner.title')

export async function loader(args: Route.LoaderArgs) {
	const { company } = await requireViewer(args)
	// spec 1 §6: Contact Sales is hidden for the console integration and for sub-resellers.
	return { canContactSales: !isConsoleIntegration(company) && !isSubReseller(company) }
}

const POINTS = ['resell', 'whiteLabel', 'customers'] as const

/** Become a Partner (spec 1 §2): the partner program in short, and the way to sales. */
export default function BecomePartner({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('home')
	return (
		<PageLayout className="gap-8">
			<PageHeader title={t('becomePartner.title')} description={t('becomePartner.intro')} />
			<ul className="grid gap-4 md:grid-cols-3">
				{POINTS.map((point) => (
					<li key={point} className="contents">
						<Card>
							<CardHeader>
								<CardTitle asChild>
									<h2>{t(`becomePartner.${point}.title`)}</h2>
								</CardTitle>
								<CardDescription>{t(`becomePartner.${point}.description`)}</CardDescription>
							</CardHeader>
						</Card>
					</li>
				))}
			</ul>
			{loaderData.canContactSales ? (
				<div className="flex flex-wrap items-center gap-4">
					<Button asChild size="lg">
						<Link
							to={`?modal=${SHELL_MODAL.contactSales}&pageName=${BECOME_PARTNER_PAGE_NAME}`}
							preventScrollReset
							data-testid="become-partner-contact-sales"
						>
							{t('becomePartner.contactSales')}
						</Link>
					</Button>
					<p className="text-sm text-muted-foreground">{t('becomePartner.contactHint')}</p>
				</div>
			) : null}
		</PageLayout>
	)
}
