import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Início de sessão único (SSO)',
	intro:
		'Os seus utilizadores iniciam sessão com o fornecedor de identidade da sua empresa em vez de uma palavra-passe.',
	status: {
		connected: 'Ligado a {{provider}}',
		notConnected: 'Ainda não existe integração SSO. Escolha o seu fornecedor de identidade para adicionar uma.',
	},
	providers: {
		label: 'Fornecedor de identidade',
		azure: 'Microsoft Entra ID (Azure AD)',
		okta: 'Okta',
		oneLogin: 'OneLogin',
		gsuite: 'Google Workspace',
		customSaml: 'SAML personalizado',
		saved: 'Guardado',
	},
	protocol: {
		label: 'Protocolo do Okta',
		oidc: 'OpenID Connect',
		saml: 'SAML 2.0',
	},
	fields: {
		tenantId: 'ID do diretório (inquilino)',
		tenantIdHint: 'O GUID ou domínio do seu inquilino do Microsoft Entra.',
		clientId: 'ID de cliente',
		clientSecret: 'Segredo de cliente',
		clientSecretSaved: 'Existe um segredo guardado ({{masked}}). Deixe este campo vazio para o manter.',
		domain: 'Domínio',
		oktaDomainHint: 'O seu domínio do Okta, por exemplo empresa.okta.com.',
		oneLoginDomainHint: 'O seu domínio do OneLogin, por exemplo empresa.onelogin.com.',
		gsuiteDomainHint: 'O domínio principal do seu Google Workspace, por exemplo empresa.pt.',
		certificate: 'Certificado X.509',
		certificateHint:
			'O certificado de assinatura do fornecedor de identidade em formato PEM (-----BEGIN CERTIFICATE----- …).',
		identityProviderEntityId: 'ID de entidade do fornecedor de identidade',
		ssoUrl: 'URL de SSO',
		ssoUrlHint: 'O endereço de início de sessão do fornecedor de identidade (https://…).',
	},
	serviceProvider: {
		title: 'Dados do fornecedor de serviços',
		description: 'Introduza estes valores no seu fornecedor de identidade.',
		entityId: 'ID de entidade do fornecedor de serviços',
		acsUrl: 'URL de ACS (resposta)',
		replyUrl: 'URL de redirecionamento (resposta)',
		settingsId: 'ID das definições de SSO',
	},
	save: 'Guardar',
	remove: {
		open: 'Remover integração',
		title: 'Remover a integração SSO?',
		description:
			'Os utilizadores da sua empresa deixarão de iniciar sessão com {{provider}} e "Impor SSO" será desativado.',
		confirm: 'Remover',
	},
	enforcement: {
		title: 'Impor SSO',
		label: 'Impor SSO',
		description:
			'Quando ativo, os utilizadores da sua empresa iniciam sessão apenas com SSO: o início de sessão com palavra-passe é recusado e remete para "Iniciar sessão com SSO".',
		on: 'Impor SSO está ativo.',
		off: 'Impor SSO está desativado.',
		apply: 'Aplicar',
	},
	scim: {
		title: 'Aprovisionamento SCIM',
		description:
			'O seu fornecedor de identidade pode criar e desativar utilizadores aqui através de SCIM 2.0 com um token de portador.',
		baseUrl: 'URL base do SCIM',
		active: 'Está ativo um token terminado em {{hint}} (gerado a {{date}}). Gerar um novo substitui-o.',
		none: 'Ainda não foi gerado nenhum token.',
		generate: 'Gerar token',
		regenerate: 'Gerar novo token',
		token: 'Token de portador SCIM',
		showOnce: 'Copie este token agora: é mostrado apenas uma vez e não poderá ser lido novamente.',
	},
	copy: 'Copiar',
	copyLabel: 'Copiar {{name}}',
	copied: 'Copiado',
	upgrade: {
		description:
			'Com o início de sessão único, os seus utilizadores iniciam sessão com o fornecedor de identidade da sua empresa e são aprovisionados automaticamente.',
		features: {
			providers: 'Microsoft Entra ID, Okta, OneLogin, Google Workspace ou qualquer fornecedor SAML 2.0',
			enforce: 'Impor SSO para que ninguém inicie sessão com palavra-passe',
			scim: 'Aprovisionamento SCIM: o seu fornecedor de identidade cria e desativa utilizadores',
		},
		boostOnly: 'O início de sessão único é uma funcionalidade Boost.',
		link: 'Atualizar para o Boost',
		required: 'O início de sessão único é uma funcionalidade Boost. Atualize para o Boost para o utilizar.',
	},
	toasts: {
		added: 'Integração SSO adicionada com sucesso',
		removed: 'Definições da integração SSO removidas',
		tokenGenerated: 'Token gerado com sucesso!',
		enforceEnabled: 'Impor SSO ativado',
		enforceDisabled: 'Impor SSO desativado',
	},
	errors: {
		required: 'O campo é obrigatório',
		provider: 'Escolha um fornecedor de identidade.',
		tooLong: 'Este valor é demasiado longo.',
		tenantId: 'Introduza o ID do diretório (inquilino) como GUID, ou o domínio do inquilino.',
		domain: 'Introduza um domínio como empresa.okta.com, sem https://.',
		certificate:
			'Este não é um certificado X.509 válido. Cole o texto PEM de -----BEGIN CERTIFICATE----- até -----END CERTIFICATE-----.',
		ssoUrl: 'Introduza um URL válido que comece por https://.',
		invalid: 'Este valor não é válido.',
		loadFailed: 'Não foi possível carregar as definições de SSO.',
	},
} satisfies Texts<'settingsSso'>
