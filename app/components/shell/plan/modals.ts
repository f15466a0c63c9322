import { MODAL_PARAM, pathWithDialog, searchWithout } from '#app/lib/modals.ts'
import { isValueOf, namedValues, type ValueOf } from '#app/lib/named-values.ts'

/**
 * `?modal=` values of the plan dialogs (spec 1 §2, §4 "Trial" and "Plan"): shell overlays, so any
 * console page opens them from a link, with or without JavaScript. The expired-trial form of the
 * upgrade dialog ('Boost Trial Ended') needs no parameter: the shell shows it by itself.
 * - upgrade: the upgrade dialog: trial banner, features, seat stepper, live price, Buy Now, Contact Us;
 * - downgrade: the downgrade confirmation: what ends, Contact Us, Keep Boost, Continue to Free;
 * - downgraded: after Continue to Free, 'Downgraded';
 * - upgraded: after an upgrade, 'All Set!';
 * - startTrial: START TRIAL / CANCEL.
 */
export const PLAN_MODAL = namedValues(['upgrade', 'downgrade', 'downgraded', 'upgraded', 'startTrial'])
export type PlanModal = ValueOf<typeof PLAN_MODAL>

export function isPlanModal(value: string | null): value is PlanModal {
	return isValueOf(PLAN_MODAL, value)
}

/**
 * `?seats=`: the seat count the upgrade dialog prices. Without JavaScript "Show price" lands on
 * `?modal=upgrade&seats=150`, which the server prices (and validates) while drawing the dialog.
 */
export const SEATS_PARAM = 'seats'

/**
 * `?delay=`: whole seconds (1–5) the upgrade dialog waits before it shows, so the page under it is seen
 * first (spec 3 §2: users without access to a report "are sent to the reports home and a boost dialog
 * opens after 1 second").
 */
export const DELAY_PARAM = 'delay'

/** The dialog's wait in milliseconds from `?delay=`: 0 (at once) when absent or not 1–5. */
export function revealDelayMs(params: URLSearchParams): number {
	const seconds = params.get(DELAY_PARAM)
	return seconds && /^[1-5]$/.test(seconds) ? Number(seconds) * 1000 : 0
}

/** The query parameters that belong to the plan dialogs, dropped when one closes. */
const PLAN_PARAMS = [MODAL_PARAM, SEATS_PARAM, DELAY_PARAM] as const

/** The resource route of the plan dialogs' forms (POST) and of the live price (GET `?seats=`). */
export const PLAN_ACTION = '/resources/plan'

/**
 * The forms posting to PLAN_ACTION, told apart by `intent`:
 * - startTrial: START TRIAL;
 * - checkout: Buy Now, which creates a checkout, then the browser goes to its address;
 * - showPrice: without JavaScript, back to the dialog with the price of the typed seat count;
 * - downgrade: Continue to Free.
 */
export const PLAN_INTENT = namedValues(['startTrial', 'checkout', 'showPrice', 'downgrade'])
export type PlanIntent = ValueOf<typeof PLAN_INTENT>

/** A link to a plan dialog over the current page. */
export function planModalHref(pathname: string, search: string, modal: PlanModal): string {
	return pathWithPlan(pathWithoutPlan(pathname, search), modal)
}

/** The page under the plan dialogs: where Close, Cancel and Done lead. */
export function pathWithoutPlan(pathname: string, search: string | URLSearchParams): string {
	return `${pathname}${searchWithout(search, PLAN_PARAMS)}`
}

/** `path` (a same-origin path with its query) with a plan dialog open, or none when `modal` is null. */
export function pathWithPlan(path: string, modal: PlanModal | null, extra: { seats?: string; delaySeconds?: number } = {}): string {
	return pathWithDialog(path, PLAN_PARAMS, { modal, [SEATS_PARAM]: extra.seats, [DELAY_PARAM]: extra.delaySeconds?.toString() })
}

/** The live price of a seat count (the upgrade dialog's fetcher). */
export function priceLookupHref(seats: string): string {
	return `${PLAN_ACTION}?${new URLSearchParams({ [SEATS_PARAM]: seats })}`
}
