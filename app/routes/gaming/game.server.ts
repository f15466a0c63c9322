import { data } from 'react-router'
import { gameOfPath, type GameId } from './games.ts'

/** The game a request's URL names (/gaming… or /fake-or-real…): the route modules serve both. */
export function requireGame(url: URL): GameId {
	const game = gameOfPath(url.pathname)
	if (!game) throw data(null, { status: 404 })
	return game
}
