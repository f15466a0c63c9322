import { renderToString } from 'react-dom/server'
import {
	createStaticHandler,
	Link,
	Links,
	Meta,
	Outlet,
	Scripts,
	ServerRouter,
	type EntryContext,
	type RouteObject,
	type StaticHandler,
} from 'react-router'
import { describe, expect, test } from 'vitest'
import { ancestorPaths, renderContext } from './render-context.server.ts'

/**
 * A route tree shaped like the console's (app/routes.ts): a root with an index, pathless layouts
 * inside layouts, index routes under a path prefix, dynamic and optional segments, a splat and a
 * catch-all, so the ranking of the branches matters for the ancestor paths.
 */
type Node = { id: string; path?: string; index?: boolean; children?: Node[] }
const TREE: Node = {
	id: 'root',
	path: '',
	children: [
		{ id: 'root-redirect', index: true },
		{ id: 'login', path: 'login' },
		{ id: 'register', path: 'register/:email?' },
		{ id: 'register-partner', path: 'register/:email/:partner/:source' },
		{
			id: 'app-layout',
			children: [
				{
					id: 'home-area',
					children: [
						{ id: 'home', path: 'home' },
						{ id: 'guides', path: 'guides-and-resources' },
					],
				},
				{
					id: 'users-area',
					children: [
						{ id: 'users-index', path: 'users', index: true },
						{ id: 'all-users', path: 'users/all_users' },
						{ id: 'assigned-users', path: 'users/departments/assigned-users/:departmentId' },
						{ id: 'profile', path: 'user_profile/:userId/:tab?' },
					],
				},
				{
					id: 'course',
					path: 'courses/:courseId',
					children: [
						{ id: 'course-index', index: true },
						{ id: 'course-preview', path: 'preview' },
					],
				},
				{ id: 'exercise-until-built', path: 'phishing-exercise/*' },
				{ id: 'catch-all', path: '*' },
			],
		},
	],
}

function Page() {
	return (
		<main>
			<Link to="/users/all_users">users</Link>
			<Link to="preview">relative</Link>
			<Outlet />
		</main>
	)
}

function Root() {
	return (
		<html lang="en">
			<head>
				<Meta />
				<Links />
			</head>
			<body>
				<Outlet />
				<Scripts nonce="n0nce" />
			</body>
		</html>
	)
}

function dataRoutes(node: Node): RouteObject {
	const children = node.children?.map(dataRoutes)
	return node.index ? { id: node.id, path: node.path, index: true } : ({ id: node.id, path: node.path, children } as RouteObject)
}

function flatten(node: Node, parentId?: string): { node: Node; parentId?: string }[] {
	return [{ node, parentId }, ...(node.children ?? []).flatMap((child) => flatten(child, node.id))]
}

const handler: StaticHandler = createStaticHandler([dataRoutes(TREE)])
const manifestRoutes: EntryContext['manifest']['routes'] = Object.fromEntries(
	flatten(TREE).map(({ node, parentId }) => [
		node.id,
		{
			id: node.id,
			parentId,
			path: node.path,
			index: node.index,
			module: `/assets/${node.id}.js`,
			imports: [`/assets/shared-${node.id.length % 3}.js`],
			css: node.id === 'users-area' ? ['/assets/users.css'] : undefined,
			hasLoader: false,
			hasAction: false,
			hasClientLoader: false,
			hasClientAction: false,
			hasClientMiddleware: false,
			hasErrorBoundary: false,
			clientActionModule: undefined,
			clientLoaderModule: undefined,
			clientMiddlewareModule: undefined,
			hydrateFallbackModule: undefined,
		},
	]),
)
const routeModules: EntryContext['routeModules'] = Object.fromEntries(
	flatten(TREE).map(({ node }) => [node.id, { default: node.id === 'root' ? Root : Page }]),
)

async function entryContext(url: string): Promise<EntryContext> {
	const staticHandlerContext = await handler.query(new Request(url))
	if (staticHandlerContext instanceof Response) throw new Error(`${url} answered ${staticHandlerContext.status}`)
	return {
		manifest: {
			entry: { module: '/assets/entry.client.js', imports: [] },
			url: '/assets/manifest.js',
			version: 'v1',
			routes: manifestRoutes,
		},
		// What React Router's request handler passes: the static handler's precomputed branches.
		branches: (handler as unknown as { _internalRouteBranches: EntryContext['branches'] })._internalRouteBranches,
		routeModules,
		staticHandlerContext,
		serverHandoffString: '{}',
		future: { v8_middleware: true, v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: true },
		ssr: true,
		isSpaMode: false,
		routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
		renderMeta: {},
	} as unknown as EntryContext
}

async function render(url: string, narrow: boolean) {
	const context = await entryContext(url)
	return renderToString(<ServerRouter context={narrow ? renderContext(context) : context} url={url} nonce="n0nce" />)
}

const URLS = [
	'/',
	'/login',
	'/home',
	'/guides-and-resources',
	'/users',
	'/users/all_users',
	'/users/departments/assigned-users/dep_1',
	'/user_profile/usr_1',
	'/user_profile/usr_1/tasks',
	'/courses/crs_1',
	'/courses/crs_1/preview',
	'/phishing-exercise/campaigns/new',
	'/register/a@b.test',
	'/register/a@b.test/partner/source',
	'/no/such/page/here',
]

describe('the render context narrowed to what a page reads', () => {
	test.each(URLS)('%s renders the same document as with every route, partial manifest included', async (path) => {
		const url = `http://console.test${path}`
		const full = await render(url, false)
		expect(full).toContain('window.__reactRouterManifest')
		expect(await render(url, true)).toBe(full)
	})

	test('the narrowed context holds a few routes and branches, not all of them', async () => {
		const context = await entryContext('http://console.test/users/all_users')
		const narrowed = renderContext(context)
		expect(Object.keys(narrowed.manifest.routes).sort()).toEqual([
			'all-users',
			'app-layout',
			'root',
			'root-redirect',
			'users-area',
			'users-index',
		])
		expect(Object.keys(narrowed.routeModules).sort()).toEqual(Object.keys(narrowed.manifest.routes).sort())
		expect(narrowed.branches.length).toBeLessThan(context.branches.length)
		// The rest of the context is the request's own.
		expect(narrowed.staticHandlerContext).toBe(context.staticHandlerContext)
		expect(narrowed.renderMeta).toBe(context.renderMeta)
	})

	test('route discovery "initial" (the whole manifest in the page) and SPA mode keep the context as it came', async () => {
		const context = await entryContext('http://console.test/home')
		const initial = { ...context, routeDiscovery: { mode: 'initial' } } as EntryContext
		expect(renderContext(initial)).toBe(initial)
		const spa = { ...context, isSpaMode: true }
		expect(renderContext(spa)).toBe(spa)
	})

	test('the ancestor paths are those React Router matches for the partial manifest', () => {
		expect(ancestorPaths('/')).toEqual(['/'])
		expect(ancestorPaths('/users/all_users')).toEqual(['/', '/users'])
		expect(ancestorPaths('/a/b/c/')).toEqual(['/', '/a/b', '/a'])
	})
})
