import { Form } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { UrlDialog, UrlDialogClose } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { FeatureList } from './features.tsx'
import { PLAN_ACTION, PLAN_INTENT } from './modals.ts'

/**
 * The trial-start dialog (spec 1 §2, §4 "Trial"): START TRIAL activates the Boost trial once
 * ('Trial period was activated', then 'All Set!'); CANCEL returns to the page.
 */
export function StartTrialDialog({ page }: { page: string }) {
	const { t } = useTranslation('plan')
	return (
		<UrlDialog closeHref={page} data-testid="start-trial-dialog" title={t('trial.title')} description={t('trial.description')}>
			<FeatureList />
			<Form method="post" action={PLAN_ACTION} preventScrollReset>
				<input type="hidden" name="redirectTo" value={page} />
				<DialogFooter>
					<UrlDialogClose className={buttonVariants({ variant: 'outline' })}>{t('trial.cancel')}</UrlDialogClose>
					<Button type="submit" name="intent" value={PLAN_INTENT.startTrial}>
						{t('trial.start')}
					</Button>
				</DialogFooter>
			</Form>
		</UrlDialog>
	)
}
