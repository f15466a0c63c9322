import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/components/ui/button.tsx'

/** The 404 and 500 pages (their wording is not in the spec). */
export function ErrorPage({ status }: { status: 404 | 500 }) {
	const { t } = useTranslation()
	const title = status === 404 ? t('errors.notFoundTitle') : t('errors.serverTitle')
	const text = status === 404 ? t('errors.notFoundText') : t('errors.serverText')
	return (
		<main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
			<p className="text-6xl font-bold text-muted-foreground" aria-hidden="true">
				{status}
			</p>
			<h1 className="text-2xl font-semibold">{title}</h1>
			<p className="max-w-md text-muted-foreground">{text}</p>
			<Button asChild>
				<a href="/">{t('errors.home')}</a>
			</Button>
		</main>
	)
}
