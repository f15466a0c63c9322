import type { Texts } from '../../namespaces.ts'

/** Italian texts of the phishingSimulationSettings namespace (keys as in ../en/phishing-simulation-settings.ts). */
export default {
	title: 'Impostazioni della simulazione di phishing',
	back: 'Torna alle campagne',
	loadFailed: 'Impossibile caricare le impostazioni.',
	description:
		'Come vengono gestite le email segnalate, l’intestazione delle email di simulazione e la consegna diretta nelle caselle dei tuoi utenti.',
	tabs: {
		label: 'Pagine delle impostazioni',
		'report-button': 'Pulsante di segnalazione',
		configuration: 'Configurazione',
		'direct-email-delivery': 'Consegna diretta delle email',
	},
	save: 'Salva',
	reportButton: {
		title: 'Pulsante di segnalazione',
		description: 'Cosa fa il pulsante Segnala phishing con un’email che un utente segnala in Google Workspace e in Microsoft Outlook.',
		gwReportAction: 'Azione in Google Workspace',
		msReportAction: 'Azione in Microsoft',
		folderId: 'ID cartella',
		folderIdHint: 'La cartella in cui vengono spostate le email segnalate quando un’azione è “Sposta in cartella”.',
		forwarding: 'Le email segnalate vengono inoltrate a {{email}}.',
		noForwarding: 'Le email segnalate non vengono inoltrate.',
		changeForwarding: 'Modifica nella pagina Configurazione',
		installTitle: 'Installa il pulsante di segnalazione',
		installGoogle:
			'Google Workspace: nella Console di amministrazione Google apri App › App di Google Workspace Marketplace, aggiungi il componente Segnala phishing e installalo per la tua organizzazione.',
		installMicrosoft:
			'Microsoft 365: nell’interfaccia di amministrazione di Microsoft 365 apri Impostazioni › App integrate, carica il manifesto del componente Segnala phishing e distribuiscilo ai tuoi utenti.',
		installNote: 'Il pulsante compare nelle caselle dei tuoi utenti entro poche ore dalla distribuzione.',
	},
	actions: {
		MOVE_TO_TRASH: 'Sposta nel cestino',
		MOVE_TO_FOLDER: 'Sposta in cartella',
		KEEP_IN_INBOX: 'Mantieni nella posta in arrivo',
	},
	configuration: {
		title: 'Configurazione',
		description: 'Impostazioni delle email di simulazione ricevute dai tuoi utenti.',
		xTestPhish: 'Aggiungi l’intestazione X-Test-Phish',
		xTestPhishHint:
			'Le email di simulazione hanno un’intestazione X-Test-Phish, così i filtri di posta le lasciano passare e le distinguono dal phishing reale.',
		email: 'Inoltra le email segnalate a',
		emailHint: 'Lascia vuoto per conservare le email segnalate solo nella piattaforma.',
	},
	ded: {
		title: 'Consegna diretta delle email',
		description:
			'Consegna le email di simulazione direttamente nelle caselle dei tuoi utenti, evitando i filtri antispam, una volta autorizzato il tuo dominio di posta.',
		gmail: 'Consegna diretta tramite Gmail',
		microsoft: 'Consegna diretta tramite Microsoft',
		testEmail: 'Email di prova',
		testEmailHint: 'A questo indirizzo arriva un’email di simulazione di esempio.',
		sendTest: 'Invia email di prova',
		testSent: 'È stata inviata un’email di prova a {{email}}.',
		authTitle: 'Autorizza un dominio',
		authDescription: 'Verrai indirizzato al tuo provider di posta per consentire la consegna diretta per il dominio, poi di nuovo qui.',
		domain: 'Dominio',
		authorize: 'Autorizza',
		authorizedTitle: 'Domini autorizzati',
		noAuthorized: 'Nessun dominio è ancora autorizzato.',
	},
	errors: {
		required: 'Campo obbligatorio',
		emailFormat: 'Formato email errato',
		folderIdRequired: 'Aggiungi l’ID della cartella',
		testEmailRequired: 'Aggiungi un indirizzo email di prova',
		domainRequired: 'Inserisci un dominio',
		domainFormat: 'Inserisci un dominio valido',
	},
	toast: {
		updated: 'Impostazioni aggiornate correttamente!',
	},
} satisfies Texts<'phishingSimulationSettings'>
