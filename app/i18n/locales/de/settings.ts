import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Einstellungen',
	tabs: {
		label: 'Einstellungsseiten',
		general: 'Allgemein',
		'email-reminders': 'E-Mail-Erinnerungen',
		'single-sign-on': 'Single Sign-On',
		'white-label': 'White Label',
		integration: 'Integration',
	},
} satisfies Texts<'settings'>
