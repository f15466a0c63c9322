import { matchRoutes, type EntryContext } from 'react-router'

/**
 * The EntryContext a document is rendered with, narrowed to the routes its render can read.
 *
 * React Router's `<ServerRouter>` turns every route of the manifest into a route object and a data
 * route on each request (127 routes here), and its `<Scripts>` matches the URL's ancestor paths
 * ("/", "/users", …) against every route branch for the partial manifest it sends (route discovery,
 * "lazy"): about 15 % of a signed-in page's server CPU, growing with every route added. What the render
 * reads of the manifest and the route modules is the matched routes and the routes of that partial
 * manifest, and of the branches only those that match an ancestor path. The context keeps just those,
 * the same objects, so the HTML is the same (render-context.server.test.ts renders both and compares):
 * - the partial manifest: `<Scripts>` takes, for each ancestor path, the first branch that matches it.
 *   The branches kept are every branch whose routes are those of such a first match, in their order:
 *   no branch kept can come before the first match of any path, so each path finds the same one.
 * - the manifest and the route modules: the matched routes and the routes of those branches (a route's
 *   parents are in its branch).
 * Anything unexpected (SPA mode, route discovery "initial", which sends the whole manifest, several
 * top-level routes, a route missing from the manifest) renders with the context as it came.
 */
export function renderContext(context: EntryContext): EntryContext {
	if (context.isSpaMode || !context.ssr || context.routeDiscovery?.mode !== 'lazy' || !context.branches?.length) return context
	const { location, basename, matches } = context.staticHandlerContext
	const ids = new Set(matches.map((match) => match.route.id))
	const kept = new Set<Branch>()
	for (const path of ancestorPaths(location.pathname)) {
		const branches = firstMatchBranches(context.branches, path, basename || '/')
		if (!branches) return context
		for (const branch of branches) {
			kept.add(branch)
			for (const meta of branch.routesMeta) ids.add(meta.route.id)
		}
	}
	const routes: EntryContext['manifest']['routes'] = {}
	const routeModules: EntryContext['routeModules'] = {}
	for (const id of ids) {
		const route = context.manifest.routes[id]
		const module = context.routeModules[id]
		if (!route || !module) return context
		routes[id] = route
		routeModules[id] = module
	}
	return {
		...context,
		manifest: { ...context.manifest, routes },
		routeModules,
		branches: context.branches.filter((branch) => kept.has(branch)),
	}
}

type Branch = EntryContext['branches'][number]

/** The paths `<Scripts>` matches for the partial manifest: "/" and each parent path of the URL's (not the URL's own). */
export function ancestorPaths(pathname: string): string[] {
	const segments = pathname.split('/').filter(Boolean)
	const paths = ['/']
	segments.pop()
	while (segments.length > 0) {
		paths.push(`/${segments.join('/')}`)
		segments.pop()
	}
	return paths
}

/** Per build (its branches), per path: the branches with the routes of the path's first match (none when nothing matches). */
const firstMatches = new WeakMap<readonly Branch[], Map<string, readonly Branch[] | null>>()
/** Paths kept per build; past it the list starts again (user ids make paths without end). */
const MAX_PATHS = 2_000

function firstMatchBranches(all: readonly Branch[], path: string, basename: string): readonly Branch[] | null {
	let byPath = firstMatches.get(all)
	if (!byPath) {
		byPath = new Map()
		firstMatches.set(all, byPath)
	}
	const key = `${basename}\n${path}`
	const known = byPath.get(key)
	if (known !== undefined) return known
	const found = findFirstMatchBranches(all, path, basename)
	if (byPath.size >= MAX_PATHS) byPath.clear()
	byPath.set(key, found)
	return found
}

/** null: the branches are not one route tree's (the caller then keeps them all). */
function findFirstMatchBranches(all: readonly Branch[], path: string, basename: string): readonly Branch[] | null {
	const top = all[0]?.routesMeta[0]?.route
	if (!top || all.some((branch) => branch.routesMeta[0]?.route !== top)) return null
	// React Router's own matching over the same tree: its branches are ranked as the precomputed ones.
	const matched = matchRoutes([top], path, basename)
	if (!matched) return []
	return all.filter(
		(branch) => branch.routesMeta.length === matched.length && branch.routesMeta.every((meta, i) => meta.route === matched[i]!.route),
	)
}
