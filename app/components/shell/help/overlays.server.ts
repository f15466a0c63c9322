import { getZodConstraint } from '@conform-to/zod/v4'
import type { Viewer } from '#app/auth/guards.server.ts'
import { canSeeContactSales, canSeePlatformResources } from '#app/auth/visibility.ts'
import { SUPPORT_CATEGORIES } from '#app/gateway/support.server.ts'
import { getSurvey } from '#app/gateway/surveys.server.ts'
import { SHELL_MODAL } from './modals.ts'
import { ContactSalesSchema, SupportTicketSchema, SurveyAnswerSchema } from './schemas.ts'
import { isShellModal, SENT_PARAM } from './urls.ts'
import type { ContactSalesDialogData, FeedbackDrawerData, ShellOverlaysData, SupportDrawerData } from './overlay-data.ts'

export type { ShellOverlaysData } from './overlay-data.ts'

/** The layout loader calls this with the page's URL; only the drawer the URL opens is loaded. */
export async function loadShellOverlays(viewer: Viewer, url: URL): Promise<ShellOverlaysData> {
	const param = url.searchParams.get('modal')
	const modal = isShellModal(param) ? param : null
	const data: ShellOverlaysData = { modal, support: null, contactSales: null, feedback: null }
	if (modal === SHELL_MODAL.support) data.support = supportDrawerData(viewer, url.searchParams.get(SENT_PARAM) === '1')
	// Contact Sales stays closed for the companies that do not see it (spec 1 §6), even from a typed URL.
	if (modal === SHELL_MODAL.contactSales && canSeeContactSales(viewer.company)) {
		data.contactSales = contactSalesDialogData(url.searchParams.get('pageName'))
	}
	if (modal === SHELL_MODAL.feedback) data.feedback = await feedbackDrawerData(viewer)
	return data
}

export function supportDrawerData(viewer: Viewer, sent = false): SupportDrawerData {
	return {
		email: viewer.user.email,
		categories: SUPPORT_CATEGORIES,
		showFaq: canSeePlatformResources(viewer.company),
		sent,
		constraint: getZodConstraint(SupportTicketSchema),
	}
}

export function contactSalesDialogData(pageName: string | null): ContactSalesDialogData {
	return { pageName: pageName ?? '', constraint: getZodConstraint(ContactSalesSchema) }
}

export async function feedbackDrawerData(viewer: Viewer): Promise<FeedbackDrawerData> {
	const constraint = getZodConstraint(SurveyAnswerSchema)
	try {
		const survey = await getSurvey(viewer.token, viewer.company.id, viewer.user.id)
		return { survey, failed: false, constraint }
	} catch (error) {
		// The page still draws; the drawer says something went wrong.
		console.error(error)
		return { survey: null, failed: true, constraint }
	}
}
