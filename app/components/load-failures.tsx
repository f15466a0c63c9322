import { showMessage, type UiMessage } from '#app/components/form-errors.ts'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

/**
 * The gateway reads of a page that failed: the page keeps what it could load and says what is
 * missing, each message once. `namespace` holds the page's `loadFailed` text.
 */
export function LoadFailures({ failures, namespace }: { failures: ReadonlyArray<UiMessage | null | undefined>; namespace: string }) {
	const { t } = useTranslation(namespace)
	const shown = [...new Map(failures.filter((f): f is UiMessage => !!f).map((f) => [f.message, f])).values()]
	if (shown.length === 0) return null
	return (
		<Alert variant="destructive" data-testid="load-failure">
			<AlertDescription>
				<p>{t('loadFailed')}</p>
				{shown.map((failure) => (
					<p key={failure.message}>{showMessage(t, failure)}</p>
				))}
			</AlertDescription>
		</Alert>
	)
}
