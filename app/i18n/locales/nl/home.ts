import type { Texts } from '../../namespaces.ts'

/** Nederlandse teksten van de startpagina’s: Aan de slag, Handleidingen, Partner worden (dezelfde sleutels als en/home.ts). */
export default {
	nextSteps: {
		title: 'Uw volgende stappen',
		step: 'Stap {{number}}',
		status: {
			done: 'Klaar',
			current: 'Volgende stap',
			upcoming: 'Niet gestart',
		},
		startTraining: {
			title: 'Jaarlijkse awarenesstraining starten',
			description:
				'Wijs de jaarlijkse security-awarenesscursus toe aan al uw gebruikers. Hij begint vandaag en iedereen krijgt een melding.',
			action: 'Aan de slag',
		},
		inviteUsers: {
			title: 'Gebruikers uitnodigen voor de jaarlijkse awarenesstraining',
			description: 'Voeg uw team toe zodat zij de cursus kunnen volgen. Uitgenodigde gebruikers worden aan de training toegewezen.',
			action: 'Gebruikers uitnodigen',
		},
		dashboard: {
			title: 'Uw training loopt',
			description: 'Volg de voortgang van uw gebruikers, de securitycultuurscore van uw bedrijf en uw campagnes op het dashboard.',
			action: 'Naar het dashboard',
		},
		unavailable: 'Uw volgende stappen konden niet worden geladen. Probeer het opnieuw.',
	},
	suspended: {
		title: 'Uw proefperiode is verlopen!',
		description:
			'De training is opgeschort omdat de proefperiode is verlopen. Upgrade uw abonnement om de voortgang van uw cursisten op koers te houden.',
		action: 'Abonnement upgraden',
	},
	startTraining: {
		title: 'Campagne starten',
		description: 'De cursus begint meteen; alle gebruikers worden toegewezen en krijgen een melding.',
		campaign: '‘{{name}}’ begint vandaag, {{date}}.',
		confirm: 'Bevestigen',
		started: 'De jaarlijkse trainingscampagne is gestart. Alle gebruikers zijn toegewezen en hebben een melding gekregen.',
		alreadyStarted: 'De jaarlijkse trainingscampagne loopt al.',
	},
	partnerAccess: {
		title: 'Toegang voor het moederbedrijf bevestigen',
		description: 'Na bevestiging krijgt het moederbedrijf toegang om uw bedrijf te beheren.',
		parent: 'Moederbedrijf: {{name}}',
		confirmed: 'Succesvol bijgewerkt!',
		notAllowed: 'Alleen een beheerder van dit bedrijf kan de toegang van het moederbedrijf bevestigen.',
	},
	purchaseComplete: {
		title: 'Aankoop voltooid',
		description: 'Betaling geslaagd! Uw licenties zijn toegevoegd.',
		done: 'Klaar',
	},
	tournament: {
		title: 'Een Secure Code-toernooi opzetten',
		editTitle: 'Het Secure Code-toernooi bewerken',
		description:
			'Een Secure Code-toernooi daagt uw ontwikkelaars uit om kwetsbaarheden in echte code te vinden en te verhelpen, met een ranglijst die laat zien wie het best scoort.',
		name: 'Naam van het toernooi',
		defaultName: 'Secure Code-toernooi',
		start: 'Begint (UTC)',
		end: 'Eindigt (UTC)',
		participants: 'Deelnemers',
		types: {
			all: 'Alle gebruikers',
			departments: 'Afdelingen',
			groups: 'Groepen',
		},
		departments: 'Afdelingen',
		groups: 'Groepen',
		noDepartments: 'Nog geen afdelingen.',
		noGroups: 'Nog geen groepen.',
		chooseOnNextPage: 'Kies je afdelingen of groepen, dan selecteer je ze op de volgende pagina.',
		notifications: 'De deelnemers e-mailen wanneer het toernooi begint',
		submit: 'Toernooi opzetten',
		save: 'Wijzigingen opslaan',
		later: 'Later',
		cancel: 'Annuleren',
		errors: {
			required: 'Dit veld is verplicht',
			dateInvalid: 'Vul een datum en een tijd in.',
			startPast: 'De start kan niet in het verleden liggen.',
			endBeforeStart: 'Het einde moet na de start liggen.',
			tooLong: 'Een toernooi duurt hoogstens 90 dagen.',
			selectOne: 'Er moet ten minste één waarde worden geselecteerd',
		},
	},
	video: {
		description: 'Bekijk de video of deel hem met uw team.',
		player: 'Videospeler: {{title}}',
		share: 'Delen',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: 'Delen op Facebook',
			x: 'Delen op X',
			linkedin: 'Delen op LinkedIn',
		},
		copyLink: 'Link kopiëren',
		copied: 'Link gekopieerd',
		link: 'Videolink',
	},
	guides: {
		title: 'Videohandleidingen voor een snelle start',
		subtitle: 'Een korte video die het werken met de beheerconsole eenvoudiger maakt!',
		watch: 'Video bekijken',
		videos: {
			'free-vs-boost': 'Free vs. Boost',
			'how-to-choose-training': 'Zo kiest u een training',
			'inviting-your-team': 'Uw team uitnodigen',
			'learner-experience': 'Bekijk de ervaring van cursisten',
		},
		interested: 'Misschien interessant voor u…',
		opensInNewTab: '(opent in een nieuw tabblad)',
		cards: {
			howToGuides: {
				title: 'Handleidingen',
				description: 'Stapsgewijze artikelen voor elk onderdeel van de beheerconsole.',
			},
			bookDemo: {
				title: 'Demo boeken',
				description: 'Bekijk het platform met een van onze experts en krijg antwoord op uw vragen.',
			},
			pricing: {
				title: 'Prijzen',
				description: 'Vergelijk het Free-abonnement met Boost en vind wat bij uw team past.',
			},
			affiliate: {
				title: 'Affiliate worden',
				description: 'Beveel ons aan en verdien {{percent}}% van elke aankoop.',
			},
			feedback: {
				title: 'Feedback geven',
				description: 'Vertel ons wat voor u werkt en wat we moeten verbeteren.',
			},
		},
	},
	becomePartner: {
		title: 'Partner worden',
		intro:
			'Bied uw klanten security-awarenesstraining aan onder uw eigen merk. Ons partnerprogramma geeft managed service providers en resellers alles wat ze nodig hebben om de training te verkopen, te leveren en te beheren.',
		resell: {
			title: 'Doorverkopen',
			description: 'Koop licenties tegen partnerprijzen, wijs ze toe aan uw klanten en factureer op uw eigen manier.',
		},
		whiteLabel: {
			title: 'White label',
			description: 'Draai de beheerconsole en de cursistomgeving op uw eigen domein, met uw logo en kleuren.',
		},
		customers: {
			title: 'Klantbeheer',
			description:
				'Maak klantbedrijven aan, log in als die bedrijven, deel trainingen met hen en volg hun voortgang vanuit één partnerportaal.',
		},
		contactSales: 'Contact met verkoop',
		contactHint: 'Vertel ons over uw bedrijf en ons team neemt contact met u op.',
	},
} satisfies Texts<'home'>
