import type { Texts } from '../../namespaces.ts'

/** Textos comuns em português (Brasil) (mesmas chaves que en/common.ts). */
export default {
	appName: 'Console de administração',
	languageMenu: 'Idioma',
	skipToContent: 'Pular para o conteúdo',
	close: 'Fechar',
	cancel: 'Cancelar',
	confirm: 'Confirmar',
	logout: 'Sair',
	somethingWentWrong: 'Algo deu errado',
	tryAgain: 'Algo deu errado. Tente novamente.',
	userAgreement: 'Contrato do usuário',
	privacyPolicy: 'Política de privacidade',
	getStarted: {
		title: 'Primeiros passos',
		welcome: 'Boas-vindas, {{name}}',
		company: 'Você está gerenciando {{company}}.',
	},
	loggedInAsCompany: {
		banner: 'Conectado como empresa: {{company}}',
		exit: 'Voltar aos clientes',
	},
	policyDialog: {
		title: 'Política de privacidade',
		description: 'Leia e confirme nossa Política de privacidade para continuar usando o console de administração.',
		link: 'Ler a Política de privacidade',
		confirm: 'Confirmar',
	},
	verifyEmailDialog: {
		title: 'Verifique seu e-mail',
		description: 'Verifique seu endereço de e-mail {{email}} para adicionar usuários e receber notificações.',
		resend: 'Reenviar e-mail de verificação',
		sent: 'O e-mail com o link de verificação foi enviado',
	},
	verifyEmail: {
		verified: 'Seu e-mail foi verificado',
		invalid: 'Este link de verificação é inválido ou expirou.',
	},
	errors: {
		notFoundTitle: 'Página não encontrada',
		notFoundText: 'A página que você está procurando não existe ou foi movida.',
		forbiddenTitle: 'Você não tem permissão de acesso',
		forbiddenText: 'Sua função não dá acesso a esta página. Peça a um administrador da sua empresa se precisar.',
		serverTitle: 'Algo deu errado',
		serverText: 'Algo deu errado. Tente novamente.',
		home: 'Ir para o console',
		disabledTitle: 'Esta empresa está desativada',
		disabledText:
			'O acesso ao console de administração está suspenso para esta empresa. Entre em contato com seu provedor ou com nossa equipe de suporte.',
		backToLogin: 'Voltar ao login',
	},
} satisfies Texts<'common'>
