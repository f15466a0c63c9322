import { data } from 'react-router'
import { ErrorPage } from '#app/components/error-page.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'

export const handle = SIGN_IN_TEXTS

/** /error/404 and every unknown path: the 404 page with a real 404 status. */
export function loader() {
	return data(null, { status: 404 })
}

export function meta() {
	return [{ title: 'Page not found' }]
}

export default function NotFound() {
	return <ErrorPage status={404} />
}
