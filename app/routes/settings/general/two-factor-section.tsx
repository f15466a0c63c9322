import { Link } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { SettingsCard } from '../settings-card.tsx'
import { TWO_FACTOR_STEP, twoFactorHref } from './two-factor-url.ts'
import type { TwoFactorData } from './two-factor.server.ts'

// The steps' forms (with conform) are drawn only while `?twoFactor=` asks for one: their own chunk.
const StepForm = lazyPanel('TwoFactorStepForm', () => import('./two-factor-steps.tsx').then((m) => m.TwoFactorStepForm))

/**
 * Two-Factor Authentication (spec 1 §4 "MFA flow") on the general settings: whether it is on, and
 * the steps to turn it on or off (password, then the emailed 6-digit code). Each step is drawn by
 * the server from `?twoFactor=`; with JavaScript the forms are fetchers, so no full reloads.
 */
export function TwoFactorSection({ data }: { data: TwoFactorData }) {
	const { t } = useTranslation('twoFactor')
	return (
		<SettingsCard id="two-factor" title={t('title')} description={t('description')} data-testid="two-factor">
			<p className="flex items-center gap-2 text-sm">
				<span>{t('status')}</span>
				<Badge variant={data.enabled ? 'success' : 'neutral'} data-testid="two-factor-status">
					{data.enabled ? t('on') : t('off')}
				</Badge>
			</p>
			<FailureAlert t={t} failure={data.failure} data-testid="two-factor-error" />
			{!data.available ? <p className="text-sm text-muted-foreground">{t('partnerAccess')}</p> : null}
			{data.available && data.step === 'overview' && !data.locked ? (
				<div>
					<Button asChild variant={data.enabled ? 'outline' : 'default'}>
						<Link to={twoFactorHref(TWO_FACTOR_STEP.password)} preventScrollReset onPointerEnter={() => void StepForm.preload()}>
							{data.enabled ? t('disable') : t('enable')}
						</Link>
					</Button>
				</div>
			) : null}
			{data.step === 'overview' ? null : <StepForm data={data} />}
		</SettingsCard>
	)
}
