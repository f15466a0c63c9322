/**
 * Radix dialog wrappers that also work without JavaScript.
 *
 * Radix renders dialog content through a portal that mounts only after an effect, so on the
 * server (and during hydration) an open Radix dialog produces no HTML at all — not even with
 * `forceMount` (see dialog.test.tsx). For URL-driven dialogs that must show without JavaScript:
 *
 * - `<Dialog open>` + `<DialogContent closeHref>`: until the page has hydrated, DialogContent
 *   renders the same panel inline (the `StaticDialog` markup); once hydrated it switches to the
 *   Radix portal with focus trap, Escape and outside-click handling.
 * - `<StaticDialog closeHref>`: the inline markup alone, with no Radix behind it.
 *
 * `closeHref` is the way out without JavaScript (the close button and backdrop become links);
 * with JavaScript the Radix close calls `onOpenChange(false)` as usual, so a URL-driven dialog
 * should navigate to the same place from there.
 */
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { Slot } from '@radix-ui/react-slot'
import * as React from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { cn } from '#app/lib/utils.ts'

const overlayClassName = 'fixed inset-0 z-50 bg-black/50'

// inset-0 + m-auto + h-fit centres the panel without a physical left/translate, so it needs no
// right-to-left special case.
const contentClassName = cn(
	'fixed inset-0 z-50 m-auto grid h-fit max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] gap-4 overflow-y-auto',
	'rounded-lg border bg-background p-6 text-start text-foreground shadow-lg sm:max-w-lg',
	'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
)

// The drawer variant: a full-height panel on the inline-end side (right, or left in right-to-left).
const sheetClassName = cn(
	'fixed inset-y-0 end-0 z-50 flex h-full w-full max-w-md flex-col gap-4 overflow-y-auto',
	'border-s bg-background p-6 text-start text-foreground shadow-lg',
	'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
)

export type DialogVariant = 'dialog' | 'sheet'
const panelClassName = (variant: DialogVariant) => (variant === 'sheet' ? sheetClassName : contentClassName)

const closeButtonClassName = cn(
	'absolute end-4 top-4 inline-flex size-7 items-center justify-center rounded-sm text-muted-foreground opacity-80',
	'transition-opacity hover:text-foreground hover:opacity-100',
	'focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
	'disabled:pointer-events-none',
)

function XIcon() {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			strokeLinejoin="round"
			className="size-4"
		>
			<path d="M18 6 6 18M6 6l12 12" />
		</svg>
	)
}


// What the inline (pre-hydration / static) markup needs from its surroundings.
type StaticDialogContextValue = { titleId: string; descriptionId: string; closeHref?: string }
const StaticDialogContext = React.createContext<StaticDialogContextValue | null>(null)

// The open state as the server sees it, for DialogContent's pre-hydration render.
const DialogOpenContext = React.createContext(false)

export function Dialog({
	open,
	defaultOpen,
	...props
}: React.ComponentProps<typeof DialogPrimitive.Root>) {
	return (
		<DialogOpenContext value={open ?? defaultOpen ?? false}>
			<DialogPrimitive.Root data-slot="dialog" open={open} defaultOpen={defaultOpen} {...props} />
		</DialogOpenContext>
	)
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
	return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
	return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />
}

export function DialogOverlay({
	className,
	...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
	return (
		<DialogPrimitive.Overlay
			data-slot="dialog-overlay"
			className={cn(overlayClassName, 'motion-safe:data-[state=open]:animate-fade-in', className)}
			{...props}
		/>
	)
}

type StaticPanelProps = React.ComponentProps<'div'> & {
	/** The element with role="dialog" (React 19 passes refs as props). */
	panelRef?: React.Ref<HTMLDivElement>
	/** 'sheet' is the side drawer (Add New Users, Contact Support, feedback). */
	variant?: DialogVariant
	closeHref?: string
	closeLabel?: string
	showCloseButton?: boolean
}

function StaticDialogPanel({
	className,
	variant = 'dialog',
	children,
	closeHref,
	closeLabel = 'Close',
	showCloseButton = true,
	panelRef,
	...props
}: StaticPanelProps) {
	const baseId = React.useId()
	const context = React.useMemo(
		() => ({
			titleId: `${baseId}-title`,
			descriptionId: `${baseId}-description`,
			closeHref,
		}),
		[baseId, closeHref],
	)
	return (
		<div data-slot="static-dialog">
			{closeHref ? (
				// Clicking the backdrop closes, as it does with JavaScript; it is not a tab stop.
				<a
					href={closeHref}
					tabIndex={-1}
					aria-hidden="true"
					data-slot="dialog-overlay"
					className={overlayClassName}
				/>
			) : (
				<div data-slot="dialog-overlay" className={overlayClassName} />
			)}
			<div
				ref={panelRef}
				role="dialog"
				aria-modal="true"
				aria-labelledby={context.titleId}
				tabIndex={-1}
				// Without JavaScript, the browser moves focus into the dialog on load.
				autoFocus
				data-slot="dialog-content"
				data-state="open"
				className={cn(panelClassName(variant), className)}
				{...props}
			>
				<StaticDialogContext value={context}>{children}</StaticDialogContext>
				{showCloseButton && closeHref ? (
					<a href={closeHref} data-slot="dialog-close" className={closeButtonClassName}>
						<XIcon />
						<span className="sr-only">{closeLabel}</span>
					</a>
				) : null}
			</div>
		</div>
	)
}

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
	/** 'sheet' is the side drawer. */
	variant?: DialogVariant
	/** Where the close button and backdrop link to when JavaScript is off. */
	closeHref?: string
	/** Accessible name of the close button; pass the translated text. */
	closeLabel?: string
	showCloseButton?: boolean
}

export function DialogContent({
	className,
	variant = 'dialog',
	children,
	closeHref,
	closeLabel = 'Close',
	showCloseButton = true,
	...props
}: DialogContentProps) {
	const hydrated = useHydrated()
	const openOnServer = React.use(DialogOpenContext)
	// A dialog first painted from server HTML must not replay its enter animation on hydration.
	const [startedInline] = React.useState(!hydrated)
	// The server-drawn panel is replaced by the Radix one once hydrated: what the user typed or
	// focused in the meantime moves across (the detached inline elements still hold their values).
	const inlinePanel = React.useRef<HTMLDivElement | null>(null)
	const focusedInline = React.useRef<Element | null>(null)
	const restoredFocus = React.useRef<HTMLElement | null>(null)
	if (hydrated && inlinePanel.current && typeof document !== 'undefined') {
		const active = document.activeElement
		if (active && inlinePanel.current.contains(active)) focusedInline.current = active
	}
	const takeOverFromInline = React.useCallback((panel: HTMLDivElement | null) => {
		const inline = inlinePanel.current
		if (!panel || !inline) return
		inlinePanel.current = null
		carryOverFieldValues(inline, panel)
		const focused = focusedInline.current && counterpartIn(panel, inline, focusedInline.current)
		focusedInline.current = null
		if (focused instanceof HTMLElement) {
			restoredFocus.current = focused
			focused.focus()
		}
	}, [])
	// A callback ref that ignores the unmount call: the detached panel is read after it is gone.
	const keepInlinePanel = React.useCallback((panel: HTMLDivElement | null) => {
		if (panel) inlinePanel.current = panel
	}, [])
	const { onOpenAutoFocus } = props

	if (!hydrated) {
		if (!openOnServer) return null
		const {
			asChild: _asChild,
			forceMount: _forceMount,
			onOpenAutoFocus: _onOpenAutoFocus,
			onCloseAutoFocus: _onCloseAutoFocus,
			onEscapeKeyDown: _onEscapeKeyDown,
			onPointerDownOutside: _onPointerDownOutside,
			onFocusOutside: _onFocusOutside,
			onInteractOutside: _onInteractOutside,
			...divProps
		} = props
		return (
			<StaticDialogPanel
				panelRef={keepInlinePanel}
				className={className}
				variant={variant}
				closeHref={closeHref}
				closeLabel={closeLabel}
				showCloseButton={showCloseButton}
				{...divProps}
			>
				{children}
			</StaticDialogPanel>
		)
	}

	return (
		<DialogPortal>
			<DialogPrimitive.Overlay
				data-slot="dialog-overlay"
				className={cn(
					overlayClassName,
					!startedInline && 'motion-safe:data-[state=open]:animate-fade-in',
				)}
			/>
			<DialogPrimitive.Content
				ref={takeOverFromInline}
				data-slot="dialog-content"
				className={cn(
					panelClassName(variant),
					!startedInline && variant === 'dialog' && 'motion-safe:data-[state=open]:animate-dialog-in',
					className,
				)}
				{...props}
				onOpenAutoFocus={(event) => {
					onOpenAutoFocus?.(event)
					// Focus stays where the user was before hydration rather than jumping to the first field.
					if (restoredFocus.current) {
						event.preventDefault()
						restoredFocus.current.focus()
						restoredFocus.current = null
					}
				}}
			>
				{children}
				{showCloseButton ? (
					<DialogPrimitive.Close data-slot="dialog-close" className={closeButtonClassName}>
						<XIcon />
						<span className="sr-only">{closeLabel}</span>
					</DialogPrimitive.Close>
				) : null}
			</DialogPrimitive.Content>
		</DialogPortal>
	)
}

const CARRIED_FIELDS = 'input:not([type=hidden]):not([type=file]):not([type=submit]):not([type=button]), textarea, select'

/** The element of `to` in the same place as `element` is in `from` (same tag, same position). */
function counterpartIn(to: Element, from: Element, element: Element): Element | null {
	const tag = element.tagName.toLowerCase()
	const index = Array.from(from.querySelectorAll(tag)).indexOf(element)
	return index < 0 ? null : (to.querySelectorAll(tag)[index] ?? null)
}

/**
 * Copies typed values from the inline panel's fields to the Radix panel's fields of the same name,
 * through the native setters and an input event, so controlled and uncontrolled fields both take them.
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

export type StaticDialogProps = StaticPanelProps & { open?: boolean }

/** The dialog as plain server-rendered markup; use DialogContent instead when JS should take over. */
export function StaticDialog({ open = true, ...props }: StaticDialogProps) {
	return open ? <StaticDialogPanel {...props} /> : null
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
	return (
		<div
			data-slot="dialog-header"
			// room for the close button in the corner
			className={cn('flex flex-col gap-2 pe-8 text-center sm:text-start', className)}
			{...props}
		/>
	)
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
	return (
		<div
			data-slot="dialog-footer"
			className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
			{...props}
		/>
	)
}

const titleClassName = 'text-lg leading-none font-semibold'
const descriptionClassName = 'text-sm text-muted-foreground'

export function DialogTitle({
	className,
	asChild,
	...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
	const staticDialog = React.use(StaticDialogContext)
	if (staticDialog) {
		const Comp = asChild ? Slot : 'h2'
		return (
			<Comp
				data-slot="dialog-title"
				id={staticDialog.titleId}
				className={cn(titleClassName, className)}
				{...props}
			/>
		)
	}
	return (
		<DialogPrimitive.Title
			data-slot="dialog-title"
			asChild={asChild}
			className={cn(titleClassName, className)}
			{...props}
		/>
	)
}

export function DialogDescription({
	className,
	asChild,
	...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
	const staticDialog = React.use(StaticDialogContext)
	if (staticDialog) {
		const Comp = asChild ? Slot : 'p'
		return (
			<Comp
				data-slot="dialog-description"
				id={staticDialog.descriptionId}
				className={cn(descriptionClassName, className)}
				{...props}
			/>
		)
	}
	return (
		<DialogPrimitive.Description
			data-slot="dialog-description"
			asChild={asChild}
			className={cn(descriptionClassName, className)}
			{...props}
		/>
	)
}

/**
 * Closes the dialog. In the inline markup there is nothing to close without JavaScript, so it
 * renders its `asChild` element as is (give it an href) or a link to the dialog's `closeHref`.
 */
export function DialogClose({
	asChild,
	children,
	...props
}: React.ComponentProps<typeof DialogPrimitive.Close>) {
	const staticDialog = React.use(StaticDialogContext)
	if (staticDialog) {
		// `type` is a button attribute; on a link it would mean a MIME type.
		const { type: _type, ...rest } = props
		const elementProps = rest as React.ComponentProps<'a'>
		if (asChild) {
			return (
				<Slot data-slot="dialog-close" {...elementProps}>
					{children}
				</Slot>
			)
		}
		if (!staticDialog.closeHref) return null
		return (
			<a data-slot="dialog-close" href={staticDialog.closeHref} {...elementProps}>
				{children}
			</a>
		)
	}
	return (
		<DialogPrimitive.Close data-slot="dialog-close" asChild={asChild} {...props}>
			{children}
		</DialogPrimitive.Close>
	)
}
