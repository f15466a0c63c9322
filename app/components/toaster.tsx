import { useEffect, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Toast } from '#app/lib/toast.server.ts'
import { cn } from '#app/lib/utils.ts'

/** Snackbar hide delay (spec 1 §9). */
export const SNACKBAR_HIDE_MS = 4000

/**
 * The one-time flash message of the previous action. With JavaScript it hides
 * after 4 s; without, it stays as a status line on the page it arrived on.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
	const { t } = useTranslation()
	const [visible, setVisible] = useState<Toast | null>(toast)
	useEffect(() => {
		setVisible(toast)
		if (!toast) return
		const timer = setTimeout(() => setVisible(null), SNACKBAR_HIDE_MS)
		return () => clearTimeout(timer)
	}, [toast])
	return (
		<div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
			{visible ? (
				<div
					role={visible.type === 'error' ? 'alert' : 'status'}
					data-testid="snackbar"
					data-type={visible.type}
					className={cn(
						'pointer-events-auto max-w-md rounded-md px-4 py-3 text-sm shadow-lg',
						visible.type === 'error' && 'bg-destructive text-destructive-foreground',
						visible.type === 'success' && 'bg-success text-white',
						visible.type === 'info' && 'bg-foreground text-background',
					)}
				>
					{visible.raw ? visible.message : t(visible.message)}
				</div>
			) : null}
		</div>
	)
}
