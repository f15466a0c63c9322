import { data, redirect, redirectDocument } from 'react-router'
import { type Viewer, requireViewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { PLAN_INTENT, PLAN_MODAL, pathWithoutPlan, pathWithPlan, SEATS_PARAM } from '#app/components/shell/plan/modals.ts'
import type { PlanFormReply } from '#app/components/shell/plan/overlay-data.ts'
import { lookUpPrice } from '#app/components/shell/plan/overlays.server.ts'
import { canBuySeats, canDowngrade, canSeePlanDialogs, canStartTrial } from '#app/components/shell/plan/rules.ts'
import { SeatPurchaseSchema } from '#app/components/shell/plan/schemas.ts'
import { checkoutClientReferenceId, createCheckout, setSubscriptionType, startTrial } from '#app/gateway/billing.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { gatewayFailure } from '#app/lib/gateway-results.server.ts'
import { ENHANCED_FIELD } from '#app/lib/modals.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import type { Route } from './+types/plan'

/**
 * The plan dialogs' forms (spec 1 §4 "Trial" and "Plan"), told apart by `intent`: START TRIAL,
 * Buy Now (checkout), "Show price" (without JavaScript) and Continue to Free. The company is always
 * the session's. GET `?seats=` is the upgrade dialog's live price.
 */

/** The live price of `?seats=` (the upgrade dialog's fetcher): the price, or the count's messages. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	refuseUnless(canBuySeats(viewer.company))
	return lookUpPrice(viewer, args.request, args.url.searchParams.get(SEATS_PARAM) ?? '')
}

export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	refuseUnless(canSeePlanDialogs(viewer.company))
	const formData = await args.request.formData()
	// The page under the dialog: where the dialogs return, with their own parameters dropped.
	const target = new URL(safeRedirectPath(formData.get('redirectTo'), '/home'), 'http://origin.invalid')
	const page = pathWithoutPlan(target.pathname, target.search)
	const intent = formData.get('intent')
	if (intent === PLAN_INTENT.startTrial) return startTrialAction(viewer, args.request, page)
	if (intent === PLAN_INTENT.downgrade) return downgradeAction(viewer, args.request, page)
	// Buy Now, Show price, and conform's validation posts (no intent) of the upgrade form.
	return purchaseAction(viewer, args.request, formData, page, intent)
}

/** START TRIAL: once ('Trial period was activated'), then 'All Set!' with the trial's end. */
async function startTrialAction(viewer: Viewer, request: Request, page: string) {
	if (!canStartTrial(viewer.company)) return redirectWithToast(request, page, { type: 'error', message: 'plan:trial.unavailable' })
	try {
		await startTrial(viewer.token, viewer.company.id)
	} catch (error) {
		const ending = await sessionEndingResponse(error, request)
		if (ending) throw ending
		return redirectWithToast(request, page, { type: 'error', ...gatewayFailure(error) })
	}
	return redirectWithToast(request, pathWithPlan(page, PLAN_MODAL.upgraded), {
		type: 'success',
		message: 'plan:trial.activated',
	})
}

/** Continue to Free: the subscription type becomes FREE, then 'Downgraded'. */
async function downgradeAction(viewer: Viewer, request: Request, page: string) {
	refuseUnless(canBuySeats(viewer.company))
	// Already on Free (a second click, an old tab): nothing to change.
	if (!canDowngrade(viewer.company)) return redirect(pathWithPlan(page, PLAN_MODAL.downgraded))
	try {
		await setSubscriptionType(viewer.token, viewer.company.id, 'FREE')
	} catch (error) {
		const ending = await sessionEndingResponse(error, request)
		if (ending) throw ending
		return redirectWithToast(request, pathWithPlan(page, PLAN_MODAL.downgrade), {
			type: 'error',
			...gatewayFailure(error),
		})
	}
	return redirect(pathWithPlan(page, PLAN_MODAL.downgraded))
}

/**
 * Buy Now creates a checkout and the browser goes to its address in the same window (a document
 * redirect, also with JavaScript); the test checkout returns to /home?modal=purchaseComplete. A bad
 * count is refused with the spec's messages: in place with JavaScript, else back on the dialog
 * with `?seats=` as typed, where the server shows them.
 */
async function purchaseAction(viewer: Viewer, request: Request, formData: FormData, page: string, intent: FormDataEntryValue | null) {
	refuseUnless(canBuySeats(viewer.company))
	const enhanced = formData.get(ENHANCED_FIELD) === '1'
	const typed = String(formData.get(SEATS_PARAM) ?? '')
	const backToDialog = pathWithPlan(page, PLAN_MODAL.upgrade, { seats: typed })
	const submission = parseSubmission(formData, SeatPurchaseSchema)
	if (submission.status !== 'success') {
		if (enhanced || (intent !== PLAN_INTENT.checkout && intent !== PLAN_INTENT.showPrice)) {
			return data<PlanFormReply>({ result: submission.reply() }, { status: 400 })
		}
		return redirect(backToDialog)
	}
	const seats = submission.value.seats
	if (intent !== PLAN_INTENT.checkout) return redirect(pathWithPlan(page, PLAN_MODAL.upgrade, { seats }))
	let address: string
	try {
		address = await createCheckout(viewer.token, viewer.company.id, {
			email: viewer.user.email,
			quantity: Number(seats),
			clientReferenceId: checkoutClientReferenceId(),
		})
	} catch (error) {
		const ending = await sessionEndingResponse(error, request)
		if (ending) throw ending
		const failure = gatewayFailure(error)
		if (enhanced) return data<PlanFormReply>({ result: submission.reply(), failure }, { status: 400 })
		return redirectWithToast(request, pathWithPlan(page, PLAN_MODAL.upgrade, { seats }), { type: 'error', ...failure })
	}
	// The gateway's address, checked http(s) by the contract (RedirectAddressSchema): the one redirect off our origin.
	return redirectDocument(address)
}

/** What the dialogs never offer a company cannot be done by posting either. */
function refuseUnless(allowed: boolean) {
	if (!allowed) throw new Response('Not available for this company', { status: 403 })
}
