/**
 * What the licensing page shows and offers (spec 1 §3 subscription record, §4 "Trial" and "Plan",
 * §6 direct vs provider-managed), derived from the company view and the last subscription record.
 * Pure: the loader computes it, the unit tests pin it down. Who sees licensing at all, who counts
 * as direct, the seat count and the trial rules are app/auth/visibility.ts's, reused here.
 */
import {
	canSeeContactSales,
	isDirectCompany,
	isTrialActive,
	isTrialExpiredWithoutBoost,
	seatsOf,
	trialDaysLeft,
} from '#app/auth/visibility.ts'
import type { CompanyView, SubscriptionRecord } from '#app/gateway/company.server.ts'

/** Spec 1 §3 licensing states (UNREGISTERED is a partner's customer that never signed up: not a console viewer). */
export const LICENSING_STATE = {
	free: 'FREE',
	trialActive: 'TRIAL_ACTIVE',
	boosted: 'BOOSTED',
	unregistered: 'UNREGISTERED',
} as const
export type LicensingState = (typeof LICENSING_STATE)[keyof typeof LICENSING_STATE]

type LicensingCompany = Pick<CompanyView, 'subscription' | 'distribution' | 'users'>

export function licensingState(company: Pick<CompanyView, 'subscription'>): Exclude<LicensingState, 'UNREGISTERED'> {
	if (company.subscription.hasBoost) return LICENSING_STATE.boosted
	if (isTrialActive(company)) return LICENSING_STATE.trialActive
	return LICENSING_STATE.free
}

/** Spec 1 §3: the price per seat is the record's cents divided by 100. */
export function pricePerSeat(record: Pick<SubscriptionRecord, 'pricePerUserCents'>): number {
	return record.pricePerUserCents / 100
}

export type LicensingSummary = {
	state: Exclude<LicensingState, 'UNREGISTERED'>
	/** The trial ran out and there is no Boost (spec 1 §4): the plan reads Free, training is suspended. */
	trialExpired: boolean
	seats: number
	users: { total: number; enabled: number }
	/** Whole days until the paid period or the trial ends; null on the free plan. */
	daysLeft: number | null
	/** Dollars a seat (per year), from a paid record; null without one. */
	pricePerSeat: number | null
	/** ISO date the Boost subscription renews; null unless boosted with a running record. */
	renewsAt: string | null
	/** ISO date the trial ends ('Trial Ends in'); null unless a trial is running. */
	trialEndsAt: string | null
}

/** A record that still runs: a cancelled one (after Continue to Free) renews nothing. */
function isRunning(record: SubscriptionRecord | null | undefined): record is SubscriptionRecord {
	return !!record && record.status !== 'CANCELED'
}

export function licensingSummary(
	company: LicensingCompany,
	lastSubscription: SubscriptionRecord | null | undefined,
	now: Date,
): LicensingSummary {
	const state = licensingState(company)
	const summary: LicensingSummary = {
		state,
		trialExpired: isTrialExpiredWithoutBoost(company),
		seats: seatsOf(company, lastSubscription),
		users: { total: company.users.total, enabled: company.users.enabled },
		daysLeft: null,
		pricePerSeat: null,
		renewsAt: null,
		trialEndsAt: null,
	}
	if (state === LICENSING_STATE.boosted && isRunning(lastSubscription)) {
		if (lastSubscription.periodEnd) {
			summary.renewsAt = lastSubscription.periodEnd
			summary.daysLeft = trialDaysLeft(lastSubscription.periodEnd, now)
		}
		if (lastSubscription.pricePerUserCents > 0) summary.pricePerSeat = pricePerSeat(lastSubscription)
	}
	if (state === LICENSING_STATE.trialActive) {
		const endsAt = company.subscription.trial.endsAt ?? lastSubscription?.trialEndsAt ?? null
		if (endsAt) {
			summary.trialEndsAt = endsAt
			summary.daysLeft = trialDaysLeft(endsAt, now)
		}
	}
	return summary
}

/**
 * What the viewer may do about the plan. Direct companies buy and change seats through the shell's
 * plan dialogs (upgrade on the free plan or a trial, buy seats and downgrade on Boost; the trial
 * button never shows on this page, spec 1 §4). Provider-managed companies contact their provider.
 */
export type PlanActions =
	| {
			kind: 'direct'
			canUpgrade: boolean
			canBuySeats: boolean
			canDowngrade: boolean
			contactSales: boolean
	  }
	| { kind: 'providerManaged'; providerName: string }

export function planActions(company: Pick<CompanyView, 'subscription' | 'distribution'>): PlanActions {
	if (!isDirectCompany(company)) {
		return { kind: 'providerManaged', providerName: company.distribution.parentCompanyName ?? '' }
	}
	const boosted = licensingState(company) === LICENSING_STATE.boosted
	return {
		kind: 'direct',
		canUpgrade: !boosted,
		canBuySeats: boosted,
		canDowngrade: boosted,
		contactSales: canSeeContactSales(company),
	}
}
