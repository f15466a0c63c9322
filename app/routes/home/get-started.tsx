import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/get-started'
import { requireViewer } from '#app/auth/guards.server.ts'
import { Alert, AlertDescription, AlertTitle } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import type { loader as layoutLoader } from '#app/routes/app/layout.tsx'
import { MODAL } from '#app/lib/modals.ts'

export function meta() {
	return [{ title: 'Get Started' }]
}

export async function loader(args: Route.LoaderArgs) {
	const { user } = await requireViewer(args)
	return { name: user.name }
}

/** Get started (spec 2 §2). The next-step cards arrive with the shell issue; this greets and points on. */
export default function GetStarted({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const layout = useRouteLoaderData<typeof layoutLoader>('routes/app/layout')
	return (
		<div className="mx-auto grid max-w-3xl gap-6">
			<h1 className="text-2xl font-semibold">{t('getStarted.title')}</h1>
			<p data-testid="welcome">{t('getStarted.welcome', { name: loaderData.name })}</p>
			<p className="text-muted-foreground">{t('getStarted.company', { company: layout?.company.name ?? '' })}</p>
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
		</div>
	)
}
