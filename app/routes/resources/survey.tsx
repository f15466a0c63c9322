import { data } from 'react-router'
import { requireViewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { FeedbackDrawer } from '#app/components/shell/help/feedback-drawer.tsx'
import type { HelpFormReply } from '#app/components/shell/help/form-reply.ts'
import { feedbackDrawerData } from '#app/components/shell/help/overlays.server.ts'
import { SurveyAnswerSchema } from '#app/components/shell/help/schemas.ts'
import { StandalonePage } from '#app/components/shell/help/standalone-page.tsx'
import { answerSurvey, getSurvey } from '#app/gateway/surveys.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { gatewayFailure } from '#app/lib/gateway-results.server.ts'
import { ENHANCED_FIELD } from '#app/lib/modals.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import type { Route } from './+types/survey'

export function meta() {
	return [{ title: 'Give Feedback' }]
}

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
	const formData = await args.request.formData()
	const redirectTo = safeRedirectPath(formData.get('redirectTo'), '/home')
	const submission = parseSubmission(formData, SurveyAnswerSchema)
	if (submission.status !== 'success') {
		return data<HelpFormReply>({ result: submission.reply(), redirectTo }, { status: 400 })
	}
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
		const ending = await sessionEndingResponse(error, args.request)
		if (ending) throw ending
		return data<HelpFormReply>({ result: submission.reply(), failure: gatewayFailure(error), redirectTo }, { status: 400 })
	}
	if (formData.get(ENHANCED_FIELD) === '1') return data<HelpFormReply>({ sent: true, redirectTo })
	return redirectWithToast(args.request, redirectTo, { type: 'success', message: 'help:survey.thankYouText' })
}

export default function SurveyPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<StandalonePage>
			<FeedbackDrawer data={loaderData.feedback} closeHref={actionData?.redirectTo ?? loaderData.redirectTo} reply={actionData} />
		</StandalonePage>
	)
}
