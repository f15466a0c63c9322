/**
 * A dialog (or drawer) that is URL state: the page renders it while its `?modal=…` (or other) URL
 * parameter says so, and closing it navigates to `closeHref`, the same URL without that parameter.
 *
 * It must work without JavaScript, and Radix draws its content through a portal that mounts only
 * after an effect (nothing in the server's HTML, see ui/dialog.test.tsx). So until the page has
 * hydrated the panel is drawn in place ("server-drawn"): the Radix content without its portal, with
 * links to `closeHref` as the backdrop, the corner close and `UrlDialogClose`. Once hydrated the
 * Radix dialog takes over (focus trap, Escape, outside click), and whatever the user typed or
 * focused in the server-drawn panel moves across to it.
 */
import * as DialogPrimitive from '@radix-ui/react-dialog'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import {
	Dialog,
	DialogClose,
	DialogContent,
	dialogContentVariants,
	DialogCornerCloseContent,
	DialogDescription,
	DialogHeader,
	DialogTitle,
	dialogCornerCloseClassName,
	dialogOverlayClassName,
	type DialogContentProps,
} from '#app/components/ui/dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'

type UrlDialogContextValue = { closeHref?: string; serverDrawn: boolean }
const UrlDialogContext = React.createContext<UrlDialogContextValue | null>(null)

export type UrlDialogProps = Omit<DialogContentProps, 'animated'> & {
	/**
	 * Where closing leads: the page without the dialog's URL state. Without it the dialog cannot be
	 * closed (no close button; Escape and the backdrop do nothing): its own actions are the way out.
	 */
	closeHref?: string
	/** Whether the URL asks for the dialog; it renders nothing otherwise. */
	open?: boolean
	/** The dialog's header: its title and the line below it. A caller that needs more composes DialogHeader itself. */
	title?: React.ReactNode
	description?: React.ReactNode
	/** The id of what takes focus when the dialog closes and what opened it is gone (e.g. the row it deleted). */
	returnFocusTo?: string
	/**
	 * Milliseconds the dialog waits before it shows (0: at once). Until then the page is seen and usable:
	 * without JavaScript a CSS animation keeps the panel transparent and lets clicks through (it has the
	 * focus from load); with JavaScript the Radix dialog mounts, and takes the focus, when the time is up.
	 */
	revealAfterMs?: number
}

export function UrlDialog({
	open = true,
	closeHref,
	variant,
	className,
	closeLabel,
	showCloseButton = true,
	children,
	onOpenAutoFocus,
	onEscapeKeyDown,
	onInteractOutside,
	onCloseAutoFocus,
	title,
	description,
	returnFocusTo,
	revealAfterMs = 0,
	...props
}: UrlDialogProps) {
	const { t } = useTranslation('common')
	const navigate = useNavigate()
	const hydrated = useHydrated()
	const handOver = useServerDrawnHandOver()
	const opener = useOpenerFocus(returnFocusTo)
	// A dialog first painted from the server's HTML must not replay its enter animation on hydration.
	const [startedServerDrawn] = React.useState(!hydrated)
	const revealed = useRevealedAfter(revealAfterMs, startedServerDrawn)
	const context = React.useMemo(() => ({ closeHref, serverDrawn: !hydrated }), [closeHref, hydrated])
	if (!open || (hydrated && !revealed)) return null
	const closable = closeHref !== undefined
	const prevent = (event: Event) => event.preventDefault()
	const withCloseButton = closable && showCloseButton
	closeLabel ??= t('close')
	const content = (
		<>
			{title ? (
				<DialogHeader>
					<DialogTitle>{title}</DialogTitle>
					{description ? <DialogDescription>{description}</DialogDescription> : null}
				</DialogHeader>
			) : null}
			{children}
		</>
	)

	return (
		<UrlDialogContext value={context}>
			{/* Not modal while server-drawn: no focus trap or hidden page to undo when the Radix panel takes over. */}
			<Dialog
				open
				modal={hydrated}
				onOpenChange={(next) => !next && closeHref !== undefined && navigate(closeHref, { replace: true, preventScrollReset: true })}
			>
				{hydrated ? (
					<DialogContent
						ref={handOver.takeOver}
						variant={variant}
						animated={!startedServerDrawn || revealAfterMs > 0}
						className={className}
						closeLabel={closeLabel}
						showCloseButton={withCloseButton}
						onEscapeKeyDown={closable ? onEscapeKeyDown : prevent}
						onInteractOutside={closable ? onInteractOutside : prevent}
						{...props}
						onOpenAutoFocus={(event) => {
							opener.remember()
							onOpenAutoFocus?.(event)
							handOver.restoreFocus(event)
						}}
						onCloseAutoFocus={(event) => {
							onCloseAutoFocus?.(event)
							opener.giveBack(event)
						}}
					>
						{content}
					</DialogContent>
				) : (
					<div
						data-slot="static-dialog"
						className={revealAfterMs > 0 ? 'animate-reveal-after' : undefined}
						style={revealAfterMs > 0 ? ({ '--reveal-after': `${revealAfterMs}ms` } as React.CSSProperties) : undefined}
					>
						{closable ? (
							// Clicking the backdrop closes, as it does with JavaScript; it is not a tab stop.
							// eslint-disable-next-line jsx-a11y/anchor-has-content
							<a href={closeHref} tabIndex={-1} aria-hidden="true" data-slot="dialog-overlay" className={dialogOverlayClassName} />
						) : (
							<div data-slot="dialog-overlay" className={dialogOverlayClassName} />
						)}
						<WithTitleId>
							{(titleId) => (
								<DialogPrimitive.Content
									ref={handOver.keepServerDrawnPanel}
									aria-modal="true"
									aria-labelledby={titleId}
									// Without JavaScript, the browser moves focus into the dialog on load.
									autoFocus
									data-slot="dialog-content"
									className={cn(dialogContentVariants({ variant, animated: false }), className)}
									// Focus and outside clicks stay the hand-over's business until the Radix panel takes over.
									onOpenAutoFocus={prevent}
									onCloseAutoFocus={prevent}
									onInteractOutside={prevent}
									{...props}
								>
									{content}
									{withCloseButton ? (
										<a href={closeHref} data-slot="dialog-close" className={dialogCornerCloseClassName}>
											<DialogCornerCloseContent label={closeLabel} />
										</a>
									) : null}
								</DialogPrimitive.Content>
							)}
						</WithTitleId>
					</div>
				)}
			</Dialog>
		</UrlDialogContext>
	)
}

/**
 * Hands its render function the dialog's title id. Radix names the panel by its title only after an
 * effect (so never in the server's HTML); the server-drawn panel sets it itself. Radix's Title with
 * asChild gives its child the id, and this child draws the panel instead of a title.
 */
function WithTitleId({ children }: { children: (titleId: string) => React.ReactNode }) {
	return (
		<DialogPrimitive.Title asChild>
			<TitleIdTaker render={children} />
		</DialogPrimitive.Title>
	)
}

function TitleIdTaker({ id, render }: { id?: string; render: (titleId: string) => React.ReactNode }) {
	return render(id ?? '')
}

/** Closes the UrlDialog around it: a link to its close URL until hydrated, the Radix close after. */
export function UrlDialogClose({ className, children, ...props }: React.ComponentProps<typeof DialogClose>) {
	const context = React.use(UrlDialogContext)
	if (context?.serverDrawn) {
		if (context.closeHref === undefined) return null
		return (
			<a href={context.closeHref} data-slot="dialog-close" className={className}>
				{children}
			</a>
		)
	}
	return (
		<DialogClose className={className} {...props}>
			{children}
		</DialogClose>
	)
}

/**
 * Whether a dialog that waits `delayMs` may show yet (with JavaScript). A dialog that arrived in the server's
 * HTML counts from the page's start, as its CSS animation does, so hydration neither restarts the wait nor
 * hides a panel already shown; one opened by a client-side navigation counts from now.
 */
function useRevealedAfter(delayMs: number, sincePageStart: boolean): boolean {
	const remaining = () => (sincePageStart ? delayMs - performance.now() : delayMs)
	const [revealed, setRevealed] = React.useState(() => delayMs <= 0 || (typeof document !== 'undefined' && remaining() <= 0))
	React.useEffect(() => {
		if (revealed) return
		const timer = setTimeout(() => setRevealed(true), Math.max(0, remaining()))
		return () => clearTimeout(timer)
		// Counted once, from the first draw.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
	return revealed
}

/**
 * Focus back where the dialog was opened from when it closes. Radix sends it to the dialog's trigger, and a
 * dialog opened by a link (URL state) has none, so focus would drop to the page's start. Read as the panel
 * mounts, before Radix moves focus in: the link or button that opened it. When that is gone (the dialog
 * deleted its row), `fallbackId`'s element takes focus instead.
 */
function useOpenerFocus(fallbackId: string | undefined) {
	const opener = React.useRef<HTMLElement | null>(null)
	const remember = React.useCallback(() => {
		const active = document.activeElement
		opener.current = active instanceof HTMLElement && active !== document.body ? active : null
	}, [])
	const giveBack = React.useCallback(
		(event: Event) => {
			const from = opener.current
			opener.current = null
			const target = from?.isConnected ? from : fallbackId ? document.getElementById(fallbackId) : null
			if (!target) return
			event.preventDefault()
			target.focus()
		},
		[fallbackId],
	)
	return { remember, giveBack }
}

/**
 * The server-drawn panel is replaced by the Radix one once hydrated: what the user typed or focused
 * in the meantime moves across (the detached server-drawn elements still hold their values).
 */
function useServerDrawnHandOver() {
	const hydrated = useHydrated()
	const serverDrawnPanel = React.useRef<HTMLElement | null>(null)
	const focusedServerDrawn = React.useRef<Element | null>(null)
	const restoredFocus = React.useRef<HTMLElement | null>(null)
	// Read during the render that swaps the panels, while the server-drawn one is still in the page.
	if (hydrated && serverDrawnPanel.current && typeof document !== 'undefined') {
		const active = document.activeElement
		if (active && serverDrawnPanel.current.contains(active)) focusedServerDrawn.current = active
	}
	// A callback ref that ignores the unmount call: the detached panel is read after it is gone.
	const keepServerDrawnPanel = React.useCallback((panel: HTMLElement | null) => {
		if (panel) serverDrawnPanel.current = panel
	}, [])
	const takeOver = React.useCallback((panel: HTMLElement | null) => {
		const serverDrawn = serverDrawnPanel.current
		if (!panel || !serverDrawn) return
		serverDrawnPanel.current = null
		carryOverFieldValues(serverDrawn, panel)
		const focused = focusedServerDrawn.current && counterpartIn(panel, serverDrawn, focusedServerDrawn.current)
		focusedServerDrawn.current = null
		if (focused instanceof HTMLElement) {
			restoredFocus.current = focused
			focused.focus()
		}
	}, [])
	// Focus stays where the user was before hydration rather than jumping to the first field.
	const restoreFocus = React.useCallback((event: Event) => {
		if (!restoredFocus.current) return
		event.preventDefault()
		restoredFocus.current.focus()
		restoredFocus.current = null
	}, [])
	return { keepServerDrawnPanel, takeOver, restoreFocus }
}

const CARRIED_FIELDS = 'input:not([type=hidden]):not([type=file]):not([type=submit]):not([type=button]), textarea, select'

/** The element of `to` in the same place as `element` is in `from` (same tag, same position). */
function counterpartIn(to: Element, from: Element, element: Element): Element | null {
	const tag = element.tagName.toLowerCase()
	const index = Array.from(from.querySelectorAll(tag)).indexOf(element)
	return index < 0 ? null : (to.querySelectorAll(tag)[index] ?? null)
}

/**
 * Copies typed values from the server-drawn panel's fields to the Radix panel's fields of the same
 * name, through the native setters and an input event, so controlled and uncontrolled fields both take them.
 */
function carryOverFieldValues(from: Element, to: Element) {
	const targets = new Map<string, Element[]>()
	for (const field of to.querySelectorAll(CARRIED_FIELDS)) {
		const name = field.getAttribute('name')
		if (name) targets.set(name, [...(targets.get(name) ?? []), field])
	}
	const seen = new Map<string, number>()
	for (const field of from.querySelectorAll(CARRIED_FIELDS)) {
		const name = field.getAttribute('name')
		if (!name) continue
		const index = seen.get(name) ?? 0
		seen.set(name, index + 1)
		const target = targets.get(name)?.[index]
		if (!target) continue
		if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
			if (target instanceof HTMLInputElement && target.checked !== field.checked) target.click()
		} else if ('value' in field && 'value' in target && target.value !== field.value) {
			const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set
			setter?.call(target, field.value)
			target.dispatchEvent(new Event('input', { bubbles: true }))
			target.dispatchEvent(new Event('change', { bubbles: true }))
		}
	}
}
