import { describe, expect, test } from 'vitest'
import { planCompany } from '#tests/mocks/gateway.ts'
import {
	canBuySeats,
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

const company = planCompany

describe('who sees which plan dialog (spec 1 §4, §6)', () => {
	test('a direct company buys its seats: Buy Now, and Contact Us opens Contact Sales', () => {
		const direct = company()
		expect(canSeePlanDialogs(direct)).toBe(true)
		expect(purchaseMode(direct)).toBe('direct')
		expect(canBuySeats(direct)).toBe(true)
		expect(canContactSales(direct)).toBe(true)
	})

	test('a provider-managed company is told its provider manages licensing, never offered Buy Now nor Contact Sales', () => {
		const customer = company({ parent: 'Northwind' })
		expect(canSeePlanDialogs(customer)).toBe(true)
		expect(purchaseMode(customer)).toBe('providerManaged')
		expect(canBuySeats(customer)).toBe(false)
		expect(canDowngrade(company({ parent: 'Northwind', hasBoost: true }))).toBe(false)
		expect(canContactSales(customer)).toBe(false)
	})

	test('a coalition parent never sees pricing: no plan dialog at all, not even after an expired trial', () => {
		const parent = company({ integration: 'coalition' })
		expect(canSeePlanDialogs(parent)).toBe(false)
		expect(purchaseMode(parent)).toBeNull()
		expect(canBuySeats(parent)).toBe(false)
		expect(canStartTrial(parent)).toBe(false)
		expect(mustUpgrade(company({ integration: 'coalition', trial: 'expired' }))).toBe(false)
		// Its members are ordinary provider-managed companies.
		expect(purchaseMode(company({ integration: 'coalition', parent: 'Coalition Parent' }))).toBe('providerManaged')
	})

	test('the trial is offered only while available and not on Boost', () => {
		expect(canStartTrial(company({ trial: 'available' }))).toBe(true)
		expect(canStartTrial(company({ trial: 'active' }))).toBe(false)
		expect(canStartTrial(company({ trial: 'expired' }))).toBe(false)
		expect(canStartTrial(company({ trial: 'available', hasBoost: true }))).toBe(false)
	})

	test('the trial button never shows on the licensing page', () => {
		const qualifying = company()
		expect(showsTrialButton(qualifying, '/home')).toBe(true)
		expect(showsTrialButton(qualifying, '/users/all_users')).toBe(true)
		expect(showsTrialButton(qualifying, '/licensing')).toBe(false)
		expect(showsTrialButton(qualifying, '/licensing/anything')).toBe(false)
		expect(showsTrialButton(company({ trial: 'active' }), '/home')).toBe(false)
	})

	test('Continue to Free is for a direct company on Boost', () => {
		expect(canDowngrade(company({ hasBoost: true }))).toBe(true)
		expect(canDowngrade(company())).toBe(false)
	})

	test('an expired trial without Boost must upgrade: the dialog reads Boost Trial Ended and cannot be closed', () => {
		expect(mustUpgrade(company({ trial: 'expired' }))).toBe(true)
		expect(upgradeVariant(company({ trial: 'expired' }))).toBe('trialEnded')
		expect(mustUpgrade(company({ trial: 'expired', hasBoost: true }))).toBe(false)
		expect(mustUpgrade(company({ trial: 'active' }))).toBe(false)
		// A provider's customer is blocked too; its dialog names the provider instead of Buy Now.
		expect(mustUpgrade(company({ trial: 'expired', parent: 'Northwind' }))).toBe(true)
	})

	test('the upgrade dialog upgrades from Free or a trial, and buys more seats on Boost', () => {
		expect(upgradeVariant(company())).toBe('upgrade')
		expect(upgradeVariant(company({ trial: 'active' }))).toBe('upgrade')
		expect(upgradeVariant(company({ hasBoost: true }))).toBe('buySeats')
	})

	test('a running trial without Boost shows when it ends', () => {
		expect(showsTrialEnd(company({ trial: 'active' }))).toBe(true)
		expect(showsTrialEnd(company({ trial: 'active', hasBoost: true }))).toBe(false)
		expect(showsTrialEnd(company({ trial: 'available' }))).toBe(false)
	})
})
