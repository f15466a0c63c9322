import { cn } from '#app/lib/utils.ts'

/** The shell's few line icons (24×24, stroke), decorative: the control carries the text. */
function Icon({ className, children }: { className?: string; children: React.ReactNode }) {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			strokeLinejoin="round"
			className={cn('size-5', className)}
		>
			{children}
		</svg>
	)
}

export function MenuIcon(props: { className?: string }) {
	return (
		<Icon {...props}>
			<path d="M4 6h16M4 12h16M4 18h16" />
		</Icon>
	)
}

export function CloseIcon(props: { className?: string }) {
	return (
		<Icon {...props}>
			<path d="M18 6 6 18M6 6l12 12" />
		</Icon>
	)
}

/** A panel with a divider: folds and unfolds the navigation column. */
export function FoldIcon(props: { className?: string }) {
	return (
		<Icon {...props}>
			<rect x="3" y="4" width="18" height="16" rx="2" />
			<path d="M9 4v16" />
		</Icon>
	)
}

export function ChevronIcon(props: { className?: string }) {
	return (
		<Icon {...props}>
			<path d="m6 9 6 6 6-6" />
		</Icon>
	)
}

export function BellIcon(props: { className?: string }) {
	return (
		<Icon {...props}>
			<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
			<path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
		</Icon>
	)
}

export function ExternalIcon(props: { className?: string }) {
	return (
		<Icon {...props}>
			<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
		</Icon>
	)
}

/** A speech bubble: Contact Sales where the top bar has no room for its words (phones). */
export function ChatIcon(props: { className?: string }) {
	return (
		<Icon {...props}>
			<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
		</Icon>
	)
}

/** A tick: the language form's submit button without JavaScript, on a phone. */
export function CheckIcon(props: { className?: string }) {
	return (
		<Icon {...props}>
			<path d="M20 6 9 17l-5-5" />
		</Icon>
	)
}
