import type { SupportCategory } from '#app/gateway/support.server.ts'
import type { ShellModal } from './modals.ts'
import type { Constraint as FieldConstraint } from '@conform-to/dom'

/** The data of the help overlays, computed by overlays.server.ts (types only, so the browser may import them). */

/** conform's native constraints of a form's fields (getZodConstraint on the server). */
type Constraint = Record<string, FieldConstraint>

export type SupportDrawerData = {
	/** Prefills Email Address. */
	email: string
	categories: readonly SupportCategory[]
	/** The FAQ card links to the Knowledge Base, which admins with a verified custom domain do not see (spec 1 §6). */
	showFaq: boolean
	/** The no-JavaScript success page: the Thank You panel instead of the form. */
	sent: boolean
	constraint: Constraint
}

export type ContactSalesDialogData = { pageName: string; constraint: Constraint }

export type FeedbackDrawerData = {
	/** The survey waiting for this user; null when every survey is answered. */
	survey: { id: string; title: string } | null
	/** The survey could not be read. */
	failed: boolean
	constraint: Constraint
}

/** What the shell's help overlays need from the server for this page (only what the URL opens). */
export type ShellOverlaysData = {
	modal: ShellModal | null
	support: SupportDrawerData | null
	contactSales: ContactSalesDialogData | null
	feedback: FeedbackDrawerData | null
}
