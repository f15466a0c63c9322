import type { Texts } from '../../namespaces.ts'

/** French texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: 'Avis sur les formations',
	description: 'Notes et commentaires laissés par vos apprenants après avoir terminé une formation.',
	loadFailed: 'Certains avis n’ont pas pu être chargés.',
	summary: {
		label: 'Résumé des avis affichés',
		average: 'Note moyenne',
		averageValue: '{{value}} sur 5',
		noAverage: 'Aucune note',
		count_one: '{{count}} avis',
		count_other: '{{count}} avis',
		perRating: 'Avis par note',
	},
	filters: {
		label: 'Filtrer les avis',
		training: 'Formation',
		allTrainings: 'Toutes les formations',
		trainingsChosen_one: '{{count}} formation',
		trainingsChosen_other: '{{count}} formations',
		noTrainings: 'Aucune formation n’a encore d’avis.',
		rating: 'Note',
		withComments: 'Uniquement les avis avec commentaire',
		apply: 'Appliquer',
		clear: 'Effacer les filtres',
	},
	columns: {
		learner: 'Apprenant',
		email: 'E-mail',
		training: 'Formation',
		rating: 'Note',
		comment: 'Commentaire',
		date: 'Date',
	},
	stars_one: '{{count}} étoile',
	stars_other: '{{count}} étoiles',
	ratingValue: '{{rating}} sur 5',
	noComment: 'Aucun commentaire',
	download: 'Télécharger le CSV',
	downloadEmpty: 'Il n’y a aucun avis à télécharger.',
	downloadFailed: 'Une erreur s’est produite',
} satisfies Texts<'reviews'>
