import type { Texts } from '../../namespaces.ts'

/** Textes français des composants d’interface (mêmes clés que en/widgets.ts). */
export default {
	table: {
		noData: 'Aucune donnée',
		noSearchResults: 'Aucune donnée trouvée, essayez une autre recherche',
		range: '{{from}}–{{to}} sur {{total}}',
		pagination: 'Pagination',
		firstPage: 'Aller à la première page',
		previousPage: 'Aller à la page précédente',
		nextPage: 'Aller à la page suivante',
		lastPage: 'Aller à la dernière page',
		rowsPerPage: 'Lignes par page',
		applyRowsPerPage: 'Appliquer',
		selection: 'Sélectionner',
		selectPage: 'Sélectionner toutes les lignes de cette page',
		selectRow: 'Sélectionner la ligne',
		pageSelected: 'Les {{n}} lignes de cette page sont sélectionnées.',
		selectAll: 'Sélectionner les {{total}}',
		allSelected: '{{total}} sélectionnés',
		clearSelection: 'Effacer la sélection',
	},
	search: {
		label: 'Rechercher',
		submit: 'Rechercher',
	},
	carousel: {
		previous: 'Précédent',
		next: 'Suivant',
	},
	chart: {
		summaryItem: '{{label}} : {{value}} ({{percent}})',
		noData: 'Aucune donnée',
		name: 'Nom',
		value: 'Valeur',
		percentage: 'Pourcentage',
	},
	largeScreenOnly: 'Utilisez un écran plus grand pour profiter de cette fonctionnalité.',
} satisfies Texts<'widgets'>
