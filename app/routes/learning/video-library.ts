import { isLanguageCode } from '#app/i18n/config.ts'
import { normalizeSearchText, TABLE_PARAMS } from '#app/lib/table-query.ts'

/**
 * The video library's URL state (spec 2 §2 "/learning/videos"): the filters (`language`, `category`,
 * `searchText`, as on All Courses) and at most one open dialog: `?pin=<videoId>` or `?unpin=<videoId>`
 * (the confirmations of spec 2 §4) or `?video=<videoId>` (the video modal).
 */
export const VIDEOS_PATH = '/learning/videos'
export const VIDEO_PARAMS = {
	language: 'language',
	category: 'category',
	searchText: TABLE_PARAMS.searchText,
	pin: 'pin',
	unpin: 'unpin',
	video: 'video',
} as const
const FILTER_PARAMS = [VIDEO_PARAMS.language, VIDEO_PARAMS.category, VIDEO_PARAMS.searchText] as const
const DIALOG_PARAMS = [VIDEO_PARAMS.pin, VIDEO_PARAMS.unpin, VIDEO_PARAMS.video] as const
export type VideoDialog = (typeof DIALOG_PARAMS)[number]

/** Spec 2 §9 "Max pinned videos: 5" (the gateway refuses a sixth; the page blocks the Pin action at it). */
export const MAX_PINNED_VIDEOS = 5

/** The category key of "All Videos": no `category` in the URL. */
export const ALL_CATEGORIES = 'all'

/** The categories the console has words for (videos:categories); another the gateway adds shows as it is named. */
export const KNOWN_CATEGORIES = ['phishing', 'passwords', 'social-engineering', 'data-protection', 'remote-work', 'devices'] as const
export type KnownCategory = (typeof KNOWN_CATEGORIES)[number]
export function isKnownCategory(value: string): value is KnownCategory {
	return (KNOWN_CATEGORIES as readonly string[]).includes(value)
}

export type LibraryFilters = { language: string; category: string; searchText: string }

/** The filters of a library URL: an unknown language is English, no category is all of them. */
export function parseLibraryFilters(params: URLSearchParams, fallbackLanguage: string): LibraryFilters {
	const language = params.get(VIDEO_PARAMS.language)
	const category = (params.get(VIDEO_PARAMS.category) ?? '').trim().slice(0, 100)
	return {
		language: isLanguageCode(language) ? language : fallbackLanguage,
		category: category || ALL_CATEGORIES,
		searchText: normalizeSearchText(params.get(VIDEO_PARAMS.searchText)),
	}
}

/** The open dialog of a library URL (the first of pin, unpin, video), or null. */
export function openDialog(params: URLSearchParams): { kind: VideoDialog; videoId: string } | null {
	for (const kind of DIALOG_PARAMS) {
		const videoId = params.get(kind)
		if (videoId) return { kind, videoId }
	}
	return null
}

/** The library with the same filters and `dialog` open (or none): only the library's own parameters are kept. */
export function libraryHref(search: string, dialog: { kind: VideoDialog; videoId: string } | null = null): string {
	const current = new URLSearchParams(search)
	const params = new URLSearchParams()
	for (const name of FILTER_PARAMS) {
		const value = current.get(name)
		if (value) params.set(name, value)
	}
	if (dialog) params.set(dialog.kind, dialog.videoId)
	const query = params.toString()
	return `${VIDEOS_PATH}${query ? `?${query}` : ''}`
}

/** A library address with `category` chosen (the others kept, any dialog closed). */
export function categoryHref(search: string, category: string): string {
	const params = new URLSearchParams(libraryHref(search).slice(VIDEOS_PATH.length))
	if (category === ALL_CATEGORIES) params.delete(VIDEO_PARAMS.category)
	else params.set(VIDEO_PARAMS.category, category)
	const query = params.toString()
	return `${VIDEOS_PATH}${query ? `?${query}` : ''}`
}

/** A video's length as m:ss. */
export function formatDuration(totalSeconds: number): string {
	const seconds = Math.max(0, Math.round(totalSeconds))
	return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
