import { getInputProps } from '@conform-to/react'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { passwordRuleResults, type PasswordRuleId } from '#app/lib/password-rules.ts'
import { translateErrors, type FormField } from './form-errors.ts'
import { PasswordRules } from './password-rules.tsx'

/**
 * A new password, its confirmation and the rules (registration, forced change):
 * the rules follow the typing with JavaScript and the server's check after a
 * submit without it. Changing one's own password starts with the current one.
 */
export function NewPasswordFields({
	currentPassword,
	password,
	confirmPassword,
	serverRules,
	labels,
	rulesClassName,
}: {
	currentPassword?: FormField
	password: FormField
	confirmPassword: FormField
	serverRules: Record<PasswordRuleId, boolean> | null | undefined
	labels: { currentPassword?: string; password: string; confirmPassword: string }
	rulesClassName?: string
}) {
	const { t } = useTranslation()
	const typed = password.value
	const rules = typed !== undefined ? passwordRuleResults(String(typed)) : (serverRules ?? null)
	return (
		<>
			{currentPassword ? (
				<Field
					label={labels.currentPassword ?? t('auth:changePassword.currentPassword')}
					errors={translateErrors(t, currentPassword.errors)}
				>
					<Input {...getInputProps(currentPassword, { type: 'password' })} autoComplete="current-password" />
				</Field>
			) : null}
			<Field label={labels.password} errors={translateErrors(t, password.errors)}>
				<Input {...getInputProps(password, { type: 'password' })} autoComplete="new-password" aria-describedby="password-rules" />
			</Field>
			<Field label={labels.confirmPassword} errors={translateErrors(t, confirmPassword.errors)}>
				<Input {...getInputProps(confirmPassword, { type: 'password' })} autoComplete="new-password" />
			</Field>
			<div className={rulesClassName}>
				<PasswordRules id="password-rules" results={rules} />
			</div>
		</>
	)
}
