import type { Texts } from '../../namespaces.ts'

/** Spanish (Spain) texts of the phishingSimulationSettings namespace (keys as in ../en/phishing-simulation-settings.ts). */
export default {
	title: 'Ajustes de la simulación de phishing',
	back: 'Volver a las campañas',
	loadFailed: 'No se han podido cargar los ajustes.',
	description:
		'Cómo se gestionan los correos notificados, la cabecera de los correos de simulación y la entrega directa en los buzones de tus usuarios.',
	tabs: {
		label: 'Páginas de ajustes',
		'report-button': 'Botón de notificación',
		configuration: 'Configuración',
		'direct-email-delivery': 'Entrega directa de correo',
	},
	save: 'Guardar',
	reportButton: {
		title: 'Botón de notificación',
		description: 'Qué hace el botón Notificar phishing con un correo que un usuario notifica en Google Workspace y en Microsoft Outlook.',
		gwReportAction: 'Acción en Google Workspace',
		msReportAction: 'Acción en Microsoft',
		folderId: 'ID de carpeta',
		folderIdHint: 'La carpeta a la que se mueven los correos notificados cuando una acción es «Mover a carpeta».',
		forwarding: 'Los correos notificados se reenvían a {{email}}.',
		noForwarding: 'Los correos notificados no se reenvían.',
		changeForwarding: 'Cambiar en la página Configuración',
		installTitle: 'Instalar el botón de notificación',
		installGoogle:
			'Google Workspace: en la consola de administración de Google abre Aplicaciones › Aplicaciones de Google Workspace Marketplace, añade el complemento Notificar phishing e instálalo para tu organización.',
		installMicrosoft:
			'Microsoft 365: en el Centro de administración de Microsoft 365 abre Configuración › Aplicaciones integradas, sube el manifiesto del complemento Notificar phishing e implántalo para tus usuarios.',
		installNote: 'El botón aparece en los buzones de tus usuarios a las pocas horas de la implantación.',
	},
	actions: {
		MOVE_TO_TRASH: 'Mover a la papelera',
		MOVE_TO_FOLDER: 'Mover a carpeta',
		KEEP_IN_INBOX: 'Mantener en la bandeja de entrada',
	},
	configuration: {
		title: 'Configuración',
		description: 'Ajustes de los correos de simulación que reciben tus usuarios.',
		xTestPhish: 'Añadir la cabecera X-Test-Phish',
		xTestPhishHint:
			'Los correos de simulación llevan una cabecera X-Test-Phish para que los filtros de correo los dejen pasar y los distingan del phishing real.',
		email: 'Reenviar los correos notificados a',
		emailHint: 'Déjalo vacío para conservar los correos notificados solo en la plataforma.',
	},
	ded: {
		title: 'Entrega directa de correo',
		description:
			'Entrega los correos de simulación directamente en los buzones de tus usuarios, sin pasar por los filtros de spam, en cuanto tu dominio de correo esté autorizado.',
		gmail: 'Entrega directa por Gmail',
		microsoft: 'Entrega directa por Microsoft',
		testEmail: 'Correo de prueba',
		testEmailHint: 'Se envía un correo de simulación de ejemplo a esta dirección.',
		sendTest: 'Enviar correo de prueba',
		testSent: 'Se ha enviado un correo de prueba a {{email}}.',
		authTitle: 'Autorizar un dominio',
		authDescription: 'Irás a tu proveedor de correo para permitir la entrega directa para el dominio y después volverás aquí.',
		domain: 'Dominio',
		authorize: 'Autorizar',
		authorizedTitle: 'Dominios autorizados',
		noAuthorized: 'Aún no hay ningún dominio autorizado.',
	},
	errors: {
		required: 'Campo obligatorio',
		emailFormat: 'Formato de correo incorrecto',
		folderIdRequired: 'Añade el ID de carpeta',
		testEmailRequired: 'Añade una dirección de correo de prueba',
		domainRequired: 'Introduce un dominio',
		domainFormat: 'Introduce un dominio válido',
	},
	toast: {
		updated: '¡Ajustes actualizados correctamente!',
	},
} satisfies Texts<'phishingSimulationSettings'>
