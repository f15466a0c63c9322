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
}
