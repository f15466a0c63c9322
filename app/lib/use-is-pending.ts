import { useNavigation } from 'react-router'

/** conform's own intent field (its INTENT, not imported: @conform-to/dom would weigh on every page with a button). */
const CONFORM_INTENT = '__intent__'

/** What a navigation or a fetcher says about its submission (both have this shape). */
export type Submission = { state: 'idle' | 'loading' | 'submitting'; formData?: FormData; formAction?: string }

export type PendingFilter = {
	/** The submission's `intent` field: several forms on one route are told apart by it. */
	intent?: string
	/** Further fields the submission carries with these values (the row of a table …). */
	fields?: Record<string, string>
	/** Only a submission to this action. */
	formAction?: string
	/**
	 * 'submitting' until the action answers; 'non-idle' also while the page it redirects to loads.
	 * A navigation defaults to 'submitting', a fetcher (which stays on the page) to 'non-idle'.
	 */
	state?: 'submitting' | 'non-idle'
}

/**
 * Whether a form submission matching the filter is under way. conform's "validate" posts (sent on
 * blur until browser validation has loaded) are not: counting them would disable Submit under the
 * user's click.
 */
export function isPending(submission: Submission, { intent, fields, formAction, state = 'submitting' }: PendingFilter = {}) {
	if (state === 'submitting' ? submission.state !== 'submitting' : submission.state === 'idle') return false
	const formData = submission.formData
	if (!formData || formData.has(CONFORM_INTENT)) return false
	if (formAction !== undefined && submission.formAction !== formAction) return false
	if (intent !== undefined && formData.get('intent') !== intent) return false
	return Object.entries(fields ?? {}).every(([name, value]) => formData.get(name) === value)
}

/**
 * The one pending check (the Epic Stack's `useIsPending`): the page's navigation by default, or a
 * fetcher's submission when `fetcher` is given. Feed it to `StatusButton`'s `status`.
 */
export function useIsPending({ fetcher, ...filter }: PendingFilter & { fetcher?: Submission } = {}) {
	const navigation = useNavigation()
	return isPending(fetcher ?? navigation, { state: fetcher ? 'non-idle' : 'submitting', ...filter })
}
