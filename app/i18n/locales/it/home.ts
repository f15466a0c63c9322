import type { Texts } from '../../namespaces.ts'

/** Testi italiani delle pagine iniziali: Per iniziare, Guide e risorse, Diventa partner (stesse chiavi di en/home.ts). */
export default {
	nextSteps: {
		title: 'I tuoi prossimi passi',
		step: 'Passo {{number}}',
		status: {
			done: 'Fatto',
			current: 'Prossimo passo',
			upcoming: 'Non iniziato',
		},
		startTraining: {
			title: 'Avvia la formazione annuale sulla sicurezza',
			description:
				'Assegna il corso annuale di sensibilizzazione alla sicurezza a tutti i tuoi utenti. Inizia oggi e tutti ricevono una notifica.',
			action: 'Iniziamo',
		},
		inviteUsers: {
			title: 'Invita gli utenti alla formazione annuale sulla sicurezza',
			description: 'Aggiungi il tuo team perché possa seguire il corso. Gli utenti invitati vengono assegnati alla formazione.',
			action: 'Invita utenti',
		},
		dashboard: {
			title: 'La tua formazione è in corso',
			description:
				'Segui nella dashboard i progressi dei tuoi utenti, il punteggio di cultura della sicurezza della tua azienda e le tue campagne.',
			action: 'Vai alla dashboard',
		},
		unavailable: 'Impossibile caricare i tuoi prossimi passi. Riprova.',
	},
	suspended: {
		title: 'Il tuo periodo di prova è scaduto!',
		description:
			'La formazione è sospesa perché il periodo di prova è scaduto. Aggiorna il tuo piano per mantenere i progressi dei tuoi studenti.',
		action: 'Aggiorna il piano',
	},
	startTraining: {
		title: 'Avvio della campagna',
		description: 'Il corso inizia subito; tutti gli utenti vengono assegnati e ricevono una notifica.',
		campaign: '«{{name}}» inizia oggi, {{date}}.',
		confirm: 'Conferma',
		started: 'La campagna di formazione annuale è iniziata. Tutti gli utenti sono stati assegnati e hanno ricevuto una notifica.',
		alreadyStarted: 'La campagna di formazione annuale è già in corso.',
	},
	partnerAccess: {
		title: 'Conferma l’accesso della società madre',
		description: 'Dopo la conferma, la società madre potrà gestire la tua azienda.',
		parent: 'Società madre: {{name}}',
		confirmed: 'Aggiornamento riuscito!',
		notAllowed: 'Solo un amministratore di questa azienda può confermare l’accesso della sua società madre.',
	},
	purchaseComplete: {
		title: 'Acquisto completato',
		description: 'Pagamento riuscito! Le tue licenze sono state aggiunte.',
		done: 'Fatto',
	},
	tournament: {
		title: 'Organizza un torneo Secure Code',
		editTitle: 'Modifica il torneo Secure Code',
		description:
			'Un torneo Secure Code sfida i tuoi sviluppatori a trovare e correggere vulnerabilità in codice reale, con una classifica per vedere chi ottiene il punteggio migliore.',
		name: 'Nome del torneo',
		defaultName: 'Torneo Secure Code',
		start: 'Inizio (UTC)',
		end: 'Fine (UTC)',
		participants: 'Partecipanti',
		types: {
			all: 'Tutti gli utenti',
			departments: 'Reparti',
			groups: 'Gruppi',
		},
		departments: 'Reparti',
		groups: 'Gruppi',
		noDepartments: 'Ancora nessun reparto.',
		noGroups: 'Ancora nessun gruppo.',
		chooseOnNextPage: 'Con reparti o gruppi, li sceglierai nella pagina successiva.',
		notifications: 'Invia un’email ai partecipanti quando inizia il torneo',
		submit: 'Organizza il torneo',
		save: 'Salva le modifiche',
		later: 'Più tardi',
		cancel: 'Annulla',
		errors: {
			required: 'Il campo è obbligatorio',
			dateInvalid: 'Inserisci una data e un’ora.',
			startPast: 'L’inizio non può essere nel passato.',
			endBeforeStart: 'La fine deve essere successiva all’inizio.',
			tooLong: 'Un torneo può durare al massimo 90 giorni.',
			selectOne: 'È necessario selezionare almeno un valore',
		},
	},
	video: {
		description: 'Guarda il video o condividilo con il tuo team.',
		player: 'Lettore video: {{title}}',
		share: 'Condividi',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: 'Condividi su Facebook',
			x: 'Condividi su X',
			linkedin: 'Condividi su LinkedIn',
		},
		copyLink: 'Copia link',
		copied: 'Link copiato',
		link: 'Link del video',
	},
	guides: {
		title: 'Video guide per iniziare subito',
		subtitle: 'Un breve video per semplificare il tuo lavoro con la console di amministrazione!',
		watch: 'Guarda il video',
		videos: {
			'free-vs-boost': 'Free e Boost a confronto',
			'how-to-choose-training': 'Come scegliere la formazione',
			'inviting-your-team': 'Invitare il tuo team',
			'learner-experience': 'L’esperienza degli studenti',
		},
		interested: 'Potrebbe interessarti anche…',
		opensInNewTab: '(si apre in una nuova scheda)',
		cards: {
			howToGuides: {
				title: 'Guide pratiche',
				description: 'Articoli passo passo per ogni parte della console di amministrazione.',
			},
			bookDemo: {
				title: 'Prenota una demo',
				description: 'Scopri la piattaforma con uno dei nostri esperti e ottieni risposta alle tue domande.',
			},
			pricing: {
				title: 'Prezzi',
				description: 'Confronta il piano Free con Boost e trova la soluzione giusta per il tuo team.',
			},
			affiliate: {
				title: 'Diventa affiliato',
				description: 'Consigliaci e guadagna il {{percent}}% di ogni acquisto.',
			},
			feedback: {
				title: 'Lascia un feedback',
				description: 'Dicci cosa funziona per te e cosa dovremmo migliorare.',
			},
		},
	},
	becomePartner: {
		title: 'Diventa partner',
		intro:
			'Offri ai tuoi clienti la formazione sulla consapevolezza della sicurezza con il tuo marchio. Il nostro programma partner offre ai fornitori di servizi gestiti e ai rivenditori tutto ciò che serve per vendere, erogare e gestire la formazione.',
		resell: {
			title: 'Rivendita',
			description: 'Acquista licenze a prezzi partner, assegnale ai tuoi clienti e fatturale a modo tuo.',
		},
		whiteLabel: {
			title: 'White label',
			description: 'Gestisci la console di amministrazione e l’esperienza degli studenti sul tuo dominio, con il tuo logo e i tuoi colori.',
		},
		customers: {
			title: 'Gestione clienti',
			description:
				'Crea aziende clienti, accedi come loro, condividi con loro la formazione e seguine i progressi da un unico portale partner.',
		},
		contactSales: 'Contatta l’ufficio vendite',
		contactHint: 'Raccontaci della tua attività e il nostro team ti ricontatterà.',
	},
} satisfies Texts<'home'>
