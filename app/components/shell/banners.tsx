import { Form, Link } from 'react-router'
import { LOGIN_AS_COMPANY_INTENT } from '#app/auth/company-access.ts'
import type { Banner } from '#app/auth/visibility.ts'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { MODAL } from '#app/lib/modals.ts'
import { cn } from '#app/lib/utils.ts'

const bannerClassName = 'flex flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm'

/** The shell's banners (spec 1 §8 "Banners"), above every signed-in page. */
export function Banners({ banners, showLicensing }: { banners: Banner[]; showLicensing: boolean }) {
	const { t } = useTranslation('shell')
	if (banners.length === 0) return null
	return (
		<section aria-label={t('banners.label')} className="grid">
			{banners.map((banner) => {
				switch (banner.kind) {
					case 'loggedInAsCompany':
						return (
							<div key={banner.kind} className={cn(bannerClassName, 'bg-warning/20')} data-testid="company-access-banner">
								<span>{t('common:loggedInAsCompany.banner', { company: banner.companyName })}</span>
								<Form method="post" action="/login_as_company">
									<Button type="submit" size="sm" variant="outline" name="intent" value={LOGIN_AS_COMPANY_INTENT.exit}>
										{t('common:loggedInAsCompany.exit')}
									</Button>
								</Form>
							</div>
						)
					case 'verifyEmail':
						return (
							<div key={banner.kind} className={cn(bannerClassName, 'bg-info/10')} data-testid="banner-verify-email">
								<span>{t('banners.verifyEmail')}</span>
								<Link to={`?modal=${MODAL.verifyEmail}`} preventScrollReset className="font-medium text-primary underline">
									{t('banners.verifyEmailAction')}
								</Link>
							</div>
						)
					case 'trialEnds':
						return (
							<div key={banner.kind} className={cn(bannerClassName, 'bg-info/10')} data-testid="banner-trial-ends">
								<span>{t('banners.trialEnds', { count: banner.days })}</span>
							</div>
						)
					case 'trialExpired':
						return (
							<div key={banner.kind} className={cn(bannerClassName, 'bg-destructive/10')} data-testid="banner-trial-expired">
								<strong className="font-semibold">{t('banners.trialExpiredTitle')}</strong> <span>{t('banners.trialExpiredText')}</span>
							</div>
						)
					case 'exceededSeats':
						return (
							<div key={banner.kind} className={cn(bannerClassName, 'bg-warning/20')} data-testid="banner-exceeded-seats">
								<span>{t('banners.exceededSeats', { count: banner.over, users: banner.users, seats: banner.seats })}</span>
								{showLicensing ? (
									<Link to="/licensing" className="font-medium underline">
										{t('banners.licensing')}
									</Link>
								) : null}
							</div>
						)
				}
			})}
		</section>
	)
}
