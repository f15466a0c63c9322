import { data, redirect } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import { createAnnualTrainingCampaign } from '#app/gateway/training.server.ts'
import { bulkInviteUsers, listAllNamed, resetInviteTemplate, saveInviteTemplate } from '#app/gateway/users.server.ts'
import { textKey, type TranslationKey } from '#app/i18n/keys.ts'
import { UploadTooLarge, readBoundedFormData } from '#app/lib/bounded-form-data.server.ts'
import { CSV_COLUMNS, guessColumnMapping, type ColumnMapping } from '#app/lib/csv-import/columns.ts'
import { MAX_CSV_BYTES, readUsersCsv } from '#app/lib/csv-import/parse.server.ts'
import { mapCsvRows } from '#app/lib/csv-import/validate.ts'
import { isoDay } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { ENHANCED_FIELD } from '#app/lib/modals.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { notifyTarget, startTrainingData } from './drawer.server.ts'
import { buildInvitePayload, type ResolvedInvite } from './payload.ts'
import { canAutoStartTraining, canUseSsoToggle, templateKind } from './rules.ts'
import { CsvMappingDraftSchema, CsvMappingSchema, EmailsStepSchema, MAX_INVITES, NotifyStepSchema } from './schemas.ts'
import {
	type AddUsersDraft,
	type DrawerReply,
	existingEmails,
	loadDraft,
	mappingKey,
	type NotifyDraft,
	readyForNotify,
	removeDraft,
	saveDraft,
} from './state.server.ts'
import { isValidEmail, splitEmailTokens } from './tokens.ts'
import { type AddUsersFlow, BACK_PARAM, closeDrawerHref, DRAWER_PARAM, drawerHref, INTENT, pageSearch } from './url.ts'

/** The gateway's code when an annual training campaign already runs: the invite goes on. */
export const ANNUAL_TRAINING_ACTIVE = 'annual_training_active'

type Context = {
	viewer: Viewer
	request: Request
	back: string
	draftId: string | null
	draft: AddUsersDraft | null
	enhanced: boolean
}

/**
 * The drawer's form posts (spec 1 §4 "Add-users flow"). Each step validates on the server and
 * redirects to the next one with the state in the draft; a failed step answers JSON with
 * JavaScript, and without it keeps the reply in the draft and draws the drawer again.
 */
export async function addUsersAction(viewer: Viewer, request: Request, url: URL): Promise<Response | ReturnType<typeof data<DrawerReply>>> {
	const back = pageSearch(url.searchParams.get(BACK_PARAM) ?? '')
	const draftId = url.searchParams.get(DRAWER_PARAM.draft)
	const draft = await loadDraft(viewer, draftId)
	const context: Context = { viewer, request, back, draftId: draft ? draftId : null, draft, enhanced: false }
	let formData: FormData
	try {
		// Every post is bounded (the CSV upload is the large one) before it is read.
		formData = await readBoundedFormData(request, MAX_CSV_BYTES)
	} catch (error) {
		if (!(error instanceof UploadTooLarge)) throw error
		// The body was refused unread: no fields, so answer as a page would (the drawer shows the message).
		return fail(
			{
				...context,
				draft: context.draft?.flow === 'csv' ? context.draft : null,
				draftId: context.draft?.flow === 'csv' ? draftId : null,
			},
			'csv',
			0,
			{
				step: 'csvUpload',
				failure: { message: 'csvImport:file.tooLarge' },
			},
		)
	}
	context.enhanced = formData.get(ENHANCED_FIELD) === '1'
	const intent = String(formData.get('intent') ?? '')
	const flow: AddUsersFlow = intent.startsWith('csv') ? 'csv' : intent === INTENT.emails ? 'emails' : (draft?.flow ?? 'emails')
	// A draft of the other tab is not this form's.
	if (draft && draft.flow !== flow) Object.assign(context, { draft: null, draftId: null })
	// Adding users needs a verified email (spec 1 §5): the drawer shows the verify dialog.
	if (!viewer.user.emailVerified) return redirect(drawerHref(back, { modal: flow }))

	switch (intent) {
		case INTENT.emails:
			return emailsStep(context, formData)
		case INTENT.csvUpload:
			return csvUpload(context, formData)
		case INTENT.csvMap:
		case INTENT.csvNext:
			return csvMapping(context, formData, intent === INTENT.csvNext)
		case INTENT.invite:
		case INTENT.saveTemplate:
		case INTENT.cancelTemplate:
		case INTENT.resetTemplate:
			return notifyStep(context, formData)
		default:
			throw new Response('Unknown intent', { status: 400 })
	}
}

/** A failed step: JSON in place with JavaScript; without, the reply goes into the draft and the drawer is drawn again. */
async function fail(context: Context, flow: AddUsersFlow, step: 0 | 1, reply: DrawerReply, changes: Partial<AddUsersDraft> = {}) {
	if (context.enhanced) {
		// The draft still learns what was typed (a later reload shows it), but the answer is JSON.
		if (context.draft && Object.keys(changes).length) await saveDraft(context.viewer, context.draftId, { ...context.draft, ...changes })
		return data(reply, { status: 400 })
	}
	const draft: AddUsersDraft = { ...(context.draft ?? { flow, revision: 0 }), ...changes, reply }
	const id = await saveDraft(context.viewer, context.draftId, draft)
	return redirect(drawerHref(context.back, { modal: flow, step, draft: id }))
}

// ─── Add by Emails, step 0 ───────────────────────────────────────────────────

async function emailsStep(context: Context, formData: FormData) {
	const submission = parseSubmission(formData, EmailsStepSchema)
	if (submission.status !== 'success') {
		const tokens = splitEmailTokens(String(formData.get('emails') ?? ''))
		return fail(context, 'emails', 0, {
			step: 'emails',
			result: submission.reply(),
			invalidEmails: tokens.filter((t) => !isValidEmail(t)),
		})
	}
	const value = submission.value
	let existing: string[]
	try {
		existing = await existingEmails(context.viewer, value.emails)
	} catch (error) {
		return fail(context, 'emails', 0, {
			step: 'emails',
			result: submission.reply(),
			failure: await writeFailure(error, context.request),
		})
	}
	if (existing.length > 0) {
		return fail(context, 'emails', 0, {
			step: 'emails',
			result: submission.reply({ fieldErrors: { emails: [textKey('addUsers:emails.inUse')] } }),
			existingEmails: existing,
		})
	}
	const previous = context.draft?.flow === 'emails' ? context.draft : null
	const roleChanged = previous?.profile && previous.profile.role !== value.role
	const draft: AddUsersDraft = {
		flow: 'emails',
		revision: previous?.revision ?? 0,
		profile: {
			emails: value.emails,
			department: value.department,
			groups: value.groups,
			newGroups: value.newGroups,
			role: value.role,
		},
		// Another role has another template: its subject and message apply again.
		notify: previous?.notify && roleChanged ? { ...previous.notify, subject: undefined, message: undefined } : previous?.notify,
	}
	const id = await saveDraft(context.viewer, previous ? context.draftId : null, draft)
	return redirect(drawerHref(context.back, { modal: 'emails', step: 1, draft: id }))
}

// ─── CSV, step 0 ─────────────────────────────────────────────────────────────

async function csvUpload(context: Context, formData: FormData) {
	const csvDraft = context.draft?.flow === 'csv' ? context : { ...context, draft: null, draftId: null }
	const file = formData.get('file')
	if (!(file instanceof File) || (file.size === 0 && !file.name)) {
		return fail(csvDraft, 'csv', 0, { step: 'csvUpload', failure: { message: 'addUsers:csv.fileRequired' } })
	}
	const read = await readUsersCsv(file)
	if (!read.ok)
		return fail(csvDraft, 'csv', 0, {
			step: 'csvUpload',
			failure: { message: textKey(`csvImport:file.${read.problem}`) },
		})
	const draft: AddUsersDraft = {
		flow: 'csv',
		revision: csvDraft.draft?.revision ?? 0,
		csv: { file: read.csv, mapping: guessColumnMapping(read.csv.headers), existing: null, readyKey: null },
	}
	const id = await saveDraft(context.viewer, csvDraft.draftId, draft)
	return redirect(drawerHref(context.back, { modal: 'csv', draft: id }))
}

/** The posted column choices, each an index of the file's headers (others dropped). */
function postedMapping(formData: FormData, headerCount: number): ColumnMapping {
	const parsed = parseSubmission(formData, CsvMappingDraftSchema)
	const raw = (parsed.status === 'success' ? parsed.value : {}) as Partial<ColumnMapping>
	return Object.fromEntries(
		CSV_COLUMNS.map((column) => {
			const index = raw[column]
			return [column, typeof index === 'number' && index < headerCount ? index : null]
		}),
	) as ColumnMapping
}

async function csvMapping(context: Context, formData: FormData, next: boolean) {
	const { draft } = context
	if (draft?.flow !== 'csv' || !draft.csv) return redirect(drawerHref(context.back, { modal: 'csv' }))
	const mapping = postedMapping(formData, draft.csv.file.headers.length)
	const key = mappingKey(mapping)
	const csv = { ...draft.csv, mapping }
	const reopen = async (changes: Partial<AddUsersDraft>) => {
		const id = await saveDraft(context.viewer, context.draftId, { ...draft, ...changes, reply: undefined })
		// With JavaScript the page's loaders run again after the post: the selects keep focus and values.
		if (context.enhanced && id === context.draftId) return data<DrawerReply>({ step: 'csvMapping' })
		return redirect(drawerHref(context.back, { modal: 'csv', draft: id }))
	}
	if (!next) return reopen({ csv })

	const submission = parseSubmission(formData, CsvMappingSchema)
	if (submission.status !== 'success') return fail(context, 'csv', 0, { step: 'csvMapping', result: submission.reply() }, { csv })
	const mapped = mapCsvRows(csv.file, mapping)
	const formError = (message: TranslationKey) =>
		fail(context, 'csv', 0, { step: 'csvMapping', result: submission.reply({ formErrors: [message] }) }, { csv })
	if (mapped.noValidEmails) return formError('csvImport:mapping.noValidEmails')
	if (mapped.invites.length === 0) return formError('addUsers:csv.nothingToAdd')
	if (mapped.invites.length > MAX_INVITES) return formError('addUsers:emails.tooMany')

	let existing: string[]
	try {
		existing = await existingEmails(
			context.viewer,
			mapped.invites.map((invite) => invite.email),
		)
	} catch (error) {
		return fail(
			context,
			'csv',
			0,
			{ step: 'csvMapping', result: submission.reply(), failure: await writeFailure(error, context.request) },
			{ csv },
		)
	}
	const lower = existing.map((e) => e.toLowerCase()).sort()
	const seenBefore =
		draft.csv.existing?.key === key &&
		JSON.stringify([...draft.csv.existing.emails].map((e) => e.toLowerCase()).sort()) === JSON.stringify(lower)
	csv.existing = { key, emails: existing }
	if (existing.length > 0 && !(seenBefore && formData.get('acknowledge') === key)) {
		// Existing users are skipped only once the admin has seen them: the step shows them per row.
		return reopen({ csv })
	}
	if (mapped.invites.length - existing.length <= 0) return formError('addUsers:csv.nothingToAdd')
	csv.readyKey = key
	const id = await saveDraft(context.viewer, context.draftId, { ...draft, csv, reply: undefined })
	return redirect(drawerHref(context.back, { modal: 'csv', step: 1, draft: id }))
}

// ─── Step 1 of both flows ────────────────────────────────────────────────────

function typedNotify(formData: FormData): NotifyDraft {
	const text = (name: string) => {
		const value = formData.get(name)
		return typeof value === 'string' ? value : ''
	}
	return {
		notification: text('notification') === 'on',
		notificationList: text('notificationList') === 'beginTraining' ? 'beginTraining' : 'userOnly',
		sso: text('sso') === 'on',
		subject: text('subject'),
		message: text('message'),
	}
}

async function notifyStep(context: Context, formData: FormData) {
	const { draft, viewer, request } = context
	if (!draft || !readyForNotify(draft)) {
		const flow = draft?.flow ?? 'emails'
		return redirectWithToast(request, drawerHref(context.back, { modal: flow, draft: context.draftId }), {
			type: 'info',
			message: 'addUsers:notify.expired',
		})
	}
	const flow = draft.flow
	const here = (id: string) => drawerHref(context.back, { modal: flow, step: 1, draft: id })
	const { role } = notifyTarget(draft)
	const kind = templateKind(role)
	const typed = typedNotify(formData)
	const intent = String(formData.get('intent'))

	if (intent === INTENT.cancelTemplate) {
		const id = await saveDraft(viewer, context.draftId, {
			...draft,
			notify: { ...typed, subject: undefined, message: undefined },
			reply: undefined,
		})
		return redirect(here(id))
	}
	if (intent === INTENT.resetTemplate) {
		try {
			await resetInviteTemplate(viewer.token, viewer.company.id, kind)
		} catch (error) {
			return fail(context, flow, 1, { step: 'notify', failure: await writeFailure(error, request) }, { notify: typed })
		}
		const id = await saveDraft(viewer, context.draftId, {
			...draft,
			notify: { ...typed, subject: undefined, message: undefined },
			reply: undefined,
		})
		return redirectWithToast(request, here(id), { type: 'success', message: 'addUsers:notify.templateReset' })
	}

	const submission = parseSubmission(formData, NotifyStepSchema)
	if (submission.status !== 'success') return fail(context, flow, 1, { step: 'notify', result: submission.reply() }, { notify: typed })
	const value = submission.value

	if (value.intent === INTENT.saveTemplate) {
		try {
			await saveInviteTemplate(viewer.token, viewer.company.id, kind, {
				subject: value.subject,
				message: value.message,
			})
		} catch (error) {
			return fail(
				context,
				flow,
				1,
				{ step: 'notify', result: submission.reply(), failure: await writeFailure(error, request) },
				{ notify: typed },
			)
		}
		const id = await saveDraft(viewer, context.draftId, { ...draft, notify: typed, reply: undefined })
		return redirectWithToast(request, here(id), { type: 'success', message: 'addUsers:notify.templateSaved' })
	}

	// The invite.
	const notification = role === 'admin' ? true : value.notification
	const sso = canUseSsoToggle(viewer) ? value.sso : false
	try {
		const invites = await resolveInvites(viewer, draft)
		if (value.notificationList === 'beginTraining') await startAnnualTrainingFirst(viewer, request)
		// One call: the gateway creates the departments and groups named and the users in one transaction.
		await bulkInviteUsers(
			viewer.token,
			viewer.company.id,
			buildInvitePayload({
				companyId: viewer.company.id,
				invites,
				notification,
				subject: value.subject,
				message: value.message,
				sso,
			}),
		)
	} catch (error) {
		if (error instanceof Response) throw error
		const failure: UiMessage = await writeFailure(error, request)
		return fail(context, flow, 1, { step: 'notify', result: submission.reply(), failure }, { notify: typed })
	}
	await removeDraft(viewer, context.draftId)
	return redirectWithToast(request, closeDrawerHref(context.back), {
		type: 'success',
		message: 'addUsers:notify.added',
	})
}

/**
 * "Add users and begin training" with auto-start (spec 1 §4): the Annual Training campaign is
 * created first (start today, all users, notifications on). The rule is read again now, and a
 * campaign that already runs (409) is no reason to stop: the invite goes on.
 */
async function startAnnualTrainingFirst(viewer: Viewer, request: Request) {
	const training = await startTrainingData(viewer, request)
	if (!canAutoStartTraining(training, viewer.company)) return
	try {
		await createAnnualTrainingCampaign(viewer.token, viewer.company.id, { startDate: isoDay(new Date()) })
	} catch (error) {
		if (hasErrorCode(error, ANNUAL_TRAINING_ACTIVE)) return
		throw error
	}
}

/**
 * The draft's users with the names of their department and groups. Nothing is created here: the
 * bulk invite creates the departments and groups that do not exist yet in its own transaction.
 */
async function resolveInvites(viewer: Viewer, draft: AddUsersDraft): Promise<ResolvedInvite[]> {
	if (draft.flow === 'emails') {
		const profile = draft.profile!
		// The groups ticked are ids of the list shown: their names now (a group deleted meanwhile is left out).
		const known = profile.groups.length ? await listAllNamed(viewer.token, viewer.company.id, 'groups') : []
		const names = new Map(known.map((group) => [group.id, group.name]))
		const groups = [...profile.groups.flatMap((id) => (names.has(id) ? [names.get(id)!] : [])), ...profile.newGroups]
		return profile.emails.map((email) => ({ email, role: profile.role, department: profile.department, groups }))
	}
	const csv = draft.csv!
	const skip = new Set((csv.existing?.key === mappingKey(csv.mapping) ? csv.existing.emails : []).map((e) => e.toLowerCase()))
	const invites = mapCsvRows(csv.file, csv.mapping).invites.filter((invite) => !skip.has(invite.email))
	return invites.map((invite) => ({
		email: invite.email,
		role: 'user',
		department: invite.department || null,
		groups: invite.group ? [invite.group] : [],
		name: invite.name,
		lastName: invite.lastName,
	}))
}
