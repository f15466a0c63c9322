import { data, Form, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageLayout } from '#app/components/page-layout.tsx'
import { ProviderManagedAlert } from '#app/components/provider-managed-alert.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { BILLING_INTENT } from './billing-url.ts'
import { type BillingActionData, type BillingData, loadBilling, openCustomerPortal } from './billing.server.ts'
import { InvoicesTable } from './invoices-table.tsx'
import { Fact, LicensingHeader } from './licensing-header.tsx'
import { requireLicensingAccess } from './licensing.server.ts'
import type { Route } from './+types/billing'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'licensing:billing.title')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	return loadBilling(viewer, args.request, args.url, getLocale(args.context))
}

/** "Manage billing" (spec 1 §7 customer_portal): the browser goes to the address the gateway answers. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	requireLicensingAccess(viewer)
	const form = await args.request.formData()
	if (form.get('intent') !== BILLING_INTENT.portal) throw new Response('Unknown intent', { status: 400 })
	const result = await openCustomerPortal(viewer, args.request)
	if (result instanceof Response) return result
	return data<BillingActionData>(result, { status: 400 })
}

/** Billing (spec 1 §2): the customer portal, invoices and payment history, and the bank details for transfers. */
export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('licensing')
	return (
		<PageLayout>
			<LicensingHeader title={t('billing.title')}>
				<LoadFailures failures={loaderData.failures} namespace="licensing" />
			</LicensingHeader>
			<ManageBilling data={loaderData} failure={actionData?.failure ?? null} />
			<section aria-labelledby="invoices-title" className="grid gap-3">
				<h2 id="invoices-title" className="text-lg font-semibold">
					{t('invoices.title')}
				</h2>
				<InvoicesTable rows={loaderData.rows} total={loaderData.total} isFiltered={loaderData.isFiltered} />
			</section>
			{loaderData.bank ? <BankDetails bank={loaderData.bank} /> : null}
		</PageLayout>
	)
}

function ManageBilling({ data, failure }: { data: BillingData; failure: BillingActionData['failure'] | null }) {
	const { t } = useTranslation('licensing')
	const location = useLocation()
	const busy = useIsPending({ intent: BILLING_INTENT.portal, state: 'non-idle' })
	return (
		<section aria-labelledby="manage-billing-title" className="grid gap-3">
			<h2 id="manage-billing-title" className="text-lg font-semibold">
				{t('billing.manage.title')}
			</h2>
			{data.canManageBilling ? (
				<Form method="post" className="grid justify-items-start gap-3" data-testid="manage-billing">
					<p className="text-muted-foreground">{t('billing.manage.description')}</p>
					<FailureAlert t={t} failure={failure} data-testid="manage-billing-failure" />
					<StatusButton type="submit" name="intent" value={BILLING_INTENT.portal} pending={busy}>
						{t('billing.manage.submit')}
					</StatusButton>
				</Form>
			) : (
				<ProviderManagedAlert page={`${location.pathname}${location.search}`}>
					<p>{data.providerName ? t('providerManaged.billing', { name: data.providerName }) : t('providerManaged.billingUnnamed')}</p>
				</ProviderManagedAlert>
			)}
		</section>
	)
}

function BankDetails({ bank }: { bank: NonNullable<BillingData['bank']> }) {
	const { t } = useTranslation('licensing')
	const facts = [
		['bankName', bank.bankName],
		['accountHolder', bank.accountHolder],
		['iban', bank.iban],
		['bic', bank.bic],
		['accountNumber', bank.accountNumber],
		['routingNumber', bank.routingNumber],
		['reference', bank.reference],
		['currency', bank.currency],
	] as const
	return (
		<section aria-labelledby="bank-details-title" className="grid gap-3" data-testid="bank-details">
			<h2 id="bank-details-title" className="text-lg font-semibold">
				{t('bank.title')}
			</h2>
			<p className="text-muted-foreground">{t('bank.description')}</p>
			<dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
				{facts.map(([key, value]) => (
					<Fact key={key} label={t(`bank.${key}`)} testId={`bank-${key}`}>
						<span className="text-base break-all">{value}</span>
					</Fact>
				))}
			</dl>
		</section>
	)
}
