import type { Texts } from '../../namespaces.ts'

/** Nederlandse algemene teksten (dezelfde sleutels als en/common.ts). */
export default {
	appName: 'Beheerconsole',
	languageMenu: 'Taal',
	skipToContent: 'Naar inhoud gaan',
	close: 'Sluiten',
	cancel: 'Annuleren',
	confirm: 'Bevestigen',
	logout: 'Uitloggen',
	somethingWentWrong: 'Er is iets misgegaan',
	tryAgain: 'Er is iets misgegaan. Probeer het opnieuw.',
	userAgreement: 'Gebruikersovereenkomst',
	privacyPolicy: 'Privacybeleid',
	getStarted: {
		title: 'Aan de slag',
		welcome: 'Welkom, {{name}}',
		company: 'U beheert {{company}}.',
	},
	loggedInAsCompany: {
		banner: 'Ingelogd als bedrijf: {{company}}',
		exit: 'Terug naar klanten',
	},
	policyDialog: {
		title: 'Privacybeleid',
		description: 'Lees en bevestig ons privacybeleid om de beheerconsole te blijven gebruiken.',
		link: 'Privacybeleid lezen',
		confirm: 'Bevestigen',
	},
	verifyEmailDialog: {
		title: 'Bevestig uw e-mailadres',
		description: 'Bevestig uw e-mailadres {{email}} om gebruikers toe te voegen en meldingen te ontvangen.',
		resend: 'Verificatie-e-mail opnieuw verzenden',
		sent: 'De e-mail met de verificatielink is verzonden',
	},
	verifyEmail: {
		verified: 'Uw e-mailadres is bevestigd',
		invalid: 'Deze verificatielink is ongeldig of verlopen.',
	},
	errors: {
		notFoundTitle: 'Pagina niet gevonden',
		notFoundText: 'De pagina die u zoekt, bestaat niet of is verplaatst.',
		forbiddenTitle: 'U hebt geen toegangsrechten',
		forbiddenText: 'Uw rol geeft geen toegang tot deze pagina. Vraag een beheerder van uw bedrijf als u die nodig hebt.',
		serverTitle: 'Er is iets misgegaan',
		serverText: 'Er is iets misgegaan. Probeer het opnieuw.',
		home: 'Naar de console',
		disabledTitle: 'Dit bedrijf is uitgeschakeld',
		disabledText: 'De toegang tot de beheerconsole is voor dit bedrijf opgeschort. Neem contact op met uw leverancier of ons supportteam.',
		backToLogin: 'Terug naar inloggen',
	},
} satisfies Texts<'common'>
