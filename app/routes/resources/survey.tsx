import { data } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { helpFormFailure, readHelpForm } from '#app/components/shell/help/action-helpers.server.ts'
import { FeedbackDrawer } from '#app/components/shell/help/feedback-drawer.tsx'
import type { HelpFormReply } from '#app/components/shell/help/form-reply.ts'
import { feedbackDrawerData } from '#app/components/shell/help/overlays.server.ts'
import { SurveyAnswerSchema } from '#app/components/shell/help/schemas.ts'
import { StandalonePage } from '#app/components/shell/help/standalone-page.tsx'
import { answerSurvey, getSurvey } from '#app/gateway/surveys.server.ts'
import { pageTitle } from '#app/i18n/react.tsx'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import type { Route } from './+types/survey'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'help:survey.title')

/** The drawer on its own page (where a failed no-JavaScript post lands; a GET shows it empty). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	return {
		feedback: await feedbackDrawerData(viewer),
		redirectTo: safeRedirectPath(args.url.searchParams.get('redirectTo'), '/home'),
	}
}

/**
 * The survey drawer's Submit (spec 1 §7: rating, message). The survey answered
 * is the one waiting for this user, read again here rather than taken from the
 * form. Success: in place with JavaScript (the drawer thanks and closes), else
 * back to the page with the thanks as a snackbar message.
 */
export async function action(args: Route.ActionArgs) {
	const { token, user, company } = await requireViewer(args)
	const form = await readHelpForm(args.request, SurveyAnswerSchema)
	if (form.invalid) return form.invalid
	const { submission, redirectTo } = form
	try {
		const survey = await getSurvey(token, company.id, user.id)
		if (!survey) {
			return data<HelpFormReply>({ result: submission.reply(), failure: { message: 'help:survey.answered' }, redirectTo }, { status: 400 })
		}
		await answerSurvey(token, company.id, survey.id, user.id, {
			rating: Number(submission.value.rating),
			message: submission.value.message ?? '',
		})
	} catch (error) {
		return helpFormFailure(error, args.request, submission, redirectTo)
	}
	if (form.enhanced) return data<HelpFormReply>({ sent: true, redirectTo })
	return redirectWithToast(args.request, redirectTo, { type: 'success', message: 'help:survey.thankYouText' })
}

export default function SurveyPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<StandalonePage>
			<FeedbackDrawer data={loaderData.feedback} closeHref={actionData?.redirectTo ?? loaderData.redirectTo} reply={actionData} />
		</StandalonePage>
	)
}
