import { DAYS_OPTIONS } from '#app/components/assignment-form/assignment-options.ts'
import type { RecipientType } from './campaign-options.ts'

// Editing an active campaign (spec 3 §4): what it has that an edit may not take away, and whether an edit
// changes anything. Apart from the schema (zod) so the Campaign Settings dialog can tell on every keystroke.

/** What an active campaign has that its edit may not take away, and the values an edit may change. */
export type CampaignLocks = {
	assignmentType: RecipientType
	ids: string[]
	daysToComplete: number
	notificationsEnabled: boolean
	notificationSubject: string
	notificationMessage: string
}

/** The days a learner has, from the chosen option. */
export function daysFrom(value: { daysOption: string; customDays: string }): number {
	return value.daysOption === 'custom' ? Number(value.customDays) : Number(value.daysOption)
}

/** The days-to-complete fields of a number of days: a preset when it is one, else custom. */
export function daysFields(days: number): { daysOption: string; customDays: string } {
	const preset = DAYS_OPTIONS.find((option) => option === String(days))
	return preset ? { daysOption: preset, customDays: '' } : { daysOption: 'custom', customDays: String(days) }
}

/** An edit's values as the form has them (trimmed, one line ending). */
export type EditValues = {
	ids: readonly string[]
	daysOption: string
	customDays: string
	notificationsEnabled: boolean
	notificationSubject: string
	notificationMessage: string
}

/** Whether an edit leaves everything as saved: Save stays disabled and the action does not send it. */
export function isUnchangedEdit(locks: CampaignLocks, value: EditValues): boolean {
	const ids = new Set(value.ids)
	return (
		ids.size === locks.ids.length &&
		locks.ids.every((id) => ids.has(id)) &&
		daysFrom(value) === locks.daysToComplete &&
		value.notificationsEnabled === locks.notificationsEnabled &&
		value.notificationSubject === locks.notificationSubject &&
		value.notificationMessage === locks.notificationMessage
	)
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown) =>
	Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : value ? [text(value)] : []

/** The dialog's current form values (conform's `form.value`) read as an edit. */
export function editValuesOf(type: RecipientType, value: Record<string, unknown> | undefined): EditValues {
	const v = value ?? {}
	const idsField = { users: 'userIds', departments: 'departmentIds', groups: 'groupIds', all: null }[type]
	return {
		ids: idsField ? list(v[idsField]) : [],
		daysOption: text(v.daysOption),
		customDays: text(v.customDays).trim(),
		notificationsEnabled: v.notificationsEnabled === 'on',
		notificationSubject: text(v.notificationSubject).trim(),
		notificationMessage: text(v.notificationMessage).replace(/\r\n/g, '\n'),
	}
}
