import type { Viewer } from '#app/auth/guards.server.ts'

// Scaffold: the two-factor helper owns this file and two-factor-section.tsx.
export type TwoFactorData = { enabled: boolean }

/** What the Two-Factor Authentication section of the general settings shows. */
export async function loadTwoFactor(viewer: Viewer, _request: Request): Promise<TwoFactorData> {
	return { enabled: viewer.user.isMfaEnabled }
}
