import { type SubmissionResult } from '@conform-to/react'
import { NewPasswordFields } from '#app/components/new-password-fields.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import type { PasswordRuleId } from '#app/lib/password-rules.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import type { Constraint } from '@conform-to/dom'

const loadValidation = lazyValidator(() => import('#app/auth/account-schemas.ts').then((m) => m.ChangePasswordSchema))

/**
 * conform for changing one's own password (ChangePasswordSchema), the forced change and the profile's
 * Password tab alike: first checked on blur.
 */
export function useOwnPasswordForm(options: {
	id: string
	lastResult: SubmissionResult<string[]> | undefined
	constraint: Record<string, Constraint>
}) {
	return useLazyForm({ ...options, loadValidation, validateOn: 'onBlur' })
}

/** The current password, then the new one, its confirmation and the rules (NewPasswordFields). */
export function OwnPasswordFields({
	fields,
	serverRules,
	passwordLabel,
	confirmPasswordLabel,
}: {
	fields: ReturnType<typeof useOwnPasswordForm>[1]
	serverRules: Record<PasswordRuleId, boolean> | null | undefined
	passwordLabel: string
	confirmPasswordLabel: string
}) {
	return (
		<NewPasswordFields
			currentPassword={fields.currentPassword}
			password={fields.password}
			confirmPassword={fields.confirmPassword}
			serverRules={serverRules}
			labels={{ password: passwordLabel, confirmPassword: confirmPasswordLabel }}
		/>
	)
}
