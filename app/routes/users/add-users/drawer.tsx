import { Form, Link } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { CsvMappingStep, CsvUploadStep } from './csv-step.tsx'
import { EmailsStep } from './emails-step.tsx'
import { NotifyStep } from './notify-step.tsx'
import { ADD_USERS_MODAL, drawerHref, SSO_SETTINGS_PATH } from './url.ts'
import type { AddUsersDrawerData, LoadedDrawer } from './drawer.server.ts'

/**
 * The Add New Users drawer (spec 1 §2): a right-side sheet opened by `?modal=emails|csv` on
 * /users/all_users, its tabs links that change `modal` (SSO leads to the SSO settings page), each
 * step a form posting to /users/add-users. Closing goes back to the page with its other parameters.
 */
export function AddUsersDrawer({ data }: { data: AddUsersDrawerData }) {
	if (!data) return null
	if (data.view === 'verifyEmail') return <VerifyEmailDialog data={data} />
	return <DrawerPanel data={data} />
}

function DrawerPanel({ data }: { data: Exclude<LoadedDrawer, { view: 'verifyEmail' }> }) {
	const { t } = useTranslation('addUsers')
	const step = data.view === 'notify' ? 1 : 0
	const stepName = step === 1 ? t('step.notify') : data.flow === 'emails' ? t('step.emails') : t('step.csv')
	return (
		<UrlDialog variant="sheet" closeHref={data.closeHref} className="max-w-xl" data-testid="add-users-drawer">
			<DialogHeader>
				<DialogTitle>{t('title')}</DialogTitle>
				<DialogDescription data-testid="add-users-step">
					{t('step.label', { current: step + 1, total: 2 })}: {stepName}
				</DialogDescription>
			</DialogHeader>
			<TabNav aria-label={t('tabs.label')}>
				<TabNavLink
					to={drawerHref(data.back, { modal: ADD_USERS_MODAL.emails })}
					active={data.flow === 'emails'}
					replace
					preventScrollReset
				>
					{t('tabs.emails')}
				</TabNavLink>
				<TabNavLink to={drawerHref(data.back, { modal: ADD_USERS_MODAL.csv })} active={data.flow === 'csv'} replace preventScrollReset>
					{t('tabs.csv')}
				</TabNavLink>
				<TabNavLink to={SSO_SETTINGS_PATH} active={false}>
					{t('tabs.sso')}
				</TabNavLink>
			</TabNav>
			{data.view === 'emails' ? <EmailsStep key={`emails-${data.draftId}-${data.revision}`} data={data} /> : null}
			{data.view === 'csvUpload' ? <CsvUploadStep key={`upload-${data.draftId}`} data={data} /> : null}
			{data.view === 'csvMapping' ? <CsvMappingStep key={`mapping-${data.draftId}`} data={data} /> : null}
			{data.view === 'notify' ? <NotifyStep key={`notify-${data.draftId}-${data.revision}`} data={data} /> : null}
		</UrlDialog>
	)
}

/** "Adding users needs a verified email, otherwise the verify dialog appears (with resend)" (spec 1 §5). */
function VerifyEmailDialog({ data }: { data: Extract<LoadedDrawer, { view: 'verifyEmail' }> }) {
	const { t } = useTranslation()
	return (
		<UrlDialog
			closeHref={data.closeHref}
			data-testid="add-users-verify-email"
			title={t('verifyEmailDialog.title')}
			description={t('verifyEmailDialog.description', { email: data.email })}
		>
			<DialogFooter>
				<Button asChild variant="outline">
					<Link to={data.closeHref} replace preventScrollReset>
						{t('close')}
					</Link>
				</Button>
				<Form method="post" action="/resources/verification-email">
					<input type="hidden" name="redirectTo" value={data.closeHref} />
					<Button type="submit">{t('verifyEmailDialog.resend')}</Button>
				</Form>
			</DialogFooter>
		</UrlDialog>
	)
}
