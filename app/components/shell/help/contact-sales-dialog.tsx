import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { SALES_MESSAGE_VALUES } from './form-limits.ts'
import { HelpFormEnd, type HelpOverlayProps, useHelpFetcher, useHelpForm } from './help-form.tsx'
import type { ContactSalesDialogData } from './overlay-data.ts'

export const CONTACT_SALES_ACTION = '/resources/contact-sales'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.ContactSalesSchema))

/**
 * Contact Sales (spec 1 §2), opened by `?modal=contactSales` (optionally with
 * `&pageName=`). Success redirects to the page without the dialog and the
 * snackbar says 'Request sent' — with JavaScript through the fetcher, in place.
 */
export function ContactSalesDialog({ data, closeHref, reply: pageReply }: HelpOverlayProps<ContactSalesDialogData>) {
	const { t } = useTranslation('help')
	const { fetcher, reply } = useHelpFetcher(pageReply)
	const submitting = useIsPending({ fetcher })
	const { form, fields, err } = useHelpForm({
		id: 'contact-sales',
		reply,
		defaultValue: { usersNumber: '', phone: '', message: '', pageName: data.pageName },
		constraint: data.constraint,
		loadValidation,
		messageValues: SALES_MESSAGE_VALUES,
	})
	return (
		<UrlDialog closeHref={closeHref} data-testid="contact-sales-dialog" title={t('sales.title')} description={t('sales.description')}>
			<FailureAlert t={t} failure={reply?.failure} />
			<fetcher.Form method="post" action={CONTACT_SALES_ACTION} preventScrollReset {...getFormProps(form)} className="grid gap-4">
				<input type="hidden" name="redirectTo" value={closeHref} />
				<input {...getInputProps(fields.pageName, { type: 'hidden' })} />
				<Field label={t('sales.usersNumber')} errors={err(fields.usersNumber.errors)}>
					{/* Text with a numeric keyboard: the spec's own messages, not the browser's number-field rules. */}
					<Input {...getInputProps(fields.usersNumber, { type: 'text' })} inputMode="numeric" autoComplete="off" />
				</Field>
				<Field label={t('sales.phone')} errors={err(fields.phone.errors)}>
					<Input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel" />
				</Field>
				<Field label={t('sales.message')} errors={err(fields.message.errors)}>
					<Textarea {...getTextareaProps(fields.message)} rows={4} />
				</Field>
				<HelpFormEnd errorId={form.errorId} errors={err(form.errors)} pending={submitting} />
			</fetcher.Form>
		</UrlDialog>
	)
}
