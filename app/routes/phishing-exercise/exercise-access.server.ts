import { redirect } from 'react-router'
import { requireViewer, type Viewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { phishingExerciseRedirect } from '#app/routes/gaming/game-switch.ts'

// The guard of every phishing exercise page and action (/phishing-exercise…, /phishing-exercise-report…):
// spec 3 §6 "All phishing routes require the admin role" (the staff group: admin, superadmin, support),
// and the phishing exercise v2 flag: a company without it is sent to gaming (game-switch.ts).

type Args = Parameters<typeof requireViewer>[0]

export async function requireExerciseViewer(args: Args): Promise<Viewer> {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const to = phishingExerciseRedirect(viewer.company.features.isPhishingExerciseV2Enabled)
	if (to) throw redirect(to)
	return viewer
}

/**
 * Spec 3 §6: creating, editing and deleting templates needs a feature permission whose role names the
 * spec does not show; this console gives it to the company's admins and platform staff, not to support.
 */
export const TEMPLATE_EDITOR_ROLES = ['admin', 'superadmin'] as const

export function canEditExerciseTemplates(role: string): boolean {
	return (TEMPLATE_EDITOR_ROLES as readonly string[]).includes(role)
}
