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

/** The reminder categories with only video training checked (the only one with tasks today). */
const VIDEO_TRAINING_ONLY = { includeGaming: false, includeVideoTraining: true, includePolicies: false, includeCalendarVideos: false }

/** A manual reminder of video training, subject "Reminder" and no message of the admin's, to the selection the overrides describe. */
export function reminderPayload(overrides: Partial<ReminderPayload> = {}): ReminderPayload {
	return { ...reminderSelection(), ...VIDEO_TRAINING_ONLY, customMessage: '', subject: 'Reminder', campaignId: null, ...overrides }
}

/** Ada of Acme, as the Contact Sales form fills her in. */
const ADA_OF_ACME = {
	name: 'Ada',
	lastName: 'Admin',
	email: 'admin@acme.test',
	phone: '+1 555 123 4567',
	companyName: 'Acme Corp',
	country: 'US',
}
/** The page the form was sent from, and no HubSpot cookie. */
const FROM_LICENSING = { pageUri: 'http://localhost:3000/licensing', pageName: 'licensing', trackingCookie: null }

/** The Contact Sales quote form as Ada of Acme fills it on the licensing page; overrides replace any field. */
export function salesQuoteForm(overrides: Partial<SalesQuote> = {}): SalesQuote {
	return { ...ADA_OF_ACME, users: 120, message: 'We would like a quote for three years.', ...FROM_LICENSING, ...overrides }
}
