import type { TwoFactorData } from './two-factor.server.ts'

// Scaffold: the two-factor helper owns this file.
export function TwoFactorSection(_props: { data: TwoFactorData }) {
	return null
}
