import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Zwei-Faktor-Authentifizierung',
	description: 'Nach Ihrem Passwort fragt die Anmeldung nach einem 6-stelligen Code, den wir an Ihre E-Mail-Adresse senden.',
	status: 'Status:',
	on: 'Aktiviert',
	off: 'Deaktiviert',
	enable: 'Zwei-Faktor-Authentifizierung aktivieren',
	disable: 'Zwei-Faktor-Authentifizierung deaktivieren',
	partnerAccess:
		'Die Zwei-Faktor-Authentifizierung verwaltet jede Person selbst; sie kann nicht geändert werden, während Sie als Unternehmen angemeldet sind.',
	cancel: 'Abbrechen',
	password: {
		introEnable:
			'Geben Sie Ihr Passwort ein, um die Zwei-Faktor-Authentifizierung zu aktivieren. Anschließend senden wir Ihnen einen Code per E-Mail.',
		introDisable:
			'Geben Sie Ihr Passwort ein, um die Zwei-Faktor-Authentifizierung zu deaktivieren. Anschließend senden wir Ihnen einen Code per E-Mail.',
		label: 'Passwort',
		submit: 'Code senden',
	},
	code: {
		intro: 'Wir haben einen 6-stelligen Code an {{email}} gesendet. Geben Sie ihn unten ein.',
		label: 'Bestätigungscode',
		submitEnable: 'Aktivieren',
		submitDisable: 'Deaktivieren',
		resend: 'Code erneut senden',
	},
	codeSent: 'Ein E-Mail-Code wurde gesendet',
	enabledToast: 'Zwei-Faktor-Authentifizierung aktiviert',
	disabledToast: 'Zwei-Faktor-Authentifizierung deaktiviert',
	exhausted: 'Die Anzahl der Versuche ist aufgebraucht. Bitte versuchen Sie es in 10 Minuten erneut.',
} satisfies Texts<'twoFactor'>
