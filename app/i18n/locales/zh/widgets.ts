import type { Texts } from '../../namespaces.ts'

/** 通用组件的中文文本（键与 en/widgets.ts 相同）。 */
export default {
	table: {
		noData: '暂无数据',
		noSearchResults: '未找到数据，请尝试其他搜索',
		range: '第 {{from}}–{{to}} 条，共 {{total}} 条',
		pagination: '分页',
		firstPage: '转到第一页',
		previousPage: '转到上一页',
		nextPage: '转到下一页',
		lastPage: '转到最后一页',
		rowsPerPage: '每页行数',
		applyRowsPerPage: '应用',
		selection: '选择',
		selectPage: '选择本页所有行',
		selectRow: '选择行',
		pageSelected: '已选择本页全部 {{n}} 行。',
		selectAll: '选择全部 {{total}} 行',
		allSelected: '已选择 {{total}} 行',
		clearSelection: '清除选择',
	},
	search: {
		label: '搜索',
		submit: '搜索',
	},
	carousel: {
		previous: '上一个',
		next: '下一个',
	},
	chart: {
		summaryItem: '{{label}}：{{value}}（{{percent}}）',
		noData: '暂无数据',
		name: '名称',
		value: '值',
		percentage: '百分比',
	},
	largeScreenOnly: '请在更大的屏幕上使用此功能。',
} satisfies Texts<'widgets'>
