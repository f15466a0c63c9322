import { getInputProps, getTextareaProps } from '@conform-to/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { FileUploadField } from '#app/components/file-upload-field.tsx'
import { translateErrors, type FormField } from '#app/components/form-errors.ts'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { UPLOAD_RULES } from '#app/lib/upload-rules.ts'
import { MESSAGE_MAX, NAME_MAX, type PdfRule, SUBJECT_MAX } from './assignment-options.ts'
import { DaysToCompleteFields } from './days-to-complete-fields.tsx'
import { RecipientFields } from './recipient-fields.tsx'

const PDF_MAX_MB = UPLOAD_RULES.pdf.maxMb

export type AssignmentTarget = { id: string; name: string }

/** The conform fields of the assignment form (assignment-schema.ts). */
export type AssignmentFormFields = Record<
	| 'name'
	| 'assignmentType'
	| 'departmentIds'
	| 'groupIds'
	| 'daysOption'
	| 'customDays'
	| 'startDate'
	| 'notificationsEnabled'
	| 'notificationSubject'
	| 'notificationMessage'
	| 'attachmentLink'
	| 'attachPdf'
	| 'attachmentPdf',
	FormField
>

export type AssignmentFieldsProps = {
	/** The form's id (its error ids) and its form-level errors. */
	form: { id: string; allErrors: Record<string, string[] | undefined>; validate: (options: { name: string }) => void }
	/** useForm's fields (the schema's names: AssignmentFormFields). */
	fields: Record<string, FormField>
	departments: AssignmentTarget[]
	groups: AssignmentTarget[]
	/** yyyy-MM-dd: the start date's minimum. */
	today: string
	/** `optional`: an "Attach a PDF" box decides (a course); `required`: the PDF is the form's document (a policy). */
	pdf: PdfRule
	/** Whether the form has the notification's link (a course's). */
	link: boolean
	/** The PDF's label and hint, when the form's own. */
	pdfTexts?: { label: string; description: string }
	/** A PDF the server kept from a submit that failed on another field. */
	keptPdf?: { uploadId: string; name: string; size: number } | null
	/** Told while the PDF is on its way (the submit button waits). */
	onUploadingChange: (busy: boolean) => void
}

/**
 * The assignment form's fields (spec 1 §5 "Assignment form"): title, assign to (all users, departments,
 * groups), days to complete, start date, the notification, and the PDF. Shared by a course's settings
 * tab and a policy's assignment; each draws its own <form>, heading and submit button around it. Its
 * texts are the learning namespace's `assign.*`.
 */
export function AssignmentFields({
	form,
	fields: formFields,
	departments,
	groups,
	today,
	pdf,
	link,
	pdfTexts,
	keptPdf,
	onUploadingChange,
}: AssignmentFieldsProps) {
	const { t } = useTranslation('learning')
	const hydrated = useHydrated()
	const fields = formFields as AssignmentFormFields
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	const showPdf = pdf === 'required' || !hydrated || fields.attachPdf.value === 'on'
	return (
		<>
			<Field label={t('assign.name')} errors={errors(fields.name.errors)}>
				<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={NAME_MAX} />
			</Field>
			<RecipientFields
				form={form}
				fields={fields}
				departments={departments}
				groups={groups}
				errors={errors}
				texts={{
					legend: t('assign.assignTo'),
					types: { all: t('assign.types.all'), departments: t('assign.types.departments'), groups: t('assign.types.groups') },
					departments: t('assign.departments'),
					groups: t('assign.groups'),
					noDepartments: t('assign.noDepartments'),
					noGroups: t('assign.noGroups'),
					hint: t('assign.targetsHint'),
				}}
			/>
			<DaysToCompleteFields legend={t('assign.daysToComplete')} daysOption={fields.daysOption} customDays={fields.customDays} />
			<Field label={t('assign.startDate')} description={t('assign.startDateHint')} errors={errors(fields.startDate.errors)}>
				<Input {...getInputProps(fields.startDate, { type: 'date' })} min={today} className="w-48" />
			</Field>
			<Field orientation="horizontal" label={t('assign.notifications')}>
				<Checkbox {...getInputProps(fields.notificationsEnabled, { type: 'checkbox' })} />
			</Field>
			<Field label={t('assign.subject')} errors={errors(fields.notificationSubject.errors)}>
				<Input {...getInputProps(fields.notificationSubject, { type: 'text' })} maxLength={SUBJECT_MAX} />
			</Field>
			<Field label={t('assign.message')} errors={errors(fields.notificationMessage.errors)}>
				<Textarea {...getTextareaProps(fields.notificationMessage)} rows={4} maxLength={MESSAGE_MAX} />
			</Field>
			{link ? (
				<Field label={t('assign.link')} description={t('assign.linkHint')} errors={errors(fields.attachmentLink.errors)}>
					<Input {...getInputProps(fields.attachmentLink, { type: 'url' })} />
				</Field>
			) : null}
			{pdf === 'optional' ? (
				<Field orientation="horizontal" label={t('assign.attachPdf')}>
					<Checkbox {...getInputProps(fields.attachPdf, { type: 'checkbox' })} />
				</Field>
			) : null}
			{/* An optional PDF: without JavaScript always there (its hint says when it counts); with it, while the box is ticked. */}
			{showPdf ? (
				<FileUploadField
					name={fields.attachmentPdf.name}
					kind="pdf"
					label={pdfTexts?.label ?? t('assign.pdf')}
					description={pdfTexts?.description ?? t('assign.pdfHint', { mb: PDF_MAX_MB })}
					errors={translateErrors(t, fields.attachmentPdf.errors, { n: PDF_MAX_MB })}
					messages={{
						required: t('assign.errors.fileRequired'),
						type: t('assign.errors.pdfType'),
						size: t('assign.errors.pdfSize', { n: PDF_MAX_MB }),
					}}
					kept={keptPdf}
					onBusyChange={onUploadingChange}
					onChange={() => form.validate({ name: fields.attachmentPdf.name })}
				/>
			) : null}
		</>
	)
}
