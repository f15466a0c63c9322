import { Link, type MetaFunction } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'

export const handle = SIGN_IN_TEXTS

/** Where a disabled company's admins land (spec 1 §8); the session is already cleared. */
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'common:errors.disabledTitle')

export default function DisabledCompany() {
	const { t } = useTranslation()
	return (
		<AuthLayout title={t('errors.disabledTitle')}>
			<p className="mb-6 text-muted-foreground">{t('errors.disabledText')}</p>
			<Button asChild variant="outline">
				<Link to="/login">{t('errors.backToLogin')}</Link>
			</Button>
		</AuthLayout>
	)
}
