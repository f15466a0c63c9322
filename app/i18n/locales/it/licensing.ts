import type { Texts } from '../../namespaces.ts'

/** Italian texts of the licensing namespace (keys as in ../en/licensing.ts). */
export default {
	tabs: {
		label: 'Licenze e fatturazione',
		licensing: 'Licenze',
		billing: 'Fatturazione',
	},
	loadFailed: 'Non è stato possibile caricare alcuni dati.',
	unknown: 'Sconosciuto',
	none: 'Nessuna',
	page: {
		title: 'Licenze',
	},
	plan: {
		title: 'Il tuo piano',
		label: 'Piano',
		names: {
			FREE: 'Gratuito',
			TRIAL_ACTIVE: 'Prova di Boost',
			BOOSTED: 'Boost',
		},
		trialEnded: 'Prova di Boost terminata',
		trialEndsIn: 'La prova termina il',
		seats: 'Licenze',
		users: 'Utenti',
		usersEnabled: '{{enabled}} abilitati',
		daysLeft: 'Giorni rimanenti',
		pricePerSeat: 'Prezzo per licenza',
		pricePerSeatValue: "{{price}} / all'anno",
		renewalDate: 'Data di rinnovo',
	},
	manage: {
		title: 'Gestisci il tuo piano',
		freeText:
			"Passa a Boost per conformità, report, SSO, corsi di formazione, il video mensile, l'esercitazione di phishing e la simulazione di phishing.",
		boostText: 'Acquista altre licenze man mano che il tuo team cresce, oppure cambia piano.',
		upgrade: 'Passa a Boost',
		buySeats: 'Acquista licenze',
		downgrade: 'Passa a un piano inferiore',
		contactSales: "Contatta l'ufficio vendite",
	},
	providerManaged: {
		title: 'Le licenze sono gestite dal tuo fornitore',
		provider: 'Il tuo fornitore: {{name}}',
		contact: 'Per modificare il piano o le licenze, contatta {{name}}.',
		contactUnnamed: 'Per modificare il piano o le licenze, contatta il tuo fornitore.',
		billing: 'Le fatture e i pagamenti sono gestiti da {{name}}.',
		billingUnnamed: 'Le fatture e i pagamenti sono gestiti dal tuo fornitore.',
		contactSupport: "Contatta l'assistenza",
	},
	billing: {
		title: 'Fatturazione',
		manage: {
			title: 'Metodo di pagamento e dati di fatturazione',
			description:
				'Aggiorna il metodo di pagamento e i dati di fatturazione e consulta le ricevute nel portale clienti.',
			submit: 'Gestisci fatturazione',
		},
	},
	invoices: {
		title: 'Fatture e cronologia dei pagamenti',
		search: 'Cerca fatture',
		pagination: 'Pagine delle fatture',
		columns: {
			number: 'Fattura',
			invoiceDate: 'Data fattura',
			amount: 'Importo',
			seats: 'Licenze',
			status: 'Stato',
			paymentMethod: 'Metodo di pagamento',
			dueDate: 'Data di scadenza',
			paidDate: 'Data di pagamento',
		},
		status: {
			OPEN: 'Aperta',
			PAID: 'Pagata',
			VOID: 'Annullata',
			DRAFT: 'Bozza',
			UNCOLLECTIBLE: 'Inesigibile',
			OVERDUE: 'Scaduta',
		},
		paymentMethod: {
			INVOICE: 'Fattura',
			CREDIT_CARD: 'Carta di credito',
			DISTRIBUTOR_CREDIT: 'Credito distributore',
		},
		cardEnding: 'Carta di credito che termina con {{last4}}',
		notPaid: 'Non pagata',
		filters: {
			status: 'Stato',
			paymentMethod: 'Metodo di pagamento',
			all: 'Tutti',
			apply: 'Applica',
			clear: 'Cancella filtri',
		},
	},
	bank: {
		title: 'Coordinate per il bonifico bancario',
		description:
			'Per pagare una fattura con bonifico bancario, usa queste coordinate e indica il riferimento di pagamento.',
		bankName: 'Banca',
		accountHolder: 'Intestatario del conto',
		iban: 'IBAN',
		bic: 'BIC / SWIFT',
		accountNumber: 'Numero di conto',
		routingNumber: 'Codice di instradamento (routing)',
		reference: 'Riferimento di pagamento',
		currency: 'Valuta',
	},
} satisfies Texts<'licensing'>
