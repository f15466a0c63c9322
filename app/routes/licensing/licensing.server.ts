import { redirect } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import { canSeeLicensing, SHELL_PATH } from '#app/auth/visibility.ts'
import { subscriptionsOf } from '#app/gateway/company.server.ts'
import { formatDate } from '#app/lib/dates.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { moneyLabel } from '#app/lib/number-format.ts'
import { LICENSING_STATE, licensingSummary, planActions } from './licensing-summary.ts'

/**
 * Licensing and billing are hidden for a coalition's parent company, which goes to get-started
 * instead (spec 1 §6); the user menu hides its link by the same rule.
 */
export function requireLicensingAccess(viewer: Pick<Viewer, 'company'>): void {
	if (!canSeeLicensing(viewer.company)) throw redirect(SHELL_PATH.home)
}

/** The licensing page: the plan as the last subscription record has it, and what the viewer may do about it. */
export async function loadLicensing(viewer: Viewer, request: Request, lng: string, now = new Date()) {
	requireLicensingAccess(viewer)
	const { company } = viewer
	// The console reads the last record (spec 1 §7).
	const records = await settle(request, () => subscriptionsOf(viewer))
	const last = records.ok ? (records.value.at(-1) ?? null) : null
	const summary = licensingSummary(company, last, now)
	// Without the record a boosted company's seats are unknown: say nothing rather than the free cap.
	const seatsKnown = records.ok || summary.state !== LICENSING_STATE.boosted
	return {
		summary: {
			state: summary.state,
			trialExpired: summary.trialExpired,
			seats: seatsKnown ? summary.seats : null,
			users: summary.users,
			daysLeft: summary.daysLeft,
			pricePerSeatLabel: summary.pricePerSeat === null ? null : moneyLabel(summary.pricePerSeat),
			renewalDateLabel: formatDate(summary.renewsAt, lng),
			trialEndsLabel: formatDate(summary.trialEndsAt, lng),
		},
		actions: planActions(company),
		failure: records.ok ? null : records.failure,
	}
}

export type LicensingData = Awaited<ReturnType<typeof loadLicensing>>
