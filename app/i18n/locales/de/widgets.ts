import type { Texts } from '../../namespaces.ts'

/** Deutsche Texte der Bedienelemente (Schlüssel wie en/widgets.ts). */
export default {
	table: {
		noData: 'Keine Daten',
		noSearchResults: 'Keine Daten gefunden, versuchen Sie eine andere Suche',
		range: '{{from}}–{{to}} von {{total}}',
		pagination: 'Seitennavigation',
		firstPage: 'Zur ersten Seite',
		previousPage: 'Zur vorherigen Seite',
		nextPage: 'Zur nächsten Seite',
		lastPage: 'Zur letzten Seite',
		rowsPerPage: 'Zeilen pro Seite',
		applyRowsPerPage: 'Anwenden',
		selection: 'Auswählen',
		selectPage: 'Alle Zeilen auf dieser Seite auswählen',
		selectRow: 'Zeile auswählen',
		pageSelected: 'Alle {{n}} auf dieser Seite sind ausgewählt.',
		selectAll: 'Alle {{total}} auswählen',
		allSelected: '{{total}} ausgewählt',
		clearSelection: 'Auswahl aufheben',
	},
	search: {
		label: 'Suchen',
		submit: 'Suchen',
	},
	carousel: {
		previous: 'Zurück',
		next: 'Weiter',
	},
	chart: {
		summaryItem: '{{label}}: {{value}} ({{percent}})',
		noData: 'Keine Daten',
		name: 'Name',
		value: 'Wert',
		percentage: 'Prozentsatz',
	},
	largeScreenOnly: 'Öffnen Sie diese Seite auf einem größeren Bildschirm, um diese Funktion zu nutzen.',
} satisfies Texts<'widgets'>
