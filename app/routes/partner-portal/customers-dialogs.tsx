import { getFormProps, getInputProps, getTextareaProps, type Submission, useForm } from '@conform-to/react'
import { useLocation } from 'react-router'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { FormDialogFooter } from '#app/components/form-dialog-footer.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { UrlDialog, UrlDialogClose } from '#app/components/url-dialog.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { COMPANY_NAME_MAX, INVITE_COMPANIES_MAX, INVITE_MESSAGE_MAX } from './customers-schemas.ts'
import { CUSTOMERS_INTENT, CUSTOMERS_MODAL } from './customers-url.ts'
import type { CustomersDialog, CustomersReply } from './customers-types.ts'

const loadInviteValidation = lazyValidator(() => import('./customers-schemas.ts').then((m) => m.InviteCustomersSchema))
const loadMessageValidation = lazyValidator(() => import('./customers-schemas.ts').then((m) => m.InviteMessageSchema))
const loadRemoveValidation = lazyValidator(() => import('./customers-schemas.ts').then((m) => m.RemoveCustomersSchema))

/** The invite form's fields, as conform tracks them (every row's values are text until parsed). */
type InviteFields = { companies: Array<{ companyName: string; email: string }>; message: string }

type DialogOf<T extends CustomersDialog['type']> = Extract<CustomersDialog, { type: T }>

/** The customers page's dialog the URL names, with the action's reply to its form. */
export function CustomersDialogs({
	dialog,
	reply,
	closeHref,
}: {
	dialog: CustomersDialog | null
	reply?: CustomersReply
	closeHref: string
}) {
	if (!dialog) return null
	const replyTo = (intent: string) => (reply?.intent === intent ? reply : undefined)
	switch (dialog.type) {
		case 'invite':
			return <InviteDialog data={dialog} reply={replyTo(CUSTOMERS_INTENT.invite)} closeHref={closeHref} />
		case 'inviteMessage':
			return <InviteMessageDialog data={dialog} reply={replyTo(CUSTOMERS_INTENT.inviteMessage)} closeHref={closeHref} />
		case 'remove':
			return <RemoveDialog data={dialog} reply={replyTo(CUSTOMERS_INTENT.remove)} closeHref={closeHref} />
		case CUSTOMERS_MODAL.markSubReseller:
		case CUSTOMERS_MODAL.unmarkSubReseller:
			return <SubResellerDialog data={dialog} closeHref={closeHref} />
	}
}

/** Invite customer companies: one or more company name and email rows, and the message (the default one to start with). */
function InviteDialog({ data, reply, closeHref }: { data: DialogOf<'invite'>; reply?: CustomersReply; closeHref: string }) {
	const { t } = useTranslation('partnerCustomers')
	// The lazily loaded validator parses with the schema this form's fields mirror.
	const validate = useLazyValidation(loadInviteValidation) as
		((context: { formData: FormData }) => Submission<InviteFields, string[]>) | undefined
	const [form, fields] = useForm<InviteFields>({
		id: 'invite-customers',
		lastResult: reply?.result,
		defaultValue: { companies: [{ companyName: '', email: '' }], message: data.message },
		constraint: data.constraint,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: validate,
	})
	const companies = fields.companies.getFieldList()
	const err = (errors: string[] | undefined) => translateErrors(t, errors, { max: COMPANY_NAME_MAX })
	const sending = useIsPending({ intent: CUSTOMERS_INTENT.invite })
	return (
		<UrlDialog closeHref={closeHref} data-testid="invite-dialog" title={t('invite.title')} description={t('invite.description')}>
			<FailureAlert t={t} failure={reply?.failure} />
			<IntentForm intent={CUSTOMERS_INTENT.invite} {...getFormProps(form)} className="grid gap-4">
				<div className="grid max-h-[45vh] gap-3 overflow-y-auto pe-1">
					{companies.map((company, index) => {
						const row = company.getFieldset()
						return (
							<fieldset key={company.key} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
								<legend className="px-1 text-sm font-medium">{t('invite.company', { n: index + 1 })}</legend>
								<Field label={t('invite.companyName')} errors={err(row.companyName.errors)}>
									<Input {...getInputProps(row.companyName, { type: 'text' })} autoComplete="organization" />
								</Field>
								<Field label={t('invite.email')} errors={err(row.email.errors)}>
									<Input {...getInputProps(row.email, { type: 'email' })} autoComplete="email" />
								</Field>
								{companies.length > 1 ? (
									<Button
										variant="ghost"
										size="sm"
										className="justify-self-start sm:col-span-2"
										{...form.remove.getButtonProps({ name: fields.companies.name, index })}
									>
										{t('invite.removeCompany', { n: index + 1 })}
									</Button>
								) : null}
							</fieldset>
						)
					})}
				</div>
				{companies.length < INVITE_COMPANIES_MAX ? (
					<Button
						variant="outline"
						size="sm"
						className="justify-self-start"
						{...form.insert.getButtonProps({ name: fields.companies.name, defaultValue: { companyName: '', email: '' } })}
					>
						{t('invite.addCompany')}
					</Button>
				) : null}
				<Field
					label={t('invite.message')}
					description={t('invite.messageHint')}
					errors={translateErrors(t, fields.message.errors, { max: INVITE_MESSAGE_MAX })}
				>
					<Textarea {...getTextareaProps(fields.message)} rows={5} />
				</Field>
				<ErrorList id={form.errorId} errors={translateErrors(t, form.errors)} />
				<FormDialogFooter cancelLabel={t('common:cancel')} submitLabel={t('invite.submit')} pending={sending} />
			</IntentForm>
		</UrlDialog>
	)
}

/** Edit the default customer invite message: save, or undo the changes (spec 1 §4 "Invite message editing"). */
function InviteMessageDialog({ data, reply, closeHref }: { data: DialogOf<'inviteMessage'>; reply?: CustomersReply; closeHref: string }) {
	const { t } = useTranslation('partnerCustomers')
	const [form, fields] = useLazyForm({
		id: 'invite-message',
		lastResult: reply?.result,
		defaultValue: { message: data.message },
		constraint: data.constraint,
		loadValidation: loadMessageValidation,
	})
	const saving = useIsPending({ intent: CUSTOMERS_INTENT.inviteMessage })
	return (
		<UrlDialog
			closeHref={closeHref}
			data-testid="invite-message-dialog"
			title={t('inviteMessage.title')}
			description={t('inviteMessage.description')}
		>
			<FailureAlert t={t} failure={reply?.failure} />
			<IntentForm intent={CUSTOMERS_INTENT.inviteMessage} {...getFormProps(form)} className="grid gap-4">
				<Field label={t('inviteMessage.message')} errors={translateErrors(t, fields.message.errors, { max: INVITE_MESSAGE_MAX })}>
					<Textarea {...getTextareaProps(fields.message)} rows={8} />
				</Field>
				<ErrorList id={form.errorId} errors={translateErrors(t, form.errors)} />
				<DialogFooter>
					<UrlDialogClose className={buttonVariants({ variant: 'outline' })}>{t('common:cancel')}</UrlDialogClose>
					<Button type="reset" variant="ghost">
						{t('inviteMessage.reset')}
					</Button>
					<StatusButton type="submit" pending={saving}>
						{t('inviteMessage.save')}
					</StatusButton>
				</DialogFooter>
			</IntentForm>
		</UrlDialog>
	)
}

/**
 * Remove the selected customers: the dialog names them and asks for the confirmation phrase of spec 2 §5,
 * saying what to type. The selection is in the page's URL, which the form posts to.
 */
function RemoveDialog({ data, reply, closeHref }: { data: DialogOf<'remove'>; reply?: CustomersReply; closeHref: string }) {
	const { t } = useTranslation('partnerCustomers')
	const [form, fields] = useLazyForm({
		id: 'remove-customers',
		lastResult: reply?.result,
		constraint: data.constraint,
		loadValidation: loadRemoveValidation,
	})
	const removing = useIsPending({ intent: CUSTOMERS_INTENT.remove })
	const more = data.count - data.names.length
	return (
		<UrlDialog
			closeHref={closeHref}
			data-testid="remove-dialog"
			title={t('remove.title')}
			description={t('remove.description', { count: data.count })}
		>
			{data.names.length > 0 ? (
				<ul className="grid list-disc gap-1 ps-5 text-sm" data-testid="remove-names">
					{data.names.map((name) => (
						<li key={name}>{name}</li>
					))}
					{more > 0 ? <li className="list-none text-muted-foreground">{t('remove.more', { count: more })}</li> : null}
				</ul>
			) : null}
			<FailureAlert t={t} failure={reply?.failure} />
			<IntentForm intent={CUSTOMERS_INTENT.remove} {...getFormProps(form)} className="grid gap-4">
				<Field
					label={t('remove.phrase')}
					description={renderInstruction(t('remove.instruction', { phrase: '\u0000' }), data.phrase)}
					errors={translateErrors(t, fields.confirmation.errors)}
				>
					<Input {...getInputProps(fields.confirmation, { type: 'text' })} autoComplete="off" spellCheck={false} />
				</Field>
				<ErrorList id={form.errorId} errors={translateErrors(t, form.errors)} />
				<FormDialogFooter cancelLabel={t('common:cancel')} submitLabel={t('remove.submit')} pending={removing} variant="destructive" />
			</IntentForm>
		</UrlDialog>
	)
}

/** "Type {{phrase}} to confirm." with the phrase set apart, so it reads as what to type. */
function renderInstruction(text: string, phrase: string) {
	const [before, after] = text.split('\u0000')
	return (
		<>
			{before}
			<strong className="font-mono text-foreground" data-testid="confirmation-phrase">
				{phrase}
			</strong>
			{after}
		</>
	)
}

/** Mark a customer as sub-reseller, or unmark it (spec 2 §4 "Partner"), after a confirmation. */
function SubResellerDialog({
	data,
	closeHref,
}: {
	data: DialogOf<typeof CUSTOMERS_MODAL.markSubReseller | typeof CUSTOMERS_MODAL.unmarkSubReseller>
	closeHref: string
}) {
	const { t } = useTranslation('partnerCustomers')
	const location = useLocation()
	const mark = data.type === CUSTOMERS_MODAL.markSubReseller
	return (
		<ConfirmDialog
			open
			data-testid="sub-reseller-dialog"
			title={mark ? t('subReseller.markTitle') : t('subReseller.unmarkTitle')}
			description={
				mark
					? t('subReseller.markDescription', { name: data.customer.name })
					: t('subReseller.unmarkDescription', { name: data.customer.name })
			}
			closeHref={closeHref}
			form={{
				action: `${location.pathname}${location.search}`,
				fields: {
					intent: mark ? CUSTOMERS_INTENT.markSubReseller : CUSTOMERS_INTENT.unmarkSubReseller,
					customerId: data.customer.id,
				},
			}}
			confirmLabel={mark ? t('subReseller.mark') : t('subReseller.unmark')}
		/>
	)
}
