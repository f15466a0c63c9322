import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { Section } from '#app/components/section.tsx'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { DomainCard } from './domain-card.tsx'
import { MailSection } from './mail-section.tsx'
import { INTENT, MODAL, modalHref, WHITE_LABEL_PATH } from './url.ts'
import { loadWhiteLabel, whiteLabelAction } from './white-label.server.ts'
import type { Route } from './+types/route'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'settings:tabs.white-label', 'settings:title')
export const handle = textsHandle('settings-white-label')

/** Only with hasWhiteLabelAccess (spec 1 §6); everyone else goes to /settings/general. */
export async function loader(args: Route.LoaderArgs) {
	return loadWhiteLabel(args)
}

/** Every form of the page posts here, told apart by `intent` (white-label.server.ts). */
export async function action(args: Route.ActionArgs) {
	return whiteLabelAction(args)
}

/**
 * White label settings (spec 1 §2 /settings/white-label, §7 White label calls): the admin,
 * employee and web custom domains with their DNS proof, and how emails leave (Office Graph API or
 * custom SMTP). Every form is a real POST; confirmations are `?modal=` dialogs.
 */
export default function WhiteLabelSettings({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('settings-white-label')
	const { t } = useTranslation('whiteLabel')
	const { domains, graph, smtp, failures, modal, testDnsZone } = loaderData
	const addReply = actionData?.intent === INTENT.addDomain ? actionData : undefined
	const smtpReply = actionData?.intent === INTENT.saveSmtp ? actionData : undefined
	const resetEntry = modal?.kind === MODAL.resetDomain ? domains?.find((d) => d.type === modal.type && d.customDomain) : undefined
	return (
		<div className="grid max-w-3xl gap-8">
			<div className="grid gap-1">
				<h2 className="text-xl font-semibold">{t('title')}</h2>
				<p className="text-sm text-muted-foreground">{t('intro')}</p>
			</div>
			{failures.map((failure, index) => (
				<FailureAlert key={index} t={t} failure={failure} />
			))}
			{domains ? (
				<Section id="domains-title" level={3} title={t('domains.title')} description={t('domains.intro')}>
					{domains.map((entry) => (
						<DomainCard
							key={`${entry.type}:${entry.customDomain ?? ''}`}
							entry={entry}
							testDnsZone={testDnsZone}
							reply={addReply?.type === entry.type ? addReply : undefined}
						/>
					))}
				</Section>
			) : null}
			{graph && smtp ? <MailSection graph={graph} smtp={smtp} reply={smtpReply} /> : null}

			<ConfirmDialog
				open={!!resetEntry}
				title={resetEntry ? t('domains.resetTitle', { type: t(`domains.types.${resetEntry.type}`) }) : ''}
				description={resetEntry ? t('domains.resetDescription', { domain: resetEntry.customDomain }) : ''}
				closeHref={modalHref(null)}
				form={{ action: WHITE_LABEL_PATH, fields: { intent: INTENT.resetDomain, type: resetEntry?.type ?? '' } }}
				confirmLabel={t('domains.reset')}
				destructive
				data-testid="reset-domain-dialog"
			/>
			<ConfirmDialog
				open={modal?.kind === MODAL.resetGraph && !!graph?.isAvailable}
				title={t('mail.graph.resetTitle')}
				description={t('mail.graph.resetDescription')}
				closeHref={modalHref(null)}
				form={{ action: WHITE_LABEL_PATH, fields: { intent: INTENT.resetGraph } }}
				confirmLabel={t('mail.graph.reset')}
				destructive
				data-testid="reset-graph-dialog"
			/>
			<ConfirmDialog
				open={modal?.kind === MODAL.disableSmtp && !!smtp?.isEnabled}
				title={t('mail.smtp.disableTitle')}
				description={t('mail.smtp.disableDescription')}
				closeHref={modalHref(null)}
				form={{ action: WHITE_LABEL_PATH, fields: { intent: INTENT.disableSmtp } }}
				confirmLabel={t('mail.smtp.disable')}
				destructive
				data-testid="disable-smtp-dialog"
			/>
		</div>
	)
}
