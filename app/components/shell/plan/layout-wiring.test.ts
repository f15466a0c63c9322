import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { CompanyView } from '#app/gateway/company.server.ts'
import { loader } from '#app/routes/app/layout.tsx'
import { routeArgs, signedInCookie } from '#tests/fixtures/route.ts'
import { authUser, billingHandlers, companyView, GATEWAY, notification, notificationsHandlers, server } from '#tests/mocks/gateway.ts'

/** The plan dialogs in the signed-in shell (app/routes/app/layout): loaded with the shell, and they hold the notification popover back. */

const base = companyView()
const expired: CompanyView = companyView({
	subscription: { ...base.subscription, trial: { status: 'expired', modal: true, endsAt: '2026-01-01T00:00:00.000Z' } },
})

function shell(company: CompanyView = base) {
	server.use(
		http.get(`${GATEWAY}/user`, () => HttpResponse.json(authUser({ notificationsShown: false }))),
		http.get(`${GATEWAY}/customers/api/v2/company/:id/view/admin`, () => HttpResponse.json(company)),
		...notificationsHandlers({ notifications: [notification()] }).handlers,
		...billingHandlers().handlers,
	)
}

const load = async (path: string) => loader(routeArgs(path, { cookie: await signedInCookie() }) as any)

describe('the plan dialogs in the shell', () => {
	test('a company whose trial expired without Boost gets the upgrade dialog on any page, and the popover does not open by itself', async () => {
		shell(expired)
		const data = await load('/users/all_users')
		expect(data.plan).toMatchObject({
			blocking: true,
			dialog: { kind: 'upgrade', variant: 'trialEnded', closable: false },
		})
		expect(data.shell.notifications).toMatchObject({ unseen: true, autoOpen: false })
	})

	test('other companies get the plan dialog the URL opens, and the popover waits for it', async () => {
		shell()
		const plain = await load('/home')
		expect(plain.plan).toEqual({ blocking: false, dialog: null })
		expect(plain.shell.notifications?.autoOpen).toBe(true)

		const opened = await load('/home?modal=startTrial')
		expect(opened.plan).toEqual({ blocking: false, dialog: { kind: 'startTrial' } })
		expect(opened.shell.notifications?.autoOpen).toBe(false)
	})
})
