import { Link } from 'react-router'
import { SHELL_PATH } from '#app/auth/visibility.ts'
import { Alert, AlertDescription, AlertTitle } from '#app/components/ui/alert.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { isBuiltPage } from '#app/lib/built-pages.ts'
import { DASHBOARD_STATE, isSuspendedState, nextStepStatuses, type DashboardState, type StepStatus } from '#app/lib/dashboard-state.ts'
import { cn } from '#app/lib/utils.ts'
import { HOME_MODAL, INVITE_USERS_HREF } from './modals.ts'
import type * as React from 'react'

/** The Get-started next steps (spec 2 §2 and §4): two cards with their progress, then the dashboard. */
export function NextSteps({ state }: { state: DashboardState | null }) {
	const { t } = useTranslation('home')
	if (!state) {
		return (
			<Alert variant="destructive" data-testid="next-steps-unavailable">
				<AlertDescription>{t('nextSteps.unavailable')}</AlertDescription>
			</Alert>
		)
	}
	const status = nextStepStatuses(state)
	const onDashboard = state === DASHBOARD_STATE.dashboard || state === DASHBOARD_STATE.dashboardSuspended
	return (
		<section aria-labelledby="next-steps-title" className="grid gap-4" data-testid="next-steps" data-state={state}>
			<h2 id="next-steps-title" className="text-lg font-semibold">
				{t('nextSteps.title')}
			</h2>
			{isSuspendedState(state) ? <SuspendedNotice /> : null}
			<ol className="grid gap-4 md:grid-cols-2">
				<StepCard
					number={1}
					status={status.startTraining}
					title={t('nextSteps.startTraining.title')}
					description={t('nextSteps.startTraining.description')}
					action={
						<Link to={`?modal=${HOME_MODAL.startTraining}`} preventScrollReset>
							{t('nextSteps.startTraining.action')}
						</Link>
					}
				/>
				<StepCard
					number={2}
					status={status.inviteUsers}
					title={t('nextSteps.inviteUsers.title')}
					description={t('nextSteps.inviteUsers.description')}
					action={<Link to={INVITE_USERS_HREF}>{t('nextSteps.inviteUsers.action')}</Link>}
				/>
			</ol>
			{onDashboard ? (
				<Card data-testid="dashboard-step">
					<CardHeader>
						<CardTitle asChild>
							<h3>{t('nextSteps.dashboard.title')}</h3>
						</CardTitle>
						<CardDescription>{t('nextSteps.dashboard.description')}</CardDescription>
					</CardHeader>
					{isBuiltPage(SHELL_PATH.dashboard) ? (
						<CardFooter>
							<Button asChild>
								<Link to={SHELL_PATH.dashboard}>{t('nextSteps.dashboard.action')}</Link>
							</Button>
						</CardFooter>
					) : null}
				</Card>
			) : null}
		</section>
	)
}

const STATUS_BADGE = { done: 'success', current: 'info', upcoming: 'neutral' } as const

function StepCard({
	number,
	status,
	title,
	description,
	action,
}: {
	number: number
	status: StepStatus
	title: string
	description: string
	action: React.ReactNode
}) {
	const { t } = useTranslation('home')
	return (
		<li className="contents">
			<Card
				data-testid={`step-${number}`}
				data-status={status}
				aria-current={status === 'current' ? 'step' : undefined}
				className={cn(status === 'current' && 'border-primary', status === 'upcoming' && 'border-dashed')}
			>
				<CardHeader>
					<div className="flex items-center justify-between gap-2">
						<span className="text-sm text-muted-foreground">{t('nextSteps.step', { number })}</span>
						<Badge variant={STATUS_BADGE[status]}>{t(`nextSteps.status.${status}`)}</Badge>
					</div>
					<CardTitle asChild>
						<h3>{title}</h3>
					</CardTitle>
				</CardHeader>
				<CardContent className="flex-1">
					<p className="text-sm text-muted-foreground">{description}</p>
				</CardContent>
				{status === 'current' ? (
					<CardFooter>
						<Button asChild>{action}</Button>
					</CardFooter>
				) : null}
			</Card>
		</li>
	)
}

/** spec 2 §2 "Suspended notice", with the way out: upgrading on the licensing page. */
function SuspendedNotice() {
	const { t } = useTranslation('home')
	return (
		<Alert variant="warning" data-testid="suspended-notice">
			<AlertTitle>{t('suspended.title')}</AlertTitle>
			<AlertDescription>
				<p>{t('suspended.description')}</p>
				<Button asChild size="sm" className="mt-2">
					<Link to="/licensing">{t('suspended.action')}</Link>
				</Button>
			</AlertDescription>
		</Alert>
	)
}
