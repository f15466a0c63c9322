import { redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { requireGame } from './game.server.ts'
import { gamePath } from './games.ts'
import type { Route } from './+types/index'

/** Spec 2 §2: a game's bare path redirects to its preview. */
export async function loader(args: Route.LoaderArgs) {
	await requireViewer(args, { roles: ROLE_GROUPS.staff })
	throw redirect(gamePath(requireGame(args.url), 'preview'))
}

export default function GameIndex() {
	return null
}
