import { expect, test } from 'vitest'
import { outcome, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView } from '#tests/mocks/gateway.ts'
import { loader } from './route.tsx'

test('the page reads the integration from the company view of the session, and nothing else', async () => {
	viewerReplies(authUser(), companyView({ distribution: { ...companyView().distribution, integration: 'acronis' } }))
	const data = (await outcome(() => loader(routeArgs('/settings/integration', { cookie: undefined }) as any))) as Response
	// Signed out: sign in first.
	expect((data as Response).status).toBe(302)
	const cookie = await signedInCookie('admin')
	const signedIn = (await loader(routeArgs('/settings/integration', { cookie }) as any)) as any
	expect(signedIn.status).toMatchObject({ kind: 'console', id: 'acronis' })
})
