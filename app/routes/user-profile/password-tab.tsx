import { getFormProps } from '@conform-to/react'
import { useLocation } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { IntentForm } from '#app/components/intent-form.tsx'
import { OwnPasswordFields, useOwnPasswordForm } from '#app/components/own-password-form.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { INTENT } from './profile-url.ts'
import type { ProfileReply } from './profile.server.ts'
import type { getZodConstraint } from '@conform-to/zod/v4'

/**
 * The viewer's own password (spec 1 §5 password rules, each shown as met while typing), set
 * through the same call as /change-password: the current password first, and the user's other
 * sessions end.
 */
export function PasswordTab({ constraint, reply }: { constraint: ReturnType<typeof getZodConstraint>; reply?: ProfileReply }) {
	const { t } = useTranslation('profile')
	const location = useLocation()
	const [form, fields] = useOwnPasswordForm({ id: 'profile-password', lastResult: reply?.result, constraint })
	const submitting = useIsPending({ intent: INTENT.password })
	return (
		<div className="grid max-w-md gap-4">
			<h2 className="text-lg font-semibold">{t('password.title')}</h2>
			<FailureAlert t={t} failure={reply?.failure} />
			<IntentForm intent={INTENT.password} action={location.pathname} {...getFormProps(form)} className="grid gap-4">
				<OwnPasswordFields
					fields={fields}
					serverRules={reply?.passwordRules}
					passwordLabel={t('password.password')}
					confirmPasswordLabel={t('password.confirmPassword')}
				/>
				<div>
					<StatusButton type="submit" pending={submitting}>
						{t('password.submit')}
					</StatusButton>
				</div>
			</IntentForm>
		</div>
	)
}
