import type { Texts } from '../../namespaces.ts'

/** Textos comuns em português (Portugal) (mesmas chaves que en/common.ts). */
export default {
	appName: 'Consola de administração',
	languageMenu: 'Idioma',
	skipToContent: 'Saltar para o conteúdo',
	close: 'Fechar',
	cancel: 'Cancelar',
	confirm: 'Confirmar',
	logout: 'Terminar sessão',
	somethingWentWrong: 'Ocorreu um erro',
	tryAgain: 'Ocorreu um erro. Tente novamente.',
	userAgreement: 'Contrato de utilizador',
	privacyPolicy: 'Política de privacidade',
	getStarted: {
		title: 'Primeiros passos',
		welcome: 'Bem-vindo(a), {{name}}',
		company: 'Está a gerir {{company}}.',
	},
	loggedInAsCompany: {
		banner: 'Sessão iniciada como empresa: {{company}}',
		exit: 'Voltar aos clientes',
	},
	policyDialog: {
		title: 'Política de privacidade',
		description: 'Leia e confirme a nossa Política de privacidade para continuar a utilizar a consola de administração.',
		link: 'Ler a Política de privacidade',
		confirm: 'Confirmar',
	},
	verifyEmailDialog: {
		title: 'Verifique o seu e-mail',
		description: 'Verifique o seu endereço de e-mail {{email}} para adicionar utilizadores e receber notificações.',
		resend: 'Reenviar e-mail de verificação',
		sent: 'Foi enviado o e-mail com a ligação de verificação',
	},
	verifyEmail: {
		verified: 'O seu e-mail foi verificado',
		invalid: 'Esta ligação de verificação é inválida ou expirou.',
	},
	errors: {
		notFoundTitle: 'Página não encontrada',
		notFoundText: 'A página que procura não existe ou foi movida.',
		forbiddenTitle: 'Não tem permissão de acesso',
		forbiddenText: 'A sua função não dá acesso a esta página. Peça a um administrador da sua empresa se precisar.',
		serverTitle: 'Ocorreu um erro',
		serverText: 'Ocorreu um erro. Tente novamente.',
		home: 'Ir para a consola',
		disabledTitle: 'Esta empresa está desativada',
		disabledText:
			'O acesso à consola de administração está suspenso para esta empresa. Contacte o seu fornecedor ou a nossa equipa de suporte.',
		backToLogin: 'Voltar ao início de sessão',
	},
} satisfies Texts<'common'>
