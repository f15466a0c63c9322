import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { INTENT, SSO_SETTINGS_PATH } from './sso-url.ts'

/** `?modal=removeSso`: Remove the integration, confirmed (a POST form, so it works without JavaScript). */
export function RemoveSsoDialog({ providerName, closeHref }: { providerName: string; closeHref: string }) {
	const { t } = useTranslation('settingsSso')
	return (
		<ConfirmDialog
			open
			title={t('remove.title')}
			description={t('remove.description', { provider: providerName })}
			closeHref={closeHref}
			form={{ action: SSO_SETTINGS_PATH, fields: { intent: INTENT.remove } }}
			confirmLabel={t('remove.confirm')}
			destructive
			data-testid="remove-sso-dialog"
		/>
	)
}
