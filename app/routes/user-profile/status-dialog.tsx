import { useLocation } from 'react-router'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { modalHref } from './profile-header.tsx'
import { INTENT } from './profile-url.ts'
import type { ProfileUser } from './profile.server.ts'

/** Enable or Disable, confirmed in the global confirmation dialog (`?modal=enable|disable`). */
export function StatusDialog({ open, kind, user }: { open: boolean; kind: 'enable' | 'disable'; user: ProfileUser }) {
	const { t } = useTranslation('profile')
	const location = useLocation()
	return (
		<ConfirmDialog
			open={open}
			data-testid="status-dialog"
			title={t(`${kind}.title`)}
			description={t(`${kind}.description`, { name: user.fullName })}
			closeHref={modalHref(location, null)}
			form={{
				action: `${location.pathname}${location.search}`,
				fields: { intent: kind === 'enable' ? INTENT.enable : INTENT.disable },
			}}
			confirmLabel={t(`${kind}.confirm`)}
			destructive={kind === 'disable'}
		/>
	)
}
