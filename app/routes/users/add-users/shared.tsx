import { useHydrated } from 'remix-utils/use-hydrated'
import { showMessage, translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { ENHANCED_FIELD } from '#app/lib/modals.ts'
import { MAX_INVITES, MESSAGE_MAX, NAME_MAX, SUBJECT_MAX } from './schemas.ts'
import type { SubmissionResult } from '@conform-to/react'

/** The drawer's reply as the browser sees it (the server type lives in state.server.ts). */
export type StepReply = {
	step: string
	result?: SubmissionResult<string[]>
	failure?: UiMessage | null
	invalidEmails?: string[]
	existingEmails?: string[]
}

/** Tells the action the drawer is hydrated: failures come back as JSON, shown in place. */
export function EnhancedField() {
	const hydrated = useHydrated()
	return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null
}

/** Messages are i18n keys; the ones with a number get it here. */
export function useErrorText() {
	const { t } = useTranslation('addUsers')
	return (errors: readonly string[] | undefined) =>
		translateErrors(t, errors, (key) => ({
			max: key.endsWith('tooMany')
				? MAX_INVITES
				: key.endsWith('subjectTooLong')
					? SUBJECT_MAX
					: key.endsWith('messageTooLong')
						? MESSAGE_MAX
						: NAME_MAX,
		}))
}

export function FailureAlert({ failure }: { failure: UiMessage | null | undefined }) {
	const { t } = useTranslation('addUsers')
	if (!failure) return null
	return (
		<Alert variant="destructive" data-testid="add-users-failure">
			<AlertDescription>{showMessage(t, failure)}</AlertDescription>
		</Alert>
	)
}
