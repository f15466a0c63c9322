import { Icon } from '#app/components/ui/icon.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

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
					{ending ? (
						<Icon name="x" className="mt-0.5 shrink-0 text-destructive" />
					) : (
						<Icon name="check" className="mt-0.5 shrink-0 text-success" />
					)}
					<span>{t(`features.${feature}`)}</span>
				</li>
			))}
		</ul>
	)
}
