import type { Texts } from '../../namespaces.ts'

/** הטקסטים בעברית של רכיבי הממשק (אותם מפתחות כמו en/widgets.ts). */
export default {
	table: {
		noData: 'אין נתונים',
		noSearchResults: 'לא נמצאו נתונים, נסו חיפוש אחר',
		range: '{{from}}–{{to}} מתוך {{total}}',
		pagination: 'עימוד',
		firstPage: 'מעבר לעמוד הראשון',
		previousPage: 'מעבר לעמוד הקודם',
		nextPage: 'מעבר לעמוד הבא',
		lastPage: 'מעבר לעמוד האחרון',
		rowsPerPage: 'שורות בעמוד',
		applyRowsPerPage: 'החלה',
		selection: 'בחירה',
		selectPage: 'בחירת כל השורות בעמוד זה',
		selectRow: 'בחירת שורה',
		pageSelected: 'כל {{n}} השורות בעמוד זה נבחרו.',
		selectAll: 'בחירת כל ה-{{total}}',
		allSelected: '{{total}} נבחרו',
		clearSelection: 'ניקוי הבחירה',
	},
	search: {
		label: 'חיפוש',
		submit: 'חיפוש',
	},
	carousel: {
		previous: 'הקודם',
		next: 'הבא',
	},
	chart: {
		summaryItem: '{{label}}: {{value}} ({{percent}})',
		noData: 'אין נתונים',
		name: 'שם',
		value: 'ערך',
		percentage: 'אחוז',
	},
	largeScreenOnly: 'כדי ליהנות מתכונה זו, היכנסו ממסך גדול יותר.',
} satisfies Texts<'widgets'>
