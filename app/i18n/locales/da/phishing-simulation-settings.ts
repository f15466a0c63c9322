import type { Texts } from '../../namespaces.ts'

/** Danish texts of the phishingSimulationSettings namespace (keys as in ../en/phishing-simulation-settings.ts). */
export default {
	title: 'Indstillinger for phishing-simulering',
	back: 'Tilbage til kampagner',
	loadFailed: 'Indstillingerne kunne ikke indlæses.',
	description: 'Hvordan rapporterede e-mails håndteres, simuleringsmailenes header og direkte levering til dine brugeres indbakker.',
	tabs: {
		label: 'Indstillingssider',
		'report-button': 'Rapportknap',
		configuration: 'Konfiguration',
		'direct-email-delivery': 'Direkte e-maillevering',
	},
	save: 'Gem',
	reportButton: {
		title: 'Rapportknap',
		description: 'Hvad knappen Rapportér phishing gør med en e-mail, som en bruger rapporterer i Google Workspace og i Microsoft Outlook.',
		gwReportAction: 'Handling i Google Workspace',
		msReportAction: 'Handling i Microsoft',
		folderId: 'Mappe-id',
		folderIdHint: 'Mappen, rapporterede e-mails flyttes til, når en handling er “Flyt til mappe”.',
		forwarding: 'Rapporterede e-mails videresendes til {{email}}.',
		noForwarding: 'Rapporterede e-mails videresendes ikke.',
		changeForwarding: 'Skift på siden Konfiguration',
		installTitle: 'Installér rapportknappen',
		installGoogle:
			'Google Workspace: Åbn Apps › Google Workspace Marketplace-apps i Google Admin-konsollen, tilføj tilføjelsesprogrammet Rapportér phishing, og installér det for din organisation.',
		installMicrosoft:
			'Microsoft 365: Åbn Indstillinger › Integrerede apps i Microsoft 365 Administration, upload manifestet for tilføjelsesprogrammet Rapportér phishing, og udrul det til dine brugere.',
		installNote: 'Knappen vises i dine brugeres postkasser inden for få timer efter udrulningen.',
	},
	actions: {
		MOVE_TO_TRASH: 'Flyt til papirkurv',
		MOVE_TO_FOLDER: 'Flyt til mappe',
		KEEP_IN_INBOX: 'Behold i indbakken',
	},
	configuration: {
		title: 'Konfiguration',
		description: 'Indstillinger for de simuleringsmails, dine brugere modtager.',
		xTestPhish: 'Tilføj headeren X-Test-Phish',
		xTestPhishHint: 'Simuleringsmails har en X-Test-Phish-header, så mailfiltre kan lukke dem igennem og skelne dem fra rigtig phishing.',
		email: 'Videresend rapporterede e-mails til',
		emailHint: 'Lad feltet være tomt for kun at gemme rapporterede e-mails i platformen.',
	},
	ded: {
		title: 'Direkte e-maillevering',
		description: 'Lever simuleringsmails direkte i dine brugeres indbakker uden om spamfiltre, når dit maildomæne er godkendt.',
		gmail: 'Direkte levering via Gmail',
		microsoft: 'Direkte levering via Microsoft',
		testEmail: 'Testmail',
		testEmailHint: 'En eksempelmail fra simuleringen sendes til denne adresse.',
		sendTest: 'Send testmail',
		testSent: 'Der blev sendt en testmail til {{email}}.',
		authTitle: 'Godkend et domæne',
		authDescription: 'Du sendes til din mailudbyder for at tillade direkte levering for domænet og derefter tilbage hertil.',
		domain: 'Domæne',
		authorize: 'Godkend',
		authorizedTitle: 'Godkendte domæner',
		noAuthorized: 'Intet domæne er godkendt endnu.',
	},
	errors: {
		required: 'Feltet er påkrævet',
		emailFormat: 'Forkert e-mailformat',
		folderIdRequired: 'Angiv mappe-id',
		testEmailRequired: 'Angiv en testmailadresse',
		domainRequired: 'Angiv et domæne',
		domainFormat: 'Angiv et gyldigt domæne',
	},
	toast: {
		updated: 'Indstillingerne blev opdateret!',
	},
} satisfies Texts<'phishingSimulationSettings'>
