import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router'
import type { Route } from './+types/layout'
import { requireViewer } from '#app/auth/guards.server.ts'
import { LanguageMenu } from '#app/components/language-menu.tsx'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import {
	Dialog,
	DialogContent,
	DialogDescription,
	DialogFooter,
	DialogHeader,
	DialogTitle,
} from '#app/components/ui/dialog.tsx'
import { LOGIN_AS_COMPANY_INTENT } from '#app/auth/company-access.ts'
import { MODAL } from '#app/lib/modals.ts'

/**
 * The signed-in frame. The full shell (navigation, banners, notifications)
 * grows here; this is the part the sign-in paths need.
 */
export async function loader(args: Route.LoaderArgs) {
	const { user, company, companyAccess } = await requireViewer(args)
	return {
		user: {
			name: user.name,
			email: user.email,
			emailVerified: user.emailVerified,
			// spec 1 §4 "Policy dialog": signed in, not in partner access, not confirmed, no temporary password.
			mustConfirmPolicy: !companyAccess && !user.privacyPolicyConfirmedAt && !user.temporary_password,
		},
		company: { name: company.name, logo: company.logo },
		companyAccess,
	}
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const { user, company, companyAccess } = loaderData
	return (
		<div className="flex min-h-screen flex-col">
			<a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
				{t('skipToContent')}
			</a>
			{companyAccess ? (
				<div className="flex flex-wrap items-center justify-center gap-3 bg-warning/20 px-4 py-2 text-sm" data-testid="company-access-banner">
					<span>{t('loggedInAsCompany.banner', { company: companyAccess.companyName })}</span>
					<Form method="post" action="/login_as_company">
						<Button type="submit" size="sm" variant="outline" name="intent" value={LOGIN_AS_COMPANY_INTENT.exit}>
							{t('loggedInAsCompany.exit')}
						</Button>
					</Form>
				</div>
			) : null}
			<header className="flex items-center justify-between gap-4 border-b px-6 py-3">
				<div className="flex items-center gap-3">
					{company.logo ? <img src={company.logo} alt="" className="h-8 w-auto" /> : null}
					<span className="font-semibold" data-testid="company-name">
						{company.name}
					</span>
				</div>
				<div className="flex items-center gap-3">
					<LanguageMenu />
					<Form method="post" action="/logout">
						<Button type="submit" variant="ghost" size="sm">
							{t('logout')}
						</Button>
					</Form>
				</div>
			</header>
			<main id="main" className="flex-1 px-6 py-8">
				<Outlet />
			</main>
			{user.mustConfirmPolicy ? <PolicyDialog /> : <VerifyEmailDialog email={user.email} />}
		</div>
	)
}

/** Blocking until confirmed: no close button, no way around it. */
function PolicyDialog() {
	const { t } = useTranslation()
	const location = useLocation()
	return (
		<Dialog open>
			<DialogContent showCloseButton={false} onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()}>
				<DialogHeader>
					<DialogTitle>{t('policyDialog.title')}</DialogTitle>
					<DialogDescription>{t('policyDialog.description')}</DialogDescription>
				</DialogHeader>
				<a className="text-sm text-primary hover:underline" href="https://www.example.com/privacy" target="_blank" rel="noreferrer">
					{t('policyDialog.link')}
				</a>
				<DialogFooter>
					{/* The only other way out of a blocking dialog. */}
					<Form method="post" action="/logout">
						<Button type="submit" variant="outline">
							{t('logout')}
						</Button>
					</Form>
					<Form method="post" action="/resources/privacy-policy">
						<input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
						<Button type="submit">{t('policyDialog.confirm')}</Button>
					</Form>
				</DialogFooter>
			</DialogContent>
		</Dialog>
	)
}

/** Opened by ?modal=verifyEmail, so it works from a link without JavaScript. */
function VerifyEmailDialog({ email }: { email: string }) {
	const { t } = useTranslation()
	const [searchParams] = useSearchParams()
	const navigate = useNavigate()
	const location = useLocation()
	const open = searchParams.get('modal') === MODAL.verifyEmail
	const without = new URLSearchParams(searchParams)
	without.delete('modal')
	const closeHref = `${location.pathname}${without.size ? `?${without}` : ''}`
	if (!open) return null
	return (
		<Dialog open onOpenChange={(next) => !next && navigate(closeHref, { replace: true, preventScrollReset: true })}>
			<DialogContent closeHref={closeHref} closeLabel={t('close')}>
				<DialogHeader>
					<DialogTitle>{t('verifyEmailDialog.title')}</DialogTitle>
					<DialogDescription>{t('verifyEmailDialog.description', { email })}</DialogDescription>
				</DialogHeader>
				<DialogFooter>
					<Form method="post" action="/resources/verification-email">
						<input type="hidden" name="redirectTo" value={closeHref} />
						<Button type="submit">{t('verifyEmailDialog.resend')}</Button>
					</Form>
				</DialogFooter>
			</DialogContent>
		</Dialog>
	)
}

export function ErrorBoundary() {
	const { t } = useTranslation()
	return (
		<main id="main" className="p-8">
			<Alert variant="destructive">
				<AlertDescription>{t('tryAgain')}</AlertDescription>
			</Alert>
		</main>
	)
}
