import { describe, expect, test } from 'vitest'
import {
	showsFreeVsBoost,
	showsOnboardingVideos,
	showsPricing,
	showsSalesCards,
	visibleInterestCards,
	visibleVideoGuides,
	type GuideCompany,
} from './guide-cards.ts'

function company({
	integration = null,
	parentCompanyId = null,
	verifiedDomain = null,
}: {
	integration?: string | null
	parentCompanyId?: string | null
	verifiedDomain?: boolean | null
} = {}): GuideCompany {
	return {
		distribution: {
			isPartner: false,
			parentCompanyId,
			parentCompanyName: null,
			customerType: null,
			integration,
			loginAsCompany: false,
			partnerStatus: null,
		},
		customDomainAdmin: verifiedDomain === null ? null : { domain: 'console.example.test', isVerified: verifiedDomain },
	}
}

describe('guide cards (spec 1 §6, spec 2 §2)', () => {
	test('an ordinary company sees all four videos and all five cards', () => {
		expect(visibleVideoGuides(company())).toEqual(['free-vs-boost', 'how-to-choose-training', 'inviting-your-team', 'learner-experience'])
		expect(visibleInterestCards(company())).toEqual(['howToGuides', 'bookDemo', 'pricing', 'affiliate', 'feedback'])
	})

	test('Free vs Boost is hidden for the console integration', () => {
		expect(showsFreeVsBoost(company({ integration: 'acronis' }))).toBe(false)
		expect(visibleVideoGuides(company({ integration: 'acronis' }))).toEqual([
			'how-to-choose-training',
			'inviting-your-team',
			'learner-experience',
		])
		// the console integration keeps its sales cards
		expect(visibleInterestCards(company({ integration: 'acronis' }))).toContain('pricing')
	})

	test('Free vs Boost is hidden for a verified custom-domain admin', () => {
		expect(showsFreeVsBoost(company({ verifiedDomain: true }))).toBe(false)
	})

	test('a verified custom-domain admin loses the first three videos but keeps the learner experience', () => {
		expect(showsOnboardingVideos(company({ verifiedDomain: true }))).toBe(false)
		expect(visibleVideoGuides(company({ verifiedDomain: true }))).toEqual(['learner-experience'])
	})

	test('a verified custom-domain admin loses the demo, pricing and affiliate cards', () => {
		expect(showsSalesCards(company({ verifiedDomain: true }))).toBe(false)
		expect(visibleInterestCards(company({ verifiedDomain: true }))).toEqual(['howToGuides', 'feedback'])
	})

	test('a custom domain that is not verified hides nothing', () => {
		expect(visibleVideoGuides(company({ verifiedDomain: false }))).toHaveLength(4)
		expect(visibleInterestCards(company({ verifiedDomain: false }))).toHaveLength(5)
	})

	test('Pricing is hidden for a coalition parent company, not for its members', () => {
		expect(showsPricing(company({ integration: 'coalition' }))).toBe(false)
		expect(visibleInterestCards(company({ integration: 'coalition' }))).toEqual(['howToGuides', 'bookDemo', 'affiliate', 'feedback'])
		expect(showsPricing(company({ integration: 'coalition', parentCompanyId: 'cmp_coalition' }))).toBe(true)
	})
})
