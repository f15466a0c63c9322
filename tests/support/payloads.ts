import type { SalesQuote } from '#app/gateway/sales.server.ts'
import type { InvitePayload, ReminderPayload } from '#app/gateway/users.server.ts'

// Request bodies in the shapes the console sends (app/gateway/*.server.ts), for the contract tests.

export type Invitee = InvitePayload['emails'][number]

/** One invitee: `email` as a learner without department or groups; `fields` replace those. */
export function invitee(email: string, fields: Partial<Omit<Invitee, 'email'>> = {}): Invitee {
	return { email, role: 'user', departments: [], groups: [], ...fields }
}

/** Spec 1 §3 "Invite payload": `emails` invited into `companyId` with the notification on; overrides replace any field. */
export function invitePayload(companyId: string, emails: Invitee[], overrides: Partial<InvitePayload> = {}): InvitePayload {
	return {
		emails,
		company_id: companyId,
		custom_message: 'Hi {{name}}',
		custom_subject: 'Welcome',
		sso: false,
		departments: null,
		groups: null,
		notificationsEnabled: true,
		...overrides,
	}
}

export type ReminderSelection = Pick<
	ReminderPayload,
	'isAllUsersSelected' | 'userIds' | 'searchText' | 'groupIds' | 'departmentIds' | 'filters'
>

/** Whom a reminder goes to (spec 1 §3 "Reminder payload"): by default nobody listed, no search, no filter. */
export function reminderSelection(overrides: Partial<ReminderSelection> = {}): ReminderSelection {
	return {
		isAllUsersSelected: false,
		userIds: [],
		searchText: '',
		groupIds: [],
		departmentIds: [],
		filters: { roles: [], statuses: [] },
		...overrides,
	}
}

/** A manual reminder of video training, subject "Reminder" and no message of the admin's, to the selection the overrides describe. */
export function reminderPayload(overrides: Partial<ReminderPayload> = {}): ReminderPayload {
	return {
		...reminderSelection(),
		includeGaming: false,
		includeVideoTraining: true,
		includePolicies: false,
		includeCalendarVideos: false,
		customMessage: '',
		subject: 'Reminder',
		campaignId: null,
		...overrides,
	}
}

/** The Contact Sales quote form as Ada of Acme fills it on the licensing page; overrides replace any field. */
export function salesQuoteForm(overrides: Partial<SalesQuote> = {}): SalesQuote {
	return {
		name: 'Ada',
		lastName: 'Admin',
		email: 'admin@acme.test',
		users: 120,
		message: 'We would like a quote for three years.',
		phone: '+1 555 123 4567',
		companyName: 'Acme Corp',
		country: 'US',
		pageUri: 'http://localhost:3000/licensing',
		trackingCookie: null,
		pageName: 'licensing',
		...overrides,
	}
}
