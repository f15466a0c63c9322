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
}
