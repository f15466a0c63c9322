/**
 * The licence dialogs of a customers table row (spec 2 §7 "Partner portal and billing", §5 licence
 * count, §8 partner buy errors): Allocate Licenses, and Buy / Upgrade Licenses with the price.
 *
 * Interface for the customers page (keep it as it is):
 *   - a row's links:  licenceModalHref(currentPathWithQuery, LICENCE_MODAL.allocate | LICENCE_MODAL.buy, row.id)   (./modal.ts)
 *   - its loader:     licenceDialog: await loadLicenceDialog(viewer, request, url, rows.find((row) => row.id === customerId))
 *                     (./licence-dialog.server.ts; null when no licence dialog is open or the customer is not given)
 *   - its component:  {licenceDialog ? <LicenceDialog data={licenceDialog} closeHref={pageWithoutTheDialog} /> : null}
 *                     closeHref is the page under the dialog (pathWithDialog(current, LICENCE_MODAL_PARAMS, {})):
 *                     Cancel and the close button lead there, and so does a successful submit (with its toast).
 * The forms post to /partner-portal/licences (./route.tsx); the company is the session's.
 */
import { getFormProps, getInputProps } from '@conform-to/react'
import { useEffect, useMemo, useRef } from 'react'
import { useFetcher } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { LicenceCountField, LicenceFormFooter, LicenceFormHiddenFields } from './licence-form-parts.tsx'
import { isLicenceCount, LICENCE_ACTION, LICENCE_DIALOG, LICENCE_INTENT, LICENCE_TEXT_MAX, priceLookupHref } from './modal.ts'
import type {
	AllocateDialogData,
	BuyDialogData,
	LicenceDialogData,
	LicenceFormReply,
	PriceLookup,
	PriceTexts,
} from './licence-dialog.server.ts'

/** The live price waits this long after the last change (spec 2 §9 search debounce). */
export const PRICE_DEBOUNCE_MS = 300

const loadBuyValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.BuyLicencesSchema))

export function LicenceDialog({ data, closeHref }: { data: LicenceDialogData; closeHref: string }) {
	return data.modal === 'allocateLicences' ? (
		<AllocateDialog data={data} closeHref={closeHref} />
	) : (
		<BuyDialog data={data} closeHref={closeHref} />
	)
}

/** Allocate: a count from the pool, not more than it holds ('Licenses have been allocated!'). */
function AllocateDialog({ data, closeHref }: { data: AllocateDialogData; closeHref: string }) {
	const { t } = useTranslation('partnerBilling')
	const fetcher = useFetcher<LicenceFormReply>()
	const pool = data.pool ?? undefined
	const loadValidation = useMemo(() => lazyValidator(() => import('./schemas.ts').then((m) => m.allocateLicencesSchema(pool))), [pool])
	// The server's verdict on typed values in the URL, once per value (the page's data is redrawn after every post).
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const serverResult = useMemo(() => data.result, [data.licenses])
	const [form, fields] = useLazyForm({
		id: `allocate-licences-${data.customer.id}`,
		lastResult: fetcher.data?.result ?? serverResult,
		defaultValue: { licenses: data.licenses },
		validateOn: 'onInput',
		loadValidation,
	})
	const pending = useIsPending({ fetcher, intent: LICENCE_INTENT.allocate })
	return (
		<UrlDialog
			closeHref={closeHref}
			data-testid="allocate-licences-dialog"
			title={t('allocate.title')}
			description={t('allocate.description', { customer: data.customer.name })}
		>
			<fetcher.Form method="post" action={LICENCE_ACTION} preventScrollReset {...getFormProps(form)} className="grid gap-4">
				<LicenceFormHiddenFields dialog={LICENCE_DIALOG.allocate} redirectTo={closeHref} customerId={data.customer.id} />
				<FailureAlert t={t} failure={data.poolFailure} />
				<FailureAlert t={t} failure={fetcher.data?.failure} data-testid="licence-failure" />
				<LicenceCountField
					field={fields.licenses!}
					max={pool}
					stepper={false}
					hint={data.pool === null ? undefined : <span data-testid="licence-pool">{t('allocate.available', { count: data.pool })}</span>}
				/>
				<LicenceFormFooter
					intent={LICENCE_INTENT.allocate}
					submitLabel={t('allocate.submit')}
					pending={pending}
					disabled={data.pool === 0}
				/>
			</fetcher.Form>
		</UrlDialog>
	)
}

/**
 * Buy (first buy, with a promotion code) or Upgrade: the count with its stepper, an order number and
 * the price (unit price, subtotal, discount, total), fetched as the values change with JavaScript and
 * by "Calculate" without ('Licenses have been bought!').
 */
function BuyDialog({ data, closeHref }: { data: BuyDialogData; closeHref: string }) {
	const { t } = useTranslation('partnerBilling')
	const hydrated = useHydrated()
	const fetcher = useFetcher<LicenceFormReply>()
	const priceFetcher = useFetcher<PriceLookup>()
	const { kind, customer } = data
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const serverResult = useMemo(() => data.result, [data.licenses, data.promotionCode, data.orderNumber])
	const [form, fields] = useLazyForm({
		id: `buy-licences-${customer.id}`,
		lastResult: fetcher.data?.result ?? serverResult,
		defaultValue: { licenses: data.licenses, promotionCode: data.promotionCode, orderNumber: data.orderNumber },
		constraint: data.constraint,
		// Spec 2 §5: the licence count is validated as it changes.
		validateOn: 'onInput',
		loadValidation: loadBuyValidation,
	})
	const licenses = ((fields.licenses!.value as string | undefined) ?? '').trim()
	const promotionCode = kind === 'first' ? ((fields.promotionCode!.value as string | undefined) ?? '').trim() : ''
	const valid = isLicenceCount(licenses)

	// The live price of a good count, once the typing pauses.
	const load = useRef(priceFetcher.load)
	load.current = priceFetcher.load
	const lookup = priceFetcher.data
	const fromFetcher = lookup?.licenses === licenses && lookup.promotionCode === promotionCode
	const fromServer = data.licenses.trim() === licenses && data.promotionCode.trim() === promotionCode
	useEffect(() => {
		if (!hydrated || !valid || fromFetcher || (fromServer && (data.price || data.priceFailure))) return
		const timer = setTimeout(
			() => void load.current(priceLookupHref({ customerId: customer.id, kind, licenses, promotionCode })),
			PRICE_DEBOUNCE_MS,
		)
		return () => clearTimeout(timer)
	}, [hydrated, valid, fromFetcher, fromServer, data.price, data.priceFailure, customer.id, kind, licenses, promotionCode])

	const price = !valid ? null : fromFetcher ? lookup.price : fromServer ? data.price : null
	const priceFailure = !valid ? null : fromFetcher ? lookup.failure : fromServer ? data.priceFailure : null
	const submitIntent = kind === 'upgrade' ? LICENCE_INTENT.upgrade : LICENCE_INTENT.buy
	const pending = useIsPending({ fetcher, intent: submitIntent })
	const optionalHint = t('buy.optional')

	return (
		<UrlDialog
			closeHref={closeHref}
			className="sm:max-w-lg"
			data-testid="buy-licences-dialog"
			data-kind={kind}
			title={t(`buy.title.${kind}`)}
			description={t(`buy.description.${kind}`, { customer: customer.name })}
		>
			<fetcher.Form
				method="post"
				action={LICENCE_ACTION}
				preventScrollReset
				{...getFormProps(form)}
				// With JavaScript the price follows the typing: Enter in a field does not buy (the button does).
				onKeyDown={
					hydrated ? (event) => event.key === 'Enter' && event.target instanceof HTMLInputElement && event.preventDefault() : undefined
				}
				className="grid gap-4"
			>
				<LicenceFormHiddenFields dialog={LICENCE_DIALOG.buy} redirectTo={closeHref} customerId={customer.id} />
				<FailureAlert t={t} failure={fetcher.data?.failure} data-testid="licence-failure" />
				<LicenceCountField field={fields.licenses!}>
					{hydrated ? null : (
						// First submit button of the form: Enter in a field prices what was typed.
						<Button type="submit" variant="outline" name="intent" value={LICENCE_INTENT.calculate}>
							{t('buy.calculate')}
						</Button>
					)}
				</LicenceCountField>
				{kind === 'first' ? (
					<Field
						label={t('buy.promotionCode')}
						description={optionalHint}
						errors={translateErrors(t, fields.promotionCode!.errors, { max: LICENCE_TEXT_MAX })}
					>
						<Input {...getInputProps(fields.promotionCode!, { type: 'text' })} autoComplete="off" spellCheck={false} />
					</Field>
				) : null}
				<Field
					label={t('buy.orderNumber')}
					description={optionalHint}
					errors={translateErrors(t, fields.orderNumber!.errors, { max: LICENCE_TEXT_MAX })}
				>
					<Input {...getInputProps(fields.orderNumber!, { type: 'text' })} autoComplete="off" />
				</Field>
				<PriceSummary price={price} failure={priceFailure} valid={valid} />
				<LicenceFormFooter intent={submitIntent} submitLabel={t(`buy.submit.${kind}`)} pending={pending} disabled={hydrated && !valid} />
			</fetcher.Form>
		</UrlDialog>
	)
}

/** The price calculation (spec 2 §7 calculate_price): unit price, subtotal, discount and total. */
function PriceSummary({ price, failure, valid }: { price: PriceTexts | null; failure: LicenceFormReply['failure']; valid: boolean }) {
	const { t } = useTranslation('partnerBilling')
	return (
		<section
			aria-labelledby="licence-price-title"
			aria-live="polite"
			className="grid gap-2 rounded-md border bg-muted/40 px-4 py-3"
			data-testid="licence-price"
		>
			<h3 id="licence-price-title" className="text-sm font-semibold">
				{t('buy.price.title')}
			</h3>
			{price ? (
				<>
					<dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
						<dt className="text-muted-foreground">{t('buy.price.unitPrice')}</dt>
						<dd className="text-end" data-testid="price-unit">
							{t('buy.price.perYear', { price: price.unitPrice })}
						</dd>
						<dt className="text-muted-foreground">{t('buy.price.subtotal')}</dt>
						<dd className="text-end" data-testid="price-subtotal">
							{price.subtotal}
						</dd>
						<dt className="text-muted-foreground">{t('buy.price.discount')}</dt>
						<dd className="text-end" data-testid="price-discount">
							{price.hasDiscount ? `−${price.discount}` : price.discount}
						</dd>
						<dt className="font-semibold">{t('buy.price.total')}</dt>
						<dd className="text-end font-semibold" data-testid="price-total">
							{price.total}
						</dd>
					</dl>
					{price.promotionCode && !price.promotionCodeValid ? (
						<p className="text-sm text-destructive">{t('buy.price.codeNotApplied', { code: price.promotionCode })}</p>
					) : null}
				</>
			) : failure ? (
				<FailureAlert t={t} failure={failure} />
			) : valid ? (
				<p className="text-sm text-muted-foreground">{t('buy.price.loading')}</p>
			) : (
				<p className="text-sm text-muted-foreground">{t('buy.price.needsLicenses')}</p>
			)}
		</section>
	)
}
