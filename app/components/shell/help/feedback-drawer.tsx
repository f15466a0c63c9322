import { getCollectionProps, getFormProps, getTextareaProps } from '@conform-to/react'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { ThankYouPanel } from '#app/components/form-dialog-footer.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { UrlDialog, UrlDialogClose } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { cn } from '#app/lib/utils.ts'
import { SURVEY_MESSAGE_VALUES, SURVEY_RATING_MAX, SURVEY_RATING_MIN } from './form-limits.ts'
import { HelpFormEnd, HelpFormHiddenFields, type HelpFormProps, type HelpOverlayProps, useHelpDrawer, useHelpForm } from './help-form.tsx'
import type { FeedbackDrawerData } from './overlay-data.ts'

/** Spec 1 §2 "success drawer closes after 1.5 s". */
export const SURVEY_THANK_YOU_CLOSE_MS = 1500

export const SURVEY_ACTION = '/resources/survey'

const RATINGS = Array.from({ length: SURVEY_RATING_MAX - SURVEY_RATING_MIN + 1 }, (_, i) => String(SURVEY_RATING_MIN + i))

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.SurveyAnswerSchema))

/**
 * The survey and feedback drawer (`?modal=feedback`): the survey waiting for
 * the user, a 1–5 rating and an optional message. With JavaScript a thank-you
 * replaces the form and the drawer closes after 1.5 s; without, the action
 * redirects back with the thank-you as a snackbar message.
 */
export function FeedbackDrawer({ data, closeHref, reply: pageReply }: HelpOverlayProps<FeedbackDrawerData>) {
	const { t } = useTranslation('help')
	const { fetcher, reply, sent } = useHelpDrawer({ pageReply, closeHref, closeAfterMs: SURVEY_THANK_YOU_CLOSE_MS })
	return (
		<UrlDialog variant="sheet" closeHref={closeHref} data-testid="feedback-drawer">
			{sent ? (
				<ThankYouPanel title={t('survey.thankYouTitle')} text={t('survey.thankYouText')} closeLabel={t('close')} />
			) : data.survey ? (
				<SurveyForm survey={data.survey} data={data} closeHref={closeHref} reply={reply} fetcher={fetcher} />
			) : (
				<>
					<DialogHeader>
						<DialogTitle>{t('survey.title')}</DialogTitle>
						<DialogDescription>{data.failed ? t('common:tryAgain') : t('survey.answered')}</DialogDescription>
					</DialogHeader>
					<DialogFooter>
						<UrlDialogClose className={buttonVariants({ variant: 'outline' })}>{t('close')}</UrlDialogClose>
					</DialogFooter>
				</>
			)}
		</UrlDialog>
	)
}

function SurveyForm({
	survey,
	data,
	closeHref,
	reply,
	fetcher,
}: HelpFormProps<FeedbackDrawerData> & { survey: { id: string; title: string } }) {
	const { t } = useTranslation('help')
	const submitting = useIsPending({ fetcher })
	const { form, fields, err } = useHelpForm({
		id: 'survey',
		reply,
		defaultValue: { message: '' },
		constraint: data.constraint,
		loadValidation,
		messageValues: SURVEY_MESSAGE_VALUES,
	})
	const ratingErrors = err(fields.rating.errors)
	const scaleId = `${fields.rating.id}-scale`
	return (
		<>
			<DialogHeader>
				<DialogTitle>{t('survey.title')}</DialogTitle>
			</DialogHeader>
			<FailureAlert t={t} failure={reply?.failure} />
			<fetcher.Form method="post" action={SURVEY_ACTION} {...getFormProps(form)} className="grid gap-4">
				<HelpFormHiddenFields closeHref={closeHref} />
				{/* Native radios: one tab stop, arrow keys choose, and they submit without JavaScript. */}
				<fieldset
					className="grid gap-2"
					aria-describedby={[scaleId, ratingErrors?.length ? fields.rating.errorId : null].filter(Boolean).join(' ')}
				>
					<legend className="mb-2 text-sm font-medium">{survey.title}</legend>
					<div className="flex flex-wrap gap-2">
						{getCollectionProps(fields.rating, { type: 'radio', options: RATINGS }).map(({ key, ...props }) => (
							<label key={key} className="cursor-pointer">
								<input
									{...props}
									className="peer sr-only"
									aria-label={t('survey.ratingOption', { value: props.value, max: SURVEY_RATING_MAX })}
								/>
								<span
									aria-hidden="true"
									className={cn(
										'flex size-10 items-center justify-center rounded-md border border-input bg-background text-sm font-medium shadow-xs',
										'hover:bg-accent peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
										'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
										ratingErrors?.length && 'border-destructive',
									)}
								>
									{props.value}
								</span>
							</label>
						))}
					</div>
					<p id={scaleId} className="text-xs text-muted-foreground">
						{t('survey.ratingScale', SURVEY_MESSAGE_VALUES)}
					</p>
					<ErrorList id={fields.rating.errorId} errors={ratingErrors} />
				</fieldset>
				<Field label={t('survey.message')} errors={err(fields.message.errors)}>
					<Textarea {...getTextareaProps(fields.message)} rows={4} />
				</Field>
				<HelpFormEnd errorId={form.errorId} errors={err(form.errors)} pending={submitting} />
			</fetcher.Form>
		</>
	)
}
