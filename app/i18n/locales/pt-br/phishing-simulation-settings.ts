import type { Texts } from '../../namespaces.ts'

/** Brazilian Portuguese texts of the phishingSimulationSettings namespace (keys as in ../en/phishing-simulation-settings.ts). */
export default {
	title: 'Configurações da simulação de phishing',
	back: 'Voltar às campanhas',
	loadFailed: 'Não foi possível carregar as configurações.',
	description:
		'Como os e-mails denunciados são tratados, o cabeçalho dos e-mails de simulação e a entrega direta nas caixas dos seus usuários.',
	tabs: {
		label: 'Páginas de configurações',
		'report-button': 'Botão de denúncia',
		configuration: 'Configuração',
		'direct-email-delivery': 'Entrega direta de e-mail',
	},
	save: 'Salvar',
	reportButton: {
		title: 'Botão de denúncia',
		description: 'O que o botão Denunciar phishing faz com um e-mail que um usuário denuncia no Google Workspace e no Microsoft Outlook.',
		gwReportAction: 'Ação no Google Workspace',
		msReportAction: 'Ação na Microsoft',
		folderId: 'ID da pasta',
		folderIdHint: 'A pasta para onde os e-mails denunciados são movidos quando uma ação é “Mover para pasta”.',
		forwarding: 'Os e-mails denunciados são encaminhados para {{email}}.',
		noForwarding: 'Os e-mails denunciados não são encaminhados.',
		changeForwarding: 'Alterar na página Configuração',
		installTitle: 'Instalar o botão de denúncia',
		installGoogle:
			'Google Workspace: no Google Admin Console, abra Apps › Apps do Google Workspace Marketplace, adicione o complemento Denunciar phishing e instale-o para sua organização.',
		installMicrosoft:
			'Microsoft 365: no Centro de administração do Microsoft 365, abra Configurações › Aplicativos integrados, envie o manifesto do suplemento Denunciar phishing e implante-o para seus usuários.',
		installNote: 'O botão aparece nas caixas de correio dos seus usuários poucas horas após a implantação.',
	},
	actions: {
		MOVE_TO_TRASH: 'Mover para a lixeira',
		MOVE_TO_FOLDER: 'Mover para pasta',
		KEEP_IN_INBOX: 'Manter na caixa de entrada',
	},
	configuration: {
		title: 'Configuração',
		description: 'Ajustes dos e-mails de simulação que seus usuários recebem.',
		xTestPhish: 'Adicionar o cabeçalho X-Test-Phish',
		xTestPhishHint:
			'Os e-mails de simulação têm um cabeçalho X-Test-Phish, para que os filtros de e-mail os deixem passar e os diferenciem de phishing real.',
		email: 'Encaminhar os e-mails denunciados para',
		emailHint: 'Deixe em branco para manter os e-mails denunciados apenas na plataforma.',
	},
	ded: {
		title: 'Entrega direta de e-mail',
		description:
			'Entregue os e-mails de simulação diretamente nas caixas dos seus usuários, sem passar pelos filtros de spam, depois que o seu domínio de e-mail for autorizado.',
		gmail: 'Entrega direta pelo Gmail',
		microsoft: 'Entrega direta pela Microsoft',
		testEmail: 'E-mail de teste',
		testEmailHint: 'Um e-mail de simulação de exemplo é enviado para este endereço.',
		sendTest: 'Enviar e-mail de teste',
		testSent: 'Um e-mail de teste foi enviado para {{email}}.',
		authTitle: 'Autorizar um domínio',
		authDescription: 'Você será levado ao seu provedor de e-mail para permitir a entrega direta para o domínio e depois voltará para cá.',
		domain: 'Domínio',
		authorize: 'Autorizar',
		authorizedTitle: 'Domínios autorizados',
		noAuthorized: 'Nenhum domínio foi autorizado ainda.',
	},
	errors: {
		required: 'Campo obrigatório',
		emailFormat: 'Formato de e-mail incorreto',
		folderIdRequired: 'Adicione o ID da pasta',
		testEmailRequired: 'Adicione um endereço de e-mail de teste',
		domainRequired: 'Digite um domínio',
		domainFormat: 'Digite um domínio válido',
	},
	toast: {
		updated: 'Configurações atualizadas com sucesso!',
	},
} satisfies Texts<'phishingSimulationSettings'>
