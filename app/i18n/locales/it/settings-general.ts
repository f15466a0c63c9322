import type en from '../en/settings-general.ts'

/** Testi italiani delle impostazioni generali e della pagina Integrazione (stesse chiavi di en/settings-general.ts). */
export default {
	title: 'Azienda',
	description: 'Nome, logo, lingua e paese della tua azienda, come li vedono i tuoi amministratori e studenti.',
	name: "Nome dell'azienda",
	logo: {
		label: 'Logo',
		hint: 'GIF, JPEG, JPG o PNG, fino a {{n}} MB.',
		alt: 'Logo di {{company}}',
		none: 'Nessun logo',
		remove: 'Rimuovi logo',
		removed: 'Logo rimosso',
	},
	language: "Lingua dell'azienda",
	country: 'Paese',
	selectCountry: 'Seleziona il tuo paese',
	inviteMessage: {
		label: 'Messaggio di invito predefinito per i clienti',
		hint: 'Il messaggio che le aziende clienti ricevono con il loro invito.',
	},
	save: 'Salva',
	saved: 'Aggiornato con successo!',
	errors: {
		required: 'Campo obbligatorio',
		countryRequired: 'Seleziona il tuo paese.',
		nameInvalid: 'Usa solo lettere, cifre, punti, trattini, trattini bassi, e commerciali e singoli spazi interni.',
		nameTaken: 'Questo nome di azienda è già in uso.',
		tooLong: 'Usa al massimo {{max}} caratteri.',
		logoType: 'Il file deve essere di un tipo di contenuto consentito: gif, jpeg, jpg, png',
		logoSize: 'La dimensione del file deve essere inferiore a {{n}} MB',
	},
	integration: {
		title: 'Integrazione',
		description: "L'integrazione della console a cui è collegata la tua azienda e cosa cambia.",
		connected: 'Collegata',
		none: {
			title: 'Nessuna integrazione',
			text: 'La tua azienda non è collegata a nessuna integrazione della console. Tutto nella console funziona come descritto dal tuo piano.',
		},
		nameLabel: 'Integrazione',
		changesLabel: 'Cosa cambia per la tua azienda',
		noChanges: 'Con questa integrazione non cambia nulla nella console.',
		names: {
			console: 'Integrazione console Acronis',
			coalitionParent: 'Coalizione (società madre)',
			coalitionMember: 'Coalizione (azienda membro)',
		},
		summaries: {
			console: "La tua azienda usa la console tramite l'integrazione Acronis, che gestisce i suoi utenti e il suo piano.",
			coalitionParent: 'La tua azienda è la società madre di una coalizione; le licenze dei membri sono gestite per loro.',
			coalitionMember: 'La tua azienda è membro di una coalizione gestita da {{parent}}.',
			other: "La tua azienda è collegata all'integrazione «{{name}}».",
		},
		changes: {
			contactSales: "Contatta l'ufficio vendite non è disponibile.",
			freeVsBoost: 'Il video Free vs Boost non compare in Guide e risorse.',
			transactions: 'Il portale partner non elenca le transazioni.',
			adminDisable: 'Gli utenti amministratori non possono essere disattivati nella console.',
			signInFailures: "I problemi di accesso mostrano la pagina di risoluzione dei problemi dell'integrazione.",
			licensing: 'Le licenze sono nascoste; Licenze apre invece Per iniziare.',
			pricing: 'Prezzi e finestre dei piani non vengono mostrati.',
			providerManaged: 'Le licenze sono gestite dal tuo fornitore.',
		},
	},
} satisfies typeof en
