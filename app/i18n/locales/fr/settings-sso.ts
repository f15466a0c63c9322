import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Authentification unique (SSO)',
	intro: 'Vos utilisateurs se connectent avec le fournisseur d’identité de votre entreprise au lieu d’un mot de passe.',
	status: {
		connected: 'Connecté à {{provider}}',
		notConnected: 'Aucune intégration SSO pour l’instant. Choisissez votre fournisseur d’identité pour en ajouter une.',
	},
	providers: {
		label: 'Fournisseur d’identité',
		azure: 'Microsoft Entra ID (Azure AD)',
		okta: 'Okta',
		oneLogin: 'OneLogin',
		gsuite: 'Google Workspace',
		customSaml: 'SAML personnalisé',
		saved: 'Enregistré',
	},
	protocol: {
		label: 'Protocole Okta',
		oidc: 'OpenID Connect',
		saml: 'SAML 2.0',
	},
	fields: {
		tenantId: 'ID de l’annuaire (locataire)',
		tenantIdHint: 'Le GUID ou le domaine de votre locataire Microsoft Entra.',
		clientId: 'ID client',
		clientSecret: 'Secret client',
		clientSecretSaved: 'Un secret est enregistré ({{masked}}). Laissez ce champ vide pour le conserver.',
		domain: 'Domaine',
		oktaDomainHint: 'Votre domaine Okta, par ex. entreprise.okta.com.',
		oneLoginDomainHint: 'Votre domaine OneLogin, par ex. entreprise.onelogin.com.',
		gsuiteDomainHint: 'Le domaine principal de votre Google Workspace, par ex. entreprise.fr.',
		certificate: 'Certificat X.509',
		certificateHint:
			'Le certificat de signature du fournisseur d’identité au format PEM (-----BEGIN CERTIFICATE----- …).',
		identityProviderEntityId: 'ID d’entité du fournisseur d’identité',
		ssoUrl: 'URL SSO',
		ssoUrlHint: 'L’adresse de connexion du fournisseur d’identité (https://…).',
	},
	serviceProvider: {
		title: 'Informations du fournisseur de services',
		description: 'Saisissez ces valeurs chez votre fournisseur d’identité.',
		entityId: 'ID d’entité du fournisseur de services',
		acsUrl: 'URL ACS (de réponse)',
		replyUrl: 'URL de redirection (de réponse)',
		settingsId: 'ID des paramètres SSO',
	},
	save: 'Enregistrer',
	remove: {
		open: 'Supprimer l’intégration',
		title: 'Supprimer l’intégration SSO ?',
		description:
			'Les utilisateurs de votre entreprise ne se connecteront plus avec {{provider}}, et « Imposer le SSO » sera désactivé.',
		confirm: 'Supprimer',
	},
	enforcement: {
		title: 'Imposer le SSO',
		label: 'Imposer le SSO',
		description:
			'Activé, les utilisateurs de votre entreprise se connectent uniquement par SSO : la connexion par mot de passe est refusée et les renvoie vers « Se connecter avec le SSO ».',
		on: 'Le SSO est imposé.',
		off: 'Le SSO n’est pas imposé.',
		apply: 'Appliquer',
	},
	scim: {
		title: 'Provisionnement SCIM',
		description:
			'Votre fournisseur d’identité peut créer et désactiver des utilisateurs ici via SCIM 2.0 avec un jeton d’accès.',
		baseUrl: 'URL de base SCIM',
		active: 'Un jeton se terminant par {{hint}} est actif (généré le {{date}}). En générer un nouveau le remplace.',
		none: 'Aucun jeton n’a encore été généré.',
		generate: 'Générer un jeton',
		regenerate: 'Générer un nouveau jeton',
		token: 'Jeton d’accès SCIM',
		showOnce: 'Copiez ce jeton maintenant : il n’est affiché qu’une seule fois et ne pourra plus être lu.',
	},
	copy: 'Copier',
	copyLabel: 'Copier : {{name}}',
	copied: 'Copié',
	upgrade: {
		description:
			'L’authentification unique permet à vos utilisateurs de se connecter avec le fournisseur d’identité de votre entreprise et d’être provisionnés automatiquement.',
		features: {
			providers: 'Microsoft Entra ID, Okta, OneLogin, Google Workspace ou tout fournisseur SAML 2.0',
			enforce: 'Imposer le SSO pour que personne ne se connecte avec un mot de passe',
			scim: 'Provisionnement SCIM : votre fournisseur d’identité crée et désactive les utilisateurs',
		},
		boostOnly: 'L’authentification unique est une fonctionnalité Boost.',
		link: 'Passer à Boost',
		required: 'L’authentification unique est une fonctionnalité Boost. Passez à Boost pour l’utiliser.',
	},
	toasts: {
		added: 'Intégration SSO ajoutée avec succès',
		removed: 'Paramètres de l’intégration SSO supprimés',
		tokenGenerated: 'Jeton généré avec succès !',
		enforceEnabled: 'SSO imposé activé',
		enforceDisabled: 'SSO imposé désactivé',
	},
	errors: {
		required: 'Ce champ est obligatoire',
		provider: 'Veuillez choisir un fournisseur d’identité.',
		tooLong: 'Cette valeur est trop longue.',
		tenantId: 'Saisissez l’ID de l’annuaire (locataire) sous forme de GUID, ou le domaine du locataire.',
		domain: 'Saisissez un domaine comme entreprise.okta.com, sans https://.',
		certificate:
			'Ce n’est pas un certificat X.509 valide. Collez le texte PEM de -----BEGIN CERTIFICATE----- à -----END CERTIFICATE-----.',
		ssoUrl: 'Saisissez une URL valide qui commence par https://.',
		invalid: 'Cette valeur n’est pas valide.',
		loadFailed: 'Les paramètres SSO n’ont pas pu être chargés.',
	},
} satisfies Texts<'settingsSso'>
