import { Link } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

/** The ways on from a failed SSO sign-in (spec 1 §2): try SSO again, or sign in without it. */
export function SsoFailureActions() {
	const { t } = useTranslation('auth')
	return (
		<div className="flex flex-wrap gap-3">
			<Button asChild>
				<Link to="/login/sso">{t('ssoFail.reload')}</Link>
			</Button>
			<Button asChild variant="outline">
				<Link to="/login">{t('ssoFail.withoutSso')}</Link>
			</Button>
		</div>
	)
}
