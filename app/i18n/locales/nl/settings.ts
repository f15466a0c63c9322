import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Instellingen',
	tabs: {
		label: 'Instellingenpagina’s',
		general: 'Algemeen',
		'email-reminders': 'E-mailherinneringen',
		'single-sign-on': 'Single sign-on',
		'white-label': 'White label',
		integration: 'Integratie',
	},
} satisfies Texts<'settings'>
