import type { Texts } from '../../namespaces.ts'

/** Textos en español (Latinoamérica) de los componentes comunes (mismas claves que en/widgets.ts). */
export default {
	table: {
		noData: 'Sin datos',
		noSearchResults: 'No se encontraron datos, prueba con otra búsqueda',
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
		pageSelected: 'Se seleccionaron las {{n}} filas de esta página.',
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
		noData: 'Sin datos',
		name: 'Nombre',
		value: 'Valor',
		percentage: 'Porcentaje',
	},
	largeScreenOnly: 'Visítanos en una pantalla más grande para usar esta función.',
} satisfies Texts<'widgets'>
