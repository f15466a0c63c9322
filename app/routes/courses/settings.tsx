import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useState } from 'react'
import { data, Form, redirect } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { AssignmentFields } from '#app/components/assignment-form/assignment-fields.tsx'
import {
	type AssignmentReply,
	forgetAssignmentPdf,
	loadAssignmentTargets,
	readAssignmentSubmission,
	refusedPdfMessage,
	sendAssignmentPdf,
} from '#app/components/assignment-form/assignment-form.server.ts'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { ErrorList } from '#app/components/ui/field.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { createCourseCampaign } from '#app/gateway/courses.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { isoDay } from '#app/lib/dates.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { coursePath } from '#app/routes/learning/course-library.ts'
import { PDF_FIELD } from './assignment-options.ts'
import { assignmentFormSchema, daysToComplete } from './assignment-schema.ts'
import { useCourse } from './use-course.ts'
import type { Route } from './+types/settings'

/** The departments and groups an admin may assign the course to (the company's own). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	return {
		...(await loadAssignmentTargets(args.request, viewer)),
		today: isoDay(new Date()),
		constraint: getZodConstraint(assignmentFormSchema()),
	}
}

/**
 * Start Training: the campaign for the chosen learners, then its row on the statistics tab. The form is
 * multipart (its PDF); the PDF, when attached, goes to the gateway first and the campaign names it.
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const courseId = args.params.courseId
	const read = await readAssignmentSubmission(args.request, viewer, 'optional')
	if (!read.ok) return read.response
	const { submission, pdf, keptPdf } = read
	const value = submission.value
	try {
		const attachmentId = pdf ? await sendAssignmentPdf(viewer, pdf) : null
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
			attachmentId,
		})
	} catch (error) {
		const refusedPdf = refusedPdfMessage(error)
		if (refusedPdf)
			return data<AssignmentReply>({ result: submission.reply({ fieldErrors: { [PDF_FIELD]: [refusedPdf] } }) }, { status: 400 })
		return data<AssignmentReply>({ result: submission.reply(), failure: await writeFailure(error, args.request), keptPdf }, { status: 400 })
	}
	await forgetAssignmentPdf(read.owner, pdf)
	return redirect(coursePath(courseId, 'statistics'))
}

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
	const starting = useIsPending({ formAction: coursePath(course.id, 'settings') })
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
				<AssignmentFields
					form={form}
					fields={fields}
					departments={departments}
					groups={groups}
					today={today}
					pdf="optional"
					link
					keptPdf={actionData?.keptPdf}
					onUploadingChange={setUploading}
				/>
				<ErrorList id={form.errorId} errors={translateErrors(t, form.errors)} />
				<div>
					<StatusButton type="submit" pending={starting || uploading} disabled={uploading}>
						{t('assign.submit')}
					</StatusButton>
				</div>
			</Form>
		</section>
	)
}
