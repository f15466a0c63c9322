import type { Texts } from '../../namespaces.ts'

/** White Label settings texts (it). */
export default {
	title: 'White label',
	intro:
		'Pubblica la console, l’app di formazione e il tuo sito web sui tuoi domini e invia le email con il tuo servizio di posta.',
	loadFailed: 'Non è stato possibile caricare alcune impostazioni white label.',
	domains: {
		title: 'Domini personalizzati',
		intro: 'Aggiungi un dominio, pubblica il record DNS mostrato e poi verificalo.',
		types: {
			admin: 'Dominio della console di amministrazione',
			employee: 'Dominio dei dipendenti',
			web: 'Dominio del sito web',
		},
		hints: {
			admin: 'Dove accedono i tuoi amministratori, con il tuo nome e logo.',
			employee: 'Dove i tuoi studenti seguono i corsi.',
			web: 'Il tuo sito web pubblico di formazione.',
		},
		domainLabel: 'Dominio',
		placeholder: 'training.example.com',
		add: 'Aggiungi dominio',
		verified: 'Verificato',
		pending: 'In attesa di verifica',
		instructions:
			'Pubblica questo record TXT presso il tuo provider DNS, poi premi Verifica. Le modifiche DNS possono richiedere del tempo.',
		recordType: 'Tipo',
		recordName: 'Nome',
		recordValue: 'Valore',
		testZone: 'Modalità di test: pubblica il record nella zona DNS di test',
		verify: 'Verifica',
		reset: 'Reimposta',
		resetTitle: 'Reimpostare {{type}}?',
		resetDescription:
			'{{domain}} non verrà più utilizzato. Per usarlo di nuovo dovrai aggiungerlo e verificarlo ancora.',
	},
	mail: {
		title: 'Invio email',
		exclusive: 'SMTP personalizzato e Office Graph API non possono essere usati contemporaneamente.',
		graph: {
			title: 'Office Graph API',
			connected: 'Connesso',
			connectedAs: 'Connesso come {{account}}',
			notConnected: 'Non connesso',
			connect: 'Connetti',
			reset: 'Disconnetti',
			blockedBySmtp: 'Disattiva l’SMTP personalizzato per connettere Office Graph API.',
			resetTitle: 'Disconnettere Office Graph API?',
			resetDescription: 'Le email saranno di nuovo inviate dalla piattaforma finché non colleghi un servizio di posta.',
		},
		smtp: {
			title: 'SMTP personalizzato',
			on: 'Attivo',
			off: 'Disattivo',
			host: 'Host',
			port: 'Porta',
			username: 'Nome utente',
			password: 'Password',
			passwordKept: 'È salvata una password. Lascia vuoto per mantenerla.',
			fromAddress: 'Indirizzo mittente',
			save: 'Salva',
			disable: 'Disattiva',
			blockedByGraph: 'Disconnetti Office Graph API per usare l’SMTP personalizzato.',
			disableTitle: 'Disattivare l’SMTP personalizzato?',
			disableDescription:
				'Il server e la password salvati vengono rimossi; le email saranno inviate dalla piattaforma.',
		},
	},
	errors: {
		required: 'Campo obbligatorio',
		tooLong: 'Il dominio è troppo lungo.',
		pattern:
			'Inserisci un dominio come training.example.com, senza punto, barra o trattino all’inizio, alla fine o due volte di seguito.',
		notDomainOnly: 'Inserisci solo il dominio, senza https://, porta o percorso, ad esempio training.example.com.',
		ipAddress: 'Un indirizzo IP non può essere un dominio personalizzato. Inserisci un nome di dominio.',
		reserved:
			'I nomi locali, privati e riservati (come localhost o .local) non possono essere un dominio personalizzato.',
		conflict: 'Questo dominio personalizzato è già utilizzato da un’altra azienda',
		sameCompany: 'Questo dominio è già uno dei tuoi domini personalizzati.',
		port: 'Inserisci una porta da 1 a 65535.',
		email: 'Questa non è un’email valida',
		textTooLong: 'Il testo è troppo lungo.',
		exclusive: 'SMTP personalizzato e Office Graph API non possono essere usati contemporaneamente.',
	},
	toasts: {
		domainAdded: 'Dominio aggiunto. Pubblica il record DNS e poi verificalo.',
		domainVerified: 'Dominio verificato',
		notVerified: 'Il record DNS non è stato ancora trovato. Pubblicalo e verifica di nuovo.',
		domainReset: 'Reimpostato correttamente',
		graphConnected: 'Office Graph API connesso',
		graphCancelled: 'Office Graph API non è stato connesso',
		graphReset: 'Office Graph API disconnesso',
		smtpSaved: 'SMTP personalizzato salvato',
		smtpDisabled: 'SMTP personalizzato disattivato',
	},
} satisfies Texts<'whiteLabel'>
