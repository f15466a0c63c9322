import { SHELL_MODAL, type ShellModal } from './modals.ts'

/** Query parameters that belong to the help overlays, dropped when one closes. */
const OVERLAY_PARAMS = ['modal', 'sent', 'pageName'] as const

/** `sent=1`: the support drawer shows its Thank You panel (the no-JavaScript success page). */
export const SENT_PARAM = 'sent'

/**
 * Set by the overlays' forms once the page has hydrated: the action answers a
 * form that stays in place (fetcher) with data instead of redirecting.
 */
export const ENHANCED_FIELD = 'enhanced'

/** The page as it is with no help overlay open: where Close, Cancel and success return. */
export function pathWithoutOverlay(pathname: string, search: string | URLSearchParams): string {
	const params = new URLSearchParams(search)
	for (const name of OVERLAY_PARAMS) params.delete(name)
	return params.size ? `${pathname}?${params}` : pathname
}

/** `path` (a same-origin path with its query) with an overlay open. */
export function pathWithOverlay(path: string, modal: ShellModal, extra: Record<string, string> = {}): string {
	const url = new URL(path, 'http://origin.invalid')
	for (const name of OVERLAY_PARAMS) url.searchParams.delete(name)
	url.searchParams.set('modal', modal)
	for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value)
	return `${url.pathname}${url.search}`
}

export function isShellModal(value: string | null): value is ShellModal {
	return value !== null && (Object.values(SHELL_MODAL) as string[]).includes(value)
}
