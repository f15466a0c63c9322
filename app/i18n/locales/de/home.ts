import type { Texts } from '../../namespaces.ts'

/** Deutsche Texte der Startseiten: Erste Schritte, Anleitungen, Partner werden (Schlüssel wie en/home.ts). */
export default {
	nextSteps: {
		title: 'Ihre nächsten Schritte',
		step: 'Schritt {{number}}',
		status: {
			done: 'Erledigt',
			current: 'Nächster Schritt',
			upcoming: 'Nicht begonnen',
		},
		startTraining: {
			title: 'Jährliche Awareness-Schulung starten',
			description:
				'Weisen Sie allen Ihren Benutzern den jährlichen Security-Awareness-Kurs zu. Er beginnt heute, und alle werden benachrichtigt.',
			action: 'Los geht’s',
		},
		inviteUsers: {
			title: 'Benutzer zur jährlichen Awareness-Schulung einladen',
			description: 'Fügen Sie Ihr Team hinzu, damit es den Kurs absolvieren kann. Eingeladene Benutzer werden der Schulung zugewiesen.',
			action: 'Benutzer einladen',
		},
		dashboard: {
			title: 'Ihre Schulung läuft',
			description:
				'Verfolgen Sie den Fortschritt Ihrer Benutzer, den Sicherheitskultur-Score Ihres Unternehmens und Ihre Kampagnen im Dashboard.',
			action: 'Zum Dashboard',
		},
		unavailable: 'Ihre nächsten Schritte konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
	},
	suspended: {
		title: 'Ihre Testphase ist abgelaufen!',
		description:
			'Die Schulung ist ausgesetzt, weil die Testphase abgelaufen ist. Bitte upgraden Sie Ihren Plan, damit der Lernfortschritt Ihrer Teilnehmer erhalten bleibt.',
		action: 'Plan upgraden',
	},
	startTraining: {
		title: 'Kampagne starten',
		description: 'Der Kurs beginnt sofort; alle Benutzer werden zugewiesen und benachrichtigt.',
		campaign: '„{{name}}“ beginnt heute, am {{date}}.',
		confirm: 'Bestätigen',
		started: 'Die jährliche Schulungskampagne hat begonnen. Alle Benutzer wurden zugewiesen und benachrichtigt.',
		alreadyStarted: 'Die jährliche Schulungskampagne läuft bereits.',
	},
	partnerAccess: {
		title: 'Zugriff für das Mutterunternehmen bestätigen',
		description: 'Nach der Bestätigung erhält das Mutterunternehmen Zugriff auf die Verwaltung Ihres Unternehmens.',
		parent: 'Mutterunternehmen: {{name}}',
		confirmed: 'Erfolgreich aktualisiert!',
		notAllowed: 'Nur ein Admin dieses Unternehmens kann den Zugriff seines Mutterunternehmens bestätigen.',
	},
	purchaseComplete: {
		title: 'Kauf abgeschlossen',
		description: 'Zahlung erfolgreich! Ihre Lizenzen wurden hinzugefügt.',
		done: 'Fertig',
	},
	tournament: {
		title: 'Secure-Code-Turnier einrichten',
		editTitle: 'Secure-Code-Turnier bearbeiten',
		description:
			'Bei einem Secure-Code-Turnier finden und beheben Ihre Entwickler Schwachstellen in echtem Code – mit einer Bestenliste, die zeigt, wer am besten abschneidet.',
		name: 'Name des Turniers',
		defaultName: 'Secure-Code-Turnier',
		start: 'Beginn (UTC)',
		end: 'Ende (UTC)',
		participants: 'Teilnehmende',
		types: {
			all: 'Alle Benutzer',
			departments: 'Abteilungen',
			groups: 'Gruppen',
		},
		departments: 'Abteilungen',
		groups: 'Gruppen',
		noDepartments: 'Noch keine Abteilungen.',
		noGroups: 'Noch keine Gruppen.',
		chooseOnNextPage: 'Abteilungen oder Gruppen wählen Sie auf der nächsten Seite aus.',
		notifications: 'Teilnehmende per E-Mail benachrichtigen, wenn das Turnier beginnt',
		submit: 'Turnier einrichten',
		save: 'Änderungen speichern',
		later: 'Später',
		cancel: 'Abbrechen',
		errors: {
			required: 'Pflichtfeld',
			dateInvalid: 'Geben Sie ein Datum und eine Uhrzeit ein.',
			startPast: 'Der Beginn darf nicht in der Vergangenheit liegen.',
			endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
			tooLong: 'Ein Turnier dauert höchstens 90 Tage.',
			selectOne: 'Mindestens ein Wert muss ausgewählt werden',
		},
	},
	video: {
		description: 'Sehen Sie sich das Video an oder teilen Sie es mit Ihrem Team.',
		player: 'Videoplayer: {{title}}',
		share: 'Teilen',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: 'Auf Facebook teilen',
			x: 'Auf X teilen',
			linkedin: 'Auf LinkedIn teilen',
		},
		copyLink: 'Link kopieren',
		copied: 'Link kopiert',
		link: 'Videolink',
	},
	guides: {
		title: 'Videoanleitungen für einen schnellen Start',
		subtitle: 'Ein kurzes Video, das Ihnen die Arbeit mit der Admin-Konsole erleichtert!',
		watch: 'Video ansehen',
		videos: {
			'free-vs-boost': 'Free vs. Boost',
			'how-to-choose-training': 'Die richtige Schulung auswählen',
			'inviting-your-team': 'Ihr Team einladen',
			'learner-experience': 'So erleben Lernende die Schulung',
		},
		interested: 'Das könnte Sie auch interessieren …',
		opensInNewTab: '(öffnet in einem neuen Tab)',
		cards: {
			howToGuides: {
				title: 'Anleitungen',
				description: 'Schritt-für-Schritt-Artikel zu allen Bereichen der Admin-Konsole.',
			},
			bookDemo: {
				title: 'Demo buchen',
				description: 'Lernen Sie die Plattform mit einem unserer Experten kennen und lassen Sie Ihre Fragen beantworten.',
			},
			pricing: {
				title: 'Preise',
				description: 'Vergleichen Sie den Free-Plan mit Boost und finden Sie das Richtige für Ihr Team.',
			},
			affiliate: {
				title: 'Affiliate werden',
				description: 'Empfehlen Sie uns weiter und erhalten Sie {{percent}} % jedes Kaufs.',
			},
			feedback: {
				title: 'Feedback geben',
				description: 'Sagen Sie uns, was für Sie gut funktioniert und was wir verbessern sollten.',
			},
		},
	},
	becomePartner: {
		title: 'Partner werden',
		intro:
			'Bieten Sie Ihren Kunden Security-Awareness-Schulungen unter Ihrer eigenen Marke an. Unser Partnerprogramm gibt Managed Service Providern und Wiederverkäufern alles, was sie brauchen, um die Schulung zu verkaufen, bereitzustellen und zu verwalten.',
		resell: {
			title: 'Weiterverkaufen',
			description: 'Kaufen Sie Lizenzen zu Partnerpreisen, verteilen Sie sie an Ihre Kunden und rechnen Sie auf Ihre Weise ab.',
		},
		whiteLabel: {
			title: 'White Label',
			description: 'Betreiben Sie die Admin-Konsole und die Lernumgebung unter Ihrer eigenen Domain, mit Ihrem Logo und Ihren Farben.',
		},
		customers: {
			title: 'Kundenverwaltung',
			description:
				'Legen Sie Kundenunternehmen an, melden Sie sich in deren Namen an, teilen Sie Schulungen mit ihnen und verfolgen Sie ihren Fortschritt – alles in einem Partnerportal.',
		},
		contactSales: 'Vertrieb kontaktieren',
		contactHint: 'Erzählen Sie uns von Ihrem Unternehmen, und unser Team meldet sich bei Ihnen.',
	},
} satisfies Texts<'home'>
