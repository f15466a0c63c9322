import type { Texts } from '../../namespaces.ts'

/** Testi italiani comuni (stesse chiavi di en/common.ts). */
export default {
	appName: 'Console di amministrazione',
	languageMenu: 'Lingua',
	skipToContent: 'Vai al contenuto',
	close: 'Chiudi',
	cancel: 'Annulla',
	confirm: 'Conferma',
	logout: 'Esci',
	somethingWentWrong: 'Si è verificato un errore',
	tryAgain: 'Si è verificato un errore. Riprova.',
	userAgreement: 'Condizioni d’uso',
	privacyPolicy: 'Informativa sulla privacy',
	getStarted: {
		title: 'Per iniziare',
		welcome: 'Ti diamo il benvenuto, {{name}}',
		company: 'Stai gestendo {{company}}.',
	},
	loggedInAsCompany: {
		banner: 'Accesso come azienda: {{company}}',
		exit: 'Torna ai clienti',
	},
	policyDialog: {
		title: 'Informativa sulla privacy',
		description: 'Leggi e conferma la nostra Informativa sulla privacy per continuare a usare la console di amministrazione.',
		link: 'Leggi l’Informativa sulla privacy',
		confirm: 'Conferma',
	},
	verifyEmailDialog: {
		title: 'Verifica la tua email',
		description: 'Verifica il tuo indirizzo email {{email}} per aggiungere utenti e ricevere notifiche.',
		resend: 'Invia di nuovo l’email di verifica',
		sent: 'L’email con il link di verifica è stata inviata',
	},
	verifyEmail: {
		verified: 'La tua email è stata verificata',
		invalid: 'Questo link di verifica non è valido o è scaduto.',
	},
	errors: {
		notFoundTitle: 'Pagina non trovata',
		notFoundText: 'La pagina che cerchi non esiste o è stata spostata.',
		forbiddenTitle: 'Non hai l’autorizzazione per accedere',
		forbiddenText: 'Il tuo ruolo non dà accesso a questa pagina. Chiedilo a un amministratore della tua azienda se ti serve.',
		serverTitle: 'Si è verificato un errore',
		serverText: 'Si è verificato un errore. Riprova.',
		home: 'Vai alla console',
		disabledTitle: 'Questa azienda è disattivata',
		disabledText:
			'L’accesso alla console di amministrazione è sospeso per questa azienda. Contatta il tuo fornitore o il nostro team di assistenza.',
		backToLogin: 'Torna all’accesso',
	},
} satisfies Texts<'common'>
