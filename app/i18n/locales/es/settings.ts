import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Configuración',
	tabs: {
		label: 'Páginas de configuración',
		general: 'General',
		'email-reminders': 'Recordatorios por correo',
		'single-sign-on': 'Inicio de sesión único',
		'white-label': 'Marca blanca',
		integration: 'Integración',
	},
} satisfies Texts<'settings'>
