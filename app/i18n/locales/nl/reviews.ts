import type { Texts } from '../../namespaces.ts'

/** Dutch texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: 'Trainingsbeoordelingen',
	description: 'Beoordelingen en opmerkingen die je cursisten achterlieten na het afronden van een training.',
	loadFailed: 'Sommige beoordelingen konden niet worden geladen.',
	summary: {
		label: 'Samenvatting van de getoonde beoordelingen',
		average: 'Gemiddelde beoordeling',
		averageValue: '{{value}} van 5',
		noAverage: 'Geen beoordelingen',
		count_one: '{{count}} beoordeling',
		count_other: '{{count}} beoordelingen',
		perRating: 'Beoordelingen per score',
	},
	filters: {
		label: 'Beoordelingen filteren',
		training: 'Training',
		allTrainings: 'Alle trainingen',
		trainingsChosen_one: '{{count}} training',
		trainingsChosen_other: '{{count}} trainingen',
		noTrainings: 'Nog geen enkele training heeft beoordelingen.',
		rating: 'Beoordeling',
		withComments: 'Alleen beoordelingen met opmerkingen',
		apply: 'Toepassen',
		clear: 'Filters wissen',
	},
	columns: {
		learner: 'Cursist',
		email: 'E-mail',
		training: 'Training',
		rating: 'Beoordeling',
		comment: 'Opmerking',
		date: 'Datum',
	},
	stars_one: '{{count}} ster',
	stars_other: '{{count}} sterren',
	ratingValue: '{{rating}} van 5',
	noComment: 'Geen opmerking',
	download: 'CSV downloaden',
	downloadEmpty: 'Er zijn geen beoordelingen om te downloaden.',
	downloadFailed: 'Er is iets misgegaan',
} satisfies Texts<'reviews'>
