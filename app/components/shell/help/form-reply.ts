import type { UiMessage } from '#app/components/form-errors.ts'
import type { SubmissionResult } from '@conform-to/react'

/**
 * What the help forms' actions answer when they do not redirect: the conform
 * reply (errors and every typed value), a failure to show above the form, or
 * `sent` for a form that stays in place with JavaScript.
 */
export type HelpFormReply = {
	result?: SubmissionResult<string[]>
	failure?: UiMessage | null
	sent?: boolean
	/** Where Close and Cancel lead (the page the overlay was opened on). */
	redirectTo?: string
}
