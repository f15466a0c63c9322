import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { useMemo } from 'react'
import { useFetcher } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { LicenceCountField, LicenceFormFooter, LicenceFormHiddenFields } from './licence-form-parts.tsx'
import { LICENCE_ACTION, LICENCE_DIALOG, LICENCE_INTENT, LICENCE_TEXT_MAX } from './modal.ts'
import type { LicenceFormReply, PurchaseDialogData } from './licence-dialog.server.ts'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.PartnerPurchaseSchema))

/**
 * Buy Licenses for the partner's own pool (spec 2 §7 POST /api/v1/billing/{id}/subscription): the
 * seats, the payment method (by invoice with pay by invoice, or distributor credit) and a coupon
 * ('Payment successful! Your licenses have been added.'). `closeHref` is the page under the dialog.
 */
export function PurchaseDialog({ data, closeHref }: { data: PurchaseDialogData; closeHref: string }) {
	const { t } = useTranslation('partnerBilling')
	const fetcher = useFetcher<LicenceFormReply>()
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const serverResult = useMemo(() => data.result, [data.seats, data.method, data.coupon])
	const [form, fields] = useLazyForm({
		id: 'partner-purchase',
		lastResult: fetcher.data?.result ?? serverResult,
		defaultValue: { seats: data.seats, method: data.method, coupon: data.coupon },
		validateOn: 'onInput',
		loadValidation,
	})
	const pending = useIsPending({ fetcher, intent: LICENCE_INTENT.purchase })
	return (
		<UrlDialog closeHref={closeHref} data-testid="purchase-dialog" title={t('purchase.title')} description={t('purchase.description')}>
			<fetcher.Form method="post" action={LICENCE_ACTION} preventScrollReset {...getFormProps(form)} className="grid gap-4">
				<LicenceFormHiddenFields dialog={LICENCE_DIALOG.purchase} redirectTo={closeHref} />
				<FailureAlert t={t} failure={fetcher.data?.failure} data-testid="licence-failure" />
				<LicenceCountField field={fields.seats!} />
				<Field label={t('purchase.method')} errors={translateErrors(t, fields.method!.errors)}>
					<NativeSelect {...getSelectProps(fields.method!)}>
						{data.methods.map((method) => (
							<option key={method} value={method}>
								{t(`transactions.paymentMethod.${method}`)}
							</option>
						))}
					</NativeSelect>
				</Field>
				<Field
					label={t('purchase.coupon')}
					description={t('buy.optional')}
					errors={translateErrors(t, fields.coupon!.errors, { max: LICENCE_TEXT_MAX })}
				>
					<Input {...getInputProps(fields.coupon!, { type: 'text' })} autoComplete="off" spellCheck={false} />
				</Field>
				<LicenceFormFooter intent={LICENCE_INTENT.purchase} submitLabel={t('purchase.submit')} pending={pending} />
			</fetcher.Form>
		</UrlDialog>
	)
}
