import { redirect } from 'react-router'
import { requireViewer, type Viewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { SHELL_PATH } from '#app/auth/visibility.ts'
import { canBuildCustomTrainings } from './paths.ts'

/**
 * The builder's guard: a staff role (others get the 403 page, as on the course settings tab), and a
 * partner company; anyone else goes to Get started (spec 2 §2 "redirects to get-started if the user is
 * not a partner", §6).
 */
export async function requireTrainingBuilder(args: Parameters<typeof requireViewer>[0]): Promise<Viewer> {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	if (!canBuildCustomTrainings(viewer.user.role, viewer.company)) throw redirect(SHELL_PATH.home)
	return viewer
}
