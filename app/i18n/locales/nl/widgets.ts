import type { Texts } from '../../namespaces.ts'

/** Nederlandse teksten van de interface-onderdelen (dezelfde sleutels als en/widgets.ts). */
export default {
	table: {
		noData: 'Geen gegevens',
		noSearchResults: 'Geen gegevens gevonden, probeer een andere zoekopdracht',
		range: '{{from}}–{{to}} van {{total}}',
		pagination: 'Paginering',
		firstPage: 'Naar de eerste pagina',
		previousPage: 'Naar de vorige pagina',
		nextPage: 'Naar de volgende pagina',
		lastPage: 'Naar de laatste pagina',
		rowsPerPage: 'Rijen per pagina',
		applyRowsPerPage: 'Toepassen',
		selection: 'Selecteren',
		selectPage: 'Alle rijen op deze pagina selecteren',
		selectRow: 'Rij selecteren',
		pageSelected: 'Alle {{n}} op deze pagina zijn geselecteerd.',
		selectAll: 'Alle {{total}} selecteren',
		allSelected: '{{total}} geselecteerd',
		clearSelection: 'Selectie wissen',
	},
	search: {
		label: 'Zoeken',
		submit: 'Zoeken',
	},
	carousel: {
		previous: 'Vorige',
		next: 'Volgende',
	},
	chart: {
		summaryItem: '{{label}}: {{value}} ({{percent}})',
		noData: 'Geen gegevens',
		name: 'Naam',
		value: 'Waarde',
		percentage: 'Percentage',
	},
	largeScreenOnly: 'Gebruik een groter scherm om deze functie te gebruiken.',
} satisfies Texts<'widgets'>
