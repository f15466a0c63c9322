import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Impostazioni',
	tabs: {
		label: 'Pagine delle impostazioni',
		general: 'Generali',
		'email-reminders': 'Promemoria via email',
		'single-sign-on': 'Single Sign-On',
		'white-label': 'White label',
		integration: 'Integrazione',
	},
} satisfies Texts<'settings'>
