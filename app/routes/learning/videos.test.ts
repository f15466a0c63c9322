import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { type Video } from '#app/gateway/videos.server.ts'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { action, loader } from './videos.tsx'

const signedIn = useSignedInCookies(['admin', 'user'])

const LIBRARY = `${GATEWAY}/api/v1/videos/video_library/company/:companyId`
const PIN = `${GATEWAY}/api/v1/videos/company/:companyId/:videoId/pin`
const UNPIN = `${GATEWAY}/api/v1/videos/company/:companyId/:videoId/unpin`

function video(overrides: Partial<Video> & Pick<Video, 'id' | 'name'>): Video {
	return {
		url: `https://videos.example.com/embed/${overrides.id}`,
		shareURL: `https://videos.example.com/watch/${overrides.id}`,
		isPublicVideo: true,
		isPinned: false,
		courses: [{ id: 'crs_phishing', name: 'Phishing Awareness' }],
		category: 'phishing',
		language: 'en',
		thumbnail: null,
		durationSeconds: 95,
		...overrides,
	}
}
const library = (videos: Video[], pinnedCount = videos.filter((v) => v.isPinned).length) => ({
	videos,
	categories: ['phishing', 'passwords'],
	pinnedCount,
})
const catalogue = [
	video({ id: 'vid_spot', name: 'How to Spot a Phishing Email' }),
	video({ id: 'vid_mfa', name: 'Multi-Factor Authentication Explained', category: 'passwords', isPinned: true }),
]

const load = (path: string, role = 'admin') => outcome(() => loader(routeArgs(path, { cookie: signedIn[role] }) as any)) as Promise<any>
const post = (path: string, form: Record<string, string>, role = 'admin') =>
	outcome(() => action(routeArgs(path, { cookie: signedIn[role], form }) as any)) as Promise<any>

describe('the video library: the loader', () => {
	test('the URL language, search and category are the gateway query, for the company of the session', async () => {
		viewerReplies()
		server.use(http.get(LIBRARY, () => HttpResponse.json(library(catalogue))))
		const calls = recordGateway()
		const page = await load('/learning/videos?language=de&category=passwords&searchText=mfa')
		expect(calls.map((c) => c.call)).toEqual([
			'GET /api/v1/videos/video_library/company/cmp_acme?languageCode=de&search=mfa&categoryName=passwords',
		])
		expect(page).toMatchObject({ language: 'de', category: 'passwords', searchText: 'mfa', failure: null, pinnedCount: 1 })
		expect(page.categories).toEqual(['all', 'phishing', 'passwords'])
		expect(page.cards.map((c: { id: string; duration: string }) => [c.id, c.duration])).toEqual([
			['vid_spot', '1:35'],
			['vid_mfa', '1:35'],
		])
	})

	test('no filters: English and every category; an unknown language is English', async () => {
		viewerReplies()
		server.use(http.get(LIBRARY, () => HttpResponse.json(library(catalogue))))
		const calls = recordGateway()
		const page = await load('/learning/videos?language=xx')
		expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/videos/video_library/company/cmp_acme?languageCode=en'])
		expect(page.category).toBe('all')
	})

	test('?pin opens the pin confirmation of an unpinned video, ?unpin of a pinned one, ?video the modal', async () => {
		viewerReplies()
		server.use(http.get(LIBRARY, () => HttpResponse.json(library(catalogue))))
		expect(await load('/learning/videos?pin=vid_spot')).toMatchObject({ pinning: { id: 'vid_spot' }, unpinning: null })
		// Asking to pin a pinned video or unpin one that is not: no dialog.
		expect(await load('/learning/videos?pin=vid_mfa')).toMatchObject({ pinning: null, unpinning: null })
		expect(await load('/learning/videos?unpin=vid_spot')).toMatchObject({ pinning: null, unpinning: null })
		expect(await load('/learning/videos?unpin=vid_mfa')).toMatchObject({ unpinning: { id: 'vid_mfa' } })
		expect((await load('/learning/videos?video=vid_spot')).openVideo).toEqual({
			id: 'vid_spot',
			title: 'How to Spot a Phishing Email',
			embedUrl: 'https://videos.example.com/embed/vid_spot',
			watchUrl: 'https://videos.example.com/watch/vid_spot',
		})
		expect((await load('/learning/videos?video=vid_other')).openVideo).toBeNull()
	})

	test('at 5 pinned the pin is blocked: no pin dialog opens', async () => {
		viewerReplies()
		server.use(http.get(LIBRARY, () => HttpResponse.json(library(catalogue, 5))))
		const page = await load('/learning/videos?pin=vid_spot')
		expect(page).toMatchObject({ atPinLimit: true, pinning: null })
	})

	test('a failed read keeps the page with the message and no cards', async () => {
		viewerReplies()
		server.use(http.get(LIBRARY, () => gatewayError(500, 'INTERNAL', 'boom')))
		expectConsoleError()
		const page = await load('/learning/videos')
		expect(page.cards).toEqual([])
		expect(page.failure).toEqual({ message: 'common:tryAgain' })
	})

	test('a learner is not let in', async () => {
		viewerReplies(authUser({ role: 'user' }))
		const result = await load('/learning/videos', 'user')
		expect(result).toBeInstanceOf(Response)
		expect((result as Response).status).toBe(302)
	})
})

describe('the video library: pin and unpin', () => {
	test('a pin is posted for the company of the session; the library comes back with its filters and the toast', async () => {
		viewerReplies()
		server.use(http.post(PIN, () => new HttpResponse(null, { status: 204 })))
		const calls = recordGateway()
		const response = await post('/learning/videos?category=phishing&searchText=spot&pin=vid_spot', { intent: 'pin', videoId: 'vid_spot' })
		expect(calls.map((c) => c.call)).toEqual(['POST /api/v1/videos/company/cmp_acme/vid_spot/pin'])
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/learning/videos?category=phishing&searchText=spot')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'videos:pinnedToast' })
	})

	test('an unpin says so', async () => {
		viewerReplies()
		server.use(http.post(UNPIN, () => new HttpResponse(null, { status: 204 })))
		const calls = recordGateway()
		const response = await post('/learning/videos?unpin=vid_mfa', { intent: 'unpin', videoId: 'vid_mfa' })
		expect(calls.map((c) => c.call)).toEqual(['POST /api/v1/videos/company/cmp_acme/vid_mfa/unpin'])
		expect(response.headers.get('Location')).toBe('/learning/videos')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'videos:unpinnedToast' })
	})

	test("a sixth pin refused by the gateway is the spec's message", async () => {
		viewerReplies()
		server.use(http.post(PIN, () => gatewayError(409, 'pinned_videos_limit', 'Maximum number of videos added! Remove one to add more.')))
		const response = await post('/learning/videos', { intent: 'pin', videoId: 'vid_spot' })
		expect(response.headers.get('Location')).toBe('/learning/videos')
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'videos:pinLimit' })
	})

	test("another refusal shows the gateway's message", async () => {
		viewerReplies()
		server.use(http.post(PIN, () => gatewayError(404, 'not_found', 'Video not found')))
		const response = await post('/learning/videos', { intent: 'pin', videoId: 'vid_gone' })
		expect(await flashToast(response)).toEqual({ type: 'error', message: 'Video not found', raw: true })
	})

	test('an unknown intent is a 400; a learner is not let in and nothing is posted', async () => {
		viewerReplies()
		const bad = await post('/learning/videos', { intent: 'delete', videoId: 'vid_spot' })
		expect(bad.status).toBe(400)
		viewerReplies(authUser({ role: 'user' }))
		const calls = recordGateway()
		const learner = await post('/learning/videos', { intent: 'pin', videoId: 'vid_spot' }, 'user')
		expect(learner.status).toBe(302)
		expect(learner.headers.get('Location')).not.toMatch(/^\/learning\/videos/)
		expect(calls).toEqual([])
	})
})
