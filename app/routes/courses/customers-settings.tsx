import { getCollectionProps, getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { data, Form } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { SearchBox } from '#app/components/data-table/search-box.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { listCustomersWithoutCourse, shareCourse, startCourseForCustomers } from '#app/gateway/course-sharing.server.ts'
import { useTranslation, useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { isoDay } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { normalizeSearchText, TABLE_PARAMS } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { coursePath } from '#app/routes/learning/course-library.ts'
import { INHERIT_SETTINGS, MESSAGE_MAX, SHARING_ASSIGNMENT_TYPES, SUBJECT_MAX } from './assignment-options.ts'
import { daysToComplete } from './assignment-schema.ts'
import { DaysToCompleteFields } from './days-to-complete-fields.tsx'
import { sharingFormSchema } from './sharing-schema.ts'
import { requireSharingViewer } from './sharing.server.ts'
import { useCourse } from './use-course.ts'
import type { Route } from './+types/customers-settings'

/** The picker lists this many customers at most (spec 2 §9: the largest page size); the search narrows it. */
const PICKER_PAGE_SIZE = 100

/** The customers that do not have the course yet (the Add Customers picker), searched by the URL's searchText. */
export const handle = textsHandle('course-sharing')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireSharingViewer(args)
	const searchText = normalizeSearchText(args.url.searchParams.get(TABLE_PARAMS.searchText))
	const result = await settle(args.request, () =>
		listCustomersWithoutCourse(viewer.token, viewer.company.id, args.params.courseId, {
			actionType: 'share',
			pageNumber: 0,
			pageSize: PICKER_PAGE_SIZE,
			searchText,
		}),
	)
	return {
		customers: result.ok ? result.value.companies : [],
		itemsCount: result.ok ? result.value.itemsCount : 0,
		boostedCount: result.ok ? result.value.boostedCompaniesCount : 0,
		searchText,
		failure: result.ok ? null : result.failure,
		today: isoDay(new Date()),
		constraint: getZodConstraint(sharingFormSchema()),
	}
}

type ActionReply = { result: ReturnType<ReturnType<typeof parseSubmission>['reply']>; failure?: UiMessage }

/** Copy shares the course with the chosen customers; copy and start also starts it for all their users. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireSharingViewer(args)
	const { courseId } = args.params
	const submission = parseSubmission(await args.request.formData(), sharingFormSchema())
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
	const { customers, itemsCount, boostedCount, searchText, today, constraint } = loaderData
	const [form, fields] = useForm({
		id: 'course-sharing',
		lastResult: actionData?.result,
		constraint,
		defaultValue: {
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
	const action = coursePath(course.id, 'customers-settings')
	const sharing = useIsPending({ formAction: action })
	const boosted = customers.filter((customer) => customer.isBoosted)
	const customerOptions = getCollectionProps(fields.customers, { type: 'checkbox', options: boosted.map((c) => c.companyId) })
	const optionOf = new Map(customerOptions.map((props) => [props.value as string, props]))
	// With JavaScript the start settings show only while the customers get the training started.
	const startHidden = hydrated && fields.inheritSettings.value === 'copy'
	return (
		<section aria-labelledby="sharing-title" className="grid max-w-2xl gap-4">
			<h2 id="sharing-title" className="text-xl font-semibold">
				{t('sharing.settings.title')}
			</h2>
			<LoadFailures failures={[loaderData.failure]} namespace="learning" />
			{/* The picker's search: a GET form of its own (a form cannot hold another), so it comes before the settings. */}
			<SearchBox label={t('sharing.settings.pickerSearch')} placeholder={t('sharing.settings.pickerSearch')} />
			<Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="grid gap-5">
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
				<fieldset className="grid gap-2" data-testid="customer-picker" aria-describedby="customers-hint">
					<legend className="mb-2 text-sm font-medium">{t('sharing.settings.addCustomers')}</legend>
					<p id="customers-hint" className="text-sm text-muted-foreground">
						{t('sharing.settings.customersHint')} {t('sharing.settings.boostedCount', { count: boostedCount, total: itemsCount })}
					</p>
					{customers.length === 0 ? (
						<p className="rounded-md border border-dashed p-4 text-center text-muted-foreground" data-testid="all-customers-added">
							{searchText ? t('widgets:table.noSearchResults') : t('sharing.settings.allAdded')}
						</p>
					) : (
						<ul className="grid max-h-72 gap-2 overflow-y-auto rounded-md border p-3">
							{customers.map((customer) => {
								const props = optionOf.get(customer.companyId)
								if (!props) {
									const id = `customer-${customer.companyId}`
									return (
										<li
											key={customer.companyId}
											className="flex items-center gap-2 text-muted-foreground"
											data-customer-id={customer.companyId}
										>
											<Checkbox id={id} disabled aria-describedby={`${id}-not-boosted`} />
											<Label htmlFor={id} className="font-normal">
												{customer.companyName}
											</Label>
											<span id={`${id}-not-boosted`} className="text-xs">
												{t('sharing.settings.notBoosted')}
											</span>
										</li>
									)
								}
								const { key, ...rest } = props
								return (
									<li key={key} className="flex items-center gap-2" data-customer-id={customer.companyId}>
										<Checkbox {...rest} />
										<Label htmlFor={rest.id} className="font-normal">
											{customer.companyName}
										</Label>
									</li>
								)
							})}
						</ul>
					)}
					<ErrorList id={fields.customers.errorId} errors={errors(fields.customers.errors)} />
				</fieldset>
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
		</section>
	)
}
