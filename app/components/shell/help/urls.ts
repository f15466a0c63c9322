import { pathWithDialog, searchWithout } from '#app/lib/modals.ts'
import { SHELL_MODAL, type ShellModal } from './modals.ts'

/** Query parameters that belong to the help overlays, dropped when one closes. */
const OVERLAY_PARAMS = ['modal', 'sent', 'pageName'] as const

/** `sent=1`: the support drawer shows its Thank You panel (the no-JavaScript success page). */
export const SENT_PARAM = 'sent'

/** The page as it is with no help overlay open: where Close, Cancel and success return. */
export function pathWithoutOverlay(pathname: string, search: string | URLSearchParams): string {
	return `${pathname}${searchWithout(search, OVERLAY_PARAMS)}`
}

/** `path` (a same-origin path with its query) with an overlay open. */
export function pathWithOverlay(path: string, modal: ShellModal, extra: Record<string, string> = {}): string {
	return pathWithDialog(path, OVERLAY_PARAMS, { modal, ...extra })
}

export function isShellModal(value: string | null): value is ShellModal {
	return value !== null && (Object.values(SHELL_MODAL) as string[]).includes(value)
}
