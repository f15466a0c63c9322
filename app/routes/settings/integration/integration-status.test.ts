import { describe, expect, test } from 'vitest'
import { companyView } from '#tests/mocks/gateway.ts'
import { integrationStatus } from './integration-status.ts'

const withDistribution = (distribution: Partial<ReturnType<typeof companyView>['distribution']>) =>
	companyView({ distribution: { ...companyView().distribution, ...distribution } })

describe('the integration page', () => {
	test('a company without an integration has none', () => {
		expect(integrationStatus(companyView())).toEqual({ kind: 'none' })
		expect(integrationStatus(withDistribution({ integration: '  ' }))).toEqual({ kind: 'none' })
	})

	test('the console integration lists what the console hides or refuses for it', () => {
		expect(integrationStatus(withDistribution({ integration: 'acronis' }))).toEqual({
			kind: 'console',
			id: 'acronis',
			parentCompanyName: null,
			changes: ['contactSales', 'freeVsBoost', 'transactions', 'adminDisable', 'signInFailures'],
		})
	})

	test("the coalition's parent company loses licensing and pricing; a member is managed by its provider", () => {
		expect(integrationStatus(withDistribution({ integration: 'coalition' }))).toMatchObject({
			kind: 'coalitionParent',
			changes: ['licensing', 'pricing'],
		})
		expect(
			integrationStatus(
				withDistribution({
					integration: 'coalition',
					parentCompanyId: 'cmp_coalition',
					parentCompanyName: 'Coalition HQ',
				}),
			),
		).toEqual({
			kind: 'coalitionMember',
			id: 'coalition',
			parentCompanyName: 'Coalition HQ',
			changes: ['providerManaged'],
		})
	})

	test('another integration is shown by its name, with nothing known to change', () => {
		expect(integrationStatus(withDistribution({ integration: 'okta-sync' }))).toEqual({
			kind: 'other',
			id: 'okta-sync',
			parentCompanyName: null,
			changes: [],
		})
	})
})
