import { matchRoutes } from 'react-router'
import { describe, expect, test } from 'vitest'
import { SHELL_PATH } from '#app/auth/visibility.ts'
import routes from '#app/routes.ts'
import { BUILT_PAGES, builtPageOr, isBuiltPage } from './built-pages.ts'

/** Routes that stand in for an area not built yet: the phishing exercise's redirect to gaming (app/routes/gaming/game-switch.ts). */
const NOT_BUILT_ROUTES = new Set(['catch-all', 'phishing-exercise-until-built'])

/** The route a path lands on, or null for the catch-all (an unknown path or an area not built yet). */
function pageRouteOf(path: string) {
	const matches = matchRoutes(routes as Parameters<typeof matchRoutes>[0], path)
	const last = matches?.at(-1)?.route as { id?: string; file: string } | undefined
	return !last || NOT_BUILT_ROUTES.has(last.id ?? '') ? null : last.file
}

describe('the built pages', () => {
	test.each([...BUILT_PAGES])('%s is a route of app/routes.ts', (path) => {
		expect(pageRouteOf(path)).not.toBeNull()
	})

	// When an area's routes land, this fails until its paths are added to BUILT_PAGES (and so shown).
	test.each(Object.values(SHELL_PATH).filter((path) => !BUILT_PAGES.has(path)))('%s has no route yet, so no link shows it', (path) => {
		expect(pageRouteOf(path)).toBeNull()
	})

	test('a link is built whatever its query or hash; a page not built is not', () => {
		expect(isBuiltPage('/users/all_users?modal=emails')).toBe(true)
		expect(isBuiltPage('/licensing#plans')).toBe(true)
		expect(isBuiltPage('/dashboard')).toBe(false)
		expect(isBuiltPage('/learning/courses?category=compliance')).toBe(true)
		expect(isBuiltPage('/learning/videos')).toBe(true)
		expect(isBuiltPage('/calendar/history')).toBe(true)
		expect(isBuiltPage('/reports')).toBe(false)
	})

	test('a built page is its own target; one not built yet falls back', () => {
		expect(builtPageOr(SHELL_PATH.resellerOverview, SHELL_PATH.home)).toBe('/partner-portal/reseller/overview')
		expect(builtPageOr(SHELL_PATH.courses, SHELL_PATH.home)).toBe('/learning/courses')
		expect(builtPageOr(SHELL_PATH.dashboard, SHELL_PATH.home)).toBe('/home')
	})
})
