// The two games of spec 2 §2 (/gaming, the phishing quiz, and /fake-or-real (Beta)): the same pages,
// parameterised by the game the URL names. Pure: used by the route modules, the contract and the tests.

export const GAME = { gaming: 'gaming', fakeOrReal: 'fakeOrReal' } as const
export type GameId = (typeof GAME)[keyof typeof GAME]

/** Spec 2 §2: each game's tabs; the bare path redirects to preview. */
export const GAME_TABS = ['preview', 'statistics', 'settings'] as const
export type GameTab = (typeof GAME_TABS)[number]

export const GAME_PATH: Record<GameId, string> = { gaming: '/gaming', fakeOrReal: '/fake-or-real' }

/** Spec 2 §9: a game's score is out of 10. */
export const GAME_SCORE_MAX = 10

/** The game of a URL path (/gaming… or /fake-or-real…), or null. */
export function gameOfPath(pathname: string): GameId | null {
	for (const game of [GAME.gaming, GAME.fakeOrReal]) {
		const base = GAME_PATH[game]
		if (pathname === base || pathname.startsWith(`${base}/`)) return game
	}
	return null
}

/** A tab of a game, with an optional query. */
export function gamePath(game: GameId, tab: GameTab, query?: Record<string, string | null | undefined>): string {
	const params = new URLSearchParams()
	for (const [name, value] of Object.entries(query ?? {})) if (value) params.set(name, value)
	const search = params.toString()
	return `${GAME_PATH[game]}/${tab}${search ? `?${search}` : ''}`
}

/** The statistics tab's URL state: the campaign whose results are open, and the end confirmation. */
export const STATISTICS_PARAMS = { campaign: 'campaign', end: 'end' } as const

/** The statistics tab's forms. */
export const GAME_INTENT = { end: 'end' } as const

/** Campaign statuses (spec 2 §3); the ones an admin may still end. */
export const ENDABLE_STATUSES: readonly string[] = ['QUEUED', 'IN_PROGRESS', 'SUSPENDED']

/** A score out of 10 as shown: one decimal at most ("7.5 / 10"), a dash when nobody has played. */
export function formatScore(score: number | null, lng = 'en'): string | null {
	if (score === null) return null
	return new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(score)
}

/** The namespace of each game's own words (title, defaults): the pages' other words are gaming's. */
const GAME_NAMESPACE = { gaming: 'gaming', fakeOrReal: 'fakeOrReal' } as const satisfies Record<GameId, string>
type GameTextName = 'title' | 'subtitle' | 'description' | 'previewIntro' | 'defaultName' | 'defaultSubject' | 'defaultMessage'

/** A text of the game's own (`gaming:game.title`, `fakeOrReal:game.title` …). */
export function gameTextKey<const K extends GameTextName>(game: GameId, name: K): `${(typeof GAME_NAMESPACE)[GameId]}:game.${K}` {
	return `${GAME_NAMESPACE[game]}:game.${name}`
}
