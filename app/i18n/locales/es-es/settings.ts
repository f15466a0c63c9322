import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Ajustes',
	tabs: {
		label: 'Páginas de ajustes',
		general: 'General',
		'email-reminders': 'Recordatorios por correo',
		'single-sign-on': 'Inicio de sesión único',
		'white-label': 'Marca blanca',
		integration: 'Integración',
	},
} satisfies Texts<'settings'>
