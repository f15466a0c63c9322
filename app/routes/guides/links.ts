/**
 * Every video and external address of the Guides page (spec 1 §2, spec 2 §2) in one place.
 *
 * The addresses are placeholders on example.com until the product's own video hosting and
 * marketing pages are known; replace them here and nowhere else. The video player is an
 * iframe of `embedUrl`, so the document's Content-Security-Policy must allow the embed
 * origins (`VIDEO_EMBED_ORIGINS`) in `frame-src`.
 */

export const VIDEO_GUIDE_IDS = ['free-vs-boost', 'how-to-choose-training', 'inviting-your-team', 'learner-experience'] as const
export type VideoGuideId = (typeof VIDEO_GUIDE_IDS)[number]

export type VideoGuide = {
	id: VideoGuideId
	/** The hosting's embeddable player. */
	embedUrl: string
	/** The public page of the video: what the share buttons and "copy link" hand out. */
	watchUrl: string
}

const VIDEO_HOST = 'https://videos.example.com'

export const VIDEO_GUIDES: Record<VideoGuideId, VideoGuide> = {
	'free-vs-boost': {
		id: 'free-vs-boost',
		embedUrl: `${VIDEO_HOST}/embed/free-vs-boost`,
		watchUrl: `${VIDEO_HOST}/watch/free-vs-boost`,
	},
	'how-to-choose-training': {
		id: 'how-to-choose-training',
		embedUrl: `${VIDEO_HOST}/embed/how-to-choose-training`,
		watchUrl: `${VIDEO_HOST}/watch/how-to-choose-training`,
	},
	'inviting-your-team': {
		id: 'inviting-your-team',
		embedUrl: `${VIDEO_HOST}/embed/inviting-your-team`,
		watchUrl: `${VIDEO_HOST}/watch/inviting-your-team`,
	},
	'learner-experience': {
		id: 'learner-experience',
		embedUrl: `${VIDEO_HOST}/embed/learner-experience`,
		watchUrl: `${VIDEO_HOST}/watch/learner-experience`,
	},
}

/** Origins the player iframes load from: the `frame-src` the CSP needs. */
export const VIDEO_EMBED_ORIGINS = [...new Set(Object.values(VIDEO_GUIDES).map((v) => new URL(v.embedUrl).origin))]

export function isVideoGuideId(value: unknown): value is VideoGuideId {
	return typeof value === 'string' && (VIDEO_GUIDE_IDS as readonly string[]).includes(value)
}

/** spec 2 §9 "Affiliate share 10%". */
export const AFFILIATE_SHARE_PERCENT = 10
