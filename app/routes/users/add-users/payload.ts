import type { BulkInvitePayload, InviteRole } from '#app/gateway/users.server.ts'

/** One user to invite, with the names of a department and groups (created by the invite when missing). */
export type ResolvedInvite = {
	email: string
	role: InviteRole
	department: string | null
	groups: string[]
	name?: string
	lastName?: string
}

/** Names once each, compared without case (the gateway matches them so); the first spelling stays. */
function distinctNames(names: readonly string[]) {
	const byKey = new Map<string, string>()
	for (const name of names) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name)
	return [...byKey.values()]
}

/**
 * The invite payload of spec 1 §3 for the bulk invite: each email with its role, department and
 * groups (names), names for the CSV flow (left out when empty: a 10,000-row file stays compact);
 * the typed subject and message; departments and groups null at the top level.
 */
export function buildInvitePayload(input: {
	companyId: string
	invites: readonly ResolvedInvite[]
	notification: boolean
	subject: string
	message: string
	sso: boolean
}): BulkInvitePayload {
	return {
		emails: input.invites.map((invite) => ({
			email: invite.email.trim().toLowerCase(),
			role: invite.role,
			departments: invite.department ? [invite.department] : [],
			groups: distinctNames(invite.groups),
			...(invite.name ? { name: invite.name } : {}),
			...(invite.lastName ? { lastName: invite.lastName } : {}),
		})),
		company_id: input.companyId,
		custom_message: input.notification ? input.message : '',
		custom_subject: input.notification ? input.subject : '',
		sso: input.sso,
		departments: null,
		groups: null,
		notificationsEnabled: input.notification,
	}
}
