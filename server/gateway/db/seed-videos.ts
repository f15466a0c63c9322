import type * as s from './schema.ts'

// The video library's demo pins (spec 2 §4 "Video pinning", §9 "Max pinned videos: 5"). The library
// itself is reference data (migration 0022); a company's pins are demo data: Acme has one pinned video,
// Fabrikam (an English company) the maximum of five (its Pin actions are blocked).

export const VIDEO_SEED = {
	/** English videos of the library, in its order (migration 0022), with the categories the seed uses. */
	phishing: ['vid_spot_phishing_email', 'vid_hover_before_you_click', 'vid_fake_invoice', 'vid_smishing'],
	passwords: ['vid_strong_passphrases', 'vid_password_manager', 'vid_mfa_basics', 'vid_mfa_fatigue'],
	/** The library's size in English, and in each of German, French and Spanish. */
	englishCount: 22,
	translatedCount: 4,
	/** Acme's pinned video. */
	acmePinned: ['vid_mfa_basics'],
	/** Fabrikam's five pinned videos, oldest pin first. */
	fabrikamPinned: ['vid_spot_phishing_email', 'vid_strong_passphrases', 'vid_gdpr_two_minutes', 'vid_public_wifi', 'vid_lost_phone'],
} as const

/** The pins of the demo companies, each pinned by the company's admin a few days before the seeding. */
export function demoPinnedVideos(
	ids: { acme: string; acmeAdmin: string; fabrikam: string; fabrikamAdmin: string },
	ago: (days: number) => Date,
): (typeof s.pinnedVideos.$inferInsert)[] {
	return [
		...VIDEO_SEED.acmePinned.map((videoId, i) => ({ companyId: ids.acme, videoId, pinnedAt: ago(10 - i), pinnedBy: ids.acmeAdmin })),
		...VIDEO_SEED.fabrikamPinned.map((videoId, i) => ({
			companyId: ids.fabrikam,
			videoId,
			pinnedAt: ago(20 - i),
			pinnedBy: ids.fabrikamAdmin,
		})),
	]
}
