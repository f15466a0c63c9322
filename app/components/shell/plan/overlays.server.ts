import { getZodConstraint } from '@conform-to/zod/v4'
import type { Viewer } from '#app/auth/guards.server.ts'
import { SHELL_MODAL } from '#app/components/shell/help/modals.ts'
import { getPricing } from '#app/gateway/billing.server.ts'
import { formatDate } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { isPlanModal, PLAN_MODAL, revealDelayMs, SEATS_PARAM } from './modals.ts'
import { priceTexts } from './price.ts'
import {
	canContactSales,
	canDowngrade,
	canSeePlanDialogs,
	canStartTrial,
	mustUpgrade,
	purchaseMode,
	showsTrialButton,
	showsTrialEnd,
	upgradeVariant,
} from './rules.ts'
import { SeatPurchaseSchema } from './schemas.ts'
import { defaultSeats, SEAT_MESSAGE, SEAT_MIN } from './seats.ts'
import type { DirectPurchaseData, PlanDialogData, PlanOverlaysData, PriceLookup, UpgradeDialogData } from './overlay-data.ts'

export type { PlanOverlaysData } from './overlay-data.ts'

/**
 * The layout loader calls this with the page's URL: only the plan dialog the URL opens is loaded,
 * or, for a company whose trial expired without Boost, the upgrade dialog that cannot be closed.
 */
export async function loadPlanOverlays(viewer: Viewer, request: Request, url: URL, lng: string): Promise<PlanOverlaysData> {
	const { company } = viewer
	if (!canSeePlanDialogs(company)) return { blocking: false, dialog: null }
	const param = url.searchParams.get('modal')
	if (mustUpgrade(company)) {
		// What the dialog itself opens (Contact Us) and the Help drawer show on their own; closing them brings it back.
		const besideIt = (param === SHELL_MODAL.contactSales && canContactSales(company)) || param === SHELL_MODAL.support
		return { blocking: true, dialog: besideIt ? null : await upgradeDialogData(viewer, request, url, lng) }
	}
	return { blocking: false, dialog: isPlanModal(param) ? await planDialogData(viewer, request, url, param, lng) : null }
}

async function planDialogData(viewer: Viewer, request: Request, url: URL, modal: string, lng: string): Promise<PlanDialogData | null> {
	const { company } = viewer
	switch (modal) {
		case PLAN_MODAL.upgrade:
			return upgradeDialogData(viewer, request, url, lng)
		case PLAN_MODAL.downgrade:
			return canDowngrade(company) ? { kind: 'downgrade', contactSales: canContactSales(company) } : null
		case PLAN_MODAL.downgraded:
			return { kind: 'downgraded' }
		case PLAN_MODAL.upgraded:
			return {
				kind: 'upgraded',
				trialEndsLabel: showsTrialEnd(company) ? formatDate(company.subscription.trial.endsAt, lng) : null,
			}
		case PLAN_MODAL.startTrial:
			return canStartTrial(company) ? { kind: 'startTrial' } : null
		default:
			return null
	}
}

export async function upgradeDialogData(viewer: Viewer, request: Request, url: URL, lng: string): Promise<UpgradeDialogData> {
	const { company } = viewer
	const variant = upgradeVariant(company)
	let trial: UpgradeDialogData['trial'] = null
	if (showsTrialEnd(company)) trial = { kind: 'active', endsLabel: formatDate(company.subscription.trial.endsAt, lng) }
	else if (variant === 'upgrade' && showsTrialButton(company, url.pathname)) trial = { kind: 'available' }
	const purchase =
		purchaseMode(company) === 'direct'
			? await directPurchaseData(viewer, request, url.searchParams.get(SEATS_PARAM))
			: { kind: 'providerManaged' as const, providerName: company.distribution.parentCompanyName }
	return {
		kind: 'upgrade',
		variant,
		closable: variant !== 'trialEnded',
		trial,
		purchase,
		contactSales: canContactSales(company),
		revealAfterMs: revealDelayMs(url.searchParams),
	}
}

/** The stepper's value (`?seats=` as typed, else the default) with its messages, or its price. */
async function directPurchaseData(viewer: Viewer, request: Request, typed: string | null): Promise<DirectPurchaseData> {
	// On Boost a checkout adds its seats to the subscription: start from the least one adds.
	const { company } = viewer
	const seats = typed ?? String(company.subscription.hasBoost ? SEAT_MIN : defaultSeats(company.users.enabled))
	const constraint = getZodConstraint(SeatPurchaseSchema)
	const lookup = await lookUpPrice(viewer, request, seats)
	return {
		kind: 'direct',
		seats,
		result: lookup.errors ? parseSubmission(new URLSearchParams({ seats }), SeatPurchaseSchema).reply() : null,
		price: lookup.price,
		priceFailure: lookup.failure,
		constraint,
	}
}

/**
 * The price of a typed seat count: the upgrade dialog's first draw and the live price
 * (GET /resources/plan?seats=). A bad count gets its messages and no gateway call; a failed
 * pricing call says so and leaves the page drawn.
 */
export async function lookUpPrice(viewer: Viewer, request: Request, seats: string): Promise<PriceLookup> {
	const submission = parseSubmission(new URLSearchParams({ seats }), SeatPurchaseSchema)
	if (submission.status !== 'success') {
		return { seats, price: null, errors: submission.error?.seats ?? [SEAT_MESSAGE.number], failure: null }
	}
	const usersNumber = Number(submission.value.seats)
	const pricing = await settle(request, () => getPricing(viewer.token, viewer.company.id, { usersNumber, isDirectPurchase: true }))
	return pricing.ok
		? { seats, price: priceTexts(usersNumber, pricing.value), errors: null, failure: null }
		: { seats, price: null, errors: null, failure: pricing.failure }
}
