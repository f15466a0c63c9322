import { getCollectionProps, getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useState } from 'react'
import { data, Form, redirect } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { FileUploadField } from '#app/components/file-upload-field.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { ATTACHMENT_ERROR, createCourseCampaign, uploadCampaignAttachment } from '#app/gateway/courses.server.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import { listAllNamed } from '#app/gateway/users.server.ts'
import { textKey } from '#app/i18n/keys.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { ASSIGNMENT_TYPES } from '#app/lib/assignment-types.ts'
import { UploadTooLarge } from '#app/lib/bounded-form-data.server.ts'
import { isoDay } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { UPLOAD_RULES } from '#app/lib/upload-rules.ts'
import { readUploadForm, removeUpload, uploadOwner } from '#app/lib/uploads.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { coursePath } from '#app/routes/learning/course-library.ts'
import { MESSAGE_MAX, NAME_MAX, PDF_FIELD, SUBJECT_MAX, TARGETS_FIELD } from './assignment-options.ts'
import { assignmentFormSchema, daysToComplete } from './assignment-schema.ts'
import { DaysToCompleteFields } from './days-to-complete-fields.tsx'
import { useCourse } from './use-course.ts'
import type { Route } from './+types/settings'

/** The departments and groups an admin may assign the course to (the company's own). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const { token } = viewer
	const companyId = viewer.company.id
	const [departments, groups] = await Promise.all([
		settle(args.request, () => listAllNamed(token, companyId, 'departments')),
		settle(args.request, () => listAllNamed(token, companyId, 'groups')),
	])
	const options = (list: typeof departments) => (list.ok ? list.value.map(({ id, name }) => ({ id, name })) : [])
	return {
		departments: options(departments),
		groups: options(groups),
		failure: [departments, groups].find((r) => !r.ok)?.failure ?? null,
		today: isoDay(new Date()),
		constraint: getZodConstraint(assignmentFormSchema()),
	}
}

type ActionReply = {
	result: ReturnType<ReturnType<typeof parseSubmission>['reply']>
	failure?: UiMessage
	/** The PDF of a submit that failed on something else: kept, so it stays attached. */
	keptPdf?: { uploadId: string; name: string; size: number } | null
}

/**
 * Start Training: the campaign for the chosen learners, then its row on the statistics tab. The form is
 * multipart (its PDF); the PDF, when attached, goes to the gateway first and the campaign names it.
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const courseId = args.params.courseId
	const owner = uploadOwner(viewer)
	let form
	try {
		form = await readUploadForm(args.request, owner, { [PDF_FIELD]: 'pdf' })
	} catch (error) {
		if (!(error instanceof UploadTooLarge)) throw error
		const result = { status: 'error' as const, error: { [PDF_FIELD]: [textKey('learning:assign.errors.pdfSize')] } }
		return data<ActionReply>({ result }, { status: 413 })
	}
	const pdfValue = form.formData.get(PDF_FIELD)
	const pdfFacts = await form.describe(pdfValue)
	const submission = parseSubmission(
		form.formData,
		assignmentFormSchema(undefined, () => pdfFacts),
	)
	const pdf = submission.status === 'success' && !submission.value.attachPdf ? null : await form.take(pdfValue)
	const keptPdf = pdf ? { uploadId: pdf.id, name: pdf.name, size: pdf.size } : null
	if (submission.status !== 'success') return data<ActionReply>({ result: submission.reply(), keptPdf }, { status: 400 })
	const value = submission.value
	try {
		const attachment = pdf
			? await uploadCampaignAttachment(viewer.token, viewer.company.id, pdf.name, { stream: pdf.stream(), size: pdf.size, type: pdf.type })
			: null
		await createCourseCampaign(viewer.token, viewer.company.id, courseId, {
			name: value.name,
			assignmentType: value.assignmentType,
			departmentIds: value.assignmentType === 'departments' ? value.departmentIds : [],
			groupIds: value.assignmentType === 'groups' ? value.groupIds : [],
			daysToComplete: daysToComplete(value),
			startDate: value.startDate,
			notificationsEnabled: value.notificationsEnabled,
			notificationSubject: value.notificationSubject,
			notificationMessage: value.notificationMessage,
			attachmentLink: value.attachmentLink || null,
			attachmentId: attachment?.attachmentId ?? null,
		})
	} catch (error) {
		const refusedPdf = hasErrorCode(error, ATTACHMENT_ERROR.contentType)
			? textKey('learning:assign.errors.pdfType')
			: hasErrorCode(error, ATTACHMENT_ERROR.tooLarge)
				? textKey('learning:assign.errors.pdfSize')
				: null
		if (refusedPdf) return data<ActionReply>({ result: submission.reply({ fieldErrors: { [PDF_FIELD]: [refusedPdf] } }) }, { status: 400 })
		return data<ActionReply>({ result: submission.reply(), failure: await writeFailure(error, args.request), keptPdf }, { status: 400 })
	}
	if (pdf) await removeUpload(owner, pdf.id)
	return redirect(coursePath(courseId, 'statistics'))
}

const PDF_MAX_MB = UPLOAD_RULES.pdf.maxMb

const loadValidation = lazyValidator(() => import('./assignment-schema.ts').then((m) => m.assignmentFormSchema()))

/** The settings tab: the assignment form (spec 1 §5) that starts the course for the company's learners. */
export default function CourseSettings({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('learning')
	const course = useCourse()
	const { departments, groups, today, constraint } = loaderData
	const [form, fields] = useForm({
		id: 'course-assignment',
		lastResult: actionData?.result,
		constraint,
		defaultValue: {
			name: course.name,
			assignmentType: 'all',
			daysOption: '30',
			startDate: today,
			notificationsEnabled: 'on',
			notificationSubject: t('assign.defaultSubject', { course: course.name }),
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	const targetErrors = errors(form.allErrors[TARGETS_FIELD])
	const targetsErrorId = `${form.id}-targets-error`
	const starting = useIsPending({ formAction: coursePath(course.id, 'settings') })
	const type = fields.assignmentType.value
	const hydrated = useHydrated()
	const [uploading, setUploading] = useState(false)
	return (
		<section aria-labelledby="assign-title" className="grid max-w-2xl gap-4">
			<h2 id="assign-title" className="text-xl font-semibold">
				{t('assign.title')}
			</h2>
			<FailureAlert t={t} failure={loaderData.failure} />
			<Form
				method="post"
				encType="multipart/form-data"
				action={coursePath(course.id, 'settings')}
				preventScrollReset
				{...getFormProps(form)}
				className="grid gap-5"
			>
				<FailureAlert t={t} failure={actionData?.failure} />
				<Field label={t('assign.name')} errors={errors(fields.name.errors)}>
					<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={NAME_MAX} />
				</Field>
				<fieldset className="grid gap-2">
					<legend className="mb-2 text-sm font-medium">{t('assign.assignTo')}</legend>
					<div className="flex flex-wrap gap-4">
						{getCollectionProps(fields.assignmentType, { type: 'radio', options: [...ASSIGNMENT_TYPES] }).map(({ key, ...props }) => (
							<div key={key} className="flex items-center gap-2">
								<input {...props} className="size-4 accent-primary" />
								<Label htmlFor={props.id} className="font-normal">
									{t(`assign.types.${props.value as (typeof ASSIGNMENT_TYPES)[number]}`)}
								</Label>
							</div>
						))}
					</div>
					<ErrorList id={fields.assignmentType.errorId} errors={errors(fields.assignmentType.errors)} />
				</fieldset>
				{/* Without JavaScript both lists are there and the chosen type decides which one counts; with it, only the chosen type's. */}
				<TargetList
					legend={t('assign.departments')}
					empty={t('assign.noDepartments')}
					hidden={hydrated && type !== 'departments'}
					options={getCollectionProps(fields.departmentIds, { type: 'checkbox', options: departments.map((d) => d.id) })}
					names={departments}
				/>
				<TargetList
					legend={t('assign.groups')}
					empty={t('assign.noGroups')}
					hidden={hydrated && type !== 'groups'}
					options={getCollectionProps(fields.groupIds, { type: 'checkbox', options: groups.map((g) => g.id) })}
					names={groups}
				/>
				{/* conform shows a field's error once a submit has validated that name: the rule needs one. */}
				<input type="hidden" name={TARGETS_FIELD} value="" />
				<ErrorList id={targetsErrorId} errors={targetErrors} />
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
				<Field label={t('assign.link')} description={t('assign.linkHint')} errors={errors(fields.attachmentLink.errors)}>
					<Input {...getInputProps(fields.attachmentLink, { type: 'url' })} />
				</Field>
				<Field orientation="horizontal" label={t('assign.attachPdf')}>
					<Checkbox {...getInputProps(fields.attachPdf, { type: 'checkbox' })} />
				</Field>
				{/* Without JavaScript it is always there (its hint says when it counts); with it, while the box is ticked. */}
				{!hydrated || fields.attachPdf.value === 'on' ? (
					<FileUploadField
						name={fields.attachmentPdf.name}
						kind="pdf"
						label={t('assign.pdf')}
						description={t('assign.pdfHint', { mb: PDF_MAX_MB })}
						errors={translateErrors(t, fields.attachmentPdf.errors, { n: PDF_MAX_MB })}
						messages={{
							required: t('assign.errors.fileRequired'),
							type: t('assign.errors.pdfType'),
							size: t('assign.errors.pdfSize', { n: PDF_MAX_MB }),
						}}
						kept={actionData?.keptPdf}
						onBusyChange={setUploading}
						onChange={() => form.validate({ name: fields.attachmentPdf.name })}
					/>
				) : null}
				<ErrorList id={form.errorId} errors={errors(form.errors)} />
				<div>
					<StatusButton type="submit" pending={starting || uploading} disabled={uploading}>
						{t('assign.submit')}
					</StatusButton>
				</div>
			</Form>
		</section>
	)
}

/** The departments or the groups as checkboxes; hidden (with JavaScript) while the other type is chosen. */
function TargetList({
	legend,
	empty,
	hidden,
	options,
	names,
}: {
	legend: string
	empty: string
	hidden: boolean
	options: Array<ReturnType<typeof getCollectionProps>[number]>
	names: Array<{ id: string; name: string }>
}) {
	const { t } = useTranslation('learning')
	return (
		<fieldset className="grid gap-2" hidden={hidden || undefined}>
			<legend className="mb-2 text-sm font-medium">
				{legend} <span className="font-normal text-muted-foreground">({t('assign.targetsHint')})</span>
			</legend>
			{names.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
			{names.length > 0 ? (
				<ul className="grid max-h-48 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
					{options.map(({ key, ...props }, i) => (
						<li key={key} className="flex items-center gap-2">
							<Checkbox {...props} />
							<Label htmlFor={props.id} className="font-normal">
								{names[i]!.name}
							</Label>
						</li>
					))}
				</ul>
			) : null}
		</fieldset>
	)
}
