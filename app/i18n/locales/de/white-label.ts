import type { Texts } from '../../namespaces.ts'

/** White Label settings texts (de). */
export default {
	title: 'White Label',
	intro:
		'Stellen Sie die Konsole, die Lern-App und Ihre Website unter Ihren eigenen Domains bereit und versenden Sie E-Mails über Ihren eigenen Maildienst.',
	loadFailed: 'Einige White-Label-Einstellungen konnten nicht geladen werden.',
	domains: {
		title: 'Eigene Domains',
		intro:
			'Fügen Sie eine Domain hinzu, veröffentlichen Sie den angezeigten DNS-Eintrag und verifizieren Sie sie dann.',
		types: {
			admin: 'Domain der Admin-Konsole',
			employee: 'Domain für Mitarbeitende',
			web: 'Website-Domain',
		},
		hints: {
			admin: 'Hier melden sich Ihre Admins an, mit Ihrem Namen und Logo.',
			employee: 'Hier absolvieren Ihre Lernenden ihre Schulungen.',
			web: 'Ihre öffentliche Schulungswebsite.',
		},
		domainLabel: 'Domain',
		placeholder: 'training.example.com',
		add: 'Domain hinzufügen',
		verified: 'Verifiziert',
		pending: 'Verifizierung ausstehend',
		instructions:
			'Veröffentlichen Sie diesen TXT-Eintrag bei Ihrem DNS-Anbieter und klicken Sie dann auf Verifizieren. DNS-Änderungen können eine Weile dauern.',
		recordType: 'Typ',
		recordName: 'Name',
		recordValue: 'Wert',
		testZone: 'Testmodus: Eintrag in der Test-DNS-Zone veröffentlichen',
		verify: 'Verifizieren',
		reset: 'Zurücksetzen',
		resetTitle: '{{type}} zurücksetzen?',
		resetDescription:
			'{{domain}} wird nicht mehr verwendet. Um sie erneut zu nutzen, müssen Sie sie wieder hinzufügen und verifizieren.',
	},
	mail: {
		title: 'E-Mail-Versand',
		exclusive: 'Benutzerdefiniertes SMTP und Office Graph API können nicht gleichzeitig verwendet werden.',
		graph: {
			title: 'Office Graph API',
			connected: 'Verbunden',
			connectedAs: 'Verbunden als {{account}}',
			notConnected: 'Nicht verbunden',
			connect: 'Verbinden',
			reset: 'Trennen',
			blockedBySmtp: 'Deaktivieren Sie benutzerdefiniertes SMTP, um Office Graph API zu verbinden.',
			resetTitle: 'Office Graph API trennen?',
			resetDescription: 'E-Mails werden wieder von der Plattform versendet, bis Sie einen Maildienst verbinden.',
		},
		smtp: {
			title: 'Benutzerdefiniertes SMTP',
			on: 'An',
			off: 'Aus',
			host: 'Host',
			port: 'Port',
			username: 'Benutzername',
			password: 'Passwort',
			passwordKept: 'Ein Passwort ist gespeichert. Lassen Sie das Feld leer, um es zu behalten.',
			fromAddress: 'Absenderadresse',
			save: 'Speichern',
			disable: 'Ausschalten',
			blockedByGraph: 'Trennen Sie Office Graph API, um benutzerdefiniertes SMTP zu verwenden.',
			disableTitle: 'Benutzerdefiniertes SMTP ausschalten?',
			disableDescription:
				'Der gespeicherte Server und das Passwort werden entfernt; E-Mails werden von der Plattform versendet.',
		},
	},
	errors: {
		required: 'Pflichtfeld',
		tooLong: 'Die Domain ist zu lang.',
		pattern:
			'Geben Sie eine Domain wie training.example.com ein, ohne Punkt, Schrägstrich oder Bindestrich am Anfang, am Ende oder doppelt hintereinander.',
		notDomainOnly: 'Geben Sie nur die Domain ein, ohne https://, Port oder Pfad, z. B. training.example.com.',
		ipAddress: 'Eine IP-Adresse kann keine eigene Domain sein. Geben Sie einen Domainnamen ein.',
		reserved: 'Lokale, private und reservierte Namen (wie localhost oder .local) können keine eigene Domain sein.',
		conflict: 'Diese Domain wird bereits von einem anderen Unternehmen verwendet',
		sameCompany: 'Diese Domain ist bereits eine Ihrer eigenen Domains.',
		port: 'Geben Sie einen Port von 1 bis 65535 ein.',
		email: 'Dies ist keine gültige E-Mail-Adresse',
		textTooLong: 'Dieser Text ist zu lang.',
		exclusive: 'Benutzerdefiniertes SMTP und Office Graph API können nicht gleichzeitig verwendet werden.',
	},
	toasts: {
		domainAdded: 'Domain hinzugefügt. Veröffentlichen Sie den DNS-Eintrag und verifizieren Sie sie dann.',
		domainVerified: 'Domain verifiziert',
		notVerified: 'Der DNS-Eintrag wurde noch nicht gefunden. Veröffentlichen Sie ihn und verifizieren Sie erneut.',
		domainReset: 'Erfolgreich zurückgesetzt',
		graphConnected: 'Office Graph API verbunden',
		graphCancelled: 'Office Graph API wurde nicht verbunden',
		graphReset: 'Office Graph API getrennt',
		smtpSaved: 'Benutzerdefiniertes SMTP gespeichert',
		smtpDisabled: 'Benutzerdefiniertes SMTP ausgeschaltet',
	},
} satisfies Texts<'whiteLabel'>
