import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Paramètres',
	tabs: {
		label: 'Pages de paramètres',
		general: 'Général',
		'email-reminders': 'Rappels par e-mail',
		'single-sign-on': 'Authentification unique',
		'white-label': 'Marque blanche',
		integration: 'Intégration',
	},
} satisfies Texts<'settings'>
