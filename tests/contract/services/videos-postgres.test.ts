import { describe, expect, test } from 'vitest'
import { MAX_PINNED_VIDEOS, PinnedVideosSchema, VideoLibrarySchema } from '#app/gateway/videos.server.ts'
import { VIDEO_SEED } from '#server/gateway/db/seed-videos.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The video library on a PostgreSQL server (TEST_DATABASE_URL): the search's ILIKE and the pin limit
// under concurrent pins, where the lock on the company row is what keeps a sixth out.

describe.skipIf(!POSTGRES_URL)('the video library on PostgreSQL', () => {
	let t: TestGateway
	let token: string
	const C = SEED.companies
	const pinPath = (videoId: string, action: 'pin' | 'unpin') => `/api/v1/videos/company/${C.fabrikam}/${videoId}/${action}`

	usePostgresGateway('videos', async (gateway) => {
		t = gateway
		token = await t.signIn(SEED.users.fabrikamAdmin.email)
	})

	test('a search is case-insensitive and literal', async () => {
		const reply = await t.call('GET', `/api/v1/videos/video_library/company/${C.fabrikam}`, { token, query: { search: 'WI-FI' } })
		expect(reply.status, reply.text).toBe(200)
		expect(VideoLibrarySchema.parse(reply.body).videos.map((v) => v.id)).toEqual(['vid_public_wifi'])
	})

	test('of five pins at once for the last free place, one is taken and four are refused', async () => {
		expect((await t.call('POST', pinPath(VIDEO_SEED.fabrikamPinned[4], 'unpin'), { token })).status).toBe(204)
		const ids = ['vid_smishing', 'vid_tailgating', 'vid_usb_drop', 'vid_clean_desk', 'vid_home_router']
		const replies = await Promise.all(ids.map((id) => t.call('POST', pinPath(id, 'pin'), { token })))
		expect(replies.map((r) => r.status).sort()).toEqual([204, 409, 409, 409, 409])
		const pinned = await t.call('GET', `/api/v1/videos/company/${C.fabrikam}/pinned`, { token })
		expect(PinnedVideosSchema.parse(pinned.body).items).toHaveLength(MAX_PINNED_VIDEOS)
	})
})
