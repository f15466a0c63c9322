import { data, type MetaFunction } from 'react-router'
import { ErrorPage } from '#app/components/error-page.tsx'
import { pageTitle } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'

export const handle = SIGN_IN_TEXTS

export function loader() {
	return data(null, { status: 500 })
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'common:errors.serverTitle')

export default function ServerError() {
	return <ErrorPage status={500} />
}
