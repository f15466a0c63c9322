import { getCollectionProps, getFormProps, getInputProps, useForm } from '@conform-to/react'
import { useId } from 'react'
import { useFetcher } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { FormDialogFooter } from '#app/components/form-dialog-footer.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { EmailTokenInput } from './email-token-input.tsx'
import { ROLES } from './schemas.ts'
import { EnhancedField, FailureAlert, type StepReply, useErrorText } from './shared.tsx'
import { actionHref, INTENT } from './url.ts'
import type { LoadedDrawer } from './drawer.server.ts'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.EmailsStepSchema))

type EmailsData = Extract<LoadedDrawer, { view: 'emails' }>

/** "Add by Emails", step 0: emails and profile setup (department, groups, role). */
export function EmailsStep({ data }: { data: EmailsData }) {
	const { t } = useTranslation('addUsers')
	const hydrated = useHydrated()
	const fetcher = useFetcher<StepReply>()
	const submitting = useIsPending({ fetcher })
	const reply = fetcher.data ?? data.reply ?? undefined
	const errorText = useErrorText()
	const [form, fields] = useForm({
		id: 'add-users-emails',
		lastResult: reply?.result,
		defaultValue: data.values ?? { emails: '', department: '', groups: [], newGroups: '', role: 'user' },
		constraint: data.constraint,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const emailsId = useId()
	const listId = useId()
	const emailErrors = errorText(fields.emails.errors)
	const emailsDescriptionId = `${emailsId}-description`
	const emailsErrorId = `${emailsId}-error`
	const emailsValue = typeof fields.emails.initialValue === 'string' ? fields.emails.initialValue : ''
	const groupOptions = data.groups.map((g) => g.id)
	return (
		<fetcher.Form method="post" action={actionHref(data.back, data.draftId)} {...getFormProps(form)} className="grid gap-5">
			<input type="hidden" name="intent" value={INTENT.emails} />
			<EnhancedField />
			<FailureAlert failure={reply?.failure ?? data.failure} />
			<div className="grid gap-2" data-slot="field">
				<Label htmlFor={emailsId}>{t('emails.label')}</Label>
				{hydrated ? (
					<EmailTokenInput
						id={emailsId}
						name={fields.emails.name}
						defaultValue={emailsValue}
						inUse={reply?.existingEmails ?? []}
						invalid={!!emailErrors?.length}
						describedBy={[emailErrors?.length ? emailsErrorId : '', emailsDescriptionId].filter(Boolean).join(' ')}
					/>
				) : (
					<Textarea
						id={emailsId}
						name={fields.emails.name}
						defaultValue={emailsValue}
						rows={4}
						aria-invalid={emailErrors?.length ? true : undefined}
						aria-describedby={[emailErrors?.length ? emailsErrorId : '', emailsDescriptionId].filter(Boolean).join(' ')}
					/>
				)}
				<p id={emailsDescriptionId} className="text-sm text-muted-foreground">
					{hydrated ? t('emails.description') : t('emails.textareaDescription')}
				</p>
				<ErrorList id={emailsErrorId} errors={emailErrors} />
				<MarkedEmails reply={reply} />
			</div>

			<Field label={t('emails.department')} description={t('emails.departmentDescription')} errors={errorText(fields.department.errors)}>
				<Input {...getInputProps(fields.department, { type: 'text' })} list={listId} autoComplete="off" />
			</Field>
			<datalist id={listId}>
				{data.departments.map((d) => (
					<option key={d.id} value={d.name} />
				))}
			</datalist>

			<fieldset className="grid gap-2">
				<legend className="mb-2 text-sm font-medium">
					{t('emails.groups')} <span className="font-normal text-muted-foreground">({t('emails.groupsDescription')})</span>
				</legend>
				{data.groups.length === 0 ? <p className="text-sm text-muted-foreground">{t('emails.noGroups')}</p> : null}
				{data.groups.length > 0 ? (
					<ul className="grid max-h-40 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
						{getCollectionProps(fields.groups, { type: 'checkbox', options: groupOptions }).map(({ key, ...props }, i) => (
							<li key={key} className="flex items-center gap-2">
								<Checkbox {...props} />
								<Label htmlFor={props.id} className="font-normal">
									{data.groups[i]!.name}
								</Label>
							</li>
						))}
					</ul>
				) : null}
				<Field label={t('emails.newGroups')} description={t('emails.newGroupsDescription')} errors={errorText(fields.newGroups.errors)}>
					<Input {...getInputProps(fields.newGroups, { type: 'text' })} autoComplete="off" />
				</Field>
			</fieldset>

			<fieldset className="grid gap-2">
				<legend className="mb-2 text-sm font-medium">{t('emails.role')}</legend>
				<div className="flex flex-wrap gap-4">
					{getCollectionProps(fields.role, { type: 'radio', options: [...ROLES] }).map(({ key, ...props }) => (
						<div key={key} className="flex items-center gap-2">
							<input {...props} className="size-4 accent-primary" />
							<Label htmlFor={props.id} className="font-normal">
								{t(`emails.roles.${props.value as (typeof ROLES)[number]}`)}
							</Label>
						</div>
					))}
				</div>
				<ErrorList id={fields.role.errorId} errors={errorText(fields.role.errors)} />
			</fieldset>

			<ErrorList id={form.errorId} errors={errorText(form.errors)} />
			<FormDialogFooter cancelLabel={t('common:cancel')} submitLabel={t('next')} pending={submitting} data-testid="add-users-next" />
		</fetcher.Form>
	)
}

/** The addresses marked as errors, named so that a screen reader (and the no-JavaScript textarea) tells which. */
function MarkedEmails({ reply }: { reply: StepReply | undefined }) {
	const { t } = useTranslation('addUsers')
	const list = (emails: string[]) => (emails.length > 20 ? `${emails.slice(0, 20).join(', ')}, …` : emails.join(', '))
	const inUse = reply?.existingEmails ?? []
	const invalid = reply?.invalidEmails ?? []
	if (!inUse.length && !invalid.length) return null
	return (
		<div className="grid gap-1 text-sm text-destructive" data-testid="marked-emails">
			{invalid.length ? <p>{t('emails.invalidList', { emails: list(invalid) })}</p> : null}
			{inUse.length ? <p>{t('emails.inUseList', { emails: list(inUse) })}</p> : null}
		</div>
	)
}
