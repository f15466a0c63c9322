import { data } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import {
	getDefaultInviteMessage,
	inviteCustomers,
	listPartnerCompanies,
	listResellerCustomers,
	listSubResellerCustomers,
	listSubResellers,
	PARTNER_ERROR,
	type PartnerCompanyList,
	type PartnerCompanyRow,
	removeCustomers,
	requestCustomerAccess,
	resendCustomerInvite,
	setDefaultInviteMessage,
	setSubReseller,
	type CustomerQuery,
} from '#app/gateway/partner-portal.server.ts'
import { textKey, type TranslationKey } from '#app/i18n/keys.ts'
import { formatDate } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { parseTableQuery, redirectPastLastPage } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import {
	INVITE_CONSTRAINT,
	INVITE_MESSAGE_CONSTRAINT,
	InviteCustomersSchema,
	InviteMessageSchema,
	REMOVE_CONFIRMATION_PHRASE,
	REMOVE_CONSTRAINT,
	RemoveCustomersSchema,
} from './customers-schemas.ts'
import {
	CUSTOMER_PARAM,
	customerListQuery,
	CUSTOMERS_INTENT,
	CUSTOMERS_MODAL,
	type CustomerFilters,
	type CustomersPage,
	customersTable,
	isEmptySelection,
	MAX_SELECTED,
	pageWithoutDialog,
	parseCustomerFilters,
	parseModal,
	parseSelection,
} from './customers-url.ts'
import { loadLicenceDialog } from './licences/licence-dialog.server.ts'
import type { CustomerView, CustomersData, CustomersReply } from './customers-types.ts'
import type { PartnerPage } from './guard.server.ts'

/** Each customers page's wrapper (spec 2 §2) and list call (spec 2 §7). */
export const CUSTOMERS_GUARD: Record<CustomersPage, PartnerPage> = { partner: 'neither', reseller: 'reseller', subreseller: 'subreseller' }

const LIST_CALL: Record<CustomersPage, (token: string, companyId: string, query: CustomerQuery) => Promise<PartnerCompanyList>> = {
	partner: listPartnerCompanies,
	reseller: listResellerCustomers,
	subreseller: listSubResellerCustomers,
}

/** Only a reseller has sub-resellers to filter by. */
function filtersFor(page: CustomersPage, params: URLSearchParams): CustomerFilters {
	const filters = parseCustomerFilters(params)
	if (page !== 'reseller') delete filters.subResellers
	return filters
}

/** A row as the page shows it: the dates already formatted ('MMM dd, yyyy'), what the partner may do with it. */
export function toCustomerView(row: PartnerCompanyRow, page: CustomersPage, partnerName: string, lng: string): CustomerView {
	const direct = row.parentCompanyName === null || row.parentCompanyName === partnerName
	return {
		id: row.id,
		name: row.name,
		parentCompanyName: row.parentCompanyName,
		type: row.type,
		status: row.status,
		state: row.state,
		isRegistered: row.isRegistered,
		dealProbability: Math.max(0, Math.min(100, row.dealProbability)),
		totalSeats: row.totalSeats,
		paidSeats: row.subscription?.paidSeats ?? null,
		overage: row.overage,
		access: row.loginAsCompanyStatus,
		email: row.owner?.email ?? null,
		subscriptionStatus: row.subscription?.status ?? null,
		trialStatus: row.trial?.status ?? null,
		invitedLabel: formatDate(row.invitedAt, lng),
		createdLabel: formatDate(row.createdAt, lng),
		disabledLabel: formatDate(row.disabledAt, lng),
		expireLabel: formatDate(row.subscription?.currentPeriodEnd ?? row.trial?.endDate ?? null, lng),
		canMarkSubReseller: page === 'reseller' && row.isRegistered && row.type === null && direct,
		canUnmarkSubReseller: page === 'reseller' && row.type === 'SUBRESELLER',
	}
}

/** One page of the customers table as the URL asks for it, the sub-resellers (reseller only) and the open dialog's data. */
export async function loadCustomersPage(
	viewer: Viewer,
	page: CustomersPage,
	request: Request,
	url: URL,
	lng: string,
): Promise<CustomersData> {
	const { token } = viewer
	const companyId = viewer.company.id
	const params = url.searchParams
	const query = parseTableQuery(customersTable, url)
	const filters = filtersFor(page, params)
	const modal = parseModal(params)
	const selection = parseSelection(params)
	const wantsMessage = modal === CUSTOMERS_MODAL.invite || modal === CUSTOMERS_MODAL.inviteMessage
	const [list, subResellers, message] = await Promise.all([
		settle(request, () => LIST_CALL[page](token, companyId, customerListQuery(query, filters))),
		page === 'reseller' ? settle(request, () => listSubResellers(token, companyId)) : null,
		wantsMessage ? settle(request, () => getDefaultInviteMessage(token, companyId)) : null,
	])
	const total = list.ok ? list.value.pageInfo.totalItems : 0
	if (list.ok) redirectPastLastPage(customersTable, url, query, total)
	const rows = list.ok ? list.value.data.map((row) => toCustomerView(row, page, viewer.company.name, lng)) : []
	const defaultMessage = message?.ok ? message.value : ''

	// The licence dialogs open from a row of this page (`?modal=allocateLicences|buyLicences&customerId=…`).
	const licenceDialog = list.ok
		? await loadLicenceDialog(
				viewer,
				request,
				url,
				list.value.data.find((row) => row.id === params.get('customerId')),
			)
		: null

	let dialog: CustomersData['dialog'] = null
	if (modal === CUSTOMERS_MODAL.invite) dialog = { type: 'invite', message: defaultMessage, constraint: INVITE_CONSTRAINT }
	else if (modal === CUSTOMERS_MODAL.inviteMessage && message?.ok)
		dialog = { type: 'inviteMessage', message: defaultMessage, constraint: INVITE_MESSAGE_CONSTRAINT }
	else if (modal === CUSTOMERS_MODAL.remove && !isEmptySelection(selection)) {
		const chosen = selection.isAllSelected ? rows : rows.filter((row) => selection.customersIds.includes(row.id))
		const count = selection.isAllSelected ? Math.min(total, MAX_SELECTED) : selection.customersIds.length
		dialog = {
			type: 'remove',
			count,
			names: chosen.slice(0, 5).map((row) => row.name),
			phrase: REMOVE_CONFIRMATION_PHRASE,
			constraint: REMOVE_CONSTRAINT,
		}
	} else if (modal === CUSTOMERS_MODAL.markSubReseller || modal === CUSTOMERS_MODAL.unmarkSubReseller) {
		const row = rows.find((r) => r.id === params.get(CUSTOMER_PARAM))
		const allowed = modal === CUSTOMERS_MODAL.markSubReseller ? row?.canMarkSubReseller : row?.canUnmarkSubReseller
		if (row && allowed) dialog = { type: modal, customer: { id: row.id, name: row.name } }
	}

	return {
		page,
		rows,
		total,
		isFiltered: Object.keys(filters).length > 0,
		subResellers: subResellers?.ok ? subResellers.value : [],
		canInvite: viewer.company.features.isPartnerInviteAllowed,
		selection,
		failures: [
			list.ok ? null : list.failure,
			subResellers && !subResellers.ok ? subResellers.failure : null,
			message && !message.ok ? message.failure : null,
		],
		dialog,
		licenceDialog,
	}
}

/**
 * Every id "all across pages" names: the same list call (filters and search of the page's URL), read a
 * hundred at a time up to MAX_SELECTED.
 */
async function allSelectedIds(viewer: Viewer, page: CustomersPage, url: URL): Promise<string[]> {
	const query = { ...parseTableQuery(customersTable, url), pageSize: 100 as const }
	const filters = filtersFor(page, url.searchParams)
	const ids: string[] = []
	for (let pageNumber = 0; ids.length < MAX_SELECTED; pageNumber++) {
		const list = await LIST_CALL[page](viewer.token, viewer.company.id, customerListQuery({ ...query, pageNumber }, filters))
		ids.push(...list.data.map((row) => row.id))
		if (list.data.length === 0 || pageNumber + 1 >= list.pageInfo.totalPages) break
	}
	return ids.slice(0, MAX_SELECTED)
}

function customerIdOf(formData: FormData): string {
	const id = String(formData.get('customerId') ?? '').trim()
	if (!id || id.length > 100) throw new Response('Missing customer', { status: 400 })
	return id
}

/** The form's intents (spec 2 §2 customers): each writes with the company of the session and goes back with the spec's toast. */
export async function customersAction(viewer: Viewer, page: CustomersPage, request: Request, url: URL) {
	const formData = await request.formData()
	const intent = formData.get('intent')
	const back = pageWithoutDialog(url.pathname, url.search)
	const { token } = viewer
	const companyId = viewer.company.id
	const done = (message: TranslationKey) => redirectWithToast(request, back, { type: 'success', message })
	const failed = async (error: unknown) => redirectWithToast(request, back, { type: 'error', ...(await writeFailure(error, request)) })

	switch (intent) {
		case CUSTOMERS_INTENT.invite: {
			const submission = parseSubmission(formData, InviteCustomersSchema)
			if (submission.status !== 'success') return data<CustomersReply>({ intent, result: submission.reply() }, { status: 400 })
			try {
				await inviteCustomers(token, companyId, submission.value.companies, submission.value.message)
			} catch (error) {
				const known = hasErrorCode(error, PARTNER_ERROR.alreadyInvited)
					? textKey('partnerCustomers:invite.alreadyInvited')
					: hasErrorCode(error, PARTNER_ERROR.invitesNotAllowed)
						? textKey('partnerCustomers:invite.notAllowed')
						: null
				const failure: UiMessage = known ? { message: known } : await writeFailure(error, request)
				return data<CustomersReply>({ intent, result: submission.reply(), failure }, { status: 400 })
			}
			return done('partnerCustomers:invite.sent')
		}
		case CUSTOMERS_INTENT.inviteMessage: {
			const submission = parseSubmission(formData, InviteMessageSchema)
			if (submission.status !== 'success') return data<CustomersReply>({ intent, result: submission.reply() }, { status: 400 })
			try {
				await setDefaultInviteMessage(token, companyId, submission.value.message)
			} catch (error) {
				return data<CustomersReply>({ intent, result: submission.reply(), failure: await writeFailure(error, request) }, { status: 400 })
			}
			return done('partnerCustomers:inviteMessage.updated')
		}
		case CUSTOMERS_INTENT.remove: {
			const submission = parseSubmission(formData, RemoveCustomersSchema)
			if (submission.status !== 'success') return data<CustomersReply>({ intent, result: submission.reply() }, { status: 400 })
			const selection = parseSelection(url.searchParams)
			if (isEmptySelection(selection)) {
				return data<CustomersReply>(
					{ intent, result: submission.reply({ formErrors: [textKey('partnerCustomers:remove.noSelection')] }) },
					{ status: 400 },
				)
			}
			try {
				const ids = selection.isAllSelected ? await allSelectedIds(viewer, page, url) : selection.customersIds
				await removeCustomers(token, companyId, ids)
			} catch (error) {
				return data<CustomersReply>({ intent, result: submission.reply(), failure: await writeFailure(error, request) }, { status: 400 })
			}
			return done('partnerCustomers:remove.removed')
		}
		case CUSTOMERS_INTENT.resendInvite: {
			const customerId = customerIdOf(formData)
			try {
				await resendCustomerInvite(token, companyId, customerId)
			} catch (error) {
				return failed(error)
			}
			return done('partnerCustomers:resend.sent')
		}
		case CUSTOMERS_INTENT.requestAccess: {
			const customerId = customerIdOf(formData)
			try {
				await requestCustomerAccess(token, customerId)
			} catch (error) {
				return failed(error)
			}
			return done('partnerCustomers:requestAccess.sent')
		}
		case CUSTOMERS_INTENT.markSubReseller:
		case CUSTOMERS_INTENT.unmarkSubReseller: {
			// Spec 2 §4 "Partner": a reseller marks a customer as sub-reseller or unmarks it.
			if (page !== 'reseller') throw new Response('Unknown intent', { status: 400 })
			const customerId = customerIdOf(formData)
			const mark = intent === CUSTOMERS_INTENT.markSubReseller
			try {
				await setSubReseller(token, companyId, customerId, mark)
			} catch (error) {
				return failed(error)
			}
			return done(mark ? 'partnerCustomers:subReseller.marked' : 'partnerCustomers:subReseller.unmarked')
		}
		default:
			throw new Response('Unknown intent', { status: 400 })
	}
}
