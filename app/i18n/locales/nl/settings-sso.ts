import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Single sign-on',
	intro: 'Uw gebruikers melden zich aan via de identiteitsprovider van uw bedrijf in plaats van met een wachtwoord.',
	status: {
		connected: 'Verbonden met {{provider}}',
		notConnected: 'Nog geen SSO-integratie. Kies uw identiteitsprovider om er een toe te voegen.',
	},
	providers: {
		label: 'Identiteitsprovider',
		azure: 'Microsoft Entra ID (Azure AD)',
		okta: 'Okta',
		oneLogin: 'OneLogin',
		gsuite: 'Google Workspace',
		customSaml: 'Aangepaste SAML',
		saved: 'Opgeslagen',
	},
	protocol: {
		label: 'Okta-protocol',
		oidc: 'OpenID Connect',
		saml: 'SAML 2.0',
	},
	fields: {
		tenantId: 'Directory-ID (tenant-ID)',
		tenantIdHint: 'De GUID of het domein van uw Microsoft Entra-tenant.',
		clientId: 'Client-ID',
		clientSecret: 'Clientgeheim',
		clientSecretSaved: 'Er is een geheim opgeslagen ({{masked}}). Laat dit veld leeg om het te behouden.',
		domain: 'Domein',
		oktaDomainHint: 'Uw Okta-domein, bijv. bedrijf.okta.com.',
		oneLoginDomainHint: 'Uw OneLogin-domein, bijv. bedrijf.onelogin.com.',
		gsuiteDomainHint: 'Het primaire domein van uw Google Workspace, bijv. bedrijf.nl.',
		certificate: 'X.509-certificaat',
		certificateHint:
			'Het ondertekeningscertificaat van de identiteitsprovider in PEM-formaat (-----BEGIN CERTIFICATE----- …).',
		identityProviderEntityId: 'Entiteits-ID van de identiteitsprovider',
		ssoUrl: 'SSO-URL',
		ssoUrlHint: 'Het aanmeldadres van de identiteitsprovider (https://…).',
	},
	serviceProvider: {
		title: 'Gegevens van de serviceprovider',
		description: 'Voer deze waarden in bij uw identiteitsprovider.',
		entityId: 'Entiteits-ID van de serviceprovider',
		acsUrl: 'ACS-URL (antwoord-URL)',
		replyUrl: 'Omleidings-URL (antwoord-URL)',
		settingsId: 'SSO-instellingen-ID',
	},
	save: 'Opslaan',
	remove: {
		open: 'Integratie verwijderen',
		title: 'SSO-integratie verwijderen?',
		description:
			'Gebruikers van uw bedrijf melden zich niet meer aan via {{provider}} en "SSO afdwingen" wordt uitgeschakeld.',
		confirm: 'Verwijderen',
	},
	enforcement: {
		title: 'SSO afdwingen',
		label: 'SSO afdwingen',
		description:
			'Indien ingeschakeld melden de gebruikers van uw bedrijf zich alleen aan via SSO: aanmelden met een wachtwoord wordt geweigerd en verwijst naar "Aanmelden met SSO".',
		on: 'SSO afdwingen staat aan.',
		off: 'SSO afdwingen staat uit.',
		apply: 'Toepassen',
	},
	scim: {
		title: 'SCIM-provisioning',
		description:
			'Uw identiteitsprovider kan hier via SCIM 2.0 met een bearer-token gebruikers aanmaken en deactiveren.',
		baseUrl: 'SCIM-basis-URL',
		active: 'Een token dat eindigt op {{hint}} is actief (aangemaakt op {{date}}). Een nieuw token vervangt het.',
		none: 'Er is nog geen token aangemaakt.',
		generate: 'Token aanmaken',
		regenerate: 'Nieuw token aanmaken',
		token: 'SCIM-bearer-token',
		showOnce: 'Kopieer dit token nu: het wordt maar één keer getoond en kan daarna niet meer worden gelezen.',
	},
	copy: 'Kopiëren',
	copyLabel: '{{name}} kopiëren',
	copied: 'Gekopieerd',
	upgrade: {
		description:
			'Met single sign-on melden uw gebruikers zich aan via de identiteitsprovider van uw bedrijf en worden ze automatisch aangemaakt.',
		features: {
			providers: 'Microsoft Entra ID, Okta, OneLogin, Google Workspace of elke SAML 2.0-provider',
			enforce: 'SSO afdwingen zodat niemand zich met een wachtwoord aanmeldt',
			scim: 'SCIM-provisioning: uw identiteitsprovider maakt gebruikers aan en deactiveert ze',
		},
		boostOnly: 'Single sign-on is een Boost-functie.',
		link: 'Upgraden naar Boost',
		required: 'Single sign-on is een Boost-functie. Upgrade naar Boost om het te gebruiken.',
	},
	toasts: {
		added: 'SSO-integratie toegevoegd',
		removed: 'Instellingen van de SSO-integratie verwijderd',
		tokenGenerated: 'Token aangemaakt!',
		enforceEnabled: 'SSO afdwingen ingeschakeld',
		enforceDisabled: 'SSO afdwingen uitgeschakeld',
	},
	errors: {
		required: 'Dit veld is verplicht',
		provider: 'Kies een identiteitsprovider.',
		tooLong: 'Deze waarde is te lang.',
		tenantId: 'Voer de directory-ID (tenant-ID) in als GUID, of het tenantdomein.',
		domain: 'Voer een domein in zoals bedrijf.okta.com, zonder https://.',
		certificate:
			'Dit is geen geldig X.509-certificaat. Plak de PEM-tekst van -----BEGIN CERTIFICATE----- tot -----END CERTIFICATE-----.',
		ssoUrl: 'Voer een geldige URL in die begint met https://.',
		invalid: 'Deze waarde is ongeldig.',
		loadFailed: 'De SSO-instellingen konden niet worden geladen.',
	},
} satisfies Texts<'settingsSso'>
