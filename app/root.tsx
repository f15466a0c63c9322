import { lazy, useEffect } from 'react'
import {
	data,
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useMatches,
	useRouteLoaderData,
	type MiddlewareFunction,
} from 'react-router'
import { newEpochAfterWrites } from '#app/auth/shell-cache.server.ts'
import { handleEntryTokens } from '#app/auth/sign-in.server.ts'
import { Toaster } from '#app/components/toaster.tsx'
import { textDirection, type LanguageCode } from '#app/i18n/config.ts'
import { getLocale, i18nextMiddleware } from '#app/i18n/i18next.server.ts'
import { I18nProvider } from '#app/i18n/react.tsx'
import { textsPartsFor } from '#app/i18n/resources.ts'
import { useResources } from '#app/i18n/use-resources.ts'
import { useNonce } from '#app/lib/nonce.tsx'
import { isCrossSiteMutation } from '#app/lib/security.server.ts'
import { getToast } from '#app/lib/toast.server.ts'
import stylesheet from '#app/styles/app.css?url'
import { getBranding } from '#app/white-label/branding.server.ts'
import type { Route } from './+types/root'

const refuseCrossSiteMutations: MiddlewareFunction<Response> = async ({ request }, next) => {
	if (isCrossSiteMutation(request)) return new Response('Cross-site request refused', { status: 403 })
	return next()
}

/** Startup (spec 1 §4): an SSO, magic-link or company token in the URL is handled before any page loads. */
const handleEntryUrl: MiddlewareFunction<Response> = async (args, next) => {
	const entry = await handleEntryTokens(args)
	if (entry) return entry
	return next()
}

// i18n first: every later response, error pages included, renders in the viewer's language.
// A write's new epoch goes out with whatever it answers (app/auth/shell-cache.server.ts).
export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, refuseCrossSiteMutations, newEpochAfterWrites, handleEntryUrl]

export const links: Route.LinksFunction = () => [
	{ rel: 'stylesheet', href: stylesheet },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
	const locale = getLocale(context) as LanguageCode
	const [{ toast, headers }, branding] = await Promise.all([getToast(request), getBranding(request)])
	return data({ locale, dir: textDirection(locale), toast, branding }, headers ? { headers } : undefined)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const root = useRouteLoaderData<typeof loader>('root')
	const nonce = useNonce()
	const locale = root?.locale ?? 'en'
	const { lng, resources } = useResources(locale)
	// entry.client reads which texts to load before hydrating (sign-in pages skip the console's).
	const textsParts = textsPartsFor(useMatches()).join(' ')
	return (
		<html lang={locale} dir={root?.dir ?? 'ltr'} data-texts={textsParts}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<Meta />
				<Links />
			</head>
			<body className="min-h-screen bg-background text-foreground antialiased">
				<I18nProvider lng={lng} resources={resources}>
					{children}
				</I18nProvider>
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App({ loaderData }: Route.ComponentProps) {
	// A marker that the page is interactive (effects run once the whole tree has hydrated): what the
	// end-to-end tests wait for before using a page with JavaScript.
	useEffect(() => {
		document.documentElement.dataset.hydrated = ''
	}, [])
	return (
		<>
			<Outlet />
			<Toaster toast={loaderData.toast} />
		</>
	)
}

// Its own chunk: an error that reaches the root is rare, and the sign-in pages' first load is on a budget.
// No Suspense boundary: the server's render and the browser's hydration wait for the chunk.
const RootErrorPage = lazy(() => import('#app/components/error-page.tsx').then((module) => ({ default: module.ErrorPageOf })))

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error)
	return <RootErrorPage error={error} />
}
