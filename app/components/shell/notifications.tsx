import { useEffect, useRef, useState } from 'react'
import { Form, useFetcher, useLocation, useNavigate } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { NOTIFICATIONS_AUTO_OPEN_MS } from '#app/auth/visibility.ts'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { popoverContentClassName } from '#app/components/ui/popover-styles.ts'
import type { Notification, SuspendedCampaign } from '#app/gateway/notifications.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import { hrefWith, OPEN, SHELL_PARAM } from './url-state.ts'

const BLOCKED_RETRY_MS = 500

// The Radix popover (with its scroll lock and focus scope, shared with the user menu's chunk) arrives when
// the panel first opens, by a click or by itself: no page pays for it on its first load.
const NotificationsPopover = lazyPanel('notifications-popover', () =>
	import('./notifications-popover.tsx').then((m) => m.NotificationsPopover),
)

/** An open dialog (not this popover) or menu on the page. */
function blockingLayerOpen() {
	return !!document.querySelector('[role="dialog"]:not([data-slot="popover-content"]), [role="alertdialog"], [role="menu"]')
}

/** Form values of /resources/notifications. */
export const NOTIFICATIONS_ACTION = '/resources/notifications'
export const NOTIFICATION_INTENT = { shown: 'shown', open: 'open' } as const

export type NotificationsData = {
	items: Notification[]
	suspendedCampaigns: SuspendedCampaign[]
	/** Something here has not been marked shown yet. */
	unseen: boolean
	/** The suspended-campaign notices are among the unseen. */
	noticesUnseen: boolean
	autoOpen: boolean
	/** `?notifications=open` */
	open: boolean
}

/**
 * The notification bell and its 'Updates' panel (spec 1 §2, §4 "Notifications").
 * With JavaScript: a Radix popover that opens by itself 2 s after the page loads when something is
 * unseen; closing it marks everything shown. Without: the bell is a link to `?notifications=open`,
 * which draws the same panel on the server, closed by a form that marks them shown.
 * Each card is a small POST form: the server marks it viewed (unless pinned) and sends the browser on.
 */
export function NotificationBell({ data }: { data: NotificationsData }) {
	const { t } = useTranslation('shell')
	const hydrated = useHydrated()
	const location = useLocation()
	const navigate = useNavigate()
	const fetcher = useFetcher()
	const [open, setOpen] = useState(data.open)
	const [popoverReady, setPopoverReady] = useState(false)
	const autoOpened = useRef(false)
	const dismissed = useRef(false)
	const count = data.items.length + data.suspendedCampaigns.length
	const closeHref = hrefWith(location, SHELL_PARAM.notifications, null)
	const label = data.unseen ? t('notifications.bellUnseen') : t('notifications.bell')

	// spec 1 §9: 2000 ms after load, once per page, never over a blocking dialog (the loader decides).
	// A dialog or menu opened on the page without the URL (another area's, or the user's) also comes
	// first: then the popover waits until it is gone.
	useEffect(() => {
		if (!data.autoOpen || dismissed.current) return
		let cancelled = false
		// The popover's chunk first, then the look for a blocking layer: one that appeared while the chunk
		// was on its way must still win (a popover mounted over a dialog would take its Escape).
		let timer = setTimeout(function tryOpen() {
			NotificationsPopover.preload().then(
				() => {
					if (cancelled) return
					if (blockingLayerOpen()) {
						timer = setTimeout(tryOpen, BLOCKED_RETRY_MS)
						return
					}
					autoOpened.current = true
					setPopoverReady(true)
					setOpen(true)
				},
				() => {}, // no chunk (offline, a new deployment): the bell still opens it on a click
			)
		}, NOTIFICATIONS_AUTO_OPEN_MS)
		return () => {
			cancelled = true
			clearTimeout(timer)
		}
	}, [data.autoOpen])

	// Opened by a click or by the URL: the popover once its chunk is here.
	useEffect(() => {
		if (open && !popoverReady)
			NotificationsPopover.preload().then(
				() => setPopoverReady(true),
				() => setOpen(false),
			)
	}, [open, popoverReady])

	// A card click or any other navigation leaves the panel behind.
	const path = location.pathname
	const firstPath = useRef(path)
	useEffect(() => {
		if (path !== firstPath.current) {
			firstPath.current = path
			setOpen(false)
		}
	}, [path])

	function onOpenChange(next: boolean) {
		setOpen(next)
		if (next) {
			autoOpened.current = false
			return
		}
		dismissed.current = true
		if (data.unseen) {
			void fetcher.submit(
				{ intent: NOTIFICATION_INTENT.shown, notices: data.noticesUnseen ? '1' : '' },
				{ method: 'post', action: NOTIFICATIONS_ACTION },
			)
		}
		if (data.open) void navigate(closeHref, { replace: true, preventScrollReset: true })
	}

	const bellContent = (
		<>
			<Icon name="bell" className="size-5" />
			<span className="sr-only" data-unseen={data.unseen ? '' : undefined}>
				{label}
			</span>
			{count > 0 ? (
				<span
					aria-hidden="true"
					className={cn(
						'absolute -end-0.5 -top-0.5 inline-flex min-w-4 items-center justify-center rounded-full px-1 text-[0.625rem] leading-4 font-semibold',
						data.unseen ? 'bg-destructive text-destructive-foreground' : 'bg-muted-foreground text-background',
					)}
				>
					{count}
				</span>
			) : null}
		</>
	)
	const bellClassName = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')

	if (!hydrated) {
		return (
			<div className="relative">
				<a href={hrefWith(location, SHELL_PARAM.notifications, OPEN)} className={bellClassName} data-testid="notifications-bell">
					{bellContent}
				</a>
				{data.open ? (
					<section
						aria-labelledby="notifications-title"
						className={cn(
							popoverContentClassName,
							'absolute end-0 top-full mt-2 p-0 max-h-[70vh] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto',
						)}
						data-testid="notifications-panel"
					>
						<NotificationsPanel
							data={data}
							titleId="notifications-title"
							close={
								<Form method="post" action={NOTIFICATIONS_ACTION}>
									<input type="hidden" name="intent" value={NOTIFICATION_INTENT.shown} />
									<input type="hidden" name="notices" value={data.noticesUnseen ? '1' : ''} />
									<input type="hidden" name="redirectTo" value={closeHref} />
									<Button type="submit" variant="ghost" size="icon" className="size-7">
										<Icon name="x" className="size-4" />
										<span className="sr-only">{t('notifications.close')}</span>
									</Button>
								</Form>
							}
						/>
					</section>
				) : null}
			</div>
		)
	}

	if (!popoverReady) {
		return (
			<button
				type="button"
				className={bellClassName}
				data-testid="notifications-bell"
				aria-haspopup="dialog"
				aria-expanded={false}
				onPointerEnter={() => void NotificationsPopover.preload()}
				onFocus={() => void NotificationsPopover.preload()}
				onClick={() => onOpenChange(true)}
			>
				{bellContent}
			</button>
		)
	}
	return (
		<NotificationsPopover
			open={open}
			onOpenChange={onOpenChange}
			autoOpened={autoOpened}
			bell={bellContent}
			bellClassName={bellClassName}
			panel={
				<NotificationsPanel
					data={data}
					titleId="notifications-title"
					close={
						<Button type="button" variant="ghost" size="icon" className="size-7" onClick={() => onOpenChange(false)}>
							<Icon name="x" className="size-4" />
							<span className="sr-only">{t('notifications.close')}</span>
						</Button>
					}
				/>
			}
		/>
	)
}

function NotificationsPanel({ data, titleId, close }: { data: NotificationsData; titleId: string; close: React.ReactNode }) {
	const { t } = useTranslation('shell')
	const count = data.items.length + data.suspendedCampaigns.length
	return (
		<div className="grid">
			<div className="flex items-center justify-between gap-2 border-b px-4 py-3">
				<div className="flex items-baseline gap-2">
					<h2 id={titleId} className="text-base font-semibold">
						{t('notifications.title')}
					</h2>
					<span className="text-sm text-muted-foreground" data-testid="notifications-count">
						{t('notifications.count', { count })}
					</span>
				</div>
				{close}
			</div>
			{count === 0 ? <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('notifications.empty')}</p> : null}
			<ul className="grid gap-3 p-3">
				{data.suspendedCampaigns.map((notice) => (
					<li
						key={notice.course_id}
						className="grid gap-2 rounded-md border border-warning bg-warning/10 p-3"
						data-testid="suspended-campaign"
					>
						{notice.course_image ? <img src={notice.course_image} alt="" className="h-24 w-full rounded object-cover" /> : null}
						<h3 className="text-sm font-semibold">{notice.course_name}</h3>
						<p className="text-sm font-medium">{t('banners.trialExpiredTitle')}</p>
						<p className="text-sm text-muted-foreground">{t('banners.trialExpiredText')}</p>
					</li>
				))}
				{data.items.map((item) => (
					<li key={item.notificationId}>
						<NotificationCard item={item} />
					</li>
				))}
			</ul>
		</div>
	)
}

function NotificationCard({ item }: { item: Notification }) {
	const { t } = useTranslation('shell')
	const hydrated = useHydrated()
	const location = useLocation()
	return (
		<Form method="post" action={NOTIFICATIONS_ACTION} className="grid gap-2 rounded-md border p-3" data-testid="notification-card">
			<input type="hidden" name="intent" value={NOTIFICATION_INTENT.open} />
			<input type="hidden" name="notificationId" value={item.notificationId} />
			<input type="hidden" name="redirectTo" value={hrefWith(location, SHELL_PARAM.notifications, null)} />
			{/* With JavaScript the server answers an outside link with a document redirect, without it with a hand-over page. */}
			{hydrated ? <input type="hidden" name="js" value="1" /> : null}
			<div className="flex items-center justify-between gap-2">
				{item.head ? <p className="text-xs font-semibold tracking-wide text-primary uppercase">{item.head}</p> : <span />}
				{item.isPinned ? <span className="text-xs text-muted-foreground">{t('notifications.pinned')}</span> : null}
			</div>
			{item.image ? <img src={item.image} alt="" className="h-28 w-full rounded object-cover" /> : null}
			<h3 className="text-sm font-semibold">{item.title}</h3>
			{item.description ? <p className="text-sm text-muted-foreground">{item.description}</p> : null}
			{item.url ? (
				<Button type="submit" size="sm" className="justify-self-start">
					{item.buttonName ?? t('notifications.open')}
				</Button>
			) : null}
		</Form>
	)
}
