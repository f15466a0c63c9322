import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Single Sign-On',
	intro: 'Ihre Benutzer melden sich über den Identitätsanbieter Ihres Unternehmens an statt mit einem Passwort.',
	status: {
		connected: 'Verbunden mit {{provider}}',
		notConnected: 'Noch keine SSO-Integration. Wählen Sie Ihren Identitätsanbieter, um eine hinzuzufügen.',
	},
	providers: {
		label: 'Identitätsanbieter',
		azure: 'Microsoft Entra ID (Azure AD)',
		okta: 'Okta',
		oneLogin: 'OneLogin',
		gsuite: 'Google Workspace',
		customSaml: 'Benutzerdefiniertes SAML',
		saved: 'Gespeichert',
	},
	protocol: {
		label: 'Okta-Protokoll',
		oidc: 'OpenID Connect',
		saml: 'SAML 2.0',
	},
	fields: {
		tenantId: 'Verzeichnis-ID (Mandanten-ID)',
		tenantIdHint: 'Die GUID oder Domain Ihres Microsoft-Entra-Mandanten.',
		clientId: 'Client-ID',
		clientSecret: 'Geheimer Clientschlüssel',
		clientSecretSaved: 'Ein Schlüssel ist gespeichert ({{masked}}). Lassen Sie das Feld leer, um ihn zu behalten.',
		domain: 'Domain',
		oktaDomainHint: 'Ihre Okta-Domain, z. B. firma.okta.com.',
		oneLoginDomainHint: 'Ihre OneLogin-Domain, z. B. firma.onelogin.com.',
		gsuiteDomainHint: 'Die primäre Domain Ihres Google Workspace, z. B. firma.de.',
		certificate: 'X.509-Zertifikat',
		certificateHint: 'Das Signaturzertifikat des Identitätsanbieters im PEM-Format (-----BEGIN CERTIFICATE----- …).',
		identityProviderEntityId: 'Entitäts-ID des Identitätsanbieters',
		ssoUrl: 'SSO-URL',
		ssoUrlHint: 'Die Anmeldeadresse des Identitätsanbieters (https://…).',
	},
	serviceProvider: {
		title: 'Angaben zum Dienstanbieter',
		description: 'Tragen Sie diese Werte bei Ihrem Identitätsanbieter ein.',
		entityId: 'Entitäts-ID des Dienstanbieters',
		acsUrl: 'ACS-URL (Antwort-URL)',
		replyUrl: 'Weiterleitungs-URL (Antwort-URL)',
		settingsId: 'SSO-Einstellungs-ID',
	},
	save: 'Speichern',
	remove: {
		open: 'Integration entfernen',
		title: 'SSO-Integration entfernen?',
		description:
			'Die Benutzer Ihres Unternehmens melden sich dann nicht mehr über {{provider}} an, und „SSO erzwingen“ wird ausgeschaltet.',
		confirm: 'Entfernen',
	},
	enforcement: {
		title: 'SSO erzwingen',
		label: 'SSO erzwingen',
		description:
			'Wenn aktiviert, melden sich die Benutzer Ihres Unternehmens nur per Single Sign-On an: Die Anmeldung mit Passwort wird abgelehnt und verweist auf „Mit SSO anmelden“.',
		on: 'SSO erzwingen ist aktiviert.',
		off: 'SSO erzwingen ist deaktiviert.',
		apply: 'Übernehmen',
	},
	scim: {
		title: 'SCIM-Bereitstellung',
		description:
			'Ihr Identitätsanbieter kann hier per SCIM 2.0 mit einem Bearer-Token Benutzer anlegen und deaktivieren.',
		baseUrl: 'SCIM-Basis-URL',
		active: 'Ein Token mit der Endung {{hint}} ist aktiv (erstellt am {{date}}). Ein neues Token ersetzt es.',
		none: 'Es wurde noch kein Token erstellt.',
		generate: 'Token erstellen',
		regenerate: 'Neues Token erstellen',
		token: 'SCIM-Bearer-Token',
		showOnce:
			'Kopieren Sie dieses Token jetzt: Es wird nur einmal angezeigt und kann später nicht mehr gelesen werden.',
	},
	copy: 'Kopieren',
	copyLabel: '{{name}} kopieren',
	copied: 'Kopiert',
	upgrade: {
		description:
			'Mit Single Sign-On melden sich Ihre Benutzer über den Identitätsanbieter Ihres Unternehmens an und werden automatisch bereitgestellt.',
		features: {
			providers: 'Microsoft Entra ID, Okta, OneLogin, Google Workspace oder jeder SAML-2.0-Anbieter',
			enforce: 'SSO erzwingen, damit sich niemand mit einem Passwort anmeldet',
			scim: 'SCIM-Bereitstellung: Ihr Identitätsanbieter legt Benutzer an und deaktiviert sie',
		},
		boostOnly: 'Single Sign-On ist eine Boost-Funktion.',
		link: 'Auf Boost upgraden',
		required: 'Single Sign-On ist eine Boost-Funktion. Upgraden Sie auf Boost, um es zu nutzen.',
	},
	toasts: {
		added: 'SSO-Integration erfolgreich hinzugefügt',
		removed: 'SSO-Integrationseinstellungen entfernt',
		tokenGenerated: 'Token erfolgreich erstellt!',
		enforceEnabled: 'SSO erzwingen aktiviert',
		enforceDisabled: 'SSO erzwingen deaktiviert',
	},
	errors: {
		required: 'Pflichtfeld',
		provider: 'Bitte wählen Sie einen Identitätsanbieter.',
		tooLong: 'Dieser Wert ist zu lang.',
		tenantId: 'Geben Sie die Verzeichnis-ID (Mandanten-ID) als GUID oder die Mandanten-Domain ein.',
		domain: 'Geben Sie eine Domain wie firma.okta.com ein, ohne https://.',
		certificate:
			'Dies ist kein gültiges X.509-Zertifikat. Fügen Sie den PEM-Text von -----BEGIN CERTIFICATE----- bis -----END CERTIFICATE----- ein.',
		ssoUrl: 'Geben Sie eine gültige URL ein, die mit https:// beginnt.',
		invalid: 'Dieser Wert ist ungültig.',
		loadFailed: 'Die SSO-Einstellungen konnten nicht geladen werden.',
	},
} satisfies Texts<'settingsSso'>
