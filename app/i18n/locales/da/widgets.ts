import type { Texts } from '../../namespaces.ts'

/** Danske tekster til grænsefladens komponenter (samme nøgler som en/widgets.ts). */
export default {
	table: {
		noData: 'Ingen data',
		noSearchResults: 'Der blev ikke fundet nogen data, prøv en anden søgning',
		range: '{{from}}–{{to}} af {{total}}',
		pagination: 'Sideinddeling',
		firstPage: 'Gå til første side',
		previousPage: 'Gå til forrige side',
		nextPage: 'Gå til næste side',
		lastPage: 'Gå til sidste side',
		rowsPerPage: 'Rækker pr. side',
		applyRowsPerPage: 'Anvend',
		selection: 'Vælg',
		selectPage: 'Vælg alle rækker på denne side',
		selectRow: 'Vælg række',
		pageSelected: 'Alle {{n}} på denne side er valgt.',
		selectAll: 'Vælg alle {{total}}',
		allSelected: '{{total}} valgt',
		clearSelection: 'Ryd valg',
	},
	search: {
		label: 'Søg',
		submit: 'Søg',
	},
	carousel: {
		previous: 'Forrige',
		next: 'Næste',
	},
	chart: {
		summaryItem: '{{label}}: {{value}} ({{percent}})',
		noData: 'Ingen data',
		name: 'Navn',
		value: 'Værdi',
		percentage: 'Procent',
	},
	largeScreenOnly: 'Brug en større skærm for at få glæde af denne funktion.',
} satisfies Texts<'widgets'>
