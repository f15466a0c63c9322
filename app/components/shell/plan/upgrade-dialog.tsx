import { getFormProps } from '@conform-to/react'
import { useEffect, useMemo, useRef } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { CountStepperField } from '#app/components/count-stepper-field.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { ContactSalesLink } from '#app/components/shell/help/contact-sales-link.tsx'
import { Alert, AlertDescription, AlertTitle } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { ENHANCED_FIELD } from '#app/lib/modals.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { FeatureList } from './features.tsx'
import { PLAN_ACTION, PLAN_INTENT, PLAN_MODAL, pathWithPlan, priceLookupHref, SEATS_PARAM } from './modals.ts'
import { SEAT_MAX, SEAT_MESSAGE, SEAT_MESSAGE_VALUES, SEAT_MIN, SEAT_STEP, seatCountProblem } from './seats.ts'
import type { DirectPurchaseData, PlanFormReply, PriceLookup, ProviderManagedData, UpgradeDialogData } from './overlay-data.ts'
import type { PriceTexts } from './price.ts'

/** The live price waits this long after the last change of the seat count (spec 1 §9 list debounce). */
export const PRICE_DEBOUNCE_MS = 300

const SEAT_BOUNDS = { min: SEAT_MIN, step: SEAT_STEP, max: SEAT_MAX }

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.SeatPurchaseSchema))

/**
 * The upgrade dialog (spec 1 §2, §4 "Trial" and "Plan", §5 licence stepper, §9 prices): the trial
 * banner, what Boost brings, the seat stepper with its live price, Buy Now and Contact Us. After an
 * expired trial without Boost it reads 'Boost Trial Ended' and cannot be closed: no close button,
 * Escape and outside clicks do nothing; its own actions and Logout are the ways out.
 */
export function UpgradeDialog({ data, page }: { data: UpgradeDialogData; page: string }) {
	const { t } = useTranslation('plan')
	const blocking = !data.closable
	return (
		<UrlDialog
			// Without a way to close: no close button, Escape and outside clicks do nothing.
			closeHref={data.closable ? page : undefined}
			className="sm:max-w-2xl"
			data-testid="upgrade-dialog"
			data-variant={data.variant}
			revealAfterMs={data.revealAfterMs}
			title={t(`upgrade.title.${data.variant}`)}
			description={t(`upgrade.description.${data.variant}`)}
		>
			<TrialBanner trial={data.trial} page={page} />
			<section aria-labelledby="upgrade-features" className="grid gap-2">
				<h3 id="upgrade-features" className="text-sm font-semibold">
					{t('features.title')}
				</h3>
				<FeatureList />
			</section>
			{data.purchase.kind === 'direct' ? (
				<PurchaseForm data={data.purchase} page={page} contactSales={data.contactSales} />
			) : (
				<ProviderManaged data={data.purchase} />
			)}
			{blocking ? (
				// The only other way out of a dialog that cannot be closed.
				<Form method="post" action="/logout" className="flex justify-start border-t pt-4">
					<Button type="submit" variant="ghost" size="sm">
						{t('common:logout')}
					</Button>
				</Form>
			) : null}
		</UrlDialog>
	)
}

function TrialBanner({ trial, page }: { trial: UpgradeDialogData['trial']; page: string }) {
	const { t } = useTranslation('plan')
	if (!trial) return null
	if (trial.kind === 'active') {
		return (
			<Alert variant="info" data-testid="trial-banner">
				<AlertDescription>
					<p>
						{t('upgrade.trialEndsIn')} {trial.endsLabel ? <strong className="font-semibold">{trial.endsLabel}</strong> : null}
					</p>
				</AlertDescription>
			</Alert>
		)
	}
	return (
		<Alert variant="info" data-testid="trial-banner">
			<AlertDescription className="flex flex-wrap items-center justify-between gap-2">
				<p>{t('upgrade.trialOffer')}</p>
				<Button asChild size="sm" variant="outline">
					<Link to={pathWithPlan(page, PLAN_MODAL.startTrial)} preventScrollReset replace>
						{t('upgrade.startTrial')}
					</Link>
				</Button>
			</AlertDescription>
		</Alert>
	)
}

/** A provider-managed company: no Buy Now, its provider to contact instead (spec 1 §6). */
function ProviderManaged({ data }: { data: ProviderManagedData }) {
	const { t } = useTranslation('plan')
	return (
		<Alert variant="info" data-testid="provider-managed">
			<AlertTitle>{t('upgrade.providerManaged')}</AlertTitle>
			<AlertDescription>
				<p>{data.providerName ? t('upgrade.providerContact', { name: data.providerName }) : t('upgrade.providerContactUnnamed')}</p>
			</AlertDescription>
		</Alert>
	)
}

/**
 * The seat stepper, the price and Buy Now. With JavaScript: minus and plus (step 50, minus disabled
 * at the minimum), messages as the count changes, the price fetched as it changes. Without: a field
 * and "Show price", which comes back with `?seats=` priced (or refused) by the server.
 */
function PurchaseForm({ data, page, contactSales }: { data: DirectPurchaseData; page: string; contactSales: boolean }) {
	const { t } = useTranslation('plan')
	const hydrated = useHydrated()
	const fetcher = useFetcher<PlanFormReply>()
	const priceFetcher = useFetcher<PriceLookup>()
	const buying = useIsPending({ fetcher })
	// The server's verdict on `?seats=` once per value: the layout's data is redrawn after every post.
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const serverResult = useMemo(() => data.result, [data.seats])
	const reply = fetcher.data
	const [form, fields] = useLazyForm({
		id: 'plan-upgrade',
		lastResult: reply?.result ?? serverResult,
		defaultValue: { [SEATS_PARAM]: data.seats },
		constraint: data.constraint,
		// Spec 1 §5: the licence number is validated on change.
		validateOn: 'onInput',
		loadValidation,
	})
	const field = fields[SEATS_PARAM]!
	const value = ((field.value as string | undefined) ?? '').trim()
	const problem = seatCountProblem(value)

	// The live price of a good count, once the typing pauses.
	const load = useRef(priceFetcher.load)
	load.current = priceFetcher.load
	const known = priceFetcher.data?.seats === value || (data.price !== null && String(data.price.seats) === value)
	useEffect(() => {
		if (!hydrated || problem || known) return
		const timer = setTimeout(() => void load.current(priceLookupHref(value)), PRICE_DEBOUNCE_MS)
		return () => clearTimeout(timer)
	}, [hydrated, value, problem, known])

	let price: PriceTexts | null = null
	let priceFailure = null
	if (!problem) {
		if (priceFetcher.data?.seats === value) {
			price = priceFetcher.data.price
			priceFailure = priceFetcher.data.failure
		} else if (data.price && String(data.price.seats) === value) {
			price = data.price
		} else if (value === data.seats.trim()) {
			priceFailure = data.priceFailure
		}
	}
	const failure = reply?.failure ?? null

	return (
		<fetcher.Form method="post" action={PLAN_ACTION} preventScrollReset {...getFormProps(form)} className="grid gap-4">
			{hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
			<input type="hidden" name="redirectTo" value={page} />
			<FailureAlert t={t} failure={failure} />
			<CountStepperField
				field={field}
				bounds={SEAT_BOUNDS}
				stepper={hydrated}
				label={t('upgrade.seats')}
				decreaseLabel={t('upgrade.decrease', SEAT_MESSAGE_VALUES)}
				increaseLabel={t('upgrade.increase', SEAT_MESSAGE_VALUES)}
				testIdPrefix="seats"
				hint={t('upgrade.seatsHint', SEAT_MESSAGE_VALUES)}
				errors={translateErrors(t, field.errors, SEAT_MESSAGE_VALUES)}
				// With JavaScript the price follows the typing: Enter does not buy (Buy Now does).
				onKeyDown={hydrated ? (event) => event.key === 'Enter' && event.preventDefault() : undefined}
			>
				{hydrated ? null : (
					// First submit button of the form: Enter in the field shows the price.
					<Button type="submit" variant="outline" name="intent" value={PLAN_INTENT.showPrice}>
						{t('upgrade.showPrice')}
					</Button>
				)}
			</CountStepperField>
			<div
				aria-live="polite"
				className="grid min-h-16 content-center gap-1 rounded-md border bg-muted/40 px-4 py-3"
				data-testid="upgrade-price"
			>
				{price ? (
					<>
						<p className="text-xl font-semibold">{t('upgrade.perUserPerMonth', { price: price.perUserPerMonth })}</p>
						<p className="text-sm text-muted-foreground">{t('upgrade.perYear', { price: price.perYear })}</p>
					</>
				) : priceFailure ? (
					<p className="text-sm text-destructive">{t('upgrade.priceUnavailable')}</p>
				) : problem === SEAT_MESSAGE.max ? (
					<p className="text-sm">{t('upgrade.aboveMaximum', SEAT_MESSAGE_VALUES)}</p>
				) : problem ? (
					<p className="text-sm text-muted-foreground">{t('upgrade.priceNeedsSeats')}</p>
				) : (
					<p className="text-sm text-muted-foreground">{t('upgrade.priceLoading')}</p>
				)}
			</div>
			<DialogFooter>
				{contactSales ? (
					<ContactSalesLink page={page} pageName="Upgrade" variant="outline">
						{t('contactUs')}
					</ContactSalesLink>
				) : null}
				<StatusButton type="submit" name="intent" value={PLAN_INTENT.checkout} pending={buying} disabled={problem !== null}>
					{t('upgrade.buyNow')}
				</StatusButton>
			</DialogFooter>
		</fetcher.Form>
	)
}
