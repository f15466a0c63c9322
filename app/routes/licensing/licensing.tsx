import { Link, useLocation } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { PageLayout } from '#app/components/page-layout.tsx'
import { ProviderManagedAlert } from '#app/components/provider-managed-alert.tsx'
import { ContactSalesLink } from '#app/components/shell/help/contact-sales-link.tsx'
import { PLAN_MODAL, planModalHref } from '#app/components/shell/plan/modals.ts'
import { Button } from '#app/components/ui/button.tsx'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { numberFormat } from '#app/lib/number-format.ts'
import { Fact, LicensingHeader } from './licensing-header.tsx'
import { type LicensingData, loadLicensing } from './licensing.server.ts'
import type { Route } from './+types/licensing'
import type { PlanActions } from './licensing-summary.ts'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'licensing:page.title')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	return loadLicensing(viewer, args.request, getLocale(args.context))
}

/**
 * Licensing (spec 1 §2, §3, §6): the plan, seats, users, days left, price per seat and renewal date;
 * a direct company opens the shell's plan dialogs from here (upgrade or buy seats, downgrade), a
 * provider-managed one is told to contact its provider.
 */
export default function Licensing({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('licensing')
	return (
		<PageLayout>
			<LicensingHeader title={t('page.title')}>
				<LoadFailures failures={[loaderData.failure]} namespace="licensing" />
			</LicensingHeader>
			<PlanSummary summary={loaderData.summary} />
			<ManagePlan actions={loaderData.actions} />
		</PageLayout>
	)
}

function PlanSummary({ summary }: { summary: LicensingData['summary'] }) {
	const { t, i18n } = useTranslation('licensing')
	const number = numberFormat(i18n.language)
	return (
		<section aria-labelledby="plan-title" className="grid gap-3">
			<h2 id="plan-title" className="text-lg font-semibold">
				{t('plan.title')}
			</h2>
			<dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="plan-summary" data-state={summary.state}>
				<Fact label={t('plan.label')} testId="licensing-plan">
					{t(`plan.names.${summary.state}`)}
					{summary.trialExpired ? <span className="ms-2 text-sm font-normal text-muted-foreground">({t('plan.trialEnded')})</span> : null}
				</Fact>
				{summary.trialEndsLabel ? (
					<Fact label={t('plan.trialEndsIn')} testId="licensing-trial-ends">
						{summary.trialEndsLabel}
					</Fact>
				) : null}
				<Fact label={t('plan.seats')} testId="licensing-seats">
					{summary.seats === null ? <Unknown /> : number.format(summary.seats)}
				</Fact>
				<Fact label={t('plan.users')} testId="licensing-users">
					{number.format(summary.users.total)}
					<span className="ms-2 text-sm font-normal text-muted-foreground">
						{t('plan.usersEnabled', { enabled: number.format(summary.users.enabled) })}
					</span>
				</Fact>
				{summary.daysLeft !== null ? (
					<Fact label={t('plan.daysLeft')} testId="licensing-days-left">
						{number.format(summary.daysLeft)}
					</Fact>
				) : null}
				{summary.pricePerSeatLabel ? (
					<Fact label={t('plan.pricePerSeat')} testId="licensing-price-per-seat">
						{t('plan.pricePerSeatValue', { price: summary.pricePerSeatLabel })}
					</Fact>
				) : null}
				{summary.renewalDateLabel ? (
					<Fact label={t('plan.renewalDate')} testId="licensing-renewal-date">
						{summary.renewalDateLabel}
					</Fact>
				) : null}
			</dl>
		</section>
	)
}

function Unknown() {
	const { t } = useTranslation('licensing')
	return <span className="text-muted-foreground">{t('unknown')}</span>
}

function ManagePlan({ actions }: { actions: PlanActions }) {
	const { t } = useTranslation('licensing')
	const location = useLocation()
	const { pathname, search } = location
	return (
		<section aria-labelledby="manage-plan-title" className="grid gap-3">
			<h2 id="manage-plan-title" className="text-lg font-semibold">
				{t('manage.title')}
			</h2>
			{actions.kind === 'providerManaged' ? (
				<ProviderManagedAlert page={`${pathname}${search}`}>
					{actions.providerName ? <p data-testid="provider-name">{t('providerManaged.provider', { name: actions.providerName })}</p> : null}
					<p>{actions.providerName ? t('providerManaged.contact', { name: actions.providerName }) : t('providerManaged.contactUnnamed')}</p>
				</ProviderManagedAlert>
			) : (
				<>
					<p className="text-muted-foreground">{actions.canBuySeats ? t('manage.boostText') : t('manage.freeText')}</p>
					<div className="flex flex-wrap gap-3">
						{actions.canUpgrade ? (
							<Button asChild>
								<Link to={planModalHref(pathname, search, PLAN_MODAL.upgrade)} preventScrollReset data-testid="upgrade-plan">
									{t('manage.upgrade')}
								</Link>
							</Button>
						) : null}
						{actions.canBuySeats ? (
							<Button asChild>
								<Link to={planModalHref(pathname, search, PLAN_MODAL.upgrade)} preventScrollReset data-testid="buy-seats">
									{t('manage.buySeats')}
								</Link>
							</Button>
						) : null}
						{actions.canDowngrade ? (
							<Button asChild variant="outline">
								<Link to={planModalHref(pathname, search, PLAN_MODAL.downgrade)} preventScrollReset data-testid="downgrade-plan">
									{t('manage.downgrade')}
								</Link>
							</Button>
						) : null}
						{actions.contactSales ? (
							<ContactSalesLink page={`${pathname}${search}`} pageName="Licensing" variant="ghost">
								{t('manage.contactSales')}
							</ContactSalesLink>
						) : null}
					</div>
				</>
			)}
		</section>
	)
}
