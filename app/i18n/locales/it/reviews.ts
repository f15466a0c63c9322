import type { Texts } from '../../namespaces.ts'

/** Italian texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: 'Recensioni delle formazioni',
	description: 'Valutazioni e commenti lasciati dai tuoi studenti dopo aver completato una formazione.',
	loadFailed: 'Non è stato possibile caricare alcune recensioni.',
	summary: {
		label: 'Riepilogo delle recensioni mostrate',
		average: 'Valutazione media',
		averageValue: '{{value}} su 5',
		noAverage: 'Nessuna valutazione',
		count_one: '{{count}} recensione',
		count_other: '{{count}} recensioni',
		perRating: 'Recensioni per valutazione',
	},
	filters: {
		label: 'Filtra recensioni',
		training: 'Formazione',
		allTrainings: 'Tutte le formazioni',
		trainingsChosen_one: '{{count}} formazione',
		trainingsChosen_other: '{{count}} formazioni',
		noTrainings: 'Nessuna formazione ha ancora recensioni.',
		rating: 'Valutazione',
		withComments: 'Solo recensioni con commenti',
		apply: 'Applica',
		clear: 'Cancella filtri',
	},
	columns: {
		learner: 'Studente',
		email: 'E-mail',
		training: 'Formazione',
		rating: 'Valutazione',
		comment: 'Commento',
		date: 'Data',
	},
	stars_one: '{{count}} stella',
	stars_other: '{{count}} stelle',
	ratingValue: '{{rating}} su 5',
	noComment: 'Nessun commento',
	download: 'Scarica CSV',
	downloadEmpty: 'Non ci sono recensioni da scaricare.',
	downloadFailed: 'Qualcosa è andato storto',
} satisfies Texts<'reviews'>
