import { redirect } from 'react-router'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import { isLanguageCode } from '#app/i18n/config.ts'
import { localeCookie } from '#app/i18n/i18next.server.ts'
import type { Route } from './+types/language'

/** The language menu's form: keeps the choice and returns to the same page. */
export async function action({ request }: Route.ActionArgs) {
	const form = await request.formData()
	const lng = form.get('lng')
	const back = safeRedirectPath(form.get('redirectTo'), '/')
	if (!isLanguageCode(lng)) return redirect(back)
	const headers = new Headers()
	headers.append('Set-Cookie', await localeCookie.serialize(lng))
	const session = await getSession(request)
	if (session.get('idToken')) {
		session.set('lng', lng)
		headers.append('Set-Cookie', await commitSession(session))
	}
	return redirect(back, { headers })
}

export function loader() {
	return redirect('/')
}
