import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useState } from 'react'
import { data, Form, Link } from 'react-router'
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
import { PDF_FIELD } from '#app/components/assignment-form/assignment-options.ts'
import { assignmentFormSchema, daysToComplete } from '#app/components/assignment-form/assignment-schema.ts'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { ErrorList } from '#app/components/ui/field.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { createPolicyRevision, listPolicies } from '#app/gateway/policies.server.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { isoDay } from '#app/lib/dates.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { UPLOAD_RULES } from '#app/lib/upload-rules.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { assignHref, POLICIES_PATH, POLICY_PARAMS } from './policy-table.ts'
import type { Route } from './+types/assign'

// The shared assignment form's words (learning namespace, `assign.*`) come with this page.
export const handle = textsHandle('learning')

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'policies:assignPage.title', 'policies:title')

/** The policy whose next revision this is (`?policyId=`), else a new policy; the departments and groups to assign. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const policyId = args.url.searchParams.get(POLICY_PARAMS.policyId)
	const [targets, list] = await Promise.all([
		loadAssignmentTargets(args.request, viewer),
		policyId ? settle(args.request, () => listPolicies(viewer.token, viewer.company.id)) : null,
	])
	const found = list?.ok ? list.value.find((policy) => policy.id === policyId) : undefined
	// A policy that is not the company's (or no longer there) is no page.
	if (policyId && list?.ok && !found) throw new Response('Not found', { status: 404 })
	return {
		...targets,
		failure: targets.failure ?? (list && !list.ok ? list.failure : null),
		policy: found ? { id: found.id, name: found.name, nextRevision: (found.revisions[0]?.revision ?? 0) + 1 } : null,
		today: isoDay(new Date()),
		constraint: getZodConstraint(assignmentFormSchema(undefined, undefined, 'required')),
	}
}

/**
 * Assign Policy: the PDF goes to the gateway first, then the revision names it (a new policy's first,
 * or `policyId`'s next) and its learners are assigned; back to /policies with the outcome.
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const read = await readAssignmentSubmission(args.request, viewer, 'required')
	if (!read.ok) return read.response
	const { submission, pdf, keptPdf } = read
	const value = submission.value
	const policyField = read.formData.get(POLICY_PARAMS.policyId)
	const policyId = typeof policyField === 'string' && policyField.trim() ? policyField.trim().slice(0, 200) : null
	try {
		if (!pdf) throw new Error('A checked policy form has its PDF')
		const attachmentId = await sendAssignmentPdf(viewer, pdf)
		await createPolicyRevision(viewer.token, viewer.company.id, {
			policyId,
			name: value.name,
			assignmentType: value.assignmentType,
			departmentIds: value.assignmentType === 'departments' ? value.departmentIds : [],
			groupIds: value.assignmentType === 'groups' ? value.groupIds : [],
			daysToComplete: daysToComplete(value),
			startDate: value.startDate,
			notificationsEnabled: value.notificationsEnabled,
			notificationSubject: value.notificationSubject,
			notificationMessage: value.notificationMessage,
			attachmentId,
		})
	} catch (error) {
		const refusedPdf = refusedPdfMessage(error)
		if (refusedPdf)
			return data<AssignmentReply>({ result: submission.reply({ fieldErrors: { [PDF_FIELD]: [refusedPdf] } }) }, { status: 400 })
		return data<AssignmentReply>({ result: submission.reply(), failure: await writeFailure(error, args.request), keptPdf }, { status: 400 })
	}
	await forgetAssignmentPdf(read.owner, pdf)
	return redirectWithToast(args.request, POLICIES_PATH, { type: 'success', message: 'policies:assignPage.done' })
}

const loadValidation = lazyValidator(() =>
	import('#app/components/assignment-form/assignment-schema.ts').then((m) => m.assignmentFormSchema(undefined, undefined, 'required')),
)

const PDF_MAX_MB = UPLOAD_RULES.pdf.maxMb

/** Assign Policy (spec 1 §5 "Assignment form", shared with a course's settings tab): a new policy, or a policy's next revision. */
export default function AssignPolicy({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('learning')
	const { t } = useTranslation('policies')
	const { departments, groups, today, constraint, policy } = loaderData
	const action = assignHref(policy?.id)
	const [form, fields] = useForm({
		id: 'policy-assignment',
		lastResult: actionData?.result,
		constraint,
		defaultValue: {
			name: policy?.name ?? '',
			assignmentType: 'all',
			daysOption: '30',
			startDate: today,
			notificationsEnabled: 'on',
			notificationSubject: policy ? t('assignPage.defaultSubject', { name: policy.name }) : t('assignPage.newSubject'),
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const assigning = useIsPending({ formAction: action })
	const [uploading, setUploading] = useState(false)
	return (
		<PageLayout>
			<div>
				<Link to={POLICIES_PATH} className="text-sm text-primary underline-offset-4 hover:underline">
					{t('assignPage.back')}
				</Link>
			</div>
			<PageHeader
				title={policy ? t('assignPage.newRevisionTitle', { name: policy.name }) : t('assignPage.title')}
				description={policy ? t('assignPage.revisionIntro', { revision: policy.nextRevision }) : t('assignPage.intro')}
			/>
			<FailureAlert t={t} failure={loaderData.failure} />
			<Form method="post" encType="multipart/form-data" action={action} {...getFormProps(form)} className="grid max-w-2xl gap-5">
				<FailureAlert t={t} failure={actionData?.failure} />
				{policy ? <input type="hidden" name={POLICY_PARAMS.policyId} value={policy.id} /> : null}
				<AssignmentFields
					form={form}
					fields={fields}
					departments={departments}
					groups={groups}
					today={today}
					pdf="required"
					link={false}
					pdfTexts={{ label: t('assignPage.pdf'), description: t('assignPage.pdfHint', { mb: PDF_MAX_MB }) }}
					keptPdf={actionData?.keptPdf}
					onUploadingChange={setUploading}
				/>
				<ErrorList id={form.errorId} errors={translateErrors(t, form.errors)} />
				<div>
					<StatusButton type="submit" pending={assigning || uploading} disabled={uploading}>
						{t('assignPage.submit')}
					</StatusButton>
				</div>
			</Form>
		</PageLayout>
	)
}
