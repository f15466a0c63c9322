import { AuthLayout } from '#app/components/auth-layout.tsx'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import { SsoFailureActions } from './sso-failure-actions.tsx'
import { integrationFailureMessageKey } from './sso-failures.ts'
import type { Route } from './+types/sso-fail-acronis'

export const handle = SIGN_IN_TEXTS

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'auth:integrationFail.title')

export function loader({ url }: Route.LoaderArgs) {
	const code = url.searchParams.get('error')
	// Only known codes are echoed back; anything else is shown as the general error.
	return { code: code && /^[a-z_]{1,64}$/.test(code) ? code : null, messageKey: integrationFailureMessageKey(code) }
}

/** The console-integration failure page: a troubleshooting text per failure code. */
export default function IntegrationFail({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	return (
		<AuthLayout title={t('auth:integrationFail.title')}>
			<Alert variant="destructive" className="mb-4">
				<AlertDescription>{t(loaderData.messageKey)}</AlertDescription>
			</Alert>
			{loaderData.code ? (
				<p className="mb-6 text-xs text-muted-foreground">{t('auth:integrationFail.code', { code: loaderData.code })}</p>
			) : null}
			<SsoFailureActions />
		</AuthLayout>
	)
}
