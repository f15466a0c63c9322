import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Autenticação de dois fatores',
	description: 'Depois da palavra-passe, o início de sessão pede um código de 6 dígitos enviado para o seu e-mail.',
	status: 'Estado:',
	on: 'Ativada',
	off: 'Desativada',
	enable: 'Ativar a autenticação de dois fatores',
	disable: 'Desativar a autenticação de dois fatores',
	partnerAccess:
		'A autenticação de dois fatores é gerida por cada utilizador e não pode ser alterada enquanto tiver sessão iniciada como empresa.',
	cancel: 'Cancelar',
	password: {
		introEnable:
			'Introduza a sua palavra-passe para ativar a autenticação de dois fatores. Em seguida, enviaremos um código para o seu e-mail.',
		introDisable:
			'Introduza a sua palavra-passe para desativar a autenticação de dois fatores. Em seguida, enviaremos um código para o seu e-mail.',
		label: 'Palavra-passe',
		submit: 'Enviar código',
	},
	code: {
		intro: 'Enviámos um código de 6 dígitos para {{email}}. Introduza-o abaixo.',
		label: 'Código de verificação',
		submitEnable: 'Ativar',
		submitDisable: 'Desativar',
		resend: 'Reenviar código',
	},
	codeSent: 'Foi enviado um código por e-mail',
	enabledToast: 'Autenticação de dois fatores ativada',
	disabledToast: 'Autenticação de dois fatores desativada',
	exhausted: 'O número de tentativas esgotou-se. Tente novamente dentro de 10 minutos.',
} satisfies Texts<'twoFactor'>
