import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Indstillinger',
	tabs: {
		label: 'Indstillingssider',
		general: 'Generelt',
		'email-reminders': 'E-mail-påmindelser',
		'single-sign-on': 'Single Sign-On',
		'white-label': 'White label',
		integration: 'Integration',
	},
} satisfies Texts<'settings'>
