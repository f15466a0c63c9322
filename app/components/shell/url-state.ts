/**
 * The shell's URL and cookie state. `?nav=open` opens the navigation drawer on small screens and
 * `?notifications=open` the notification panel, so both work without JavaScript; the folded
 * navigation on large screens is a UI preference kept in a plain cookie (set in the browser,
 * read by the server so the first paint already has the right width).
 */
export const SHELL_PARAM = { nav: 'nav', notifications: 'notifications' } as const
export const OPEN = 'open'

export const NAV_COOKIE = 'shell_nav'
export const NAV_COLLAPSED = 'collapsed'
const ONE_YEAR_S = 60 * 60 * 24 * 365

/** The current page's address with one query parameter set, or removed when `value` is null. */
export function hrefWith(location: { pathname: string; search: string }, key: string, value: string | null): string {
	const params = new URLSearchParams(location.search)
	if (value === null) params.delete(key)
	else params.set(key, value)
	const search = params.toString()
	return `${location.pathname}${search ? `?${search}` : ''}`
}

/** Whether the request's cookie says the navigation was folded. */
export function isNavCollapsed(cookieHeader: string | null): boolean {
	return (cookieHeader ?? '').split(/;\s*/).includes(`${NAV_COOKIE}=${NAV_COLLAPSED}`)
}

/** Browser only: remember the fold for the next page load. */
export function rememberNavCollapsed(collapsed: boolean) {
	document.cookie = collapsed
		? `${NAV_COOKIE}=${NAV_COLLAPSED}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`
		: `${NAV_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}
