import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { Viewer } from '#app/auth/guards.server.ts'
import { authUser, companyView, GATEWAY, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { loadShellOverlays } from './overlays.server.ts'

const viewer: Viewer = { token: 't', user: authUser(), company: companyView(), companyAccess: null }
const at = (path: string) => new URL(`http://localhost:3000${path}`)

describe('loadShellOverlays', () => {
	test('a page with no overlay open loads nothing (no gateway call: unhandled requests fail this test)', async () => {
		expect(await loadShellOverlays(viewer, at('/home'))).toEqual({
			modal: null,
			support: null,
			contactSales: null,
			feedback: null,
		})
		expect((await loadShellOverlays(viewer, at('/home?modal=verifyEmail'))).modal).toBeNull()
	})

	test('the support drawer gets the email and the categories; sent=1 shows the Thank You panel', async () => {
		const data = await loadShellOverlays(viewer, at('/home?modal=support&sent=1'))
		expect(data.support).toMatchObject({ email: 'admin@acme.test', showFaq: true, sent: true })
		expect(data.feedback).toBeNull()
	})

	test('contact sales carries the page name it was opened with', async () => {
		const data = await loadShellOverlays(viewer, at('/licensing?modal=contactSales&pageName=licensing'))
		expect(data.contactSales?.pageName).toBe('licensing')
	})

	test('Contact Sales stays closed for a company that does not see it', async () => {
		const customer: Viewer = {
			...viewer,
			company: companyView({
				distribution: { ...companyView().distribution, parentCompanyId: 'cmp_northwind' },
			} as any),
		}
		const data = await loadShellOverlays(customer, at('/home?modal=contactSales'))
		expect(data.contactSales).toBeNull()
	})

	test('admins with a verified custom domain get no FAQ card (it links to the Knowledge Base)', async () => {
		const branded: Viewer = {
			...viewer,
			company: companyView({ customDomainAdmin: { domain: 'admin.acme.test', isVerified: true } } as any),
		}
		expect((await loadShellOverlays(branded, at('/home?modal=support'))).support?.showFaq).toBe(false)
	})

	test('the feedback drawer reads the waiting survey, only when it is open', async () => {
		server.use(
			http.get(`${GATEWAY}/api/v1/surveys/company/cmp_acme/user/usr_admin`, () =>
				HttpResponse.json({ survey: { id: 'svy_1', title: 'How are we doing?' } }),
			),
		)
		const data = await loadShellOverlays(viewer, at('/home?modal=feedback'))
		expect(data.feedback).toMatchObject({ survey: { id: 'svy_1', title: 'How are we doing?' }, failed: false })
	})

	test('a survey that cannot be read leaves the page drawn and the drawer saying so', async () => {
		server.use(http.get(`${GATEWAY}/api/v1/surveys/company/:c/user/:u`, () => HttpResponse.json({ message: 'x' }, { status: 500 })))
		expectConsoleError()
		const data = await loadShellOverlays(viewer, at('/home?modal=feedback'))
		expect(data.feedback).toMatchObject({ survey: null, failed: true })
	})
})
