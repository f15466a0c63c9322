import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Autenticação de dois fatores',
	description: 'Depois da sua senha, o login pede um código de 6 dígitos enviado para o seu e-mail.',
	status: 'Status:',
	on: 'Ativada',
	off: 'Desativada',
	enable: 'Ativar a autenticação de dois fatores',
	disable: 'Desativar a autenticação de dois fatores',
	partnerAccess:
		'A autenticação de dois fatores é gerenciada por cada usuário e não pode ser alterada enquanto você estiver conectado como empresa.',
	cancel: 'Cancelar',
	password: {
		introEnable: 'Digite sua senha para ativar a autenticação de dois fatores. Em seguida, enviaremos um código para o seu e-mail.',
		introDisable: 'Digite sua senha para desativar a autenticação de dois fatores. Em seguida, enviaremos um código para o seu e-mail.',
		label: 'Senha',
		submit: 'Enviar código',
	},
	code: {
		intro: 'Enviamos um código de 6 dígitos para {{email}}. Digite-o abaixo.',
		label: 'Código de verificação',
		submitEnable: 'Ativar',
		submitDisable: 'Desativar',
		resend: 'Reenviar código',
	},
	codeSent: 'Um código foi enviado por e-mail',
	enabledToast: 'Autenticação de dois fatores ativada',
	disabledToast: 'Autenticação de dois fatores desativada',
	exhausted: 'O número de tentativas se esgotou. Tente novamente em 10 minutos.',
} satisfies Texts<'twoFactor'>
