import type { Texts } from '../../namespaces.ts'

/** Danish texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: 'Træningsanmeldelser',
	description: 'Bedømmelser og kommentarer, som dine kursister gav efter at have gennemført en træning.',
	loadFailed: 'Nogle anmeldelser kunne ikke indlæses.',
	summary: {
		label: 'Oversigt over de viste anmeldelser',
		average: 'Gennemsnitlig bedømmelse',
		averageValue: '{{value}} ud af 5',
		noAverage: 'Ingen bedømmelser',
		count_one: '{{count}} anmeldelse',
		count_other: '{{count}} anmeldelser',
		perRating: 'Anmeldelser pr. bedømmelse',
	},
	filters: {
		label: 'Filtrér anmeldelser',
		training: 'Træning',
		allTrainings: 'Alle træninger',
		trainingsChosen_one: '{{count}} træning',
		trainingsChosen_other: '{{count}} træninger',
		noTrainings: 'Ingen træning har anmeldelser endnu.',
		rating: 'Bedømmelse',
		withComments: 'Kun anmeldelser med kommentarer',
		apply: 'Anvend',
		clear: 'Ryd filtre',
	},
	columns: {
		learner: 'Kursist',
		email: 'E-mail',
		training: 'Træning',
		rating: 'Bedømmelse',
		comment: 'Kommentar',
		date: 'Dato',
	},
	stars_one: '{{count}} stjerne',
	stars_other: '{{count}} stjerner',
	ratingValue: '{{rating}} ud af 5',
	noComment: 'Ingen kommentar',
	download: 'Hent CSV',
	downloadEmpty: 'Der er ingen anmeldelser at downloade.',
	downloadFailed: 'Noget gik galt',
} satisfies Texts<'reviews'>
