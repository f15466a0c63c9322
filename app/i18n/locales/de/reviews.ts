import type { Texts } from '../../namespaces.ts'

/** German texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: 'Schulungsbewertungen',
	description: 'Bewertungen und Kommentare, die Ihre Lernenden nach Abschluss einer Schulung hinterlassen haben.',
	loadFailed: 'Einige Bewertungen konnten nicht geladen werden.',
	summary: {
		label: 'Zusammenfassung der angezeigten Bewertungen',
		average: 'Durchschnittliche Bewertung',
		averageValue: '{{value}} von 5',
		noAverage: 'Keine Bewertungen',
		count_one: '{{count}} Bewertung',
		count_other: '{{count}} Bewertungen',
		perRating: 'Bewertungen pro Sternezahl',
	},
	filters: {
		label: 'Bewertungen filtern',
		training: 'Schulung',
		allTrainings: 'Alle Schulungen',
		trainingsChosen_one: '{{count}} Schulung',
		trainingsChosen_other: '{{count}} Schulungen',
		noTrainings: 'Noch keine Schulung hat Bewertungen.',
		rating: 'Bewertung',
		withComments: 'Nur Bewertungen mit Kommentar',
		apply: 'Anwenden',
		clear: 'Filter zurücksetzen',
	},
	columns: {
		learner: 'Lernende Person',
		email: 'E-Mail',
		training: 'Schulung',
		rating: 'Bewertung',
		comment: 'Kommentar',
		date: 'Datum',
	},
	stars_one: '{{count}} Stern',
	stars_other: '{{count}} Sterne',
	ratingValue: '{{rating}} von 5',
	noComment: 'Kein Kommentar',
	download: 'CSV herunterladen',
	downloadEmpty: 'Es gibt keine Bewertungen zum Herunterladen.',
	downloadFailed: 'Etwas ist schiefgelaufen',
} satisfies Texts<'reviews'>
