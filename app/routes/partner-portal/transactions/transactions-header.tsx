import { Link, useLocation } from 'react-router'
import { PageHeader } from '#app/components/page-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { purchaseModalHref } from '../licences/modal.ts'
import { PurchaseDialog } from '../licences/purchase-dialog.tsx'
import type { TransactionsHeaderData } from './transactions.server.ts'

/**
 * The transactions pages' header: the title (the page's h1), the licences left in the partner's pool,
 * Buy Licenses (the purchase dialog, URL state) and the tabs: Billing and License Allocations, as
 * links that start each table afresh.
 */
export function TransactionsHeader({
	data,
	tabs,
}: {
	data: TransactionsHeaderData
	tabs: { billing: { to: string; active?: boolean }; allocations: { to: string; active?: boolean } }
}) {
	const { t } = useTranslation('partnerBilling')
	const location = useLocation()
	const page = `${location.pathname}${location.search}`
	return (
		<>
			<PageHeader
				title={t('title')}
				description={t('description')}
				actions={
					<>
						<div className="grid text-end" data-testid="licence-pool">
							<span className="text-xs text-muted-foreground">{t('pool.label')}</span>
							<strong className="text-lg leading-tight font-semibold">{data.pool ?? t('pool.unavailable')}</strong>
						</div>
						<Button asChild>
							<Link to={purchaseModalHref(page, true)} preventScrollReset>
								{t('purchase.open')}
							</Link>
						</Button>
					</>
				}
			>
				<TabNav aria-label={t('tabs.label')}>
					<TabNavLink to={tabs.billing.to} active={tabs.billing.active} end>
						{t('tabs.billing')}
					</TabNavLink>
					<TabNavLink to={tabs.allocations.to} active={tabs.allocations.active} end>
						{t('tabs.allocations')}
					</TabNavLink>
				</TabNav>
			</PageHeader>
			{data.purchase ? <PurchaseDialog data={data.purchase} closeHref={purchaseModalHref(page, false)} /> : null}
		</>
	)
}
