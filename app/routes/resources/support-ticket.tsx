import { data, redirect } from 'react-router'
import * as z from 'zod/mini'
import { requireViewer } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { helpFormFailure, readHelpForm, trackingCookie } from '#app/components/shell/help/action-helpers.server.ts'
import type { HelpFormReply } from '#app/components/shell/help/form-reply.ts'
import { SHELL_MODAL } from '#app/components/shell/help/modals.ts'
import { supportDrawerData } from '#app/components/shell/help/overlays.server.ts'
import { SupportTicketSchema } from '#app/components/shell/help/schemas.ts'
import { StandalonePage } from '#app/components/shell/help/standalone-page.tsx'
import { SupportDrawer } from '#app/components/shell/help/support-drawer.tsx'
import { pathWithOverlay, SENT_PARAM } from '#app/components/shell/help/urls.ts'
import { createSupportTicket, SUPPORT_CATEGORIES, type SupportCategory } from '#app/gateway/support.server.ts'
import { pageTitle } from '#app/i18n/react.tsx'
import type { Route } from './+types/support-ticket'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'help:support.title')

/** The server's schema: the browser's, plus the categories only the server knows. */
const SupportTicketServerSchema = SupportTicketSchema.check(
	z.superRefine((value, ctx) => {
		if (!(SUPPORT_CATEGORIES as readonly string[]).includes(value.category)) {
			ctx.issues.push({ code: 'custom', path: ['category'], message: 'help:support.categoryRequired', input: value })
		}
	}),
)

/** The drawer on its own page (where a failed no-JavaScript post lands; a GET shows it empty). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	return {
		support: supportDrawerData(viewer),
		redirectTo: safeRedirectPath(args.url.searchParams.get('redirectTo'), '/home'),
	}
}

/**
 * Contact Support's Submit (spec 1 §3 "Support ticket", source ADMIN). A failed
 * submit answers with the errors and every typed value: the fetcher shows them
 * in place, a no-JavaScript post renders them on this route's page. Success:
 * in place with JavaScript, else back to the page with the Thank You panel.
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const form = await readHelpForm(args.request, SupportTicketServerSchema)
	if (form.invalid) return form.invalid
	const { submission, redirectTo } = form
	const { category, message, email } = submission.value
	try {
		await createSupportTicket(viewer.token, viewer.company.id, {
			email,
			description: message,
			category: category as SupportCategory,
			trackingToken: trackingCookie(args.request),
		})
	} catch (error) {
		return helpFormFailure(error, args.request, submission, redirectTo)
	}
	if (form.enhanced) return data<HelpFormReply>({ sent: true, redirectTo })
	return redirect(pathWithOverlay(redirectTo, SHELL_MODAL.support, { [SENT_PARAM]: '1' }))
}

export default function SupportTicketPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<StandalonePage>
			<SupportDrawer data={loaderData.support} closeHref={actionData?.redirectTo ?? loaderData.redirectTo} reply={actionData} />
		</StandalonePage>
	)
}
