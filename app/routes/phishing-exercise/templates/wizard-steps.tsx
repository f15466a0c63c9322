import { type FieldMetadata, type FormMetadata, getInputProps, getTextareaProps } from '@conform-to/react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { TEMPLATE_LIMITS } from '#server/shared/phishing-exercise.ts'
import { SmsLinkTool } from './sms-link-tool.tsx'
import { wizardHref } from './template-paths.ts'
import { TemplatePreviewPanel } from './template-preview.tsx'
import { ANSWER_STATUSES, type AnswerKind, MAX_BODY_CALLOUTS, type WizardStep } from './template-rules.ts'
import { translateTemplateErrors } from './template-texts.ts'
import type { Route } from './+types/wizard'

// The visual editor: a chunk of its own, fetched only when the body step is drawn after hydration.
const EmailEditor = lazy(() => import('./email-editor.tsx'))

/** Every step's fields in one shape (each step's form uses its own of them). */
export type WizardValues = {
	subject: string
	displayName: string
	email: string
	contactType: string
	phoneNumber: string
	userName: string
	message: string
	html: string
	designData: string
	legend: string
	answers: Array<{ kind: string; status: string; description: string }>
	headerEnabled: string
	headerText: string
	bodyEnabled: string
	callouts: Array<{ anchorText: string; description: string }>
	name: string
	thumbnail: File
	deleteThumbnail: string
}
type Form = FormMetadata<WizardValues, string[]>
type Fields = ReturnType<Form['getFieldset']>
type AnyField = FieldMetadata<unknown, WizardValues, string[]>

type StepProps = {
	form: Form
	fields: Fields
	loaderData: Route.ComponentProps['loaderData']
	hydrated: boolean
	onEditorReady: () => void
}

/** The fields of the wizard's current step (spec 3 §2 steps, §5 rules). */
export function StepFields({ step, ...props }: StepProps & { step: WizardStep }) {
	switch (step) {
		case 'header':
			return <HeaderFields {...props} />
		case 'sender':
			return <SenderFields {...props} />
		case 'message':
			return <MessageFields {...props} />
		case 'body':
			return <BodyFields {...props} />
		case 'backstory':
			return <BackstoryFields {...props} />
		case 'callouts':
			return <CalloutsFields {...props} />
		case 'save':
			return <SaveFields {...props} />
	}
}

function useTexts() {
	const { t } = useTranslation('phishingExerciseTemplates')
	return { t, errors: (field: AnyField) => translateTemplateErrors(t, field.errors) }
}

function HeaderFields({ fields }: StepProps) {
	const { t, errors } = useTexts()
	return (
		<div className="grid max-w-xl gap-5">
			<Field label={t('header.subject')} errors={errors(fields.subject)}>
				<Input {...getInputProps(fields.subject, { type: 'text' })} maxLength={TEMPLATE_LIMITS.subject} />
			</Field>
			<Field label={t('header.displayName')} errors={errors(fields.displayName)}>
				<Input {...getInputProps(fields.displayName, { type: 'text' })} maxLength={TEMPLATE_LIMITS.fromName} />
			</Field>
			<Field label={t('header.email')} errors={errors(fields.email)}>
				<Input {...getInputProps(fields.email, { type: 'text' })} maxLength={TEMPLATE_LIMITS.fromEmail} autoComplete="off" />
			</Field>
		</div>
	)
}

function SenderFields({ fields, hydrated }: StepProps) {
	const { t, errors } = useTexts()
	const type = fields.contactType.value === 'userName' ? 'userName' : 'phoneNumber'
	return (
		<div className="grid max-w-xl gap-5">
			<fieldset className="grid gap-2">
				<legend className="mb-2 text-sm font-medium">{t('sender.contactType')}</legend>
				{(['phoneNumber', 'userName'] as const).map((value) => (
					<label key={value} className="flex items-center gap-2 text-sm">
						<input {...getInputProps(fields.contactType, { type: 'radio', value })} className="size-4 accent-primary" />
						{t(`sender.${value}`)}
					</label>
				))}
			</fieldset>
			{/* Without JavaScript both fields show; the chosen type decides which one counts. */}
			{!hydrated || type === 'phoneNumber' ? (
				<Field label={t('sender.phoneNumber')} errors={errors(fields.phoneNumber)}>
					<Input {...getInputProps(fields.phoneNumber, { type: 'tel' })} maxLength={TEMPLATE_LIMITS.fromPhone} />
				</Field>
			) : null}
			{!hydrated || type === 'userName' ? (
				<Field label={t('sender.userName')} errors={errors(fields.userName)}>
					<Input {...getInputProps(fields.userName, { type: 'text' })} maxLength={TEMPLATE_LIMITS.fromPhone} />
				</Field>
			) : null}
		</div>
	)
}

function MessageFields({ fields, hydrated }: StepProps) {
	const { t, errors } = useTexts()
	const messageErrors = errors(fields.message) ?? []
	// Field's parts by hand: the Link toolbar sits between the label and the text area.
	return (
		<div data-slot="field" data-invalid={messageErrors.length > 0 || undefined} className="grid max-w-xl gap-2">
			<Label htmlFor={fields.message.id}>{t('message.label')}</Label>
			{/* Spec 3 §5: a link popover offers Add or Update. Without JavaScript a link is typed into the text. */}
			{hydrated ? <SmsLinkTool textareaId={fields.message.id} maxLength={TEMPLATE_LIMITS.smsText} /> : null}
			<Textarea
				{...getTextareaProps(fields.message)}
				aria-invalid={messageErrors.length > 0 || undefined}
				aria-describedby={messageErrors.length > 0 ? fields.message.errorId : undefined}
				rows={6}
				maxLength={TEMPLATE_LIMITS.smsText}
			/>
			<ErrorList id={fields.message.errorId} errors={messageErrors} />
		</div>
	)
}

function BodyFields({ fields, loaderData, hydrated, onEditorReady }: StepProps) {
	const { t, errors } = useTexts()
	const initial = loaderData.values as unknown as { html: string; designData: string }
	const [content, setContent] = useState(initial)
	if (!hydrated) {
		// Without JavaScript: the HTML as text, saved into the same field (the design data is dropped, as the
		// editor then starts again from the HTML).
		return (
			<div className="grid gap-3">
				<p className="text-sm text-muted-foreground">{t('body.noScript')}</p>
				<Field label={t('body.html')} errors={errors(fields.html)}>
					<Textarea {...getTextareaProps(fields.html)} rows={18} className="font-mono text-xs" maxLength={TEMPLATE_LIMITS.html} />
				</Field>
			</div>
		)
	}
	return (
		<div className="grid gap-3">
			<input type="hidden" name={fields.html.name} value={content.html} />
			<input type="hidden" name={fields.designData.name} value={content.designData} />
			<Suspense fallback={<p className="text-sm text-muted-foreground">{t('body.loading')}</p>}>
				<EmailEditor
					html={initial.html}
					designData={initial.designData}
					label={t('body.editor')}
					onChange={setContent}
					onReady={onEditorReady}
				/>
			</Suspense>
			<ErrorList errors={errors(fields.html)} />
		</div>
	)
}

function BackstoryFields({ fields }: StepProps) {
	const { t, errors } = useTexts()
	const answers = fields.answers.getFieldList()
	return (
		<div className="grid max-w-3xl gap-6">
			<Field label={t('backstory.legend')} description={t('backstory.legendHint')} errors={errors(fields.legend)}>
				<Textarea {...getTextareaProps(fields.legend)} rows={4} maxLength={TEMPLATE_LIMITS.legend} />
			</Field>
			<fieldset className="grid gap-4">
				<legend className="mb-2 font-medium">{t('backstory.answers')}</legend>
				{answers.map((answer, index) => {
					const answerFields = answer.getFieldset()
					const kind = (answerFields.kind.initialValue ?? answerFields.kind.value) as AnswerKind
					return (
						<fieldset key={answer.key} className="grid gap-3 rounded-md border p-4">
							<legend className="px-1 font-medium">{t(`answerKinds.${kind}`)}</legend>
							<input {...getInputProps(answerFields.kind, { type: 'hidden' })} />
							<div role="radiogroup" aria-label={`${t(`answerKinds.${kind}`)}: ${t('backstory.status')}`} className="grid gap-1">
								<div className="flex flex-wrap gap-4">
									{ANSWER_STATUSES.map((status) => (
										<label key={status} className="flex items-center gap-2 text-sm">
											<input {...getInputProps(answerFields.status, { type: 'radio', value: status })} className="size-4 accent-primary" />
											{t(`answerStatuses.${status}`)}
										</label>
									))}
								</div>
								<ErrorList id={answerFields.status.errorId} errors={errors(answerFields.status)} />
							</div>
							<Field label={`${t(`answerKinds.${kind}`)}: ${t('backstory.explanation')}`} errors={errors(answerFields.description)}>
								<Textarea {...getTextareaProps(answerFields.description)} rows={2} maxLength={TEMPLATE_LIMITS.answerDescription} />
							</Field>
							<span className="sr-only">{index + 1}</span>
						</fieldset>
					)
				})}
				<ErrorList id={fields.answers.errorId} errors={errors(fields.answers)} />
			</fieldset>
		</div>
	)
}

function CalloutsFields({ form, fields, loaderData, hydrated }: StepProps) {
	const { t, errors } = useTexts()
	const headerOn = fields.headerEnabled.value === 'on'
	const bodyOn = fields.bodyEnabled.value === 'on'
	const callouts = fields.callouts.getFieldList()
	const sms = loaderData.layoutType === 'SMS'
	return (
		<div className="grid max-w-3xl gap-6">
			<div className="grid gap-3 rounded-md border p-4">
				<label className="flex items-center gap-2 font-medium">
					<Checkbox {...getInputProps(fields.headerEnabled, { type: 'checkbox' })} />
					{t('callouts.headerEnabled')}
				</label>
				{!hydrated || headerOn ? (
					<Field label={t('callouts.headerText')} errors={errors(fields.headerText)}>
						<Textarea {...getTextareaProps(fields.headerText)} rows={2} maxLength={TEMPLATE_LIMITS.calloutDescription} />
					</Field>
				) : null}
			</div>
			<div className="grid gap-3 rounded-md border p-4">
				<label className="flex items-center gap-2 font-medium">
					<Checkbox {...getInputProps(fields.bodyEnabled, { type: 'checkbox' })} />
					{t('callouts.bodyEnabled')}
				</label>
				{!hydrated || bodyOn ? (
					<>
						<blockquote className="max-h-32 overflow-y-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap text-muted-foreground">
							{loaderData.bodyText}
						</blockquote>
						<ol className="grid gap-4">
							{callouts.map((callout, index) => {
								const calloutFields = callout.getFieldset()
								const number = index + 1
								return (
									<li key={callout.key} className="grid gap-3 rounded-md border p-3">
										<div className="flex items-center justify-between gap-2">
											<h3 className="font-medium">{t('callouts.number', { number })}</h3>
											{/* Spec 3 §5: the one remaining callout cannot be deleted. */}
											{callouts.length > 1 ? (
												<Button variant="ghost" size="sm" {...form.remove.getButtonProps({ name: fields.callouts.name, index })}>
													{t('callouts.remove', { number })}
												</Button>
											) : null}
										</div>
										<Field label={t('callouts.anchorText')} errors={errors(calloutFields.anchorText)}>
											<Input {...getInputProps(calloutFields.anchorText, { type: 'text' })} maxLength={TEMPLATE_LIMITS.anchorText} />
										</Field>
										<Field label={t('callouts.text')} errors={errors(calloutFields.description)}>
											<Textarea {...getTextareaProps(calloutFields.description)} rows={2} maxLength={TEMPLATE_LIMITS.calloutDescription} />
										</Field>
									</li>
								)
							})}
						</ol>
						{/* Spec 3 §5: Add Callout disappears at the cap. */}
						{callouts.length < MAX_BODY_CALLOUTS ? (
							<Button
								variant="outline"
								className="w-fit"
								{...form.insert.getButtonProps({ name: fields.callouts.name, defaultValue: { anchorText: '', description: '' } })}
							>
								{t('callouts.add')}
							</Button>
						) : null}
					</>
				) : null}
				<span className="sr-only">{sms ? t('steps.message') : t('steps.body')}</span>
			</div>
		</div>
	)
}

function SaveFields({ fields, loaderData }: StepProps) {
	const { t, errors } = useTexts()
	const { preview, thumbnailUrl, layoutType, templateId, draftId, returnTo } = loaderData
	const toggle = wizardHref({ layoutType, templateId }, { step: 'save', draft: draftId, returnTo, hideCallouts: preview?.showCallouts })
	return (
		<div className="grid gap-6">
			<div className="grid max-w-xl gap-5">
				<Field label={t('save.name')} errors={errors(fields.name)}>
					<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={TEMPLATE_LIMITS.name} />
				</Field>
				<Field label={t('save.thumbnail')} description={t('save.thumbnailHint')} errors={errors(fields.thumbnail)}>
					<Input
						id={fields.thumbnail.id}
						name={fields.thumbnail.name}
						type="file"
						accept=".png,.jpg,.jpeg,image/png,image/jpeg"
						className="file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
					/>
				</Field>
				{thumbnailUrl ? (
					<div className="flex items-center gap-4">
						<img src={thumbnailUrl} alt={t('save.currentThumbnail')} className="h-16 w-28 rounded border object-cover" />
						<label className="flex items-center gap-2 text-sm">
							<Checkbox {...getInputProps(fields.deleteThumbnail, { type: 'checkbox' })} />
							{t('save.deleteThumbnail')}
						</label>
					</div>
				) : null}
			</div>
			{preview ? <TemplatePreviewPanel preview={preview} toggleHref={toggle} headingLevel={3} /> : null}
		</div>
	)
}
