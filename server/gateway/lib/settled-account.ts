// The /user reply's account state of a user with nothing pending: email verified, onboarding done,
// no temporary password or new email waiting, notices seen, no MFA. A partner-access session's
// placeholder identity (services/session.ts toAuthUser) has it, and so do the console's test users.
// Its own file, without the database, so the console's msw doubles can spread it.

export const SETTLED_ACCOUNT_STATE = {
	sso: false,
	emailVerified: true,
	onboardingCompleted: true,
	onboardingSkipped: false,
	unconfirmedNewEmail: null,
	temporary_password: false,
	suspendedCampaignsNotificationShown: true,
	notificationsShown: true,
	isMfaEnabled: false,
} as const
