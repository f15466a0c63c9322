import { redirect } from 'react-router'
import { sessionEndingResponse, type Viewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { getStartTrainingData, type StartTrainingData } from '#app/gateway/training.server.ts'
import { getInviteTemplates, listAllNamed, type InviteRole } from '#app/gateway/users.server.ts'
import { CSV_COLUMNS, type ColumnMapping } from '#app/lib/csv-import/columns.ts'
import { mapCsvRows, visibleText, type InvalidCsvRow } from '#app/lib/csv-import/validate.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { canAutoStartTraining, canUseSsoToggle, hasCurrentAssignments, notificationDefault, templateKind } from './rules.ts'
import { EMAILS_CONSTRAINT, NOTIFY_CONSTRAINT, type NotificationList } from './schemas.ts'
import { type AddUsersDraft, type DrawerReply, loadDraft, mappingKey, readyForNotify } from './state.server.ts'
import { joinEmailTokens } from './tokens.ts'
import {
	ADD_USERS_MODAL,
	type AddUsersFlow,
	closeDrawerHref,
	DRAWER_PARAM,
	drawerHref,
	isAddUsersModal,
	pageSearch,
	SSO_SETTINGS_PATH,
} from './url.ts'

/** How many preview rows, and how many skipped or existing rows, the CSV step draws. */
export const CSV_PREVIEW_ROWS = 5
export const CSV_LISTED_ROWS = 100

/** What the Add New Users drawer needs when `?modal=` names one of its tabs (null when closed). */
export async function loadAddUsersDrawer(viewer: Viewer, request: Request, url: URL) {
	const params = url.searchParams
	const modal = params.get(DRAWER_PARAM.modal)
	if (!isAddUsersModal(modal)) return null
	// The SSO tab is the SSO settings page (spec 1 §2).
	if (modal === ADD_USERS_MODAL.sso) throw redirect(SSO_SETTINGS_PATH)
	const flow: AddUsersFlow = modal
	const back = pageSearch(url.search)
	const base = { flow, back, closeHref: closeDrawerHref(back) }
	// Adding users needs a verified email (spec 1 §5): the verify dialog instead.
	if (!viewer.user.emailVerified) return { ...base, view: 'verifyEmail' as const, email: viewer.user.email }

	const draftId = params.get(DRAWER_PARAM.draft)
	const draft = await loadDraft(viewer, draftId)
	if (draftId && (!draft || draft.flow !== flow)) {
		// Expired, someone else's, or of the other tab: start this tab afresh.
		throw await redirectWithToast(request, drawerHref(back, { modal: flow }), {
			type: 'info',
			message: 'addUsers:notify.expired',
		})
	}
	const wantsNotify = params.get(DRAWER_PARAM.step) === '1'
	if (wantsNotify && draft && readyForNotify(draft)) {
		return { ...base, view: 'notify' as const, draftId, ...(await notifyStep(viewer, request, draft)) }
	}
	if (wantsNotify) throw redirect(drawerHref(back, { modal: flow, draft: draftId }))
	if (flow === ADD_USERS_MODAL.emails) return { ...base, view: 'emails' as const, draftId, ...(await emailsStep(viewer, request, draft)) }
	if (draft?.csv) return { ...base, view: 'csvMapping' as const, draftId, ...csvMappingStep({ ...draft, csv: draft.csv }) }
	return { ...base, view: 'csvUpload' as const, draftId, reply: replyFor(draft, 'csvUpload') }
}
export type AddUsersDrawerData = Awaited<ReturnType<typeof loadAddUsersDrawer>>
export type LoadedDrawer = NonNullable<AddUsersDrawerData>

function replyFor(draft: AddUsersDraft | null, step: DrawerReply['step']): DrawerReply | null {
	return draft?.reply?.step === step ? draft.reply : null
}

async function settled<T>(request: Request, read: () => Promise<T>): Promise<{ value: T | null; failure: UiMessage | null }> {
	try {
		return { value: await read(), failure: null }
	} catch (error) {
		return { value: null, failure: await writeFailure(error, request) }
	}
}

/** Step 0 of "Add by Emails": the company's departments and groups, and what was entered before. */
async function emailsStep(viewer: Viewer, request: Request, draft: AddUsersDraft | null) {
	const { token } = viewer
	const companyId = viewer.company.id
	const [departments, groups] = await Promise.all([
		settled(request, () => listAllNamed(token, companyId, 'departments')),
		settled(request, () => listAllNamed(token, companyId, 'groups')),
	])
	const profile = draft?.profile
	return {
		departments: (departments.value ?? []).map(({ id, name }) => ({ id, name })),
		groups: (groups.value ?? []).map(({ id, name }) => ({ id, name })),
		failure: departments.failure ?? groups.failure,
		values: profile
			? {
					emails: joinEmailTokens(profile.emails),
					department: profile.department,
					groups: profile.groups,
					newGroups: profile.newGroups.join(', '),
					role: profile.role,
				}
			: null,
		reply: replyFor(draft, 'emails'),
		revision: draft?.revision ?? 0,
		constraint: EMAILS_CONSTRAINT,
	}
}

/** The file's line of each email (first occurrence), for naming existing users per row. */
function emailLines(draft: AddUsersDraft & { csv: NonNullable<AddUsersDraft['csv']> }) {
	const { file, mapping } = draft.csv
	const lines = new Map<string, number>()
	if (mapping.email === null) return lines
	file.rows.forEach((row, i) => {
		const email = (row[mapping.email!] ?? '').trim().toLowerCase()
		if (email && !lines.has(email)) lines.set(email, file.lines[i]!)
	})
	return lines
}

/** Step 0 of the CSV flow once a file is in the draft: the mapping, a preview and every problem row. */
function csvMappingStep(draft: AddUsersDraft & { csv: NonNullable<AddUsersDraft['csv']> }) {
	const { file, mapping } = draft.csv
	const mapped = mapCsvRows(file, mapping)
	const key = mappingKey(mapping)
	const checked = draft.csv.existing?.key === key ? draft.csv.existing.emails : null
	const lines = emailLines(draft)
	const existing = (checked ?? [])
		.map((email) => ({ line: lines.get(email.toLowerCase()) ?? 0, value: email }))
		.sort((a, b) => a.line - b.line)
	const existingSet = new Set((checked ?? []).map((e) => e.toLowerCase()))
	const willAdd = mapped.invites.filter((invite) => !existingSet.has(invite.email.toLowerCase())).length
	return {
		fileName: file.fileName,
		headers: file.headers.map(visibleText),
		rowCount: file.rows.length,
		mapping,
		preview: file.rows.slice(0, CSV_PREVIEW_ROWS).map((row) => row.map(visibleText)),
		invalid: mapped.invalid.slice(0, CSV_LISTED_ROWS) as InvalidCsvRow[],
		invalidCount: mapped.invalid.length,
		noValidEmails: mapped.noValidEmails,
		existing: existing.slice(0, CSV_LISTED_ROWS),
		existingCount: existing.length,
		/** Set once the file's emails were checked for this mapping: Next then adds the others. */
		acknowledgeKey: checked && checked.length > 0 ? key : null,
		validCount: mapped.invites.length,
		willAdd,
		reply: replyFor(draft, 'csvMapping'),
		revision: draft.revision,
	}
}

/** The users step 1 will add, and the role whose template and notification rules apply. */
export function notifyTarget(draft: AddUsersDraft): { count: number; role: InviteRole } {
	if (draft.flow === 'emails') return { count: draft.profile?.emails.length ?? 0, role: draft.profile?.role ?? 'user' }
	const csv = draft.csv!
	const skip = new Set((csv.existing?.key === mappingKey(csv.mapping) ? csv.existing.emails : []).map((e) => e.toLowerCase()))
	const { invites } = mapCsvRows(csv.file, csv.mapping)
	return { count: invites.filter((invite) => !skip.has(invite.email)).length, role: 'user' }
}

/** Step 1 of both flows: the notification rules, the role's invite template and what was typed. */
async function notifyStep(viewer: Viewer, request: Request, draft: AddUsersDraft) {
	const { count, role } = notifyTarget(draft)
	const [templates, training] = await Promise.all([
		settled(request, () => getInviteTemplates(viewer.token, viewer.company.id)),
		startTrainingData(viewer, request),
	])
	const notification = notificationDefault(role, hasCurrentAssignments(training))
	const autoStart = canAutoStartTraining(training, viewer.company)
	const template = templates.value ? templates.value[templateKind(role)] : null
	const typed = draft.notify
	const notificationList: NotificationList = autoStart ? (typed?.notificationList ?? 'userOnly') : 'userOnly'
	return {
		count,
		role,
		notification,
		autoStart,
		ssoToggle: canUseSsoToggle(viewer),
		template,
		templateFailure: templates.failure,
		values: {
			notification: notification.locked ? true : (typed?.notification ?? notification.checked),
			notificationList,
			subject: typed?.subject ?? template?.subject ?? '',
			message: typed?.message ?? template?.message ?? '',
			sso: typed?.sso ?? true,
		},
		reply: replyFor(draft, 'notify'),
		revision: draft.revision,
		constraint: NOTIFY_CONSTRAINT,
	}
}

/** The start-training data, or null when the gateway could not tell (the rules then fall back). */
export async function startTrainingData(viewer: Viewer, request: Request): Promise<StartTrainingData | null> {
	try {
		return await getStartTrainingData(viewer.token, viewer.company.id)
	} catch (error) {
		const ending = await sessionEndingResponse(error, request)
		if (ending) throw ending
		console.error(error)
		return null
	}
}

export const CSV_COLUMN_NAMES = CSV_COLUMNS
export type { ColumnMapping }
