/**
 * What the email-reminders form offers, without zod (the page needs these on every load; the
 * schema loads on first use). The same lists as the gateway contract (reminder-settings.server.ts).
 */
export const FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const
/** ISO weekdays, 1 Monday … 7 Sunday. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const
/** The reminder payload's categories (spec 1 §3), in the order the form shows them. */
export const CATEGORIES = ['includeVideoTraining', 'includeGaming', 'includePolicies', 'includeCalendarVideos'] as const
export const SUBJECT_MAX = 300
export const MESSAGE_MAX = 20_000
/** The field that carries the "at least one category" message. */
export const CATEGORIES_FIELD = 'categories'
