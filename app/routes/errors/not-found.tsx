import { data, useRouteLoaderData, type MetaFunction } from 'react-router'
import { ErrorMessage, ErrorPage } from '#app/components/error-page.tsx'
import { pageTitle } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'

export const handle = SIGN_IN_TEXTS

/** /error/404 and every unknown path: the 404 page with a real 404 status (inside the console for a signed-in user). */
export function loader() {
	return data(null, { status: 404 })
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'common:errors.notFoundTitle')

export default function NotFound() {
	// The catch-all sits inside the console's layout, whose frame already draws the page's <main>.
	const inConsole = useRouteLoaderData('routes/app/layout') !== undefined
	return inConsole ? <ErrorMessage status={404} /> : <ErrorPage status={404} />
}
