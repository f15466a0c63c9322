import { getCollectionProps, getInputProps } from '@conform-to/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { translateErrors, type FormField } from '#app/components/form-errors.ts'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { DAYS_OPTIONS, DAYS_PRESETS } from './assignment-options.ts'

/**
 * Days to complete (spec 1 §5, spec 2 §9 "two values plus custom"): the presets and Custom as radios,
 * and the custom number. Without JavaScript the number is always there (its hint says when it counts);
 * with it, while Custom is chosen. Shared by the assignment form (a course's, a policy's) and a course's
 * customers settings.
 */
export function DaysToCompleteFields({ legend, daysOption, customDays }: { legend: string; daysOption: FormField; customDays: FormField }) {
	const { t } = useTranslation('learning')
	const hydrated = useHydrated()
	return (
		<>
			<fieldset className="grid gap-2">
				<legend className="mb-2 text-sm font-medium">{legend}</legend>
				<div className="flex flex-wrap items-center gap-4">
					{getCollectionProps(daysOption, { type: 'radio', options: [...DAYS_OPTIONS] }).map(({ key, ...props }) => (
						<div key={key} className="flex items-center gap-2">
							<input {...props} className="size-4 accent-primary" />
							<Label htmlFor={props.id} className="font-normal">
								{(DAYS_PRESETS as readonly string[]).includes(props.value as string)
									? t('assign.days', { count: Number(props.value) })
									: t('assign.customDays')}
							</Label>
						</div>
					))}
				</div>
				<ErrorList id={daysOption.errorId} errors={translateErrors(t, daysOption.errors)} />
			</fieldset>
			{!hydrated || daysOption.value === 'custom' ? (
				<Field label={t('assign.customDaysLabel')} description={t('assign.customDaysHint')} errors={translateErrors(t, customDays.errors)}>
					<Input {...getInputProps(customDays, { type: 'text' })} inputMode="numeric" className="w-32" />
				</Field>
			) : null}
		</>
	)
}
