import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Definições',
	tabs: {
		label: 'Páginas de definições',
		general: 'Geral',
		'email-reminders': 'Lembretes por email',
		'single-sign-on': 'Início de sessão único',
		'white-label': 'Marca branca',
		integration: 'Integração',
	},
} satisfies Texts<'settings'>
