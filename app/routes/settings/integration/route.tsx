import { requireViewer } from '#app/auth/guards.server.ts'
import { Section } from '#app/components/section.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Card, CardContent } from '#app/components/ui/card.tsx'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { integrationStatus } from './integration-status.ts'
import type { Route } from './+types/route'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'settings:tabs.integration', 'settings:title')

/** Read-only: the company view the guard has already read says which integration the company has. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	return { status: integrationStatus(viewer.company) }
}

/** Integration (spec 1 §2 /settings/integration): the company's console integration, or none. */
export default function IntegrationSettings({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('settingsGeneral')
	const { status } = loaderData
	return (
		<Section id="integration-title" title={t('integration.title')} description={t('integration.description')} className="max-w-2xl">
			<Card data-testid="integration-status">
				<CardContent className="grid gap-4">
					{status.kind === 'none' ? (
						<div className="grid gap-1">
							<h3 className="font-medium">{t('integration.none.title')}</h3>
							<p className="text-sm text-muted-foreground">{t('integration.none.text')}</p>
						</div>
					) : (
						<>
							<div className="flex flex-wrap items-center gap-3">
								<h3 className="font-medium">{status.kind === 'other' ? status.id : t(`integration.names.${status.kind}`)}</h3>
								<Badge variant="secondary">{t('integration.connected')}</Badge>
							</div>
							<p className="text-sm text-muted-foreground">
								{t(`integration.summaries.${status.kind}`, { name: status.id, parent: status.parentCompanyName ?? '' })}
							</p>
							<div className="grid gap-2">
								<h4 className="text-sm font-medium">{t('integration.changesLabel')}</h4>
								{status.changes.length > 0 ? (
									<ul className="grid list-disc gap-1 ps-5 text-sm">
										{status.changes.map((change) => (
											<li key={change}>{t(`integration.changes.${change}`)}</li>
										))}
									</ul>
								) : (
									<p className="text-sm text-muted-foreground">{t('integration.noChanges')}</p>
								)}
							</div>
						</>
					)}
				</CardContent>
			</Card>
		</Section>
	)
}
