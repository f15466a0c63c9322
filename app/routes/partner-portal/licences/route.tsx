import { data, redirect } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import { homePathFor } from '#app/auth/roles.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import {
	allocateLicences,
	buyCustomerLicences,
	buyPartnerLicences,
	getLicencePool,
	PARTNER_ERROR,
} from '#app/gateway/partner-portal.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { ENHANCED_FIELD, pathWithDialog } from '#app/lib/modals.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { channelOf, requirePartner } from '../guard.server.ts'
import { type LicenceFormReply, lookUpCustomerPrice, purchaseMethodsOf } from './licence-dialog.server.ts'
import {
	LICENCE_DIALOG,
	LICENCE_DIALOG_FIELD,
	LICENCE_INTENT,
	LICENCE_MODAL,
	LICENCE_MODAL_PARAMS,
	licenceModalHref,
	type LicenceValues,
	PURCHASE_PARAMS,
	purchaseModalHref,
} from './modal.ts'
import { allocateLicencesSchema, BuyLicencesSchema, PartnerPurchaseSchema } from './schemas.ts'
import type { Route } from './+types/route'

/**
 * The licence dialogs' forms (spec 2 §7): Allocate, Buy / Upgrade for a customer (posted from the
 * customers pages) and the partner's own purchase (the transactions pages), told apart by the hidden
 * `dialog` field and the submit button's `intent`. The company is always the session's; the customer
 * id from the form is checked by the gateway (403 company_not_accessible outside the partner's tree).
 * Success goes back to the page under the dialog (`redirectTo`) with the spec's toast; a refused
 * submit answers its messages in place with JavaScript, and without goes back to the dialog with what
 * was typed in the URL, where the dialog's loader shows the messages again.
 * GET is the buy dialog's live price.
 */

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requirePartner(args, 'any')
	const search = args.url.searchParams
	const customerId = search.get('customerId')
	if (!customerId) throw new Response('customerId is required', { status: 400 })
	return lookUpCustomerPrice(viewer, args.request, {
		customerId,
		kind: search.get('kind') === 'upgrade' ? 'upgrade' : 'first',
		licenses: search.get('licenses') ?? '',
		promotionCode: search.get('promotionCode') ?? '',
	})
}

type Post = { viewer: Viewer; request: Request; form: FormData; page: string; enhanced: boolean; intent: string | null }

export async function action(args: Route.ActionArgs) {
	const viewer = await requirePartner(args, 'any')
	const form = await args.request.formData()
	// The page under the dialog, without the dialogs' own parameters.
	const page = pathWithDialog(
		safeRedirectPath(form.get('redirectTo'), homePathFor(viewer.company)),
		[...LICENCE_MODAL_PARAMS, ...PURCHASE_PARAMS],
		{},
	)
	const intent = form.get('intent')
	const post: Post = {
		viewer,
		request: args.request,
		form,
		page,
		enhanced: form.get(ENHANCED_FIELD) === '1',
		intent: typeof intent === 'string' ? intent : null,
	}
	switch (form.get(LICENCE_DIALOG_FIELD)) {
		case LICENCE_DIALOG.allocate:
			return allocate(post)
		case LICENCE_DIALOG.buy:
			return buy(post)
		case LICENCE_DIALOG.purchase:
			return purchase(post)
		default:
			throw new Response('Unknown form', { status: 400 })
	}
}

function text(form: FormData, name: string): string {
	const value = form.get(name)
	return typeof value === 'string' ? value : ''
}

function customerIdOf(form: FormData): string {
	const customerId = text(form, 'customerId')
	if (!customerId) throw new Response('customerId is required', { status: 400 })
	return customerId
}

/**
 * A refused submit: its messages (and the failure) in place with JavaScript or for conform's
 * validation posts; without JavaScript back to the dialog, with the failure as a toast.
 */
async function refused(post: Post, reply: LicenceFormReply, dialog: string, submitted: boolean) {
	if (post.enhanced || !submitted) return data<LicenceFormReply>(reply, { status: 400 })
	if (!reply.failure) return redirect(dialog)
	return redirectWithToast(post.request, dialog, { type: 'error', ...reply.failure })
}

/** Allocate: from the pool to the customer ('Licenses have been allocated!'); more than the pool is a 409 shown in the dialog. */
async function allocate(post: Post) {
	const { viewer, form } = post
	const customerId = customerIdOf(form)
	const submission = parseSubmission(form, allocateLicencesSchema())
	const submitted = post.intent === LICENCE_INTENT.allocate
	const dialog = licenceModalHref(post.page, LICENCE_MODAL.allocate, customerId, { licenses: text(form, 'licenses') })
	if (submission.status !== 'success' || !submitted) return refused(post, { result: submission.reply() }, dialog, submitted)
	try {
		await allocateLicences(viewer.token, viewer.company.id, customerId, Number(submission.value.licenses))
	} catch (error) {
		if (!hasErrorCode(error, PARTNER_ERROR.notEnoughLicences)) {
			return refused(post, { result: submission.reply(), failure: await writeFailure(error, post.request) }, dialog, true)
		}
		// More than the pool: the count's own message with the pool as it is now, as the browser says it
		// once its validation has loaded (and the dialog's loader without JavaScript).
		const pool = await getLicencePool(viewer.token, viewer.company.id).catch(() => null)
		const checked = pool === null ? null : parseSubmission(form, allocateLicencesSchema(pool))
		if (checked && checked.status !== 'success') return refused(post, { result: checked.reply() }, dialog, true)
		const failure: UiMessage = { message: 'partnerBilling:allocate.notEnough' }
		return refused(post, { result: submission.reply(), failure }, dialog, true)
	}
	return redirectWithToast(post.request, post.page, { type: 'success', message: 'partnerBilling:allocate.success' })
}

/**
 * Buy (a first buy, with a promotion code) or Upgrade for a customer ('Licenses have been bought!'),
 * through the reseller's or the sub-reseller's call; a refused purchase shows the gateway's message as
 * it is (spec 2 §8). "Calculate" (without JavaScript) goes back to the dialog, which prices what was typed.
 */
async function buy(post: Post) {
	const { viewer, form } = post
	const customerId = customerIdOf(form)
	const values: LicenceValues = {
		licenses: text(form, 'licenses'),
		promotionCode: text(form, 'promotionCode') || undefined,
		orderNumber: text(form, 'orderNumber') || undefined,
	}
	const dialog = licenceModalHref(post.page, LICENCE_MODAL.buy, customerId, values)
	if (post.intent === LICENCE_INTENT.calculate) return redirect(dialog)
	const submission = parseSubmission(form, BuyLicencesSchema)
	const submitted = post.intent === LICENCE_INTENT.buy || post.intent === LICENCE_INTENT.upgrade
	if (submission.status !== 'success' || !submitted) return refused(post, { result: submission.reply() }, dialog, submitted)
	const kind = post.intent === LICENCE_INTENT.upgrade ? 'upgrade' : 'first'
	try {
		await buyCustomerLicences(viewer.token, {
			channel: channelOf(viewer),
			kind,
			companyId: viewer.company.id,
			customerId,
			licensesNumber: Number(submission.value.licenses),
			orderNumber: submission.value.orderNumber,
			promotionCode: kind === 'first' ? submission.value.promotionCode : undefined,
		})
	} catch (error) {
		return refused(post, { result: submission.reply(), failure: await writeFailure(error, post.request) }, dialog, true)
	}
	return redirectWithToast(post.request, post.page, { type: 'success', message: 'partnerBilling:buy.success' })
}

/**
 * The partner's own purchase into its pool ('Payment successful! Your licenses have been added.'):
 * by invoice (with pay by invoice) or distributor credit, with a coupon; the buyer is the signed-in user.
 */
async function purchase(post: Post) {
	const { viewer, form } = post
	const dialog = purchaseModalHref(post.page, true, {
		seats: text(form, 'seats'),
		method: text(form, 'method') || undefined,
		coupon: text(form, 'coupon') || undefined,
	})
	const submission = parseSubmission(form, PartnerPurchaseSchema)
	const submitted = post.intent === LICENCE_INTENT.purchase
	if (submission.status !== 'success' || !submitted) return refused(post, { result: submission.reply() }, dialog, submitted)
	const { seats, method, coupon } = submission.value
	if (!purchaseMethodsOf(viewer).includes(method)) {
		return refused(post, { result: submission.reply({ fieldErrors: { method: ['partnerBilling:licenses.required'] } }) }, dialog, true)
	}
	try {
		await buyPartnerLicences(viewer.token, {
			companyId: viewer.company.id,
			companyName: viewer.company.name,
			name: `${viewer.user.name} ${viewer.user.lastName}`.trim(),
			email: viewer.user.email,
			seats: Number(seats),
			method,
			coupon,
		})
	} catch (error) {
		return refused(post, { result: submission.reply(), failure: await writeFailure(error, post.request) }, dialog, true)
	}
	return redirectWithToast(post.request, post.page, { type: 'success', message: 'partnerBilling:purchase.success' })
}
