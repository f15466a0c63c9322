import { sessionEndingResponse, type Viewer } from '#app/auth/guards.server.ts'
import { GatewayError } from '#app/gateway/errors.ts'
import { ANNUAL_TRAINING_CAMPAIGN_NAME, createAnnualTrainingCampaign, getStartTrainingData } from '#app/gateway/training.server.ts'
import { DASHBOARD_STATE, dashboardInputs, dashboardState, type DashboardState } from '#app/lib/dashboard-state.ts'
import { formatDate, isoDay } from '#app/lib/dates.ts'
import { ACCESS_DIALOG_PARAM } from '#app/lib/modals.ts'
import { redirectWithToast, type Toast } from '#app/lib/toast.server.ts'

async function readDashboardState(viewer: Viewer): Promise<DashboardState> {
	const data = await getStartTrainingData(viewer.token, viewer.company.id)
	return dashboardState(dashboardInputs(data, viewer.company))
}

/** The next-step state, or null when the gateway could not tell (the page still greets). */
async function loadDashboardState(viewer: Viewer, request: Request): Promise<DashboardState | null> {
	try {
		return await readDashboardState(viewer)
	} catch (error) {
		const ending = await sessionEndingResponse(error, request)
		if (ending) throw ending
		console.error(error)
		return null
	}
}

/**
 * spec 1 §4 "Partner access": the company has a parent, its status is pending and the URL asks.
 * Not while a partner is logged in as the company: only the customer's own admins may grant it.
 */
export function partnerAccessRequest(viewer: Pick<Viewer, 'company' | 'companyAccess'>, url: URL) {
	const { distribution } = viewer.company
	if (viewer.companyAccess || !url.searchParams.has(ACCESS_DIALOG_PARAM)) return null
	if (!distribution.parentCompanyId || distribution.partnerStatus !== 'pending') return null
	return { parentName: distribution.parentCompanyName ?? '' }
}

export async function loadGetStarted(viewer: Viewer, request: Request, url: URL, lng: string) {
	const now = new Date()
	return {
		name: viewer.user.name,
		state: await loadDashboardState(viewer, request),
		campaign: { name: ANNUAL_TRAINING_CAMPAIGN_NAME, startDateLabel: formatDate(now, lng) },
		partnerAccess: partnerAccessRequest(viewer, url),
	}
}

/**
 * "Let's Go" confirmed: create the Annual Training Campaign (start today, all users, notified).
 * The state is read again first, so a second submit (a double click, a stale tab) does not
 * start a second campaign.
 */
export async function startAnnualTraining(viewer: Viewer, request: Request): Promise<Response> {
	let toast: Toast
	try {
		const state = await readDashboardState(viewer)
		if (state !== DASHBOARD_STATE.startTraining) {
			toast = { type: 'info', message: 'home:startTraining.alreadyStarted' }
		} else {
			await createAnnualTrainingCampaign(viewer.token, viewer.company.id, { startDate: isoDay(new Date()) })
			toast = { type: 'success', message: 'home:startTraining.started' }
		}
	} catch (error) {
		const ending = await sessionEndingResponse(error, request)
		if (ending) throw ending
		if (error instanceof GatewayError && error.expected) {
			toast = { type: 'error', message: error.message, raw: true }
		} else {
			console.error(error)
			toast = { type: 'error', message: 'common:tryAgain' }
		}
	}
	return redirectWithToast(request, '/home', toast)
}
