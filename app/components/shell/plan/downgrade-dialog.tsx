import { Form, Link } from 'react-router'
import { ContactSalesLink } from '#app/components/shell/help/contact-sales-link.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { FeatureList } from './features.tsx'
import { PLAN_ACTION, PLAN_INTENT, PLAN_MODAL, pathWithPlan } from './modals.ts'
import type { DowngradeDialogData } from './overlay-data.ts'

/**
 * The downgrade confirmation (spec 1 §2, §4 "Plan"): what ends on Free, then Contact Us (Contact
 * Sales), Keep Boost (back to the plan dialog) and Continue to Free (type FREE, then 'Downgraded').
 */
export function DowngradeDialog({ data, page }: { data: DowngradeDialogData; page: string }) {
	const { t } = useTranslation('plan')
	return (
		<UrlDialog closeHref={page} data-testid="downgrade-dialog" title={t('downgrade.title')} description={t('downgrade.description')}>
			<p id="downgrade-ends" className="text-sm font-medium">
				{t('downgrade.endsTitle')}
			</p>
			<FeatureList ending labelledBy="downgrade-ends" />
			<Form method="post" action={PLAN_ACTION} preventScrollReset>
				<input type="hidden" name="redirectTo" value={page} />
				<DialogFooter className="sm:flex-wrap">
					{data.contactSales ? (
						<ContactSalesLink page={page} pageName="Downgrade" variant="ghost">
							{t('contactUs')}
						</ContactSalesLink>
					) : null}
					<Button asChild variant="outline">
						<Link to={pathWithPlan(page, PLAN_MODAL.upgrade)} preventScrollReset replace>
							{t('downgrade.keepBoost')}
						</Link>
					</Button>
					<Button type="submit" variant="destructive" name="intent" value={PLAN_INTENT.downgrade}>
						{t('downgrade.continueToFree')}
					</Button>
				</DialogFooter>
			</Form>
		</UrlDialog>
	)
}
