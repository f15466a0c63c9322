import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { FormDialogFooter } from '#app/components/form-dialog-footer.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from '#app/components/ui/native-select.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { CALENDAR_INTENT } from './calendar-url.ts'
import type { ActionReply, VideoOption } from './preview.tsx'
import type { Constraint } from '@conform-to/dom'

// The preview tab's Add Monthly Video dialog (spec 2 §6: opened only with the company's monthly-video
// flag), loaded as a panel of its own (preview.tsx).

const loadAddValidation = lazyValidator(() =>
	Promise.all([import('./calendar-schema.ts'), import('./calendar-url.ts')]).then(([schema, url]) =>
		schema.addEventFormSchema(url.calendarYears(new Date())),
	),
)

export function AddMonthlyVideoDialog({
	adding,
	range,
	videos,
	videosFailure,
	constraint,
	closeHref,
	reply,
}: {
	adding: { month: string; min: string; max: string }
	range: { from: number; to: number }
	videos: VideoOption[]
	videosFailure: UiMessage | null
	constraint: Record<string, Constraint>
	closeHref: string
	reply?: ActionReply
}) {
	const { t } = useTranslation('calendar')
	const [form, fields] = useLazyForm({
		id: `add-monthly-video-${adding.month}`,
		lastResult: reply?.result,
		defaultValue: { videoId: '', date: adding.min },
		constraint,
		loadValidation: loadAddValidation,
	})
	const errors = (list: string[] | undefined) => translateErrors(t, list, { from: range.from, to: range.to })
	const pending = useIsPending({ intent: CALENDAR_INTENT.addEvent })
	const languages = [...new Set(videos.map((v) => v.language))]
	return (
		<UrlDialog closeHref={closeHref} data-testid="add-monthly-video-dialog" title={t('add.title')} description={t('add.description')}>
			<FailureAlert t={t} failure={reply?.failure ?? videosFailure} />
			<IntentForm intent={CALENDAR_INTENT.addEvent} {...getFormProps(form)} className="grid gap-4">
				<Field label={t('add.video')} errors={errors(fields.videoId.errors)}>
					<NativeSelect {...getSelectProps(fields.videoId)}>
						<NativeSelectOption value="">{t('add.chooseVideo')}</NativeSelectOption>
						{languages.map((language) => (
							<NativeSelectOptGroup key={language} label={language.toUpperCase()}>
								{videos
									.filter((v) => v.language === language)
									.map((video) => (
										<NativeSelectOption key={video.id} value={video.id}>
											{video.name}
										</NativeSelectOption>
									))}
							</NativeSelectOptGroup>
						))}
					</NativeSelect>
				</Field>
				<Field
					label={t('add.date')}
					description={t('add.dateHint', { from: range.from, to: range.to })}
					errors={errors(fields.date.errors)}
				>
					<Input {...getInputProps(fields.date, { type: 'date' })} className="w-48" />
				</Field>
				<ErrorList id={form.errorId} errors={errors(form.errors)} />
				<FormDialogFooter cancelLabel={t('common:cancel')} submitLabel={t('add.submit')} pending={pending} />
			</IntentForm>
		</UrlDialog>
	)
}
