import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Autenticación de dos factores',
	description: 'Después de tu contraseña, el inicio de sesión pide un código de 6 dígitos enviado a tu correo electrónico.',
	status: 'Estado:',
	on: 'Activada',
	off: 'Desactivada',
	enable: 'Activar la autenticación de dos factores',
	disable: 'Desactivar la autenticación de dos factores',
	partnerAccess:
		'Cada usuario administra su autenticación de dos factores; no se puede cambiar mientras has iniciado sesión como una empresa.',
	cancel: 'Cancelar',
	password: {
		introEnable:
			'Ingresa tu contraseña para activar la autenticación de dos factores. Luego te enviaremos un código por correo electrónico.',
		introDisable:
			'Ingresa tu contraseña para desactivar la autenticación de dos factores. Luego te enviaremos un código por correo electrónico.',
		label: 'Contraseña',
		submit: 'Enviar código',
	},
	code: {
		intro: 'Enviamos un código de 6 dígitos a {{email}}. Ingrésalo a continuación.',
		label: 'Código de verificación',
		submitEnable: 'Activar',
		submitDisable: 'Desactivar',
		resend: 'Reenviar código',
	},
	codeSent: 'Se envió un código por correo electrónico',
	enabledToast: 'Autenticación de dos factores activada',
	disabledToast: 'Autenticación de dos factores desactivada',
	exhausted: 'Se agotó el número de intentos. Vuelve a intentarlo en 10 minutos.',
} satisfies Texts<'twoFactor'>
