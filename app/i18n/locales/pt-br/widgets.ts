import type { Texts } from '../../namespaces.ts'

/** Textos em português (Brasil) dos componentes comuns (mesmas chaves que en/widgets.ts). */
export default {
	table: {
		noData: 'Sem dados',
		noSearchResults: 'Nenhum dado encontrado, tente outra busca',
		range: '{{from}}–{{to}} de {{total}}',
		pagination: 'Paginação',
		firstPage: 'Ir para a primeira página',
		previousPage: 'Ir para a página anterior',
		nextPage: 'Ir para a próxima página',
		lastPage: 'Ir para a última página',
		rowsPerPage: 'Linhas por página',
		applyRowsPerPage: 'Aplicar',
		selection: 'Selecionar',
		selectPage: 'Selecionar todas as linhas desta página',
		selectRow: 'Selecionar linha',
		pageSelected: 'Todas as {{n}} linhas desta página estão selecionadas.',
		selectAll: 'Selecionar todas as {{total}}',
		allSelected: '{{total}} selecionadas',
		clearSelection: 'Limpar seleção',
	},
	search: {
		label: 'Buscar',
		submit: 'Buscar',
	},
	carousel: {
		previous: 'Anterior',
		next: 'Próximo',
	},
	chart: {
		summaryItem: '{{label}}: {{value}} ({{percent}})',
		noData: 'Sem dados',
		name: 'Nome',
		value: 'Valor',
		percentage: 'Porcentagem',
	},
	largeScreenOnly: 'Acesse em uma tela maior para usar este recurso.',
} satisfies Texts<'widgets'>
