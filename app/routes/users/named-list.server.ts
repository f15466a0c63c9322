import { data } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { hasErrorCode, isNotFound } from '#app/gateway/errors.ts'
import { createNamed, deleteNamed, getNamed, listNamed, NAME_TAKEN, renameNamed, type NamedListKind } from '#app/gateway/users.server.ts'
import { textKey } from '#app/i18n/keys.ts'
import { formatDate } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { searchWithout } from '#app/lib/modals.ts'
import { parseTableQuery, redirectPastLastPage } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { CREATE_MODAL, gatewayPage, ID_PARAM, INTENT, MODAL_PARAM, NAMED_MODAL, namedTable } from './directory.ts'
import { NAMED_ITEM_CONSTRAINT, NamedItemSchema } from './schemas.ts'
import type { NamedListData, NamedReply } from './named-list.tsx'

/** The departments or groups page: one page of the list, and the item a rename or delete dialog names. */
export async function loadNamedList(viewer: Viewer, request: Request, url: URL, kind: NamedListKind, lng: string): Promise<NamedListData> {
	const { token } = viewer
	const companyId = viewer.company.id
	const query = parseTableQuery(namedTable, url)
	const modal = url.searchParams.get(MODAL_PARAM)
	const id = url.searchParams.get(ID_PARAM)
	const namesItem = (modal === NAMED_MODAL.rename || modal === NAMED_MODAL.delete) && !!id
	const [list, item] = await Promise.all([
		settle(request, () =>
			listNamed(token, companyId, kind, {
				pageNumber: gatewayPage(query),
				pageSize: query.pageSize,
				order: query.order,
				orderBy: query.orderBy,
				searchText: query.searchText,
			}),
		),
		namesItem ? settle(request, () => getNamed(token, companyId, kind, id)) : null,
	])
	if (list.ok) redirectPastLastPage(namedTable, url, query, list.value.pageInfo.totalItems)
	return {
		kind,
		rows: list.ok ? list.value.data.map((row) => ({ ...row, createdLabel: formatDate(row.createdAt, lng) })) : [],
		total: list.ok ? list.value.pageInfo.totalItems : 0,
		failures: [list.ok ? null : list.failure, item && !item.ok ? item.failure : null],
		dialog:
			modal === CREATE_MODAL[kind]
				? { type: 'create' }
				: namesItem && item?.ok
					? {
							type: modal === NAMED_MODAL.rename ? 'rename' : 'delete',
							item: { id: item.value.id, name: item.value.name },
						}
					: null,
		constraint: NAMED_ITEM_CONSTRAINT,
	}
}

/** Create, rename and delete (told apart by `intent`); success goes back to the list with a toast. */
export async function namedListAction(viewer: Viewer, request: Request, url: URL, kind: NamedListKind) {
	const formData = await request.formData()
	const intent = formData.get('intent')
	const back = `${url.pathname}${searchWithout(url.search, [MODAL_PARAM, ID_PARAM])}`
	const { token } = viewer
	const companyId = viewer.company.id

	if (intent === INTENT.delete) {
		const id = String(formData.get('id') ?? '')
		try {
			await deleteNamed(token, companyId, kind, id)
		} catch (error) {
			const failure: UiMessage = isNotFound(error) ? { message: 'users:named.notFound' } : await writeFailure(error, request)
			return redirectWithToast(request, back, { type: 'error', ...failure })
		}
		return redirectWithToast(request, back, { type: 'success', message: textKey(`users:named.${kind}.deleted`) })
	}

	if (intent !== INTENT.create && intent !== INTENT.rename) throw new Response('Unknown intent', { status: 400 })
	const submission = parseSubmission(formData, NamedItemSchema)
	if (submission.status !== 'success') {
		return data<NamedReply>({ intent, result: submission.reply() }, { status: 400 })
	}
	const { name } = submission.value
	try {
		if (intent === INTENT.create) await createNamed(token, companyId, kind, name)
		else await renameNamed(token, companyId, kind, String(formData.get('id') ?? ''), name)
	} catch (error) {
		if (hasErrorCode(error, NAME_TAKEN)) {
			return data<NamedReply>(
				{ intent, result: submission.reply({ fieldErrors: { name: [textKey(`users:named.${kind}.nameTaken`)] } }) },
				{ status: 400 },
			)
		}
		const failure: UiMessage = isNotFound(error) ? { message: 'users:named.notFound' } : await writeFailure(error, request)
		return data<NamedReply>({ intent, result: submission.reply(), failure }, { status: 400 })
	}
	const done = intent === INTENT.create ? 'created' : 'renamed'
	return redirectWithToast(request, back, { type: 'success', message: textKey(`users:named.${kind}.${done}`) })
}
