import { AuthLayout } from '#app/components/auth-layout.tsx'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import { SsoFailureActions } from './sso-failure-actions.tsx'
import { ssoFailureMessageKey } from './sso-failures.ts'
import type { Route } from './+types/sso-fail'

export const handle = SIGN_IN_TEXTS

export function meta() {
	return [{ title: 'Single Sign-On failed' }]
}

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
