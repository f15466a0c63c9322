import type { InvitePayload, InviteRole } from '#app/gateway/users.server.ts'

/** One user to invite, with the ids of an existing department and groups. */
export type ResolvedInvite = {
	email: string
	role: InviteRole
	departmentId: string | null
	groupIds: string[]
	name?: string
	lastName?: string
}

/**
 * The invite payload of spec 1 §3: each email with its role, department and groups (ids), names
 * for the CSV flow; the typed subject and message; departments and groups null at the top level.
 */
export function buildInvitePayload(input: {
	companyId: string
	invites: readonly ResolvedInvite[]
	notification: boolean
	subject: string
	message: string
	sso: boolean
}): InvitePayload {
	return {
		emails: input.invites.map((invite) => ({
			email: invite.email.trim().toLowerCase(),
			role: invite.role,
			departments: invite.departmentId ? [invite.departmentId] : [],
			groups: [...new Set(invite.groupIds)],
			...(invite.name !== undefined ? { name: invite.name } : {}),
			...(invite.lastName !== undefined ? { lastName: invite.lastName } : {}),
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
