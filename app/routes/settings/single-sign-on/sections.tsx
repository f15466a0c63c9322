import { Link, useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { IntentForm } from '#app/components/intent-form.tsx'
import { PLAN_MODAL, planModalHref } from '#app/components/shell/plan/modals.ts'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { ENHANCED_FIELD } from '#app/lib/modals.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { CopyField } from './copy-field.tsx'
import { INTENT, SSO_SETTINGS_PATH } from './sso-url.ts'
import type { SsoPageSettings } from './sso.server.ts'

/**
 * Enforce SSO on/off: a switch in a POST form. With JavaScript a change submits it at once; without,
 * the Apply button does.
 */
export function EnforcementSection({ enforced }: { enforced: boolean }) {
	const { t } = useTranslation('settingsSso')
	const hydrated = useHydrated()
	const submitting = useIsPending({ intent: INTENT.enforcement, state: 'non-idle' })
	return (
		<section className="grid gap-3" aria-labelledby="sso-enforcement-title">
			<h3 id="sso-enforcement-title" className="text-lg font-semibold">
				{t('enforcement.title')}
			</h3>
			<IntentForm intent={INTENT.enforcement} action={SSO_SETTINGS_PATH} className="grid gap-2" data-testid="enforcement-form">
				<div className="flex items-center gap-3">
					<input
						id="sso-enforcement"
						type="checkbox"
						role="switch"
						name="ssoEnforcement"
						defaultChecked={enforced}
						key={String(enforced)}
						disabled={submitting}
						aria-describedby="sso-enforcement-description sso-enforcement-state"
						className="peer size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
						onChange={(event) => event.currentTarget.form?.requestSubmit()}
					/>
					<label htmlFor="sso-enforcement" className="text-sm font-medium">
						{t('enforcement.label')}
					</label>
					{hydrated ? null : (
						<Button type="submit" variant="outline" size="sm">
							{t('enforcement.apply')}
						</Button>
					)}
				</div>
				<p id="sso-enforcement-description" className="text-sm text-muted-foreground">
					{t('enforcement.description')}
				</p>
				<p id="sso-enforcement-state" className="text-sm font-medium" data-testid="enforcement-state">
					{enforced ? t('enforcement.on') : t('enforcement.off')}
				</p>
			</IntentForm>
		</section>
	)
}

/**
 * SCIM: generate a bearer token (a new one replaces the old). The token comes back in the action's
 * reply only, so it is on screen this once, with a Copy button; the gateway keeps a hash of it.
 */
export function ScimSection({ settings, newToken }: { settings: SsoPageSettings; newToken: string | null }) {
	const { t, i18n } = useTranslation('settingsSso')
	const hydrated = useHydrated()
	const submitting = useIsPending({ intent: INTENT.scimToken, state: 'non-idle' })
	const hint = settings.scimBearerToken?.replace(/•/g, '') ?? ''
	const createdAt = formatDate(settings.scimBearerTokenCreatedAt, i18n.language) ?? ''
	return (
		<section className="grid gap-3" aria-labelledby="sso-scim-title">
			<h3 id="sso-scim-title" className="text-lg font-semibold">
				{t('scim.title')}
			</h3>
			<p className="text-sm text-muted-foreground">{t('scim.description')}</p>
			{settings.scimBaseUrl ? <CopyField id="scim-base-url" label={t('scim.baseUrl')} value={settings.scimBaseUrl} /> : null}
			<p className="text-sm" data-testid="scim-status">
				{settings.scimBearerToken ? t('scim.active', { hint, date: createdAt }) : t('scim.none')}
			</p>
			{newToken ? (
				<div className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4" data-testid="scim-token-panel">
					{/* Without JavaScript there is no snackbar on this page: say it here. */}
					{hydrated ? null : (
						<p role="status" className="text-sm font-medium">
							{t('toasts.tokenGenerated')}
						</p>
					)}
					<CopyField id="scim-token" label={t('scim.token')} value={newToken} testId="scim-token" />
					<Alert>
						<AlertDescription>{t('scim.showOnce')}</AlertDescription>
					</Alert>
				</div>
			) : null}
			<IntentForm intent={INTENT.scimToken} action={SSO_SETTINGS_PATH}>
				{hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="true" /> : null}
				<StatusButton type="submit" variant="outline" pending={submitting}>
					{settings.scimBearerToken || newToken ? t('scim.regenerate') : t('scim.generate')}
				</StatusButton>
			</IntentForm>
		</section>
	)
}

/** A company without Boost: what SSO does, and the way to Boost (the shell's upgrade dialog). */
export function UpgradePanel() {
	const { t } = useTranslation('settingsSso')
	const location = useLocation()
	return (
		<div className="grid gap-4 rounded-lg border p-6" data-testid="sso-upgrade">
			<p>{t('upgrade.description')}</p>
			<ul className="grid list-disc gap-1 ps-6 text-sm">
				<li>{t('upgrade.features.providers')}</li>
				<li>{t('upgrade.features.enforce')}</li>
				<li>{t('upgrade.features.scim')}</li>
			</ul>
			<p className="text-sm font-medium">{t('upgrade.boostOnly')}</p>
			<div>
				<Link className={buttonVariants()} to={planModalHref(location.pathname, location.search, PLAN_MODAL.upgrade)} preventScrollReset>
					{t('upgrade.link')}
				</Link>
			</div>
		</div>
	)
}
