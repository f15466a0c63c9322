import { describe, expect, test } from 'vitest'
import {
	MAX_PINNED_VIDEOS,
	PINNED_VIDEOS_LIMIT_CODE,
	PinnedVideosSchema,
	VideoCoursesSchema,
	VideoLibrarySchema,
} from '#app/gateway/videos.server.ts'
import { VIDEO_SEED } from '#server/gateway/db/seed-videos.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({ signIn: ['acmeAdmin', 'acmeLearner', 'globexAdmin', 'fabrikamAdmin', 'initechAdmin', 'support'] })

const C = SEED.companies
const V = VIDEO_SEED

const libraryPath = (companyId: string) => `/api/v1/videos/video_library/company/${companyId}`
const pinnedPath = (companyId: string) => `/api/v1/videos/company/${companyId}/pinned`
const pinPath = (companyId: string, videoId: string, action: 'pin' | 'unpin') => `/api/v1/videos/company/${companyId}/${videoId}/${action}`

async function library(token: string, companyId: string, query: Record<string, string> = {}) {
	const reply = await t.call('GET', libraryPath(companyId), { token, query })
	expect(reply.status, reply.text).toBe(200)
	return VideoLibrarySchema.parse(reply.body)
}
async function pinned(token: string, companyId: string) {
	const reply = await t.call('GET', pinnedPath(companyId), { token })
	expect(reply.status, reply.text).toBe(200)
	return PinnedVideosSchema.parse(reply.body).items.map((v) => v.id)
}

describe('the video library', () => {
	test('the English library: every category, in order, each video with its courses and pinned state', async () => {
		const reply = await library(tokens.acmeAdmin!, C.acme)
		expect(reply.videos).toHaveLength(V.englishCount)
		expect(reply.videos.every((v) => v.language === 'en')).toBe(true)
		expect(reply.categories).toEqual(['phishing', 'passwords', 'social-engineering', 'data-protection', 'remote-work', 'devices'])
		expect(new Set(reply.videos.map((v) => v.category))).toEqual(new Set(reply.categories))
		expect(reply.videos.every((v) => v.courses.length > 0)).toBe(true)
		expect(reply.videos.every((v) => v.url.startsWith('https://') && v.shareURL.startsWith('https://'))).toBe(true)
		const mfa = reply.videos.find((v) => v.id === 'vid_mfa_basics')!
		expect(mfa).toMatchObject({ isPinned: true, isPublicVideo: true, category: 'passwords' })
		expect(mfa.courses.map((c) => c.id).sort()).toEqual(['crs_annual_awareness', 'crs_passwords'])
		expect(reply.videos.filter((v) => v.isPinned).map((v) => v.id)).toEqual([...V.acmePinned])
		expect(reply.pinnedCount).toBe(V.acmePinned.length)
	})

	test('a language, a search and a category narrow the list; the categories stay those of the language', async () => {
		const german = await library(tokens.acmeAdmin!, C.acme, { languageCode: 'de' })
		expect(german.videos).toHaveLength(V.translatedCount)
		expect(german.videos.every((v) => v.language === 'de' && v.courses.every((c) => c.id.endsWith('_de')))).toBe(true)
		const phishing = await library(tokens.acmeAdmin!, C.acme, { categoryName: 'phishing' })
		expect(phishing.videos.map((v) => v.id)).toEqual([...V.phishing])
		expect(phishing.categories).toHaveLength(6)
		const searched = await library(tokens.acmeAdmin!, C.acme, { search: 'mfa', categoryName: 'passwords' })
		expect(searched.videos.map((v) => v.id)).toEqual(['vid_mfa_fatigue'])
		const caseless = await library(tokens.acmeAdmin!, C.acme, { search: 'PHISHING EMAIL' })
		expect(caseless.videos.map((v) => v.id)).toEqual(['vid_spot_phishing_email'])
		// A LIKE wildcard is a character like any other.
		expect((await library(tokens.acmeAdmin!, C.acme, { search: '%' })).videos).toEqual([])
		expect((await library(tokens.acmeAdmin!, C.acme, { categoryName: 'no-such-category' })).videos).toEqual([])
		const unknown = await t.call('GET', libraryPath(C.acme), { token: tokens.acmeAdmin, query: { languageCode: 'xx' } })
		expect(unknown.status).toBe(422)
	})

	test('a video belongs to its courses (the courses call)', async () => {
		const reply = await t.call('GET', `/api/v1/videos/company/${C.acme}/vid_fake_invoice/courses`, { token: tokens.acmeAdmin })
		expect(reply.status, reply.text).toBe(200)
		expect(
			VideoCoursesSchema.parse(reply.body)
				.courses.map((c) => c.id)
				.sort(),
		).toEqual(['crs_business_email_compromise', 'crs_phishing'])
		const missing = await t.call('GET', `/api/v1/videos/company/${C.acme}/vid_nope/courses`, { token: tokens.acmeAdmin })
		expect(missing.status).toBe(404)
	})

	test("a learner is refused every call, as is another company's admin or no sign-in; staff read any company", async () => {
		for (const [method, path] of [
			['GET', libraryPath(C.acme)],
			['GET', pinnedPath(C.acme)],
			['POST', pinPath(C.acme, 'vid_smishing', 'pin')],
			['POST', pinPath(C.acme, 'vid_mfa_basics', 'unpin')],
			['GET', `/api/v1/videos/company/${C.acme}/vid_smishing/courses`],
		] as const) {
			const learner = await t.call(method, path, { token: tokens.acmeLearner })
			expect(learner.status, path).toBe(403)
			expect(learner.body.code).toBe('company_not_accessible')
			const foreign = await t.call(method, path, { token: tokens.globexAdmin })
			expect(foreign.body.code, path).toBe('company_not_accessible')
			expect((await t.call(method, path)).status, path).toBe(401)
		}
		expect(await pinned(tokens.support!, C.fabrikam)).toEqual([...V.fabrikamPinned])
		expect(await pinned(tokens.acmeAdmin!, C.acme)).toEqual([...V.acmePinned])
	})
})

describe('pinning', () => {
	test('pin and unpin are idempotent; the pinned list is in pin order', async () => {
		const company = C.initech
		const token = tokens.initechAdmin!
		expect(await pinned(token, company)).toEqual([])
		for (const videoId of ['vid_smishing', 'vid_tailgating', 'vid_smishing']) {
			const reply = await t.call('POST', pinPath(company, videoId, 'pin'), { token })
			expect(reply.status, reply.text).toBe(204)
		}
		expect(await pinned(token, company)).toEqual(['vid_smishing', 'vid_tailgating'])
		const lib = await library(token, company, { categoryName: 'social-engineering' })
		expect(lib.videos.find((v) => v.id === 'vid_tailgating')?.isPinned).toBe(true)
		expect(lib.pinnedCount).toBe(2)
		for (let i = 0; i < 2; i++) expect((await t.call('POST', pinPath(company, 'vid_smishing', 'unpin'), { token })).status).toBe(204)
		expect(await pinned(token, company)).toEqual(['vid_tailgating'])
		// Another company's pins are its own.
		expect(await pinned(tokens.acmeAdmin!, C.acme)).toEqual([...V.acmePinned])
		const missing = await t.call('POST', pinPath(company, 'vid_nope', 'pin'), { token })
		expect(missing.status).toBe(404)
		expect(missing.body.message).toBe('Video not found')
	})

	test('at 5 pinned a sixth is refused with the spec message; a pinned one may be pinned again; after an unpin a pin fits', async () => {
		const token = tokens.fabrikamAdmin!
		expect(await pinned(token, C.fabrikam)).toHaveLength(MAX_PINNED_VIDEOS)
		const sixth = await t.call('POST', pinPath(C.fabrikam, 'vid_smishing', 'pin'), { token })
		expect(sixth.status).toBe(409)
		expect(sixth.body).toMatchObject({ code: PINNED_VIDEOS_LIMIT_CODE, message: 'Maximum number of videos added! Remove one to add more.' })
		expect((await t.call('POST', pinPath(C.fabrikam, V.fabrikamPinned[0], 'pin'), { token })).status).toBe(204)
		expect(await pinned(token, C.fabrikam)).toEqual([...V.fabrikamPinned])

		// Two pins at once for the last place: one wins, the other is refused.
		expect((await t.call('POST', pinPath(C.fabrikam, V.fabrikamPinned[4], 'unpin'), { token })).status).toBe(204)
		const race = await Promise.all(
			['vid_smishing', 'vid_tailgating'].map((id) => t.call('POST', pinPath(C.fabrikam, id, 'pin'), { token })),
		)
		expect(race.map((r) => r.status).sort()).toEqual([204, 409])
		expect(await pinned(token, C.fabrikam)).toHaveLength(MAX_PINNED_VIDEOS)
	})
})
