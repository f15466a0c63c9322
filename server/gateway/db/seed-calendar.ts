import * as s from './schema.ts'
import type { Queryable } from './types.ts'

// The monthly video calendar's demo data (spec 2 §4 "Monthly video calendar"; services/calendar.ts).
// Globex (its monthly-video flag on) has the calendar enabled with its own subject and message, a
// video on the first day of each of the ten months before the seeding's month, of that month and of
// the two after, and its learners' progress on the months that have started, the same at every
// seeding: in a month that has ended a learner at position i of the audience (by id) has completed
// the video when (i + 3k) mod 10 < 4 + (k mod 4), k the month's position (0 the oldest), is in progress
// when it is the next value up, and has not started otherwise; the seeding's month has fewer. Every
// other company has no calendar row (disabled, the default settings) and no events.

export const CALENDAR_SEED = {
	/** The English videos of Globex's months, oldest first (13: ten past months, this one, two to come). */
	videos: [
		'vid_spot_phishing_email',
		'vid_strong_passphrases',
		'vid_hover_before_you_click',
		'vid_mfa_basics',
		'vid_helpdesk_call',
		'vid_fake_invoice',
		'vid_password_manager',
		'vid_tailgating',
		'vid_smishing',
		'vid_gdpr_two_minutes',
		'vid_deepfake_ceo',
		'vid_ransomware_first_hour',
		'vid_public_wifi',
	],
	/** Months before the seeding's month that have a video (its month and two after have one too). */
	pastMonths: 10,
	futureMonths: 2,
	subject: 'Your Globex security video of the month',
	message: 'Hi! This month’s security video is ready in your learner dashboard. It takes about two minutes.',
} as const

/** The id of Globex's event `offset` months from the seeding's month (−10 … +2). */
export function globexEventId(offset: number): string {
	return `cal_globex_${offset < 0 ? `m${-offset}` : `p${offset}`}`
}

/** YYYY-MM-01 of the month `offset` months from `now`'s (UTC). */
export function monthStart(now: Date, offset: number): string {
	const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
	return d.toISOString().slice(0, 10)
}

/** A learner's seeded progress on the k-th event (0 the oldest); null is not started. */
export function seededProgress(position: number, k: number, current: boolean): 'completed' | 'inProgress' | null {
	const h = (position + 3 * k) % 10
	const completedBelow = current ? 2 : 4 + (k % 4)
	if (h < completedBelow) return 'completed'
	if (h === completedBelow) return 'inProgress'
	return null
}

/**
 * Inserts Globex's calendar: its settings, its 13 events and the progress of `audience` (its enabled
 * learners and admins) on the months that have started.
 */
export async function insertDemoCalendar(
	tx: Queryable,
	globex: { companyId: string; adminId: string; audience: readonly string[] },
	now: Date,
): Promise<void> {
	await tx.insert(s.calendarSettings).values({
		companyId: globex.companyId,
		enabled: true,
		subject: CALENDAR_SEED.subject,
		message: CALENDAR_SEED.message,
		notificationsEnabled: true,
		updatedAt: now,
		updatedBy: globex.adminId,
	})
	const events: (typeof s.calendarEvents.$inferInsert)[] = []
	const progress: (typeof s.calendarVideoProgress.$inferInsert)[] = []
	const audience = [...globex.audience].sort()
	for (let offset = -CALENDAR_SEED.pastMonths; offset <= CALENDAR_SEED.futureMonths; offset++) {
		const k = offset + CALENDAR_SEED.pastMonths
		const date = monthStart(now, offset)
		const id = globexEventId(offset)
		events.push({
			id,
			companyId: globex.companyId,
			videoId: CALENDAR_SEED.videos[k]!,
			date,
			month: date.slice(0, 7),
			createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset - 1, 20)),
			createdBy: globex.adminId,
			// Months that have begun were announced on their day; the coming ones go out when theirs comes.
			notifiedAt: offset <= 0 ? new Date(`${date}T08:00:00Z`) : null,
		})
		if (offset > 0) continue
		const start = new Date(`${date}T08:00:00Z`)
		audience.forEach((userId, position) => {
			const status = seededProgress(position, k, offset === 0)
			if (!status) return
			// Within the month (and never after the seeding): started on day 1–5, finished 1–3 days later.
			const startedAt = new Date(Math.min(start.getTime() + (position % 5) * 86_400_000, now.getTime()))
			const completedAt =
				status === 'completed' ? new Date(Math.min(startedAt.getTime() + (1 + (position % 3)) * 86_400_000, now.getTime())) : null
			progress.push({ eventId: id, userId, status, startedAt, completedAt })
		})
	}
	await tx.insert(s.calendarEvents).values(events)
	for (let i = 0; i < progress.length; i += 500) await tx.insert(s.calendarVideoProgress).values(progress.slice(i, i + 500))
}
