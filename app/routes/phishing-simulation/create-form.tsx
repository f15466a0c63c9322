import { getCollectionProps, getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { RecipientFields } from '#app/components/assignment-form/recipient-fields.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { Section } from '#app/components/section.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { NativeSelect, NativeSelectOption } from '#app/components/ui/native-select.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { cn } from '#app/lib/utils.ts'
import { DAYS_PER_ROUND, ENTIRE_ROUND, FREQUENCIES, hourLabel, SEND_HOURS } from '#server/shared/phishing-simulation.ts'
import {
	CREATE_INTENT,
	CREATE_PARAMS,
	FILTER_FIELDS,
	MAX_TEMPLATES,
	NAME_MAX,
	SEARCH_MAX,
	SET_FIELDS,
	TEMPLATE_CATEGORIES,
	TEMPLATE_DIFFICULTIES,
	TEMPLATES_PAGE_SIZE,
} from './create-options.ts'
import { SIMULATION_PATH } from './list-options.ts'
import type { RecipientsView, TemplatesView } from './create.server.ts'

const loadValidation = lazyValidator(() => import('./create-schema.ts').then((m) => m.simulationCampaignSchema()))

export type CreateReply = {
	result?: SubmissionResult<string[]>
	failure?: UiMessage | null
	templatesView?: TemplatesView
	recipients?: RecipientsView
	templateNames?: Record<string, string>
}

export type CreateFormData = {
	isNew: boolean
	defaultValue: Record<string, string | string[]>
	constraint: Record<string, unknown>
	templatesView: TemplatesView
	templateNames: Record<string, string>
	loginPages: Array<{ id: string; name: string; kind: string; previewUrl: string }>
	recipients: RecipientsView
	timezones: string[]
	today: string
	todayLabel: string
}

/** A form value as a list of ids (conform: one value, several or none). */
function idsOf(value: unknown): string[] {
	if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '')
	return typeof value === 'string' && value !== '' ? [value] : []
}

/**
 * The create page's one form (the spec leaves it open: what an admin of a serious console expects): the
 * name, the templates (filtered by difficulty, category and a search, up to ten), the landing page, the
 * recipients, the schedule, and a summary line; Save draft and Launch. The filters, the templates' pages and
 * the users' search are submit buttons of the same form (intent filter): the page comes back with the new
 * list and everything typed and chosen kept, with or without JavaScript. A refusal keeps it all too.
 */
export function CreateCampaignForm({ data, reply }: { data: CreateFormData; reply?: CreateReply }) {
	const { t } = useTranslation('phishingSimulation')
	const location = useLocation()
	const hydrated = useHydrated()
	const [form, fields] = useForm({
		id: 'simulation-campaign',
		lastResult: reply?.result,
		constraint: data.constraint as never,
		defaultValue: data.defaultValue,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	const templatesView = reply?.templatesView ?? data.templatesView
	const recipients = reply?.recipients ?? data.recipients
	const posted = reply?.result?.initialValue as Record<string, unknown> | undefined

	// The chosen templates, in the order chosen; kept across filters (hidden inputs for those not listed).
	const [chosen, setChosen] = useState<string[]>(() => idsOf(posted?.templateIds ?? data.defaultValue.templateIds))
	const [limitHit, setLimitHit] = useState(false)
	const names = useRef<Record<string, string>>({ ...data.templateNames, ...reply?.templateNames })
	for (const template of templatesView.templates) names.current[template.id] = template.name
	const listed = new Set(templatesView.templates.map((template) => template.id))

	// A new campaign's time zone is the browser's when it knows one the list has (the server cannot know it).
	const timezoneField = fields.timezone
	useEffect(() => {
		if (!data.isNew || posted) return
		const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
		const shown = zone === 'Europe/Kiev' ? 'Europe/Kyiv' : zone
		if (shown && data.timezones.includes(shown) && timezoneField.value === 'UTC') form.update({ name: timezoneField.name, value: shown })
		// Once, when the page is first drawn.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	const type = fields.assignmentType.value ?? 'all'
	const chosenDepartments = idsOf(fields.departmentIds.value)
	const chosenGroups = idsOf(fields.groupIds.value)
	const chosenUsers = idsOf(fields.userIds.value)
	const sum = (list: RecipientsView['departments'], ids: string[]) =>
		list.filter((d) => ids.includes(d.id)).reduce((n, d) => n + d.count, 0)
	const recipientCount =
		type === 'all'
			? recipients.allCount
			: type === 'departments'
				? sum(recipients.departments, chosenDepartments)
				: type === 'groups'
					? sum(recipients.groups, chosenGroups)
					: chosenUsers.length

	const found = recipients.users
	const foundIds = new Set(found.users.map((u) => u.id))
	const userNames = new Map([...found.chosen, ...found.users].map((u) => [u.id, u.name]))
	const users = [...chosenUsers.filter((id) => !foundIds.has(id)).map((id) => ({ id, name: userNames.get(id) ?? id })), ...found.users]

	const saving = useIsPending({ intent: CREATE_INTENT.save })
	const launching = useIsPending({ intent: CREATE_INTENT.launch })
	const startMode = fields.startMode.value ?? 'now'
	const frequency = (fields.frequency.value ?? 'once') as (typeof FREQUENCIES)[number]
	const hour = Number(fields.sendHour.value ?? 9)
	const startText =
		startMode === 'now'
			? t('create.summaryStartNow')
			: t('create.summaryStartOn', {
					date: String(fields.startDate.value ?? '') || '…',
					hour: hourLabel(Number.isInteger(hour) ? hour : 9),
					timezone: String(fields.timezone.value ?? '') || '…',
				})
	const pages = Math.max(1, Math.ceil(templatesView.total / TEMPLATES_PAGE_SIZE))
	const filters = templatesView.filters
	const filterButton = (name: string, value: string, label: string, current: boolean) => (
		<button
			key={`${name}-${value}`}
			type="submit"
			name={name}
			value={value}
			formNoValidate
			aria-pressed={current}
			className={buttonVariants({ variant: current ? 'default' : 'outline', size: 'sm' })}
		>
			{label}
		</button>
	)

	return (
		<Form
			method="post"
			action={`${location.pathname}${location.search}`}
			preventScrollReset
			{...getFormProps(form)}
			className="grid gap-8"
			data-testid="simulation-create-form"
		>
			{/* Enter in a text field re-renders (the first submit button) rather than saving or launching. */}
			<button
				type="submit"
				name="intent"
				value={CREATE_INTENT.filter}
				formNoValidate
				className="sr-only"
				tabIndex={-1}
				aria-hidden="true"
			/>
			<FailureAlert t={t} failure={reply?.failure} />
			<ErrorList id={form.errorId} errors={errors(form.errors)} />

			<Section id="simulation-name" title={t('create.sections.name')}>
				<Field label={t('create.name')} errors={errors(fields.name.errors)}>
					<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={NAME_MAX} className="max-w-xl" />
				</Field>
			</Section>

			<Section
				id="simulation-templates"
				title={t('create.sections.templates')}
				description={t('create.templatesHint', { count: MAX_TEMPLATES })}
			>
				<input type="hidden" name={FILTER_FIELDS.difficulty} value={filters.difficulty} />
				<input type="hidden" name={FILTER_FIELDS.category} value={filters.category} />
				<input type="hidden" name={FILTER_FIELDS.templatesPage} value={String(filters.pageNumber)} />
				<div className="grid gap-3" data-testid="template-filters">
					<div role="group" aria-label={t('create.difficulty')} className="flex flex-wrap items-center gap-2">
						<span className="text-sm font-medium">{t('create.difficulty')}</span>
						{filterButton(SET_FIELDS.difficulty, '', t('create.all'), filters.difficulty === '')}
						{TEMPLATE_DIFFICULTIES.map((d) =>
							filterButton(SET_FIELDS.difficulty, d, t(`create.difficulties.${d}`), filters.difficulty === d),
						)}
					</div>
					<div role="group" aria-label={t('create.category')} className="flex flex-wrap items-center gap-2">
						<span className="text-sm font-medium">{t('create.category')}</span>
						{filterButton(SET_FIELDS.category, '', t('create.all'), filters.category === '')}
						{TEMPLATE_CATEGORIES.map((c) => filterButton(SET_FIELDS.category, c, t(`create.categories.${c}`), filters.category === c))}
					</div>
					<div className="flex flex-wrap items-end gap-2">
						<Field label={t('create.templateSearch')} className="max-w-sm grow">
							<Input type="search" name={FILTER_FIELDS.templateSearch} defaultValue={filters.searchText} maxLength={SEARCH_MAX} />
						</Field>
						<Button type="submit" name="intent" value={CREATE_INTENT.filter} formNoValidate variant="outline">
							{t('create.search')}
						</Button>
					</div>
				</div>
				<p className="text-sm" aria-live="polite" data-testid="templates-chosen">
					{t('create.templatesChosen', { count: chosen.length, max: MAX_TEMPLATES })}
					{chosen.length > 0 ? `: ${chosen.map((id) => names.current[id] ?? id).join(', ')}` : ''}
				</p>
				{limitHit ? (
					<p role="alert" className="text-sm text-destructive">
						{t('create.errors.templatesLimit', { count: MAX_TEMPLATES })}
					</p>
				) : null}
				<ErrorList id={`${fields.templateIds.id}-error`} errors={translateErrors(t, fields.templateIds.errors, { count: MAX_TEMPLATES })} />
				{chosen
					.filter((id) => !listed.has(id))
					.map((id) => (
						<input key={id} type="hidden" name={fields.templateIds.name} value={id} />
					))}
				{templatesView.failed ? <p className="text-sm text-destructive">{t('loadFailed')}</p> : null}
				{templatesView.templates.length === 0 && !templatesView.failed ? (
					<p className="text-sm text-muted-foreground">{t('create.noTemplates')}</p>
				) : (
					<ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="template-cards">
						{templatesView.templates.map((template) => {
							const checked = chosen.includes(template.id)
							const id = `template-${template.id}`
							const previewHref = `${location.pathname}?${withParam(location.search, CREATE_PARAMS.preview, template.id)}`
							return (
								<li
									key={template.id}
									data-testid="template-card"
									className={cn('grid gap-2 rounded-lg border p-3', checked && 'border-primary ring-1 ring-primary')}
								>
									{template.thumbnailUrl ? (
										<img src={template.thumbnailUrl} alt="" className="h-28 w-full rounded object-cover object-top" loading="lazy" />
									) : null}
									<div className="flex items-start gap-2">
										<Checkbox
											id={id}
											name={fields.templateIds.name}
											value={template.id}
											checked={checked}
											aria-describedby={`${id}-details`}
											onChange={(event) => {
												const on = event.currentTarget.checked
												if (on && chosen.length >= MAX_TEMPLATES) {
													setLimitHit(true)
													return
												}
												setLimitHit(false)
												setChosen((list) => (on ? [...list, template.id] : list.filter((x) => x !== template.id)))
											}}
										/>
										<Label htmlFor={id} className="font-medium">
											{template.name}
										</Label>
									</div>
									<dl id={`${id}-details`} className="grid grid-cols-[max-content_1fr] gap-x-2 text-xs text-muted-foreground">
										<dt>{t('create.subject')}</dt>
										<dd className="break-words">{template.subject}</dd>
										<dt>{t('create.sender')}</dt>
										<dd className="break-words">{template.sender || '—'}</dd>
										<dt>{t('create.difficulty')}</dt>
										<dd>{t(`create.difficulties.${String(template.difficulty) as '1' | '2' | '3'}`)}</dd>
										<dt>{t('create.category')}</dt>
										<dd>{categoryLabel(t, template.category)}</dd>
									</dl>
									<Link
										to={previewHref}
										preventScrollReset
										className="w-fit text-sm text-primary underline-offset-4 hover:underline"
										aria-label={t('create.previewOf', { name: template.name })}
									>
										{t('create.preview')}
									</Link>
								</li>
							)
						})}
					</ul>
				)}
				{pages > 1 ? (
					<div className="flex items-center gap-2 text-sm" role="group" aria-label={t('create.templatePages')}>
						<button
							type="submit"
							name={SET_FIELDS.templatesPage}
							value={String(filters.pageNumber - 1)}
							formNoValidate
							disabled={filters.pageNumber <= 0}
							className={buttonVariants({ variant: 'outline', size: 'sm' })}
						>
							{t('create.previousPage')}
						</button>
						<span>{t('create.pageOf', { page: filters.pageNumber + 1, pages })}</span>
						<button
							type="submit"
							name={SET_FIELDS.templatesPage}
							value={String(filters.pageNumber + 1)}
							formNoValidate
							disabled={filters.pageNumber >= pages - 1}
							className={buttonVariants({ variant: 'outline', size: 'sm' })}
						>
							{t('create.nextPage')}
						</button>
					</div>
				) : null}
			</Section>

			<Section id="simulation-landingpage" title={t('create.sections.landingPage')}>
				<fieldset className="grid gap-2">
					<legend className="sr-only">{t('create.sections.landingPage')}</legend>
					<ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="login-pages">
						{getCollectionProps(fields.loginPageId, { type: 'radio', options: data.loginPages.map((p) => p.id) }).map(
							({ key, ...props }, i) => {
								const page = data.loginPages[i]!
								return (
									<li key={key} className="flex items-start gap-2 rounded-lg border p-3 has-[:checked]:border-primary">
										<input {...props} className="mt-1 size-4 accent-primary" />
										<div className="grid gap-1">
											<Label htmlFor={props.id}>{page.name}</Label>
											<a
												href={page.previewUrl}
												target="_blank"
												rel="noopener noreferrer"
												className="text-sm text-primary underline-offset-4 hover:underline"
												aria-label={t('create.previewOf', { name: page.name })}
											>
												{t('create.previewNewTab')}
											</a>
										</div>
									</li>
								)
							},
						)}
					</ul>
					<ErrorList id={`${fields.loginPageId.id}-error`} errors={errors(fields.loginPageId.errors)} />
				</fieldset>
			</Section>

			<Section id="simulation-recipients" title={t('create.sections.recipients')}>
				<div className="grid gap-4" data-testid="recipients">
					<RecipientFields
						form={form}
						fields={{
							assignmentType: fields.assignmentType,
							departmentIds: fields.departmentIds,
							groupIds: fields.groupIds,
							userIds: fields.userIds,
						}}
						departments={recipients.departments.map((d) => ({ id: d.id, name: `${d.name} (${d.count})` }))}
						groups={recipients.groups.map((g) => ({ id: g.id, name: `${g.name} (${g.count})` }))}
						users={users}
						usersSearch={
							<div className="flex flex-wrap items-end gap-2">
								<Field label={t('create.usersSearch')} className="max-w-sm grow">
									<Input type="search" name={FILTER_FIELDS.usersQuery} defaultValue={found.text} maxLength={SEARCH_MAX} />
								</Field>
								<Button type="submit" name="intent" value={CREATE_INTENT.filter} formNoValidate variant="outline">
									{t('create.search')}
								</Button>
								<p className="w-full text-sm text-muted-foreground" aria-live="polite">
									{found.total > found.users.length ? t('create.usersShown', { shown: found.users.length, total: found.total }) : null}
								</p>
							</div>
						}
						texts={{
							legend: t('create.recipientsLegend'),
							types: {
								all: recipients.allCount === null ? t('create.types.allUsers') : t('create.types.all', { count: recipients.allCount }),
								users: t('create.types.users'),
								departments: t('create.types.departments'),
								groups: t('create.types.groups'),
							},
							users: t('create.types.users'),
							departments: t('create.types.departments'),
							groups: t('create.types.groups'),
							noUsers: t('create.noUsers'),
							noDepartments: t('create.noDepartments'),
							noGroups: t('create.noGroups'),
						}}
						errors={errors}
					/>
				</div>
			</Section>

			<Section id="simulation-schedule" title={t('create.sections.schedule')}>
				<div className="grid gap-4 sm:grid-cols-2">
					<Field label={t('create.frequency')} errors={errors(fields.frequency.errors)}>
						<NativeSelect {...getSelectProps(fields.frequency)}>
							{FREQUENCIES.map((f) => (
								<NativeSelectOption key={f} value={f}>
									{t(`create.frequencies.${f}`)}
								</NativeSelectOption>
							))}
						</NativeSelect>
					</Field>
					<Field label={t('create.daysPerRound')} description={t('create.daysPerRoundHint')} errors={errors(fields.daysPerRound.errors)}>
						<NativeSelect {...getSelectProps(fields.daysPerRound)}>
							{DAYS_PER_ROUND.map((d) => (
								<NativeSelectOption key={d} value={String(d)}>
									{d === ENTIRE_ROUND ? t('list.entireRound') : t('list.days', { count: d })}
								</NativeSelectOption>
							))}
						</NativeSelect>
					</Field>
					<Field label={t('create.sendHour')} errors={errors(fields.sendHour.errors)}>
						<NativeSelect {...getSelectProps(fields.sendHour)}>
							{SEND_HOURS.map((h) => (
								<NativeSelectOption key={h} value={String(h)}>
									{hourLabel(h)}
								</NativeSelectOption>
							))}
						</NativeSelect>
					</Field>
					<Field label={t('create.timezone')} errors={errors(fields.timezone.errors)}>
						<NativeSelect {...getSelectProps(fields.timezone)}>
							<NativeSelectOption value="">{t('create.chooseTimezone')}</NativeSelectOption>
							{data.timezones.map((zone) => (
								<NativeSelectOption key={zone} value={zone}>
									{zone}
								</NativeSelectOption>
							))}
						</NativeSelect>
					</Field>
				</div>
				<fieldset className="grid gap-2">
					<legend className="mb-2 text-sm font-medium">{t('create.start')}</legend>
					<div className="flex flex-wrap gap-4">
						{getCollectionProps(fields.startMode, { type: 'radio', options: ['now', 'date'] }).map(({ key, ...props }) => (
							<div key={key} className="flex items-center gap-2">
								<input {...props} className="size-4 accent-primary" />
								<Label htmlFor={props.id} className="font-normal">
									{props.value === 'now' ? t('create.startNow') : t('create.startOnDate')}
								</Label>
							</div>
						))}
					</div>
					<div hidden={hydrated && startMode !== 'date' ? true : undefined}>
						<Field label={t('create.startDate')} description={t('create.startDateHint')} errors={errors(fields.startDate.errors)}>
							<Input {...getInputProps(fields.startDate, { type: 'date' })} min={data.today} className="w-48" />
						</Field>
					</div>
				</fieldset>
			</Section>

			<p className="rounded-md border bg-muted/40 p-3 text-sm" aria-live="polite" data-testid="campaign-summary">
				{t('create.summary', {
					count: recipientCount ?? 0,
					recipients: recipientCount === null ? '…' : recipientCount.toLocaleString(),
					templates: chosen.length,
					frequency: t(`create.frequencies.${frequency}`),
					start: startText,
				})}
			</p>

			<div className="flex flex-wrap justify-end gap-3">
				<Button asChild variant="ghost">
					<Link to={`${SIMULATION_PATH}/drafts`}>{t('create.cancel')}</Link>
				</Button>
				<StatusButton type="submit" name="intent" value={CREATE_INTENT.save} variant="outline" pending={saving}>
					{t('create.saveDraft')}
				</StatusButton>
				<StatusButton type="submit" name="intent" value={CREATE_INTENT.launch} pending={launching}>
					{t('create.launch')}
				</StatusButton>
			</div>
		</Form>
	)
}

function withParam(search: string, name: string, value: string) {
	const params = new URLSearchParams(search)
	params.set(name, value)
	return params.toString()
}

function categoryLabel(t: ReturnType<typeof useTranslation<'phishingSimulation'>>['t'], category: string) {
	return (TEMPLATE_CATEGORIES as readonly string[]).includes(category)
		? t(`create.categories.${category as (typeof TEMPLATE_CATEGORIES)[number]}`)
		: category
}
