import { Link, useLocation } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { ProviderPicker } from './provider-picker.tsx'
import { EnforcementSection, ScimSection, UpgradePanel } from './sections.tsx'
import { INTENT, MODAL_PARAM, REMOVE_MODAL, withParams } from './sso-url.ts'
import { loadSsoPage, ssoAction } from './sso.server.ts'
import type { Route } from './+types/route'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'settings:tabs.single-sign-on', 'settings:title')
export const handle = textsHandle('settings-sso')

export async function loader(args: Route.LoaderArgs) {
	return loadSsoPage(args)
}

/** Every form of the page posts here, told apart by `intent` (sso.server.ts). */
export async function action(args: Route.ActionArgs) {
	return ssoAction(args)
}

// The provider's form (with conform) is drawn only once a provider is chosen or saved: its own chunk.
const ProviderForm = lazyPanel('ProviderForm', () => import('./provider-form.tsx').then((m) => m.ProviderForm))
const RemoveSsoDialog = lazyPanel('RemoveSsoDialog', () => import('./remove-dialog.tsx').then((m) => m.RemoveSsoDialog))

/**
 * Settings › Single Sign-On (spec 1 §2, §3, §7): the company's identity provider and its settings,
 * what to enter at the provider, Remove (confirmed as `?modal=removeSso`), Enforce SSO, and the SCIM
 * token. A company without Boost sees what SSO does and the way to upgrade instead.
 */
export default function SingleSignOnSettings({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('settings-sso')
	const { t } = useTranslation('settingsSso')
	const location = useLocation()
	const { settings, provider, protocol } = loaderData
	const saveReply = actionData?.intent === INTENT.save ? actionData : undefined
	const newToken = actionData?.intent === INTENT.scimToken ? (actionData.scimToken ?? null) : null
	const closeHref = withParams(location.pathname, location.search, { [MODAL_PARAM]: null })
	return (
		<div className="grid gap-8" data-testid="sso-settings">
			<div className="grid gap-1">
				<h2 className="text-xl font-semibold">{t('title')}</h2>
				<p className="text-muted-foreground">{t('intro')}</p>
			</div>

			{!loaderData.boost ? <UpgradePanel /> : null}

			<FailureAlert t={t} failure={loaderData.failure} />

			{settings ? (
				<>
					<section className="grid gap-4" aria-labelledby="sso-provider-title">
						<div className="flex flex-wrap items-center justify-between gap-3">
							<div className="grid gap-1">
								<h3 id="sso-provider-title" className="text-lg font-semibold">
									{t('providers.label')}
								</h3>
								<p className="text-sm text-muted-foreground" data-testid="sso-status">
									{settings.ssoType ? t('status.connected', { provider: t(`providers.${settings.ssoType}`) }) : t('status.notConnected')}
								</p>
							</div>
							{settings.ssoType ? (
								<Link
									to={withParams(location.pathname, location.search, { [MODAL_PARAM]: REMOVE_MODAL })}
									preventScrollReset
									className={buttonVariants({ variant: 'outline' })}
									onPointerEnter={() => void RemoveSsoDialog.preload()}
								>
									{t('remove.open')}
								</Link>
							) : null}
						</div>
						<ProviderPicker provider={provider} saved={settings.ssoType} />
						{provider ? (
							<ProviderForm
								key={`${provider}-${protocol}`}
								provider={provider}
								protocol={protocol}
								settings={settings}
								oktaSamlAccessible={loaderData.oktaSamlAccessible}
								reply={saveReply}
							/>
						) : null}
					</section>

					{settings.ssoType ? <EnforcementSection enforced={settings.ssoEnforcement} /> : null}

					<ScimSection settings={settings} newToken={newToken} />
				</>
			) : null}

			{loaderData.removeOpen && settings?.ssoType ? (
				<RemoveSsoDialog providerName={t(`providers.${settings.ssoType}`)} closeHref={closeHref} />
			) : null}
		</div>
	)
}
