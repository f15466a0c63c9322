import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { type UiMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { INTENT, wizardHref } from './campaign-options.ts'
import type * as React from 'react'

export type LaunchStepData = {
	packName: string | null
	templatesCount: number
	/** The custom selection's templates by name, in their order. */
	templateNames: string[]
	name: string
	recipients: string
	recipientsCount: number | null
	daysToComplete: number
	notification: string | null
	startLabel: string | null
}

/**
 * The wizard's Launch step (spec 3 §2 'Ready to go?'): what the campaign will be, and Launch. Leaving
 * the page before launching asks first (with JavaScript, `beforeunload`).
 */
export function LaunchStep({ draftId, data, failure }: { draftId: string; data: LaunchStepData; failure?: UiMessage | null }) {
	const { t } = useTranslation('phishingExercise')
	const launching = useIsPending({ intent: INTENT.launch, state: 'non-idle' })
	const launchingRef = useRef(false)
	launchingRef.current = launching
	useEffect(() => {
		const warn = (event: BeforeUnloadEvent) => {
			if (launchingRef.current) return
			event.preventDefault()
			// Older browsers show the text; current ones their own.
			event.returnValue = t('wizard.launch.leaveWarning')
		}
		window.addEventListener('beforeunload', warn)
		return () => window.removeEventListener('beforeunload', warn)
	}, [t])
	const rows: Array<[string, React.ReactNode]> = [
		[t('wizard.launch.name'), data.name],
		data.packName
			? [t('wizard.launch.pack'), data.packName]
			: [
					t('wizard.launch.templates'),
					<>
						{data.templatesCount}
						{data.templateNames.length ? (
							<ol className="mt-1 list-decimal ps-5 font-normal" data-testid="launch-templates">
								{data.templateNames.map((name, i) => (
									<li key={i}>{name}</li>
								))}
							</ol>
						) : null}
					</>,
				],
		[
			t('wizard.launch.recipients'),
			data.recipientsCount === null
				? data.recipients
				: `${data.recipients}: ${t('wizard.launch.recipientsCount', { count: data.recipientsCount })}`,
		],
		[t('wizard.launch.daysToComplete'), t('wizard.launch.days', { count: data.daysToComplete })],
		[t('wizard.launch.notification'), data.notification ?? t('wizard.launch.notificationOff')],
		[t('wizard.launch.start'), data.startLabel ? t('wizard.launch.startAt', { date: data.startLabel }) : t('wizard.launch.startNow')],
	]
	return (
		<section aria-labelledby="launch-title" className="grid max-w-2xl gap-5" data-testid="wizard-launch">
			<div className="grid gap-1">
				<h2 id="launch-title" className="text-xl font-semibold">
					{t('wizard.launch.title')}
				</h2>
				<p className="text-muted-foreground">{t('wizard.launch.intro')}</p>
			</div>
			<FailureAlert t={t} failure={failure} />
			<dl className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[auto_1fr]">
				{rows.map(([label, value]) => (
					<div key={label} className="contents">
						<dt className="text-sm text-muted-foreground">{label}</dt>
						<dd className="font-medium break-words">{value}</dd>
					</div>
				))}
			</dl>
			<IntentForm intent={INTENT.launch} className="flex flex-wrap justify-between gap-3">
				<Button asChild variant="outline">
					<Link to={wizardHref(draftId, 'settings')}>{t('wizard.previous')}</Link>
				</Button>
				<StatusButton type="submit" pending={launching}>
					{t('wizard.launch.submit')}
				</StatusButton>
			</IntentForm>
		</section>
	)
}
