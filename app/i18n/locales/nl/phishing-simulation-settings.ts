import type { Texts } from '../../namespaces.ts'

/** Dutch texts of the phishingSimulationSettings namespace (keys as in ../en/phishing-simulation-settings.ts). */
export default {
	title: 'Instellingen phishingsimulatie',
	back: 'Terug naar campagnes',
	loadFailed: 'De instellingen konden niet worden geladen.',
	description:
		'Hoe gemelde e-mails worden behandeld, de header van de simulatie-e-mails en directe aflevering in de postvakken van uw gebruikers.',
	tabs: {
		label: 'Instellingspagina’s',
		'report-button': 'Meldknop',
		configuration: 'Configuratie',
		'direct-email-delivery': 'Directe e-mailaflevering',
	},
	save: 'Opslaan',
	reportButton: {
		title: 'Meldknop',
		description: 'Wat de knop Phishing melden doet met een e-mail die een gebruiker meldt in Google Workspace en in Microsoft Outlook.',
		gwReportAction: 'Actie in Google Workspace',
		msReportAction: 'Actie in Microsoft',
		folderId: 'Map-ID',
		folderIdHint: 'De map waarnaar gemelde e-mails worden verplaatst wanneer een actie “Naar map verplaatsen” is.',
		forwarding: 'Gemelde e-mails worden doorgestuurd naar {{email}}.',
		noForwarding: 'Gemelde e-mails worden niet doorgestuurd.',
		changeForwarding: 'Wijzigen op de pagina Configuratie',
		installTitle: 'De meldknop installeren',
		installGoogle:
			'Google Workspace: open in de Google Beheerdersconsole Apps › Google Workspace Marketplace-apps, voeg de invoegtoepassing Phishing melden toe en installeer die voor uw organisatie.',
		installMicrosoft:
			'Microsoft 365: open in het Microsoft 365-beheercentrum Instellingen › Geïntegreerde apps, upload het manifest van de invoegtoepassing Phishing melden en implementeer die voor uw gebruikers.',
		installNote: 'De knop verschijnt binnen enkele uren na de implementatie in de postvakken van uw gebruikers.',
	},
	actions: {
		MOVE_TO_TRASH: 'Naar prullenbak verplaatsen',
		MOVE_TO_FOLDER: 'Naar map verplaatsen',
		KEEP_IN_INBOX: 'In inbox laten',
	},
	configuration: {
		title: 'Configuratie',
		description: 'Instellingen van de simulatie-e-mails die uw gebruikers ontvangen.',
		xTestPhish: 'De header X-Test-Phish toevoegen',
		xTestPhishHint:
			'Simulatie-e-mails hebben een X-Test-Phish-header, zodat mailfilters ze doorlaten en ze onderscheiden van echte phishing.',
		email: 'Gemelde e-mails doorsturen naar',
		emailHint: 'Laat leeg om gemelde e-mails alleen in het platform te bewaren.',
	},
	ded: {
		title: 'Directe e-mailaflevering',
		description:
			'Lever simulatie-e-mails rechtstreeks af in de postvakken van uw gebruikers, langs spamfilters, zodra uw maildomein is geautoriseerd.',
		gmail: 'Directe aflevering via Gmail',
		microsoft: 'Directe aflevering via Microsoft',
		testEmail: 'Test-e-mail',
		testEmailHint: 'Er gaat een voorbeeld-e-mail van de simulatie naar dit adres.',
		sendTest: 'Test-e-mail versturen',
		testSent: 'Er is een test-e-mail naar {{email}} verstuurd.',
		authTitle: 'Een domein autoriseren',
		authDescription: 'U gaat naar uw e-mailprovider om directe aflevering voor het domein toe te staan en daarna terug naar hier.',
		domain: 'Domein',
		authorize: 'Autoriseren',
		authorizedTitle: 'Geautoriseerde domeinen',
		noAuthorized: 'Er is nog geen domein geautoriseerd.',
	},
	errors: {
		required: 'Verplicht veld',
		emailFormat: 'Onjuiste e-mailindeling',
		folderIdRequired: 'Vul de map-ID in',
		testEmailRequired: 'Vul een test-e-mailadres in',
		domainRequired: 'Vul een domein in',
		domainFormat: 'Vul een geldig domein in',
	},
	toast: {
		updated: 'Instellingen zijn bijgewerkt!',
	},
} satisfies Texts<'phishingSimulationSettings'>
