import type { Texts } from '../../namespaces.ts'

/** Deutsche allgemeine Texte (Schlüssel wie en/common.ts). */
export default {
	appName: 'Admin-Konsole',
	languageMenu: 'Sprache',
	skipToContent: 'Zum Inhalt springen',
	close: 'Schließen',
	cancel: 'Abbrechen',
	confirm: 'Bestätigen',
	logout: 'Abmelden',
	somethingWentWrong: 'Etwas ist schiefgelaufen',
	tryAgain: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
	userAgreement: 'Nutzungsvereinbarung',
	privacyPolicy: 'Datenschutzerklärung',
	getStarted: {
		title: 'Erste Schritte',
		welcome: 'Willkommen, {{name}}',
		company: 'Sie verwalten {{company}}.',
	},
	loggedInAsCompany: {
		banner: 'Angemeldet als Unternehmen: {{company}}',
		exit: 'Zurück zu den Kunden',
	},
	policyDialog: {
		title: 'Datenschutzerklärung',
		description: 'Bitte lesen und bestätigen Sie unsere Datenschutzerklärung, um die Admin-Konsole weiter zu nutzen.',
		link: 'Datenschutzerklärung lesen',
		confirm: 'Bestätigen',
	},
	verifyEmailDialog: {
		title: 'E-Mail-Adresse bestätigen',
		description: 'Bitte bestätigen Sie Ihre E-Mail-Adresse {{email}}, um Benutzer hinzuzufügen und Benachrichtigungen zu erhalten.',
		resend: 'Bestätigungs-E-Mail erneut senden',
		sent: 'Die E-Mail mit dem Bestätigungslink wurde gesendet',
	},
	verifyEmail: {
		verified: 'Ihre E-Mail-Adresse wurde bestätigt',
		invalid: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
	},
	errors: {
		notFoundTitle: 'Seite nicht gefunden',
		notFoundText: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
		forbiddenTitle: 'Sie haben keine Zugriffsberechtigung',
		forbiddenText:
			'Ihre Rolle gibt keinen Zugriff auf diese Seite. Wenden Sie sich an einen Admin Ihres Unternehmens, wenn Sie sie brauchen.',
		serverTitle: 'Etwas ist schiefgelaufen',
		serverText: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
		home: 'Zur Konsole',
		disabledTitle: 'Dieses Unternehmen ist deaktiviert',
		disabledText:
			'Der Zugriff auf die Admin-Konsole ist für dieses Unternehmen gesperrt. Bitte wenden Sie sich an Ihren Anbieter oder unser Support-Team.',
		backToLogin: 'Zurück zur Anmeldung',
	},
} satisfies Texts<'common'>
