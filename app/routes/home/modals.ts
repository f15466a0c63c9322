import { namedValues } from '#app/lib/named-values.ts'

/**
 * URL state of the Get-started page (spec 1 §2): `?modal=` values and the partner-access flag.
 * - startTraining: the "Starting Campaign" confirmation behind "Let's Go";
 * - purchaseComplete: back from the checkout, the purchase-success dialog, which returns to the root;
 * - secureCodeTournament: opens the tournament setup dialog after 1.5 s, then leaves the URL (without
 *   JavaScript it shows at once); its form posts to developer training's settings tab.
 */
export const HOME_MODAL = namedValues(['startTraining', 'purchaseComplete', 'secureCodeTournament'])

/** spec 1 §2 / spec 2 §2: the tournament dialog opens 1.5 s after the page. */
export const TOURNAMENT_DIALOG_DELAY_MS = 1500

export const HOME_INTENT = { startTraining: 'startTraining' } as const

/** The Add New Users drawer on its Emails tab (built by the users area). */
export const INVITE_USERS_HREF = '/users/all_users?modal=emails'
