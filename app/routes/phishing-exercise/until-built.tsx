import { data, redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ErrorMessage } from '#app/components/error-page.tsx'
import { pageTitle } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import { phishingExerciseRedirect } from '#app/routes/gaming/game-switch.ts'
import type { Route } from './+types/until-built'

// Every path under /phishing-exercise that is not one of its pages (routes.ts ranks the pages first; the
// module is named for when it held the whole area): a company without the phishing exercise v2 flag goes
// to gaming, as on the pages (spec 3 §6); a v2 company gets the 404 page, as the catch-all would answer.

export const handle = SIGN_IN_TEXTS

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'common:errors.notFoundTitle')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const to = phishingExerciseRedirect(viewer.company.features.isPhishingExerciseV2Enabled)
	if (to) throw redirect(to)
	return data(null, { status: 404 })
}

export default function PhishingExerciseUntilBuilt() {
	return <ErrorMessage status={404} />
}
