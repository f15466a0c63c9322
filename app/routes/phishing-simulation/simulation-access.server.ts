import { requireViewer, type Viewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'

// The guard of the phishing simulation's list and create pages: spec 3 §6 "All phishing routes require
// the admin role", the staff group as the phishing exercise's pages (exercise-access.server.ts). The
// simulation has no feature flag of its own, so no redirect beyond the role check.

type Args = Parameters<typeof requireViewer>[0]

export function requireSimulationViewer(args: Args): Promise<Viewer> {
	return requireViewer(args, { roles: ROLE_GROUPS.staff })
}
