import { useTranslation } from '#app/i18n/react.tsx'
import { PASSWORD_RULES, type PasswordRuleId } from '#app/lib/password-rules.ts'
import { cn } from '#app/lib/utils.ts'

/**
 * The password rules, each marked met or not (spec 1 §5): live while typing
 * with JavaScript, and from the server's check after a submit without it.
 */
export function PasswordRules({ id, results }: { id: string; results: Record<PasswordRuleId, boolean> | null }) {
	const { t } = useTranslation('auth')
	return (
		<div id={id} className="text-sm">
			<p className="mb-1 text-muted-foreground">{t('register.passwordRules')}</p>
			<ul className="grid gap-0.5">
				{PASSWORD_RULES.map(({ id: rule }) => {
					const met = results?.[rule] ?? false
					return (
						<li
							key={rule}
							data-rule={rule}
							data-met={met}
							className={cn('flex items-center gap-2', met ? 'text-success' : 'text-muted-foreground')}
						>
							<span aria-hidden="true">{met ? '✓' : '•'}</span>
							<span>{t(`register.rule.${rule}`)}</span>
							<span className="sr-only">({met ? t('register.ruleMet') : t('register.ruleNotMet')})</span>
						</li>
					)
				})}
			</ul>
		</div>
	)
}
