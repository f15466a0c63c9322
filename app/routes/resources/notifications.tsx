import { data, redirect, redirectDocument } from 'react-router'
import { requireViewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { NOTIFICATION_INTENT } from '#app/components/shell/notifications.tsx'
import {
	getNotifications,
	markNotificationsShown,
	markNotificationViewed,
	markSuspendedCampaignsShown,
} from '#app/gateway/notifications.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { loadResources } from '#app/i18n/resources.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import type { Route } from './+types/notifications'

/**
 * The notification popover's writes (spec 1 §4 "Notifications"):
 * - intent=shown: the popover was closed; mark the notifications (and, when they were shown, the
 *   suspended-campaign notices) shown. With JavaScript (a fetcher, no redirectTo) it answers data;
 *   without, it redirects back.
 * - intent=open: a card was clicked; mark it viewed unless pinned, then go to its URL. The URL comes
 *   from the gateway's list, never from the form.
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const { token, user, company } = viewer
	const form = await args.request.formData()
	const intent = form.get('intent')
	const redirectTo = form.get('redirectTo')
	const back = safeRedirectPath(redirectTo, '/')

	try {
		if (intent === NOTIFICATION_INTENT.shown) {
			await markShown(viewer, form.get('notices') === '1')
			return typeof redirectTo === 'string' ? redirect(back) : data({ ok: true })
		}

		if (intent === NOTIFICATION_INTENT.open) {
			const id = form.get('notificationId')
			const list = await getNotifications(token, company.id, user.id)
			const item = list.notifications.find((n) => n.notificationId === id)
			if (!item) return redirect(back)
			await Promise.all([
				item.isPinned ? null : markNotificationViewed(token, company.id, user.id, item.notificationId),
				// Leaving through a card closes the popover too.
				markShown(viewer, list.suspendedCampaigns.length > 0),
			])
			if (!item.url) return redirect(back)
			if (/^https?:\/\//i.test(item.url)) {
				// A full page load. Without JavaScript a redirect of a form post to another origin is blocked
				// by form-action 'self', so the browser gets a hand-over page instead.
				if (form.get('js') === '1') return redirectDocument(item.url)
				return handOver(args, item.url)
			}
			return redirect(safeRedirectPath(item.url, back))
		}
	} catch (error) {
		const ending = await sessionEndingResponse(error, args.request)
		if (ending) throw ending
		console.error(error)
		return redirectWithToast(args.request, back, { type: 'error', message: 'common:tryAgain' })
	}

	return redirect(back)
}

/** Nothing changes on GET. */
export function loader() {
	return redirect('/')
}

async function markShown({ token, user, company }: Awaited<ReturnType<typeof requireViewer>>, noticesShown: boolean) {
	await Promise.all([
		user.notificationsShown ? null : markNotificationsShown(token, company.id, user.id),
		noticesShown && !user.suspendedCampaignsNotificationShown ? markSuspendedCampaignsShown(token, user.id) : null,
	])
}

const escapeHtml = (value: string) =>
	value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A page that sends the browser on at once (meta refresh is a navigation, not a form submission). */
async function handOver({ context }: Route.ActionArgs, url: string) {
	const lng = getLocale(context)
	const t = createTranslator(lng, await loadResources(lng))
	const href = escapeHtml(url)
	const text = escapeHtml(t('shell:notifications.continueTo', { url }))
	const html = `<!doctype html><html lang="${escapeHtml(lng)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="0; url=${href}"><title>${text}</title></head><body><p><a href="${href}">${text}</a></p></body></html>`
	return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}
