import { type Viewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { cachedShellRead } from '#app/auth/shell-cache.server.ts'
import {
	bannersFor,
	builtNavigation,
	canSeeContactSales,
	hasUnseenNotifications,
	navigationFor,
	needsSubscriptionForSeats,
	shouldAutoOpenNotifications,
	userMenuFor,
} from '#app/auth/visibility.ts'
import { loadShellOverlays } from '#app/components/shell/help/overlays.server.ts'
import { loadPlanOverlays } from '#app/components/shell/plan/overlays.server.ts'
import { isNavCollapsed, OPEN, SHELL_PARAM } from '#app/components/shell/url-state.ts'
import { subscriptionsOf, type SubscriptionRecord } from '#app/gateway/company.server.ts'
import { getNotifications, type Notifications } from '#app/gateway/notifications.server.ts'
import { ACCESS_DIALOG_PARAM } from '#app/lib/modals.ts'
import { companyAsShownOnHost } from '#app/white-label/branding.server.ts'

/** A shell extra (notifications, seats) must not take the page down: log it and draw the shell without. */
async function optional<T>(request: Request, read: () => Promise<T>): Promise<T | null> {
	try {
		return await read()
	} catch (error) {
		const ending = await sessionEndingResponse(error, request)
		if (ending) throw ending
		console.error(error)
		return null
	}
}

/**
 * A dialog the URL opens comes before the popover: any `?modal=` (the shell's, the help overlays',
 * the plan dialogs) and the parent-access confirmation (spec 1 §4 "Partner access", `isAccessDialog`).
 */
function opensDialog(url: URL) {
	return url.searchParams.has('modal') || url.searchParams.has(ACCESS_DIALOG_PARAM)
}

/** Everything the signed-in frame draws: navigation, menus, banners, notifications, help and plan overlays. */
export async function loadShell(viewer: Viewer, request: Request, url: URL, lng: string, now = new Date()) {
	// Spec 1 §6's custom-domain rules follow the host: on a partner's verified domain its customers
	// are shown what the partner's own custom-domain admins are.
	const shown: Viewer = { ...viewer, company: await companyAsShownOnHost(viewer.company, request) }
	const { token, user, company, companyAccess } = shown
	const [notifications, lastSubscription, overlays, plan] = await Promise.all([
		optional<Notifications>(request, () =>
			cachedShellRead(request, token, `notifications:${company.id}`, () => getNotifications(token, company.id, user.id)),
		),
		needsSubscriptionForSeats(company)
			? optional<SubscriptionRecord | null>(request, () =>
					cachedShellRead(request, token, `subscription:${company.id}`, async () => (await subscriptionsOf(viewer)).at(-1) ?? null),
				)
			: Promise.resolve(null),
		loadShellOverlays(shown, url),
		loadPlanOverlays(viewer, request, url, lng),
	])

	// spec 1 §4 "Policy dialog": signed in, not in partner access, not confirmed, no temporary password.
	const mustConfirmPolicy = !companyAccess && !user.privacyPolicyConfirmedAt && !user.temporary_password
	const loggedInAsCompany = !!companyAccess

	const flags = {
		notificationsShown: user.notificationsShown,
		suspendedCampaignsNotificationShown: user.suspendedCampaignsNotificationShown,
		notificationCount: notifications?.notifications.length ?? 0,
		suspendedCampaignCount: notifications?.suspendedCampaigns.length ?? 0,
	}

	return {
		user: {
			id: user.id,
			name: user.name,
			lastName: user.lastName,
			email: user.email,
			emailVerified: user.emailVerified,
			mustConfirmPolicy,
		},
		company: { name: company.name, logo: company.logo },
		companyAccess,
		shell: {
			navigation: builtNavigation(navigationFor({ role: user.role, company })),
			userMenu: userMenuFor({ company, loggedInAsCompany }),
			contactSales: canSeeContactSales(company),
			banners: bannersFor({
				emailVerified: user.emailVerified,
				company,
				companyAccess,
				lastSubscription: lastSubscription ?? null,
				now,
			}),
			navCollapsed: isNavCollapsed(request.headers.get('Cookie')),
			navOpen: url.searchParams.get(SHELL_PARAM.nav) === OPEN,
			notifications: notifications
				? {
						items: notifications.notifications,
						suspendedCampaigns: notifications.suspendedCampaigns,
						unseen: hasUnseenNotifications(flags),
						noticesUnseen: !user.suspendedCampaignsNotificationShown && flags.suspendedCampaignCount > 0,
						autoOpen: shouldAutoOpenNotifications({
							...flags,
							// The expired trial's upgrade dialog blocks every page, with or without `?modal=`.
							blockingDialogOpen: mustConfirmPolicy || opensDialog(url) || plan.blocking,
						}),
						open: url.searchParams.get(SHELL_PARAM.notifications) === OPEN,
					}
				: null,
		},
		overlays,
		plan,
	}
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>
