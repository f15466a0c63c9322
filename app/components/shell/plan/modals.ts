import { pathWithDialog, searchWithout } from '#app/lib/modals.ts'

/**
 * `?modal=` values of the plan dialogs (spec 1 §2, §4 "Trial" and "Plan"): shell overlays, so any
 * console page opens them from a link, with or without JavaScript. The expired-trial form of the
 * upgrade dialog ('Boost Trial Ended') needs no parameter: the shell shows it by itself.
 */
export const PLAN_MODAL = {
	/** Upgrade dialog: trial banner, features, seat stepper, live price, Buy Now, Contact Us. */
	upgrade: 'upgrade',
	/** Downgrade confirmation: what ends, Contact Us, Keep Boost, Continue to Free. */
	downgrade: 'downgrade',
	/** After Continue to Free: 'Downgraded'. */
	downgraded: 'downgraded',
	/** After an upgrade: 'All Set!'. */
	upgraded: 'upgraded',
	/** START TRIAL / CANCEL. */
	startTrial: 'startTrial',
} as const
export type PlanModal = (typeof PLAN_MODAL)[keyof typeof PLAN_MODAL]

export function isPlanModal(value: string | null): value is PlanModal {
	return Object.values(PLAN_MODAL).includes(value as PlanModal)
}

/**
 * `?seats=`: the seat count the upgrade dialog prices. Without JavaScript "Show price" lands on
 * `?modal=upgrade&seats=150`, which the server prices (and validates) while drawing the dialog.
 */
export const SEATS_PARAM = 'seats'

/** The query parameters that belong to the plan dialogs, dropped when one closes. */
const PLAN_PARAMS = ['modal', SEATS_PARAM] as const

/** The resource route of the plan dialogs' forms (POST) and of the live price (GET `?seats=`). */
export const PLAN_ACTION = '/resources/plan'

/** The forms posting to PLAN_ACTION, told apart by `intent`. */
export const PLAN_INTENT = {
	/** START TRIAL. */
	startTrial: 'startTrial',
	/** Buy Now: creates a checkout, then the browser goes to its address. */
	checkout: 'checkout',
	/** Without JavaScript: back to the dialog with the price of the typed seat count. */
	showPrice: 'showPrice',
	/** Continue to Free. */
	downgrade: 'downgrade',
} as const
export type PlanIntent = (typeof PLAN_INTENT)[keyof typeof PLAN_INTENT]

/** A link to a plan dialog over the current page. */
export function planModalHref(pathname: string, search: string, modal: PlanModal): string {
	return pathWithPlan(pathWithoutPlan(pathname, search), modal)
}

/** The page under the plan dialogs: where Close, Cancel and Done lead. */
export function pathWithoutPlan(pathname: string, search: string | URLSearchParams): string {
	return `${pathname}${searchWithout(search, PLAN_PARAMS)}`
}

/** `path` (a same-origin path with its query) with a plan dialog open, or none when `modal` is null. */
export function pathWithPlan(path: string, modal: PlanModal | null, extra: { seats?: string } = {}): string {
	return pathWithDialog(path, PLAN_PARAMS, { modal, [SEATS_PARAM]: extra.seats })
}

/** The live price of a seat count (the upgrade dialog's fetcher). */
export function priceLookupHref(seats: string): string {
	return `${PLAN_ACTION}?${new URLSearchParams({ [SEATS_PARAM]: seats })}`
}
