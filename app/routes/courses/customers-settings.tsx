import { getCollectionProps, getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { data, Form, redirect, useLocation, useNavigate } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { shareCourse, startCourseForCustomers } from '#app/gateway/course-sharing.server.ts'
import { useTranslation, useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { isoDay } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { coursePath } from '#app/routes/learning/course-library.ts'
import { INHERIT_SETTINGS, MESSAGE_MAX, SHARING_ASSIGNMENT_TYPES, SUBJECT_MAX } from './assignment-options.ts'
import { daysToComplete } from './assignment-schema.ts'
import { ChosenCustomersField } from './chosen-customers-field.tsx'
import { CustomersPickerDialog } from './customers-picker-dialog.tsx'
import { chosenParams, pickerToggleHref, withQuery } from './customers-picker-url.ts'
import { parseSharingUrl } from './customers-picker.server.ts'
import { DaysToCompleteFields } from './days-to-complete-fields.tsx'
import { sharingFormSchema } from './sharing-schema.ts'
import {
	emptyPickerPage,
	loadPickerPage,
	loadSharingDraft,
	pickerStepRedirect,
	requireSharingViewer,
	resolveChosenCustomers,
} from './sharing.server.ts'
import { useCourse } from './use-course.ts'
import type { Route } from './+types/customers-settings'

/** The customers tab's form, and the Add Customers picker (`?modal=customers`) with its search and page (customers-picker-url.ts). */
export const handle = textsHandle('course-sharing')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireSharingViewer(args)
	const { courseId } = args.params
	const state = parseSharingUrl(args.url.searchParams, await loadSharingDraft(viewer, args.url.searchParams))
	if (state.redirectQuery) throw redirect(withQuery(coursePath(courseId, 'customers-settings'), state.redirectQuery))
	const { token } = viewer
	const companyId = viewer.company.id
	const picked = state.picker?.picked ?? []
	const [picker, named] = await Promise.all([
		state.picker ? settle(args.request, () => loadPickerPage(token, companyId, courseId, state.picker!)) : null,
		settle(args.request, () => resolveChosenCustomers(token, companyId, courseId, [...new Set([...state.customers, ...picked])])),
	])
	// Unnamed when the list could not be read: the ids stay chosen, the action decides.
	const names = new Map(
		named.ok ? named.value.map((c) => [c.companyId, c.companyName]) : [...state.customers, ...picked].map((id) => [id, id]),
	)
	const withNames = (ids: readonly string[]) =>
		ids.filter((id) => names.has(id)).map((id) => ({ companyId: id, companyName: names.get(id)! }))
	return {
		draft: state.draft,
		draftId: state.draftId,
		chosen: withNames(state.customers),
		picker: !picker
			? null
			: {
					...(picker.ok ? picker.value : emptyPickerPage(state.picker!)),
					// The picker's ticks: those of the URL (no JavaScript), else the form's customers.
					picked: state.picker?.picked ? withNames(state.picker.picked) : null,
					failure: picker.ok ? null : picker.failure,
				},
		failure: named.ok ? null : named.failure,
		today: isoDay(new Date()),
		constraint: getZodConstraint(sharingFormSchema()),
	}
}

type ActionReply = { result: ReturnType<ReturnType<typeof parseSubmission>['reply']>; failure?: UiMessage }

/** Copy shares the course with the chosen customers; copy and start also starts it for all their users. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireSharingViewer(args)
	const { courseId } = args.params
	const formData = await args.request.formData()
	const pickerStep = await pickerStepRedirect(viewer, formData, coursePath(courseId, 'customers-settings'))
	if (pickerStep) return pickerStep
	const submission = parseSubmission(formData, sharingFormSchema())
	if (submission.status !== 'success') return data<ActionReply>({ result: submission.reply() }, { status: 400 })
	const value = submission.value
	const { token } = viewer
	const companyId = viewer.company.id
	try {
		if (value.inheritSettings === 'copy') {
			await shareCourse(token, companyId, courseId, { customerCompanyIds: value.customers, isAllCustomers: false })
		} else {
			await startCourseForCustomers(token, companyId, courseId, {
				customerCompanyIds: value.customers,
				isAllCustomers: false,
				daysToComplete: daysToComplete(value),
				startDate: value.startDate,
				assignmentType: value.assignmentType,
				notificationsEnabled: value.notificationsEnabled,
				subject: value.subject,
				message: value.message,
				weeklyReminder: value.weeklyReminder,
			})
		}
	} catch (error) {
		return data<ActionReply>({ result: submission.reply(), failure: await writeFailure(error, args.request) }, { status: 400 })
	}
	return redirectWithToast(args.request, coursePath(courseId, 'customers-status'), {
		type: 'success',
		message: value.inheritSettings === 'copy' ? 'courseSharing:sharing.settings.granted' : 'courseSharing:sharing.settings.started',
	})
}

const loadValidation = lazyValidator(() => import('./sharing-schema.ts').then((m) => m.sharingFormSchema()))

/** The customers settings tab (spec 2 §2, §3 "Settings form (sharing)"): share the course, and start it, for chosen customers. */
export default function CustomersSettings({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('course-sharing')
	const { t } = useTranslation('courseSharing')
	const course = useCourse()
	const hydrated = useHydrated()
	const location = useLocation()
	const navigate = useNavigate()
	const { draft, picker, today, constraint } = loaderData
	// The URL's chosen customers when the page loads; then, with JavaScript, the picker's and Remove's.
	const [chosen, setChosen] = useState(loaderData.chosen)
	const addButton = useRef<HTMLButtonElement>(null)
	const [form, fields] = useForm({
		id: 'course-sharing',
		lastResult: actionData?.result,
		constraint,
		// Typed before the picker opened (no JavaScript: the form went through the URL), else the defaults.
		defaultValue: draft ?? {
			inheritSettings: 'copy_and_start',
			assignmentType: 'all',
			notificationsEnabled: 'on',
			subject: t('sharing.settings.defaultSubject', { course: course.name }),
			daysOption: '30',
			startDate: today,
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	const path = coursePath(course.id, 'customers-settings')
	// The chosen customers in the action's URL too: a refused post (no JavaScript) names them again.
	const action = withQuery(path, chosenParams(chosen.map((c) => c.companyId)))
	const sharing = useIsPending()
	// With JavaScript the start settings show only while the customers get the training started.
	const startHidden = hydrated && fields.inheritSettings.value === 'copy'
	const closeHref = pickerToggleHref(path, location.search, false)

	// "Please add customers" goes once customers are added (hidden inputs send no input event).
	const customersInvalid = !!fields.customers.errors?.length
	const chosenKey = chosen.map((c) => c.companyId).join(' ')
	const shownKey = useRef(chosenKey)
	useEffect(() => {
		if (shownKey.current === chosenKey) return
		shownKey.current = chosenKey
		if (customersInvalid) form.validate({ name: fields.customers.name })
	}, [chosenKey, customersInvalid, form, fields.customers.name])

	return (
		<section aria-labelledby="sharing-title" className="grid max-w-2xl gap-4">
			<h2 id="sharing-title" className="text-xl font-semibold">
				{t('sharing.settings.title')}
			</h2>
			<LoadFailures failures={[loaderData.failure]} namespace="learning" />
			<Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="grid gap-5">
				{/* The default button: Enter in a field shares, rather than pressing Add Customers or a Remove. */}
				<button type="submit" hidden tabIndex={-1} />
				<FailureAlert t={t} failure={actionData?.failure} />
				<fieldset className="grid gap-2">
					<legend className="mb-2 text-sm font-medium">{t('sharing.settings.inheritSettings')}</legend>
					{getCollectionProps(fields.inheritSettings, { type: 'radio', options: [...INHERIT_SETTINGS] }).map(({ key, ...props }) => (
						<div key={key} className="flex items-start gap-2">
							<input {...props} className="mt-1 size-4 accent-primary" aria-describedby={`${props.id}-hint`} />
							<div>
								<Label htmlFor={props.id}>{t(`sharing.settings.inherit.${props.value as (typeof INHERIT_SETTINGS)[number]}`)}</Label>
								<p id={`${props.id}-hint`} className="text-sm text-muted-foreground">
									{t(`sharing.settings.inheritHints.${props.value as (typeof INHERIT_SETTINGS)[number]}`)}
								</p>
							</div>
						</div>
					))}
					<ErrorList id={fields.inheritSettings.errorId} errors={errors(fields.inheritSettings.errors)} />
				</fieldset>
				<ChosenCustomersField
					field={fields.customers}
					chosen={chosen}
					path={path}
					addButtonRef={addButton}
					onRemove={(companyId) => {
						setChosen((list) => list.filter((c) => c.companyId !== companyId))
						addButton.current?.focus()
					}}
					onOpenPicker={() => void navigate(pickerToggleHref(path, location.search, true), { preventScrollReset: true })}
				/>
				<div className="grid gap-5" hidden={startHidden || undefined}>
					<fieldset className="grid gap-2">
						<legend className="mb-2 text-sm font-medium">{t('sharing.settings.autoAssignment')}</legend>
						{getCollectionProps(fields.assignmentType, { type: 'radio', options: [...SHARING_ASSIGNMENT_TYPES] }).map(
							({ key, ...props }) => (
								<div key={key} className="flex items-center gap-2">
									<input {...props} className="size-4 accent-primary" aria-describedby="auto-assignment-hint" />
									<Label htmlFor={props.id} className="font-normal">
										{t('sharing.settings.allUsers')}
									</Label>
								</div>
							),
						)}
						<p id="auto-assignment-hint" className="text-sm text-muted-foreground">
							{t('sharing.settings.autoAssignmentHint')}
						</p>
						<ErrorList id={fields.assignmentType.errorId} errors={errors(fields.assignmentType.errors)} />
					</fieldset>
					<Field orientation="horizontal" label={t('sharing.settings.notifications')}>
						<Checkbox {...getInputProps(fields.notificationsEnabled, { type: 'checkbox' })} />
					</Field>
					<Field label={t('sharing.settings.subject')} errors={errors(fields.subject.errors)}>
						<Input {...getInputProps(fields.subject, { type: 'text' })} maxLength={SUBJECT_MAX} />
					</Field>
					<Field label={t('sharing.settings.message')} errors={errors(fields.message.errors)}>
						<Textarea {...getTextareaProps(fields.message)} rows={4} maxLength={MESSAGE_MAX} />
					</Field>
					<DaysToCompleteFields
						legend={t('sharing.settings.daysToComplete')}
						daysOption={fields.daysOption}
						customDays={fields.customDays}
					/>
					<Field
						orientation="horizontal"
						label={t('sharing.settings.weeklyReminder')}
						description={t('sharing.settings.weeklyReminderHint')}
					>
						<Checkbox {...getInputProps(fields.weeklyReminder, { type: 'checkbox' })} />
					</Field>
					<Field
						label={t('sharing.settings.startDate')}
						description={t('learning:assign.startDateHint')}
						errors={errors(fields.startDate.errors)}
					>
						<Input {...getInputProps(fields.startDate, { type: 'date' })} min={today} className="w-48" />
					</Field>
				</div>
				<ErrorList id={form.errorId} errors={errors(form.errors)} />
				<div>
					<StatusButton type="submit" pending={sharing}>
						{t('sharing.settings.submit')}
					</StatusButton>
				</div>
			</Form>
			{/* After the form: a form cannot hold another, and without JavaScript the dialog is drawn in place. */}
			{picker ? (
				<CustomersPickerDialog
					path={path}
					closeHref={closeHref}
					draft={draft}
					draftId={loaderData.draftId}
					chosen={chosen}
					picked={picker.picked ?? chosen}
					picker={picker}
					onAdd={(list) => {
						setChosen(list)
						void navigate(closeHref, { replace: true, preventScrollReset: true })
					}}
				/>
			) : null}
		</section>
	)
}
