import type { UiMessage } from '#app/components/form-errors.ts'
import type {
	AccessStatus,
	CustomerType,
	Enablement,
	LicensingStatus,
	PartnerSubscriptionStatus,
	SubReseller,
} from '#app/gateway/partner-portal.server.ts'
import type { INVITE_CONSTRAINT, INVITE_MESSAGE_CONSTRAINT, REMOVE_CONSTRAINT } from './customers-schemas.ts'
import type { CustomerSelection, CustomersPage, CUSTOMERS_MODAL } from './customers-url.ts'
import type { LicenceDialogData } from './licences/licence-dialog.server.ts'
import type { SubmissionResult } from '@conform-to/react'

/** A customer row as the loader hands it over (spec 2 §3 "Partner customer table columns"), dates formatted. */
export type CustomerView = {
	id: string
	name: string
	parentCompanyName: string | null
	type: CustomerType | null
	/** Licensing status. */
	status: LicensingStatus
	/** Standing: ENABLED, or DISABLED (suspended) since `disabledLabel`. */
	state: Enablement
	isRegistered: boolean
	/** 0–100. */
	dealProbability: number
	/** Seats: the licences the customer holds, allocated or bought. */
	totalSeats: number
	/** Licences: the seats of its subscription with the partner, paid; null without one. */
	paidSeats: number | null
	overage: number
	access: AccessStatus
	email: string | null
	subscriptionStatus: PartnerSubscriptionStatus | null
	trialStatus: 'ACTIVE' | 'EXPIRED' | null
	invitedLabel: string | null
	createdLabel: string | null
	disabledLabel: string | null
	/** The subscription's period end, or the trial's end. */
	expireLabel: string | null
	canMarkSubReseller: boolean
	canUnmarkSubReseller: boolean
}

export type CustomersDialog =
	| { type: 'invite'; message: string; constraint: typeof INVITE_CONSTRAINT }
	| { type: 'inviteMessage'; message: string; constraint: typeof INVITE_MESSAGE_CONSTRAINT }
	| { type: 'remove'; count: number; names: string[]; phrase: string; constraint: typeof REMOVE_CONSTRAINT }
	| {
			type: typeof CUSTOMERS_MODAL.markSubReseller | typeof CUSTOMERS_MODAL.unmarkSubReseller
			customer: { id: string; name: string }
	  }

export type CustomersData = {
	page: CustomersPage
	rows: CustomerView[]
	total: number
	isFiltered: boolean
	subResellers: SubReseller[]
	canInvite: boolean
	selection: CustomerSelection
	failures: Array<UiMessage | null>
	dialog: CustomersDialog | null
	/** The open licence dialog (allocate, buy; licences/modal.ts), or null. */
	licenceDialog: LicenceDialogData | null
}

/** What the action answers a form it could not complete with: the submission (what was typed, the errors) and why. */
export type CustomersReply = { intent: string; result?: SubmissionResult<string[]>; failure?: UiMessage | null }
