import { format } from 'date-fns'

/** Spec 1 §9 date format. */
export const PLAN_DATE_FORMAT = 'MMM dd, yyyy'

/** 'Dec 07, 2026', or null for no date (or a broken one). */
export function planDateLabel(iso: string | null | undefined): string | null {
	if (!iso) return null
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? null : format(date, PLAN_DATE_FORMAT)
}
