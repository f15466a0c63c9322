import type { Texts } from '../../namespaces.ts'

/** Testi italiani dei componenti dell’interfaccia (stesse chiavi di en/widgets.ts). */
export default {
	table: {
		noData: 'Nessun dato',
		noSearchResults: 'Nessun dato trovato, prova un’altra ricerca',
		range: '{{from}}–{{to}} di {{total}}',
		pagination: 'Paginazione',
		firstPage: 'Vai alla prima pagina',
		previousPage: 'Vai alla pagina precedente',
		nextPage: 'Vai alla pagina successiva',
		lastPage: 'Vai all’ultima pagina',
		rowsPerPage: 'Righe per pagina',
		applyRowsPerPage: 'Applica',
		selection: 'Seleziona',
		selectPage: 'Seleziona tutte le righe di questa pagina',
		selectRow: 'Seleziona riga',
		pageSelected: 'Tutte le {{n}} righe di questa pagina sono selezionate.',
		selectAll: 'Seleziona tutti i {{total}}',
		allSelected: '{{total}} selezionati',
		clearSelection: 'Cancella selezione',
	},
	search: {
		label: 'Cerca',
		submit: 'Cerca',
	},
	carousel: {
		previous: 'Precedente',
		next: 'Successivo',
	},
	chart: {
		summaryItem: '{{label}}: {{value}} ({{percent}})',
		noData: 'Nessun dato',
		name: 'Nome',
		value: 'Valore',
		percentage: 'Percentuale',
	},
	largeScreenOnly: 'Usa uno schermo più grande per utilizzare questa funzione.',
} satisfies Texts<'widgets'>
