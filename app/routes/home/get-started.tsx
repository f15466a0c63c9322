import { Link, useLocation, useRouteLoaderData, useSearchParams } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { hrefWith } from '#app/components/shell/url-state.ts'
import { Alert, AlertDescription, AlertTitle } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { DASHBOARD_STATE } from '#app/lib/dashboard-state.ts'
import { MODAL, ACCESS_DIALOG_PARAM } from '#app/lib/modals.ts'
import type { loader as layoutLoader } from '#app/routes/app/layout.tsx'
import { loadGetStarted, startAnnualTraining } from './get-started.server.ts'
import { PurchaseCompleteDialog, SecureCodeTournamentDialog } from './home-dialogs.tsx'
import { HOME_INTENT, HOME_MODAL } from './modals.ts'
import { NextSteps } from './next-steps.tsx'
import type { Route } from './+types/get-started'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'common:getStarted.title')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	return loadGetStarted(viewer, args.request, args.url, getLocale(args.context))
}

export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const form = await args.request.formData()
	if (form.get('intent') !== HOME_INTENT.startTraining) {
		throw new Response('Unknown intent', { status: 400 })
	}
	return startAnnualTraining(viewer, args.request)
}

/** Get started (spec 2 §2): a greeting, the next-step cards and the dialogs the URL opens. */
export default function GetStarted({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const layout = useRouteLoaderData<typeof layoutLoader>('routes/app/layout')
	return (
		<PageLayout>
			<PageHeader
				title={t('getStarted.title')}
				description={
					<>
						<p className="text-foreground" data-testid="welcome">
							{t('getStarted.welcome', { name: loaderData.name })}
						</p>
						<p>{t('getStarted.company', { company: layout?.company.name ?? '' })}</p>
					</>
				}
			/>
			{layout && !layout.user.emailVerified ? (
				<Alert variant="warning">
					<AlertTitle>{t('verifyEmailDialog.title')}</AlertTitle>
					<AlertDescription>
						<p>{t('verifyEmailDialog.description', { email: layout.user.email })}</p>
						<Button asChild size="sm" variant="outline">
							<Link to={`?modal=${MODAL.verifyEmail}`} preventScrollReset>
								{t('verifyEmailDialog.resend')}
							</Link>
						</Button>
					</AlertDescription>
				</Alert>
			) : null}
			<NextSteps state={loaderData.state} />
			<HomeDialogs {...loaderData} />
		</PageLayout>
	)
}

function HomeDialogs({ state, campaign, partnerAccess }: Route.ComponentProps['loaderData']) {
	const { t } = useTranslation('home')
	const [searchParams] = useSearchParams()
	const location = useLocation()
	const modal = searchParams.get('modal')
	return (
		<>
			{partnerAccess ? (
				<ConfirmDialog
					open
					data-testid="partner-access-dialog"
					title={t('partnerAccess.title')}
					description={t('partnerAccess.description')}
					alerts={
						partnerAccess.parentName ? (
							<Alert variant="info">
								<AlertDescription>{t('partnerAccess.parent', { name: partnerAccess.parentName })}</AlertDescription>
							</Alert>
						) : null
					}
					closeHref={hrefWith(location, ACCESS_DIALOG_PARAM, null)}
					form={{ action: '/resources/partner-access' }}
				/>
			) : (
				<ConfirmDialog
					open={modal === HOME_MODAL.startTraining && state === DASHBOARD_STATE.startTraining}
					data-testid="start-training-dialog"
					title={t('startTraining.title')}
					description={t('startTraining.description')}
					alerts={
						<Alert variant="info">
							<AlertDescription>{t('startTraining.campaign', { name: campaign.name, date: campaign.startDateLabel })}</AlertDescription>
						</Alert>
					}
					closeHref={hrefWith(location, 'modal', null)}
					form={{ action: '/home', fields: { intent: HOME_INTENT.startTraining } }}
					confirmLabel={t('startTraining.confirm')}
				/>
			)}
			<PurchaseCompleteDialog />
			<SecureCodeTournamentDialog />
		</>
	)
}
