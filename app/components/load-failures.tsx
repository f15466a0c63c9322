import { showMessage, type UiMessage } from '#app/components/form-errors.ts'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import type { KeyIn } from '#app/i18n/keys.ts'
import type { Namespace } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'

/** The namespaces with a `loadFailed` text. */
type NamespaceWithLoadFailed = { [NS in Namespace]: 'loadFailed' extends KeyIn<NS> ? NS : never }[Namespace]

/**
 * The gateway reads of a page that failed: the page keeps what it could load and says what is
 * missing, each message once. `namespace` holds the page's `loadFailed` text.
 */
export function LoadFailures({
	failures,
	namespace,
}: {
	failures: ReadonlyArray<UiMessage | null | undefined>
	namespace: NamespaceWithLoadFailed
}) {
	const { t } = useTranslation()
	const shown = [...new Map(failures.filter((f): f is UiMessage => !!f).map((f) => [f.message, f])).values()]
	if (shown.length === 0) return null
	return (
		<Alert variant="destructive" data-testid="load-failure">
			<AlertDescription>
				<p>{t(`${namespace}:loadFailed`)}</p>
				{shown.map((failure) => (
					<p key={failure.message}>{showMessage(t, failure)}</p>
				))}
			</AlertDescription>
		</Alert>
	)
}
