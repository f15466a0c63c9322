import { showMessage, type UiMessage } from '#app/components/form-errors.ts'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import type { TFunction } from '#app/i18n/translator.ts'

/**
 * The destructive alert that says why a form's post or a page's load failed; nothing when it did not.
 * `t` is the caller's, so the message resolves in the caller's namespace.
 */
export function FailureAlert({
	failure,
	t,
	...props
}: { failure: UiMessage | null | undefined; t: TFunction } & Omit<React.ComponentProps<typeof Alert>, 'variant' | 'children'>) {
	if (!failure) return null
	return (
		<Alert variant="destructive" {...props}>
			<AlertDescription>{showMessage(t, failure)}</AlertDescription>
		</Alert>
	)
}
