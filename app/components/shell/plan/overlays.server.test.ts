import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { Viewer } from '#app/auth/guards.server.ts'
import { billingHandlers, authUser, GATEWAY, planCompany, type PlanState, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { PLAN_MODAL, pathWithoutPlan, pathWithPlan } from './modals.ts'
import { loadPlanOverlays } from './overlays.server.ts'
import type { DirectPurchaseData, UpgradeDialogData } from './overlay-data.ts'

function viewerOf(s: PlanState = {}): Viewer {
	const company = planCompany(s)
	return { token: 't', user: authUser(), company, companyAccess: null }
}
const at = (path: string) => new URL(`http://localhost:3000${path}`)
const request = new Request('http://localhost:3000/home')
const load = (viewer: Viewer, path: string) => loadPlanOverlays(viewer, request, at(path), 'en')

function pricing() {
	const billing = billingHandlers({ pricePerSeat: 2400 })
	server.use(...billing.handlers)
	return billing
}

describe('loadPlanOverlays', () => {
	test('a page with no plan dialog open loads nothing (no gateway call: unhandled requests fail this test)', async () => {
		expect(await load(viewerOf(), '/home')).toEqual({ blocking: false, dialog: null })
		expect(await load(viewerOf(), '/home?modal=contactSales')).toEqual({ blocking: false, dialog: null })
	})

	test('?modal=upgrade starts the stepper at enough seats for the users and prices them', async () => {
		const billing = pricing()
		const data = await load(viewerOf({ enabled: 40 }), '/home?modal=upgrade')
		const dialog = data.dialog as UpgradeDialogData
		expect(dialog).toMatchObject({
			kind: 'upgrade',
			variant: 'upgrade',
			closable: true,
			trial: { kind: 'available' },
			contactSales: true,
		})
		expect(dialog.purchase).toMatchObject({
			kind: 'direct',
			seats: '50',
			result: null,
			price: { seats: 50, perUserPerMonth: '$2.00', perYear: '$1,200.00' },
		})
		expect(billing.calls.pricing?.[0]?.query.get('usersNumber')).toBe('50')
		expect(billing.calls.pricing?.[0]?.query.get('isDirectPurchase')).toBe('true')
	})

	test('?delay= makes the dialog wait whole seconds (1–5); anything else opens it at once; closing drops it', async () => {
		pricing()
		const revealAfter = async (query: string) =>
			((await load(viewerOf(), `/home?modal=upgrade${query}`)).dialog as UpgradeDialogData).revealAfterMs
		expect(await revealAfter('')).toBe(0)
		expect(await revealAfter('&delay=1')).toBe(1000)
		expect(await revealAfter('&delay=5')).toBe(5000)
		for (const bad of ['0', '6', '1.5', '-1', 'x', '']) expect(await revealAfter(`&delay=${bad}`)).toBe(0)
		expect(pathWithPlan('/phishing-simulation/active', PLAN_MODAL.upgrade, { delaySeconds: 1 })).toBe(
			'/phishing-simulation/active?modal=upgrade&delay=1',
		)
		expect(pathWithoutPlan('/phishing-simulation/active', '?tab=x&modal=upgrade&delay=1&seats=50')).toBe(
			'/phishing-simulation/active?tab=x',
		)
	})

	test('?seats= from "Show price" is priced; a bad one gets its message and no pricing call', async () => {
		pricing()
		const priced = (await load(viewerOf(), '/home?modal=upgrade&seats=150')).dialog as UpgradeDialogData
		expect(priced.purchase).toMatchObject({ seats: '150', price: { perUserPerMonth: '$2.00', perYear: '$3,600.00' } })

		const bad = (await load(viewerOf(), '/home?modal=upgrade&seats=24')).dialog as UpgradeDialogData
		const purchase = bad.purchase as DirectPurchaseData
		expect(purchase).toMatchObject({ seats: '24', price: null })
		expect(purchase.result).toMatchObject({
			status: 'error',
			initialValue: { seats: '24' },
			error: { seats: ['plan:seats.min'] },
		})
	})

	test('a failed pricing call leaves the dialog drawn, saying so', async () => {
		server.use(http.get(`${GATEWAY}/api/v1/billing/company/:id/pricing`, () => HttpResponse.json({ message: 'down' }, { status: 500 })))
		expectConsoleError()
		const dialog = (await load(viewerOf(), '/home?modal=upgrade')).dialog as UpgradeDialogData
		expect(dialog.purchase).toMatchObject({ kind: 'direct', price: null, priceFailure: { message: 'common:tryAgain' } })
	})

	test('during a trial the dialog says when it ends; on the licensing page there is no trial button', async () => {
		pricing()
		const during = (await load(viewerOf({ trial: 'active' }), '/home?modal=upgrade')).dialog as UpgradeDialogData
		expect(during.trial).toEqual({ kind: 'active', endsLabel: 'Dec 07, 2026' })
		const onLicensing = (await load(viewerOf(), '/licensing?modal=upgrade')).dialog as UpgradeDialogData
		expect(onLicensing.trial).toBeNull()
	})

	test('on Boost the dialog buys more seats, from the minimum', async () => {
		pricing()
		const dialog = (await load(viewerOf({ hasBoost: true }), '/home?modal=upgrade')).dialog as UpgradeDialogData
		expect(dialog).toMatchObject({ variant: 'buySeats', closable: true, trial: null })
		// A checkout adds its seats to the subscription: the stepper starts at the least one adds.
		expect(dialog.purchase).toMatchObject({ kind: 'direct', seats: '25' })
	})

	test('a provider-managed company gets its provider instead of Buy Now, and no pricing call', async () => {
		const dialog = (await load(viewerOf({ parent: 'Northwind MSP' }), '/home?modal=upgrade')).dialog as UpgradeDialogData
		expect(dialog.purchase).toEqual({ kind: 'providerManaged', providerName: 'Northwind MSP' })
		expect(dialog.contactSales).toBe(false)
	})

	test('a coalition parent never gets a plan dialog', async () => {
		const parent = viewerOf({ integration: 'coalition' })
		for (const modal of ['upgrade', 'downgrade', 'startTrial', 'upgraded', 'downgraded']) {
			expect(await load(parent, `/home?modal=${modal}`)).toEqual({ blocking: false, dialog: null })
		}
	})

	test('an expired trial without Boost: the upgrade dialog on every page, not closable, even without ?modal', async () => {
		pricing()
		for (const path of ['/home', '/users/all_users?pageNumber=2', '/licensing?modal=downgrade', '/home?modal=verifyEmail']) {
			const data = await load(viewerOf({ trial: 'expired' }), path)
			expect(data.blocking, path).toBe(true)
			expect(data.dialog, path).toMatchObject({ kind: 'upgrade', variant: 'trialEnded', closable: false })
		}
	})

	test('the expired-trial dialog steps aside for Contact Us (Contact Sales) and the Help drawer only', async () => {
		pricing()
		const expired = viewerOf({ trial: 'expired' })
		expect(await load(expired, '/home?modal=contactSales')).toEqual({ blocking: true, dialog: null })
		expect(await load(expired, '/home?modal=support')).toEqual({ blocking: true, dialog: null })
		expect((await load(expired, '/home?modal=feedback')).dialog).toMatchObject({ variant: 'trialEnded' })
		// A provider's customer does not see Contact Sales, so it cannot get around the dialog with it.
		expect((await load(viewerOf({ trial: 'expired', parent: 'Northwind MSP' }), '/home?modal=contactSales')).dialog).toMatchObject({
			variant: 'trialEnded',
		})
	})

	test('the downgrade dialog is for a direct company on Boost', async () => {
		expect((await load(viewerOf({ hasBoost: true }), '/home?modal=downgrade')).dialog).toEqual({
			kind: 'downgrade',
			contactSales: true,
		})
		expect((await load(viewerOf(), '/home?modal=downgrade')).dialog).toBeNull()
		expect((await load(viewerOf({ hasBoost: true, parent: 'Northwind MSP' }), '/home?modal=downgrade')).dialog).toBeNull()
	})

	test('the trial dialog only for a qualifying company', async () => {
		expect((await load(viewerOf(), '/home?modal=startTrial')).dialog).toEqual({ kind: 'startTrial' })
		expect((await load(viewerOf({ trial: 'active' }), '/home?modal=startTrial')).dialog).toBeNull()
		expect((await load(viewerOf({ hasBoost: true }), '/home?modal=startTrial')).dialog).toBeNull()
	})

	test("'All Set!' after the trial started names its end; 'Downgraded' after Continue to Free", async () => {
		expect((await load(viewerOf({ trial: 'active' }), '/home?modal=upgraded')).dialog).toEqual({
			kind: 'upgraded',
			trialEndsLabel: 'Dec 07, 2026',
		})
		expect((await load(viewerOf({ hasBoost: true }), '/home?modal=upgraded')).dialog).toEqual({
			kind: 'upgraded',
			trialEndsLabel: null,
		})
		expect((await load(viewerOf(), '/home?modal=downgraded')).dialog).toEqual({ kind: 'downgraded' })
	})
})
