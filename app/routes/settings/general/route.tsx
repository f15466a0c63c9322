import type { Route } from './+types/route'
import { requireViewer } from '#app/auth/guards.server.ts'
import { TwoFactorSection } from './two-factor-section.tsx'
import { loadTwoFactor } from './two-factor.server.ts'

// Scaffold: the general-settings helper owns this module (the company form); the Two-Factor
// Authentication section comes from two-factor.server.ts and two-factor-section.tsx.
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const [twoFactor] = await Promise.all([loadTwoFactor(viewer, args.request)])
	return { twoFactor }
}

export default function GeneralSettings({ loaderData }: Route.ComponentProps) {
	return <TwoFactorSection data={loaderData.twoFactor} />
}
