import type { Texts } from '../../namespaces.ts'

/** German texts of the phishingSimulationSettings namespace (keys as in ../en/phishing-simulation-settings.ts). */
export default {
	title: 'Einstellungen der Phishing-Simulation',
	back: 'Zurück zu den Kampagnen',
	loadFailed: 'Die Einstellungen konnten nicht geladen werden.',
	description:
		'Wie gemeldete E-Mails behandelt werden, der Header der Simulations-E-Mails und die direkte Zustellung in die Postfächer Ihrer Benutzer.',
	tabs: {
		label: 'Einstellungsseiten',
		'report-button': 'Melde-Button',
		configuration: 'Konfiguration',
		'direct-email-delivery': 'Direkte E-Mail-Zustellung',
	},
	save: 'Speichern',
	reportButton: {
		title: 'Melde-Button',
		description:
			'Was der Button „Phishing melden“ mit einer E-Mail macht, die ein Benutzer in Google Workspace und in Microsoft Outlook meldet.',
		gwReportAction: 'Aktion in Google Workspace',
		msReportAction: 'Aktion in Microsoft',
		folderId: 'Ordner-ID',
		folderIdHint: 'Der Ordner, in den gemeldete E-Mails verschoben werden, wenn eine Aktion „In Ordner verschieben“ ist.',
		forwarding: 'Gemeldete E-Mails werden an {{email}} weitergeleitet.',
		noForwarding: 'Gemeldete E-Mails werden nicht weitergeleitet.',
		changeForwarding: 'Auf der Seite Konfiguration ändern',
		installTitle: 'Melde-Button installieren',
		installGoogle:
			'Google Workspace: Öffnen Sie in der Google Admin-Konsole Apps › Google Workspace Marketplace-Apps, fügen Sie das Add-in „Phishing melden“ hinzu und installieren Sie es für Ihre Organisation.',
		installMicrosoft:
			'Microsoft 365: Öffnen Sie im Microsoft 365 Admin Center Einstellungen › Integrierte Apps, laden Sie das Manifest des Add-ins „Phishing melden“ hoch und stellen Sie es Ihren Benutzern bereit.',
		installNote: 'Der Button erscheint in den Postfächern Ihrer Benutzer innerhalb weniger Stunden nach der Bereitstellung.',
	},
	actions: {
		MOVE_TO_TRASH: 'In den Papierkorb verschieben',
		MOVE_TO_FOLDER: 'In Ordner verschieben',
		KEEP_IN_INBOX: 'Im Posteingang belassen',
	},
	configuration: {
		title: 'Konfiguration',
		description: 'Einstellungen der Simulations-E-Mails, die Ihre Benutzer erhalten.',
		xTestPhish: 'X-Test-Phish-Header hinzufügen',
		xTestPhishHint:
			'Simulations-E-Mails tragen einen X-Test-Phish-Header, damit Mailfilter sie durchlassen und von echtem Phishing unterscheiden können.',
		email: 'Gemeldete E-Mails weiterleiten an',
		emailHint: 'Leer lassen, um gemeldete E-Mails nur in der Plattform zu behalten.',
	},
	ded: {
		title: 'Direkte E-Mail-Zustellung',
		description:
			'Simulations-E-Mails direkt in die Postfächer Ihrer Benutzer zustellen, vorbei an Spamfiltern, sobald Ihre Maildomain autorisiert ist.',
		gmail: 'Direkte Zustellung über Gmail',
		microsoft: 'Direkte Zustellung über Microsoft',
		testEmail: 'Test-E-Mail',
		testEmailHint: 'An diese Adresse geht eine Beispiel-E-Mail der Simulation.',
		sendTest: 'Test-E-Mail senden',
		testSent: 'Eine Test-E-Mail wurde an {{email}} gesendet.',
		authTitle: 'Eine Domain autorisieren',
		authDescription:
			'Sie werden zu Ihrem E-Mail-Anbieter weitergeleitet, um die direkte Zustellung für die Domain zu erlauben, und dann hierher zurück.',
		domain: 'Domain',
		authorize: 'Autorisieren',
		authorizedTitle: 'Autorisierte Domains',
		noAuthorized: 'Noch keine Domain ist autorisiert.',
	},
	errors: {
		required: 'Pflichtfeld',
		emailFormat: 'Falsches E-Mail-Format',
		folderIdRequired: 'Bitte Ordner-ID angeben',
		testEmailRequired: 'Bitte eine Test-E-Mail-Adresse angeben',
		domainRequired: 'Bitte eine Domain eingeben',
		domainFormat: 'Bitte eine gültige Domain eingeben',
	},
	toast: {
		updated: 'Einstellungen erfolgreich aktualisiert!',
	},
} satisfies Texts<'phishingSimulationSettings'>
