import { isBuiltPage } from '#app/lib/built-pages.ts'

// Spec 3 §6: "A per-company flag (phishing exercise v2) switches the gaming data source and decides whether
// the navigation shows gaming or phishing exercise, with redirects between their URL spaces." The one place
// that rule lives: the navigation (app/auth/visibility.ts trainingGameLink), the gaming pages' layout and
// the /phishing-exercise… route ask it. A v2 company is sent to the phishing exercise only once that page
// is built (app/lib/built-pages.ts); until then it keeps gaming, so no link or redirect leads to a 404.

export const GAMING_PATH = '/gaming'
export const PHISHING_EXERCISE_PATH = '/phishing-exercise'

/** The phishing exercise page that matches a gaming page (spec 3 §2: its home, active and archived lists, the wizard). */
const EXERCISE_OF_GAMING: Record<string, string> = {
	'/gaming': PHISHING_EXERCISE_PATH,
	'/gaming/preview': PHISHING_EXERCISE_PATH,
	'/gaming/statistics': `${PHISHING_EXERCISE_PATH}/active`,
	'/gaming/settings': `${PHISHING_EXERCISE_PATH}/create`,
}

/** Which game a company's navigation offers: the phishing exercise for a v2 company once it is built, else gaming. */
export function trainingGameOf(
	isPhishingExerciseV2Enabled: boolean,
	isBuilt: (path: string) => boolean = isBuiltPage,
): 'gaming' | 'phishingExercise' {
	return isPhishingExerciseV2Enabled && isBuilt(PHISHING_EXERCISE_PATH) ? 'phishingExercise' : 'gaming'
}

/**
 * Where a request for a gaming page goes instead, or null to stay: a v2 company to the matching phishing
 * exercise page when that page is built (else its home when that is), a company without the flag nowhere.
 */
export function gamingRedirect(
	pathname: string,
	isPhishingExerciseV2Enabled: boolean,
	isBuilt: (path: string) => boolean = isBuiltPage,
): string | null {
	if (!isPhishingExerciseV2Enabled) return null
	const path = pathname.replace(/\/+$/, '') || '/'
	if (path !== GAMING_PATH && !path.startsWith(`${GAMING_PATH}/`)) return null
	const matching = EXERCISE_OF_GAMING[path] ?? PHISHING_EXERCISE_PATH
	if (isBuilt(matching)) return matching
	return isBuilt(PHISHING_EXERCISE_PATH) ? PHISHING_EXERCISE_PATH : null
}

/**
 * Where a request for /phishing-exercise or any page under it is sent: a company without the flag to
 * gaming; a v2 company nowhere (null: it gets the page, or the 404 page for a path that is none).
 */
export function phishingExerciseRedirect(isPhishingExerciseV2Enabled: boolean): string | null {
	return isPhishingExerciseV2Enabled ? null : GAMING_PATH
}
