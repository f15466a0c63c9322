import { Link } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { UpgradedDialogData } from './overlay-data.ts'

/** After Continue to Free (spec 1 §2 downgrade-success): 'Downgraded'. */
export function DowngradedDialog({ page }: { page: string }) {
	const { t } = useTranslation('plan')
	return <ResultDialog page={page} title={t('downgraded.title')} description={t('downgraded.description')} testId="downgraded-dialog" />
}

/** After an upgrade (spec 1 §2 upgrade-success): 'All Set!'; right after the trial started, with its end. */
export function UpgradedDialog({ data, page }: { data: UpgradedDialogData; page: string }) {
	const { t } = useTranslation('plan')
	const description = data.trialEndsLabel ? t('upgraded.trialDescription', { date: data.trialEndsLabel }) : t('upgraded.description')
	return <ResultDialog page={page} title={t('upgraded.title')} description={description} testId="upgraded-dialog" />
}

function ResultDialog({ page, title, description, testId }: { page: string; title: string; description: string; testId: string }) {
	const { t } = useTranslation('plan')
	return (
		<UrlDialog closeHref={page} data-testid={testId} title={title} description={description}>
			<DialogFooter>
				<Button asChild>
					<Link to={page} replace preventScrollReset>
						{t('done')}
					</Link>
				</Button>
			</DialogFooter>
		</UrlDialog>
	)
}
