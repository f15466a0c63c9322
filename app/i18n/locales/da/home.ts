import type { Texts } from '../../namespaces.ts'

/** Danske tekster til startsiderne: Kom i gang, Vejledninger, Bliv partner (samme nøgler som en/home.ts). */
export default {
	nextSteps: {
		title: 'Dine næste trin',
		step: 'Trin {{number}}',
		status: {
			done: 'Færdig',
			current: 'Næste trin',
			upcoming: 'Ikke startet',
		},
		startTraining: {
			title: 'Start den årlige awareness-træning',
			description: 'Tildel det årlige kursus i sikkerhedsbevidsthed til alle dine brugere. Det starter i dag, og alle får besked.',
			action: 'Kom i gang',
		},
		inviteUsers: {
			title: 'Inviter brugere til den årlige awareness-træning',
			description: 'Tilføj dit team, så de kan tage kurset. Inviterede brugere bliver tildelt træningen.',
			action: 'Inviter brugere',
		},
		dashboard: {
			title: 'Din træning kører',
			description: 'Følg dine brugeres fremskridt, din virksomheds sikkerhedskulturscore og dine kampagner på dashboardet.',
			action: 'Gå til dashboard',
		},
		unavailable: 'Dine næste trin kunne ikke indlæses. Prøv igen.',
	},
	suspended: {
		title: 'Din prøveperiode er udløbet!',
		description:
			'Træningen er sat på pause, fordi prøveperioden er udløbet. Opgrader dit abonnement, så dine kursisters fremskridt holdes på sporet.',
		action: 'Opgrader abonnement',
	},
	startTraining: {
		title: 'Kampagnen starter',
		description: 'Kurset starter med det samme, og alle brugere bliver tildelt og får besked.',
		campaign: '“{{name}}” starter i dag, {{date}}.',
		confirm: 'Bekræft',
		started: 'Den årlige træningskampagne er startet. Alle brugere er tildelt og har fået besked.',
		alreadyStarted: 'Den årlige træningskampagne kører allerede.',
	},
	partnerAccess: {
		title: 'Bekræft adgangen for moderselskabet',
		description: 'Når du bekræfter, får moderselskabet adgang til at administrere din virksomhed.',
		parent: 'Moderselskab: {{name}}',
		confirmed: 'Opdateret!',
		notAllowed: 'Kun en administrator i denne virksomhed kan bekræfte moderselskabets adgang.',
	},
	purchaseComplete: {
		title: 'Køb gennemført',
		description: 'Betalingen er gennemført! Dine licenser er tilføjet.',
		done: 'Færdig',
	},
	tournament: {
		title: 'Opret en Secure Code-turnering',
		editTitle: 'Rediger Secure Code-turneringen',
		description:
			'En Secure Code-turnering udfordrer dine udviklere til at finde og rette sårbarheder i rigtig kode, med en rangliste, der viser, hvem der scorer bedst.',
		name: 'Turneringens navn',
		defaultName: 'Secure Code-turnering',
		start: 'Starter (UTC)',
		end: 'Slutter (UTC)',
		participants: 'Deltagere',
		types: {
			all: 'Alle brugere',
			departments: 'Afdelinger',
			groups: 'Grupper',
		},
		departments: 'Afdelinger',
		groups: 'Grupper',
		noDepartments: 'Ingen afdelinger endnu.',
		noGroups: 'Ingen grupper endnu.',
		chooseOnNextPage: 'Med afdelinger eller grupper vælger du dem på næste side.',
		notifications: 'Send deltagerne en e-mail, når turneringen starter',
		submit: 'Opret turnering',
		save: 'Gem ændringer',
		later: 'Senere',
		cancel: 'Annuller',
		errors: {
			required: 'Feltet er påkrævet',
			dateInvalid: 'Angiv en dato og et klokkeslæt.',
			startPast: 'Starten kan ikke ligge i fortiden.',
			endBeforeStart: 'Slutningen skal ligge efter starten.',
			tooLong: 'En turnering kan højst vare 90 dage.',
			selectOne: 'Der skal vælges mindst én værdi',
		},
	},
	video: {
		description: 'Se videoen, eller del den med dit team.',
		player: 'Videoafspiller: {{title}}',
		share: 'Del',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: 'Del på Facebook',
			x: 'Del på X',
			linkedin: 'Del på LinkedIn',
		},
		copyLink: 'Kopiér link',
		copied: 'Linket er kopieret',
		link: 'Videolink',
	},
	guides: {
		title: 'Videovejledninger til en hurtig start',
		subtitle: 'En kort video, der gør det nemmere at bruge administrationskonsollen!',
		watch: 'Se videoen',
		videos: {
			'free-vs-boost': 'Free vs. Boost',
			'how-to-choose-training': 'Sådan vælger du træning',
			'inviting-your-team': 'Inviter dit team',
			'learner-experience': 'Se kursistens oplevelse',
		},
		interested: 'Måske er du også interesseret i …',
		opensInNewTab: '(åbner i en ny fane)',
		cards: {
			howToGuides: {
				title: 'Vejledninger',
				description: 'Trin-for-trin-artikler om alle dele af administrationskonsollen.',
			},
			bookDemo: {
				title: 'Book en demo',
				description: 'Se platformen sammen med en af vores eksperter, og få svar på dine spørgsmål.',
			},
			pricing: {
				title: 'Priser',
				description: 'Sammenlign Free-abonnementet med Boost, og find det, der passer til dit team.',
			},
			affiliate: {
				title: 'Bliv affiliate',
				description: 'Anbefal os, og tjen {{percent}} % af hvert køb.',
			},
			feedback: {
				title: 'Giv feedback',
				description: 'Fortæl os, hvad der fungerer for dig, og hvad vi bør forbedre.',
			},
		},
	},
	becomePartner: {
		title: 'Bliv partner',
		intro:
			'Tilbyd træning i sikkerhedsbevidsthed til dine kunder under dit eget brand. Vores partnerprogram giver managed service providers og forhandlere alt, hvad de skal bruge for at sælge, levere og administrere træningen.',
		resell: {
			title: 'Videresalg',
			description: 'Køb licenser til partnerpriser, fordel dem til dine kunder, og fakturer dem på din egen måde.',
		},
		whiteLabel: {
			title: 'White label',
			description: 'Kør administrationskonsollen og kursistoplevelsen på dit eget domæne med dit logo og dine farver.',
		},
		customers: {
			title: 'Kundeadministration',
			description: 'Opret kundevirksomheder, log ind som dem, del træning med dem, og følg deres fremskridt fra én partnerportal.',
		},
		contactSales: 'Kontakt salg',
		contactHint: 'Fortæl os om din virksomhed, så vender vores team tilbage til dig.',
	},
} satisfies Texts<'home'>
