import { redirect } from 'react-router'
import { requireViewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { GatewayError } from '#app/gateway/errors.ts'
import { confirmParentAccess } from '#app/gateway/partnership.server.ts'
import { redirectWithToast, type Toast } from '#app/lib/toast.server.ts'
import type { Route } from './+types/partner-access'

/**
 * Confirm in "Confirm the access provision to Parent Company" (spec 1 §4 "Partner access"):
 * the company's partner status goes from pending to access. Only the company's own admins
 * confirm; a partner logged in as the company cannot grant itself access.
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const { distribution } = viewer.company
	let toast: Toast | null = null
	if (viewer.companyAccess) {
		toast = { type: 'error', message: 'home:partnerAccess.notAllowed' }
	} else if (distribution.parentCompanyId && distribution.partnerStatus === 'pending') {
		try {
			await confirmParentAccess(viewer.token, viewer.company.id)
			toast = { type: 'success', message: 'home:partnerAccess.confirmed' }
		} catch (error) {
			const ending = await sessionEndingResponse(error, args.request)
			if (ending) throw ending
			if (error instanceof GatewayError && error.expected) {
				toast = { type: 'error', message: error.message, raw: true }
			} else {
				console.error(error)
				toast = { type: 'error', message: 'common:tryAgain' }
			}
		}
	}
	// Nothing pending (already confirmed, no parent): nothing to do, back home.
	return toast ? redirectWithToast(args.request, '/home', toast) : redirect('/home')
}

/** Mutations are POST only; a GET changes nothing. */
export function loader() {
	return redirect('/home')
}
