import type { Viewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { findExistingEmails, type InviteRole } from '#app/gateway/users.server.ts'
import type { ColumnMapping } from '#app/lib/csv-import/columns.ts'
import type { ParsedCsv } from '#app/lib/csv-import/parse.server.ts'
import { draftOwner, draftStore } from '#app/lib/draft-store.server.ts'
import type { NotificationList } from './schemas.ts'
import type { AddUsersFlow } from './url.ts'
import type { SubmissionResult } from '@conform-to/react'

/**
 * The drawer's server-side draft (ARCHITECTURE.md "Multi-step flows"): what each step accepted, the
 * parsed CSV (never sent to the page), and, for a failed submit without JavaScript, the reply to
 * show when the drawer is drawn again.
 */

export type EmailsProfile = {
	emails: string[]
	department: string
	groups: string[]
	newGroups: string[]
	role: InviteRole
}

export type CsvState = {
	file: ParsedCsv
	mapping: ColumnMapping
	/** The file's emails that already belong to users, for the mapping they were checked with. */
	existing: { key: string; emails: string[] } | null
	/** The mapping accepted by Next (step 1 is open for it). */
	readyKey: string | null
}

/** Step 1's typed values; no subject/message means "the role's template". */
export type NotifyDraft = {
	notification: boolean
	notificationList: NotificationList
	sso: boolean
	subject?: string
	message?: string
}

export type ReplyStep = 'emails' | 'csvUpload' | 'csvMapping' | 'notify'

/** What a failed submit answers (JSON with JavaScript; kept in the draft without). */
export type DrawerReply = {
	step: ReplyStep
	result?: SubmissionResult<string[]>
	failure?: UiMessage | null
	/** Tokens that are not valid addresses, and those already in use: marked as errors. */
	invalidEmails?: string[]
	existingEmails?: string[]
}

export type AddUsersDraft = {
	flow: AddUsersFlow
	/** Bumped on each save, so the step's form is drawn afresh from the draft. */
	revision: number
	profile?: EmailsProfile
	csv?: CsvState
	notify?: NotifyDraft
	reply?: DrawerReply
}

const DRAFT_ID = /^[A-Za-z0-9_-]{16,64}$/

export async function loadDraft(viewer: Viewer, id: string | null): Promise<AddUsersDraft | null> {
	if (!id || !DRAFT_ID.test(id)) return null
	return draftStore.load<AddUsersDraft>(draftOwner(viewer), id)
}

/** Saves the draft under its id when it still exists, else under a new one; returns the id. */
export async function saveDraft(viewer: Viewer, id: string | null, draft: AddUsersDraft): Promise<string> {
	const value = { ...draft, revision: draft.revision + 1 }
	if (id && DRAFT_ID.test(id) && (await draftStore.update(draftOwner(viewer), id, value))) return id
	return draftStore.save(draftOwner(viewer), value)
}

export async function removeDraft(viewer: Viewer, id: string | null) {
	if (id && DRAFT_ID.test(id)) await draftStore.remove(draftOwner(viewer), id)
}

export function mappingKey(mapping: ColumnMapping) {
	return JSON.stringify(mapping)
}

/** Whether step 1 can open for this draft. */
export function readyForNotify(draft: AddUsersDraft): boolean {
	if (draft.flow === 'emails') return !!draft.profile
	return !!draft.csv && draft.csv.readyKey === mappingKey(draft.csv.mapping)
}

/** Which of `emails` belong to users already, asked in chunks the gateway accepts. */
export async function existingEmails(viewer: Viewer, emails: string[]): Promise<string[]> {
	const found: string[] = []
	for (let i = 0; i < emails.length; i += 5000) {
		found.push(...(await findExistingEmails(viewer.token, viewer.company.id, emails.slice(i, i + 5000))))
	}
	return found
}
