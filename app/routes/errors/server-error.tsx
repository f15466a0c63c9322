import { data } from 'react-router'
import { ErrorPage } from '#app/components/error-page.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'

export const handle = SIGN_IN_TEXTS

export function loader() {
	return data(null, { status: 500 })
}

export function meta() {
	return [{ title: 'Something Went Wrong' }]
}

export default function ServerError() {
	return <ErrorPage status={500} />
}
