import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

/**
 * A value to copy into another system (service-provider addresses, the SCIM token): a read-only
 * field, selectable without JavaScript, and a Copy button once the page has hydrated.
 */
export function CopyField({ id, label, value, testId }: { id: string; label: string; value: string; testId?: string }) {
	const { t } = useTranslation('settingsSso')
	const hydrated = useHydrated()
	const [copied, setCopied] = useState(false)
	return (
		<div className="grid gap-2">
			<Label htmlFor={id}>{label}</Label>
			<div className="flex items-center gap-2">
				<Input
					id={id}
					value={value}
					readOnly
					spellCheck={false}
					className="font-mono text-xs"
					onFocus={(event) => event.currentTarget.select()}
					data-testid={testId}
				/>
				{hydrated ? (
					<Button
						type="button"
						variant="outline"
						size="sm"
						aria-label={t('copyLabel', { name: label })}
						onClick={() => {
							void navigator.clipboard?.writeText(value).then(
								() => setCopied(true),
								() => setCopied(false),
							)
						}}
					>
						{copied ? t('copied') : t('copy')}
					</Button>
				) : null}
			</div>
			<span className="sr-only" aria-live="polite">
				{copied ? t('copied') : ''}
			</span>
		</div>
	)
}
