import { describe, expect, test } from 'vitest'
import type { CompanyView } from '#app/gateway/company.server.ts'
import { formatDate } from '#app/lib/dates.ts'
import { companyView, subscriptionRecord } from '#tests/mocks/gateway.ts'
import { licensingState, licensingSummary, planActions, pricePerSeat } from './licensing-summary.ts'

const NOW = new Date('2026-06-01T12:00:00.000Z')

function company(overrides: {
	subscription?: Partial<CompanyView['subscription']>
	distribution?: Partial<CompanyView['distribution']>
	users?: CompanyView['users']
}): CompanyView {
	const base = companyView()
	return {
		...base,
		subscription: { ...base.subscription, ...overrides.subscription },
		distribution: { ...base.distribution, ...overrides.distribution },
		users: overrides.users ?? base.users,
	}
}

const free = company({})
const boosted = company({
	subscription: { hasBoost: true, type: 'PAID', trial: { status: 'expired', modal: false, endsAt: null } },
})
const trial = company({
	subscription: { trial: { status: 'active', modal: false, endsAt: '2026-06-06T00:00:00.000Z' } },
})
const expired = company({
	subscription: { trial: { status: 'expired', modal: true, endsAt: '2026-05-20T00:00:00.000Z' } },
})
const managed = company({ distribution: { parentCompanyId: 'cmp_northwind', parentCompanyName: 'Northwind MSP' } })

describe('the licensing state', () => {
	test('Boost wins over a trial; a running trial is TRIAL_ACTIVE; everything else is FREE', () => {
		expect(licensingState(boosted)).toBe('BOOSTED')
		expect(licensingState(trial)).toBe('TRIAL_ACTIVE')
		expect(licensingState(company({ subscription: { trial: { status: 'trialing', modal: false, endsAt: null } } }))).toBe('TRIAL_ACTIVE')
		expect(licensingState(free)).toBe('FREE')
		expect(licensingState(expired)).toBe('FREE')
	})
})

describe('the plan summary', () => {
	test('a Boost company shows its reserved seats, the price per seat in dollars (cents / 100), the renewal date and the days left', () => {
		const summary = licensingSummary(
			{ ...boosted, users: { total: 300, enabled: 298, disabled: 2 } },
			subscriptionRecord({ reservedSeats: 250, pricePerUserCents: 1850, periodEnd: '2026-06-11T00:00:00.000Z' }),
			NOW,
		)
		expect(summary).toEqual({
			state: 'BOOSTED',
			trialExpired: false,
			seats: 250,
			users: { total: 300, enabled: 298 },
			daysLeft: 10,
			pricePerSeat: 18.5,
			renewsAt: '2026-06-11T00:00:00.000Z',
			trialEndsAt: null,
		})
	})

	test('a cancelled last record renews nothing and has no price', () => {
		const summary = licensingSummary(boosted, subscriptionRecord({ status: 'CANCELED' }), NOW)
		expect(summary.renewsAt).toBeNull()
		expect(summary.daysLeft).toBeNull()
		expect(summary.pricePerSeat).toBeNull()
	})

	test('a running trial shows when it ends and the days left, no price and no renewal', () => {
		const summary = licensingSummary(
			trial,
			subscriptionRecord({ status: 'TRIALING', type: 'TRIAL', reservedSeats: 0, pricePerUserCents: 0 }),
			NOW,
		)
		expect(summary).toMatchObject({
			state: 'TRIAL_ACTIVE',
			trialEndsAt: '2026-06-06T00:00:00.000Z',
			daysLeft: 5,
			pricePerSeat: null,
			renewsAt: null,
		})
	})

	test('a trial without an end date on the company takes the record’s', () => {
		const noDate = company({ subscription: { trial: { status: 'active', modal: false, endsAt: null } } })
		const summary = licensingSummary(noDate, subscriptionRecord({ trialEndsAt: '2026-06-03T00:00:00.000Z', status: 'TRIALING' }), NOW)
		expect(summary.trialEndsAt).toBe('2026-06-03T00:00:00.000Z')
		expect(summary.daysLeft).toBe(2)
	})

	test('the free plan has the not-boosted seat cap and nothing that renews', () => {
		expect(licensingSummary(free, null, NOW)).toMatchObject({
			state: 'FREE',
			seats: 25,
			daysLeft: null,
			pricePerSeat: null,
			renewsAt: null,
			trialEndsAt: null,
		})
	})

	test('an expired trial without Boost reads as the free plan, marked as ended', () => {
		expect(licensingSummary(expired, null, NOW)).toMatchObject({ state: 'FREE', trialExpired: true })
	})
})

describe('what the viewer may do', () => {
	test('a direct free company upgrades (never a trial button here) and may contact sales', () => {
		expect(planActions(free)).toEqual({
			kind: 'direct',
			canUpgrade: true,
			canBuySeats: false,
			canDowngrade: false,
			contactSales: true,
		})
		expect(planActions(trial)).toMatchObject({ canUpgrade: true, canDowngrade: false })
	})

	test('a direct Boost company buys seats and may downgrade', () => {
		expect(planActions(boosted)).toEqual({
			kind: 'direct',
			canUpgrade: false,
			canBuySeats: true,
			canDowngrade: true,
			contactSales: true,
		})
	})

	test('the console integration sees no Contact Sales', () => {
		expect(planActions(company({ distribution: { integration: 'acronis' } }))).toMatchObject({
			kind: 'direct',
			contactSales: false,
		})
	})

	test('a company with a parent is managed by that provider', () => {
		expect(planActions(managed)).toEqual({ kind: 'providerManaged', providerName: 'Northwind MSP' })
		expect(planActions({ ...managed, subscription: boosted.subscription })).toEqual({
			kind: 'providerManaged',
			providerName: 'Northwind MSP',
		})
	})
})

describe('labels', () => {
	test('prices and dates read as the spec writes them', () => {
		expect(pricePerSeat({ pricePerUserCents: 1800 })).toBe(18)
		expect(formatDate('2027-11-23T12:00:00.000Z', 'en')).toBe('Nov 23, 2027')
		expect(formatDate(null, 'en')).toBeNull()
		expect(formatDate('yesterday', 'en')).toBeNull()
	})
})
