import { AuthLayout } from '#app/components/auth-layout.tsx'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import { SsoFailureActions } from './sso-failure-actions.tsx'
import { ssoFailureMessageKey } from './sso-failures.ts'
import type { Route } from './+types/sso-fail'

export const handle = SIGN_IN_TEXTS

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'auth:ssoFail.title')

export function loader({ url }: Route.LoaderArgs) {
	const code = url.searchParams.get('error')
	return { messageKey: ssoFailureMessageKey(code) }
}

/** spec 1 §2: the SSO failure page offers a reload and 'Sign in without SSO'. */
export default function SsoFail({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	return (
		<AuthLayout title={t('auth:ssoFail.title')}>
			<Alert variant="destructive" className="mb-6">
				<AlertDescription>{t(loaderData.messageKey)}</AlertDescription>
			</Alert>
			<SsoFailureActions />
		</AuthLayout>
	)
}
