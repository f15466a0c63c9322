import { Form, useLocation, useSearchParams } from 'react-router'
import { EXTERNAL_LINKS } from '#app/components/shell/external-links.ts'
import { Button } from '#app/components/ui/button.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

// The account dialogs of the console's frame: a chunk of their own (app/routes/app/layout.tsx loads
// them with lazyPanel), so a page that shows neither does not load the dialog code.

/** Blocking until confirmed: no close URL, so no close button and no way around it. */
export function PolicyDialog() {
	const { t } = useTranslation()
	const location = useLocation()
	return (
		<UrlDialog title={t('policyDialog.title')} description={t('policyDialog.description')}>
			<a className="text-sm text-primary hover:underline" href={EXTERNAL_LINKS.privacyPolicy} target="_blank" rel="noreferrer">
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
		</UrlDialog>
	)
}

/** Mounted while the URL has ?modal=verifyEmail (the frame checks), so it works from a link without JavaScript. */
export function VerifyEmailDialog({ email }: { email: string }) {
	const { t } = useTranslation()
	const [searchParams] = useSearchParams()
	const location = useLocation()
	const without = new URLSearchParams(searchParams)
	without.delete('modal')
	const closeHref = `${location.pathname}${without.size ? `?${without}` : ''}`
	return (
		<UrlDialog closeHref={closeHref} title={t('verifyEmailDialog.title')} description={t('verifyEmailDialog.description', { email })}>
			<DialogFooter>
				<Form method="post" action="/resources/verification-email">
					<input type="hidden" name="redirectTo" value={closeHref} />
					<Button type="submit">{t('verifyEmailDialog.resend')}</Button>
				</Form>
			</DialogFooter>
		</UrlDialog>
	)
}
