import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { ThankYouPanel } from '#app/components/form-dialog-footer.tsx'
import { EXTERNAL_LINKS } from '#app/components/shell/external-links.ts'
import { Card, CardDescription, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import { DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { SUPPORT_MESSAGE_VALUES } from './form-limits.ts'
import { HelpFormEnd, HelpFormHiddenFields, type HelpFormProps, type HelpOverlayProps, useHelpDrawer, useHelpForm } from './help-form.tsx'
import type { SupportDrawerData } from './overlay-data.ts'

/** Spec 1 §9 "Support thank-you closes after 1500 ms". */
export const SUPPORT_THANK_YOU_CLOSE_MS = 1500

export const SUPPORT_TICKET_ACTION = '/resources/support-ticket'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.SupportTicketSchema))

/**
 * Contact Support (spec 1 §2): opened by the floating Help button through
 * `?modal=support`. With JavaScript the form stays in place (a fetcher) and the
 * Thank You panel closes after 1500 ms; without, the action redirects to
 * `?modal=support&sent=1`, which shows the same panel with a Close link.
 */
export function SupportDrawer({ data, closeHref, reply: pageReply }: HelpOverlayProps<SupportDrawerData>) {
	const { t } = useTranslation('help')
	const { fetcher, reply, sent } = useHelpDrawer({
		pageReply,
		closeHref,
		closeAfterMs: SUPPORT_THANK_YOU_CLOSE_MS,
		sentBefore: data.sent,
	})
	return (
		<UrlDialog variant="sheet" closeHref={closeHref} data-testid="support-drawer">
			{sent ? (
				<ThankYouPanel title={t('support.thankYouTitle')} text={t('support.thankYouText')} closeLabel={t('close')} />
			) : (
				<SupportForm data={data} closeHref={closeHref} reply={reply} fetcher={fetcher} />
			)}
		</UrlDialog>
	)
}

function SupportForm({ data, closeHref, reply, fetcher }: HelpFormProps<SupportDrawerData>) {
	const { t } = useTranslation('help')
	const submitting = useIsPending({ fetcher })
	const { form, fields, err } = useHelpForm({
		id: 'support-ticket',
		reply,
		defaultValue: { category: '', message: '', email: data.email },
		constraint: data.constraint,
		loadValidation,
		messageValues: SUPPORT_MESSAGE_VALUES,
	})
	return (
		<>
			<DialogHeader>
				<DialogTitle>{t('support.title')}</DialogTitle>
				<DialogDescription>{t('support.description')}</DialogDescription>
			</DialogHeader>
			{data.showFaq ? (
				<Card className="gap-2 py-4" data-testid="support-faq">
					<CardHeader className="px-4">
						<CardTitle asChild>
							<h3>{t('support.faqTitle')}</h3>
						</CardTitle>
						<CardDescription>{t('support.faqText')}</CardDescription>
					</CardHeader>
					<div className="px-4">
						<a
							className="text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
							href={EXTERNAL_LINKS.knowledgeBase}
							target="_blank"
							rel="noreferrer"
						>
							{t('support.faqLink')}
						</a>
					</div>
				</Card>
			) : null}
			<FailureAlert t={t} failure={reply?.failure} />
			<fetcher.Form method="post" action={SUPPORT_TICKET_ACTION} {...getFormProps(form)} className="grid gap-4">
				<HelpFormHiddenFields closeHref={closeHref} />
				<Field label={t('support.category')} errors={err(fields.category.errors)}>
					<NativeSelect {...getSelectProps(fields.category)}>
						<option value="">{t('support.categoryPlaceholder')}</option>
						{data.categories.map((category) => (
							<option key={category} value={category}>
								{t(`support.categories.${category}`)}
							</option>
						))}
					</NativeSelect>
				</Field>
				<Field label={t('support.message')} errors={err(fields.message.errors)}>
					<Textarea {...getTextareaProps(fields.message)} rows={5} />
				</Field>
				<Field label={t('support.email')} errors={err(fields.email.errors)}>
					<Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
				</Field>
				<HelpFormEnd errorId={form.errorId} errors={err(form.errors)} pending={submitting} />
			</fetcher.Form>
		</>
	)
}
