import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Configurações',
	tabs: {
		label: 'Páginas de configurações',
		general: 'Geral',
		'email-reminders': 'Lembretes por e-mail',
		'single-sign-on': 'Login único',
		'white-label': 'Marca branca',
		integration: 'Integração',
	},
} satisfies Texts<'settings'>
