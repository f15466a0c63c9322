import { isRouteErrorResponse } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

/** The error pages the console draws: refused (403), not found (404), anything else (500). */
export type ErrorStatus = 403 | 404 | 500

export function errorStatusOf(error: unknown): ErrorStatus {
	if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)) return error.status
	return 500
}

const TEXTS = {
	403: { title: 'errors.forbiddenTitle', text: 'errors.forbiddenText' },
	404: { title: 'errors.notFoundTitle', text: 'errors.notFoundText' },
	500: { title: 'errors.serverTitle', text: 'errors.serverText' },
} as const

/** The status, a title, a line and the way home: on a page of its own or inside the console's frame. */
export function ErrorMessage({ status }: { status: ErrorStatus }) {
	const { t } = useTranslation()
	return (
		<div className="flex flex-col items-center justify-center gap-4 px-4 py-16 text-center" data-testid={`error-${status}`}>
			<p className="text-6xl font-bold text-muted-foreground" aria-hidden="true">
				{status}
			</p>
			<h1 className="text-2xl font-semibold">{t(TEXTS[status].title)}</h1>
			<p className="max-w-md text-muted-foreground">{t(TEXTS[status].text)}</p>
			<Button asChild>
				<a href="/">{t('errors.home')}</a>
			</Button>
		</div>
	)
}

/** The 404 and 500 pages without the console around them (signed-out visitors; wording not in the spec). */
export function ErrorPage({ status }: { status: ErrorStatus }) {
	return (
		<main id="main" className="flex min-h-screen flex-col items-center justify-center">
			<ErrorMessage status={status} />
		</main>
	)
}

/** The error page that fits what a route threw (403, 404, otherwise 500). */
export function ErrorPageOf({ error }: { error: unknown }) {
	return <ErrorPage status={errorStatusOf(error)} />
}
