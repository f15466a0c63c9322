// Which state a campaign card shows and which menu it offers (spec 3 §2 "Campaign card menus", the
// countdown, 'The campaign wasn't launched', the outdated version; §4 "Campaign lifecycle"). Pure.

/** What the card state needs of a campaign (app/gateway/phishing-exercise.server.ts's ExerciseCampaign). */
export type CardStateInput = {
	/** DRAFT, POSTPONED, ACTIVE, ARCHIVED, SUSPENDED or OUTDATED (#server/shared/phishing-exercise.ts). */
	status: string
	startedAt: string | null
	/** False for a campaign archived before its start. */
	wasLaunched: boolean
}

export type CardState =
	| { kind: 'draft' }
	| { kind: 'suspended' }
	/** Starts later: 'Starts …'. */
	| { kind: 'scheduled'; startsAt: string }
	/** Archived before it started. */
	| { kind: 'notLaunched' }
	/** An older version's campaign: 'Delivery completed!' and the outdated notice. */
	| { kind: 'outdated' }
	| { kind: 'running' }
	| { kind: 'archived' }

export const CARD_ACTIONS = ['continueEditing', 'report', 'settings', 'archive', 'delete'] as const
export type CardAction = (typeof CARD_ACTIONS)[number]

export function campaignCardState(campaign: CardStateInput, now: Date = new Date()): CardState {
	switch (campaign.status) {
		case 'DRAFT':
			return { kind: 'draft' }
		case 'SUSPENDED':
			return { kind: 'suspended' }
		case 'OUTDATED':
			return { kind: 'outdated' }
		case 'ARCHIVED':
			return campaign.wasLaunched ? { kind: 'archived' } : { kind: 'notLaunched' }
	}
	// POSTPONED, or ACTIVE whose start the gateway has not caught up with yet.
	const start = campaign.startedAt ? Date.parse(campaign.startedAt) : Number.NaN
	if (campaign.status === 'POSTPONED' || (!Number.isNaN(start) && start > now.getTime())) {
		return campaign.startedAt ? { kind: 'scheduled', startsAt: campaign.startedAt } : { kind: 'running' }
	}
	return { kind: 'running' }
}

/**
 * The card's menu: an active campaign's Report, Settings, Archive; an archived one's Report and Delete
 * Campaign; a draft's Continue Editing; a suspended one has the upgrade prompt instead. A campaign that
 * never started has no report; an outdated one can no longer be edited.
 */
export function cardActions(state: CardState): CardAction[] {
	switch (state.kind) {
		case 'draft':
			return ['continueEditing']
		case 'suspended':
			return []
		case 'notLaunched':
			return ['delete']
		case 'archived':
			return ['report', 'delete']
		case 'outdated':
			return ['report', 'archive']
		case 'scheduled':
		case 'running':
			return ['report', 'settings', 'archive']
	}
}

/** Whether the card shows the round's statistics and the assignment chips. */
export function showsStatistics(state: CardState): boolean {
	return state.kind === 'running' || state.kind === 'archived' || state.kind === 'suspended'
}

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
	['day', 24 * 60 * 60 * 1000],
	['hour', 60 * 60 * 1000],
	['minute', 60 * 1000],
]

/** 'in 3 days', 'in 2 hours', 'in 5 minutes' (the largest whole unit; at least one minute) in the locale. */
export function startsIn(startsAt: string, now: Date, lng: string): string {
	const ms = Math.max(0, Date.parse(startsAt) - now.getTime())
	const [unit, size] = RELATIVE_UNITS.find(([, size]) => ms >= size) ?? RELATIVE_UNITS[RELATIVE_UNITS.length - 1]!
	const value = Math.max(1, Math.floor(ms / size))
	return new Intl.RelativeTimeFormat(lng, { numeric: 'auto' }).format(value, unit)
}
