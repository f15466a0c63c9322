import { describe, expect, test } from 'vitest'
import { planCompany } from '#tests/mocks/gateway.ts'
import * as rules from './rules.ts'

const company = planCompany

describe('who sees which plan dialog (spec 1 §4, §6)', () => {
	test('a direct company buys its seats: Buy Now, and Contact Us opens Contact Sales', () => {
		const direct = company()
		expect(rules.canSeePlanDialogs(direct)).toBe(true)
		expect(rules.purchaseMode(direct)).toBe('direct')
		expect(rules.canBuySeats(direct)).toBe(true)
		expect(rules.canContactSales(direct)).toBe(true)
	})

	test('a provider-managed company is told its provider manages licensing, never offered Buy Now nor Contact Sales', () => {
		const customer = company({ parent: 'Northwind' })
		expect(rules.canSeePlanDialogs(customer)).toBe(true)
		expect(rules.purchaseMode(customer)).toBe('providerManaged')
		expect(rules.canBuySeats(customer)).toBe(false)
		expect(rules.canDowngrade(company({ parent: 'Northwind', hasBoost: true }))).toBe(false)
		expect(rules.canContactSales(customer)).toBe(false)
	})

	test('a coalition parent never sees pricing: no plan dialog at all, not even after an expired trial', () => {
		const parent = company({ integration: 'coalition' })
		expect(rules.canSeePlanDialogs(parent)).toBe(false)
		expect(rules.purchaseMode(parent)).toBeNull()
		expect(rules.canBuySeats(parent)).toBe(false)
		expect(rules.canStartTrial(parent)).toBe(false)
		expect(rules.mustUpgrade(company({ integration: 'coalition', trial: 'expired' }))).toBe(false)
		// Its members are ordinary provider-managed companies.
		expect(rules.purchaseMode(company({ integration: 'coalition', parent: 'Coalition Parent' }))).toBe('providerManaged')
	})

	test('the trial is offered only while available and not on Boost', () => {
		expect(rules.canStartTrial(company({ trial: 'available' }))).toBe(true)
		expect(rules.canStartTrial(company({ trial: 'active' }))).toBe(false)
		expect(rules.canStartTrial(company({ trial: 'expired' }))).toBe(false)
		expect(rules.canStartTrial(company({ trial: 'available', hasBoost: true }))).toBe(false)
	})

	test('the trial button never shows on the licensing page', () => {
		const qualifying = company()
		expect(rules.showsTrialButton(qualifying, '/home')).toBe(true)
		expect(rules.showsTrialButton(qualifying, '/users/all_users')).toBe(true)
		expect(rules.showsTrialButton(qualifying, '/licensing')).toBe(false)
		expect(rules.showsTrialButton(qualifying, '/licensing/anything')).toBe(false)
		expect(rules.showsTrialButton(company({ trial: 'active' }), '/home')).toBe(false)
	})

	test('Continue to Free is for a direct company on Boost', () => {
		expect(rules.canDowngrade(company({ hasBoost: true }))).toBe(true)
		expect(rules.canDowngrade(company())).toBe(false)
	})

	test('an expired trial without Boost must upgrade: the dialog reads Boost Trial Ended and cannot be closed', () => {
		expect(rules.mustUpgrade(company({ trial: 'expired' }))).toBe(true)
		expect(rules.upgradeVariant(company({ trial: 'expired' }))).toBe('trialEnded')
		expect(rules.mustUpgrade(company({ trial: 'expired', hasBoost: true }))).toBe(false)
		expect(rules.mustUpgrade(company({ trial: 'active' }))).toBe(false)
		// A provider's customer is blocked too; its dialog names the provider instead of Buy Now.
		expect(rules.mustUpgrade(company({ trial: 'expired', parent: 'Northwind' }))).toBe(true)
	})

	test('the upgrade dialog upgrades from Free or a trial, and buys more seats on Boost', () => {
		expect(rules.upgradeVariant(company())).toBe('upgrade')
		expect(rules.upgradeVariant(company({ trial: 'active' }))).toBe('upgrade')
		expect(rules.upgradeVariant(company({ hasBoost: true }))).toBe('buySeats')
	})

	test('a running trial without Boost shows when it ends', () => {
		expect(rules.showsTrialEnd(company({ trial: 'active' }))).toBe(true)
		expect(rules.showsTrialEnd(company({ trial: 'active', hasBoost: true }))).toBe(false)
		expect(rules.showsTrialEnd(company({ trial: 'available' }))).toBe(false)
	})
})
