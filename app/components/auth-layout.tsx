import { useRouteLoaderData } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { loader as rootLoader } from '#app/root.tsx'
import { LanguageMenu } from './language-menu.tsx'

/**
 * The frame of every guest page (sign-in, register, SSO failure): the brand of
 * the white-label domain when the host has one, otherwise the platform's.
 */
export function AuthLayout({ title, children, wide = false }: { title: string; children: React.ReactNode; wide?: boolean }) {
	const { t } = useTranslation()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const branding = root?.branding
	return (
		<div className="flex min-h-screen flex-col bg-muted/40">
			<header className="flex items-center justify-between gap-4 px-6 py-4">
				<div className="flex items-center gap-3" data-testid="brand">
					{branding?.logo ? <img src={branding.logo} alt="" className="h-8 w-auto" /> : <BrandMark />}
					<span className="text-lg font-semibold">{branding?.name ?? t('appName')}</span>
				</div>
				<LanguageMenu />
			</header>
			<main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
				<section
					aria-labelledby="page-title"
					className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl border bg-card p-6 shadow-sm sm:p-8`}
				>
					<h1 id="page-title" className="mb-6 text-2xl font-semibold tracking-tight">
						{title}
					</h1>
					{children}
				</section>
			</main>
			<footer className="flex justify-center gap-6 px-6 py-4 text-xs text-muted-foreground">
				<a className="hover:underline" href="https://www.example.com/terms" rel="noreferrer" target="_blank">
					{t('userAgreement')}
				</a>
				<a className="hover:underline" href="https://www.example.com/privacy" rel="noreferrer" target="_blank">
					{t('privacyPolicy')}
				</a>
			</footer>
		</div>
	)
}

function BrandMark() {
	return (
		<svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 text-primary">
			<path
				fill="currentColor"
				d="M16 2 4 7v8c0 7.4 5.1 14.3 12 16 6.9-1.7 12-8.6 12-16V7L16 2Zm-2 21-6-6 2.1-2.1L14 18.8l7.9-7.9L24 13l-10 10Z"
			/>
		</svg>
	)
}
