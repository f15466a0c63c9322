import type { UiMessage } from '#app/components/form-errors.ts'
import type { PriceTexts } from './price.ts'
import type { UpgradeVariant } from './rules.ts'
import type { Constraint as FieldConstraint } from '@conform-to/dom'
import type { SubmissionResult } from '@conform-to/react'

/** The data of the plan dialogs, computed by overlays.server.ts (types only, so the browser may import them). */

type Constraint = Record<string, FieldConstraint>

/** Buy Now's part of the upgrade dialog for a direct company. */
export type DirectPurchaseData = {
	kind: 'direct'
	/** The seat count shown: `?seats=` as typed, else the default. */
	seats: string
	/** The server's verdict on a bad `?seats=` (its messages, the value kept). */
	result: SubmissionResult<string[]> | null
	/** The price of `seats`; null when the count is bad or the price could not be read. */
	price: PriceTexts | null
	/** The pricing call failed. */
	priceFailure: UiMessage | null
	constraint: Constraint
}

/** A provider-managed company: 'Licensing is managed by your provider' instead of Buy Now. */
export type ProviderManagedData = { kind: 'providerManaged'; providerName: string | null }

export type UpgradeDialogData = {
	kind: 'upgrade'
	variant: UpgradeVariant
	/** False for 'Boost Trial Ended': no close button, Escape and outside clicks do nothing. */
	closable: boolean
	/** The trial banner: 'Trial Ends in' with the date, or the Start Trial offer; null for none. */
	trial: { kind: 'active'; endsLabel: string | null } | { kind: 'available' } | null
	purchase: DirectPurchaseData | ProviderManagedData
	/** Contact Us opens Contact Sales. */
	contactSales: boolean
	/** How long the dialog waits before it shows (`?delay=`), in milliseconds; 0 for at once. */
	revealAfterMs: number
}

export type DowngradeDialogData = { kind: 'downgrade'; contactSales: boolean }
export type DowngradedDialogData = { kind: 'downgraded' }
/** 'All Set!': with the trial's end date right after the trial started. */
export type UpgradedDialogData = { kind: 'upgraded'; trialEndsLabel: string | null }
export type StartTrialDialogData = { kind: 'startTrial' }

export type PlanDialogData = UpgradeDialogData | DowngradeDialogData | DowngradedDialogData | UpgradedDialogData | StartTrialDialogData

/** What the shell's plan dialogs need for this page (only the one the URL, or the expired trial, opens). */
export type PlanOverlaysData = {
	/** The expired-trial upgrade dialog is due (it blocks the page, and the notification popover waits). */
	blocking: boolean
	dialog: PlanDialogData | null
}

/** The live price (GET /resources/plan?seats=): the price, or why there is none. */
export type PriceLookup = {
	seats: string
	price: PriceTexts | null
	/** The seat count's messages (i18n keys), when it is bad. */
	errors: string[] | null
	failure: UiMessage | null
}

/** What /resources/plan answers the upgrade form when it does not redirect (JavaScript on). */
export type PlanFormReply = {
	result?: SubmissionResult<string[]>
	failure?: UiMessage | null
}
