import type { Texts } from '../../namespaces.ts'

/** European Portuguese texts of the phishingSimulationSettings namespace (keys as in ../en/phishing-simulation-settings.ts). */
export default {
	title: 'Definições da simulação de phishing',
	back: 'Voltar às campanhas',
	loadFailed: 'Não foi possível carregar as definições.',
	description:
		'Como são tratados os e-mails denunciados, o cabeçalho dos e-mails de simulação e a entrega direta nas caixas dos seus utilizadores.',
	tabs: {
		label: 'Páginas de definições',
		'report-button': 'Botão de denúncia',
		configuration: 'Configuração',
		'direct-email-delivery': 'Entrega direta de e-mail',
	},
	save: 'Guardar',
	reportButton: {
		title: 'Botão de denúncia',
		description: 'O que o botão Denunciar phishing faz a um e-mail que um utilizador denuncia no Google Workspace e no Microsoft Outlook.',
		gwReportAction: 'Ação no Google Workspace',
		msReportAction: 'Ação na Microsoft',
		folderId: 'ID da pasta',
		folderIdHint: 'A pasta para onde são movidos os e-mails denunciados quando uma ação é «Mover para pasta».',
		forwarding: 'Os e-mails denunciados são reencaminhados para {{email}}.',
		noForwarding: 'Os e-mails denunciados não são reencaminhados.',
		changeForwarding: 'Alterar na página Configuração',
		installTitle: 'Instalar o botão de denúncia',
		installGoogle:
			'Google Workspace: na Consola do administrador Google, abra Apps › Apps do Google Workspace Marketplace, adicione o suplemento Denunciar phishing e instale-o para a sua organização.',
		installMicrosoft:
			'Microsoft 365: no centro de administração do Microsoft 365, abra Definições › Aplicações integradas, carregue o manifesto do suplemento Denunciar phishing e implemente-o para os seus utilizadores.',
		installNote: 'O botão aparece nas caixas de correio dos seus utilizadores poucas horas após a implementação.',
	},
	actions: {
		MOVE_TO_TRASH: 'Mover para o lixo',
		MOVE_TO_FOLDER: 'Mover para pasta',
		KEEP_IN_INBOX: 'Manter na caixa de entrada',
	},
	configuration: {
		title: 'Configuração',
		description: 'Definições dos e-mails de simulação que os seus utilizadores recebem.',
		xTestPhish: 'Adicionar o cabeçalho X-Test-Phish',
		xTestPhishHint:
			'Os e-mails de simulação têm um cabeçalho X-Test-Phish, para que os filtros de correio os deixem passar e os distingam de phishing real.',
		email: 'Reencaminhar os e-mails denunciados para',
		emailHint: 'Deixe em branco para manter os e-mails denunciados apenas na plataforma.',
	},
	ded: {
		title: 'Entrega direta de e-mail',
		description:
			'Entregue os e-mails de simulação diretamente nas caixas dos seus utilizadores, sem passar pelos filtros de spam, assim que o seu domínio de correio estiver autorizado.',
		gmail: 'Entrega direta pelo Gmail',
		microsoft: 'Entrega direta pela Microsoft',
		testEmail: 'E-mail de teste',
		testEmailHint: 'É enviado para este endereço um e-mail de simulação de exemplo.',
		sendTest: 'Enviar e-mail de teste',
		testSent: 'Foi enviado um e-mail de teste para {{email}}.',
		authTitle: 'Autorizar um domínio',
		authDescription: 'Será levado ao seu fornecedor de correio para permitir a entrega direta para o domínio e depois de volta para aqui.',
		domain: 'Domínio',
		authorize: 'Autorizar',
		authorizedTitle: 'Domínios autorizados',
		noAuthorized: 'Ainda não há nenhum domínio autorizado.',
	},
	errors: {
		required: 'Campo obrigatório',
		emailFormat: 'Formato de e-mail incorreto',
		folderIdRequired: 'Adicione o ID da pasta',
		testEmailRequired: 'Adicione um endereço de e-mail de teste',
		domainRequired: 'Introduza um domínio',
		domainFormat: 'Introduza um domínio válido',
	},
	toast: {
		updated: 'Definições atualizadas com sucesso!',
	},
} satisfies Texts<'phishingSimulationSettings'>
