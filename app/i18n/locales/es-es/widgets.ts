import type { Texts } from '../../namespaces.ts'

/** Textos en español (España) de los componentes comunes (mismas claves que en/widgets.ts). */
export default {
	table: {
		noData: 'No hay datos',
		noSearchResults: 'No se han encontrado datos; prueba con otra búsqueda',
		range: '{{from}}–{{to}} de {{total}}',
		pagination: 'Paginación',
		firstPage: 'Ir a la primera página',
		previousPage: 'Ir a la página anterior',
		nextPage: 'Ir a la página siguiente',
		lastPage: 'Ir a la última página',
		rowsPerPage: 'Filas por página',
		applyRowsPerPage: 'Aplicar',
		selection: 'Seleccionar',
		selectPage: 'Seleccionar todas las filas de esta página',
		selectRow: 'Seleccionar fila',
		pageSelected: 'Se han seleccionado las {{n}} filas de esta página.',
		selectAll: 'Seleccionar las {{total}}',
		allSelected: '{{total}} seleccionadas',
		clearSelection: 'Borrar selección',
	},
	search: {
		label: 'Buscar',
		submit: 'Buscar',
	},
	carousel: {
		previous: 'Anterior',
		next: 'Siguiente',
	},
	chart: {
		summaryItem: '{{label}}: {{value}} ({{percent}})',
		noData: 'No hay datos',
		name: 'Nombre',
		value: 'Valor',
		percentage: 'Porcentaje',
	},
	largeScreenOnly: 'Accede desde una pantalla más grande para usar esta función.',
} satisfies Texts<'widgets'>
