import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'

/** What Boost adds, and what ends on the way back to Free (spec 1 §2 downgrade confirmation). */
export const BOOST_FEATURES = [
	'compliance',
	'reporting',
	'sso',
	'trainingCourses',
	'monthlyVideo',
	'phishingExercise',
	'phishingSimulation',
] as const

/** The Boost features as a list; `ending` marks them as what the company loses. */
export function FeatureList({ ending = false, labelledBy }: { ending?: boolean; labelledBy?: string }) {
	const { t } = useTranslation('plan')
	return (
		<ul aria-labelledby={labelledBy} className="grid gap-1.5 text-sm sm:grid-cols-2" data-testid="plan-features">
			{BOOST_FEATURES.map((feature) => (
				<li key={feature} className="flex items-start gap-2">
					<svg
						aria-hidden="true"
						viewBox="0 0 24 24"
						fill="none"
						stroke="currentColor"
						strokeWidth="2"
						strokeLinecap="round"
						strokeLinejoin="round"
						className={cn('mt-0.5 size-4 shrink-0', ending ? 'text-destructive' : 'text-success')}
					>
						{ending ? <path d="M18 6 6 18M6 6l12 12" /> : <path d="m5 12 5 5L20 7" />}
					</svg>
					<span>{t(`features.${feature}`)}</span>
				</li>
			))}
		</ul>
	)
}
