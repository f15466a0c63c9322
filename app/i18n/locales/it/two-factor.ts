import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Autenticazione a due fattori',
	description: "Dopo la password, l'accesso chiede un codice di 6 cifre inviato alla tua email.",
	status: 'Stato:',
	on: 'Attivata',
	off: 'Disattivata',
	enable: "Attiva l'autenticazione a due fattori",
	disable: "Disattiva l'autenticazione a due fattori",
	partnerAccess: "L'autenticazione a due fattori è gestita da ciascun utente e non può essere modificata mentre sei connesso come azienda.",
	cancel: 'Annulla',
	password: {
		introEnable: "Inserisci la password per attivare l'autenticazione a due fattori. Poi ti invieremo un codice via email.",
		introDisable: "Inserisci la password per disattivare l'autenticazione a due fattori. Poi ti invieremo un codice via email.",
		label: 'Password',
		submit: 'Invia codice',
	},
	code: {
		intro: 'Abbiamo inviato un codice di 6 cifre a {{email}}. Inseriscilo qui sotto.',
		label: 'Codice di verifica',
		submitEnable: 'Attiva',
		submitDisable: 'Disattiva',
		resend: 'Invia di nuovo il codice',
	},
	codeSent: 'È stato inviato un codice via email',
	enabledToast: 'Autenticazione a due fattori attivata',
	disabledToast: 'Autenticazione a due fattori disattivata',
	exhausted: 'Il numero di tentativi è esaurito. Riprova tra 10 minuti.',
} satisfies Texts<'twoFactor'>
