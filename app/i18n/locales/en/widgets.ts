/** English texts of the widgets namespace: the spec's wording (spec 1 §2, §8; spec 3 §2). */
export default {
	table: {
		noData: 'No data',
		noSearchResults: 'No data was found, try another search',
		range: '{{from}}–{{to}} of {{total}}',
		pagination: 'Pagination',
		firstPage: 'Go to first page',
		previousPage: 'Go to previous page',
		nextPage: 'Go to next page',
		lastPage: 'Go to last page',
		rowsPerPage: 'Rows per page',
		applyRowsPerPage: 'Apply',
		selection: 'Select',
		selectPage: 'Select all rows on this page',
		selectRow: 'Select row',
		pageSelected: 'All {{n}} on this page are selected.',
		selectAll: 'Select all {{total}}',
		allSelected: '{{total}} selected',
		clearSelection: 'Clear Selection',
	},
	search: {
		label: 'Search',
		submit: 'Search',
	},
	carousel: {
		previous: 'Previous',
		next: 'Next',
	},
	chart: {
		summaryItem: '{{label}}: {{value}} ({{percent}})',
		noData: 'No data',
		name: 'Name',
		value: 'Value',
		percentage: 'Percentage',
	},
	largeScreenOnly: 'Visit us on a larger screen to enjoy this feature.',
}
