import type { Texts } from '../../namespaces.ts'

/** Textos comunes en español (Latinoamérica) (mismas claves que en/common.ts). */
export default {
	appName: 'Consola de administración',
	languageMenu: 'Idioma',
	skipToContent: 'Saltar al contenido',
	close: 'Cerrar',
	cancel: 'Cancelar',
	confirm: 'Confirmar',
	logout: 'Cerrar sesión',
	somethingWentWrong: 'Algo salió mal',
	tryAgain: 'Algo salió mal. Vuelve a intentarlo.',
	userAgreement: 'Acuerdo de usuario',
	privacyPolicy: 'Política de privacidad',
	getStarted: {
		title: 'Primeros pasos',
		welcome: 'Te damos la bienvenida, {{name}}',
		company: 'Estás administrando {{company}}.',
	},
	loggedInAsCompany: {
		banner: 'Sesión iniciada como empresa: {{company}}',
		exit: 'Volver a clientes',
	},
	policyDialog: {
		title: 'Política de privacidad',
		description: 'Lee y confirma nuestra Política de privacidad para seguir usando la consola de administración.',
		link: 'Leer la Política de privacidad',
		confirm: 'Confirmar',
	},
	verifyEmailDialog: {
		title: 'Verifica tu correo electrónico',
		description: 'Verifica tu dirección de correo electrónico {{email}} para agregar usuarios y recibir notificaciones.',
		resend: 'Reenviar correo de verificación',
		sent: 'Se envió el correo con el enlace de verificación',
	},
	verifyEmail: {
		verified: 'Se verificó tu correo electrónico',
		invalid: 'Este enlace de verificación no es válido o expiró.',
	},
	errors: {
		notFoundTitle: 'Página no encontrada',
		notFoundText: 'La página que buscas no existe o se movió.',
		forbiddenTitle: 'No tienes permiso para acceder',
		forbiddenText: 'Tu rol no da acceso a esta página. Pídeselo a un administrador de tu empresa si lo necesitas.',
		serverTitle: 'Algo salió mal',
		serverText: 'Algo salió mal. Vuelve a intentarlo.',
		home: 'Ir a la consola',
		disabledTitle: 'Esta empresa está deshabilitada',
		disabledText:
			'El acceso a la consola de administración está suspendido para esta empresa. Comunícate con tu proveedor o con nuestro equipo de soporte.',
		backToLogin: 'Volver al inicio de sesión',
	},
} satisfies Texts<'common'>
