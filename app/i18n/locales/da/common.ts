import type { Texts } from '../../namespaces.ts'

/** Danske fælles tekster (samme nøgler som en/common.ts). */
export default {
	appName: 'Administrationskonsol',
	languageMenu: 'Sprog',
	skipToContent: 'Gå til indhold',
	close: 'Luk',
	cancel: 'Annuller',
	confirm: 'Bekræft',
	logout: 'Log ud',
	somethingWentWrong: 'Noget gik galt',
	tryAgain: 'Noget gik galt. Prøv igen.',
	userAgreement: 'Brugeraftale',
	privacyPolicy: 'Privatlivspolitik',
	getStarted: {
		title: 'Kom i gang',
		welcome: 'Velkommen, {{name}}',
		company: 'Du administrerer {{company}}.',
	},
	loggedInAsCompany: {
		banner: 'Logget ind som virksomhed: {{company}}',
		exit: 'Tilbage til kunder',
	},
	policyDialog: {
		title: 'Privatlivspolitik',
		description: 'Læs og bekræft vores privatlivspolitik for at fortsætte med at bruge administrationskonsollen.',
		link: 'Læs privatlivspolitikken',
		confirm: 'Bekræft',
	},
	verifyEmailDialog: {
		title: 'Bekræft din e-mail',
		description: 'Bekræft din e-mailadresse {{email}} for at tilføje brugere og modtage notifikationer.',
		resend: 'Send bekræftelsesmail igen',
		sent: 'E-mailen med bekræftelseslinket er sendt',
	},
	verifyEmail: {
		verified: 'Din e-mail er blevet bekræftet',
		invalid: 'Dette bekræftelseslink er ugyldigt eller udløbet.',
	},
	errors: {
		notFoundTitle: 'Siden blev ikke fundet',
		notFoundText: 'Siden, du leder efter, findes ikke eller er blevet flyttet.',
		forbiddenTitle: 'Du har ikke tilladelse til at få adgang',
		forbiddenText: 'Din rolle giver ikke adgang til denne side. Spørg en administrator i din virksomhed, hvis du har brug for den.',
		serverTitle: 'Noget gik galt',
		serverText: 'Noget gik galt. Prøv igen.',
		home: 'Gå til konsollen',
		disabledTitle: 'Denne virksomhed er deaktiveret',
		disabledText: 'Adgangen til administrationskonsollen er suspenderet for denne virksomhed. Kontakt din udbyder eller vores supportteam.',
		backToLogin: 'Tilbage til login',
	},
} satisfies Texts<'common'>
