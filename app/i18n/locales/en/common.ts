/**
 * English texts: the spec's wording. Every other locale has exactly these keys
 * (i18n/locales.test.ts checks it).
 */
export default {
	appName: 'Admin Console',
	languageMenu: 'Language',
	skipToContent: 'Skip to content',
	close: 'Close',
	cancel: 'Cancel',
	confirm: 'Confirm',
	logout: 'Logout',
	somethingWentWrong: 'Something went wrong',
	tryAgain: 'Something went wrong. Please try again.',
	userAgreement: 'User Agreement',
	privacyPolicy: 'Privacy Policy',
	getStarted: {
		title: 'Get Started',
		welcome: 'Welcome, {{name}}',
		company: 'You are managing {{company}}.',
	},
	loggedInAsCompany: {
		banner: 'Logged in as Company: {{company}}',
		exit: 'Back to customers',
	},
	policyDialog: {
		title: 'Privacy Policy',
		description: 'Please read and confirm our Privacy Policy to continue using the admin console.',
		link: 'Read the Privacy Policy',
		confirm: 'Confirm',
	},
	verifyEmailDialog: {
		title: 'Verify your email',
		description: 'Please verify your email address {{email}} to add users and receive notifications.',
		resend: 'Resend Email Verification',
		sent: 'Email with verification link has been sent',
	},
	verifyEmail: {
		verified: 'Your email has been verified',
		invalid: 'This verification link is invalid or has expired.',
	},
	errors: {
		notFoundTitle: 'Page not found',
		notFoundText: 'The page you are looking for does not exist or has been moved.',
		forbiddenTitle: "You don't have permission to access",
		forbiddenText: 'Your role does not give access to this page. Ask an admin of your company if you need it.',
		serverTitle: 'Something Went Wrong',
		serverText: 'Something went wrong. Please try again.',
		home: 'Go to the console',
		disabledTitle: 'This company is disabled',
		disabledText: 'Access to the admin console is suspended for this company. Please contact your provider or our support team.',
		backToLogin: 'Back to login',
	},
}
