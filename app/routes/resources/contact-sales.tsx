import { requireViewer } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { canSeeContactSales } from '#app/auth/visibility.ts'
import { helpFormFailure, readHelpForm, trackingCookie } from '#app/components/shell/help/action-helpers.server.ts'
import { ContactSalesDialog } from '#app/components/shell/help/contact-sales-dialog.tsx'
import { contactSalesDialogData } from '#app/components/shell/help/overlays.server.ts'
import { ContactSalesSchema } from '#app/components/shell/help/schemas.ts'
import { StandalonePage } from '#app/components/shell/help/standalone-page.tsx'
import { contactUsBuy, submitSalesQuote } from '#app/gateway/sales.server.ts'
import { pageTitle } from '#app/i18n/react.tsx'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import type { Route } from './+types/contact-sales'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'help:sales.title')

/** The dialog on its own page (where a failed no-JavaScript post lands; a GET shows it empty). */
export async function loader(args: Route.LoaderArgs) {
	const { company } = await requireViewer(args)
	refuseHidden(company)
	return {
		contactSales: contactSalesDialogData(args.url.searchParams.get('pageName')),
		redirectTo: safeRedirectPath(args.url.searchParams.get('redirectTo'), '/home'),
	}
}

/**
 * Contact Sales' Submit (spec 1 §4 "Contact sales"): the first call records the
 * request; only when it succeeds does the second forward it to the marketing
 * form (spec 1 §3 "Sales quote"). The request is recorded once the first call
 * succeeds, so a failing second call is logged and the user still hears
 * 'Request sent'.
 */
export async function action(args: Route.ActionArgs) {
	const { token, user, company } = await requireViewer(args)
	refuseHidden(company)
	const form = await readHelpForm(args.request, ContactSalesSchema)
	if (form.invalid) return form.invalid
	const { submission, redirectTo } = form
	const users = Number(submission.value.usersNumber)
	const message = submission.value.message ?? ''
	try {
		await contactUsBuy(token, company.id, {
			full_name: [user.name, user.lastName].filter(Boolean).join(' '),
			company_name: company.name,
			email: user.email,
			users_number: users,
			message,
		})
	} catch (error) {
		return helpFormFailure(error, args.request, submission, redirectTo)
	}
	try {
		await submitSalesQuote(token, company.id, {
			name: user.name,
			lastName: user.lastName,
			email: user.email,
			users,
			message,
			phone: submission.value.phone,
			companyName: company.name,
			country: company.country,
			pageUri: new URL(redirectTo, args.url.origin).href,
			trackingCookie: trackingCookie(args.request),
			// The opener may name the page; otherwise its path names it.
			pageName: submission.value.pageName || new URL(redirectTo, args.url.origin).pathname,
		})
	} catch (error) {
		console.error('Contact sales: recorded, but forwarding to the marketing form failed', error)
	}
	return redirectWithToast(args.request, redirectTo, { type: 'success', message: 'help:sales.sent' })
}

/** Companies that do not see Contact Sales (spec 1 §6) cannot use it by posting either. */
function refuseHidden(company: Parameters<typeof canSeeContactSales>[0]) {
	if (!canSeeContactSales(company)) throw new Response('Contact Sales is not available for this company', { status: 403 })
}

export default function ContactSalesPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<StandalonePage>
			<ContactSalesDialog data={loaderData.contactSales} closeHref={actionData?.redirectTo ?? loaderData.redirectTo} reply={actionData} />
		</StandalonePage>
	)
}
