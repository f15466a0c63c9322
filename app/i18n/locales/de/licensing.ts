import type { Texts } from '../../namespaces.ts'

/** German texts of the licensing namespace (keys as in ../en/licensing.ts). */
export default {
	tabs: {
		label: 'Lizenzierung und Abrechnung',
		licensing: 'Lizenzierung',
		billing: 'Abrechnung',
	},
	loadFailed: 'Einige Daten konnten nicht geladen werden.',
	unknown: 'Unbekannt',
	none: 'Keine',
	page: {
		title: 'Lizenzierung',
	},
	plan: {
		title: 'Ihr Tarif',
		label: 'Tarif',
		names: {
			FREE: 'Kostenlos',
			TRIAL_ACTIVE: 'Boost-Testphase',
			BOOSTED: 'Boost',
		},
		trialEnded: 'Boost-Testphase beendet',
		trialEndsIn: 'Testphase endet am',
		seats: 'Lizenzen',
		users: 'Benutzer',
		usersEnabled: '{{enabled}} aktiviert',
		daysLeft: 'Verbleibende Tage',
		pricePerSeat: 'Preis pro Lizenz',
		pricePerSeatValue: '{{price}} / pro Jahr',
		renewalDate: 'Verlängerungsdatum',
	},
	manage: {
		title: 'Tarif verwalten',
		freeText:
			'Wechseln Sie zu Boost für Compliance, Berichte, SSO, Trainingskurse, das monatliche Video, die Phishing-Übung und die Phishing-Simulation.',
		boostText: 'Kaufen Sie weitere Lizenzen, wenn Ihr Team wächst, oder ändern Sie Ihren Tarif.',
		upgrade: 'Upgraden',
		buySeats: 'Lizenzen kaufen',
		downgrade: 'Herabstufen',
		contactSales: 'Vertrieb kontaktieren',
	},
	providerManaged: {
		title: 'Ihre Lizenzen werden von Ihrem Anbieter verwaltet',
		provider: 'Ihr Anbieter: {{name}}',
		contact: 'Um Ihren Tarif oder Ihre Lizenzen zu ändern, wenden Sie sich bitte an {{name}}.',
		contactUnnamed: 'Um Ihren Tarif oder Ihre Lizenzen zu ändern, wenden Sie sich bitte an Ihren Anbieter.',
		billing: 'Ihre Rechnungen und Zahlungen werden von {{name}} abgewickelt.',
		billingUnnamed: 'Ihre Rechnungen und Zahlungen werden von Ihrem Anbieter abgewickelt.',
		contactSupport: 'Support kontaktieren',
	},
	billing: {
		title: 'Abrechnung',
		manage: {
			title: 'Zahlungsmethode und Rechnungsdaten',
			description:
				'Aktualisieren Sie Ihre Zahlungsmethode und Rechnungsdaten und sehen Sie Ihre Belege im Kundenportal ein.',
			submit: 'Abrechnung verwalten',
		},
	},
	invoices: {
		title: 'Rechnungen und Zahlungsverlauf',
		search: 'Rechnungen durchsuchen',
		pagination: 'Seiten der Rechnungen',
		columns: {
			number: 'Rechnung',
			invoiceDate: 'Rechnungsdatum',
			amount: 'Betrag',
			seats: 'Lizenzen',
			status: 'Status',
			paymentMethod: 'Zahlungsmethode',
			dueDate: 'Fälligkeitsdatum',
			paidDate: 'Bezahlt am',
		},
		status: {
			OPEN: 'Offen',
			PAID: 'Bezahlt',
			VOID: 'Storniert',
			DRAFT: 'Entwurf',
			UNCOLLECTIBLE: 'Uneinbringlich',
			OVERDUE: 'Überfällig',
		},
		paymentMethod: {
			INVOICE: 'Rechnung',
			CREDIT_CARD: 'Kreditkarte',
			DISTRIBUTOR_CREDIT: 'Distributorguthaben',
		},
		cardEnding: 'Kreditkarte mit Endziffern {{last4}}',
		notPaid: 'Nicht bezahlt',
		filters: {
			status: 'Status',
			paymentMethod: 'Zahlungsmethode',
			all: 'Alle',
			apply: 'Anwenden',
			clear: 'Filter zurücksetzen',
		},
	},
	bank: {
		title: 'Angaben für die Banküberweisung',
		description:
			'Um eine Rechnung per Banküberweisung zu bezahlen, verwenden Sie diese Angaben und geben Sie den Verwendungszweck an.',
		bankName: 'Bank',
		accountHolder: 'Kontoinhaber',
		iban: 'IBAN',
		bic: 'BIC / SWIFT',
		accountNumber: 'Kontonummer',
		routingNumber: 'Bankleitzahl (Routing Number)',
		reference: 'Verwendungszweck',
		currency: 'Währung',
	},
} satisfies Texts<'licensing'>
