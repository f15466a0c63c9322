import type { Texts } from '../../namespaces.ts'

/** Spanish (Latin America) texts of the phishingSimulationSettings namespace (keys as in ../en/phishing-simulation-settings.ts). */
export default {
	title: 'Configuración de la simulación de phishing',
	back: 'Volver a las campañas',
	loadFailed: 'No se pudo cargar la configuración.',
	description:
		'Cómo se tratan los correos reportados, el encabezado de los correos de simulación y la entrega directa en las bandejas de tus usuarios.',
	tabs: {
		label: 'Páginas de configuración',
		'report-button': 'Botón de reporte',
		configuration: 'Configuración',
		'direct-email-delivery': 'Entrega directa de correo',
	},
	save: 'Guardar',
	reportButton: {
		title: 'Botón de reporte',
		description: 'Qué hace el botón Reportar phishing con un correo que un usuario reporta en Google Workspace y en Microsoft Outlook.',
		gwReportAction: 'Acción en Google Workspace',
		msReportAction: 'Acción en Microsoft',
		folderId: 'ID de carpeta',
		folderIdHint: 'La carpeta a la que se mueven los correos reportados cuando una acción es “Mover a carpeta”.',
		forwarding: 'Los correos reportados se reenvían a {{email}}.',
		noForwarding: 'Los correos reportados no se reenvían.',
		changeForwarding: 'Cambiar en la página Configuración',
		installTitle: 'Instalar el botón de reporte',
		installGoogle:
			'Google Workspace: en la Consola del administrador de Google abre Apps › Apps de Google Workspace Marketplace, agrega el complemento Reportar phishing e instálalo para tu organización.',
		installMicrosoft:
			'Microsoft 365: en el Centro de administración de Microsoft 365 abre Configuración › Aplicaciones integradas, sube el manifiesto del complemento Reportar phishing e impleméntalo para tus usuarios.',
		installNote: 'El botón aparece en los buzones de tus usuarios pocas horas después de la implementación.',
	},
	actions: {
		MOVE_TO_TRASH: 'Mover a la papelera',
		MOVE_TO_FOLDER: 'Mover a carpeta',
		KEEP_IN_INBOX: 'Mantener en la bandeja de entrada',
	},
	configuration: {
		title: 'Configuración',
		description: 'Ajustes de los correos de simulación que reciben tus usuarios.',
		xTestPhish: 'Agregar el encabezado X-Test-Phish',
		xTestPhishHint:
			'Los correos de simulación llevan un encabezado X-Test-Phish para que los filtros de correo los dejen pasar y los distingan del phishing real.',
		email: 'Reenviar los correos reportados a',
		emailHint: 'Déjalo vacío para conservar los correos reportados solo en la plataforma.',
	},
	ded: {
		title: 'Entrega directa de correo',
		description:
			'Entrega los correos de simulación directamente en las bandejas de tus usuarios, sin pasar por los filtros de spam, una vez autorizado tu dominio de correo.',
		gmail: 'Entrega directa por Gmail',
		microsoft: 'Entrega directa por Microsoft',
		testEmail: 'Correo de prueba',
		testEmailHint: 'Se envía un correo de simulación de ejemplo a esta dirección.',
		sendTest: 'Enviar correo de prueba',
		testSent: 'Se envió un correo de prueba a {{email}}.',
		authTitle: 'Autorizar un dominio',
		authDescription: 'Se te lleva a tu proveedor de correo para permitir la entrega directa para el dominio y luego de vuelta aquí.',
		domain: 'Dominio',
		authorize: 'Autorizar',
		authorizedTitle: 'Dominios autorizados',
		noAuthorized: 'Todavía no hay ningún dominio autorizado.',
	},
	errors: {
		required: 'Campo obligatorio',
		emailFormat: 'Formato de correo incorrecto',
		folderIdRequired: 'Agrega el ID de carpeta',
		testEmailRequired: 'Agrega una dirección de correo de prueba',
		domainRequired: 'Ingresa un dominio',
		domainFormat: 'Ingresa un dominio válido',
	},
	toast: {
		updated: '¡La configuración se actualizó correctamente!',
	},
} satisfies Texts<'phishingSimulationSettings'>
