/** English texts of the settings pages' frame (spec 1 §2). */
export default {
	title: 'Settings',
	tabs: {
		label: 'Settings pages',
		general: 'General',
		'email-reminders': 'Email Reminders',
		'single-sign-on': 'Single Sign-On',
		'white-label': 'White Label',
		integration: 'Integration',
	},
}
