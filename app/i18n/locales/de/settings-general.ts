import type en from '../en/settings-general.ts'

/** Deutsche Texte der allgemeinen Einstellungen und der Integrationsseite (dieselben Schlüssel wie en/settings-general.ts). */
export default {
	title: 'Unternehmen',
	description: 'Name, Logo, Sprache und Land Ihres Unternehmens, wie Ihre Admins und Lernenden sie sehen.',
	name: 'Unternehmensname',
	logo: {
		label: 'Logo',
		hint: 'GIF, JPEG, JPG oder PNG, bis {{n}} MB.',
		alt: 'Logo von {{company}}',
		none: 'Kein Logo',
		remove: 'Logo entfernen',
		removed: 'Logo entfernt',
	},
	language: 'Unternehmenssprache',
	country: 'Land',
	selectCountry: 'Wählen Sie Ihr Land',
	inviteMessage: {
		label: 'Standard-Einladungsnachricht für Kunden',
		hint: 'Die Nachricht, die Ihre Kundenunternehmen mit ihrer Einladung erhalten.',
	},
	save: 'Speichern',
	saved: 'Erfolgreich aktualisiert!',
	errors: {
		required: 'Pflichtfeld',
		countryRequired: 'Bitte wählen Sie Ihr Land aus.',
		nameInvalid:
			'Verwenden Sie nur Buchstaben, Ziffern, Punkte, Bindestriche, Unterstriche, Et-Zeichen und einzelne Leerzeichen im Inneren.',
		nameTaken: 'Dieser Unternehmensname wird bereits verwendet.',
		tooLong: 'Verwenden Sie höchstens {{max}} Zeichen.',
		logoType: 'Die Datei muss einen erlaubten Inhaltstyp haben: gif, jpeg, jpg, png',
		logoSize: 'Die Datei muss kleiner als {{n}} MB sein',
	},
	integration: {
		title: 'Integration',
		description: 'Die Konsolen-Integration, mit der Ihr Unternehmen verbunden ist, und was sie ändert.',
		connected: 'Verbunden',
		none: {
			title: 'Keine Integration',
			text: 'Ihr Unternehmen ist mit keiner Konsolen-Integration verbunden. Alles in der Konsole funktioniert so, wie Ihr Tarif es beschreibt.',
		},
		nameLabel: 'Integration',
		changesLabel: 'Was sich für Ihr Unternehmen ändert',
		noChanges: 'Für diese Integration ändert sich in der Konsole nichts.',
		names: {
			console: 'Acronis-Konsolen-Integration',
			coalitionParent: 'Koalition (Mutterunternehmen)',
			coalitionMember: 'Koalition (Mitgliedsunternehmen)',
		},
		summaries: {
			console: 'Ihr Unternehmen nutzt die Konsole über die Acronis-Integration, die seine Benutzer und seinen Tarif verwaltet.',
			coalitionParent:
				'Ihr Unternehmen ist das Mutterunternehmen einer Koalition; die Lizenzen seiner Mitglieder werden für sie verwaltet.',
			coalitionMember: 'Ihr Unternehmen ist Mitglied einer Koalition, verwaltet von {{parent}}.',
			other: 'Ihr Unternehmen ist mit der Integration „{{name}}“ verbunden.',
		},
		changes: {
			contactSales: 'Der Vertrieb kann nicht kontaktiert werden.',
			freeVsBoost: 'Das Video „Free vs Boost“ wird unter Anleitungen und Ressourcen nicht angezeigt.',
			transactions: 'Das Partnerportal listet keine Transaktionen auf.',
			adminDisable: 'Admin-Benutzer können in der Konsole nicht deaktiviert werden.',
			signInFailures: 'Bei Anmeldeproblemen erscheint die Fehlerbehebungsseite der Integration.',
			licensing: 'Die Lizenzierung ist ausgeblendet; stattdessen öffnet sich „Erste Schritte“.',
			pricing: 'Preise und Tarif-Dialoge werden nicht angezeigt.',
			providerManaged: 'Die Lizenzierung wird von Ihrem Anbieter verwaltet.',
		},
	},
} satisfies typeof en
