import { describe, expect, test } from 'vitest'
import { outcome, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView } from '#tests/mocks/gateway.ts'
import { loader } from './until-built.tsx'

// Spec 3 §6: a path under /phishing-exercise that is none of its pages.

const signedIn = useSignedInCookies(['admin'])
const load = (path: string) => outcome(() => loader(routeArgs(path, { cookie: signedIn.admin }) as any)) as Promise<any>

describe('the phishing exercise until it is built', () => {
	test('a company without the v2 flag asking for any phishing exercise page goes to gaming', async () => {
		viewerReplies()
		for (const path of ['/phishing-exercise', '/phishing-exercise/active', '/phishing-exercise/archived', '/phishing-exercise/create']) {
			const reply = await load(path)
			expect(reply.status, path).toBe(302)
			expect(reply.headers.get('Location')).toBe('/gaming')
		}
	})

	test('a v2 company gets the 404 page', async () => {
		viewerReplies(authUser(), companyView({ features: { ...companyView().features, isPhishingExerciseV2Enabled: true } }))
		const reply = await load('/phishing-exercise/active')
		expect(reply.init?.status).toBe(404)
	})
})
