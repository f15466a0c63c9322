/** English texts of the Two-Factor Authentication section of the general settings (spec 1 §4 "MFA flow", §8). */
export default {
	title: 'Two-Factor Authentication',
	description: 'After your password, sign-in asks for a 6-digit code sent to your email.',
	status: 'Status:',
	on: 'Enabled',
	off: 'Disabled',
	enable: 'Enable Two-Factor Authentication',
	disable: 'Disable Two-Factor Authentication',
	partnerAccess: 'Two-Factor Authentication is managed by each user and cannot be changed while logged in as a company.',
	cancel: 'Cancel',
	password: {
		introEnable: 'Enter your password to turn on Two-Factor Authentication. We will then send a code to your email.',
		introDisable: 'Enter your password to turn off Two-Factor Authentication. We will then send a code to your email.',
		label: 'Password',
		submit: 'Send code',
	},
	code: {
		intro: 'We sent a 6-digit code to {{email}}. Enter it below.',
		label: 'Verification code',
		submitEnable: 'Enable',
		submitDisable: 'Disable',
		resend: 'Resend code',
	},
	codeSent: 'An email code was sent',
	enabledToast: 'Two-Factor Authentication enabled',
	disabledToast: 'Two-Factor Authentication disabled',
	exhausted: 'The number of attempts has been exhausted. Please try again in 10 minutes.',
}
