import type { Texts } from '../../namespaces.ts'

/** Textos em português (Portugal) dos componentes comuns (mesmas chaves que en/widgets.ts). */
export default {
	table: {
		noData: 'Sem dados',
		noSearchResults: 'Não foram encontrados dados; tente outra pesquisa',
		range: '{{from}}–{{to}} de {{total}}',
		pagination: 'Paginação',
		firstPage: 'Ir para a primeira página',
		previousPage: 'Ir para a página anterior',
		nextPage: 'Ir para a página seguinte',
		lastPage: 'Ir para a última página',
		rowsPerPage: 'Linhas por página',
		applyRowsPerPage: 'Aplicar',
		selection: 'Selecionar',
		selectPage: 'Selecionar todas as linhas desta página',
		selectRow: 'Selecionar linha',
		pageSelected: 'Estão selecionadas todas as {{n}} linhas desta página.',
		selectAll: 'Selecionar todas as {{total}}',
		allSelected: '{{total}} selecionadas',
		clearSelection: 'Limpar seleção',
	},
	search: {
		label: 'Pesquisar',
		submit: 'Pesquisar',
	},
	carousel: {
		previous: 'Anterior',
		next: 'Seguinte',
	},
	chart: {
		summaryItem: '{{label}}: {{value}} ({{percent}})',
		noData: 'Sem dados',
		name: 'Nome',
		value: 'Valor',
		percentage: 'Percentagem',
	},
	largeScreenOnly: 'Aceda a partir de um ecrã maior para usar esta funcionalidade.',
} satisfies Texts<'widgets'>
